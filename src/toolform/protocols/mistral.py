"""``mistral``: ``[TOOL_CALLS]`` then a JSON array of calls (v3), or ``name[ARGS]{...}`` (v11).

Both wire shapes are Mistral's own, so both are read strictly. The arguments of the v11 shape
are the first JSON value after ``[ARGS]``; prose after it is not part of the call.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import call_objects, calls_from_value, dumps, read_arguments
from toolform.protocols.jsonscan import JsonSyntaxError, decode_at
from toolform.protocols.textscan import NextFinder

TOOL_CALLS = "[TOOL_CALLS]"
ARGS = "[ARGS]"


class Mistral(AnswerProtocol):
    id = "mistral"
    name = "Mistral [TOOL_CALLS]"
    summary = "[TOOL_CALLS] followed by a JSON array of call objects."
    shape_text = (
        'To call a tool, write [TOOL_CALLS] followed by a JSON array of {"name": <tool name>, '
        '"arguments": <object of arguments>} objects, for example:'
    )
    several_text = "To make several calls, put one object per call in the same array."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return TOOL_CALLS + dumps(call_objects(calls))

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        finder = NextFinder(text)
        pos = finder.find(TOOL_CALLS, 0)
        while pos >= 0:
            start = pos + len(TOOL_CALLS)
            nxt = finder.find(TOOL_CALLS, start)
            segment = text[start : nxt if nxt >= 0 else len(text)]
            calls.extend(self._segment(segment, lenient=lenient))
            pos = nxt
        return Extraction(calls)

    def _segment(self, segment: str, *, lenient: bool) -> list[RawCall]:
        body = segment.lstrip()
        if body.startswith(("[", "{")):
            try:
                value, _, repairs = decode_at(body, 0, lenient=lenient)
            except JsonSyntaxError:
                return []
            if isinstance(value, dict) and not lenient:
                return []
            found = calls_from_value(value, self.id, lenient=lenient, lists=True)
            for call in found:
                call.repairs.extend(repairs)
            return found
        return self._v11(body, lenient=lenient)

    def _v11(self, body: str, *, lenient: bool) -> list[RawCall]:
        calls: list[RawCall] = []
        pos = 0
        while True:
            mark = body.find(ARGS, pos)
            if mark < 0:
                return calls
            name = body[pos:mark].strip()
            if not name or any(c in name for c in " \n{}[]"):
                return calls
            try:
                value, end, repairs = decode_at(body, mark + len(ARGS), lenient=lenient)
            except JsonSyntaxError as exc:
                calls.append(
                    RawCall(name, {}, self.id, error=f"arguments are not valid JSON: {exc}")
                )
                return calls
            args, error = read_arguments(value, lenient=lenient)
            calls.append(RawCall(name, args or {}, self.id, error=error, repairs=repairs))
            pos = end
