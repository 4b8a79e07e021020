"""The incremental reader: for every reply and every split into chunks, what is streamed equals
the one-shot read (``read_reply``), per protocol."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from serving import DEFAULTS, TOOLS

from hypothesis_profiles import examples
from toolform.protocols.registry import get_protocol
from toolform.serve.prepare import Preparer, ToolChoice
from toolform.serve.reply import read_reply
from toolform.serve.settings import Settings
from toolform.serve.stream import ContentDelta, Finish, StreamParser, ToolCallDelta

PROTOCOLS = sorted(DEFAULTS)
_PREPARED: dict[tuple[str, ToolChoice, bool], object] = {}


AUTO = ToolChoice()


def prepared(protocol_id: str, choice: ToolChoice = AUTO, parallel: bool = True):
    key = (protocol_id, choice, parallel)
    if key not in _PREPARED:
        format_id, flag = DEFAULTS[protocol_id]
        settings = Settings("http://upstream/v1", format_id=format_id, protocol_id=flag)
        _PREPARED[key] = Preparer(settings).prepare(TOOLS, "m", choice, parallel)
    return _PREPARED[key]


# Prose that brushes against openers: brackets, tags, fences, the letters of Action:.
prose = st.text(st.sampled_from(list("ab <>{}[]`=|:\n\tAction/_")), max_size=30)
cities = st.text(st.sampled_from(list("Denvr OsloÅ")), min_size=1, max_size=8)
calls = st.lists(
    st.one_of(
        st.builds(lambda c, d: ("get_forecast", {"city": c, "days": d}), cities, st.integers(1, 7)),
        st.builds(lambda c: ("get_time", {"city": c}), cities),
    ),
    min_size=1,
    max_size=3,
)


@st.composite
def replies(draw) -> tuple[str, str]:
    protocol_id = draw(st.sampled_from(PROTOCOLS))
    shape = draw(st.sampled_from(["call", "text", "noise", "other"]))
    if shape == "text":
        return protocol_id, draw(prose)
    if shape == "noise":
        return protocol_id, draw(st.text(max_size=60))
    # "other": a call written in another protocol's shape, as a model may answer
    writer = draw(st.sampled_from(PROTOCOLS)) if shape == "other" else protocol_id
    written = get_protocol(writer).write_call(draw(calls))
    if protocol_id == "yaml_call":
        return protocol_id, written
    return protocol_id, draw(prose) + written + draw(st.sampled_from(["", "\n", " done"]))


def split(text: str, cuts: list[int]) -> list[str]:
    points = sorted({c % (len(text) + 1) for c in cuts})
    edges = [0, *points, len(text)]
    return [text[a:b] for a, b in itertools.pairwise(edges)]


def streamed(protocol_id: str, pieces: list[str], **kwargs) -> tuple[str, list, str | None]:
    choice = kwargs.pop("choice", AUTO)
    parser = StreamParser(prepared(protocol_id, choice), choice, **kwargs)
    events = [e for piece in pieces for e in parser.feed(piece)]
    events += parser.finish("stop")
    content = "".join(e.text for e in events if isinstance(e, ContentDelta))
    found = [(e.name, json.loads(e.arguments)) for e in events if isinstance(e, ToolCallDelta)]
    (finish,) = [e for e in events if isinstance(e, Finish)]
    assert isinstance(events[-1], Finish)
    return content, found, finish.reason


def one_shot(protocol_id: str, text: str, choice: ToolChoice = AUTO):
    reading = read_reply(text, prepared(protocol_id, choice), choice, finish_reason="stop")
    found = [
        (c["function"]["name"], json.loads(c["function"]["arguments"])) for c in reading.tool_calls
    ]
    return reading.content or "", found, "tool_calls" if found else "stop"


@examples(60)
@given(reply=replies(), cuts=st.lists(st.integers(0, 10_000), max_size=8))
def test_any_split_streams_what_the_one_shot_read_returns(reply, cuts):
    protocol_id, text = reply
    assert streamed(protocol_id, split(text, cuts)) == one_shot(protocol_id, text)


@examples(20)
@given(reply=replies(), cuts=st.lists(st.integers(0, 10_000), max_size=8))
def test_tool_choice_none_streams_everything_at_once(reply, cuts):
    protocol_id, text = reply
    none = ToolChoice("none")
    pieces = split(text, cuts)
    assert streamed(protocol_id, pieces, choice=none) == (text, [], "stop")


def test_text_before_a_call_is_forwarded_before_the_reply_ends():
    parser = StreamParser(prepared("xml_call"), ToolChoice())
    assert parser.feed("Let me check ") == [ContentDelta("Let me check ")]
    assert parser.feed("the weather. <func") == [ContentDelta("the weather. ")]
    assert parser.feed("tion_calls>\n") == []  # an opener: held from here on
    assert parser.feed('  <invoke name="get_time"><parameter name="city">Oslo') == []
    assert parser.feed("</parameter></invoke>\n</function_calls>") == []
    call, finish = parser.finish("stop")
    assert call == ToolCallDelta(0, call.id, "get_time", '{"city": "Oslo"}')
    assert finish == Finish("tool_calls", finish.reading)


def test_a_held_opener_that_opens_no_call_is_sent_as_text_at_the_end():
    parser = StreamParser(prepared("json_object"), ToolChoice())
    assert parser.feed("Sets like {1, 2} are ") == [ContentDelta("Sets like ")]
    assert parser.feed("fine.") == []
    events = parser.finish("stop")
    assert events[0] == ContentDelta("{1, 2} are fine.")
    assert isinstance(events[-1], Finish) and events[-1].reason == "stop"


def test_a_yaml_reply_is_held_whole():
    parser = StreamParser(prepared("yaml_call"), ToolChoice())
    assert parser.feed("name: get_time\n") == []
    assert parser.feed("arguments:\n  city: Oslo") == []
    call, finish = parser.finish("stop")
    assert isinstance(call, ToolCallDelta) and call.name == "get_time"
    assert isinstance(finish, Finish) and finish.reason == "tool_calls"


@pytest.mark.parametrize("protocol_id", PROTOCOLS)
def test_what_is_held_never_outgrows_an_opener(protocol_id):
    """Linear work: a long text without an opener, fed a character at a time, is forwarded as
    it comes; the held tail (all a chunk is joined with) stays shorter than the longest opener."""
    openers = prepared(protocol_id).openers
    if openers.whole:
        return
    longest = max(len(op) for op in openers.literals)
    partial = [op[:-1] for op in openers.literals if openers.first(op[:-1]) is None]
    text = ("word  \n\t " + " ".join(partial) + " ") * 200
    assert openers.first(text) is None
    parser = StreamParser(prepared(protocol_id), AUTO)
    held = 0
    forwarded = 0
    for ch in text:
        forwarded += sum(len(e.text) for e in parser.feed(ch) if isinstance(e, ContentDelta))
        held = max(held, len(parser._pending))
    assert held < longest and forwarded >= len(text) - longest


@examples(40)
@given(reply=replies())
def test_the_text_before_the_first_opener_never_holds_a_call(reply):
    """The openers are necessary: what is forwarded before them is no call in the protocol."""
    protocol_id, text = reply
    start = prepared(protocol_id).openers.first(text)
    before = text if start is None else text[:start]
    found = get_protocol(protocol_id).extract(before, lenient=False)
    assert found.calls == []
