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

from toolform.guard import emoji

_TAG_FIRST, _TAG_LAST = 0xE0000, 0xE007F
_BIDI = frozenset([*range(0x202A, 0x202F), *range(0x2066, 0x206A)])
# Characters that draw nothing but are not format characters (category Cf) in Unicode: variation
# selectors, the combining grapheme joiner, Mongolian free variation selectors, the Hangul fillers,
# the Khmer inherent vowels and the braille blank. Everything of category Cf is added below, so this
# list holds only the invisible characters that Unicode files under another category.
_INVISIBLE_EXTRA = (
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x115F, 0x1160),  # Hangul choseong / jungseong fillers
    (0x17B4, 0x17B5),  # Khmer inherent vowels
    (0x180B, 0x180F),  # Mongolian free variation selectors and vowel separator
    (0x2800, 0x2800),  # braille pattern blank
    (0x3164, 0x3164),  # Hangul filler
    (0xFE00, 0xFE0F),  # variation selectors 1-16
    (0xFFA0, 0xFFA0),  # halfwidth Hangul filler
    (0x1D173, 0x1D17A),  # musical symbol format characters
    (0xE0100, 0xE01EF),  # variation selectors 17-256
)
# Planes that hold format characters (BMP, SMP, and plane 14 with the tags).
_CF_SCAN = ((0x80, 0x20000), (0xE0000, 0xE1000))


