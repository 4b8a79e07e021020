from __future__ import annotations

import json
from typing import Any

import pytest

from strategies import HOSTILE_SHAPES, hostile_reply
from toolform.ir import ToolIR
from toolform.protocols.registry import protocol_ids
from toolform.protocols.scan import WORK, NextOf
from toolform.protocols.token_envelope import DIALECTS
from toolform.schema import schema_to_type
from toolform.sdk import get_protocol, parse_reply
from toolform.toolset import Toolset

WEATHER = "tests/data/weather_tools.json"

CONTRACT = Toolset(
    [
        ToolIR(
            "update_contract",
            "Update a contract.",
            schema_to_type(
                {
                    "type": "object",
                    "properties": {
                        "contract_id": {"type": "string"},
                        "contract_details": {
                            "type": "object",
                            "properties": {"status": {"type": "string"}},
                            "additionalProperties": False,
                        },
                    },
                    "required": ["contract_id"],
                    "additionalProperties": False,
                }
            ),
        )
    ]
)
FLAT = {"contract_id": "C-7", "status": "signed"}
NESTED = {"contract_id": "C-7", "contract_details": {"status": "signed"}}


@pytest.fixture
def weather() -> Toolset:
    return Toolset.load(WEATHER)


def test_spec_parse_example(weather: Toolset) -> None:
    reply = """<function_calls>
  <invoke name="get_forecast">
    <parameter name="city">Denver</parameter>
    <parameter name="days">5</parameter>
  </invoke>
</function_calls>"""
    parsed = parse_reply(reply, weather, "xml_call", rule="main")
    call = parsed.calls[0]
    assert (call.resolved_name, call.arguments, call.valid) == (
        "get_forecast",
        {"city": "Denver", "days": 5},
        True,
    )
    assert parsed.to_dict()["format_compliant"] is True
    assert parsed.ok


def test_weather_py_example() -> None:
    tools = Toolset.load("examples/tools/weather.py")
    parsed = parse_reply(
        '{"name": "get_forecast", "arguments": {"city": "Denver"}}', tools, "json_object"
    )
    assert parsed.ok and parsed.calls[0].arguments == {"city": "Denver"}


@pytest.mark.parametrize(
    ("protocol", "rule", "accepted", "valid", "repairs"),
    [
        ("xml_call", "main", True, True, ["renested"]),
        ("xml_call", "symmetric", True, True, ["renested:status"]),
        ("xml_call", "as_written", False, None, None),
        ("json_object", "main", True, False, []),
        ("json_object", "symmetric", True, True, ["renested:status"]),
        ("json_object", "as_written", True, False, []),
    ],
)
def test_contract_details_rules(
    protocol: str, rule: str, accepted: bool, valid: bool | None, repairs: list[str] | None
) -> None:
    text = get_protocol(protocol).write_call([("update_contract", FLAT)])
    parsed = parse_reply(text, CONTRACT, protocol, rule=rule)
    if not accepted:
        assert parsed.calls == []
        assert parsed.rejected[0].reason == (
            "the parser re-nested a flat argument; not accepted as written"
        )
        assert not parsed.ok
        return
    call = parsed.calls[0]
    assert call.valid is valid
    assert call.repairs == repairs
    if valid:
        assert call.arguments == NESTED
    else:
        assert call.arguments == FLAT


def test_conflict_repair() -> None:
    args = {"contract_id": "C", "status": "a", "contract_details": {"status": "b"}}
    text = get_protocol("json_object").write_call([("update_contract", args)])
    call = parse_reply(text, CONTRACT, "json_object", rule="symmetric").calls[0]
    assert call.repairs == ["conflict:status"]
    assert call.arguments == {"contract_id": "C", "contract_details": {"status": "b"}}


def test_unknown_rule_and_as_written_fallback(weather: Toolset) -> None:
    with pytest.raises(ValueError, match="rule"):
        parse_reply("", weather, "xml_call", rule="loose")
    with pytest.raises(ValueError, match="as_written"):
        parse_reply("", weather, "xml_call", rule="as_written", lenient_fallback=True)


