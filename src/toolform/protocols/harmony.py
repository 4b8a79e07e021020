"""``harmony``: gpt-oss messages addressed ``to=functions.NAME`` on the commentary channel.

Read from the text alone (no token ids). The recipient may sit in the role header or in the
channel header; leniently, calls on the analysis channel and a missing ``<|call|>`` also count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import dumps, read_arguments
from toolform.protocols.jsonscan import JsonSyntaxError, decode_at, loads
from toolform.protocols.textscan import NextFinder

MESSAGE = "<|message|>"
CALL = "<|call|>"
_BOUNDARIES = ("<|start|>", "<|end|>", "<|call|>", "<|return|>")
_RECIPIENT = re.compile(r"\bto=([^\s<]+)")
_STRICT_HEADER = re.compile(
    r"<\|channel\|>commentary to=functions\.([^\s<]+) ?<\|constrain\|>json$"
)


class Harmony(AnswerProtocol):
    id = "harmony"
    name = "OpenAI harmony"
    summary = "<|channel|>commentary to=functions.NAME <|constrain|>json<|message|>{...}<|call|>."
    shape_text = (
        "To call a tool, write a commentary message addressed to functions.TOOL_NAME whose "
        "content is the arguments as a JSON object, ended by <|call|>, for example:"
    )
    several_text = "To make several calls, write one such message per call."
    none_text = "If no tool fits the request, answer on the final channel without any call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "".join(
            f"<|start|>assistant<|channel|>commentary to=functions.{name} <|constrain|>json"
            f"{MESSAGE}{dumps(args)}{CALL}"
            for name, args in calls
        )

    def write_no_call(self) -> str:
        return "<|start|>assistant<|channel|>final<|message|>No tool fits this request.<|return|>"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        finder = NextFinder(text)
        floor = 0
        pos = finder.find(MESSAGE, 0)
        while pos >= 0:
            head_start = max([floor] + [text.rfind(b, floor, pos) for b in _BOUNDARIES])
            header = text[head_start:pos]
            body_start = pos + len(MESSAGE)
            end = (
                finder.first(_BOUNDARIES, body_start) if lenient else finder.find(CALL, body_start)
            )
            nxt = finder.find(MESSAGE, body_start)
            floor = body_start
            call = self._call(header, text, body_start, end, lenient=lenient)
            if call is not None:
                calls.append(call)
            pos = nxt
        return Extraction(calls)

    def _call(
        self, header: str, text: str, start: int, end: int, *, lenient: bool
    ) -> RawCall | None:
        if lenient:
            match = _RECIPIENT.search(header)
            if match is None:
                return None
            name = match.group(1).removeprefix("functions.")
        else:
            match = _STRICT_HEADER.search(header)
            if match is None or end < 0:
                return None
            name = match.group(1)
        try:
            if lenient:
                value, _, repairs = decode_at(
                    text[: end if end >= 0 else len(text)], start, lenient=True
                )
            else:
                value, repairs = loads(text[start:end], lenient=False)
        except JsonSyntaxError as exc:
            return RawCall(name, {}, self.id, error=f"arguments are not valid JSON: {exc}")
        args, error = read_arguments(value, lenient=lenient)
        return RawCall(name, args or {}, self.id, error=error, repairs=repairs)
