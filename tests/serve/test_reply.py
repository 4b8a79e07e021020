"""Reading a reply back: calls, content and problems, without HTTP."""

from __future__ import annotations

from serving import TOOLS

from toolform.serve.prepare import Preparer, ToolChoice
from toolform.serve.reply import read_reply
from toolform.serve.settings import Settings

URL = "http://upstream/v1"


def prepare(**settings):
    return Preparer(Settings(URL, format_id="xml_schema", **settings)).prepare(
        TOOLS, "m", ToolChoice(), True
    )


def test_a_reply_cut_off_for_length_is_invalid():
    cut = '<function_calls>\n  <invoke name="get_forecast">\n    <parameter name="city">Den'
    reading = read_reply(cut, prepare(), ToolChoice(), finish_reason="length")
    assert reading.invalid and reading.content == cut and reading.tool_calls == []


def test_prose_stopped_for_length_stays_an_answer():
    reading = read_reply(
        "A long answer that went on and", prepare(), ToolChoice(), finish_reason="length"
    )
    assert not reading.invalid and reading.content == "A long answer that went on and"


def test_an_unknown_tool_is_invalid():
    reply = '<function_calls><invoke name="launch"></invoke></function_calls>'
    reading = read_reply(reply, prepare(), ToolChoice())
    assert reading.problems == [{"tool": "launch", "reason": "unknown tool"}]
