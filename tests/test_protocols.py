"""Every protocol: registry lookup, instruction text, and the replies it writes."""

from __future__ import annotations

import pytest

from toolform.errors import UnknownProtocolError
from toolform.protocols.registry import get_protocol, protocol_ids
from toolform.toolset import Toolset

EXPECTED_IDS = [
    "xml_call",
    "json_object",
    "json_array",
    "hermes",
    "python_call",
    "yaml_call",
    "react",
    "markdown_json",
    "function_tag",
    "mistral",
    "harmony",
    "native",
    "xml_function",
    "token_envelope",
    "select",
]
DIALECT_IDS = [
    "token_envelope:deepseek",
    "token_envelope:functiongemma",
    "token_envelope:functionary",
]
CALLS = [("get_forecast", {"city": "Denver", "days": 5})]


@pytest.fixture(scope="module")
def weather() -> Toolset:
    return Toolset.from_ir("tests/data/weather_tools.json")


def test_protocol_ids_are_the_catalogue_plan() -> None:
    assert protocol_ids() == EXPECTED_IDS


def test_unknown_id_suggests_close_matches() -> None:
    with pytest.raises(UnknownProtocolError) as info:
        get_protocol("xml_cal")
    assert "xml_call" in info.value.suggestions
    assert len(info.value.suggestions) <= 5


@pytest.mark.parametrize("pid", EXPECTED_IDS + DIALECT_IDS)
def test_write_call_and_no_call_are_non_empty(pid: str) -> None:
    protocol = get_protocol(pid)
    assert protocol.write_call(CALLS).strip()
    assert protocol.write_no_call().strip()
    assert "get_forecast" in protocol.write_call(CALLS)


@pytest.mark.parametrize("pid", [p for p in EXPECTED_IDS + DIALECT_IDS if p != "native"])
def test_instruction_shows_the_shape_with_the_first_tool(pid: str, weather: Toolset) -> None:
    protocol = get_protocol(pid)
    text = protocol.instruction(weather.tools)
    example = protocol.write_call([("get_forecast", {"city": "..."})])
    assert example in text
    assert "several" in text
    assert "no tool fits" in text


def test_native_instruction_is_empty(weather: Toolset) -> None:
    assert get_protocol("native").instruction(weather.tools) == ""


def test_instruction_without_tools_still_shows_a_shape() -> None:
    assert "tool_name" in get_protocol("json_object").instruction([])
