"""Gemini ``functionDeclarations`` (OpenAPI-subset schemas with upper-case type names).

Types are lower-cased and OpenAPI's ``nullable: true`` becomes a nullable type; each tool records
what was normalised in its loader notes.
"""

from __future__ import annotations

from typing import Any

from toolform.ir import ToolIR
from toolform.loaders.common import Items, JsonKind, build_tool, expect_object, rewrite_nodes
from toolform.schema import schema_to_type

_TYPES = {"STRING", "INTEGER", "NUMBER", "BOOLEAN", "ARRAY", "OBJECT", "NULL"}


def _normalise(schema: Any, path: str, notes: list[str]) -> Any:
    def fix(node: dict[str, Any], where: str) -> dict[str, Any]:
        value = node.get("type")
        if isinstance(value, str) and value.upper() in _TYPES:
            if value != value.lower():
                notes.append(f"gemini: {where}.type {value!r} -> {value.lower()!r}")
            node["type"] = value = value.lower()
        if node.get("nullable") is True:
            notes.append(f"gemini: {where}.nullable -> type list with 'null'")
            del node["nullable"]
            if isinstance(value, str):
                node["type"] = [value, "null"]
        return node

    return rewrite_nodes(schema, path, fix)


def _items(data: Any) -> Items:
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        return f"expected a list or an object, got {type(data).__name__}"
    found: list[Any] = []
    for i, entry in enumerate(data):
        if isinstance(entry, dict) and isinstance(entry.get("functionDeclarations"), list):
            found.extend(entry["functionDeclarations"])
        elif isinstance(entry, dict) and isinstance(entry.get("function_declarations"), list):
            found.extend(entry["function_declarations"])
        else:
            return f"$[{i}] has no 'functionDeclarations' list"
    base = "$.functionDeclarations" if len(data) == 1 else "$[*].functionDeclarations"
    return found, base


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    return got if isinstance(got, str) else None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a function declaration")
    notes: list[str] = []
    params = _normalise(item.get("parameters"), f"{path}.parameters", notes)
    response = item.get("response")
    resp = None if response is None else _normalise(response, f"{path}.response", notes)
    tool = build_tool(item, path, source, params, f"{path}.parameters", notes=notes)
    if resp is not None:
        tool.returns = schema_to_type(resp, path=f"{path}.response", source=source)
    return tool


KIND = JsonKind("Gemini function declarations", _items, _build, explain_mismatch)
from_data, load = KIND.from_data, KIND.load
