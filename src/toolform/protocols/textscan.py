"""Linear-time helpers for finding tagged spans in a reply.

Each lookup of "the next occurrence of this token" remembers its answer, so a reply with many
openers and no closer (a truncated or hostile reply) is still scanned in linear time.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence


class NextFinder:
    """``str.find`` with memory: repeated searches for the same token never rescan the text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._memo: dict[str, tuple[int, int]] = {}

    def find(self, token: str, pos: int) -> int:
        searched_from, found = self._memo.get(token, (-1, -2))
        if searched_from != -1 and searched_from <= pos and (found == -1 or found >= pos):
            return found
        found = self.text.find(token, pos)
        self._memo[token] = (pos, found)
        return found

    def first(self, tokens: Sequence[str], pos: int) -> int:
        """The earliest position of any of ``tokens`` at or after ``pos``, or -1."""
        hits = [i for i in (self.find(t, pos) for t in tokens) if i >= 0]
        return min(hits) if hits else -1


def span_until(
    text: str,
    start: int,
    close: str,
    *,
    lenient: bool,
    stops: Sequence[str] = (),
    finder: NextFinder | None = None,
) -> str | None:
    """The text from ``start`` to ``close``; lenient reads let an unclosed span end at a stop."""
    finder = finder or NextFinder(text)
    end = finder.find(close, start)
    stop = finder.first(stops, start) if stops else -1
    if end >= 0 and (stop < 0 or end <= stop or not lenient):
        return text[start:end]
    if not lenient:
        return None
    return text[start : stop if stop >= 0 else len(text)]


def tagged_bodies(text: str, opener: re.Pattern[str], *, lenient: bool) -> Iterator[str]:
    """The body of each ``<tag>...</tag>`` whose opening tag ``opener`` matches.

    The closing tag is the opening one with a slash. A lenient read lets an unclosed body run to
    the next opening tag or to the end of the text.
    """
    finder = NextFinder(text)
    matches = list(opener.finditer(text))
    for i, match in enumerate(matches):
        tag = match.group(0)
        close = "</" + tag[1:]
        nxt = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        end = finder.find(close, match.end())
        if 0 <= end <= nxt:
            yield text[match.end() : end]
        elif lenient:
            yield text[match.end() : nxt]


def tag_values(
    body: str, opener: re.Pattern[str], close: str, *, lenient: bool, stops: Sequence[str] = ()
) -> list[tuple[str, str]]:
    """``(key, raw value)`` for each ``opener``-matched tag in ``body``, the key being group 1.

    A strict read needs each value closed before the next tag opens; a lenient read lets an
    unclosed value end at the next tag or at one of ``stops``.
    """
    finder = NextFinder(body)
    matches = list(opener.finditer(body))
    out: list[tuple[str, str]] = []
    for i, match in enumerate(matches):
        limit = matches[i + 1].start() if i + 1 < len(matches) else len(body)
        end = finder.find(close, match.end())
        if 0 <= end <= limit:
            out.append((match.group(1), body[match.end() : end]))
        elif lenient:
            stop = finder.first(stops, match.end()) if stops else -1
            out.append(
                (match.group(1), body[match.end() : min(limit, stop if stop >= 0 else limit)])
            )
    return out
