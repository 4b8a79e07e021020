"""toolform's own IR as JSON: ``ToolUniverse.to_dict()`` output, ``{"tools": [...]}`` or a list."""

from __future__ import annotations

from typing import Any

from toolform.errors import LoaderError
from toolform.ir import IR_FORMAT, ToolIR, ToolUniverse
from toolform.loaders.common import (
    build_universe,
    check_description,
    check_name,
    expect_object,
    parameters_type,
    read_json_input,
)
from toolform.schema import schema_to_type

KIND = "ir"
_IR_KEYS = frozenset({"name", "description", "parameters", "returns", "annotations"})


def _items(data: Any) -> tuple[list[Any], str] | str:
    if isinstance(data, dict):
        if data.get("format") not in (None, IR_FORMAT):
            return f"format is {data.get('format')!r}, not {IR_FORMAT!r}"
        if isinstance(data.get("tools"), list):
            return data["tools"], "$.tools"
        return "an object without a 'tools' list"
    if isinstance(data, list):
        return data, "$"
    return f"expected a list or an object, got {type(data).__name__}"


def explain_mismatch(data: Any) -> str | None:
    if isinstance(data, dict) and data.get("format") == IR_FORMAT:
        return None
    got = _items(data)
    if isinstance(got, str):
        return got
    items, _ = got
    if not items:
        return "no tools in the list"
    # A ToolIR dict always carries both 'returns' and 'annotations' (as to_dict writes it).
    if not all(isinstance(i, dict) and {"returns", "annotations"} <= i.keys() for i in items):
        return "items are not ToolIR dicts (no 'returns' and 'annotations' keys)"
    return None


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
    annotations = item.get("annotations") or {}
    expect_object(annotations, f"{path}.annotations", source, "annotations")
    return ToolIR(
        name=check_name(item.get("name"), f"{path}.name", source),
        description=check_description(item.get("description"), f"{path}.description", source),
        parameters=parameters_type(item.get("parameters"), f"{path}.parameters", source),
        returns=None
        if returns is None
        else schema_to_type(returns, path=f"{path}.returns", source=source),
        annotations=annotations,
    )


def from_data(data: Any, source: str | None = None) -> ToolUniverse:
    got = _items(data)
    if isinstance(got, str):
        raise LoaderError(f"not toolform IR: {got}", source=source, path="$")
    items, base = got
    return build_universe(items, base, source, _build)


def load(obj: Any) -> ToolUniverse:
    """Load toolform IR from a path, JSON text or parsed object."""
    data, source = read_json_input(obj)
    return from_data(data, source)
