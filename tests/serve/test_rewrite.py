"""The request rewrite and the reply read, without HTTP."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from serving import TOOLS, WEATHER

from hypothesis_profiles import examples
from toolform.errors import ServeError, UnknownFormatError, UnknownProtocolError
from toolform.serve.rewrite import (
    SINGLE_LINE,
    Preparer,
    Settings,
    ToolChoice,
    read_reply,
    result_text,
    rewrite_messages,
    tool_choice_of,
    upstream_body,
)

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


def test_a_json_result_is_embedded_byte_for_byte_and_text_is_quoted():
    assert result_text('{"a":1,  "b": [2]}') == '{"ok": true, "result": {"a":1,  "b": [2]}}'
    assert json.loads(result_text("it's 9")) == {"ok": True, "result": "it's 9"}
    assert json.loads(result_text("")) == {"ok": True, "result": ""}


@examples(30)
@given(st.text(max_size=40))
def test_every_result_payload_is_json_with_the_output_in_it(content):
    payload = json.loads(result_text(content))
    expected = content
    with contextlib.suppress(ValueError):
        expected = json.loads(content)
    assert payload == {"ok": True, "result": expected}


@pytest.mark.parametrize(
    ("messages", "param"),
    [
        ([], "messages"),
        ("hi", "messages"),
        ([{"role": "robot", "content": "x"}], "messages[0].role"),
        ([3], "messages[0]"),
        (
            [{"role": "tool", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}],
            "messages[0].content[0]",
        ),
        (
            [
                {
                    "role": "assistant",
                    "tool_calls": [{"function": {"name": "get_time", "arguments": "{oops"}}],
                }
            ],
            "messages[0].tool_calls[0].function.arguments",
        ),
        ([{"role": "assistant", "tool_calls": [{"function": {}}]}], "messages[0].tool_calls[0]"),
    ],
)
def test_bad_messages_are_a_400_naming_the_field(messages, param):
    with pytest.raises(ServeError) as caught:
        rewrite_messages(messages, prepare())
    assert caught.value.param == param and caught.value.status == 400


def test_text_parts_are_joined_and_user_parts_kept():
    image = [{"type": "image_url", "image_url": {"url": "data:x"}}]
    messages = [
        {
            "role": "developer",
            "content": [{"type": "text", "text": "Be "}, {"type": "text", "text": "brief."}],
        },
        {"role": "user", "content": image},
    ]
    system, user = rewrite_messages(messages, prepare())
    assert system["content"].endswith("\n\nBe brief.")
    assert user == {"role": "user", "content": image}


def test_the_upstream_body_keeps_other_fields_and_drops_the_tool_ones():
    body = {
        "model": "client-model",
        "messages": [{"role": "user", "content": "hi"}],
        "tools": TOOLS,
        "tool_choice": "auto",
        "parallel_tool_calls": True,
        "temperature": 0.2,
        "stop": ["\n\n\n"],
    }
    out = upstream_body(body, prepare(), "served-model")
    assert set(out) == {"model", "messages", "temperature", "stop"}
    assert out["model"] == "served-model" and out["temperature"] == 0.2
    assert body["messages"] == [{"role": "user", "content": "hi"}]  # the request is not changed


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


@pytest.mark.parametrize(
    ("options", "error"),
    [
        ({"upstream": "localhost:8000"}, ServeError),
        ({"upstream": "http://"}, ServeError),
        ({"format_id": "xml_schem"}, UnknownFormatError),
        ({"protocol_id": "xml_cal"}, UnknownProtocolError),
        ({"protocol_id": "native"}, ServeError),
        ({"protocol_id": "select"}, ServeError),
        ({"guard": "judge"}, ServeError),
        ({"guard": "paranoid"}, ServeError),
        ({"on_invalid": "explode"}, ServeError),
        ({"timeout_s": 0}, ServeError),
        ({"rule": "lenient"}, ServeError),
    ],
)
def test_bad_settings_are_refused_before_serving(options, error):
    upstream = options.pop("upstream", URL)
    with pytest.raises(error):
        Settings(upstream, **options).check()


def test_a_two_stage_format_is_refused():
    from toolform.formats.registry import all_formats

    two_stage = next(f.id for f in all_formats() if f.two_stage)
    with pytest.raises(ServeError, match="two-stage"):
        Settings(URL, format_id=two_stage).check()


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
