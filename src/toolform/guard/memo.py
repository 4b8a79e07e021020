"""Bounded memories of the guard: per-word and per-sentence results, forgotten all at once.

The guard meets the same words and sentences again and again (fields of one toolset, tools of a
long-running server), so several of its steps remember what they computed. A process that
guards for days meets unbounded new text, so each memory holds at most a fixed number of entries
and is emptied when full: one recomputation per entry afterwards, no bookkeeping per lookup (an
LRU's would cost more than most of the results it keeps).
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def remember(memo: dict[K, V], key: K, value: V, limit: int) -> V:
    """Store ``value`` under ``key`` in ``memo``, emptying it first when it holds ``limit`` entries."""
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value
    return value
