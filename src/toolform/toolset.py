"""``Toolset``: a tool universe plus the functions that execute its tools.

The tier is toolform's measure of how hard a set of tools is to call (see ``tier_of``): the study
groups its task suites by it and the advisor reads it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol

from toolform import exporters
from toolform.ir import ToolIR, ToolsLike, ToolUniverse, TypeIR
from toolform.loaders.detect import load_tools, source_kind
from toolform.naming import resolve_name

# Thresholds of the tier estimate. A universe's tier is the larger of its count tier and its shape
# tier. Count: up to 5 tools is tier 1, up to 20 tier 2, up to 50 tier 3, more is tier 4.
# Shape: flat scalar parameters are tier 1; one level of nesting, or any union or array of
# objects, tier 2; two levels of nesting tier 3; deeper tier 4.
TIER_TOOL_COUNTS: tuple[int, int, int] = (5, 20, 50)
TIER_MAX: int = 4


def _shape_stats(node: TypeIR) -> dict[str, int]:
    stats = {"enums": 0, "unions": 0, "arrays_of_objects": 0}
    for _, sub in node.walk():
        if sub.enum is not None:
            stats["enums"] += 1
        if sub.any_of is not None:
            stats["unions"] += 1
        if sub.type == "array" and sub.items is not None and sub.items.is_object():
            stats["arrays_of_objects"] += 1
    return stats


def tier_of(n_tools: int, max_depth: int, n_unions: int, n_arrays_of_objects: int) -> int:
    """The tier (1 easiest to 4 hardest) from the universe's size and shape; thresholds above."""
    count_tier = 1 + sum(n_tools > limit for limit in TIER_TOOL_COUNTS)
    nesting = max(0, max_depth - 1)  # a flat parameter object has depth 1
    shape_tier = 1 + nesting
    if nesting == 0 and (n_unions or n_arrays_of_objects):
        shape_tier = 2
    return min(TIER_MAX, max(count_tier, shape_tier))


class ToolSource(Protocol):
    """A live place the tools come from (MCP servers): its tools may change while it runs, and
    it holds resources (sessions, server processes) to release with ``close``."""

    def changed(self) -> bool: ...

    def reload(self) -> Toolset: ...

    def close(self) -> None: ...


