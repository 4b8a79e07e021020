"""Stage one of a two-stage format: the model names the tools it wants, with no arguments.

Strictly the answer is tool names, one per line. Leniently it may also be ``{"tool": ...}`` JSON
or NLT-style ``name - YES`` / ``name - NO`` lines (only YES lines select).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.scan import json_values

_NAME_LINE = re.compile(r"^[ \t]*`?([A-Za-z_][A-Za-z0-9_.\-]*)`?[ \t]*$", re.M)
_YES_NO = re.compile(
    r"^[ \t]*[-*]?[ \t]*`?([A-Za-z_][A-Za-z0-9_.\-]*)`?[ \t]*[-:][ \t]*(YES|NO)\b", re.M | re.I
)
NONE_WORD = "NONE"


def _may_say_yes(text: str) -> bool:
    """Whether ``_YES_NO`` can select anything here: its YES, as ``re.I`` matches it (a long s,
    U+017F, stands for s), tested at C speed; only YES lines select, and the pattern tries every
    position of a reply that has none."""
    low = text.lower()
    return "yes" in low or "ye\u017f" in low


class SelectProtocol(AnswerProtocol):
    id = "select"
    name = "Tool selection"
    summary = "Stage one of a two-stage format: the names of the tools to use, one per line."
    selects_only = True
    shape_text = "Answer with the name of the tool to use and nothing else, for example:"
    several_text = "To use several tools, write one name per line."
    none_text = f"If no tool fits the request, answer {NONE_WORD}."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(name for name, _ in calls)

    def write_no_call(self) -> str:
        return NONE_WORD

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        stripped = text.strip()
        if stripped.upper().rstrip(".") == NONE_WORD:
            return Extraction(explicit_no_call=True)
        names = [m.group(1) for m in _NAME_LINE.finditer(stripped)]
        calls = [RawCall(n, syntax="select") for n in names if n.upper() != NONE_WORD]
        if not lenient:
            lines = [ln for ln in stripped.splitlines() if ln.strip()]
            return Extraction(calls if len(names) == len(lines) else [])
        for _, _, value in json_values(stripped, "{"):
            if isinstance(value, dict) and isinstance(value.get("tool"), str):
                calls.append(RawCall(value["tool"], syntax="select_json"))
        if _may_say_yes(stripped):
            for match in _YES_NO.finditer(stripped):
                if match.group(2).upper() == "YES":
                    calls.append(RawCall(match.group(1), syntax="select_yes_no"))
        return Extraction(calls)
