r"""Compiling the guard's patterns in a form that Python's regex engine searches faster.

Most patterns are a list of phrases, nearly each opening on a word boundary
(``\bdo\s+not ...|\bwithout\s+telling ...|(?:the\s+)?user ...|\bsecretly\b``). The engine tries
every alternative at every position of the text, and entering one that opens on ``\b`` costs about
as much as reading it would, even where no word starts. When every alternative opens on ``\b``
the engine's parser takes it out in front (``\b(?:do\s+not ...|...)``) and tests it once per
position; a single alternative that does not open on it stops that. ``compile`` groups each run
of consecutive alternatives that open on ``\b`` under one, which the parser cannot do by itself:
``\b(?:do\s+not ...|without\s+telling ...)|(?:the\s+)?user ...|\bsecretly\b``. That is the same
pattern (alternation is associative, and a ``(?:...)`` group captures nothing), so every match and
every group is the same; on the benchmark's sentences the long phrase lists search in 30 to 70
per cent of the time.
"""

from __future__ import annotations

import re

_BOUNDARY = "\\b"


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, its top-level alternatives that open on ``\\b`` grouped
    (``pattern`` is not written for ``re.VERBOSE``, and holds no ``(?#...)`` comment)."""
    return re.compile(grouped(pattern), flags)


def grouped(pattern: str) -> str:
    """``pattern`` with each run of two or more top-level alternatives that open on ``\\b``
    written as one ``\\b(?:...|...)``."""
    out: list[str] = []
    run: list[str] = []
    for alternative in [*_alternatives(pattern), ""]:  # (the empty end closes the last run)
        if alternative.startswith(_BOUNDARY):
            run.append(alternative[len(_BOUNDARY) :])
            continue
        if len(run) > 1:
            out.append(_BOUNDARY + "(?:" + "|".join(run) + ")")
        elif run:
            out.append(_BOUNDARY + run[0])
        run = []
        out.append(alternative)
    return "|".join(out[:-1])


def _alternatives(pattern: str) -> list[str]:
    """``pattern`` cut at each ``|`` outside every group and character class."""
    cuts: list[str] = []
    depth = start = i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 1  # the escaped character is no operator
        elif c == "[":
            i = _class_end(pattern, i)
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            cuts.append(pattern[start:i])
            start = i + 1
        i += 1
    cuts.append(pattern[start:])
    return cuts


def _class_end(pattern: str, at: int) -> int:
    """The position of the ``]`` that closes the character class opened at ``at``: a ``]`` right
    after the ``[`` (or ``[^``) is a member, as is an escaped one."""
    i = at + 1
    if pattern.startswith("^", i):
        i += 1
    if pattern.startswith("]", i):
        i += 1
    while pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    return i
