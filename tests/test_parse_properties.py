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
