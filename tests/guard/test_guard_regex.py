"""The guard's patterns are compiled with their word-boundary alternatives grouped: same matches."""

from __future__ import annotations

import re

from toolform.guard import regex


def test_runs_of_boundary_alternatives_are_grouped() -> None:
    assert regex.grouped(r"\ba|\bb|c|\bd|\be") == r"\b(?:a|b)|c|\b(?:d|e)"
    assert regex.grouped(r"c|\bd|e") == r"c|\bd|e"


def test_only_top_level_bars_cut() -> None:
    """A bar in a group, in a character class (``]`` first is a member) or escaped is no cut."""
    pattern = r"\b[]|]x|\b[^\]|]y|\b(?:a|b)\||c"
    assert regex.grouped(pattern) == r"\b(?:[]|]x|[^\]|]y|(?:a|b)\|)|c"


def test_same_matches_and_groups() -> None:
    pattern = r"(?:the\s+)?user\b|\bdo\s+(?P<what>not|never)\b|\bsilently\b|x(\d)|\bno\s+need"
    plain, grouped = re.compile(pattern), regex.compile(pattern)
    assert grouped.pattern != pattern
    texts = ("breathe user", "we do never", "silently x1 no need", "do not, the user", "x2", "")
    for text in texts:
        a, b = plain.search(text), grouped.search(text)
        assert (a and (a.span(), a.groups(), a.groupdict())) == (
            b and (b.span(), b.groups(), b.groupdict())
        )