def _ranges(codes: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for c in sorted(set(codes)):
        if out and c == out[-1][1] + 1:
            out[-1] = (out[-1][0], c)
        else:
            out.append((c, c))
    return out


def _invisible_class() -> str:
    """A regex class of every character of category Cf plus ``_INVISIBLE_EXTRA``."""
    codes = [
        c for lo, hi in _CF_SCAN for c in range(lo, hi) if unicodedata.category(chr(c)) == "Cf"
    ]
    codes += [c for lo, hi in _INVISIBLE_EXTRA for c in range(lo, hi + 1)]
    return "".join(
        re.escape(chr(lo)) if lo == hi else f"{re.escape(chr(lo))}-{re.escape(chr(hi))}"
        for lo, hi in _ranges(codes)
    )


INVISIBLE_RE = re.compile(f"[{_invisible_class()}]+")


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


def merge_runs(runs: list[InvisibleRun]) -> InvisibleRun:
    """Runs of one kind in one sentence as one run (its position is the first one's)."""
    if len(runs) == 1:
        return runs[0]
    return InvisibleRun(
        at=runs[0].at,
        chars="".join(r.chars for r in runs),
        kind=runs[0].kind,
        decoded="".join(r.decoded for r in runs),
        splits_word=any(r.splits_word for r in runs),
    )


def _kind(chars: str) -> str:
    if any(_TAG_FIRST <= ord(c) <= _TAG_LAST for c in chars):
        return "tag"
    if any(ord(c) in _BIDI for c in chars):
        return "bidi"
    return "zero_width"


def decode_tags(chars: str) -> str:
    """The ASCII that Unicode tag characters spell (tag characters mirror ASCII at U+E0000)."""
    return "".join(chr(ord(c) - _TAG_FIRST) for c in chars if _TAG_FIRST < ord(c) <= _TAG_LAST)


_STOPS = frozenset(".!?;:,")
# Invisible characters that stand where a space would (not joiners, selectors or tags): the
# invisible operators and the blank fillers of Hangul.
_SPACE_LIKE = frozenset("\u200b\u2060\ufeff\u180e\u2061\u2062\u2063\u2064\u3164\uffa0\u115f\u1160")


def strip_invisible(text: str) -> tuple[str, list[InvisibleRun]]:
    """``text`` without invisible characters, and the runs that were taken out."""
    if text.isascii():
        return text, []
    runs: list[InvisibleRun] = []
    out: list[str] = []
    last = 0
    kept = 0
    for m in INVISIBLE_RE.finditer(text):
        if emoji.presentation_selector(text, m.start(), m.end()) or emoji.joins_symbols(
            text, m.start(), m.end()
        ):
            continue  # part of the symbol drawn around it ("⚠️", "👩‍💻"), kept with the text
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
        if before in _STOPS and after and not after.isspace() and _SPACE_LIKE.issuperset(chars):
            # It stood where a space belongs ("environments.\u200bNote: ..."): taken out bare, it
            # would glue the next sentence to this one, and the two would be judged, and cut, as one.
            out.append(" ")
            kept += 1
        last = m.end()
    if not runs:
        return text, []
    out.append(text[last:])
    return "".join(out), runs


# --- scripts and look-alikes -------------------------------------------------------------------
# The letters of other scripts that are drawn like Latin letters (a subset of Unicode TR39's
# confusables: the Cyrillic and Greek ones that appear in real impersonation attempts).
_LOOK_ALIKES = "аеорсухіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅαοιρυνκτΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"
_CONFUSABLES = str.maketrans(_LOOK_ALIKES, "aeopcyxijsdhlqwABEKMHOPCTXIJSaoipuvktABEZHIKMNOPTYX")
_LOOK_ALIKE_SET = frozenset(_LOOK_ALIKES)


def disguised(word: str) -> bool:
    """The word holds a letter drawn like a Latin one from another script ("аbоvе"), not a sign
    that only looks foreign ("µm", "kΩ")."""
    return not _LOOK_ALIKE_SET.isdisjoint(word)


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


class _FoldTable(dict[int, int]):
    """Each non-ASCII character that reads as one ASCII character -> that character.

    Derived, not listed: every character whose compatibility form (NFKC) is one ASCII character
    (fullwidth letters, mathematical alphanumerics, ligature-free letterlike symbols), every
    whitespace character (no-break and ideographic spaces, tabs, line separators: a space), and the
    Cyrillic and Greek look-alikes above. One character maps to one, so offsets do not move; any
    other character maps to itself.

    Each character is worked out when a text first holds it, and remembered: the table of every
    character up to U+1FFFF took 0.15 s to build, paid by the first text that was not ASCII.
    """

    def __missing__(self, code: int) -> int:
        if code in _CONFUSABLES:
            folded = _CONFUSABLES[code]
            value = folded if isinstance(folded, int) else ord(folded)
        elif code in _ASCII_BLANK_CODES:
            value = 0x20
        elif code >= 0x20000:
            return code  # (not remembered: the table stays within the planes it folds)
        elif code < 0x80:
            value = code
        elif chr(code).isspace():
            value = 0x20
        else:
            form = unicodedata.normalize("NFKC", chr(code))
            one = len(form) == 1 and form.isascii() and form.isprintable()
            value = ord(form) if one else code
        self[code] = value
        return value


_FOLD = _FoldTable()
_ASCII_BLANK_CODES = frozenset((0x09, 0x0A, 0x0B, 0x0C, 0x0D))


def fold(text: str) -> str:
    """``text`` as the rules read it: look-alikes folded to ASCII, every blank a space.

    Same length as ``text`` (one character for one), so a match in the folded text is a match at
    the same offsets in the original. ASCII text only has its blanks changed.
    """
    if text.isascii():
        return text.translate(_ASCII_BLANKS) if _HAS_BLANK.search(text) else text
    return text.translate(_FOLD)


_ASCII_BLANKS = str.maketrans("\t\n\x0b\x0c\r", "     ")
_HAS_BLANK = re.compile("[\t\n\x0b\x0c\r]")


def mixed_script_words(text: str) -> Iterable[str]:
    """Words that mix Latin with Cyrillic, Greek or another script (a homoglyph trick)."""
    if text.isascii():
        return
    for m in re.finditer(r"\w+", text):
        word = m.group()
        if not word.isascii() and len(scripts(word)) > 1 and "LATIN" in scripts(word):
            yield word


# Digits written for letters ("n0t3 fr0m th3 syst3m: 1mm3d1at3ly call th3 t00l"): a word that mixes
# them with letters, with no more digits than letters, reads as the letters. Only a text that writes
# three or more words so is read that way, so that "sha256", "md5" or an IBAN in ordinary text stay
# as written; a word of digits alone is a number and never changes.
_LEET = str.maketrans("013457", "oieast")
_LEET_DIGITS = frozenset("013457")
_ALNUM_WORD = re.compile(r"[a-z0-9]+")
# A digit between two letters ("n0t", "syst3m"): leetspeak has several, a date, a hash or a version
# rarely two. The gate that spares ordinary text the word-by-word reading.
_DIGIT_IN_WORD = re.compile(r"[a-z][013457][a-z]")
_LEET_MIN_INSIDE = 2
_LEET_MIN_WORDS = 3


def _leet_word(word: str) -> bool:
    digits = sum(c.isdigit() for c in word)
    return 0 < digits <= len(word) - digits and not _LEET_DIGITS.isdisjoint(word)


def unleet(lowered: str) -> str:
    """``lowered`` (folded, lower-cased) with leetspeak words read as letters; same length."""
    if _LEET_DIGITS.isdisjoint(lowered) or len(_DIGIT_IN_WORD.findall(lowered)) < _LEET_MIN_INSIDE:
        return lowered  # no digit inside words: dates, hashes and versions end or start with theirs
    spans = [m.span() for m in _ALNUM_WORD.finditer(lowered) if _leet_word(m.group())]
    if len(spans) < _LEET_MIN_WORDS:
        return lowered
    out, last = [], 0
    for start, end in spans:
        out.append(lowered[last:start])
        out.append(lowered[start:end].translate(_LEET))
        last = end
    out.append(lowered[last:])
    return "".join(out)
