"""Which guard a loop runs, from the one argument ``CallLoop`` takes for it."""

from __future__ import annotations

from toolform.clients.base import ChatClient
from toolform.guard.scanner import Guard


def as_guard(guard: str | Guard | None, client: ChatClient | None = None) -> Guard | None:
    """``guard`` as a ``Guard``: a level name becomes one, and ``"judge"`` asks ``client`` (the
    loop's own model) about the sentences the rules leave in doubt. None means no guard."""
    if guard is None or isinstance(guard, Guard):
        return guard
    return Guard(guard, judge=client if guard == "judge" else None)
