"""The loopback servers are faithful: the official SDKs read them as our clients do."""

from __future__ import annotations

import json
import urllib.request

import anthropic
import openai
import pytest

from toolform.sdk import AnthropicClient, OpenAICompatClient
from toolform.sdk.testing import FakeAnthropicServer, FakeOpenAIServer, Fault

USER = [{"role": "user", "content": "Forecast for Denver?"}]
SCRIPT = [
    "Sunny in Denver.",
    {"tool_calls": [{"name": "get_forecast", "arguments": {"city": "Denver", "days": 5}}]},
    {"content": "Two calls.", "tool_calls": [{"name": "a", "arguments": "{}"}, {"name": "b"}]},
]


def test_openai_sdk_and_our_client_read_the_same_replies():
    with FakeOpenAIServer(SCRIPT) as ours_server, FakeOpenAIServer(SCRIPT) as sdk_server:
        ours = OpenAICompatClient(ours_server.base_url, "m", api_key_env=None)
        sdk = openai.OpenAI(base_url=sdk_server.base_url, api_key="sk-test", max_retries=0)
        for _ in SCRIPT:
            mine = ours.chat(USER)
            theirs = sdk.chat.completions.create(model="m", messages=USER)  # type: ignore[arg-type]
            message = theirs.choices[0].message
            assert mine.text == (message.content or "")
            assert mine.finish_reason == theirs.choices[0].finish_reason
            assert [c["function"] for c in mine.native_tool_calls] == [
                {"name": c.function.name, "arguments": c.function.arguments}
                for c in message.tool_calls or []
            ]
            assert theirs.usage is not None
            assert mine.prompt_tokens == theirs.usage.prompt_tokens
            assert mine.completion_tokens == theirs.usage.completion_tokens
            details = theirs.usage.prompt_tokens_details
            assert mine.cached_tokens == (details.cached_tokens if details else 0)
    assert ours_server.requests[0].body["messages"] == sdk_server.requests[0].body["messages"]


def test_openai_sdk_retries_on_injected_faults_like_our_client():
    with FakeOpenAIServer(["ok", "ok"]) as server:
        server.inject(Fault(status=429, retry_after=0.01), Fault(status=500, retry_after=0.01))
        sdk = openai.OpenAI(base_url=server.base_url, api_key="k", max_retries=2)
        assert (
            sdk.chat.completions.create(model="m", messages=USER).choices[0].message.content == "ok"
        )  # type: ignore[arg-type]
        server.inject(Fault(status=400))
        with pytest.raises(openai.BadRequestError):
            sdk.chat.completions.create(model="m", messages=USER)  # type: ignore[arg-type]
    assert len(server.requests) == 4


def test_openai_sdk_lists_models():
    with FakeOpenAIServer([], model="Qwen/Qwen3-8B") as server:
        sdk = openai.OpenAI(base_url=server.base_url, api_key="k")
        assert [m.id for m in sdk.models.list()] == ["Qwen/Qwen3-8B"]
        ours = OpenAICompatClient(server.base_url, "x", api_key_env=None)
        assert ours.list_models() == ["Qwen/Qwen3-8B"]


ANTHROPIC_SCRIPT = [
    {"content": "Sunny in Denver.", "thinking": "weather"},
    {"tool_calls": [{"name": "get_forecast", "arguments": {"city": "Denver"}}]},
]


def test_anthropic_sdk_and_our_client_read_the_same_replies():
    with FakeAnthropicServer(ANTHROPIC_SCRIPT) as a, FakeAnthropicServer(ANTHROPIC_SCRIPT) as b:
        ours = AnthropicClient("claude-x", base_url=a.url, api_key="k")
        sdk = anthropic.Anthropic(base_url=b.base_url, api_key="k", max_retries=0)
        for _ in ANTHROPIC_SCRIPT:
            mine = ours.chat(USER)
            theirs = sdk.messages.create(model="claude-x", max_tokens=1024, messages=USER)  # type: ignore[arg-type]
            text = "".join(block.text for block in theirs.content if block.type == "text")
            uses = [
                {"name": block.name, "arguments": json.dumps(block.input)}
                for block in theirs.content
                if block.type == "tool_use"
            ]
            thinking = [block.thinking for block in theirs.content if block.type == "thinking"]
            assert mine.text == text
            assert [c["function"] for c in mine.native_tool_calls] == uses
            assert mine.reasoning_text == ("\n".join(thinking) or None)
            assert mine.finish_reason == theirs.stop_reason
            assert mine.completion_tokens == theirs.usage.output_tokens
            assert mine.prompt_tokens == theirs.usage.input_tokens + (
                theirs.usage.cache_read_input_tokens or 0
            )
    assert a.requests[0].body["messages"] == b.requests[0].body["messages"]
    assert (
        "anthropic-version" in a.requests[0].headers
        and "anthropic-version" in b.requests[0].headers
    )


def test_anthropic_sdk_sees_injected_errors():
    with FakeAnthropicServer(["ok"]) as server:
        server.inject(Fault(status=429, retry_after=0))
        sdk = anthropic.Anthropic(base_url=server.base_url, api_key="k", max_retries=0)
        with pytest.raises(anthropic.RateLimitError):
            sdk.messages.create(model="m", max_tokens=8, messages=USER)  # type: ignore[arg-type]


def test_unknown_routes_and_non_json_bodies():
    with FakeOpenAIServer([]) as server:
        request = urllib.request.Request(server.url + "/v1/nothing", method="GET")
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(request, timeout=2)
        assert info.value.code == 404
        request = urllib.request.Request(
            server.base_url + "/chat/completions", data=b"not json", method="POST"
        )
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(request, timeout=2)
        assert info.value.code == 400
    assert server.requests[-1].body == "not json"


def test_function_script_sees_the_request():
    def reply(body):
        return f"{len(body['messages'])} messages to {body['model']}"

    with FakeOpenAIServer(reply) as server:
        ours = OpenAICompatClient(server.base_url, "m", api_key_env=None)
        assert ours.chat(USER * 2).text == "2 messages to m"


def test_server_needs_starting():
    with pytest.raises(RuntimeError, match="not started"):
        _ = FakeOpenAIServer([]).base_url
