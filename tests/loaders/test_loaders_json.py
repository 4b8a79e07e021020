"""Every accepted shape of the JSON-shaped kinds, and kind detection."""

from __future__ import annotations

import json

import pytest

from toolform.ir import MISSING
from toolform.loaders.detect import detect_kind
from toolform.sdk import Toolset, load_tools

PARAMS = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "description": "City name."},
        "days": {"type": "integer", "minimum": 1, "maximum": 7, "default": 3},
    },
    "required": ["city"],
}
FN = {"name": "get_forecast", "description": "Get the forecast.", "parameters": PARAMS}


def _check(ts: Toolset) -> None:
    assert ts.names == ["get_forecast"]
    tool = ts.tools[0]
    assert tool.description == "Get the forecast."
    assert tool.parameters.required == ["city"]
    days = tool.parameters.properties["days"]
    assert (days.type, days.default, days.constraints) == (
        "integer",
        3,
        {"minimum": 1, "maximum": 7},
    )


@pytest.mark.parametrize(
    "data",
    [
        [{"type": "function", "function": FN}],
        [FN],
        {"model": "x", "messages": [], "tools": [{"type": "function", "function": FN}]},
        [{"type": "function", **FN}],
        {"type": "function", **FN},
        {"type": "function", "function": FN},
        {"functions": [FN]},
    ],
    ids=["chat", "bare", "request-body", "responses", "responses-single", "single", "functions"],
)
def test_openai_shapes(data):
    _check(Toolset.from_openai(data))
    _check(Toolset.load(data))


def test_openai_strict_kept_and_exported():
    ts = Toolset.from_openai([{"type": "function", "function": {**FN, "strict": True}}])
    assert ts.tools[0].annotations["openai"] == {"strict": True}
    assert ts.to_openai()[0]["function"]["strict"] is True


ANTH = {"name": "get_forecast", "description": "Get the forecast.", "input_schema": PARAMS}


@pytest.mark.parametrize("data", [ANTH, [ANTH], {"tools": [ANTH]}], ids=["object", "list", "tools"])
def test_anthropic_shapes(data):
    _check(Toolset.from_anthropic(data))
    assert detect_kind(data) == "anthropic"


MCP_TOOL = {
    "name": "get_forecast",
    "title": "Forecast",
    "description": "Get the forecast.",
    "inputSchema": PARAMS,
    "annotations": {"readOnlyHint": True},
    "_meta": {"x": 1},
}


@pytest.mark.parametrize(
    "data",
    [
        {"tools": [MCP_TOOL]},
        {"jsonrpc": "2.0", "id": 1, "result": {"tools": [MCP_TOOL], "nextCursor": None}},
        [MCP_TOOL],
    ],
    ids=["result", "jsonrpc", "bare"],
)
def test_mcp_shapes(data):
    ts = Toolset.from_mcp(data)
    _check(ts)
    meta = ts.tools[0].annotations["mcp"]
    assert meta == {"title": "Forecast", "annotations": {"readOnlyHint": True}, "_meta": {"x": 1}}
    exported = ts.to_mcp()[0]
    assert exported["title"] == "Forecast" and exported["annotations"] == {"readOnlyHint": True}


def test_mcp_output_schema_becomes_returns():
    ts = Toolset.from_mcp([{**MCP_TOOL, "outputSchema": {"type": "object"}}])
    assert ts.tools[0].returns is not None and ts.tools[0].returns.type == "object"
    assert ts.to_mcp()[0]["outputSchema"] == {"type": "object"}


def test_ir_shapes():
    ts = Toolset.from_openai([FN])
    dumped = ts.to_ir()
    for data in (dumped, {"tools": dumped["tools"]}, dumped["tools"], json.dumps(dumped)):
        _check(Toolset.from_ir(data))
        _check(Toolset.load(data))
    assert detect_kind(dumped) == "ir"


def test_bfcl_types_normalised_with_notes():
    doc = {
        "name": "math.factorial",
        "description": "Factorial.",
        "parameters": {
            "type": "dict",
            "properties": {
                "n": {"type": "integer"},
                "scale": {"type": "float", "default": 1.0},
                "pair": {"type": "tuple", "items": {"type": "integer"}},
                "anything": {"type": "any"},
            },
            "required": ["n"],
        },
    }
    assert detect_kind([doc]) == "bfcl"
    tool = Toolset.load([doc]).tools[0]
    props = tool.parameters.properties
    assert tool.parameters.type == "object"
    assert [props[k].type for k in ("n", "scale", "pair", "anything")] == [
        "integer",
        "number",
        "array",
        None,
    ]
    notes = tool.annotations["toolform"]["notes"]
    assert any("'float' -> 'number'" in n for n in notes)


def test_gemini_declarations_normalised():
    data = {
        "functionDeclarations": [
            {
                "name": "get_forecast",
                "description": "Get the forecast.",
                "parameters": {
                    "type": "OBJECT",
                    "properties": {
                        "city": {"type": "STRING", "description": "City name."},
                        "days": {"type": "INTEGER", "minimum": 1, "maximum": 7, "default": 3},
                        "note": {"type": "STRING", "nullable": True},
                    },
                    "required": ["city"],
                },
            }
        ]
    }
    assert detect_kind(data) == "gemini"
    ts = Toolset.from_gemini(data)
    _check(ts)
    note = ts.tools[0].parameters.properties["note"]
    assert note.type == "string" and note.nullable
    assert ts.tools[0].annotations["toolform"]["notes"]


def test_load_from_path_and_text(openai_path):
    by_path = load_tools(openai_path)
    by_str = load_tools(str(openai_path))
    by_text = load_tools(openai_path.read_text())
    assert by_path.names == by_str.names == by_text.names


def test_examples_summary_keys(openai_path):
    summary = Toolset.from_openai(openai_path).summary()
    for key in (
        "n_tools",
        "names",
        "tier_estimate",
        "n_params",
        "n_required",
        "max_depth",
        "n_enums",
    ):
        assert key in summary
    assert summary["n_tools"] == 3


def test_executors_empty_for_json(openai_path):
    assert Toolset.from_openai(openai_path).executors == {}


def test_default_none_is_kept_distinct_from_missing():
    ts = Toolset.from_openai(
        [
            {
                "name": "f",
                "parameters": {"type": "object", "properties": {"a": {"default": None}, "b": {}}},
            }
        ]
    )
    props = ts.tools[0].parameters.properties
    assert props["a"].default is None and props["b"].default is MISSING
    assert ts.to_openai()[0]["function"]["parameters"]["properties"]["a"] == {"default": None}


def test_example_files_round_trip_within_their_kind(openai_path, mcp_path, anthropic_path):
    mcp = Toolset.from_mcp(mcp_path)
    assert {"tools": mcp.to_mcp()} == json.loads(mcp_path.read_text())
    assert Toolset.from_ir(mcp.to_ir()).universe == mcp.universe
    anth = Toolset.from_anthropic(anthropic_path)
    original = json.loads(anthropic_path.read_text())["tools"]
    # exclusiveMinimum is stored as minimum (the IR has no exclusive bound): the one normalisation.
    original[1]["input_schema"]["properties"]["order"]["properties"]["limit_price"] = {
        "type": "number",
        "minimum": 0,
    }
    assert anth.to_anthropic() == original
    oa = Toolset.from_openai(openai_path)
    assert oa.to_openai() == json.loads(openai_path.read_text())
