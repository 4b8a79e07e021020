"""Streaming: forward text while it cannot be part of a call, then read the calls at the end.

``StreamParser.feed(text)`` takes the reply chunk by chunk and returns the events to send now:
content deltas for the text before the earliest place a call could begin in the protocol
(``toolform.serve.openers``), holding back a tail that may be the start of an opener. What is
held is never longer than an opener, so the work per chunk is the chunk's length plus a constant. From the first opener on, the text is kept; ``finish()`` reads the whole reply once
with ``read_reply`` (the same function the non-streaming path uses) and returns the rest: the
tool calls, or the held text when it held no call after all. So for any split of a reply into
chunks, the content and calls streamed are the ones the one-shot read returns: correctness does
not depend on where the chunks break.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from toolform.serve.prepare import Prepared, ToolChoice
from toolform.serve.reply import Reading, read_reply


@dataclass(frozen=True)
class ContentDelta:
    text: str


@dataclass(frozen=True)
class ToolCallDelta:
    """One whole call, sent as OpenAI sends a call's first delta (id, name, all arguments)."""

    index: int
    id: str
    name: str
    arguments: str


@dataclass(frozen=True)
class Finish:
    reason: str | None
    reading: Reading


Event = ContentDelta | ToolCallDelta | Finish


class StreamParser:
    """The incremental reader of one reply (see the module docstring)."""

    def __init__(
        self,
        prepared: Prepared,
        choice: ToolChoice,
        *,
        parallel: bool = True,
        rule: str = "main",
    ) -> None:
        self.prepared = prepared
        self.choice = choice
        self.parallel = parallel
        self.rule = rule
        self._parts: list[str] = []
        self._pending = ""  # text neither forwarded nor past an opener
        self._sent = 0  # characters forwarded as content
        self._holding = False  # an opener was seen: everything from it on is kept
        self._pass_through = choice.mode == "none"

    @property
    def text(self) -> str:
        """The reply so far."""
        return "".join(self._parts)

    def feed(self, chunk: str) -> list[Event]:
        if not chunk:
            return []
        self._parts.append(chunk)
        if self._pass_through:
            self._sent += len(chunk)
            return [ContentDelta(chunk)]
        if self._holding:
            return []
        pending = self._pending + chunk
        openers = self.prepared.openers
        start = openers.first(pending)
        if start is not None:
            self._holding = True
            end = start
        else:
            end = openers.safe_end(pending)
        self._pending = pending[end:]
        return self._forward(pending[:end])

    def _forward(self, text: str) -> list[Event]:
        if not text:
            return []
        self._sent += len(text)
        return [ContentDelta(text)]

    def finish(self, finish_reason: str | None = None) -> list[Event]:
        """The events that close the reply: the rest of the content, or the calls."""
        text = self.text
        reading = read_reply(
            text,
            self.prepared,
            self.choice,
            parallel=self.parallel,
            rule=self.rule,
            finish_reason=finish_reason,
        )
        events: list[Event] = []
        if reading.tool_calls:
            events += call_events(reading)
            reason: str | None = "tool_calls"
        else:
            events += self._forward(text[self._sent :])
            reason = finish_reason
        events.append(Finish(reason, reading))
        return events


def call_events(reading: Reading) -> list[Event]:
    """A reading's calls as stream events, one whole call each."""
    return [
        ToolCallDelta(index, call["id"], call["function"]["name"], call["function"]["arguments"])
        for index, call in enumerate(reading.tool_calls)
    ]


# --- the OpenAI chunk shape ----------------------------------------------------------------


def chunk(
    base: dict[str, Any], delta: dict[str, Any], finish_reason: str | None = None
) -> dict[str, Any]:
    """One ``chat.completion.chunk`` with one choice."""
    return {
        "id": base.get("id") or "chatcmpl-toolform",
        "object": "chat.completion.chunk",
        "created": base.get("created") or int(time.time()),
        "model": base.get("model") or "",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason, "logprobs": None}],
    }


def event_delta(event: ContentDelta | ToolCallDelta) -> dict[str, Any]:
    """The ``delta`` of a chunk carrying this event."""
    if isinstance(event, ContentDelta):
        return {"content": event.text}
    return {
        "tool_calls": [
            {
                "index": event.index,
                "id": event.id,
                "type": "function",
                "function": {"name": event.name, "arguments": event.arguments},
            }
        ]
    }


def sse(data: dict[str, Any] | str) -> bytes:
    """One server-sent event line pair (``data: ...`` and a blank line)."""
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    return f"data: {text}\n\n".encode()


DONE = sse("[DONE]")
