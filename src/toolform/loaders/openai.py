"""OpenAI tools: chat-completions ``tools``, bare function objects, request bodies, Responses API."""

from __future__ import annotations

import copy
from typing import Any

from toolform.errors import LoaderError
from toolform.ir import ToolIR
from toolform.loaders.common import (
    Items,
    JsonKind,
    build_tool,
    expect_object,
    items_match,
    split_known,
)

# Keys mapped to IR fields; any other key (``strict`` among them) is kept in annotations["openai"].
_KNOWN = frozenset({"type", "name", "description", "parameters"})
_OUTER = frozenset({"type", "function"})


def _items(data: Any) -> Items:
    """The tool items and their JSON path, or a reason the data is not OpenAI-shaped."""
    if isinstance(data, dict):
        for key in ("tools", "functions"):
            if isinstance(data.get(key), list):
                return data[key], f"$.{key}"
        if "function" in data or ("name" in data and "parameters" in data):
            return [data], "$"
        return "an object with neither 'tools' nor 'function' nor name+parameters"
    if isinstance(data, list):
        return data, "$"
    return f"expected a list or an object, got {type(data).__name__}"


def _looks_like_item(item: Any) -> bool:
    if not isinstance(item, dict):
        return False
    if item.get("type") == "function" and isinstance(item.get("function"), dict):
        return True
    if "input_schema" in item or "inputSchema" in item:
        return False
    return "name" in item and ("parameters" in item or item.get("type") == "function")


_openai_items = items_match(
    _looks_like_item, "items are not {'type': 'function', 'function': {...}} nor {name, parameters}"
)


def explain_mismatch(data: Any) -> str | None:
    return _openai_items(_items(data))


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    fn, fpath = item, path
    if isinstance(item.get("function"), dict):
        fn, fpath = item["function"], f"{path}.function"
    elif "function" in item:
        raise LoaderError("'function' must be an object", source=source, path=f"{path}.function")
    tool = build_tool(
        fn,
        fpath,
        source,
        fn.get("parameters"),
        f"{fpath}.parameters",
        vendor="openai",
        known=_KNOWN,
    )
    outer = split_known(item, _OUTER) if fn is not item else {}
    if outer:
        tool.annotations.setdefault("openai", {}).update(copy.deepcopy(outer))
    return tool


KIND = JsonKind("OpenAI tools", _items, _build, explain_mismatch)
from_data, load = KIND.from_data, KIND.load