class Toolset:
    """Tools to render and parse against, with the executors the call loop runs.

    A toolset from MCP servers keeps its ``source``; closing the toolset (``close``, or leaving
    ``with toolset:``) closes their sessions. For any other toolset both do nothing.
    """

    def __init__(
        self,
        tools: ToolUniverse | Iterable[ToolIR],
        executors: Mapping[str, Callable[..., Any]] | None = None,
        *,
        kind: str | None = None,
    ) -> None:
        self.universe = tools if isinstance(tools, ToolUniverse) else ToolUniverse(list(tools))
        self.executors: dict[str, Callable[..., Any]] = dict(executors or {})
        self.kind = kind
        self.source: ToolSource | None = None

    # --- loading -------------------------------------------------------------------------
    # Every kind is read through the one table of ``toolform.loaders.kinds``; Python is the one
    # kind whose input also brings executors, so it keeps its own door (``from_python``).
    @classmethod
    def load(cls, obj: Any, kind: str | None = None) -> Toolset:
        """Load any supported input, detecting its kind unless ``kind`` is given."""
        kind = kind or source_kind(obj)
        if kind == "python":
            return cls.from_python(obj)
        return cls(load_tools(obj, kind), kind=kind)

    @classmethod
    def from_python(cls, obj: Any, *, only_decorated: bool | None = None) -> Toolset:
        """Functions as tools, with the functions as executors (a ``.py`` path is executed)."""
        from toolform.loaders import python  # loaded on use, as in detect

        tools, executors = python.load(obj, only_decorated=only_decorated)
        return cls(tools, executors, kind="python")

    @classmethod
    def from_typescript(cls, obj: Any) -> Toolset:
        """Function declarations from a ``.ts``/``.d.ts`` path or TypeScript source text."""
        return cls.load(obj, "typescript")

    @classmethod
    def from_openai(cls, obj: Any) -> Toolset:
        return cls.load(obj, "openai")

    @classmethod
    def from_anthropic(cls, obj: Any) -> Toolset:
        return cls.load(obj, "anthropic")

    @classmethod
    def from_mcp(cls, obj: Any) -> Toolset:
        return cls.load(obj, "mcp")

    @classmethod
    def from_mcp_server(
        cls,
        command: Sequence[str] | str | None = None,
        url: str | None = None,
        *,
        headers: Mapping[str, str] | None = None,
        timeout_s: float | None = None,
        name: str | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        pins: str | os.PathLike[str] | None = None,
        strict_pins: bool = False,
        update_pins: bool = False,
    ) -> Toolset:
        """The tools of a running MCP server, with executors that call them on its session:
        ``command`` starts it (stdio), ``url`` reaches it (streamable HTTP). Needs the extra
        ``toolform[mcp]``; see the guide "Use MCP servers"."""
        spec: dict[str, Any] = {"command": command, "url": url, "name": name, "env": env}
        spec.update(cwd=cwd, headers=dict(headers or {}))
        if timeout_s is not None:
            spec["timeout_s"] = timeout_s
        return cls.from_mcp_servers(
            [spec], pins=pins, strict_pins=strict_pins, update_pins=update_pins
        )

    @classmethod
    def from_mcp_servers(
        cls,
        servers: Sequence[Any],
        *,
        pins: str | os.PathLike[str] | None = None,
        strict_pins: bool = False,
        update_pins: bool = False,
    ) -> Toolset:
        """The tools of several MCP servers in one toolset (each an ``McpServer`` or a mapping
        of ``from_mcp_server``'s arguments); a name two servers serve is prefixed with the
        server's label (``toolform.mcp.source`` states the rule). ``pins`` names a pin file
        (``toolform.mcp.pins``), checked at every listing."""
        from toolform.mcp import sdk_module  # loaded on use: only MCP users need the SDK

        source = sdk_module("toolform.mcp.source")
        toolset: Toolset = source.open_servers(
            servers, pins=pins, strict_pins=strict_pins, update_pins=update_pins
        )
        return toolset

    @classmethod
    def from_ir(cls, obj: Any) -> Toolset:
        return cls.load(obj, "ir")

    @classmethod
    def from_bfcl(cls, obj: Any) -> Toolset:
        return cls.load(obj, "bfcl")

    @classmethod
    def from_gemini(cls, obj: Any) -> Toolset:
        return cls.load(obj, "gemini")

    # --- access --------------------------------------------------------------------------
    @property
    def tools(self) -> list[ToolIR]:
        return self.universe.tools

    @property
    def names(self) -> list[str]:
        return self.universe.names

    def __len__(self) -> int:
        return len(self.universe)

    def __iter__(self) -> Iterator[ToolIR]:
        return iter(self.universe)

    def get(self, name: str) -> ToolIR | None:
        """The tool ``name`` means, as the parser resolves a name a model wrote: exactly, or
        through a namespace prefix (``functions.get_forecast``) or another case convention
        (``getForecast``); ``None`` when no tool, or more than one, matches."""
        return self.universe.get(self.resolve(name))

    def resolve(self, name: str) -> str:
        """The name of the tool ``name`` means (``name`` itself when none matches): the one
        resolver the parser and the call loop use too (``toolform.naming.resolve_name``)."""
        found = resolve_name(name, {t.name: t for t in self.tools})[0]
        return found if found is not None else name

    def with_tools(self, tools: Iterable[ToolIR]) -> Toolset:
        """A toolset of other tools (a subset, or rewritten ones) keeping the matching executors."""
        kept = list(tools)
        names = {t.name for t in kept}
        execs = {k: v for k, v in self.executors.items() if k in names}
        toolset = Toolset(kept, execs, kind=self.kind)
        toolset.source = self.source
        return toolset

    def subset(self, names: Iterable[str]) -> Toolset:
        wanted = list(names)
        by_name = {t.name: t for t in self.tools}
        return self.with_tools(by_name[n] for n in wanted if n in by_name)

    # --- a live source ------------------------------------------------------------------
    def refreshed(self) -> Toolset | None:
        """The tools as the source serves them now, when it said they changed (an MCP server's
        ``notifications/tools/list_changed``); None when nothing changed or there is no source."""
        if self.source is None or not self.source.changed():
            return None
        return self.source.reload()

    def close(self) -> None:
        """Release the source's sessions (an MCP server started for them exits); a later call
        of a tool opens a new session."""
        if self.source is not None:
            self.source.close()

    def __enter__(self) -> Toolset:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # --- export --------------------------------------------------------------------------
    def to_openai(self, *, shape: str = "chat") -> list[dict[str, Any]]:
        return exporters.to_openai(self.universe, shape=shape)

    def to_anthropic(self) -> list[dict[str, Any]]:
        return exporters.to_anthropic(self.universe)

    def to_mcp(self) -> list[dict[str, Any]]:
        return exporters.to_mcp(self.universe)

    def to_ir(self) -> dict[str, Any]:
        return exporters.to_ir(self.universe)

    def to_bfcl(self) -> list[dict[str, Any]]:
        return exporters.to_bfcl(self.universe)

    def to_gemini(self) -> list[dict[str, Any]]:
        return exporters.to_gemini(self.universe)

    # --- summary -------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """Counts that describe the universe, and its tier estimate (see ``tier_of``)."""
        n_params = n_required = max_depth = 0
        totals = {"enums": 0, "unions": 0, "arrays_of_objects": 0}
        for tool in self.tools:
            n_params += len(tool.parameters.properties)
            n_required += len(tool.parameters.required)
            max_depth = max(max_depth, tool.parameters.depth())
            for key, value in _shape_stats(tool.parameters).items():
                totals[key] += value
        return {
            "n_tools": len(self.tools),
            "names": self.names,
            "tier_estimate": tier_of(
                len(self.tools), max_depth, totals["unions"], totals["arrays_of_objects"]
            ),
            "n_params": n_params,
            "n_required": n_required,
            "max_depth": max_depth,
            "n_enums": totals["enums"],
            "n_unions": totals["unions"],
            "n_arrays_of_objects": totals["arrays_of_objects"],
            "n_executors": len(self.executors),
        }

    @property
    def tier(self) -> int:
        tier: int = self.summary()["tier_estimate"]
        return tier

    def __repr__(self) -> str:
        return f"Toolset({len(self.tools)} tools: {', '.join(self.names[:5])}{'...' if len(self) > 5 else ''})"


def as_tools(obj: Any) -> ToolsLike:
    """``obj`` itself when it already holds tools (a ``Toolset``, a ``ToolUniverse``, a list of
    ``ToolIR``), else the ``Toolset`` that ``Toolset.load`` reads from it: the one place where the
    facade turns any input into tools before the core (which never loads) sees them."""
    if isinstance(obj, ToolUniverse) or isinstance(getattr(obj, "universe", None), ToolUniverse):
        return obj
    if isinstance(obj, (list, tuple)) and all(isinstance(t, ToolIR) for t in obj):
        return list(obj)
    return Toolset.load(obj)
