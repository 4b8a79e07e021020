"""The request rewrite: messages, results and the upstream body, without HTTP."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from serving import TOOLS

from hypothesis_profiles import examples
from toolform.errors import ServeError
from toolform.serve.prepare import Preparer, ToolChoice
from toolform.serve.rewrite import result_text, rewrite_messages, upstream_body
from toolform.serve.settings import Settings

URL = "http://upstream/v1"


def prepare(**settings):
    return Preparer(Settings(URL, format_id="xml_schema", **settings)).prepare(
        TOOLS, "m", ToolChoice(), True
    )


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
