"""Property tests: every round trip through every kind is lossless for what JSON Schema carries."""

from __future__ import annotations

import json

from hypothesis import given

from hypothesis_profiles import examples
from strategies import openai_tool_lists, schemas
from toolform.ir import ToolUniverse
from toolform.schema import parameters_schema, schema_to_type, type_to_schema
from toolform.sdk import Toolset


def _core(ts: Toolset) -> list[tuple[str, str, object]]:
    return [(t.name, t.description, t.parameters) for t in ts.tools]


@given(schemas)
def test_schema_round_trip_is_exact(schema):
    node = schema_to_type(schema)
    assert type_to_schema(node) == schema
    assert schema_to_type(type_to_schema(node)) == node


@examples(25)
@given(openai_tool_lists())
def test_openai_round_trip(tools):
    ts = Toolset.from_openai(tools)
    assert Toolset.from_openai(ts.to_openai()).universe == ts.universe
    for tool, original in zip(ts.to_openai(), tools):
        assert tool["function"]["parameters"] == parameters_schema(
            schema_to_type(original["function"]["parameters"])
        )


@examples(20)  # every example converts through every pair and chain of kinds
@given(openai_tool_lists())
def test_every_pair_and_chain_of_kinds(tools):
    base = Toolset.from_openai(tools)
    loaders = {
        "openai": lambda ts: Toolset.from_openai(ts.to_openai()),
        "responses": lambda ts: Toolset.from_openai(ts.to_openai(shape="responses")),
        "anthropic": lambda ts: Toolset.from_anthropic(ts.to_anthropic()),
        "mcp": lambda ts: Toolset.from_mcp({"tools": ts.to_mcp()}),
        "ir": lambda ts: Toolset.from_ir(json.dumps(ts.to_ir())),
        "detected": lambda ts: Toolset.load(ts.to_ir()),
    }
    for first in loaders.values():
        once = first(base)
        assert _core(once) == _core(base)
        for second in loaders.values():
            assert _core(second(once)) == _core(base)


@examples(25)
@given(openai_tool_lists())
def test_ir_dict_round_trip_keeps_everything(tools):
    universe = Toolset.from_openai(tools).universe
    assert ToolUniverse.from_dict(json.loads(json.dumps(universe.to_dict()))) == universe
