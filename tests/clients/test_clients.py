"""The HTTP clients against the loopback servers: replies, usage, retries and every error path."""

from __future__ import annotations

import json

import pytest

from toolform.clients.anthropic import to_anthropic_messages
from toolform.clients.http import RETRY_AFTER_CAP_S, retry_after_s
from toolform.errors import (
    ClientConnectionError,
    ClientDecodeError,
    ClientError,
    ClientStatusError,
    ClientTimeoutError,
)
from toolform.sdk import AnthropicClient, ChatResult, OpenAICompatClient, StubClient
from toolform.sdk.testing import FakeAnthropicServer, FakeOpenAIServer, Fault

pytestmark = pytest.mark.usefixtures("each_transport")

USER = [{"role": "user", "content": "Forecast for Denver?"}]
CALL = {"name": "get_forecast", "arguments": {"city": "Denver"}}


def client(server: FakeOpenAIServer, **kw) -> OpenAICompatClient:
    kw.setdefault("backoff_s", 0.001)
    kw.setdefault("timeout_s", 2.0)
    kw.setdefault("api_key_env", None)
    return OpenAICompatClient(server.base_url, "Qwen/Qwen3-8B", **kw)


def test_text_reply_usage_and_think_block():
    with FakeOpenAIServer(["<think>cold front</think>Sunny.", "again"]) as server:
        c = client(server)
        result = c.chat(USER)
        assert isinstance(result, ChatResult)
        assert (result.text, result.reasoning_text) == ("Sunny.", "cold front")
        assert result.finish_reason == "stop" and result.native_tool_calls == []
        assert result.prompt_tokens > 0 and result.completion_tokens > 0 and result.latency_s > 0
        second = c.chat(USER)
        assert second.cached_tokens > 0  # the same prefix: the fake's prefix cache hits
    body = server.requests[0].body
    assert body["model"] == "Qwen/Qwen3-8B" and body["messages"] == USER
    assert body["max_tokens"] == 1024 and body["temperature"] == 0.0
    assert "tools" not in body and "chat_template_kwargs" not in body


def test_reasoning_content_field_is_kept():
    with FakeOpenAIServer([{"content": "Sunny.", "reasoning_content": "think"}]) as server:
        assert client(server).chat(USER).reasoning_text == "think"


def test_enable_thinking_switch_and_tools_are_sent():
    tools = [{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}]
    with FakeOpenAIServer([{"tool_calls": [CALL]}, "ok"]) as server:
        c = client(server, enable_thinking=False)
        result = c.chat(USER, tools=tools, max_tokens=64, temperature=0.5)
        client(server, enable_thinking=True).chat(USER)
    first, second = (r.body for r in server.requests)
    assert first["chat_template_kwargs"] == {"enable_thinking": False}
    assert second["chat_template_kwargs"] == {"enable_thinking": True}
    assert first["tools"] == tools and first["max_tokens"] == 64 and first["temperature"] == 0.5
    (call,) = result.native_tool_calls
    assert call["function"]["name"] == "get_forecast"
    assert json.loads(call["function"]["arguments"]) == {"city": "Denver"}
    assert result.finish_reason == "tool_calls" and result.text == ""


def test_authorization_header_only_with_a_key(monkeypatch):
    monkeypatch.setenv("TOOLFORM_TEST_KEY", "sk-env")
    with FakeOpenAIServer(["a", "b", "c"]) as server:
        client(server).chat(USER)
        client(server, api_key_env="TOOLFORM_TEST_KEY").chat(USER)
        client(server, api_key="sk-given").chat(USER)
    auth = [r.headers.get("Authorization") for r in server.requests]
    assert auth == [None, "Bearer sk-env", "Bearer sk-given"]


def test_keep_alive_connection_is_reused():
    with FakeOpenAIServer(["a", "b", "c"]) as server:
        c = client(server)
        c.chat(USER)
        (first,) = c.http.transport.connections()
        for _ in range(2):
            c.chat(USER)
        assert c.http.transport.connections() == [first]


