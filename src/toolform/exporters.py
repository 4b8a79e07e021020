"""Write a tool universe back in each vendor's shape: the inverse of the JSON loaders.

Schema facts (names, descriptions, types, required, enums, nesting, constraints, defaults,
examples and unknown keywords) survive every pair of kinds. Metadata that only one vendor has
(OpenAI ``strict``, MCP ``title``/hints/``outputSchema``, the BFCL language type names) is
written back to its own kind.
"""

from __future__ import annotations

import copy
from typing import Any

from toolform.bfcl_types import BFCL_TO_JSON
from toolform.ir import ToolIR, ToolsLike, ToolUniverse, TypeIR, tools_of
from toolform.schema import parameters_schema, type_to_schema


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


# --- Gemini ----------------------------------------------------------------------------------


def gemini_schema(node: TypeIR) -> dict[str, Any]:
    """Gemini's OpenAPI-subset schema: upper-case type names, ``nullable`` instead of a type list,
    and ``example`` (singular) for the first example."""

    def convert(schema: Any) -> Any:
        if isinstance(schema, list):
            return [convert(v) for v in schema]
        if not isinstance(schema, dict):
            return schema
        out: dict[str, Any] = {}
        for key, value in schema.items():
            if key == "type" and isinstance(value, str):
                out["type"] = value.upper()
            elif key == "type" and isinstance(value, list):
                real = [t for t in value if t != "null"]
                if len(real) == 1:
                    out["type"] = real[0].upper()
                else:
                    out["anyOf"] = [{"type": t.upper()} for t in real]
                if "null" in value:
                    out["nullable"] = True
            elif key == "examples" and isinstance(value, list) and value:
                out["example"] = value[0]
            elif key in ("properties", "$defs"):
                out[key] = {k: convert(v) for k, v in value.items()}
            else:
                out[key] = convert(value)
        return out

    result: dict[str, Any] = convert(type_to_schema(node))
    return result


def to_gemini(tools: ToolsLike) -> list[dict[str, Any]]:
    """Gemini ``functionDeclarations``; a tool's returns schema becomes its ``response``."""
    out = []
    for tool in tools_of(tools):
        decl: dict[str, Any] = {"name": tool.name, "description": tool.description}
        params = gemini_schema(tool.parameters)
        params.setdefault("type", "OBJECT")
        decl["parameters"] = params
        if tool.returns is not None and type_to_schema(tool.returns):
            decl["response"] = gemini_schema(tool.returns)
        out.append(decl)
    return out


# --- BFCL ------------------------------------------------------------------------------------

_BFCL_NAMES = {"object": "dict", "number": "float"}


def bfcl_type(node: TypeIR, recorded: str | None = None) -> str:
    """A type in BFCL's vocabulary: the name the source doc used (``recorded``, from the BFCL
    loader) while it still fits the node, else BFCL's Python names (``dict``, ``float``,
    ``tuple``, ``any``)."""
    if recorded in BFCL_TO_JSON and BFCL_TO_JSON[recorded] == node.type:
        return recorded
    if node.type == "array" and node.prefix_items is not None:
        return "tuple"
    if node.type is None:
        return "dict" if node.properties else "any"
    return _BFCL_NAMES.get(node.type, node.type)


def _bfcl_schema(schema: Any, node: TypeIR | None, path: str, recorded: dict[str, str]) -> Any:
    if not isinstance(schema, dict) or node is None:
        return schema
    out = dict(schema)
    if isinstance(out.get("type"), str) or (node.type is None and path in recorded):
        out["type"] = bfcl_type(node, recorded.get(path))
    if "properties" in out:
        out["properties"] = {
            k: _bfcl_schema(v, node.properties.get(k), f"{path}.properties.{k}", recorded)
            for k, v in out["properties"].items()
        }
    if isinstance(out.get("items"), dict):
        out["items"] = _bfcl_schema(out["items"], node.items, f"{path}.items", recorded)
    return out


def bfcl_recorded_types(tool: ToolIR) -> dict[str, str]:
    """The BFCL type names a loaded doc used, by schema path (``$.properties.x.items``)."""
    types = _vendor(tool, "bfcl").get("types")
    return types if isinstance(types, dict) else {}


def to_bfcl(tools: ToolsLike) -> list[dict[str, Any]]:
    """BFCL function docs (``name``, ``description``, ``parameters`` in BFCL's type names): the
    input every BFCL doc format (json, xml, python) is written from. A doc loaded from BFCL gets
    its own type names back (``String``, ``HashMap``, ``long``...)."""
    out = []
    for tool in tools_of(tools):
        params = parameters_schema(tool.parameters)
        recorded = bfcl_recorded_types(tool)
        out.append(
            {
                "name": tool.name,
                "description": tool.description,
                "parameters": _bfcl_schema(params, tool.parameters, "$", recorded),
            }
        )
    return out


def to_ir(tools: ToolsLike) -> dict[str, Any]:
    """toolform's own IR, the one shape that keeps everything (``ToolUniverse.to_dict()``)."""
    return ToolUniverse(tools_of(tools)).to_dict()
