"""MCP tools: a ``tools/list`` result, the whole JSON-RPC response, or a bare list.

``title``, ``annotations`` (the behaviour hints), ``icons``, ``_meta`` and any other key are kept in
``ToolIR.annotations["mcp"]``; ``outputSchema`` becomes ``ToolIR.returns``.
"""

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
from toolform.schema import schema_to_type

_KNOWN = frozenset({"name", "description", "inputSchema", "outputSchema"})
_has_schema = items_have("inputSchema", "'inputSchema'")


def _items(data: Any) -> Items:
    base = "$"
    if isinstance(data, dict) and "jsonrpc" in data:
        if "error" in data:
            return f"the JSON-RPC response is an error: {data['error']!r}"
        data = data.get("result")
        base = "$.result"
        if not isinstance(data, dict):
            return "a JSON-RPC response without a 'result' object"
    if isinstance(data, dict):
        if isinstance(data.get("tools"), list):
            return data["tools"], f"{base}.tools"
        if "inputSchema" in data:
            return [data], base
        return "an object with neither 'tools' nor 'inputSchema'"
    if isinstance(data, list):
        return data, base
    return f"expected a list or an object, got {type(data).__name__}"


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    schema = require_key(item, "inputSchema", path, source)
    tool = build_tool(item, path, source, schema, f"{path}.inputSchema", vendor="mcp", known=_KNOWN)
    output = item.get("outputSchema")
    if output is not None:
        tool.returns = schema_to_type(output, path=f"{path}.outputSchema", source=source)
    return tool


KIND = JsonKind("MCP tools", _items, _build, lambda data: _has_schema(_items(data)))
from_data, load, explain_mismatch = KIND.from_data, KIND.load, KIND.explain_mismatch
