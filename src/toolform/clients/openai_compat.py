"""A client for any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, SGLang, llama.cpp).

It talks plain HTTP so that calling a local server needs no vendor SDK, and reads the fields
servers add beyond OpenAI's own: vLLM's ``reasoning_content`` and the prefix-cache count in
``usage.prompt_tokens_details.cached_tokens``.
"""

from __future__ import annotations

from typing import Any

from toolform.clients.base import ChatResult, as_int, split_reasoning
from toolform.clients.http import ClientOptions, HttpChatClient, api_key_from
from toolform.errors import ClientDecodeError


class OpenAICompatClient(HttpChatClient):
    """Chat completions over HTTP; ``enable_thinking`` sets the Qwen-style template switch.

    The limits and the transport are ``options`` (a ``ClientOptions``), or its fields given as
    keywords (``timeout_s=30, max_retries=1``), which replace those of ``options``."""

    path = "/chat/completions"

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        api_key_env: str | None = "OPENAI_API_KEY",
        enable_thinking: bool | None = None,
        options: ClientOptions | None = None,
        **limits: Any,
    ) -> None:
        self.enable_thinking = enable_thinking
        key = api_key_from(api_key, api_key_env)
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        super().__init__(model, base_url, headers, options, limits, key=key)

    def parse_response(self, data: Any, latency_s: float) -> ChatResult:
        return parse_completion(data, latency_s)

    def adapt(self, body: dict[str, Any], tools: list[dict[str, Any]] | None) -> dict[str, Any]:
        if tools:
            body["tools"] = tools
        if self.enable_thinking is not None:
            body["chat_template_kwargs"] = {"enable_thinking": self.enable_thinking}
        return body

    def list_models(self) -> list[str]:
        data = self.http.get("/models")
        items = data.get("data") if isinstance(data, dict) else None
        return [m["id"] for m in items or [] if isinstance(m, dict) and "id" in m]


def parse_completion(data: Any, latency_s: float) -> ChatResult:
    """A chat-completions response as a ``ChatResult``; a response without a message raises."""
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices:
        raise ClientDecodeError(f"response has no choices: {str(data)[:200]}", body=str(data))
    choice = choices[0]
    message = choice.get("message") if isinstance(choice, dict) else None
    if not isinstance(message, dict):
        raise ClientDecodeError(f"first choice has no message: {str(choice)[:200]}", body=str(data))
    content = message.get("content")
    if content is not None and not isinstance(content, str):
        raise ClientDecodeError(
            f"message content is not text: {str(content)[:200]}", body=str(data)
        )
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list) or not all(isinstance(c, dict) for c in calls):
        raise ClientDecodeError(f"tool_calls is not a list of objects: {str(calls)[:200]}")
    extra = message.get("reasoning_content") or message.get("reasoning")
    text, reasoning = split_reasoning(content or "", extra if isinstance(extra, str) else None)
    usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}
    details = usage.get("prompt_tokens_details")
    return ChatResult(
        text=text,
        reasoning_text=reasoning,
        native_tool_calls=calls,
        prompt_tokens=as_int(usage.get("prompt_tokens")),
        completion_tokens=as_int(usage.get("completion_tokens")),
        cached_tokens=as_int(details.get("cached_tokens")) if isinstance(details, dict) else 0,
        latency_s=latency_s,
        finish_reason=choice.get("finish_reason"),
        raw=data,
    )
