"""Sentences a pattern matches, one for each alternative it has: to check the wake words.

The guard runs a rule's or a detector's pattern only on a sentence where one of its trigger
substrings occurs (and, for some, one of its ``also`` words). Both lists are written by hand
beside the patterns, so an alternative can end up with none of them: it then fires only by
coincidence. ``witnesses`` walks a pattern's parse tree and writes, for every alternative of
every branch, a short string that takes that alternative (the other branches take their plainest
choice); ``dead`` keeps those the pattern really matches and that hold no wake word. The guard
reads blanks folded and collapsed to one space, so a run of blanks is written as one space.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

try:
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser as p  # type: ignore[attr-defined]
except ImportError:  # Python 3.10
    import sre_constants as c  # type: ignore[no-redef]
    import sre_parse as p  # type: ignore[no-redef]

_CATEGORY = {c.CATEGORY_SPACE: " ", c.CATEGORY_DIGIT: "0", c.CATEGORY_WORD: "x"}
_POSSESSIVE = getattr(c, "POSSESSIVE_REPEAT", None)


class _Writer:
    """Writes a string for a parse tree; ``pick`` says which alternative each branch takes."""

    def __init__(self, pick: dict[int, int]) -> None:
        self.pick = pick  # id of a branch node's alternatives -> the alternative taken

    def seq(self, items: Iterable[tuple[Any, Any]]) -> str:
        return "".join(self.node(op, av) for op, av in items)

    def node(self, op: Any, av: Any) -> str:
        if op is c.LITERAL:
            return chr(av)
        if op is c.NOT_LITERAL:
            return "y" if chr(av) == "x" else "x"
        if op is c.ANY:
            return "x"
        if op is c.SUBPATTERN:
            return self.seq(av[-1])
        if op is c.BRANCH:
            return self.seq(av[1][self.pick.get(id(av[1]), 0)])
        if op is c.IN:
            return _one_of(av)
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, _POSSESSIVE):
            low, _, child = av
            return self.seq(child) * low if low else ""
        return ""  # anchors and lookarounds match no text


def _one_of(items: list[tuple[Any, Any]]) -> str:
    if items and items[0][0] is c.NEGATE:
        return "x"
    for op, av in items:
        if op is c.LITERAL:
            return chr(av)
        if op is c.RANGE:
            return chr(av[0])
        if op is c.CATEGORY and av in _CATEGORY:
            return _CATEGORY[av]
    return "x"


def _branches(items: Iterable[tuple[Any, Any]]) -> Iterator[list[Any]]:
    """Every branch node's list of alternatives in a parse tree."""
    for op, av in items:
        if op is c.SUBPATTERN:
            yield from _branches(av[-1])
        elif op is c.BRANCH:
            yield av[1]
            for alternative in av[1]:
                yield from _branches(alternative)
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, _POSSESSIVE):
            yield from _branches(av[2])
        elif op in (c.ASSERT, c.ASSERT_NOT):
            yield from _branches(av[1])


def witnesses(pattern: re.Pattern[str], avoid: Iterable[str]) -> Iterator[str]:
    """For each alternative of each branch, a string that takes it: the other branches take their
    first alternative that holds none of ``avoid`` (the wake words), so a witness is as plain as
    the pattern allows."""
    tree = p.parse(pattern.pattern, pattern.flags)
    words = tuple(avoid)
    branches = list(_branches(tree))
    plain: dict[int, int] = {}
    for alternatives in reversed(branches):  # inner branches first: their picks shape the outer
        texts = [_Writer(plain).seq(a) for a in alternatives]
        plain[id(alternatives)] = next(
            (i for i, t in enumerate(texts) if not any(w in t for w in words)), 0
        )
    yield _Writer(plain).seq(tree)
    for alternatives in branches:
        for i in range(len(alternatives)):
            yield _Writer({**plain, id(alternatives): i}).seq(tree)


def dead(pattern: re.Pattern[str], wake: Iterable[str]) -> list[str]:
    """Witnesses that the pattern matches and that hold none of the wake words, read inside a
    sentence (a space each side: a trigger such as " me" expects the word before it)."""
    words = tuple(wake)
    return sorted(
        {
            w
            for w in witnesses(pattern, words)
            if pattern.search(w) and not any(t in f" {w} " for t in words)
        }
    )
