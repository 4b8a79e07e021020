"""Anthropic tools: ``{name, description, input_schema}``, a list of them, or ``{"tools": [...]}``."""

from __future__ import annotations

from typing import Any

from toolform.ir import ToolIR
from toolform.loaders.common import (
    Items,
    JsonKind,
    build_tool,
    expect_object,
    items_have,
    require_key,
)

_KNOWN = frozenset({"name", "description", "input_schema"})
_has_schema = items_have("input_schema", "'input_schema'")


def _items(data: Any) -> Items:
    if isinstance(data, dict):
        if isinstance(data.get("tools"), list):
            return data["tools"], "$.tools"
        if "input_schema" in data:
            return [data], "$"
        return "an object with neither 'tools' nor 'input_schema'"
    if isinstance(data, list):
        return data, "$"
    return f"expected a list or an object, got {type(data).__name__}"


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    schema = require_key(item, "input_schema", path, source)
    return build_tool(
        item, path, source, schema, f"{path}.input_schema", vendor="anthropic", known=_KNOWN
    )


KIND = JsonKind("Anthropic tools", _items, _build, lambda data: _has_schema(_items(data)))
from_data, load, explain_mismatch = KIND.from_data, KIND.load, KIND.explain_mismatch
