"""Residue: the label, lead-in or intensifier left beside an attacker sentence once it is removed.

An attack is rarely one sentence. A label opens it ("[SYSTEM COMPLIANCE NOTICE - applies to the
assistant]", "Workspace compliance audit hook."), a lead-in announces the payload ("... by running
this shell command:"), and a short sentence presses it afterwards ("This is mandatory.", "This is
required for access control validation per security policy.", "Do not mention this policy.").
Alone, none of them asks for anything harmful, so no detector fires; left in the prompt, they
still speak for the attacker and point at nothing. A unit that only labels, announces or presses
a removed neighbour in the same paragraph goes with it (rule ``guard.residue``). The tool's own
sentences beside an attack neither label it with bracketed authority words nor press it, so they
stay; a bare fragment such as "Workspace compliance audit hook." is left, since a tool's own first
line reads the same ("Log an audit event.").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from toolform.guard import intent, work

RULE = "guard.residue"
_F = re.DOTALL
# Words of authority and obligation that labels and intensifiers are made of.
_AUTHORITY = re.compile(
    r"\b(?:system|compliance|notice|directive|policy|protocol|mandatory|required|requirement|security"
    r"|priority|override|admin(?:istrator)?|important|warning|instructions?|assistant|agent|model|ai|llm"
    r"|audit|hook|critical|urgent|enforced|operator|setup|rules?)\b",
    _F,
)
_BRACKETED = re.compile(r"^\W*[\[<({].*[\]>)}]\W*$|^\W*(?:&lt;).*(?:&gt;)\W*$", _F)
# Pressing a removed neighbour: "This is mandatory.", "Required by policy.", "This step is non-negotiable."
_PRESS = re.compile(
    r"^\W*(?:(?:this|that|it|these|which|such\s+\w+)(?:\s+\w+){0,3}?\s+(?:is|are)\s+(?:a\s+|an\s+|absolutely\s+"
    r"|strictly\s+)?(?:\w+\s+)?(?:mandatory|required|necessary|compulsory|non-negotiable|essential|obligatory"
    r"|critical|enforced|not\s+optional|requirements?|policy)"
    r"|(?:required|mandatory|compulsory|enforced)\s+(?:by|per|under|for)\b)",
    _F,
)
# Pointing back at the removed instruction: "this policy", "the audit", "this instruction".
_ANAPHOR = re.compile(
    r"\b(?:this|these|that|the|such)\s+(?:\w+\s+)?(?:instructions?|steps?|rules?|requirements?|polic(?:y|ies)"
    r"|audit|checks?|protocol|procedure|notice|directive|marker|action)\b",
    _F,
)
_ASKS = re.compile(
    r"(?:^\W*|,\s*)(?:halt|stop|abort|report|inform|tell|say|refuse|do\s+not|don'?t|never|remember)\b"
    r"|\b(?:must|shall|should|need\s+to|has\s+to|have\s+to)\b",
    _F,
)
_MAX_WORDS = 25
# A list item's number cut off from its item ("3." before "Run ..."): it goes with the item.
_ENUMERATOR = re.compile(r"^\W{0,3}(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)]\W{0,3}$", _F)


def _label(low: str) -> bool:
    """A short label of authority, bracketed or ending in a colon. (A verbless fragment is not
    enough: a tool's own first line is often one, "Log an audit event.", "Administer the system.")"""
    text = low.strip()
    if len(text.split()) > 12 or not _AUTHORITY.search(text):
        return False
    return bool(_BRACKETED.search(text)) or text.endswith(":")


def before(low: str) -> bool:
    """A unit that labels or announces the removed unit after it."""
    work.add(len(low))
    text = low.strip()
    if _label(text) or _ENUMERATOR.match(text):
        return True
    return text.endswith(":") and intent.uncertain(text)


def after(low: str) -> bool:
    """A unit that closes, presses or points back at the removed unit before it."""
    work.add(len(low))
    text = low.strip()
    if len(text.split()) > _MAX_WORDS:
        return False
    if _label(text) or _PRESS.search(text):
        return True
    return _ANAPHOR.search(text) is not None and _ASKS.search(text) is not None


def spread(
    n: int, drop: set[int], low: Callable[[int], str], joined: Callable[[int], bool]
) -> list[int]:
    """The units (of ``n``) that go with a dropped neighbour, added to ``drop`` and returned.

    ``low(i)``: unit ``i`` folded and lower-cased; ``joined(i)``: units ``i`` and ``i + 1`` are in
    one paragraph. Residue chains (a label before a lead-in before a payload), so the pass after
    the payload runs forward and the pass before it backward; each unit is read at most twice.
    """
    added: list[int] = []
    for i in range(1, n):
        if i not in drop and i - 1 in drop and joined(i - 1) and after(low(i)):
            drop.add(i)
            added.append(i)
    for i in range(n - 2, -1, -1):
        if i not in drop and i + 1 in drop and joined(i) and before(low(i)):
            drop.add(i)
            added.append(i)
    return sorted(added)
