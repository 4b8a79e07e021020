"""Berkeley Function Calling Leaderboard function docs.

BFCL writes parameter types in a Python-ish vocabulary (``dict``, ``float``, ``tuple``, ``any``).
They are normalised to JSON Schema before conversion, and each tool records the renames in its
loader notes so the change is visible.
"""

from __future__ import annotations

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
)

KIND = "bfcl"
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
    if isinstance(schema, list):
        return [_normalise(v, f"{path}[{i}]", notes) for i, v in enumerate(schema)]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "type" and isinstance(value, str) and value in _RENAMES:
            new = _RENAMES[value]
            notes.append(f"bfcl: {path}.type {value!r} -> {new!r}")
            if new is not None:
                out[key] = new
        elif key == "properties" and isinstance(value, dict):
            out[key] = {k: _normalise(v, f"{path}.properties.{k}", notes) for k, v in value.items()}
        else:
            out[key] = _normalise(value, f"{path}.{key}", notes)
    return out


def _items(data: Any) -> list[Any] | str:
    if isinstance(data, dict) and "name" in data and "parameters" in data:
        data = [data]
    if not isinstance(data, list) or not data:
        return "expected a BFCL function doc or a non-empty list of them"
    return data


def explain_mismatch(data: Any) -> str | None:
    items = _items(data)
    if isinstance(items, str):
        return items
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
    tool = ToolIR(
        name=check_name(item.get("name"), f"{path}.name", source),
        description=check_description(item.get("description"), f"{path}.description", source),
        parameters=parameters_type(params, f"{path}.parameters", source),
    )
    for note in notes:
        tool.note(note)
    return tool


def from_data(data: Any, source: str | None = None) -> ToolUniverse:
    items = _items(data)
    if isinstance(items, str):
        raise LoaderError(f"not BFCL function docs: {items}", source=source, path="$")
    return build_universe(items, "$", source, _build)


def load(obj: Any) -> ToolUniverse:
    """Load BFCL function docs from a path, JSON text or parsed object."""
    data, source = read_json_input(obj)
    return from_data(data, source)
