"""Invisible characters, Unicode tag smuggling and look-alike names.

Invisible and format characters let a server hide text from the person reviewing a tool while the
model still reads it: tag characters (U+E0000-U+E007F) spell ASCII that no font draws, bidi
controls reorder what is shown, zero-width characters split keywords so that a naive filter misses
them. The guard removes them all (recording what it removed) and scans what the tag characters
spell. Names cannot be changed, so a look-alike name is reported, never rewritten.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

_TAG_FIRST, _TAG_LAST = 0xE0000, 0xE007F
_BIDI = frozenset([*range(0x202A, 0x202F), *range(0x2066, 0x206A)])
INVISIBLE_RE = re.compile(
    "[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]+"
)


@dataclass(frozen=True)
class InvisibleRun:
    """A run of invisible characters: where it sat in the cleaned text and what it was."""

    at: int
    chars: str
    kind: str  # "tag", "bidi" or "zero_width"
    decoded: str  # what tag characters spell ("" for other kinds)
    splits_word: bool  # sits between two ASCII letters (a keyword split to dodge filters)

    def describe(self) -> str:
        codes = sorted({f"U+{ord(c):04X}" for c in self.chars})
        shown = ", ".join(codes[:4]) + (", ..." if len(codes) > 4 else "")
        return f"{len(self.chars)} invisible character(s) ({shown})"


def _kind(chars: str) -> str:
    if any(_TAG_FIRST <= ord(c) <= _TAG_LAST for c in chars):
        return "tag"
    if any(ord(c) in _BIDI for c in chars):
        return "bidi"
    return "zero_width"


def decode_tags(chars: str) -> str:
    """The ASCII that Unicode tag characters spell (tag characters mirror ASCII at U+E0000)."""
    return "".join(chr(ord(c) - _TAG_FIRST) for c in chars if _TAG_FIRST < ord(c) <= _TAG_LAST)


def strip_invisible(text: str) -> tuple[str, list[InvisibleRun]]:
    """``text`` without invisible characters, and the runs that were taken out."""
    if text.isascii():
        return text, []
    runs: list[InvisibleRun] = []
    out: list[str] = []
    last = 0
    kept = 0
    for m in INVISIBLE_RE.finditer(text):
        out.append(text[last : m.start()])
        kept += m.start() - last
        before = text[m.start() - 1] if m.start() > 0 else ""
        after = text[m.end()] if m.end() < len(text) else ""
        chars = m.group()
        kind = _kind(chars)
        runs.append(
            InvisibleRun(
                at=kept,
                chars=chars,
                kind=kind,
                decoded=decode_tags(chars) if kind == "tag" else "",
                splits_word=before.isascii()
                and before.isalpha()
                and after.isascii()
                and after.isalpha(),
            )
        )
        last = m.end()
    if not runs:
        return text, []
    out.append(text[last:])
    return "".join(out), runs


# --- scripts and look-alikes -------------------------------------------------------------------
# The letters of other scripts that are drawn like Latin letters (a subset of Unicode TR39's
# confusables: the Cyrillic and Greek ones that appear in real impersonation attempts).
_CONFUSABLES = str.maketrans(
    "аеорсухіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅαοιρυνκτΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdhlqwABEKMHOPCTXIJSaoipuvktABEZHIKMNOPTYX",
)


def script_of(ch: str) -> str | None:
    """The script of a letter, from its Unicode name (``None`` for digits and punctuation)."""
    if not ch.isalpha():
        return None
    if ch.isascii():
        return "LATIN"
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return None
    return name.split(" ", 1)[0]


def scripts(word: str) -> set[str]:
    return {s for s in (script_of(c) for c in word) if s is not None}


def skeleton(word: str) -> str:
    """What a word looks like: look-alike letters folded to Latin, compatibility forms folded."""
    return unicodedata.normalize("NFKC", word).translate(_CONFUSABLES).casefold()


def mixed_script_words(text: str) -> Iterable[str]:
    """Words that mix Latin with Cyrillic, Greek or another script (a homoglyph trick)."""
    if text.isascii():
        return
    for m in re.finditer(r"\w+", text):
        word = m.group()
        if not word.isascii() and len(scripts(word)) > 1 and "LATIN" in scripts(word):
            yield word
