"""Pick the kind of a tool-definition input and load it, from the one table in ``kinds``.

Kinds are tried in the table's order, most specific first. When nothing matches, the error lists
every kind tried and why each refused.
"""

from __future__ import annotations

from typing import Any

from toolform.errors import LoaderError
from toolform.ir import ToolUniverse
from toolform.loaders.common import read_json_input
from toolform.loaders.kinds import KINDS, get_kind


def detect_kind(data: Any) -> str | dict[str, str]:
    """The kind of parsed JSON data, or each JSON kind's reason for refusing it."""
    reasons: dict[str, str] = {}
    for kind in KINDS.values():
        if kind.reads_json:
            reason = kind.detect(data)
            if reason is None:
                return kind.name
            reasons[kind.name] = reason
    return reasons


def source_kind(obj: Any) -> str | None:
    """The kind of an input that is code rather than JSON (``python``, ``typescript``), else None."""
    for kind in KINDS.values():
        if not kind.reads_json and kind.detect(obj) is None:
            return kind.name
    return None


def load_tools(obj: Any, kind: str | None = None) -> ToolUniverse:
    """Load tools from a path, JSON text or parsed object, detecting the kind unless given.

    Python modules, ``.py`` paths and callables go to the Python loader (use ``Toolset.load`` to
    keep their executors); ``.ts`` paths go to the TypeScript loader.
    """
    name = kind if kind is not None else source_kind(obj)
    if name is not None and not get_kind(name).reads_json:
        return get_kind(name).load(obj, None)
    data, source = read_json_input(obj)
    if name is None:
        found = detect_kind(data)
        if isinstance(found, dict):
            tried = "; ".join(f"{k}: {v}" for k, v in found.items())
            raise LoaderError(
                f"matches no known kind of tool definitions ({tried})", source=source, path="$"
            )
        name = found
    return get_kind(name).load(data, source)
