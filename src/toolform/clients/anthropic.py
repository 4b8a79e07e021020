"""A client for Anthropic's Messages API, speaking the same messages as every other client.

The loop writes OpenAI-shaped messages (system messages, assistant ``tool_calls``, ``tool``
results); this client translates them into the Messages API's shape (one ``system`` field,
``tool_use`` and ``tool_result`` blocks, alternating roles) and translates the answer back, so the
loop never needs to know which vendor it talks to.
"""

from __future__ import annotations

import json
from typing import Any

from toolform.clients.base import ChatResult, Message, as_int, openai_tool_call, split_reasoning
from toolform.clients.http import ClientOptions, HttpChatClient, api_key_from
from toolform.errors import ClientDecodeError, ClientError

ANTHROPIC_VERSION = "2023-06-01"


class AnthropicClient(HttpChatClient):
    """Messages API over HTTP; the key comes from ``api_key`` or ``ANTHROPIC_API_KEY``.

    The limits and the transport are ``options`` (a ``ClientOptions``), or its fields given as
    keywords, as for ``OpenAICompatClient``."""

    path = "/v1/messages"

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        api_key_env: str | None = "ANTHROPIC_API_KEY",
        base_url: str = "https://api.anthropic.com",
        anthropic_version: str = ANTHROPIC_VERSION,
        options: ClientOptions | None = None,
        **limits: Any,
    ) -> None:
        key = api_key_from(api_key, api_key_env)
        headers = {"anthropic-version": anthropic_version}
        if key:
            headers["x-api-key"] = key
        super().__init__(model, base_url, headers, options, limits, key=key)

    def parse_response(self, data: Any, latency_s: float) -> ChatResult:
        return parse_message(data, latency_s)

    def adapt(self, body: dict[str, Any], tools: list[dict[str, Any]] | None) -> dict[str, Any]:
        system, body["messages"] = to_anthropic_messages(body["messages"])
        if system:
            body["system"] = system
        if tools:
            body["tools"] = anthropic_tools(tools)
        return body


def anthropic_tools(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """OpenAI tools (what every client's ``tools=`` takes; the loop passes ``Toolset.to_openai()``,
    already written from the IR) as Anthropic tools; a tool already in Anthropic's shape passes.

    The mapping is by shape: a client takes tools and never loads them (loading, with its
    normalisation and checks, happened once, at the ``Toolset``).
    """
    out: list[dict[str, Any]] = []
    for i, tool in enumerate(tools if isinstance(tools, list) else [tools]):
        if isinstance(tool, dict) and isinstance(tool.get("input_schema"), dict):
            out.append(dict(tool))
            continue
        fn = tool.get("function", tool) if isinstance(tool, dict) else None
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
            raise ClientError(
                f"tools cannot be sent to the Messages API: tool {i} is not an OpenAI tool "
                "({'type': 'function', 'function': {'name': ..., 'parameters': ...}})"
            )
        out.append(
            {
                "name": fn["name"],
                "description": fn.get("description") or "",
                "input_schema": fn.get("parameters") or {"type": "object", "properties": {}},
            }
        )
    return out


def _tool_use(call: Any) -> dict[str, Any]:
    fn = call.get("function") if isinstance(call, dict) else None
    if not isinstance(fn, dict):
        raise ClientError(f"a tool call must be {{'function': {{...}}}}, got {str(call)[:200]}")
    arguments = fn.get("arguments") or "{}"
    try:
        data = json.loads(arguments) if isinstance(arguments, str) else arguments
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise ClientError(f"tool call arguments are not a JSON object: {str(arguments)[:200]}")
    return {"type": "tool_use", "id": call.get("id", ""), "name": fn.get("name", ""), "input": data}


def _blocks(message: Message) -> list[dict[str, Any]]:
    role = message.get("role")
    content = message.get("content")
    if role == "tool":
        text = content if isinstance(content, str) else json.dumps(content)
        return [
            {"type": "tool_result", "tool_use_id": message.get("tool_call_id", ""), "content": text}
        ]
    blocks: list[dict[str, Any]] = []
    if isinstance(content, list):  # already content blocks
        if not all(isinstance(b, dict) for b in content):
            raise ClientError(f"content blocks must be objects, got {str(content)[:200]}")
        blocks.extend(content)
    elif content:
        blocks.append({"type": "text", "text": str(content)})
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list):
        raise ClientError(f"tool_calls must be a list, got {str(calls)[:200]}")
    blocks.extend(_tool_use(c) for c in calls)
    return blocks


def to_anthropic_messages(messages: list[Message]) -> tuple[str, list[dict[str, Any]]]:
    """The system text and the alternating user/assistant turns of an OpenAI message list."""
    system: list[str] = []
    turns: list[dict[str, Any]] = []
    for message in messages:
        if not isinstance(message, dict):
            raise ClientError(f"a message must be an object, got {str(message)[:200]}")
        role = message.get("role")
        if role == "system":
            system.append(str(message.get("content") or ""))
            continue
        if role not in ("user", "assistant", "tool"):
            raise ClientError(f"message role {role!r} has no Messages API equivalent")
        turn_role = "assistant" if role == "assistant" else "user"
        blocks = _blocks(message)
        if turns and turns[-1]["role"] == turn_role:
            turns[-1]["content"].extend(blocks)  # the API wants roles to alternate
        else:
            turns.append({"role": turn_role, "content": blocks})
    for turn in turns:  # a turn of plain text goes as a string, as most callers write it
        blocks = turn["content"]
        if (
            len(blocks) == 1
            and blocks[0].get("type") == "text"
            and set(blocks[0]) == {"type", "text"}
        ):
            turn["content"] = blocks[0]["text"]
    return "\n\n".join(system), turns


def parse_message(data: Any, latency_s: float) -> ChatResult:
    """A Messages API response as a ``ChatResult``; tool_use blocks become native calls."""
    content = data.get("content") if isinstance(data, dict) else None
    if not isinstance(content, list):
        raise ClientDecodeError(f"response has no content list: {str(data)[:200]}", body=str(data))
    texts: list[str] = []
    thinking: list[str] = []
    calls: list[dict[str, Any]] = []
    for block in content:
        kind = block.get("type") if isinstance(block, dict) else None
        if kind == "text":
            texts.append(str(block.get("text", "")))
        elif kind == "thinking":
            thinking.append(str(block.get("thinking", "")))
        elif kind == "tool_use":
            calls.append(
                openai_tool_call(
                    str(block.get("id", "")), str(block.get("name", "")), block.get("input", {})
                )
            )
    text, reasoning = split_reasoning("".join(texts), "\n".join(thinking) or None)
    usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}
    cached = as_int(usage.get("cache_read_input_tokens"))
    prompt = as_int(usage.get("input_tokens")) + cached
    prompt += as_int(usage.get("cache_creation_input_tokens"))
    return ChatResult(
        text=text,
        reasoning_text=reasoning,
        native_tool_calls=calls,
        prompt_tokens=prompt,
        completion_tokens=as_int(usage.get("output_tokens")),
        cached_tokens=cached,
        latency_s=latency_s,
        finish_reason=data.get("stop_reason"),
        raw=data,
    )