def test_lenient_fallback_records_the_syntax(weather: Toolset) -> None:
    text = 'Sure: {"name": "get_forecast", "arguments": {"city": "Denver"}}'
    strict = parse_reply(text, weather, "xml_call")
    assert strict.calls == [] and not strict.format_compliant and not strict.ok
    assert "json_object" in strict.lenient_syntaxes
    loose = parse_reply(text, weather, "xml_call", lenient_fallback=True)
    assert loose.ok and loose.calls[0].repairs == ["lenient:json_object"]


@pytest.mark.parametrize(
    "name", ["getForecast", "GetForecast", "get-forecast", "GET_FORECAST", "functions.get_forecast"]
)
def test_names_resolve_with_a_repair(weather: Toolset, name: str) -> None:
    text = json.dumps({"name": name, "arguments": {"city": "Denver"}})
    call = parse_reply(text, weather, "json_object").calls[0]
    assert call.resolved_name == "get_forecast" and call.name == name
    assert call.repairs == [f"name:{name}->get_forecast"]


def test_unknown_tool_is_hallucinated(weather: Toolset) -> None:
    parsed = parse_reply('{"name": "book_flight", "arguments": {}}', weather, "json_object")
    assert parsed.hallucinated == ["book_flight"]
    assert parsed.rejected[0].reason == "unknown tool"
    assert not parsed.ok and not parsed.no_call_declared


def test_ambiguous_name_is_rejected() -> None:
    tools = Toolset([ToolIR("get_forecast"), ToolIR("getForecast")])
    parsed = parse_reply('{"name": "GET-FORECAST", "arguments": {}}', tools, "json_object")
    assert parsed.calls == [] and "ambiguous" in parsed.rejected[0].reason
    assert parsed.hallucinated == []


def test_argument_names_follow_the_case_convention() -> None:
    tool = ToolIR(
        "search",
        parameters=schema_to_type(
            {"type": "object", "properties": {"max_stops": {"type": "integer"}}}
        ),
    )
    text = '{"name": "search", "arguments": {"maxStops": 2}}'
    call = parse_reply(text, [tool], "json_object", case_convention="camel").calls[0]
    assert call.arguments == {"max_stops": 2}
    assert call.repairs == ["argument:maxStops->max_stops"]


def test_coercion_by_schema_keeps_strings(weather: Toolset) -> None:
    text = get_protocol("xml_call").write_call([("get_forecast", {"city": "123", "days": 5})])
    call = parse_reply(text, weather, "xml_call").calls[0]
    assert call.arguments == {"city": "123", "days": 5}
    assert call.repairs == ['coerced:$.days:"5"->5']


def test_invalid_call_stays_in_calls(weather: Toolset) -> None:
    parsed = parse_reply(
        '{"name": "get_forecast", "arguments": {"days": 2}}', weather, "json_object"
    )
    call = parsed.calls[0]
    assert not call.valid and not parsed.ok
    assert call.validation[0]["path"] == "$"


def test_strict_json_rejects_nan(weather: Toolset) -> None:
    text = '{"name": "get_forecast", "arguments": {"city": "D", "days": NaN}}'
    assert parse_reply(text, weather, "json_object").calls == []


def test_think_blocks(weather: Toolset) -> None:
    call = '{"name": "get_forecast", "arguments": {"city": "Denver"}}'
    parsed = parse_reply(f"<think>Denver, so...</think>\n{call}", weather, "json_object")
    assert parsed.reasoning_removed and parsed.ok
    only = parse_reply(f"<think>maybe {call}</think>", weather, "json_object")
    assert only.reasoning_removed and only.calls == []
    unclosed = parse_reply(f"<think>maybe {call}", weather, "json_object")
    assert unclosed.calls == [] and unclosed.reasoning_removed


