"""Properties: whatever the model answers, the loop ends with a known stop reason and a trace
that JSON can carry; it never raises."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from toolform.loop import STOP_REASONS
from toolform.sdk import CallLoop, ChatResult, StubClient, Toolset

TOOLS = Toolset.from_python("examples/tools/weather.py")
fragments = st.sampled_from(
    [
        "<function_calls>",
        "</function_calls>",
        '<invoke name="get_forecast">',
        '<invoke name="nope">',
        "</invoke>",
        '<parameter name="city">Denver</parameter>',
        '<parameter name="days">x</parameter>',
        "<think>",
        "</think>",
        "No tool fits.",
        "\n",
    ]
)
replies = st.lists(fragments | st.text(max_size=20), max_size=8).map("".join)
native_calls = st.lists(
    st.fixed_dictionaries(
        {
            "id": st.text(max_size=4),
            "type": st.just("function"),
            "function": st.fixed_dictionaries(
                {
                    "name": st.sampled_from(["get_forecast", "nope", ""]),
                    "arguments": st.sampled_from(
                        ['{"city": "Denver"}', "{", "[]", '{"days": "x"}']
                    ),
                }
            ),
        }
    ),
    max_size=3,
)


@given(st.lists(replies, min_size=1, max_size=4), st.sampled_from(["feedback", "stop", "execute"]))
def test_any_text_replies(texts, on_invalid):
    client = StubClient(texts, model="Qwen/Qwen3-8B")
    result = CallLoop(client, TOOLS, on_invalid=on_invalid, max_steps=4).run("Forecast?")
    assert result.stopped in STOP_REASONS
    json.dumps(result.to_dict())


@given(st.lists(native_calls, min_size=1, max_size=3))
def test_any_native_replies(batches):
    client = StubClient([ChatResult(text="", native_tool_calls=b) for b in batches], model="m")
    result = CallLoop(client, TOOLS, native=True, max_steps=3).run("Forecast?")
    assert result.stopped in STOP_REASONS
    json.dumps(result.to_dict())
    for sent in client.calls[1:]:  # every native call id is answered by a tool message
        assistant = [m for m in sent if m["role"] == "assistant"]
        tools = [m for m in sent if m["role"] == "tool"]
        assert len(tools) == sum(len(m["tool_calls"]) for m in assistant)
