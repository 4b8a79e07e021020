"""Every alternative of every guard pattern can wake: its wake words cover what it matches.

The guard runs a pattern only where one of its hand-kept wake words occurs, so an alternative
whose matches hold none of them is dead (it fires only when some other word happens to be in the
sentence). ``wake_coverage`` writes a witness for each alternative; a witness that the pattern
matches and that holds no wake word is such an alternative, and the test names it.
"""

from __future__ import annotations

import re

import pytest
from wake_coverage import dead, witnesses

from toolform.guard import agent_output, disclosure, intent, retired, rivals
from toolform.guard.rules import RULES

# ``also`` lists that are a condition of their own, not a cheap copy of the pattern's words.
_CONDITIONS = {
    # a side call names the tool it forces: a name-like token (``log_audit``, ``ns:tool``)
    "_CALL_ORDER",
    # money moves only with a verb of paying or a payee beside the account
    "_ACCOUNT",
}
_DETECTORS = {name: d for name, d in vars(intent).items() if isinstance(d, intent._Detector)}


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_each_rule_alternative_holds_a_trigger(rule) -> None:
    """A rule holds when all its patterns match, so one pattern covered by the triggers is enough."""
    misses = [dead(pattern, rule.triggers) for pattern in rule.all_of]
    assert not all(misses), min(misses, key=len)[:10]
    if rule.also:
        misses = [dead(pattern, rule.also) for pattern in rule.all_of]
        assert not all(misses), min(misses, key=len)[:10]


@pytest.mark.parametrize("name", sorted(_DETECTORS))
def test_each_detector_alternative_holds_a_trigger(name: str) -> None:
    detector = _DETECTORS[name]
    assert dead(detector.pattern, detector.triggers)[:10] == []
    if detector.also and name not in _CONDITIONS:
        assert dead(detector.pattern, detector.also)[:10] == []
    if detector.need:  # (it only spares searches: a match that holds none of its words is lost)
        assert dead(detector.pattern, detector.need)[:10] == []


def _without_words(pattern: re.Pattern[str], words: frozenset[str]) -> list[str]:
    """Witnesses the pattern matches with no whole word of ``words`` (a module's field test)."""
    return sorted(
        w
        for w in set(witnesses(pattern, ()))
        if pattern.search(w) and words.isdisjoint(re.findall("[a-z]+", w))
    )


@pytest.mark.parametrize(
    ("module", "pattern", "gate"),
    [
        (agent_output, agent_output._FETCH_RUN, "fetch"),
        (agent_output, agent_output._MARKER, "marker"),
        (agent_output, agent_output._FALSE_NEWS, "news"),
        (disclosure, disclosure._INTERCEPT, None),
        (disclosure, disclosure._HIDDEN_STEP, None),
        (disclosure, disclosure._SIDE, None),
        (rivals, rivals._COMPARATIVE, None),
        (rivals, rivals._CHOICE, None),
        (rivals, rivals._SELF_CHOSEN, None),
    ],
    ids=[
        "fetch_run",
        "marker",
        "false_news",
        "intercept",
        "hidden_step",
        "side",
        "compared",
        "choice",
        "self_chosen",
    ],
)
def test_sentence_detectors_wake_on_what_they_match(module, pattern, gate) -> None:
    """A sentence detector wakes on a whole word of its field, then on a gate per pattern."""
    assert _without_words(pattern, module.WORDS)[:10] == []
    if gate is not None:
        assert dead(pattern, agent_output._GATES[gate])[:10] == []


def test_rivals_gates_its_choice_on_what_it_reads() -> None:
    assert dead(rivals._CHOICE, rivals._CHOICE_GATE) == []
    assert dead(rivals._SELF_CHOSEN, rivals._CHOICE_GATE) == []


def test_retired_wakes_on_what_it_reads() -> None:
    assert dead(retired._SELF_RETIRED, retired.WORDS) == []
    assert dead(retired._MOVED, retired.MOVED_WORDS) == []


def test_witnesses_find_a_dead_alternative() -> None:
    """The check can fail: an alternative without a trigger is named by its witness."""
    pattern = re.compile(r"\b(?:ignore|skip)\s+(?:all\s+)?previous\b")
    assert dead(pattern, ("ignore",)) == ["skip previous"]
    assert dead(pattern, ("ignore", "skip")) == []