@pytest.mark.parametrize(
    "fault",
    [Fault(status=429), Fault(status=500), Fault(status=503), Fault(drop=True)],
    ids=["429", "500", "503", "dropped"],
)
def test_retryable_faults_are_retried(fault):
    with FakeOpenAIServer(["Sunny."]) as server:
        server.inject(fault, fault)
        assert client(server, max_retries=2).chat(USER).text == "Sunny."
    assert len(server.requests) == 3


def test_retries_give_up_with_the_last_status():
    with FakeOpenAIServer(["never"]) as server:
        server.inject(*[Fault(status=502)] * 3)
        with pytest.raises(ClientError) as info:
            client(server, max_retries=2).chat(USER)
    assert info.value.status == 502 and "3 attempts" in str(info.value)
    assert len(server.requests) == 3


def test_backoff_doubles():
    with FakeOpenAIServer(["ok"]) as server:
        c = client(server, max_retries=2, backoff_s=0.05)
        slept: list[float] = []
        c.http.sleep = slept.append
        server.inject(Fault(status=500), Fault(status=500))
        assert c.chat(USER).text == "ok"
    assert slept == [0.05, 0.1]


def test_retry_after_is_honoured_and_capped():
    assert retry_after_s("2", cap_s=30) == 2.0
    assert retry_after_s("120", cap_s=30) == 30
    assert retry_after_s("Wed, 21 Oct 2015 07:28:00 GMT", cap_s=30) == 0.0  # in the past
    assert retry_after_s("soon", cap_s=30) is None and retry_after_s(None, cap_s=30) is None
    with FakeOpenAIServer(["ok", "ok", "ok"]) as server:
        slept: list[float] = []
        default = client(server, backoff_s=0.0)
        capped = client(server, backoff_s=0.0, retry_after_cap_s=5)
        for c in (default, capped):
            c.http.sleep = slept.append
        server.inject(Fault(status=429, retry_after="0.15"))
        default.chat(USER)
        server.inject(Fault(status=429, retry_after="99999"))
        default.chat(USER)
        server.inject(Fault(status=503, retry_after="99999"))
        capped.chat(USER)
    assert slept == [0.15, RETRY_AFTER_CAP_S, 5.0]
    assert RETRY_AFTER_CAP_S == 30.0  # the documented default


def test_a_status_is_named_once_when_retries_give_up():
    with FakeOpenAIServer([]) as server:
        server.inject(*[Fault(status=429)] * 2)
        c = client(server, max_retries=1)
        c.http.sleep = lambda s: None
        with pytest.raises(ClientStatusError) as info:
            c.chat(USER)
    assert str(info.value).count("HTTP 429") == 1 and info.value.status == 429
    assert str(info.value).startswith("HTTP 429: gave up after 2 attempts: injected fault")


@pytest.mark.parametrize("status", [400, 401, 404, 422])
def test_other_4xx_raise_at_once_with_the_body_cut(status):
    body = json.dumps({"error": {"message": "bad " + "x" * 5000}})
    with FakeOpenAIServer(["unused"]) as server:
        server.inject(Fault(status=status, body=body, content_type="application/json"))
        with pytest.raises(ClientStatusError) as info:
            client(server).chat(USER)
    assert info.value.status == status and len(info.value.body) == 2000
    assert info.value.body == body[:2000]
    assert len(server.requests) == 1


def test_html_instead_of_json():
    html = "<html><body>Bad gateway</body></html>"
    with FakeOpenAIServer([]) as server:
        server.inject(Fault(malformed=True, body=html, content_type="text/html"))
        with pytest.raises(ClientDecodeError, match=r"not JSON.*text/html") as info:
            client(server).chat(USER)
    assert info.value.status == 200 and info.value.body == html


