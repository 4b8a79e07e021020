"""A reply read back: parsed, validated, and written as OpenAI ``tool_calls``.

``parse_reply`` reads the text in the prepared protocol; valid calls become ``tool_calls`` with
``call_...`` ids and the text before the first call opener becomes ``content``. Whatever went
wrong (an invalid or unknown call, a cut-off reply, no call where one was required) is listed,
for the invalid-call policy, the headers and the log.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolform.clients.base import CUT_OFF_FINISH
from toolform.loop import RESULT_PREFIX
from toolform.parse import parse_reply
from toolform.serve.prepare import Prepared, ToolChoice


def call_id() -> str:
    """A tool call id in the shape OpenAI clients expect (``call_`` and 24 characters)."""
    return "call_" + secrets.token_hex(12)


@dataclass
class Reading:
    """One reply read: the content and calls to return, and what the proxy noticed."""

    content: str | None
    tool_calls: list[dict[str, Any]]
    problems: list[dict[str, Any]] = field(default_factory=list)
    repairs: list[str] = field(default_factory=list)

    @property
    def invalid(self) -> bool:
        return bool(self.problems)

    @property
    def validation(self) -> str:
        if self.problems:
            return "invalid"
        return "ok" if self.tool_calls else "no_call"


def _tool_call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": call_id(),
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
    }


def read_reply(
    text: str,
    prepared: Prepared,
    choice: ToolChoice,
    *,
    parallel: bool = True,
    rule: str = "main",
    finish_reason: str | None = None,
) -> Reading:
    """Parse and validate ``text``; the calls become OpenAI ``tool_calls`` and the text before
    the first call opener becomes ``content``. A problem (an invalid or unknown call, a reply
    cut off, no call where ``tool_choice`` forced one) lands in ``problems``."""
    if choice.mode == "none":
        return Reading(text, [])
    parsed = parse_reply(text, prepared.tools, prepared.protocol_id, rule=rule)
    if finish_reason in CUT_OFF_FINISH and prepared.openers.first(text) is not None:
        # As in the loop, a reply stopped for length is cut off, once a call could have begun
        # in it: prose cut by the client's max_tokens stays an answer.
        parsed.mark_cut_off()
    reading = Reading(text, [])
    for call in parsed.calls:
        reading.repairs.extend(call.repairs)
        if not call.valid:
            reading.problems.append(
                {"tool": call.resolved_name or call.name, "errors": call.validation}
            )
    reading.problems.extend({"tool": r.name, "reason": r.reason} for r in parsed.rejected)
    calls = parsed.calls
    if not parallel and len(calls) > 1:
        reading.repairs.append(f"parallel:kept 1 of {len(calls)} calls")
        calls = calls[:1]
    if not calls and not parsed.rejected and choice.forced:
        reading.problems.append({"reason": f"tool_choice {choice.mode!r} asks for a call"})
    if calls or parsed.rejected:
        start = prepared.openers.first(text)
        before = text[: start or 0]
        reading.content = before or None
    if not reading.problems:
        reading.tool_calls = [_tool_call(c.resolved_name or c.name, c.arguments) for c in calls]
    else:
        reading.content = text
    return reading


def feedback_turn(text: str, reading: Reading) -> list[dict[str, Any]]:
    """The turn that re-asks the upstream once: the reply, then the call loop's feedback result
    (``{"ok": false, "error": "invalid call", "validation": ...}``)."""
    payload = {"ok": False, "error": "invalid call", "validation": reading.problems}
    return [
        {"role": "assistant", "content": text},
        {"role": "user", "content": RESULT_PREFIX + json.dumps(payload, ensure_ascii=False)},
    ]


def choice_message(reading: Reading, upstream_message: dict[str, Any]) -> dict[str, Any]:
    """The assistant message of a choice: the upstream's, with content and calls replaced."""
    message = {k: v for k, v in upstream_message.items() if k not in ("content", "tool_calls")}
    message["role"] = "assistant"
    message["content"] = reading.content
    if reading.tool_calls:
        message["tool_calls"] = reading.tool_calls
    return message


def finish_of(reading: Reading, upstream_finish: Any) -> Any:
    return "tool_calls" if reading.tool_calls else upstream_finish


def report_of(readings: Sequence[Reading], prepared: Prepared, retried: bool) -> dict[str, Any]:
    """What the proxy did, for the ``toolform`` extension field, the headers and the log."""
    guard = prepared.guard
    return {
        "format": prepared.format_id,
        "protocol": prepared.protocol_id,
        "format_source": prepared.source,
        "validation": _worst(r.validation for r in readings),
        "repairs": [rep for r in readings for rep in r.repairs],
        "problems": [p for r in readings for p in r.problems],
        "retried": retried,
        "guard": None
        if guard is None
        else {
            "level": guard.level,
            "findings": len(guard.findings),
            "removed": len(guard.removed),
            "dropped": list(guard.dropped),
        },
    }


def _worst(states: Any) -> str:
    found = set(states)
    for state in ("invalid", "ok", "no_call"):
        if state in found:
            return state
    return "no_call"
