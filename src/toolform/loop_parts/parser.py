"""A model's reply -> the calls it makes, under one answer protocol and one grading rule."""

from __future__ import annotations

import json
from dataclasses import dataclass

from toolform.clients.base import CUT_OFF_FINISH, ChatResult
from toolform.parse import ParsedCall, ParsedReply, RejectedCall, parse_reply
from toolform.toolset import Toolset

NATIVE_PROTOCOL = "native"
#: The finish reasons of a reply the endpoint stopped for length (OpenAI's, Anthropic's).

Attempt = ParsedCall | RejectedCall


@dataclass(frozen=True)
class Parser:
    """Reads replies against ``toolset`` with ``protocol_id`` under ``rule`` (see Parse replies).

    With the ``native`` protocol the calls come from ``ChatResult.native_tool_calls`` rather than
    the text. A reply the endpoint cut for length is marked cut off, whatever it holds: it is an
    invalid call, never an answer without one."""

    toolset: Toolset
    protocol_id: str
    rule: str = "main"

    def parse(self, reply: ChatResult | str) -> ParsedReply:
        if isinstance(reply, str):
            return parse_reply(reply, self.toolset, self.protocol_id, rule=self.rule)
        native = self.protocol_id == NATIVE_PROTOCOL
        text = json.dumps(reply.native_tool_calls) if native else reply.text
        parsed = parse_reply(text, self.toolset, self.protocol_id, rule=self.rule)
        if reply.finish_reason in CUT_OFF_FINISH:
            parsed.mark_cut_off()
        return parsed


def attempts(parsed: ParsedReply) -> list[Attempt]:
    """Every call the reply made: the accepted ones, then those the parser rejected (unknown
    tools, or calls refused by the grading rule)."""
    return [*parsed.calls, *parsed.rejected]


def is_valid(call: Attempt) -> bool:
    return bool(getattr(call, "valid", False))  # a rejected call has no ``valid``: never valid


def has_invalid(parsed: ParsedReply) -> bool:
    return bool(parsed.rejected) or not all(is_valid(c) for c in parsed.calls)
