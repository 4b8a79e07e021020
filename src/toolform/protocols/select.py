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


#: The YES of ``_YES_NO``, matched the same way (``re.I``: a long s, U+017F, stands for s).
_YES = re.compile("yes", re.I)


def _may_say_yes(text: str) -> bool:
    """Whether ``_YES_NO`` can select anything here: only YES lines select, and the pattern tries
    every position of a reply that has none. One search, not a lowered copy: lowering a text
    with one character beyond Latin-1 in it takes some 14 times its size in memory."""
    return _YES.search(text) is not None


def _is_none_word(text: str) -> bool:
    """Whether the whole answer is the no-call word (any case, full stops after it allowed).
    Only a short text is upper-cased: a character's capital is at most three characters."""
    head = text.rstrip(".")
    return len(head) <= 3 * len(NONE_WORD) and head.upper() == NONE_WORD


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
        if _is_none_word(stripped):
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
