"""What every client returns, and the one interface the call loop talks to.

Clients turn a vendor's response into a ``ChatResult`` so that the loop, the study and the CLI
never look at a vendor's wire format. Native tool calls are always given in the OpenAI chat shape
(``{"id", "type": "function", "function": {"name", "arguments": <JSON text>}}``) whichever API
produced them, so one parser (the ``native`` protocol) reads them all.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol, runtime_checkable

from toolform.think import strip_think

Message = dict[str, Any]


#: The finish reasons of a reply the endpoint stopped for length (OpenAI's, Anthropic's): such a
#: reply is cut off, whatever its text holds.
CUT_OFF_FINISH = ("length", "max_tokens")


@dataclass
class ChatResult:
    """One model answer: its text without the think block, the reasoning, calls and usage."""

    text: str
    reasoning_text: str | None = None
    native_tool_calls: list[dict[str, Any]] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    latency_s: float = 0.0
    finish_reason: str | None = None
    raw: Any = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@runtime_checkable
class ChatClient(Protocol):
    """Anything with a model name and a ``chat`` method can drive the call loop."""

    model: str

    def chat(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        max_tokens: int = 1024,
        temperature: float = 0.0,
    ) -> ChatResult: ...


def split_reasoning(text: str, *extra: str | None) -> tuple[str, str | None]:
    """The text without its think block, and the reasoning (the block, plus any the API sent
    in a field of its own, such as vLLM's ``reasoning_content``)."""
    cleaned, reasoning = strip_think(text)
    parts = [p for p in (*extra, reasoning) if p]
    return cleaned, "\n".join(parts) if parts else None


def as_int(value: Any) -> int:
    """A token count from a usage object: missing or malformed counts are 0, never an error."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def openai_tool_call(call_id: str, name: str, arguments: Any) -> dict[str, Any]:
    """A native call in the OpenAI chat shape; non-text arguments are written as JSON."""
    text = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": text}}
