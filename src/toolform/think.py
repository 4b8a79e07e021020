"""Removing the reasoning block a reasoning model writes before its answer.

Shared by the parser and the clients, so that ``ChatResult.text`` and ``parse_reply`` agree on
what the answer is.
"""

from __future__ import annotations

_OPEN = "<think>"
_CLOSE = "</think>"


def strip_think(text: str) -> tuple[str, str | None]:
    """The reply without its leading reasoning, and the reasoning (``None`` when there was none).

    Handles a closed block, an unclosed leading block (all of it is reasoning), and a reply whose
    opening tag the chat template wrote (text, then ``</think>``, then the answer).
    """
    reasoning: list[str] = []
    rest = text
    while True:
        head = rest.lstrip()
        if head.startswith(_OPEN):
            end = head.find(_CLOSE, len(_OPEN))
            if end < 0:
                reasoning.append(head[len(_OPEN) :])
                rest = ""
                break
            reasoning.append(head[len(_OPEN) : end])
            rest = head[end + len(_CLOSE) :]
            continue
        close = rest.find(_CLOSE)
        if close >= 0 and _OPEN not in rest[:close]:
            reasoning.append(rest[:close])
            rest = rest[close + len(_CLOSE) :]
            continue
        break
    if not reasoning:
        return text, None
    return rest.lstrip("\n"), "\n".join(r.strip() for r in reasoning)
