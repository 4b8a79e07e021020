"""The load-time schema check: every fault at its JSON path, and never a fetch over the network.

jsonschema-rs fetches an unknown ``$schema`` or an external ``$ref`` over HTTP unless told not
to; a loopback server counts the requests that reach it.
"""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.errors import LoaderError
from toolform.ir import ToolIR, TypeIR
from toolform.sdk import Toolset
from toolform.validate import validate_arguments


@pytest.fixture
def counting_server() -> Iterator[tuple[str, list[str]]]:
    seen: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            seen.append(self.path)
            body = b'{"type": "string"}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()


def test_no_schema_reference_is_ever_fetched(counting_server):
    url, seen = counting_server
    schemas = [
        {"$schema": f"{url}/meta.json", "type": "object"},
        {"type": "object", "not": {"$ref": f"{url}/x.json"}},
        {
            "type": "object",
            "properties": {
                "a": {"anyOf": [{"type": "string"}], "oneOf": [{"$ref": f"{url}/y.json"}]}
            },
        },
        {"$id": f"{url}/", "type": "object", "not": {"$ref": "z.json"}},
    ]
    for schema in schemas:
        with pytest.raises(LoaderError) as info:
            Toolset.from_openai([{"name": "f", "parameters": schema}])
        assert "invalid JSON Schema" in info.value.message
        assert info.value.path is not None and info.value.path.startswith("$[0].parameters")
    params = TypeIR(type="object", extra={"not": {"$ref": f"{url}/x.json"}})
    with pytest.raises(LoaderError):  # a tool built in code, first checked when validating
        validate_arguments(ToolIR(name="t", description="", parameters=params), {})
    assert seen == []


def test_known_drafts_load_offline():
    for uri in (
        "http://json-schema.org/draft-07/schema#",
        "https://json-schema.org/draft/2020-12/schema",
        "http://json-schema.org/draft-04/schema#",
    ):
        schema = {"$schema": uri, "type": "object", "properties": {"n": {"type": "integer"}}}
        tool = Toolset.from_openai([{"name": "f", "parameters": schema}]).tools[0]
        assert [e.path for e in validate_arguments(tool, {"n": "x"})] == ["$.n"]


KEYWORDS = [
    "type", "properties", "items", "prefixItems", "required", "enum", "const", "minimum",
    "maximum", "exclusiveMinimum", "multipleOf", "minLength", "maxLength", "pattern",
    "patternProperties", "format", "anyOf", "oneOf", "allOf", "not", "if", "then",
    "additionalProperties", "default", "$ref", "$defs", "$schema", "uniqueItems", "contains",
]  # fmt: skip
json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 3),
        st.floats(allow_nan=False, allow_infinity=False),
        st.sampled_from(["string", "object", "([", "^a+$", "date", "#/$defs/x", "#", "x"]),
    ),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from([*KEYWORDS, "a", "x"]), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(st.dictionaries(st.sampled_from(KEYWORDS), json_values, max_size=5), json_values)
def test_any_schema_loads_or_is_refused_and_any_arguments_validate(schema, value):
    try:
        tools = Toolset.from_openai([{"name": "f", "parameters": {"type": "object", **schema}}])
    except LoaderError:
        return
    errors = validate_arguments(tools.tools[0], {"a": value})
    assert all(e.path.startswith("$") and e.message for e in errors)