OPENAI = [
    {
        "id": "call_1",
        "type": "function",
        "function": {"name": "get_forecast", "arguments": '{"city": "Denver", "days": 2}'},
    },
    {
        "id": "call_2",
        "type": "function",
        "function": {"name": "get_forecast", "arguments": {"city": "Oslo"}},
    },
]
ANTHROPIC = [
    {"type": "tool_use", "id": "tu_1", "name": "get_forecast", "input": {"city": "Denver"}}
]


def test_native_openai_and_anthropic(weather: Toolset) -> None:
    parsed = parse_reply(json.dumps(OPENAI), weather, "native")
    assert [c.arguments for c in parsed.calls] == [{"city": "Denver", "days": 2}, {"city": "Oslo"}]
    assert parsed.ok
    assert parse_reply(json.dumps(ANTHROPIC), weather, "native").calls[0].arguments == {
        "city": "Denver"
    }


def test_native_malformed_arguments_are_a_call_error(weather: Toolset) -> None:
    bad = [{"type": "function", "function": {"name": "get_forecast", "arguments": '{"city": '}}]
    parsed = parse_reply(json.dumps(bad), weather, "native")
    call = parsed.calls[0]
    assert not call.valid and call.arguments == {}
    assert "not valid JSON" in call.validation[0]["message"]


def test_no_call_declarations(weather: Toolset) -> None:
    assert parse_reply("It is sunny in Denver today.", weather, "xml_call").ok
    assert parse_reply("[]", weather, "json_array").no_call_declared
    assert parse_reply("[]", weather, "native").ok
    assert parse_reply("NONE", weather, "select").ok
    empty = parse_reply("", weather, "json_object")
    assert not empty.ok and not empty.no_call_declared and not empty.format_compliant


def test_one_bad_call_keeps_the_good_ones(weather: Toolset) -> None:
    text = (
        '<tool_call>{"name": "get_forecast", "arguments": {"city": "A"}}</tool_call>\n'
        '<tool_call>{"name": "get_forecast", "arguments": {"city": </tool_call>\n'
        '<tool_call>{"name": "get_forecast", "arguments": {"city": "B"}}</tool_call>'
    )
    parsed = parse_reply(text, weather, "hermes")
    assert [c.arguments["city"] for c in parsed.calls] == ["A", "B"]


def test_other_protocol_is_seen_only_leniently(weather: Toolset) -> None:
    text = get_protocol("xml_call").write_call([("get_forecast", {"city": "Denver"})])
    parsed = parse_reply(text, weather, "json_object")
    assert parsed.calls == [] and not parsed.format_compliant
    assert "xml_call" in parsed.lenient_syntaxes


def _work(read: Any) -> int:
    """The characters the scanners handled while ``read()`` ran (``scan.WORK``)."""
    before = WORK.chars
    read()
    return WORK.chars - before


def _linear(works: list[int]) -> bool:
    """Four times the text, at most five times the work (plus a call's worth of slack)."""
    return works[1] <= 5 * works[0] + 2_000


@pytest.mark.parametrize("protocol", [*protocol_ids(), *(f"token_envelope:{d}" for d in DIALECTS)])
def test_every_strict_read_of_a_hostile_reply_is_linear(weather: Toolset, protocol: str) -> None:
    # Work, not seconds: what the scanners handled for 4x the text is at most 5x (linear is
    # 4x); benchmarks/bench_parse_scaling.py holds the timings of the same shapes.
    call = get_protocol(protocol).write_call([("get_forecast", {"city": "Denver"})])
    for shape in HOSTILE_SHAPES:
        works = [
            _work(
                lambda n=n, s=shape: parse_reply(hostile_reply(s, n, call), weather, protocol).calls
            )
            for n in (4_000, 16_000)
        ]
        assert _linear(works), (shape, works)


