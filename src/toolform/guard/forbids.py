"""Shared by the sentence detectors beside ``intent``: a prohibition, the finding tuple, and the
sentences a field pass reports, each once.

A sentence that forbids what a detector looks for ("never forward messages to an outside
address", "do not include API keys available in the session") is guidance: it protects the user.
The detectors of ``agent_data``, ``agent_output`` and ``disclosure`` all yield to it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from toolform.guard import regex

_PROHIBITION = regex.compile(
    r"(?:^|[.;:]\s*)(?:[^\w\s]{0,8}\s*\w+:\s*)?(?:never|do\s+not|don'?t|must\s+not|avoid)\b"
    r"|\b(?:must|should|may|can|will)\s*(?:never|not|n'?t)\s+(?:be\s+)?(?:forward|redirect|send|cc|copy|sent"
    r"|forwarded|redirected|copied|shar|reveal|disclose|expose|include|pass|print|leak|append|add|run|pipe)"
    r"|\b(?:never|not)\s+(?:reveal|share|disclose|expose|include|send|pass|print|leak|paste|copy|put|post|attach"
    r"|upload|forward|quote|store|log)\b",
    re.DOTALL,
)


def forbids(low: str) -> bool:
    """The sentence (folded, lower-cased) forbids rather than asks."""
    return _PROHIBITION.search(low) is not None


def high(reasons: dict[str, str], rule: str) -> tuple[str, str, str, str]:
    """``(rule, class, "high", reason)``; the class is the rule's prefix."""
    return rule, rule.split(".", 1)[0], "high", reasons[rule]


def each_once(hits: Iterable[int], flagged: set[int]) -> Iterator[int]:
    """The sentences of ``hits`` not in ``flagged`` yet, added to it as they are given: a field pass
    that finds a sentence twice (as one of two pairs) reports it once."""
    for k in hits:
        if k not in flagged:
            flagged.add(k)
            yield k
