"""Emoji presentation: the invisible characters that belong to a visible symbol.

U+FE0F (and U+FE0E) after a symbol asks for its emoji (or text) form: "⚠️" is U+26A0 U+FE0F, and
first-party tools write it ("⚠️ DEPRECATED"). One such selector after a symbol carries nothing
hidden, so the guard keeps it; a run of selectors, a selector after a letter or anywhere else is
still stripped (selectors chained after one base can smuggle bytes). The same holds for one zero-
width joiner between two symbols (after the first one's selector, if it has one): it draws them as
one emoji ("👩‍💻", "🏳️‍🌈"), and a markdown heading or a status line writes those.
"""

from __future__ import annotations

import unicodedata

_SELECTORS = frozenset("\ufe0e\ufe0f")
_KEYCAP = "\u20e3"  # combining enclosing keycap: "1️⃣" is 1, U+FE0F, U+20E3
# Emoji bases of other categories (Unicode's emoji-variation sequences): "ℹ️" is a letter, "‼️" a
# punctuation mark.
_OTHER_BASES = frozenset("\u2139\u203c\u2049\u3030\u303d")


_JOINS = ("\u200d", "\ufe0f\u200d")


def joins_symbols(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is the joiner of an emoji sequence: one ZWJ (after one selector) between
    two symbols (a skin tone, category Sk, counts as one)."""
    if text[start:end] not in _JOINS or start == 0 or end >= len(text):
        return False
    return unicodedata.category(text[start - 1]) in ("So", "Sk") and unicodedata.category(
        text[end]
    ) in ("So", "Sk")


def presentation_selector(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is one presentation selector drawn as part of the symbol before it."""
    if end - start != 1 or start == 0 or text[start] not in _SELECTORS:
        return False
    base = text[start - 1]
    if base in "0123456789#*":
        return text[end : end + 1] == _KEYCAP
    return unicodedata.category(base) in ("So", "Sm") or base in _OTHER_BASES
