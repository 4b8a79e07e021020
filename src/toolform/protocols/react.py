"""``react``: ``Action: name`` then ``Action Input: {json}``, the ReAct agent layout.

A model that invents an ``Observation:`` has its text cut there. Leniently, the input may also be
``key=value`` or ``key: value`` text (handed over as text to coerce) or a single bare value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import dumps, read_arguments
from toolform.protocols.jsonscan import JsonSyntaxError, loads

_ACTION = re.compile(r"^Action:[ \t]*(\S+)[ \t]*$", re.MULTILINE)
_LENIENT_ACTION = re.compile(r"^[ \t*]*Action[ \t*]*:(.*)$", re.MULTILINE | re.IGNORECASE)
_INPUT = re.compile(r"[ \t*]*Action[ \t]*Input[ \t*]*:", re.IGNORECASE)
_STOP = re.compile(
    r"^[ \t*]*(?:Action|Observation|Thought|Final Answer)[ \t*]*:", re.MULTILINE | re.IGNORECASE
)
_PAIR = re.compile(r"\s*([A-Za-z_][\w.-]*)\s*[=:]\s*(\"[^\"]*\"|'[^']*'|[^,\n]*)")


def _pairs(text: str) -> dict[str, Any] | None:
    """``city=Denver, days=5`` or ``city: Denver`` lines as text values, when the whole text is such."""
    out: dict[str, Any] = {}
    pos = 0
    body = text.strip()
    while pos < len(body):
        match = _PAIR.match(body, pos)
        if match is None:
            return None
        value = match.group(2).strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        out[match.group(1)] = value
        pos = match.end()
        while pos < len(body) and body[pos] in ", \n\t;":
            pos += 1
    return out or None


class React(AnswerProtocol):
    id = "react"
    name = "ReAct"
    summary = "Action: <tool name> / Action Input: <JSON arguments>."
    shape_text = (
        "To call a tool, write a line Action: TOOL_NAME and below it a line Action Input: with the "
        "arguments as a JSON object, for example:"
    )
    several_text = "To make several calls, write one Action / Action Input pair per call."
    none_text = "If no tool fits the request, write Final Answer: followed by your answer, without any Action."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"Action: {name}\nAction Input: {dumps(args)}" for name, args in calls)

    def write_no_call(self) -> str:
        return "Final Answer: No tool fits this request."

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        pattern = _LENIENT_ACTION if lenient else _ACTION
        for match in pattern.finditer(text):
            rest = text[match.end() :].lstrip("\r\n")
            head = _INPUT.match(rest) if lenient else re.match("Action Input:", rest)
            if head is None:
                continue
            stop = _STOP.search(rest, head.end())
            body = rest[head.end() : stop.start() if stop else len(rest)].strip()
            name = match.group(1).strip(" \t*`'\"")
            calls.append(self._call(name, body, lenient=lenient))
        return Extraction(calls)

    def _call(self, name: str, body: str, *, lenient: bool) -> RawCall:
        if lenient:
            body = body.strip("`").removeprefix("json").strip()
        try:
            value, repairs = loads(body, lenient=lenient)
        except JsonSyntaxError as exc:
            if lenient:
                pairs = _pairs(body)
                if pairs is not None:
                    return RawCall(name, pairs, self.id, text_values=True)
                if body:
                    return RawCall(name, {}, self.id, text_values=True, positional=[body])
            return RawCall(name, {}, self.id, error=f"Action Input is not a JSON object: {exc}")
        args, error = read_arguments(value, lenient=lenient)
        return RawCall(name, args or {}, self.id, error=error, repairs=repairs)
