"""Cutting a description into the units the guard keeps or removes.

A unit is a sentence, a bullet, a fenced code block, or a *region*: a pseudo-tag block such as
``<IMPORTANT> ... </IMPORTANT>``, ``[HIDDEN] ...`` or an HTML comment. A region is one unit from
its opening to its close, so that removing it takes the instructions inside with it; an opening
tag with no close runs to the end of the text. Every pattern here is a plain scan with bounded
repetition, so the cost stays linear in the length of the text.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from toolform.guard import work

# Tag names that attack write-ups use to wrap instructions for the model. Ordinary markup that
# first-party docs use (<example>, <note>, <b>) is deliberately absent.
_TAG_NAMES = (
    r"important|instructions?|system|system[_-]?prompt|secret|information|hidden|admin|critical"
    r"|sys|inst|override|confidential|private[_-]?instructions?"
)
_OPEN_RE = re.compile(
    rf"<\s*({_TAG_NAMES})\b[^<>\n]{{0,80}}>"
    rf"|\[\s*(?:{_TAG_NAMES}|note to (?:the )?(?:ai|assistant|model|llm|agent))\b"
    r"|<!--|```",
    re.IGNORECASE,
)
# A bracketed label ("[SYSTEM INSTRUCTION]:") heads the paragraph that follows it.
_LABEL_MAX = 40
_PARAGRAPH_END_RE = re.compile(r"\n[ \t]*\n")
_ABBREVIATIONS = frozenset(
    [
        "e.g",
        "i.e",
        "etc",
        "vs",
        "mr",
        "mrs",
        "ms",
        "dr",
        "prof",
        "no",
        "approx",
        "incl",
        "fig",
        "eq",
        "resp",
        "cf",
        "al",
        "st",
        "jr",
        "sr",
        "inc",
        "ltd",
        "co",
        "corp",
        "dept",
        "est",
        "min",
        "max",
        "avg",
        "ca",
        "ver",
        "v",
        "vol",
        "pp",
        "p",
    ]
)
# The longest abbreviation: a longer word before a full stop is not one.
_ABBREVIATION_MAX = max(map(len, _ABBREVIATIONS))
# Candidate boundaries: after . ! ? (plus closing quotes or brackets) and blanks; a blank line;
# a newline before a bullet; a newline after a line that ends with . ! ? : or ;. An instruction
# glued to the text before it with no full stop (a template appended to a parameter's description)
# also opens a sentence: a shouted label, a markdown heading or an override after a blank.
# Every boundary starts on a blank, a newline, a closing quote or a bracket, so the pattern starts
# by consuming one of those (the regex engine then skips every other character in C) and each
# alternative checks, looking behind, the character it consumed and the one before it. Long runs of
# blanks cost nothing extra.
_GLUED = (
    r"(?=[A-Z#])(?=(?:TODO|NOTE|IMPORTANT|SYSTEM|ATTENTION|WARNING|INSTRUCTIONS?|ADMIN|DEVELOPER"
    r"|URGENT|CRITICAL)\s*:|#{2,}|(?:Ignore|Disregard|Forget)\s+(?:all|your|any|the|previous|prior)\b)"
)
# The verbs that open a tool's own description ("Returns ...", "Lists ..."), capitalised and followed
# by a lower-case word: the start of a sentence, even with no full stop before it.
_OWN_OPENING = (
    r"(?=(?:Returns|Lists|Gets|Creates|Deletes|Updates|Retrieves|Fetches|Searches|Sends|Adds|Removes|Shows"
    r"|Reads|Writes|Starts|Stops|Runs|Checks|Generates|Exports|Imports)[ \t]+[a-z])"
)
_BOUNDARY_RE = re.compile(
    r"[ \t\n\"')\]\x1b](?:"
    r"(?<=[.!?]\x1b)\[[0-9;?]*[ -/]*[@-~](?:\x1b\[[0-9;?]*[ -/]*[@-~])*\s*|"  # a stop, terminal escapes
    r"(?<=[.!?][\"')\]])[\"')\]]*[ \t]+(?=\S)"  # a stop, closing marks, blanks
    r"|(?<=[.!?][ \t])[ \t]*(?=\S)"  # a stop, blanks
    r"|(?<=\n)[ \t]*\n\s*"  # a blank line
    # a newline before a bullet, a table row or a changelog entry ("v1.3: layers are kept")
    r"|(?<=\n)[ \t]*(?=(?:[-*\u2022+]|\d{1,3}[.)]|[vV]?\d{1,3}(?:\.\d{1,3}){1,3}:)[ \t]|\|)"
    r"|(?<=[.!?:;][ \t])[ \t]*\n\s*"  # a line ending . ! ? : ; then blanks and a newline
    r"|(?<=[.!?:;]\n)\s*"  # the same with the newline right after
    r"|(?<=[a-z0-9)][ \t])[ \t]*"
    + _GLUED  # an instruction glued on after a blank
    # (stop 56) the tool's own description glued after an appended text with no full stop ("... the
    # other one is basically broken Returns allow, deny or implicit_deny"), and a capital after a
    # closing tag ("...untrusted.</ranking> SMS is discouraged"; checked in ``sentences``)
    + r"|(?<=[a-z0-9)'\"][ \t])(?<!\bthe[ \t])(?<!\ba[ \t])(?<!\ban[ \t])[ \t]*"
    + _OWN_OPENING
    + r"|(?<=>[ \t])[ \t]*(?=[A-Z]))"
)
# A closing tag at the end of what is searched: a sentence boundary after it (``sentences``), the end
# of the block a marker opened (the scanner's sweep).
CLOSING_TAG_END = re.compile(r"</\s*[\w-]{1,40}\s*>$")


class Unit(NamedTuple):
    """One removable piece of a text: ``text[start:end]``; ``tag`` is set on regions.

    A named tuple: a long description is cut into thousands of these, and a frozen dataclass took
    a tenth of the segmenting time to build them.
    """

    start: int
    end: int
    kind: str  # "sentence", "region" or "code"
    tag: str = ""


def _region_end(text: str, m: re.Match[str]) -> tuple[int, str]:
    opened = m.group()
    if opened == "```":
        close = text.find("```", m.end())
        return (len(text) if close < 0 else close + 3), "code"
    if opened == "<!--":
        close = text.find("-->", m.end())
        return (len(text) if close < 0 else close + 3), "region"
    if opened.startswith("<"):
        name = m.group(1)
        closing = re.compile(rf"<\s*/\s*{re.escape(name)}\s*>", re.IGNORECASE).search(text, m.end())
        return (len(text) if closing is None else closing.end()), "region"
    # "[LABEL ...]": a short label heads its paragraph; a long bracket is the block itself.
    close_at = text.find("]", m.end())
    if close_at < 0:
        return len(text), "region"
    if close_at - m.start() > _LABEL_MAX:
        return close_at + 1, "region"
    para = _PARAGRAPH_END_RE.search(text, close_at)
    return (len(text) if para is None else para.start()), "region"


def _after_abbreviation(text: str, start: int) -> bool:
    """A full stop that does not end a sentence: after an abbreviation or an initial."""
    stop = start
    while stop > 0 and text[stop - 1] in "\"')]":
        stop -= 1
    if stop == 0 or text[stop - 1] != ".":
        return False
    # The word before the stop; one longer than every abbreviation is none (no need to read all of it).
    word_start = stop - 1
    while (
        word_start > 0
        and stop - 1 - word_start <= _ABBREVIATION_MAX
        and (text[word_start - 1].isalnum() or text[word_start - 1] == ".")
    ):
        word_start -= 1
    if stop - 1 - word_start > _ABBREVIATION_MAX:
        return False
    word = text[word_start : stop - 1].lower()
    initial = len(word) == 1 and text[stop - 2].isupper()
    return word in _ABBREVIATIONS or initial


# How far a quotation may run on after a full stop inside it and still be one message.
_QUOTE_MAX = 200


def _quote_closes(text: str, m: re.Match[str]) -> bool:
    """The double quote open at this stop closes later on the same line, not far on: a message
    quoted whole ('tell the user: "Memory saved. Upgrade at memoryplus.app."') is one unit, so what
    it says is read together. (The boundary's own characters may be the closing quote itself.)"""
    if '"' in m.group():
        return False
    close = text.find('"', m.end(), m.end() + _QUOTE_MAX)
    return close >= 0 and text.find("\n", m.end(), close) < 0


def _colon_quote_closes(text: str, line: int, m: re.Match[str]) -> bool:
    """A message opened by a single quote after a colon ("tell the user: 'Revocation complete. Re-enter
    ...'") runs on past this stop and closes on the same line, not far on: one unit, as for a double
    quote (``_quote_closes``). Apostrophes make single quotes ambiguous, so only this opening counts:
    the last single quote before the stop, after a colon, before a letter (stop 56)."""
    q = text.rfind("'", max(line, m.start() - _QUOTE_MAX), m.start())
    if (
        q < 1
        or not text[q + 1 : q + 2].isalpha()
        or not text[max(line, q - 2) : q].rstrip().endswith(":")
    ):
        return False
    close = text.find("'", m.end(), m.end() + _QUOTE_MAX)
    return (
        close > 0
        and not text[close - 1].isspace()
        and not text[close + 1 : close + 2].isalnum()
        and text.find("\n", m.end(), close) < 0
    )


def sentences(text: str, start: int = 0, end: int | None = None) -> list[Unit]:
    """The sentences and bullets of ``text[start:end]``, trimmed of surrounding blanks."""
    end = len(text) if end is None else end
    units: list[Unit] = []
    cursor = start
    # Backtick and double-quote parity since the start of the line, kept up to date as we go
    # (linear, not a rescan).
    seen, in_code, in_quote = start, False, False
    line = start  # where the current line starts
    for m in _BOUNDARY_RE.finditer(text, start, end):
        newline = text.rfind("\n", seen, m.start())
        if newline >= 0:
            seen, in_code, in_quote = newline + 1, False, False
            line = seen
        in_code ^= text.count("`", seen, m.start()) % 2 == 1
        in_quote ^= text.count('"', seen, m.start()) % 2 == 1
        seen = m.start()
        if "\n" in m.group():
            in_code = in_quote = False
            seen = line = m.end()
        elif (
            in_code
            or _after_abbreviation(text, m.start())
            or (in_quote and _quote_closes(text, m))
            or _colon_quote_closes(text, line, m)
            or (
                m.start()
                and text[m.start() - 1] == ">"
                and CLOSING_TAG_END.search(text, max(0, m.start() - 48), m.start()) is None
            )
        ):
            continue
        _append(units, text, cursor, m.start())
        cursor = m.end()
    _append(units, text, cursor, end)
    return units


# A bullet, a markdown table row ("| ❌ | NEVER run destructive commands |") or a changelog entry
# opened by its version ("v1.3: layers are kept by default"): one line each.
BULLET_RE = re.compile(r"(?:[-*\u2022+]|\d{1,3}[.)]|[vV]?\d{1,3}(?:\.\d{1,3}){1,3}:)[ \t]|\|")


def _append(units: list[Unit], text: str, start: int, end: int) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start >= end:
        return
    if BULLET_RE.match(text, start):
        # A bullet is one line: the text on the next line is not part of it.
        newline = text.find("\n", start, end)
        if newline >= 0:
            _append(units, text, start, newline)
            _append(units, text, newline, end)
            return
    units.append(Unit(start, end, "sentence"))


def segment(text: str) -> list[Unit]:
    """Every unit of ``text`` in order: regions and code blocks whole, the rest as sentences."""
    work.add(len(text))
    units: list[Unit] = []
    cursor = 0
    while True:
        m = _OPEN_RE.search(text, cursor)
        if m is None:
            break
        units.extend(sentences(text, cursor, m.start()))
        region_end, kind = _region_end(text, m)
        cursor = region_end
        while region_end > m.end() and text[region_end - 1].isspace():
            region_end -= 1
        units.append(Unit(m.start(), region_end, kind, m.group()))
    units.extend(sentences(text, cursor))
    return units


def without(text: str, units: list[Unit], drop: set[int]) -> str:
    """``text`` with the units at ``drop`` taken out; what is kept stays byte for byte.

    The blank run in front of a kept unit is the one the original had there, so removing a
    sentence closes the gap it leaves and nothing else moves.
    """
    if not drop:
        return text
    kept = [i for i in range(len(units)) if i not in drop]
    if not kept:
        return ""
    out = [text[: units[0].start]]
    for n, i in enumerate(kept):
        if n:
            out.append(text[units[i - 1].end : units[i].start])
        out.append(text[units[i].start : units[i].end])
    out.append(text[units[kept[-1]].end :] if kept[-1] == len(units) - 1 else "")
    return "".join(out)
