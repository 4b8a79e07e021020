"""Every kind of tool definition in one table: how each is detected, loaded and written.

``KINDS`` lists the kinds in detection order, most specific first (an IR dump also looks like bare
OpenAI functions; a BFCL doc too, until its ``dict``/``float`` types give it away). Detection,
``load_tools``, ``Toolset.load``, ``toolform convert --to`` and the round-trip tests all iterate
this one table, so a kind added here is detected, loaded, converted to and round-trip tested.

A JSON kind's ``detect`` and ``load`` see the parsed JSON (and the file's name, for errors); a
code kind's see the input itself (a module, callables, a path or source text). ``dump`` writes
the document that ``load`` reads back; the code kinds have none (toolform reads Python and
TypeScript, it does not write them).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from toolform import exporters
from toolform.errors import UnknownKindError
from toolform.ir import ToolsLike, ToolUniverse
from toolform.loaders import anthropic, bfcl, gemini, ir, mcp, openai
from toolform.loaders.common import JsonKind, is_typescript_path
from toolform.registry import Registry


@dataclass(frozen=True)
class Kind:
    """One kind of tool definition.

    ``detect(x)`` is None when ``x`` is of this kind, else the reason it is not (the error for an
    input that no kind reads lists them all); ``load(x, source)`` reads its tools; ``dump(tools)``
    writes them as this kind's document, or is None for a kind toolform only reads.
    ``reads_json`` says whether ``detect`` and ``load`` take parsed JSON or the input itself.
    """

    name: str
    detect: Callable[[Any], str | None]
    load: Callable[[Any, str | None], ToolUniverse]
    dump: Callable[[ToolsLike], Any] | None
    reads_json: bool = True


def is_python_input(obj: Any) -> bool:
    """Whether ``obj`` is something only the Python loader reads."""
    if isinstance(obj, ModuleType) or inspect.isfunction(obj) or inspect.ismethod(obj):
        return True
    if isinstance(obj, (str, Path)):
        return str(obj).endswith(".py")
    if isinstance(obj, (list, tuple)) and obj:
        return all(callable(f) and not isinstance(f, type) for f in obj)
    return False


# The code loaders are imported when code is loaded: together they are most of what importing
# toolform costs, and a process that only reads JSON tools or replies never needs them.
def _load_python(obj: Any, source: str | None) -> ToolUniverse:
    from toolform.loaders import python

    return python.load(obj)[0]


def _load_typescript(obj: Any, source: str | None) -> ToolUniverse:
    from toolform.loaders import typescript

    return typescript.load(obj)


def _json_kind(name: str, kind: JsonKind, dump: Callable[[ToolsLike], Any]) -> Kind:
    return Kind(name, kind.explain_mismatch, kind.from_data, dump)


def _code_kind(
    name: str,
    is_input: Callable[[Any], bool],
    refusal: str,
    load: Callable[[Any, str | None], ToolUniverse],
) -> Kind:
    return Kind(name, lambda obj: None if is_input(obj) else refusal, load, None, reads_json=False)


KINDS: Registry[Kind] = Registry(UnknownKindError)
for _kind in (
    _code_kind("python", is_python_input, "not a module, function or .py path", _load_python),
    _code_kind("typescript", is_typescript_path, "not a .ts path", _load_typescript),
    _json_kind("ir", ir.KIND, exporters.to_ir),
    _json_kind("mcp", mcp.KIND, lambda tools: {"tools": exporters.to_mcp(tools)}),
    _json_kind("anthropic", anthropic.KIND, exporters.to_anthropic),
    _json_kind(
        "gemini", gemini.KIND, lambda tools: {"functionDeclarations": exporters.to_gemini(tools)}
    ),
    _json_kind("bfcl", bfcl.KIND, exporters.to_bfcl),
    _json_kind("openai", openai.KIND, exporters.to_openai),
):
    KINDS.register(_kind.name, _kind)


def get_kind(name: str) -> Kind:
    """The kind called ``name``; ``UnknownKindError`` (a ``LoaderError``) with close matches."""
    return KINDS.get(name)


def kind_names() -> list[str]:
    """Every kind, in detection order."""
    return KINDS.names()


def dump_kinds() -> list[str]:
    """The kinds toolform writes (``toolform convert --to``), in detection order."""
    return [kind.name for kind in KINDS.values() if kind.dump is not None]
