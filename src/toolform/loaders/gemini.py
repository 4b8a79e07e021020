"""Gemini ``functionDeclarations`` (OpenAPI-subset schemas with upper-case type names).

Types are lower-cased and OpenAPI's ``nullable: true`` becomes a nullable type; each tool records
what was normalised in its loader notes.
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
from toolform.schema import schema_to_type

KIND = "gemini"
_TYPES = {"STRING", "INTEGER", "NUMBER", "BOOLEAN", "ARRAY", "OBJECT", "NULL"}


def _normalise(schema: Any, path: str, notes: list[str]) -> Any:
    if isinstance(schema, list):
        return [_normalise(v, f"{path}[{i}]", notes) for i, v in enumerate(schema)]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "type" and isinstance(value, str) and value.upper() in _TYPES:
            if value != value.lower():
                notes.append(f"gemini: {path}.type {value!r} -> {value.lower()!r}")
            out[key] = value.lower()
        elif key == "nullable" and value is True:
            notes.append(f"gemini: {path}.nullable -> type list with 'null'")
            out["__nullable__"] = True
        elif key == "properties" and isinstance(value, dict):
            out[key] = {k: _normalise(v, f"{path}.properties.{k}", notes) for k, v in value.items()}
        else:
            out[key] = _normalise(value, f"{path}.{key}", notes)
    if out.pop("__nullable__", False) and isinstance(out.get("type"), str):
        out["type"] = [out["type"], "null"]
    return out


def _items(data: Any) -> tuple[list[Any], str] | str:
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        return f"expected a list or an object, got {type(data).__name__}"
    found: list[Any] = []
    for i, entry in enumerate(data):
        if isinstance(entry, dict) and isinstance(entry.get("functionDeclarations"), list):
            found.extend(entry["functionDeclarations"])
        elif isinstance(entry, dict) and isinstance(entry.get("function_declarations"), list):
            found.extend(entry["function_declarations"])
        else:
            return f"$[{i}] has no 'functionDeclarations' list"
    base = "$.functionDeclarations" if len(data) == 1 else "$[*].functionDeclarations"
    return found, base


def explain_mismatch(data: Any) -> str | None:
    got = _items(data)
    return got if isinstance(got, str) else None


def _build(item: Any, path: str, source: str | None) -> ToolIR:
    item = expect_object(item, path, source, "a function declaration")
    notes: list[str] = []
    params = _normalise(item.get("parameters"), f"{path}.parameters", notes)
    tool = ToolIR(
        name=check_name(item.get("name"), f"{path}.name", source),
        description=check_description(item.get("description"), f"{path}.description", source),
        parameters=parameters_type(params, f"{path}.parameters", source),
    )
    response = item.get("response")
    if response is not None:
        resp = _normalise(response, f"{path}.response", notes)
        tool.returns = schema_to_type(resp, path=f"{path}.response", source=source)
    for note in notes:
        tool.note(note)
    return tool


def from_data(data: Any, source: str | None = None) -> ToolUniverse:
    got = _items(data)
    if isinstance(got, str):
        raise LoaderError(f"not Gemini function declarations: {got}", source=source, path="$")
    items, base = got
    return build_universe(items, base, source, _build)


def load(obj: Any) -> ToolUniverse:
    """Load Gemini function declarations from a path, JSON text or parsed object."""
    data, source = read_json_input(obj)
    return from_data(data, source)
