"""Hypothesis strategies for JSON Schemas within what the IR carries, and tool lists."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

names = st.from_regex(r"[a-z][a-z0-9_]{0,11}", fullmatch=True)
texts = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30)
json_scalars = st.none() | st.booleans() | st.integers(-1000, 1000) | texts
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(names, inner, max_size=3),
    max_leaves=6,
)

SCALAR_TYPES = ("string", "integer", "number", "boolean")


def _with_common(draw: Any, schema: dict[str, Any]) -> dict[str, Any]:
    if draw(st.booleans()):
        schema["description"] = draw(texts)
    if draw(st.integers(0, 4)) == 0:
        schema["title"] = draw(texts)
    if draw(st.integers(0, 3)) == 0:
        schema["default"] = draw(json_values)
    if draw(st.integers(0, 4)) == 0:
        # One example: the IR keeps only the first (the spec), so only one round-trips exactly.
        schema["examples"] = draw(st.lists(json_values, min_size=1, max_size=1))
    if draw(st.integers(0, 6)) == 0:
        schema["x-extra"] = draw(json_values)
    return schema


@st.composite
def scalar_schemas(draw: Any) -> dict[str, Any]:
    kind = draw(st.sampled_from(SCALAR_TYPES))
    schema: dict[str, Any] = {"type": kind}
    if draw(st.integers(0, 4)) == 0:
        schema["type"] = [kind, "null"]
    if kind == "string":
        if draw(st.booleans()):
            schema["minLength"] = draw(st.integers(0, 5))
        if draw(st.booleans()):
            schema["maxLength"] = draw(st.integers(5, 50))
        if draw(st.integers(0, 3)) == 0:
            schema["pattern"] = "^[a-z]+$"
        if draw(st.integers(0, 3)) == 0:
            schema["format"] = draw(st.sampled_from(["date", "email", "uri", "date-time"]))
        if draw(st.integers(0, 2)) == 0:
            schema["enum"] = draw(st.lists(texts, min_size=1, max_size=4, unique=True))
    elif kind in ("integer", "number"):
        if draw(st.booleans()):
            schema["minimum"] = draw(st.integers(-10, 0))
        if draw(st.booleans()):
            schema["maximum"] = draw(st.integers(1, 100))
        if draw(st.integers(0, 3)) == 0:
            schema["enum"] = draw(st.lists(st.integers(-5, 5), min_size=1, max_size=4, unique=True))
    return _with_common(draw, schema)


def _compound(inner: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[dict[str, Any]]:
    @st.composite
    def build(draw: Any) -> dict[str, Any]:
        choice = draw(st.integers(0, 4))
        if choice <= 1:
            props = draw(st.dictionaries(names, inner, min_size=1, max_size=4))
            schema: dict[str, Any] = {"type": "object", "properties": props}
            req = draw(st.lists(st.sampled_from(sorted(props)), unique=True, max_size=len(props)))
            if req:
                schema["required"] = req
            if draw(st.integers(0, 3)) == 0:
                schema["additionalProperties"] = draw(st.booleans())
        elif choice == 2:
            schema = {"type": "array", "items": draw(inner)}
            if draw(st.booleans()):
                schema["maxItems"] = draw(st.integers(1, 10))
            if draw(st.integers(0, 3)) == 0:
                schema["minItems"] = draw(st.integers(0, 1))
        elif choice == 3:
            key = draw(st.sampled_from(["anyOf", "oneOf"]))
            members = draw(st.lists(inner, min_size=2, max_size=3))
            if draw(st.booleans()):
                members.append({"type": "null"})
            schema = {key: members}
        else:
            schema = {"type": "array", "prefixItems": draw(st.lists(inner, min_size=1, max_size=3))}
        return _with_common(draw, schema)

    return build()


schemas = st.recursive(scalar_schemas(), _compound, max_leaves=8)


@st.composite
def parameter_schemas(draw: Any) -> dict[str, Any]:
    props = draw(st.dictionaries(names, schemas, max_size=5))
    schema: dict[str, Any] = {"type": "object", "properties": props}
    req = draw(st.lists(st.sampled_from(sorted(props)), unique=True)) if props else []
    if req:
        schema["required"] = req
    return schema


@st.composite
def openai_tool_lists(draw: Any) -> list[dict[str, Any]]:
    tool_names = draw(st.lists(names, min_size=1, max_size=4, unique=True))
    return [
        {
            "type": "function",
            "function": {
                "name": n,
                "description": draw(texts),
                "parameters": draw(parameter_schemas()),
            },
        }
        for n in tool_names
    ]


def _nested(size: int) -> str:
    half = size // 2
    return "[" * half + "()" + "]" * half


#: Hostile reply shapes a looping model can write: a unit repeated to the size (or a function
#: of the size). Shared by the work-counting tests and benchmarks/bench_parse_scaling.py.
HOSTILE_SHAPES: dict[str, Any] = {
    "xml_open_tags": '<invoke name="a"><parameter name="b">',
    "xml_then_text": lambda n: '<invoke name="a"><parameter name="b">' * (n // 200) + "x" * n,
    "qwen_open_tags": "<function=a><parameter=b>",
    "function_then_brace": "<function=a>{",
    "react_open_input": "Action: a\nAction Input: {\n",
    "open_brackets": "[",
    "open_braces": "a{",
    "nested_brackets": _nested,
    "fences": "```json\n",
    "quotes": '"',
    "open_object_key": '{"name": "a", "arguments": {"x": ',
    "named_objects": '{"name": "a", "x": ',
    "python_prefix": "[get_forecast(",
    "bare_call_prefix": "get_forecast(",
    "mistral_marker": "[TOOL_CALLS]",
    "hermes_open": "<tool_call>",
    "harmony_open": "<|channel|>commentary to=functions.a <|message|>{",
    "harmony_headers": "<|channel|>commentary to=functions.a ",
    "gemma_open": "<start_function_call>call:a{",
    "gemma_far_brace": "<start_function_call>call:a",
    "yaml_lines": "name: a\n",
    "prose": "The forecast is mild. ",
}


def hostile_reply(shape: str, size: int, call: str) -> str:
    """``size`` characters of ``shape``, then a line with a valid ``call``."""
    unit = HOSTILE_SHAPES[shape]
    body = unit(size) if callable(unit) else unit * (size // len(unit) + 1)
    return body[:size] + "\n" + call
