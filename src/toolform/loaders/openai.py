"""OpenAI tools: chat-completions ``tools``, bare function objects, request bodies, Responses API."""

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
    split_known,
)

KIND = "openai"
_KNOWN = frozenset({"type", "name", "description", "parameters", "strict", "function"})


def _items(data: Any) -> tuple[list[Any], str] | str:
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


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    if isinstance(got, str):
        return got
    items, _ = got
    if not items:
        return "no tools in the list"
    if not all(_looks_like_item(i) for i in items):
        return "items are not {'type': 'function', 'function': {...}} nor {name, parameters}"
    return None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    fn = item
    fpath = path
    if isinstance(item.get("function"), dict):
        fn = item["function"]
        fpath = f"{path}.function"
    elif "function" in item:
        raise LoaderError("'function' must be an object", source=source, path=f"{path}.function")
    tool = ToolIR(
        name=check_name(fn.get("name"), f"{fpath}.name", source),
        description=check_description(fn.get("description"), f"{fpath}.description", source),
        parameters=parameters_type(fn.get("parameters"), f"{fpath}.parameters", source),
    )
    meta: dict[str, Any] = {}
    if "strict" in fn:
        meta["strict"] = fn["strict"]
    rest = split_known(fn, _KNOWN)
    if fn is not item:
        rest.update(split_known(item, _KNOWN))
    meta.update(copy.deepcopy(rest))
    if meta:
        tool.annotations["openai"] = meta
    return tool


def from_data(data: Any, source: str | None = None) -> ToolUniverse:
    got = _items(data)
    if isinstance(got, str):
        raise LoaderError(f"not OpenAI tools: {got}", source=source, path="$")
    items, base = got
    return build_universe(items, base, source, _build)


def load(obj: Any) -> ToolUniverse:
    """Load OpenAI tools from a path, JSON text or parsed object."""
    data, source = read_json_input(obj)
    return from_data(data, source)
