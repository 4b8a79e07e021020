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
# Items of the other API's shape, of both shapes at once, or of neither (a model or a server
# may send any of them).
odd_items = st.one_of(
    st.fixed_dictionaries(
        {
            "type": st.just("tool_use"),
            "id": st.text(max_size=4),
            "name": st.sampled_from(["get_forecast", "nope"]),
            "input": st.sampled_from([{"city": "Denver"}, [], "x"]),
        },
        optional={"function": st.sampled_from(["x", 5, None, {}, {"name": 3}])},
    ),
    st.sampled_from(["not an object", 7, None, [], {"id": 5, "function": {"name": ["x"]}}]),
)
native_calls = st.lists(
    odd_items
    | st.fixed_dictionaries(
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


class _Unprintable:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def _deep(depth: int) -> list:
    top: list = []
    for _ in range(depth):
        top = [top]
    return top


# What a tool may return: JSON, not JSON (sets, bytes, NaN), nothing printable, nested past any
# recursion limit, or large.
results = st.recursive(
    st.one_of(
        st.none(),
        st.integers(),
        st.floats(),
        st.text(max_size=5),
        st.builds(set),
        st.binary(max_size=3),
        st.builds(_Unprintable),
        st.builds(_deep, st.just(5_000)),  # past the recursion limit; built when drawn
        st.just("x" * 40_000),
    ),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
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


@given(results)
def test_any_tool_result(value):
    tools = Toolset.from_python("examples/tools/weather.py")
    tools.executors = {"get_forecast": lambda **kw: value}
    call = '<function_calls>\n<invoke name="get_forecast">\n<parameter name="city">D</parameter>\n</invoke>\n</function_calls>'
    client = StubClient([call, "done"], model="Qwen/Qwen3-8B")
    result = CallLoop(client, tools, max_steps=2).run("Forecast?")
    assert result.stopped == "no_call"
    json.dumps(result.to_dict())
    assert len(client.calls[1][-1]["content"]) < 32_200  # the result's cap, with its marker
