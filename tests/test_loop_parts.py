"""The loop's parts, each alone: Renderer, Parser, Executor and the guard choice, and a loop of
one's own composed from them that says to the model what CallLoop says."""

from __future__ import annotations

import json
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.advisor import recommend
from toolform.errors import GuardError
from toolform.loop_parts.executor import TRUNCATED
from toolform.prompts import render
from toolform.sdk import (
    CallLoop,
    ChatResult,
    Executor,
    Guard,
    Parser,
    Renderer,
    StubClient,
    Toolset,
    as_guard,
)

WEATHER = "examples/tools/weather.py"
CALL = (
    '<function_calls>\n  <invoke name="get_forecast">\n'
    '    <parameter name="city">Denver</parameter>\n  </invoke>\n</function_calls>'
)
BAD_CALL = CALL.replace("city", "town")
UNKNOWN_CALL = CALL.replace("get_forecast", "launch_rocket")


@pytest.fixture
def py_tools() -> Toolset:
    return Toolset.from_python(WEATHER)


def parsed_call(tools: Toolset, text: str = CALL):
    parsed = Parser(tools, "xml_call").parse(text)
    return [*parsed.calls, *parsed.rejected][0]


# --- Renderer -----------------------------------------------------------------------------
def test_renderer_renders_once_as_render_does(py_tools):
    renderer = Renderer(py_tools, "xml_schema", "xml_call", persona="terse")
    first = renderer.prompt()
    assert first is renderer.prompt()  # kept: the prefix stays byte-identical
    expected = render(py_tools, "xml_schema", "xml_call", persona="terse")
    assert first.system_prompt == expected.system_prompt
    messages = renderer.messages_for("Forecast?")
    assert messages == [
        {"role": "system", "content": expected.system_prompt},
        {"role": "user", "content": "Forecast?"},
    ]
    assert renderer.prompt_for("Forecast?").chars == len(expected.system_prompt) + 9


def test_renderer_takes_the_formats_own_protocol_and_the_advisors_pick(py_tools):
    assert Renderer(py_tools, "xml_schema").protocol == "xml_call"
    renderer, pick = Renderer.advised(py_tools, "Qwen/Qwen3-8B")
    assert pick == recommend("Qwen/Qwen3-8B", len(py_tools), py_tools.tier)
    assert (renderer.format_id, renderer.protocol_id) == (pick.format_id, pick.protocol_id)
    with pytest.raises(ValueError, match="format_id"):
        Renderer(py_tools)


def test_native_renderer_has_no_tool_block(py_tools):
    renderer = Renderer(py_tools, "xml_schema", native=True)
    assert (renderer.format_id, renderer.protocol) == (None, "native")
    assert "get_forecast" not in renderer.prompt().system_prompt


# --- Parser -------------------------------------------------------------------------------
def test_parser_reads_text_a_reply_and_native_calls(py_tools):
    parser = Parser(py_tools, "xml_call")
    for reply in (CALL, ChatResult(text=CALL)):
        (call,) = parser.parse(reply).calls
        assert (call.name, call.arguments, call.valid) == ("get_forecast", {"city": "Denver"}, True)
    native = ChatResult(
        text="",
        native_tool_calls=[
            {
                "id": "1",
                "type": "function",
                "function": {"name": "get_forecast", "arguments": '{"city": "Oslo"}'},
            }
        ],
    )
    (call,) = Parser(py_tools, "native").parse(native).calls
    assert call.arguments == {"city": "Oslo"}


def test_parser_marks_a_reply_cut_for_length(py_tools):
    parser = Parser(py_tools, "xml_call")
    for finish in ("length", "max_tokens"):
        cut = parser.parse(ChatResult(text="Sunny, and", finish_reason=finish))
        assert cut.rejected or not all(c.valid for c in cut.calls)
    assert not parser.parse(ChatResult(text="Sunny.", finish_reason="stop")).rejected


# --- Executor -----------------------------------------------------------------------------
def test_executor_runs_a_valid_call_with_any_callable(py_tools):
    class Remote:  # an MCP session's call, say: any callable taking the arguments as keywords
        def __init__(self) -> None:
            self.calls: list[dict] = []

        def __call__(self, **arguments: object) -> dict:
            self.calls.append(arguments)
            return {"sky": "clear"}

    remote = Remote()
    executor = Executor({"get_forecast": remote})
    execution = executor.run(parsed_call(py_tools))
    assert remote.calls == [{"city": "Denver"}]
    assert execution.executed and execution.ok and execution.result == {"sky": "clear"}
    assert json.loads(execution.sent) == {"ok": True, "result": {"sky": "clear"}}