@pytest.mark.parametrize("shape", list(HOSTILE_SHAPES))
def test_every_lenient_read_of_a_hostile_reply_is_linear(weather: Toolset, shape: str) -> None:
    # The lenient pass runs every protocol's lenient parser, whichever protocol was asked for.
    call = get_protocol("json_object").write_call([("get_forecast", {"city": "Denver"})])

    def read(n: int) -> None:
        text = hostile_reply(shape, n, call)
        parse_reply(text, weather, "json_object", lenient_fallback=True).to_dict()

    works = [_work(lambda n=n: read(n)) for n in (4_000, 16_000)]
    assert _linear(works), works


def test_the_work_meter_sees_a_quadratic_scan() -> None:
    # The meter is worth trusting only if it catches the shape it guards: a search per opening
    # tag over the rest of the text (what element_bodies did) counts quadratically.
    def naive(text: str) -> None:
        for i in range(0, len(text), 8):
            NextOf(text, ["</invoke>"])(i)

    works = [_work(lambda n=n: naive("<invoke>" * n)) for n in (500, 2_000)]
    assert not _linear(works)


def test_deep_nesting_and_surrogates(weather: Toolset) -> None:
    deep = '{"name": "get_forecast", "arguments": ' + "[" * 20_000 + "]" * 20_000 + "}"
    for pid in ("json_object", "native", "python_call", "yaml_call", "markdown_json"):
        parse_reply(deep, weather, pid).to_dict()
    text = '{"name": "get_forecast", "arguments": {"city": "\udcff\ud800"}}'
    parsed = parse_reply(text, weather, "json_object")
    json.dumps(parsed.to_dict())


@pytest.mark.parametrize("protocol", ["xml_call", "json_object", "python_call", "yaml_call"])
def test_parse_reply_rules_equals_one_parse_per_rule(hard_path, protocol: str) -> None:
    from toolform.formats.example_values import example_arguments
    from toolform.grading_rules import RULES
    from toolform.parse import parse_reply_rules

    hard = Toolset.load(hard_path)

    for tool in hard.tools:
        text = get_protocol(protocol).write_call([(tool.name, example_arguments(tool))])
        for reply in (text, "no call here", f"<think>x</think>{text}"):
            graded = parse_reply_rules(reply, hard, protocol, RULES)
            for rule in RULES:
                one = parse_reply(reply, hard, protocol, rule=rule)
                assert graded[rule].to_dict() == one.to_dict()


def test_rules_read_together_share_no_value(weather: Toolset) -> None:
    # One validation serves the rules that end with the same arguments; their calls stay apart.
    from toolform.grading_rules import RULES
    from toolform.parse import parse_reply_rules

    text = '{"name": "get_forecast", "arguments": {"city": "Oslo", "days": "3", "extra": [1]}}'
    graded = parse_reply_rules(text, weather, "json_object", RULES)
    calls = [graded[rule].calls[0] for rule in RULES]
    assert all(c == calls[0] for c in calls)
    calls[0].arguments["extra"].append(2)
    calls[0].repairs.append("mine")
    calls[0].validation.append({"path": "$", "message": "mine"})
    for other in calls[1:]:
        assert other.arguments["extra"] == [1]
        assert "mine" not in other.repairs and not any(
            v["message"] == "mine" for v in other.validation
        )
    again = parse_reply_rules(text, weather, "json_object", RULES)["main"].calls[0]
    assert again.arguments["extra"] == [1] and "mine" not in again.repairs


BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{b}: &{b} [{', '.join([f'*{a}'] * 9)}]\n" for a, b in zip("abcdefgh", "bcdefghi")
)


@pytest.mark.parametrize(
    ("protocol", "fallback"), [("yaml_call", False), ("json_object", True), ("xml_call", True)]
)
def test_a_yaml_alias_bomb_is_refused_not_expanded(weather: Toolset, protocol, fallback) -> None:
    text = BOMB + "name: get_forecast\narguments: {city: *i}\n"
    assert len(text) < 600  # a few hundred bytes that expand to 9**9 strings if followed
    work = _work(lambda: parse_reply(text, weather, protocol, lenient_fallback=fallback).to_dict())
    assert work < 50 * len(text)
    parsed = parse_reply(text, weather, protocol, lenient_fallback=fallback)
    assert not parsed.ok and not parsed.no_call_declared and parsed.calls == []
    if protocol == "yaml_call":
        assert [r.reason for r in parsed.rejected] == ["YAML aliases are refused in a call"]


