"""Write a tool universe back in each vendor's shape: the inverse of the JSON loaders.

Schema facts (names, descriptions, types, required, enums, nesting, constraints, defaults,
examples and unknown keywords) survive every pair of kinds. Metadata that only one vendor has
(OpenAI ``strict``, MCP ``title``/hints/``outputSchema``) is written back to its own kind.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any, Protocol

from toolform.ir import ToolIR, ToolUniverse
from toolform.schema import parameters_schema, type_to_schema


class _HasUniverse(Protocol):
    @property
    def universe(self) -> ToolUniverse: ...


ToolsLike = ToolUniverse | _HasUniverse | Iterable[ToolIR]


def tools_of(tools: ToolsLike) -> list[ToolIR]:
    """The tools of a ``Toolset``, a ``ToolUniverse`` or an iterable of ``ToolIR``."""
    universe = getattr(tools, "universe", None)
    if isinstance(universe, ToolUniverse):
        return universe.tools
    if isinstance(tools, ToolUniverse):
        return tools.tools
    return list(tools)  # type: ignore[arg-type]


def _vendor(tool: ToolIR, key: str) -> dict[str, Any]:
    meta = tool.annotations.get(key)
    return copy.deepcopy(meta) if isinstance(meta, dict) else {}


def openai_function(tool: ToolIR) -> dict[str, Any]:
    """The ``function`` object of one OpenAI tool."""
    fn: dict[str, Any] = {
        "name": tool.name,
        "description": tool.description,
        "parameters": parameters_schema(tool.parameters),
    }
    fn.update(_vendor(tool, "openai"))
    return fn


def to_openai(tools: ToolsLike, *, shape: str = "chat") -> list[dict[str, Any]]:
    """OpenAI tools: ``shape`` is ``chat`` (chat completions), ``responses`` or ``bare``."""
    out: list[dict[str, Any]] = []
    for tool in tools_of(tools):
        fn = openai_function(tool)
        if shape == "chat":
            out.append({"type": "function", "function": fn})
        elif shape == "responses":
            out.append({"type": "function", **fn})
        elif shape == "bare":
            out.append(fn)
        else:
            raise ValueError(f"unknown OpenAI shape {shape!r}: use chat, responses or bare")
    return out


def to_anthropic(tools: ToolsLike) -> list[dict[str, Any]]:
    """Anthropic tools: ``{name, description, input_schema}``."""
    out: list[dict[str, Any]] = []
    for tool in tools_of(tools):
        item: dict[str, Any] = {
            "name": tool.name,
            "description": tool.description,
            "input_schema": parameters_schema(tool.parameters),
        }
        item.update(_vendor(tool, "anthropic"))
        out.append(item)
    return out


def to_mcp(tools: ToolsLike) -> list[dict[str, Any]]:
    """MCP tools as a ``tools/list`` result would list them."""
    out: list[dict[str, Any]] = []
    for tool in tools_of(tools):
        item: dict[str, Any] = {"name": tool.name}
        meta = _vendor(tool, "mcp")
        if "title" in meta:
            item["title"] = meta.pop("title")
        item["description"] = tool.description
        item["inputSchema"] = parameters_schema(tool.parameters)
        if tool.returns is not None:
            item["outputSchema"] = type_to_schema(tool.returns)
        item.update(meta)
        out.append(item)
    return out


def to_ir(tools: ToolsLike) -> dict[str, Any]:
    """toolform's own IR, the one shape that keeps everything (``ToolUniverse.to_dict()``)."""
    return ToolUniverse(tools_of(tools)).to_dict()
