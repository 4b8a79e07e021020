"""BFCL function docs in every language BFCL tests: detection, type mapping and the round trip
through ``to_bfcl``, ``to_gemini`` and ``toolform convert``."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.bfcl_types import BFCL_TO_JSON
from toolform.cli.main import main
from toolform.loaders.detect import detect_kind
from toolform.sdk import Toolset, load_tools, to_bfcl, to_gemini

JAVA_DOC: dict[str, Any] = {
    "name": "AclApi.checkAccess",
    "description": "Checks whether a user may access a path.",
    "parameters": {
        "type": "dict",
        "properties": {
            "path": {"type": "String", "description": "The path."},
            "perms": {
                "type": "ArrayList",
                "description": "Permissions.",
                "items": {"type": "String"},
            },
            "limit": {"type": "long", "description": "At most."},
            "ratio": {"type": "double", "description": "A ratio."},
            "opts": {"type": "HashMap", "description": "Options."},
            "sep": {"type": "char", "description": "Separator."},
            "anything": {"type": "any", "description": "Any value."},
        },
        "required": ["path", "perms"],
    },
}

JS_ENTRY: dict[str, Any] = {
    "id": "javascript_0",
    "question": [[{"role": "user", "content": "Validate the form."}]],
    "function": [
        {
            "name": "validateForm",
            "description": "Validates a form.",
            "parameters": {
                "type": "dict",
                "properties": {
                    "fields": {
                        "type": "Array",
                        "description": "Fields.",
                        "items": {"type": "String"},
                    },
                    "size": {"type": "Bigint", "description": "Size.", "default": "10"},
                    "strict": {"type": "Boolean", "description": "Strict mode."},
                },
                "required": ["fields"],
            },
        }
    ],
}


def test_java_doc_is_detected_and_mapped():
    assert detect_kind([JAVA_DOC]) == "bfcl"
    tool = load_tools([JAVA_DOC]).tools[0]
    props = tool.parameters.properties
    assert tool.parameters.type == "object"
    assert props["path"].type == "string"
    assert props["perms"].type == "array" and props["perms"].items is not None
    assert props["perms"].items.type == "string"
    assert props["limit"].type == "integer"
    assert props["ratio"].type == "number"
    assert props["opts"].type == "object"
    assert props["sep"].type == "string"
    assert props["anything"].type is None
    types = tool.annotations["bfcl"]["types"]
    assert types["$.properties.perms.items"] == "String"
    assert types["$"] == "dict"
    notes = tool.annotations["toolform"]["notes"]
    assert any("'HashMap' -> 'object'" in n for n in notes)


def test_dataset_entry_reads_its_function_list():
    assert detect_kind(JS_ENTRY) == "bfcl"
    tool = load_tools(JS_ENTRY).tools[0]
    assert tool.parameters.properties["size"].type == "integer"
    assert tool.parameters.properties["strict"].type == "boolean"


@pytest.mark.parametrize("docs", [[JAVA_DOC], JS_ENTRY["function"]], ids=["java", "javascript"])
def test_to_bfcl_writes_the_original_docs_back(docs):
    assert to_bfcl(Toolset.from_bfcl(docs)) == docs
    assert Toolset.from_bfcl(docs).to_bfcl() == docs


def test_the_ir_keeps_the_language_names():
    ir = Toolset.from_bfcl([JAVA_DOC]).to_ir()
    assert Toolset.from_ir(ir).to_bfcl() == [JAVA_DOC]


def test_a_recorded_name_that_no_longer_fits_falls_back_to_bfcl_python_names():
    toolset = Toolset.from_bfcl([JAVA_DOC])
    toolset.tools[0].parameters.properties["path"].type = "integer"  # edited after loading
    written = toolset.to_bfcl()[0]["parameters"]["properties"]
    assert written["path"]["type"] == "integer"
    assert written["ratio"]["type"] == "double"


def test_tools_from_elsewhere_get_bfcl_python_names():
    tools = load_tools(
        [
            {
                "type": "function",
                "function": {
                    "name": "f",
                    "description": "F.",
                    "parameters": {
                        "type": "object",
                        "properties": {"x": {"type": "number"}, "o": {"type": "object"}},
                    },
                },
            }
        ]
    )
    params = to_bfcl(tools)[0]["parameters"]
    assert params["type"] == "dict"
    assert params["properties"]["x"]["type"] == "float"
    assert params["properties"]["o"]["type"] == "dict"


def test_gemini_round_trip():
    decls = to_gemini(Toolset.from_bfcl([JAVA_DOC]))
    assert decls[0]["parameters"]["properties"]["limit"]["type"] == "INTEGER"
    again = to_gemini(Toolset.from_gemini({"functionDeclarations": decls}))
    assert again == decls


@pytest.mark.parametrize("target", ["bfcl", "gemini"])
def test_cli_convert_round_trips(tmp_path, capsys, target):
    src = tmp_path / "java.json"
    src.write_text(json.dumps([JAVA_DOC]), encoding="utf-8")
    out = tmp_path / f"out_{target}.json"
    assert main(["convert", str(src), "--to", target, "--out", str(out)]) == 0
    back = tmp_path / "back.json"
    assert main(["convert", str(out), "--to", target, "--out", str(back)]) == 0
    assert json.loads(back.read_text("utf-8")) == json.loads(out.read_text("utf-8"))
    if target == "bfcl":
        assert json.loads(out.read_text("utf-8")) == [JAVA_DOC]


def test_bfcl_formats_write_the_language_names():
    from toolform.formats.options import RenderOptions
    from toolform.formats.registry import get_format

    tools = Toolset.from_bfcl([JAVA_DOC]).tools
    assert '"type": "HashMap"' in get_format("json_schema_bfcl").render(tools, RenderOptions())
    assert 'type="ArrayList[String]"' in get_format("xml_schema_bfcl").render(
        tools, RenderOptions()
    )
    assert "path (String): The path." in get_format("python_bfcl").render(tools, RenderOptions())


# --- generated docs: every BFCL type name, nested, round-trips --------------------------------

_NAMES = [*sorted(BFCL_TO_JSON.keys() - {"dict", "tuple"}), "string", "integer", "boolean"]


def _prop(draw: Any, depth: int) -> dict[str, Any]:
    kind = draw(st.sampled_from([*_NAMES, "dict"] if depth < 2 else _NAMES))
    prop: dict[str, Any] = {"type": kind, "description": draw(st.text(max_size=8))}
    if kind == "dict":
        prop["properties"] = {
            f"k{i}": _prop(draw, depth + 1) for i in range(draw(st.integers(1, 2)))
        }
    elif BFCL_TO_JSON.get(kind, kind) == "array":
        prop["items"] = {"type": draw(st.sampled_from(["String", "long", "float", "string"]))}
    return prop


@st.composite
def bfcl_docs(draw: Any) -> list[dict[str, Any]]:
    names = draw(
        st.lists(
            st.from_regex(r"[a-z][a-zA-Z]{0,6}", fullmatch=True),
            min_size=1,
            max_size=3,
            unique=True,
        )
    )
    docs = []
    for name in names:
        props = {f"p{i}": _prop(draw, 0) for i in range(draw(st.integers(1, 3)))}
        docs.append(
            {
                "name": name,
                "description": draw(st.text(max_size=10)),
                "parameters": {"type": "dict", "properties": props, "required": ["p0"]},
            }
        )
    return docs


@given(docs=bfcl_docs())
def test_generated_bfcl_docs_round_trip(docs):
    if not any(
        p["type"] in BFCL_TO_JSON for d in docs for p in d["parameters"]["properties"].values()
    ):
        docs[0]["parameters"]["properties"]["p0"]["type"] = "String"
    assert Toolset.load(docs).to_bfcl() == docs