def test_executor_refuses_invalid_calls_unless_told(py_tools):
    seen: list[dict] = []
    tools = {"get_forecast": lambda **kw: seen.append(kw) or "ran"}
    bad = parsed_call(py_tools, BAD_CALL)
    refused = Executor(tools).run(bad)
    assert not refused.executed and refused.payload["error"] == "invalid call"
    assert refused.payload["validation"]["tool"] == "get_forecast" and seen == []
    assert Executor(tools, run_invalid=True).run(bad).result == "ran" and seen == [
        {"town": "Denver"}
    ]
    unknown = Executor(tools, run_invalid=True).run(parsed_call(py_tools, UNKNOWN_CALL))
    assert unknown.error == "LookupError: no executor for tool 'launch_rocket'"


def test_executor_reports_errors_and_timeouts(py_tools):
    def broken(**kw: object) -> None:
        raise RuntimeError("station offline")

    release = threading.Event()
    call = parsed_call(py_tools)
    assert Executor({"get_forecast": broken}).run(call).error == "RuntimeError: station offline"
    slow = Executor({"get_forecast": lambda **kw: release.wait(5)}, timeout_s=0.05).run(call)
    release.set()
    assert slow.executed and not slow.ok and "TimeoutError" in (slow.error or "")


def test_executor_caps_what_the_model_reads_and_the_trace_keeps_all(py_tools):
    executor = Executor({"get_forecast": lambda **kw: "x" * 500}, max_result_chars=100)
    execution = executor.run(parsed_call(py_tools))
    assert execution.truncated and execution.result == "x" * 500
    total = len(json.dumps(execution.payload))
    assert execution.sent.endswith(TRUNCATED.format(total=total, shown=100))
    assert len(execution.sent) == 100 + len(TRUNCATED.format(total=total, shown=100))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)


@given(value=json_values | st.builds(object) | st.sets(st.integers()), cap=st.integers(1, 60))
def test_executor_never_raises_and_keeps_to_its_cap(value, cap):
    tools = Toolset.from_python(WEATHER)
    execution = Executor({"get_forecast": lambda **kw: value}, max_result_chars=cap).run(
        parsed_call(tools)
    )
    assert execution.executed
    if execution.truncated:
        assert len(execution.sent) - cap == len(
            TRUNCATED.format(
                total=len(json.dumps(execution.payload, ensure_ascii=False)), shown=cap
            )
        )
    else:
        assert len(execution.sent) <= cap


# --- the guard ----------------------------------------------------------------------------
def test_as_guard_turns_the_loops_argument_into_a_guard():
    client = StubClient([], model="judge-model")
    given_guard = Guard("strict")
    assert as_guard(None) is None and as_guard(given_guard) is given_guard
    assert as_guard("standard").level == "standard"
    judge = as_guard("judge", client)
    assert judge is not None and judge.level == "judge" and judge.judge is not None
    with pytest.raises(GuardError, match="unknown guard level"):
        as_guard("standrd")


# --- composed -----------------------------------------------------------------------------
def test_a_loop_of_ones_own_says_what_call_loop_says(py_tools):
    replies = [CALL, "Sunny in Denver."]
    reference = StubClient(replies, model="m")
    CallLoop(reference, py_tools, format_id="xml_schema").run("Forecast?")

    mine = StubClient(replies, model="m")
    renderer = Renderer(py_tools, "xml_schema")
    parser = Parser(py_tools, renderer.protocol)
    executor = Executor(py_tools.executors)
    messages = renderer.messages_for("Forecast?")
    while True:
        reply = mine.chat(messages)
        parsed = parser.parse(reply)
        if not parsed.calls and not parsed.rejected:
            break
        results = [executor.run(call) for call in parsed.calls]
        messages += [
            {"role": "assistant", "content": reply.text},
            {"role": "user", "content": "\n".join("Tool result: " + r.sent for r in results)},
        ]
    assert mine.calls == reference.calls


def test_a_loops_parts_can_be_swapped(py_tools):
    client = StubClient([CALL, "done"], model="m")
    loop = CallLoop(client, py_tools, format_id="xml_schema")
    assert loop.parser.protocol_id == "xml_call" and loop.executors is loop.executor.tools
    loop.executor = Executor({"get_forecast": lambda **kw: "from elsewhere"})
    result = loop.run("Forecast?")
    assert result.steps[0].executed[0].result == "from elsewhere"
