"""Berkeley Function Calling Leaderboard function docs, in every language BFCL tests.

BFCL writes parameter types in its own vocabulary: Python-ish names in its Python docs (``dict``,
``float``, ``tuple``, ``any``) and the language's names in its Java and JavaScript docs
(``String``, ``HashMap``, ``ArrayList``, ``long``...). They are normalised to JSON Schema
(``toolform.bfcl_types``) before conversion; each tool records the renames in its loader notes so
the change is visible, and keeps the original names under ``annotations["bfcl"]["types"]`` (by
schema path) so that ``to_bfcl`` and the BFCL formats write them again. A BFCL dataset entry
(``{"id", "question", "function": [...]}``) is read for its ``function`` list.
"""

from __future__ import annotations

from typing import Any

from toolform.bfcl_types import BFCL_TO_JSON
from toolform.ir import ToolIR
from toolform.loaders.common import Items, JsonKind, build_tool, expect_object, rewrite_nodes


def _uses_bfcl_types(schema: Any) -> bool:
    if isinstance(schema, dict):
        kind = schema.get("type")
        if isinstance(kind, str) and kind in BFCL_TO_JSON:
            return True
        return any(_uses_bfcl_types(v) for v in schema.values())
    if isinstance(schema, list):
        return any(_uses_bfcl_types(v) for v in schema)
    return False


def _normalise(schema: Any, path: str, notes: list[str], types: dict[str, str]) -> Any:
    """The schema in JSON Schema type names; ``types`` collects the originals by relative path."""

    def fix(node: dict[str, Any], where: str) -> dict[str, Any]:
        value = node.get("type")
        if isinstance(value, str) and value in BFCL_TO_JSON:
            new = BFCL_TO_JSON[value]
            notes.append(f"bfcl: {where}.type {value!r} -> {new!r}")
            types["$" + where[len(path) :]] = value
            if new is None:
                del node["type"]
            else:
                node["type"] = new
        return node

    return rewrite_nodes(schema, path, fix)


def _is_doc(item: Any) -> bool:
    return isinstance(item, dict) and "name" in item and "parameters" in item


def _items(data: Any) -> Items:
    if isinstance(data, dict) and isinstance(data.get("function"), list) and "question" in data:
        return data["function"], "$.function"
    if _is_doc(data):
        data = [data]
    if not isinstance(data, list) or not data:
        return "expected a BFCL function doc or a non-empty list of them"
    return data, "$"


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    if isinstance(got, str):
        return got
    items, _ = got
    if not all(_is_doc(item) for item in items):
        return "items are not {name, description, parameters}"
    if not any(_uses_bfcl_types(i.get("parameters")) for i in items):
        return f"no BFCL type names ({', '.join(sorted(BFCL_TO_JSON, key=str.lower))})"
    return None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a function doc")
    notes: list[str] = []
    types: dict[str, str] = {}
    params_path = f"{path}.parameters"
    params = _normalise(item.get("parameters"), params_path, notes, types)
    tool = build_tool(item, path, source, params, params_path, notes=notes)
    if types:
        tool.annotations["bfcl"] = {"types": types}
    return tool


KIND = JsonKind("BFCL function docs", _items, _build, explain_mismatch)
from_data, load = KIND.from_data, KIND.load
