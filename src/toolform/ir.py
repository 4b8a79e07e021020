"""The intermediate representation every loader produces and every renderer reads.

``ToolIR`` is one tool; ``ToolUniverse`` an ordered set of them. The type tree (``TypeIR``,
``MISSING``, ``object_type``, ``CONSTRAINT_KEYS``) lives in ``toolform.typeir``, below
``toolform.schema``, and is re-exported here: the place users and renderers import it from.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from toolform.errors import LoaderError
from toolform.schema import schema_to_type, type_to_schema
from toolform.typeir import CONSTRAINT_KEYS, MISSING, TypeIR, object_type

__all__ = [
    "CONSTRAINT_KEYS",
    "IR_FORMAT",
    "IR_VERSION",
    "MISSING",
    "HasUniverse",
    "ToolIR",
    "ToolUniverse",
    "ToolsLike",
    "TypeIR",
    "object_type",
    "tools_of",
]

IR_FORMAT = "toolform.ir"
IR_VERSION = 1


@dataclass
class ToolIR:
    """One tool: a name, a description, an object schema of parameters, and what it returns.

    ``annotations`` keeps per-source metadata that is not schema: MCP ``title`` and hints under
    ``"mcp"``, OpenAI ``strict`` under ``"openai"``, loader notes under ``"toolform"``.
    """

    name: str
    description: str = ""
    parameters: TypeIR = field(default_factory=object_type)
    returns: TypeIR | None = None
    annotations: dict[str, Any] = field(default_factory=dict)

    def param_names(self) -> list[str]:
        return list(self.parameters.properties)

    def required_names(self) -> list[str]:
        return list(self.parameters.required)

    def note(self, message: str) -> None:
        """Record a loader note (a normalisation or warning) on this tool."""
        self.annotations.setdefault("toolform", {}).setdefault("notes", []).append(message)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "parameters": type_to_schema(self.parameters),
            "returns": None if self.returns is None else type_to_schema(self.returns),
            "annotations": copy.deepcopy(self.annotations),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, path: str = "$") -> ToolIR:
        returns = data.get("returns")
        return cls(
            name=data["name"],
            description=data.get("description") or "",
            parameters=schema_to_type(data.get("parameters") or {"type": "object"}, path=path),
            returns=None if returns is None else schema_to_type(returns, path=f"{path}.returns"),
            annotations=copy.deepcopy(data.get("annotations") or {}),
        )


@dataclass
class ToolUniverse:
    """An ordered collection of tools with unique names."""

    tools: list[ToolIR] = field(default_factory=list)

    def __iter__(self) -> Iterator[ToolIR]:
        return iter(self.tools)

    def __len__(self) -> int:
        return len(self.tools)

    @property
    def names(self) -> list[str]:
        return [t.name for t in self.tools]

    def get(self, name: str) -> ToolIR | None:
        for t in self.tools:
            if t.name == name:
                return t
        return None

    def with_tools(self, tools: Iterable[ToolIR]) -> ToolUniverse:
        """A universe of other tools (a subset, or rewritten ones), as ``Toolset.with_tools``."""
        return ToolUniverse(list(tools))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": IR_FORMAT,
            "version": IR_VERSION,
            "tools": [t.to_dict() for t in self.tools],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ToolUniverse:
        return cls([ToolIR.from_dict(t, path=f"$.tools[{i}]") for i, t in enumerate(data["tools"])])


class HasUniverse(Protocol):
    """Anything that holds a ``ToolUniverse`` (a ``Toolset``): what the core reads tools from.

    The core (formats, protocols, parse, guard, clients) takes tools, never an input to load: a
    path or a vendor's JSON is turned into tools once, at the facade (``Toolset``, ``toolform.sdk``,
    the CLI), so nothing below it imports a loader.
    """

    @property
    def universe(self) -> ToolUniverse: ...


ToolsLike = ToolUniverse | HasUniverse | Iterable[ToolIR]


def tools_of(tools: ToolsLike) -> list[ToolIR]:
    """The tools of a ``Toolset``, a ``ToolUniverse`` or an iterable of ``ToolIR``.

    Anything else (a path, JSON text, an OpenAI or MCP list) raises ``LoaderError``: load it first
    with ``Toolset.load``, or pass it through ``toolform.sdk``, whose functions load any input.
    """
    universe = getattr(tools, "universe", None)
    if isinstance(universe, ToolUniverse):
        return universe.tools
    if isinstance(tools, ToolUniverse):
        return tools.tools
    found = (
        list(tools)
        if isinstance(tools, Iterable) and not isinstance(tools, (str, bytes, dict))
        else None
    )
    if found is None or not all(isinstance(t, ToolIR) for t in found):
        raise LoaderError(
            f"expected tools (a Toolset, a ToolUniverse or ToolIR objects), not {type(tools).__name__}",
            hint="load the input first, e.g. Toolset.load(obj)",
        )
    return found
