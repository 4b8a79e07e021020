"""MCP tools: a ``tools/list`` result, the whole JSON-RPC response, or a bare list.

``title``, ``annotations`` (the behaviour hints), ``icons``, ``_meta`` and any other key are kept in
``ToolIR.annotations["mcp"]``; ``outputSchema`` becomes ``ToolIR.returns``.
"""

from __future__ import annotations

import copy
from typing import Any

from toolform.errors import LoaderError
from toolform.ir import ToolIR, ToolUniverse
from toolform.loaders.common import (
    build_universe,
    check_description,
    check_name,
    expect_object,
    parameters_type,
    read_json_input,
    require_key,
    split_known,
)
from toolform.schema import schema_to_type

KIND = "mcp"
_KNOWN = frozenset({"name", "description", "inputSchema", "outputSchema"})


def _items(data: Any) -> tuple[list[Any], str] | str:
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


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    if isinstance(got, str):
        return got
    items, _ = got
    if not items:
        return "no tools in the list"
    if not all(isinstance(i, dict) and "inputSchema" in i for i in items):
        return "items have no 'inputSchema'"
    return None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    tool = ToolIR(
        name=check_name(item.get("name"), f"{path}.name", source),
        description=check_description(item.get("description"), f"{path}.description", source),
        parameters=parameters_type(
            require_key(item, "inputSchema", path, source), f"{path}.inputSchema", source
        ),
    )
    output = item.get("outputSchema")
    if output is not None:
        tool.returns = schema_to_type(output, path=f"{path}.outputSchema", source=source)
    rest = split_known(item, _KNOWN)
    if rest:
        tool.annotations["mcp"] = copy.deepcopy(rest)
    return tool


def from_data(data: Any, source: str | None = None) -> ToolUniverse:
    got = _items(data)
    if isinstance(got, str):
        raise LoaderError(f"not MCP tools: {got}", source=source, path="$")
    items, base = got
    return build_universe(items, base, source, _build)


def load(obj: Any) -> ToolUniverse:
    """Load MCP tools from a path, JSON text or parsed object."""
    data, source = read_json_input(obj)
    return from_data(data, source)
