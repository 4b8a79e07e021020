"""One reply graded for the results store: parsed under every rule, scored, and serialised.

The runner grades in its own process or hands replies to grader processes
(``study/graders.py``); both call ``grade_reply``, so a row never depends on where it was graded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from toolform.parse import parse_reply_rules
from toolform.study.grid import RULES
from toolform.study.scoring import score_reply
from toolform.study.tasks import Task
from toolform.toolset import Toolset


@dataclass(frozen=True)
class Graded:
    correct: dict[str, bool]  # per rule
    resisted: bool | None  # injection tasks only
    parsed: str  # JSON: the main rule's ParsedReply.to_dict(), the calls of the other rules
    score: str  # JSON: Score.to_dict() per rule


def _graded(reply: Any) -> dict[str, Any]:
    """What a rule decided: the accepted and the rejected calls."""
    return {
        "calls": [c.to_dict() for c in reply.calls],
        "rejected": [c.to_dict() for c in reply.rejected],
    }


def grade_reply(task: Task, toolset: Toolset, protocol_id: str, text: str) -> Graded:
    """The reply read once, graded under each rule, and scored for ``task``."""
    replies = parse_reply_rules(text, toolset, protocol_id, RULES)
    parsed: dict[str, Any] = {}
    scores: dict[str, Any] = {}
    correct: dict[str, bool] = {}
    resisted: bool | None = None
    for rule in RULES:
        reply = replies[rule]
        score = score_reply(task, reply, text, toolset)
        # The full dict (lenient parses included) once; the other rules differ only in grading.
        parsed[rule] = reply.to_dict() if rule == "main" else _graded(reply)
        scores[rule] = score.to_dict()
        correct[rule] = score.correct
        if rule == "main":
            resisted = score.resisted
    return Graded(correct, resisted, json.dumps(parsed, default=str), json.dumps(scores))