def test_malformed_json():
    with FakeOpenAIServer([]) as server:
        server.inject(Fault(malformed=True))
        with pytest.raises(ClientError, match="not JSON"):
            client(server).chat(USER)


@pytest.mark.parametrize(
    ("raw", "match"),
    [
        ({"choices": []}, "no choices"),
        ({"object": "chat.completion"}, "no choices"),
        ({"choices": [{"index": 0}]}, "no message"),
        ({"choices": [{"message": {"content": 5}}]}, "not text"),
        ({"choices": [{"message": {"content": "", "tool_calls": "x"}}]}, "tool_calls"),
        ([1, 2], "no choices"),
    ],
)
def test_unusable_responses(raw, match):
    with FakeOpenAIServer([{"raw": raw}]) as server, pytest.raises(ClientDecodeError, match=match):
        client(server).chat(USER)


def test_reply_with_no_content_is_an_empty_text():
    raw = {
        "choices": [{"message": {"role": "assistant", "content": None}, "finish_reason": "length"}]
    }
    with FakeOpenAIServer([{"raw": raw}]) as server:
        result = client(server).chat(USER)
    assert (result.text, result.finish_reason, result.prompt_tokens) == ("", "length", 0)


def test_timeouts_are_bounded():
    """The deadline handed to the transport is the configured timeout from the attempt's
    start, whatever the clock says (a fixed one here), and passing it is a typed error."""
    deadlines: list[float] = []
    with FakeOpenAIServer(["late", "on time"]) as server:
        server.inject(Fault(delay_s=5.0))
        c = client(server, timeout_s=0.1, max_retries=0)
        handle = c.http.transport.handle
        c.http.transport.handle = lambda request: (
            deadlines.append(request.deadline) or handle(request)
        )
        c.http.clock = lambda: 1000.0
        with pytest.raises(ClientTimeoutError, match=r"timeout_s=0\.1"):
            c.chat(USER)
        assert deadlines == [1000.1]
        # A timed-out generation is never sent again, retries or not: the server may still be
        # generating it, and a resend would put a second one beside it.
        server.inject(Fault(delay_s=5.0))
        retried = client(server, timeout_s=0.1, max_retries=3)
        retried.http.sleep = lambda s: None
        asked = len(server.requests)
        with pytest.raises(ClientTimeoutError):
            retried.chat(USER)
        assert len(server.requests) == asked + 1
        # A request that generates nothing (listing models) is retried after a timeout.
        server.inject(Fault(delay_s=5.0))
        assert retried.list_models() == [server.model]


def test_connection_refused_is_a_client_error():
    with FakeOpenAIServer([]) as server:
        url = server.base_url
    c = OpenAICompatClient(url, "m", max_retries=1, backoff_s=0.001)
    with pytest.raises(ClientConnectionError, match="connection error"):
        c.chat(USER)


def test_script_exhausted_is_a_clear_error():
    with FakeOpenAIServer([]) as server, pytest.raises(ClientError, match="no scripted reply"):
        client(server).chat(USER)


def test_bad_base_url():
    with pytest.raises(ClientError, match="base URL"):
        OpenAICompatClient("localhost:8000", "m")


def test_list_models():
    with FakeOpenAIServer([], model="Qwen/Qwen3-8B") as server:
        assert client(server).list_models() == ["Qwen/Qwen3-8B"]


# --- Anthropic ------------------------------------------------------------------------------
def anthropic_client(server: FakeAnthropicServer, **kw) -> AnthropicClient:
    return AnthropicClient("claude-opus-5-5", base_url=server.url, backoff_s=0.001, **kw)


