"""The three grading rules and the re-nesting repair they differ on.

Re-nesting moves a flat argument (``status``) into the object parameter that declares it
(``contract_details: {status}``). The XML-style parsers do it as part of reading; the rules decide
whether that counts (``main``), whether every protocol gets the same help (``symmetric``), or
whether only the call as written counts (``as_written``).
"""

from __future__ import annotations

from typing import Any

from toolform.ir import ToolIR

RULES: tuple[str, ...] = ("main", "symmetric", "as_written")
AS_WRITTEN_REASON = "the parser re-nested a flat argument; not accepted as written"


def check_rule(rule: str) -> None:
    if rule not in RULES:
        raise ValueError(f"unknown grading rule {rule!r}: use one of {', '.join(RULES)}")


def renest(tool: ToolIR, arguments: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Move each flat argument that is no top-level parameter into the one object that has it.

    Returns the new arguments and the repairs: ``renested:<key>`` for a move and
    ``conflict:<key>`` when the object already held that key (the object's value is kept).
    A key that two object parameters declare is left where it is: that would be a guess.
    """
    props = tool.parameters.properties
    out = dict(arguments)
    repairs: list[str] = []
    for key in list(arguments):
        if key in props:
            continue
        owners = [
            p for p, node in props.items() if node.type == "object" and key in node.properties
        ]
        if len(owners) != 1:
            continue
        owner = owners[0]
        target = out.get(owner)
        if target is None:
            target = {}
        if not isinstance(target, dict):
            continue
        target = dict(target)
        value = out.pop(key)
        if key in target:
            repairs.append(f"conflict:{key}")
        else:
            target[key] = value
            repairs.append(f"renested:{key}")
        out[owner] = target
    return out, repairs
