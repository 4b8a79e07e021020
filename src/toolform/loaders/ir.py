"""toolform's own IR as JSON: ``ToolUniverse.to_dict()`` output, ``{"tools": [...]}`` or a list."""

from __future__ import annotations

from typing import Any

from toolform.errors import LoaderError
from toolform.ir import IR_FORMAT, ToolIR
from toolform.loaders.common import Items, JsonKind, build_tool, expect_object, items_match
from toolform.schema import schema_to_type

_IR_KEYS = frozenset({"name", "description", "parameters", "returns", "annotations"})


def _items(data: Any) -> Items:
    if isinstance(data, dict):
        if data.get("format") not in (None, IR_FORMAT):
            return f"format is {data.get('format')!r}, not {IR_FORMAT!r}"
        if isinstance(data.get("tools"), list):
            return data["tools"], "$.tools"
        return "an object without a 'tools' list"
    if isinstance(data, list):
        return data, "$"
    return f"expected a list or an object, got {type(data).__name__}"


# A ToolIR dict always carries both 'returns' and 'annotations' (as to_dict writes it).
_ir_items = items_match(
    lambda i: isinstance(i, dict) and {"returns", "annotations"} <= i.keys(),
    "items are not ToolIR dicts (no 'returns' and 'annotations' keys)",
)


def explain_mismatch(data: Any) -> str | None:
    if isinstance(data, dict) and data.get("format") == IR_FORMAT:
        return None
    return _ir_items(_items(data))


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    unknown = sorted(set(item) - _IR_KEYS)
    if unknown:
        raise LoaderError(
            f"unknown ToolIR keys {unknown}",
            source=source,
            path=path,
            hint=f"a ToolIR dict has {sorted(_IR_KEYS)}",
        )
    returns = item.get("returns")
    annotations = expect_object(
        item.get("annotations") or {}, f"{path}.annotations", source, "annotations"
    )
    tool = build_tool(item, path, source, item.get("parameters"), f"{path}.parameters")
    tool.annotations = annotations
    if returns is not None:
        tool.returns = schema_to_type(returns, path=f"{path}.returns", source=source)
    return tool


KIND = JsonKind("toolform IR", _items, _build, explain_mismatch)
from_data, load = KIND.from_data, KIND.load