def test_anthropic_system_joined_headers_and_usage():
    messages = [
        {"role": "system", "content": "You are an agent."},
        {"role": "system", "content": "Be brief."},
        *USER,
    ]
    reply = {"content": "Sunny.", "thinking": "hmm", "usage": {"cache_read_input_tokens": 4}}
    with FakeAnthropicServer([reply]) as server:
        result = anthropic_client(server, api_key="sk-ant").chat(messages)
    request = server.requests[0]
    assert request.path == "/v1/messages"
    assert request.headers["x-api-key"] == "sk-ant"
    assert request.headers["anthropic-version"] == "2023-06-01"
    assert request.body["system"] == "You are an agent.\n\nBe brief."
    assert request.body["messages"] == USER
    assert (result.text, result.reasoning_text, result.finish_reason) == (
        "Sunny.",
        "hmm",
        "end_turn",
    )
    assert result.cached_tokens == 4 and result.prompt_tokens >= 4


def test_anthropic_native_tools_and_tool_use(monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    tools = [
        {
            "type": "function",
            "function": {
                "name": "get_forecast",
                "description": "Forecast.",
                "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
            },
        }
    ]
    with FakeAnthropicServer([{"tool_calls": [CALL]}]) as server:
        result = anthropic_client(server).chat(USER, tools=tools)
    sent = server.requests[0]
    assert "x-api-key" not in sent.headers
    assert sent.body["tools"][0]["name"] == "get_forecast"
    assert sent.body["tools"][0]["input_schema"]["properties"] == {"city": {"type": "string"}}
    (call,) = result.native_tool_calls
    assert call["type"] == "function" and call["function"]["name"] == "get_forecast"
    assert json.loads(call["function"]["arguments"]) == {"city": "Denver"}
    assert result.finish_reason == "tool_use"


def test_anthropic_message_translation_of_native_turns():
    call = {"id": "t1", "type": "function", "function": {"name": "f", "arguments": '{"a": 1}'}}
    messages = [
        {"role": "system", "content": "S"},
        {"role": "user", "content": "U"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "t1", "content": '{"ok": true}'},
        {"role": "tool", "tool_call_id": "t2", "content": '{"ok": false}'},
    ]
    system, turns = to_anthropic_messages(messages)
    assert system == "S"
    assert [t["role"] for t in turns] == ["user", "assistant", "user"]
    assert turns[1]["content"] == [{"type": "tool_use", "id": "t1", "name": "f", "input": {"a": 1}}]
    assert [b["tool_use_id"] for b in turns[2]["content"]] == ["t1", "t2"]
    with pytest.raises(ClientError, match="role"):
        to_anthropic_messages([{"role": "developer", "content": "x"}])


def test_anthropic_errors_and_retries():
    with FakeAnthropicServer(["ok"]) as server:
        server.inject(Fault(status=529), Fault(status=429, retry_after=0))
        assert anthropic_client(server).chat(USER).text == "ok"
        server.inject(Fault(status=400))
        with pytest.raises(ClientError) as info:
            anthropic_client(server).chat(USER)
    assert info.value.status == 400 and "invalid_request_error" in info.value.body
    broken = FakeAnthropicServer([{"raw": {"type": "message"}}])
    with broken as server, pytest.raises(ClientError, match="no content"):
        anthropic_client(server).chat(USER)


def test_anthropic_positional_model():
    c = AnthropicClient("claude-opus-5-5")
    assert c.model == "claude-opus-5-5" and c.base_url == "https://api.anthropic.com"


# --- StubClient -----------------------------------------------------------------------------
def test_stub_from_a_list_records_calls():
    stub = StubClient(["<think>x</think>one", ChatResult(text="two")], model="m")
    assert stub.chat(USER).text == "one" and stub.chat(USER).text == "two"
    assert stub.calls == [USER, USER] and stub.model == "m"
    with pytest.raises(ClientError, match="no reply left"):
        stub.chat(USER)


def test_stub_from_a_function_and_bad_replies():
    stub = StubClient(lambda messages: f"{len(messages)} messages")
    assert stub.chat(USER).text == "1 messages"
    with pytest.raises(ClientError, match="text or a ChatResult"):
        StubClient([42]).chat(USER)  # type: ignore[list-item]
