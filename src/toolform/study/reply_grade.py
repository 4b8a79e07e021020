"""One reply graded for the results store: parsed under every rule, scored, and serialised.

The runner grades in its own process or hands replies to grader processes
(``study/grader_pool.py``); both call ``grade_reply``, so a row never depends on where it was graded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from toolform.clients.base import CUT_OFF_FINISH
from toolform.grading_rules import RULES
from toolform.parse import ParsedReply, parse_reply_rules
from toolform.protocols.scan import shared_scans
from toolform.study.scoring import Score, score_reply
from toolform.study.tasks import Task
from toolform.toolset import Toolset

_encode = json.JSONEncoder().encode
_encode_parsed = json.JSONEncoder(default=str).encode  # json.dumps builds one per call


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


def grade_reply(
    task: Task, toolset: Toolset, protocol_id: str, text: str, finish_reason: str | None = None
) -> Graded:
    """The reply read once, graded under each rule, and scored for ``task``.

    A reply the endpoint stopped for length (``finish_reason``) is cut off under every rule,
    whatever its text holds: it is never a declared "no call" (the loop decides alike).

    A score depends only on the calls and rejections a rule ended with (``no_call_declared``
    follows from them and the shared read), so a rule that decided what an earlier one did takes
    its score: most replies need no re-nesting, and then all three rules decide alike.
    """
    parsed: dict[str, Any] = {}
    scores: dict[str, Any] = {}
    correct: dict[str, bool] = {}
    resisted: bool | None = None
    done: list[tuple[ParsedReply, Score, dict[str, Any]]] = []
    with shared_scans():  # the strict read and the lenient one (in to_dict) share their scans
        replies = parse_reply_rules(text, toolset, protocol_id, RULES)
        if finish_reason in CUT_OFF_FINISH:
            for reply in replies.values():
                reply.mark_cut_off()
        for rule in RULES:
            reply = replies[rule]
            alike = (
                d for d in done if d[0].calls == reply.calls and d[0].rejected == reply.rejected
            )
            found = next(alike, None)
            if found is None:
                found = (reply, score_reply(task, reply, text, toolset), _graded(reply))
                done.append(found)
            _, score, graded = found
            # The full dict (lenient parses included) once; the other rules differ only in grading.
            parsed[rule] = reply.to_dict() if rule == "main" else graded
            scores[rule] = score.to_dict()
            correct[rule] = score.correct
            if rule == "main":
                resisted = score.resisted
    return Graded(correct, resisted, _encode_parsed(parsed), _encode(scores))
