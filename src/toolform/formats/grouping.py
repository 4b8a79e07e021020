"""Which namespace a tool belongs to, for the layouts that group tools."""

from __future__ import annotations

from collections.abc import Sequence

from toolform.ir import ToolIR
from toolform.naming import split_words


def group_of(name: str) -> str:
    """The namespace a tool belongs to: the text before ``.`` or ``__``, else its first word."""
    for sep in (".", "__"):
        if sep in name:
            return name.split(sep, 1)[0]
    words = split_words(name)
    return words[0] if len(words) > 1 else "functions"


def grouped(tools: Sequence[ToolIR]) -> dict[str, list[ToolIR]]:
    """Tools by ``group_of`` their name, groups and members in first-seen order."""
    groups: dict[str, list[ToolIR]] = {}
    for tool in tools:
        groups.setdefault(group_of(tool.name), []).append(tool)
    return groups
