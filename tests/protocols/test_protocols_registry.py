"""Every protocol: registry lookup, instruction text, and the replies it writes and reads back."""

from __future__ import annotations

import pytest

from toolform.errors import UnknownProtocolError
from toolform.protocols.base import PLACEHOLDER_TOOL, example_call, placeholder_name
from toolform.protocols.registry import dialect_ids, get_protocol, protocol_ids
from toolform.toolset import Toolset

EXPECTED = [
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
ALL = protocol_ids() + [f"token_envelope:{d}" for d in dialect_ids()]
CALLS = [("get_forecast", {"city": "Denver", "days": 5}), ("get_time", {"zone": "UTC"})]


def test_every_protocol_is_registered_in_the_catalogue_order() -> None:
    assert protocol_ids() == EXPECTED


def test_unknown_id_has_close_matches() -> None:
    with pytest.raises(UnknownProtocolError) as err:
        get_protocol("xml_cal")
    assert "xml_call" in err.value.suggestions
    assert len(err.value.suggestions) <= 5


@pytest.mark.parametrize("pid", ALL)
def test_written_calls_read_back_strictly(pid: str) -> None:
    protocol = get_protocol(pid)
    text = protocol.write_call(CALLS)
    strict = protocol.extract(text, lenient=False).calls
    lenient = protocol.extract(text, lenient=True).calls
    assert [c.name for c in strict] == [n for n, _ in CALLS]
    assert len(lenient) >= len(strict)
    assert protocol.extract(protocol.write_no_call(), lenient=False).calls == []


@pytest.mark.parametrize("pid", [p for p in ALL if not get_protocol(p).selects_only])
def test_backticks_in_an_argument_read_back(pid: str) -> None:
    # A fence in a string must not close a fenced reply early (markdown_json fences longer).
    protocol = get_protocol(pid)
    calls = [("get_forecast", {"city": "```", "note": "a ```` b"})]
    text = protocol.write_call(calls)
    assert [(c.name, c.arguments) for c in protocol.extract(text, lenient=False).calls] == calls


@pytest.mark.parametrize("pid", [p for p in ALL if p != "native"])
def test_instruction_shows_a_placeholder_call_never_a_real_tool(pid: str) -> None:
    # The example shows the syntax on a tool that cannot exist: an example on a real tool needs
    # values its schema accepts, and a model that echoes it would make a call that runs.
    protocol = get_protocol(pid)
    tools = Toolset.load("tests/data/weather_tools.json").tools
    text = protocol.instruction(tools)
    assert protocol.write_call([example_call(tools)]) in text
    assert example_call(tools)[0] == PLACEHOLDER_TOOL
    assert not any(t.name in text for t in tools)
    assert "several" in text
    assert protocol.none_text in text


def test_the_placeholder_steps_aside_for_a_tool_of_its_name() -> None:
    tools = Toolset.from_openai(
        [{"name": n, "parameters": {"type": "object"}} for n in ("tool_name", "tool-name-2")]
    ).tools
    assert placeholder_name(tools) == "tool_name_3"


def test_native_instruction_is_empty() -> None:
    tools = Toolset.load("tests/data/weather_tools.json").tools
    assert get_protocol("native").instruction(tools) == ""


def test_instruction_without_tools_still_shows_a_shape() -> None:
    assert "tool_name" in get_protocol("json_object").instruction([])
