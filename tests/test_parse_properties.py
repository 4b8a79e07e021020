"""Property tests for ``parse_reply``: no crash on any text, strict within lenient, round trips."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from formats_support import hard_tools, weather_tools
from toolform.formats.example_values import example_arguments
from toolform.formats.registry import all_formats
from toolform.protocols.registry import protocol_ids
from toolform.schema import parameters_schema
from toolform.schema_check import compile_validator
from toolform.sdk import get_protocol, parse_reply
from toolform.toolset import Toolset

PIDS = protocol_ids()
CARRIERS = [p for p in PIDS if not get_protocol(p).selects_only]
HARD = Toolset(hard_tools())
WEATHER = Toolset(weather_tools())
# Printable text; YAML's emitter folds Unicode line breaks such as U+0085 into spaces.
PLAIN = st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"))
MARKUP = "<>{}[]\"'`=:/\\,\n #"

# Any code point, lone surrogates included, with markup characters made common.
wild_text = st.text(
    alphabet=st.one_of(st.characters(blacklist_categories=()), st.sampled_from(MARKUP)),
    max_size=400,
)


@pytest.mark.parametrize("pid", PIDS)
@given(text=wild_text)
def test_any_text_parses_to_a_serialisable_reply(pid: str, text: str) -> None:
    parsed = parse_reply(text, WEATHER, pid)
    json.dumps(parsed.to_dict())


def _keys(calls: list[Any]) -> set[tuple[str, str]]:
    return {(c.name, json.dumps(c.arguments, sort_keys=True, default=repr)) for c in calls}


@pytest.mark.parametrize("pid", PIDS)
@given(
    before=wild_text,
    after=wild_text,
    city=st.text(min_size=1, max_size=20),
    days=st.integers(1, 7),
    embed=st.booleans(),
)
def test_strict_calls_are_seen_by_the_lenient_parse(
    pid: str, before: str, after: str, city: str, days: int, embed: bool
) -> None:
    protocol = get_protocol(pid)
    call = protocol.write_call([("get_forecast", {"city": city, "days": days})])
    text = f"{before}{call}{after}" if embed else before
    strict = protocol.extract(text, lenient=False).calls
    lenient = protocol.extract(text, lenient=True).calls
    assert _keys(strict) <= _keys(lenient)


def _varied(value: Any, draw: Any) -> Any:
    """The value with its strings and integers redrawn (validity is checked by the caller)."""
    if isinstance(value, dict):
        return {k: _varied(v, draw) for k, v in value.items()}
    if isinstance(value, list):
        return [_varied(v, draw) for v in value]
    if isinstance(value, str):
        return draw(st.one_of(st.just(value), st.text(PLAIN, min_size=1, max_size=12)))
    if isinstance(value, bool) or not isinstance(value, int):
        return value
    return draw(st.one_of(st.just(value), st.integers(-5, 500)))


@st.composite
def hard_calls(draw: Any) -> tuple[str, dict[str, Any]]:
    tool = draw(st.sampled_from(HARD.tools))
    base = example_arguments(tool, include_optional=draw(st.booleans()))
    args = _varied(base, draw)
    # Valid as toolform judges it: formats (date-time, email, ...) are asserted.
    if not compile_validator(parameters_schema(tool.parameters)).is_valid(args):
        args = base
    return tool.name, args


@pytest.mark.parametrize("pid", CARRIERS)
@given(call=hard_calls())
def test_written_hard_call_reads_back_valid(pid: str, call: tuple[str, dict[str, Any]]) -> None:
    parsed = parse_reply(get_protocol(pid).write_call([call]), HARD, pid, rule="main")
    assert [(c.resolved_name, c.arguments, c.valid) for c in parsed.calls] == [(*call, True)]


@pytest.mark.parametrize("spec", [f for f in all_formats() if not f.two_stage], ids=lambda f: f.id)
def test_default_protocol_of_each_format_reads_back(spec: Any) -> None:
    call = ("get_forecast", {"city": "Denver", "days": 5})
    parsed = parse_reply(
        get_protocol(spec.default_protocol).write_call([call]), WEATHER, spec.default_protocol
    )
    assert [(c.resolved_name, c.arguments, c.valid) for c in parsed.calls] == [(*call, True)]


#: What opens a call in each protocol's shape: a prefix of a valid reply that holds it (and is
#: not the whole reply) was cut off inside a call.
CALL_OPENINGS = {
    "xml_call": "<function_calls>",
    "json_object": "{",
    "json_array": "[",
    "hermes": "<tool_call>",
    "python_call": "[",
    "yaml_call": "name:",
    "react": "Action:",
    "markdown_json": "```",
    "function_tag": "<function=",
    "mistral": "[TOOL_CALLS]",
    "harmony": " to=",
    "native": "[",
    "xml_function": "<tool_call>",
    "token_envelope": "<｜tool▁calls▁begin｜>",
    "token_envelope:deepseek": "<｜tool▁calls▁begin｜>",
    "token_envelope:functiongemma": "<start_function_call>",
    "token_envelope:functionary": ">>>",
}
TRUNCATED = [
    *CARRIERS,
    "token_envelope:deepseek",
    "token_envelope:functiongemma",
    "token_envelope:functionary",
]


@pytest.mark.parametrize("pid", TRUNCATED)
@given(data=st.data())
def test_a_cut_off_call_is_never_a_declared_no_call(pid: str, data: Any) -> None:
    # Every prefix of a valid reply on the hard tools (one call or two): once the call's
    # opening is written, the reply is never graded a correct answer without a call.
    tools = data.draw(st.lists(st.sampled_from(HARD.tools), min_size=1, max_size=2))
    reply = get_protocol(pid).write_call([(t.name, example_arguments(t)) for t in tools])
    cut = data.draw(st.integers(0, len(reply) - 1))
    prefix = reply[:cut]
    parsed = parse_reply(prefix, HARD, pid)
    if CALL_OPENINGS[pid] in prefix:
        assert not (parsed.ok and parsed.no_call_declared), prefix
        assert parsed.calls or parsed.rejected or not parsed.no_call_declared
    json.dumps(parsed.to_dict())


@pytest.mark.parametrize("pid", ["json_object", "json_array", "hermes", "markdown_json", "mistral"])
@given(
    extra=st.dictionaries(
        st.text(min_size=1, max_size=8).filter(lambda k: k not in ("name", "arguments")),
        st.text(max_size=8),
        min_size=1,
        max_size=3,
    ),
    lenient=st.booleans(),
)
def test_an_object_naming_a_tool_is_never_dropped(
    pid: str, extra: dict[str, str], lenient: bool
) -> None:
    # A model that writes {"name": <tool>, "out": "x"} (chaining calls through variables)
    # made a call attempt: it is a call or a rejected entry with the reason, never nothing.
    body = json.dumps({"name": "get_forecast", **extra})
    protocol = get_protocol(pid)
    text = protocol.write_call([("get_forecast", {})]).replace(
        json.dumps({"name": "get_forecast", "arguments": {}}), body
    )
    if pid == "markdown_json":
        text = text.replace('{\n  "name": "get_forecast",\n  "arguments": {}\n}', body)
    parsed = parse_reply(text, WEATHER, pid, lenient_fallback=lenient)
    assert body in text
    assert parsed.calls or parsed.rejected, text
    assert not parsed.ok and not parsed.no_call_declared


@pytest.mark.parametrize("pid", ["json_object", "json_array", "hermes", "markdown_json", "mistral"])
def test_a_bare_name_object_is_a_call_with_no_arguments(pid: str) -> None:
    # The one rule for every JSON-bodied protocol: {"name": X} calls X with no arguments when
    # X is a tool; otherwise it is data, neither a call nor a hallucination.
    tools = Toolset.from_openai(
        [
            {"name": "get_time", "parameters": {"type": "object", "properties": {}}},
            *WEATHER.to_openai(),
        ]
    )
    protocol = get_protocol(pid)

    def bare(name: str) -> str:
        return (
            protocol.write_call([(name, {})])
            .replace(', "arguments": {}', "")
            .replace(',\n  "arguments": {}', "")
        )

    no_params = parse_reply(bare("get_time"), tools, pid)
    assert no_params.ok and [(c.name, c.arguments) for c in no_params.calls] == [("get_time", {})]
    required = parse_reply(bare("get_forecast"), tools, pid)
    assert [c.valid for c in required.calls] == [False] and not required.ok
    data = parse_reply(bare("Alice"), tools, pid)
    assert data.calls == [] and data.rejected == [] and data.hallucinated == []


@pytest.mark.parametrize("before", [" ", "\n", "\n\n", "\t", " \n "])
@given(between=st.sampled_from(["", " ", "\n"]))
def test_functiongemma_reads_whitespace_between_its_tokens(before: str, between: str) -> None:
    # A real FunctionGemma reply writes a newline after <start_function_call>; leniently every
    # token may be separated by whitespace, and a reply holding an envelope never declares no
    # call.
    pid = "token_envelope:functiongemma"
    reply = get_protocol(pid).write_call([("get_forecast", {"city": "Oslo"})] * 2)
    spaced = reply.replace("<start_function_call>", "<start_function_call>" + before).replace(
        "<end_function_call>", between + "<end_function_call>"
    )
    strict = parse_reply(spaced, WEATHER, pid)
    assert not strict.no_call_declared and not strict.ok
    lenient = parse_reply(spaced, WEATHER, pid, lenient_fallback=True)
    assert [c.arguments for c in lenient.calls] == [{"city": "Oslo"}] * 2


@pytest.mark.parametrize("pid", ["json_object", "json_array", "hermes", "mistral"])
@given(data=st.data())
def test_the_lenient_read_completes_a_call_cut_anywhere_in_its_arguments(
    pid: str, data: Any
) -> None:
    # Cut inside the arguments of a valid call (after a key, its colon, half a key or value):
    # the lenient read completes it to a call on the same tool, with a recorded repair, whose
    # arguments are among those written; what the cut took is for validation to report.
    tool = data.draw(st.sampled_from(HARD.tools))
    args = example_arguments(tool)
    reply = get_protocol(pid).write_call([(tool.name, args)])
    opened = reply.index('"arguments": {') + len('"arguments": {')
    cut = data.draw(st.integers(opened, reply.rindex("}}")))
    parsed = parse_reply(reply[:cut], HARD, pid, lenient_fallback=True)
    assert [c.resolved_name for c in parsed.calls] == [tool.name], reply[:cut]
    call = parsed.calls[0]
    assert "truncated" in call.syntax and any("truncated" in r for r in call.repairs)
    assert set(call.arguments) <= set(args), reply[:cut]
    missing = [k for k in tool.parameters.required if k not in call.arguments]
    assert not missing or not call.valid
