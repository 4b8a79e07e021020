"""A client that answers from a script, for tests and examples that need no model.

It records every message list it was sent, so a test can check exactly what the loop said to the
model (the tool result line, the unchanged prefix).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Sequence
from typing import Any

from toolform.clients.base import ChatResult, Message, split_reasoning
from toolform.errors import ClientError
from toolform.tokens import estimate_tokens

Reply = str | ChatResult
ReplyFunction = Callable[[list[Message]], Reply]


class StubClient:
    """Answers with the next scripted reply, or with ``function(messages)``."""

    def __init__(
        self, replies_or_function: Sequence[Reply] | ReplyFunction, model: str = "stub"
    ) -> None:
        self.model = model
        self._function = replies_or_function if callable(replies_or_function) else None
        self._replies = [] if callable(replies_or_function) else list(replies_or_function)
        self.calls: list[list[Message]] = []
        self.tools: list[list[dict[str, Any]] | None] = []

    def chat(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        max_tokens: int = 1024,
        temperature: float = 0.0,
    ) -> ChatResult:
        sent = copy.deepcopy(messages)
        self.calls.append(sent)
        self.tools.append(copy.deepcopy(tools))
        if self._function is not None:
            reply = self._function(sent)
        elif len(self.calls) <= len(self._replies):
            reply = self._replies[len(self.calls) - 1]
        else:
            raise ClientError(f"StubClient has no reply left for call {len(self.calls)}")
        if isinstance(reply, ChatResult):
            return reply
        if not isinstance(reply, str):
            raise ClientError(
                f"a stub reply must be text or a ChatResult, got {type(reply).__name__}"
            )
        text, reasoning = split_reasoning(reply)
        return ChatResult(
            text=text,
            reasoning_text=reasoning,
            prompt_tokens=estimate_tokens(json.dumps(messages, ensure_ascii=False)),
            completion_tokens=estimate_tokens(reply),
            finish_reason="stop",
            raw=reply,
        )
