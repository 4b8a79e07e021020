"""TwoStage: stage one's index, the selection parser, stage two's prompt, and a full round trip."""

from __future__ import annotations

import pytest

from formats_support import hard_tools, weather_tools
from toolform import prompts
from toolform.errors import UnknownFormatError
from toolform.formats.registry import get_format
from toolform.formats.two_stage import FORMATS
from toolform.protocols.registry import get_protocol
from toolform.sdk import TwoStage as ExportedTwoStage
from toolform.two_stage_runner import TwoStage


class StubClient:
    """A plain object with a chat method: answers stage one with a name, stage two with a call."""

    def __init__(self, pick: str) -> None:
        self.pick = pick
        self.seen: list[list[dict[str, str]]] = []

    def chat(self, messages):
        self.seen.append(messages)
        if len(self.seen) == 1:
            return self.pick
        return '{"name": "search_flights", "arguments": {"origin": "DEN"}}'


def test_exported_from_the_sdk():
    assert ExportedTwoStage is TwoStage


def test_round_trip_with_a_stub_client():
    runner = TwoStage(hard_tools(), "two_stage_oneliner_json")
    client = StubClient("search_flights")
    result = runner.run(client, "Flights from Denver to Boston on 2025-01-15")
    assert result.selected == ["search_flights"]
    assert not result.declined
    first, second = client.seen
    assert (
        "- get_forecast (needs city): Get the weather forecast for a city." in first[0]["content"]
    )
    assert get_protocol("select").instruction(hard_tools()) in first[0]["content"]
    assert first[1]["content"] == "Flights from Denver to Boston on 2025-01-15"
    assert result.stage_two is not None
    assert result.stage_two.tool_block.count('"name": "search_flights"') == 1
    assert "get_forecast" not in second[0]["content"]
    assert result.stage_two is not None
    assert result.stage_two.instructions in second[0]["content"]
    assert result.stage_two.protocol_id == "json_object"
    assert result.reply is not None and result.reply.startswith("{")


def test_no_tool_skips_stage_two():
    client = StubClient("none")
    result = TwoStage(weather_tools(), "two_stage_names_json").run(client, "Tell me a joke")
    assert result.declined and result.stage_two is None and result.reply is None
    assert len(client.seen) == 1


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("search_flights", ["search_flights"]),
        ("searchFlights", ["search_flights"]),
        ("functions.get_forecast", ["get_forecast"]),
        ('{"tool": "send_email"}', ["send_email"]),
        ('{"tools": ["send_email", "list_files"]}', ["send_email", "list_files"]),
        ('{"tool": null}', []),
        ("NONE", []),
        (
            "get_forecast - NO\nsearch_flights - YES\nsend_email - yes",
            ["search_flights", "send_email"],
        ),
        ("<think>maybe get_forecast</think>I will use list_files.", ["list_files"]),
        ("I would call translate_text, then send_email.", ["translate_text", "send_email"]),
        ("not_a_tool", []),
    ],
)
def test_parse_selection(reply, expected):
    assert TwoStage(hard_tools(), "two_stage_nlt_yesno_json").parse_selection(reply) == expected


def test_stage_two_shows_only_the_chosen_tools_in_the_stage_two_format():
    runner = TwoStage(hard_tools(), "two_stage_signature_json")
    prompt = runner.stage_two("Convert 5 USD to EUR", ["convertCurrency"])
    assert prompt.format_id == "json_schema_openai"
    only = [t for t in hard_tools() if t.name == "convert_currency"]
    assert prompt.tool_block == get_format("json_schema_openai").render(
        only, runner.options or prompts.DEFAULT_OPTIONS
    )
    with pytest.raises(ValueError):
        runner.stage_two("x", ["nope"])


def test_stage_one_is_the_format_index():
    runner = TwoStage(weather_tools(), "two_stage_grouped_python")
    prompt = runner.stage_one("Forecast for Denver")
    assert prompt.tool_block == get_format("two_stage_grouped_python").render(
        weather_tools(), prompts.DEFAULT_OPTIONS
    )
    assert prompt.protocol_id == "select"


def test_python_stage_two_uses_python_signature_when_registered():
    runner = TwoStage(weather_tools(), "two_stage_names_python")
    assert runner.stage_two_format_id == "python_signature"
    try:
        get_format("python_signature")
    except UnknownFormatError:
        pytest.skip("python_signature has not landed")
    assert runner.stage_two("x", ["get_forecast"]).format_id == "python_signature"


def test_single_stage_ids_are_refused():
    with pytest.raises(ValueError):
        TwoStage(weather_tools(), "json_schema_openai")
    with pytest.raises(UnknownFormatError):
        TwoStage(weather_tools(), "two_stage_nope_json")


def test_every_two_stage_format_runs():
    for spec in FORMATS:
        runner = TwoStage(weather_tools(), spec.id, persona="terse", null_clause=False)
        assert runner.stage_one("Forecast").messages
