"""Anthropic tools: ``{name, description, input_schema}``, a list of them, or ``{"tools": [...]}``."""

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

KIND = "anthropic"
_KNOWN = frozenset({"name", "description", "input_schema"})


def _items(data: Any) -> tuple[list[Any], str] | str:
    if isinstance(data, dict):
        if isinstance(data.get("tools"), list):
            return data["tools"], "$.tools"
        if "input_schema" in data:
            return [data], "$"
        return "an object with neither 'tools' nor 'input_schema'"
    if isinstance(data, list):
        return data, "$"
    return f"expected a list or an object, got {type(data).__name__}"


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    if isinstance(got, str):
        return got
    items, _ = got
    if not items:
        return "no tools in the list"
    if not all(isinstance(i, dict) and "input_schema" in i for i in items):
        return "items have no 'input_schema'"
    return None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a tool")
    tool = ToolIR(
        name=check_name(item.get("name"), f"{path}.name", source),
        description=check_description(item.get("description"), f"{path}.description", source),
        parameters=parameters_type(
            require_key(item, "input_schema", path, source), f"{path}.input_schema", source
        ),
    )
    rest = split_known(item, _KNOWN)
    if rest:
        tool.annotations["anthropic"] = copy.deepcopy(rest)
    return tool


def from_data(data: Any, source: str | None = None) -> ToolUniverse:
    got = _items(data)
    if isinstance(got, str):
        raise LoaderError(f"not Anthropic tools: {got}", source=source, path="$")
    items, base = got
    return build_universe(items, base, source, _build)


def load(obj: Any) -> ToolUniverse:
    """Load Anthropic tools from a path, JSON text or parsed object."""
    data, source = read_json_input(obj)
    return from_data(data, source)
