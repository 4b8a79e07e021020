"""``select``: stage one of a two-stage format: the chosen tool names, one a line, or ``NONE``.

The selected calls carry no arguments; stage two asks for them. Unlike the call protocols, a
reply that names nothing is not a declaration that no tool fits: it must say ``NONE``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsonscan import json_values

NONE = "NONE"
_NAME = re.compile(r"[A-Za-z_][\w.\-]*")
_DECORATION = " \t*`'\"-•>0123456789.)"
_VERDICT = re.compile(r"^(.+?)\s*(?:-|:|=|—)\s*(YES|NO)\b", re.IGNORECASE)


class Select(AnswerProtocol):
    id = "select"
    name = "tool selection"
    summary = "The names of the tools to use, one per line, or NONE."
    selects_only = True
    shape_text = "Answer with the name of the tool to use and nothing else, for example:"
    several_text = "If several tools are needed, write one name per line."
    none_text = f"If no tool fits the request, answer {NONE}."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(name for name, _ in calls)

    def write_no_call(self) -> str:
        return NONE

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
        if [line.upper() for line in lines] == [NONE] or (
            lenient and NONE in (ln.strip(".") for ln in lines)
        ):
            return Extraction(explicit_no_call=True)
        if not lenient:
            if lines and all(_NAME.fullmatch(line) for line in lines):
                return Extraction([RawCall(line, {}, self.id) for line in lines])
            return Extraction()
        return Extraction(self._lenient(text, lines))

    def _lenient(self, text: str, lines: list[str]) -> list[RawCall]:
        for hit in json_values(text, lenient=True):
            value = hit.value
            picked = value.get("tool", value.get("tools")) if isinstance(value, dict) else value
            names = picked if isinstance(picked, list) else [picked]
            if names and all(isinstance(n, str) for n in names):
                return [RawCall(str(n), {}, self.id) for n in names]
        calls = []
        for line in lines:
            verdict = _VERDICT.match(line)
            if verdict:
                if verdict.group(2).upper() == "YES":
                    calls.append(RawCall(verdict.group(1).strip(_DECORATION), {}, self.id))
                continue
            for part in line.split(","):
                word = part.strip(_DECORATION)
                if _NAME.fullmatch(word):
                    calls.append(RawCall(word, {}, self.id))
        return calls
