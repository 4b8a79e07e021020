"""Pick the kind of a tool-definition input and load it.

Kinds are tried in a fixed order, most specific first (an IR dump also looks like bare OpenAI
functions; a BFCL doc too, until its ``dict``/``float`` types give it away). When nothing matches,
the error lists every kind tried and why each refused.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from types import ModuleType
from typing import Any

from toolform.errors import LoaderError
from toolform.ir import ToolUniverse
from toolform.loaders import anthropic, bfcl, gemini, ir, mcp, openai
from toolform.loaders.common import is_typescript_path, read_json_input

JSON_KINDS: dict[str, ModuleType] = {
    "ir": ir,
    "mcp": mcp,
    "anthropic": anthropic,
    "gemini": gemini,
    "bfcl": bfcl,
    "openai": openai,
}


def detect_kind(data: Any) -> str | dict[str, str]:
    """The kind of parsed JSON data, or each kind's reason for refusing it."""
    reasons: dict[str, str] = {}
    for name, module in JSON_KINDS.items():
        reason = module.explain_mismatch(data)
        if reason is None:
            return name
        reasons[name] = reason
    return reasons


# The code loaders are imported when code is loaded: together they are most of what importing
# toolform costs, and a process that only reads JSON tools or replies never needs them.
SOURCE_KINDS = ("python", "typescript")


def is_python_input(obj: Any) -> bool:
    """Whether ``obj`` is something only the Python loader reads."""
    if isinstance(obj, ModuleType) or inspect.isfunction(obj) or inspect.ismethod(obj):
        return True
    if isinstance(obj, (str, Path)):
        return str(obj).endswith(".py")
    if isinstance(obj, (list, tuple)) and obj:
        return all(callable(f) and not isinstance(f, type) for f in obj)
    return False


def source_kind(obj: Any) -> str | None:
    """``python`` or ``typescript`` for inputs that are code rather than JSON, else ``None``."""
    if is_python_input(obj):
        return "python"
    if is_typescript_path(obj):
        return "typescript"
    return None


def load_tools(obj: Any, kind: str | None = None) -> ToolUniverse:
    """Load tools from a path, JSON text or parsed object, detecting the kind unless given.

    Python modules, ``.py`` paths and callables go to the Python loader (use ``Toolset.load`` to
    keep their executors); ``.ts`` paths go to the TypeScript loader.
    """
    if kind is not None and kind not in JSON_KINDS and kind not in SOURCE_KINDS:
        known = [*JSON_KINDS, *SOURCE_KINDS]
        raise LoaderError(f"unknown kind {kind!r}", hint=f"kinds: {', '.join(known)}")
    code_kind = kind if kind in SOURCE_KINDS else (kind is None and source_kind(obj)) or None
    if code_kind == "python":
        from toolform.loaders import python

        return python.load(obj)[0]
    if code_kind == "typescript":
        from toolform.loaders import typescript

        return typescript.load(obj)
    data, source = read_json_input(obj)
    if kind is None:
        found = detect_kind(data)
        if isinstance(found, dict):
            tried = "; ".join(f"{k}: {v}" for k, v in found.items())
            raise LoaderError(
                f"matches no known kind of tool definitions ({tried})", source=source, path="$"
            )
        kind = found
    return JSON_KINDS[kind].from_data(data, source)