def test_a_self_referencing_alias_leaves_plain_json(weather: Toolset) -> None:
    for text in ("name: get_forecast\narguments: &a {city: *a}", "- &a [*a]\n- name: x"):
        parsed = parse_reply(text, weather, "yaml_call")
        json.dumps(parsed.to_dict())
        assert not parsed.ok


@pytest.mark.parametrize(
    ("protocol", "text"),
    [
        ("python_call", "[get_forecast(city='D', days=" + "9" * 5000 + ")]"),
        ("json_object", '{"name": "get_forecast", "arguments": {"city": "D\x00"}}'),
        (
            "hermes",
            '<tool_call>{"name": "get_forecast", "arguments": {"city": "D\x00"}}</tool_call>',
        ),
        ("yaml_call", "name: get_forecast\narguments: {city: !!python/name:os.system x}"),
        ("yaml_call", "name: get_forecast\narguments:\n  city: \ud800"),
        ("yaml_call", "name: get_forecast\narguments:\n  city: D\x00"),
        ("native", '[{"type": "function", "function": {"name": "get_forecast", "arguments": "{'),
        ("json_object", '{"name": "get_forecast", "result_var": "f1"}'),
    ],
    ids=[
        "5000-digits",
        "nul-json",
        "nul-hermes",
        "yaml-tag",
        "surrogate",
        "nul-yaml",
        "native",
        "extra-key",
    ],
)
def test_an_unreadable_call_attempt_is_a_failed_call(weather: Toolset, protocol, text) -> None:
    # Never graded a correct "no call": the attempt is listed with the reason it failed.
    parsed = parse_reply(text, weather, protocol)
    assert not parsed.ok and not parsed.no_call_declared and not parsed.format_compliant
    assert parsed.rejected and all(r.reason for r in parsed.rejected)
    assert parsed.rejected[0].name in ("get_forecast", "")
    json.dumps(parsed.to_dict())


def test_a_cut_off_reply_lists_why(weather: Toolset) -> None:
    text = '{"name": "get_forecast", "arguments": {"city":'
    parsed = parse_reply(text, weather, "json_object")
    assert parsed.truncated and not parsed.ok and not parsed.no_call_declared
    assert parsed.to_dict()["truncated"] is True
    assert [(r.name, r.reason) for r in parsed.rejected] == [("get_forecast", "cut off")]
    with pytest.raises(ValueError):
        parse_reply(text, weather, "json_object", rule="as_written", lenient_fallback=True)


def test_get_and_the_parser_resolve_names_alike(weather: Toolset) -> None:
    for written in ("getForecast", "GET_FORECAST", "functions.get_forecast", "get-forecast"):
        tool = weather.get(written)
        assert tool is not None and tool.name == "get_forecast"
        reply = json.dumps({"name": written, "arguments": {"city": "Oslo"}})
        assert parse_reply(reply, weather, "json_object").calls[0].resolved_name == tool.name
    assert weather.get("get_weather") is None and weather.resolve("nope") == "nope"


@pytest.mark.parametrize("value", ["{1, 2}", 'b"x"', "1j", "(1, 2)", "{(1, 2): 3}"])
def test_python_literals_become_json_data_or_fail(weather: Toolset, value: str) -> None:
    # Parsed arguments are plain JSON data: a tuple becomes a list; a set, bytes, a complex
    # number or a tuple key makes the call invalid, and the reply always serialises.
    parsed = parse_reply(f"[get_forecast(city={value})]", weather, "python_call")
    json.dumps(parsed.to_dict())
    assert not parsed.ok and len(parsed.calls) == 1
