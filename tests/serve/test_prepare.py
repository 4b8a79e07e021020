"""Preparing a request's tools: tool_choice, the format choice, the cache."""

from __future__ import annotations

import json

import pytest
from serving import TOOLS, WEATHER

from toolform.errors import ServeError
from toolform.serve.prepare import SINGLE_LINE, Preparer, ToolChoice, tool_choice_of
from toolform.serve.settings import Settings

URL = "http://upstream/v1"


def prepare(**settings):
    return Preparer(Settings(URL, format_id="xml_schema", **settings)).prepare(
        TOOLS, "m", ToolChoice(), True
    )


def test_tool_choice_values():
    assert tool_choice_of(None) == ToolChoice("auto")
    assert tool_choice_of("required") == ToolChoice("required")
    named = {"type": "function", "function": {"name": "get_time"}}
    assert tool_choice_of(named) == ToolChoice("function", "get_time")
    for bad in ("any", {"type": "function"}, 3, {"function": {"name": ""}}):
        with pytest.raises(ServeError) as caught:
            tool_choice_of(bad)
        assert caught.value.param == "tool_choice" and caught.value.status == 400


def test_prepared_tools_are_cached_per_tools_model_and_choice():
    preparer = Preparer(Settings(URL))
    first = preparer.prepare(TOOLS, "Qwen/Qwen3-8B", ToolChoice(), True)
    assert (
        preparer.prepare(json.loads(json.dumps(TOOLS)), "Qwen/Qwen3-8B", ToolChoice(), True)
        is first
    )
    assert preparer.prepare(TOOLS, "llama-3.1-8b", ToolChoice(), True) is not first
    single = preparer.prepare(TOOLS, "Qwen/Qwen3-8B", ToolChoice(), False)
    assert SINGLE_LINE in single.system_prompt and SINGLE_LINE not in first.system_prompt


def test_the_advisor_picks_the_format_per_model():
    preparer = Preparer(Settings(URL))
    assert preparer.prepare(TOOLS, "Qwen/Qwen3-8B", ToolChoice(), True).protocol_id == "xml_call"
    llama = preparer.prepare(TOOLS, "meta-llama/Llama-3.1-8B", ToolChoice(), True)
    assert llama.protocol_id == "json_object" and llama.source == "default"


def test_unreadable_tools_are_a_400():
    with pytest.raises(ServeError) as caught:
        Preparer(Settings(URL)).prepare([{"type": "function"}], "m", ToolChoice(), True)
    assert caught.value.param == "tools" and "cannot be read" in caught.value.message


def test_the_weather_tool_is_in_the_prompt():
    assert WEATHER["function"]["description"] in prepare().system_prompt


def test_a_cached_toolset_is_matched_whole_not_by_names():
    preparer = Preparer(Settings(URL, format_id="xml_schema"))
    first = preparer.prepare(TOOLS, "m", ToolChoice(), True)
    renamed = json.loads(json.dumps(TOOLS))
    renamed[0]["function"]["description"] = "Another description."
    second = preparer.prepare(renamed, "m", ToolChoice(), True)
    assert second is not first and "Another description." in second.system_prompt
    assert preparer.prepare(TOOLS, "m", ToolChoice(), True) is first


@pytest.mark.parametrize("tools", [[{"type": "function", "function": {"name": ["x"]}}], [7], "x"])
def test_odd_tools_are_a_400_not_a_crash(tools):
    with pytest.raises(ServeError):
        Preparer(Settings(URL)).prepare(tools, "m", ToolChoice(), True)
