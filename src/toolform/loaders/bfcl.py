"""Berkeley Function Calling Leaderboard function docs.

BFCL writes parameter types in a Python-ish vocabulary (``dict``, ``float``, ``tuple``, ``any``).
They are normalised to JSON Schema before conversion, and each tool records the renames in its
loader notes so the change is visible.
"""

from __future__ import annotations

from typing import Any

from toolform.ir import ToolIR
from toolform.loaders.common import Items, JsonKind, build_tool, expect_object, rewrite_nodes

_RENAMES = {"dict": "object", "float": "number", "tuple": "array", "any": None}
_BFCL_ONLY = frozenset({"dict", "float", "tuple", "any"})


def _uses_bfcl_types(schema: Any) -> bool:
    if isinstance(schema, dict):
        if schema.get("type") in _BFCL_ONLY:
            return True
        return any(_uses_bfcl_types(v) for v in schema.values())
    if isinstance(schema, list):
        return any(_uses_bfcl_types(v) for v in schema)
    return False


def _normalise(schema: Any, path: str, notes: list[str]) -> Any:
    def fix(node: dict[str, Any], where: str) -> dict[str, Any]:
        value = node.get("type")
        if isinstance(value, str) and value in _RENAMES:
            new = _RENAMES[value]
            notes.append(f"bfcl: {where}.type {value!r} -> {new!r}")
            if new is None:
                del node["type"]
            else:
                node["type"] = new
        return node

    return rewrite_nodes(schema, path, fix)


def _items(data: Any) -> Items:
    if isinstance(data, dict) and "name" in data and "parameters" in data:
        data = [data]
    if not isinstance(data, list) or not data:
        return "expected a BFCL function doc or a non-empty list of them"
    return data, "$"


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    if isinstance(got, str):
        return got
    items, _ = got
    for item in items:
        if not (isinstance(item, dict) and "name" in item and "parameters" in item):
            return "items are not {name, description, parameters}"
    if not any(_uses_bfcl_types(i.get("parameters")) for i in items):
        return "no BFCL-only type names (dict, float, tuple, any)"
    return None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a function doc")
    notes: list[str] = []
    params = _normalise(item.get("parameters"), f"{path}.parameters", notes)
    return build_tool(item, path, source, params, f"{path}.parameters", notes=notes)


KIND = JsonKind("BFCL function docs", _items, _build, explain_mismatch)
from_data, load = KIND.from_data, KIND.load
