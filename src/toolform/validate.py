"""Argument validation and schema-driven coercion.

Text protocols hand over strings; ``coerce`` turns them into what the schema asks for (an integer
from "5", a list from JSON text) and records each change, while string-typed values stay exactly
as written. Validators are compiled once per tool and cached.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import jsonschema

from toolform.ir import ToolIR
from toolform.protocols.base import QuotedText
from toolform.protocols.scan import strict_loads
from toolform.schema import parameters_schema

_CACHE: dict[int, tuple[ToolIR, dict[str, Any], Any]] = {}


def compiled(tool: ToolIR) -> tuple[dict[str, Any], Any]:
    """The tool's parameter schema and its compiled validator, built once per tool object."""
    hit = _CACHE.get(id(tool))
    if hit is None or hit[0] is not tool:
        schema = parameters_schema(tool.parameters)
        cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
        hit = (tool, schema, cls(schema))
        _CACHE[id(tool)] = hit
    return hit[1], hit[2]


@dataclass
class ValidationError:
    """One way the arguments break the schema, with the JSON path of the offending value."""

    path: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"path": self.path, "message": self.message}


def _json_path(parts: Any) -> str:
    out = "$"
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def validate_arguments(tool: ToolIR, arguments: dict[str, Any]) -> list[ValidationError]:
    _, validator = compiled(tool)
    if validator.is_valid(arguments):  # the common case: skip building error objects
        return []
    errors = sorted(validator.iter_errors(arguments), key=lambda e: list(map(str, e.absolute_path)))
    return [ValidationError(_json_path(e.absolute_path), e.message) for e in errors]


def _types(schema: dict[str, Any]) -> list[str]:
    kind = schema.get("type")
    if isinstance(kind, str):
        return [kind]
    if isinstance(kind, list):
        return [k for k in kind if isinstance(k, str)]
    found: list[str] = []
    for key in ("anyOf", "oneOf"):
        for option in schema.get(key) or []:
            if isinstance(option, dict):
                found.extend(_types(option))
    return found


_BOOLS = {"true": True, "false": False}


def _from_text(text: str, kinds: list[str]) -> tuple[bool, Any]:
    """The value ``text`` stands for under the schema's types; (False, None) when none fits."""
    stripped = text.strip()
    for kind in kinds:
        if kind == "integer":
            try:
                return True, int(stripped)
            except ValueError:
                continue
        if kind == "number":
            try:
                value = float(stripped)
            except ValueError:
                continue
            if value != value or value in (float("inf"), float("-inf")):
                continue
            return (
                True,
                int(value)
                if value.is_integer() and "." not in stripped and "e" not in stripped.lower()
                else value,
            )
        if kind == "boolean" and stripped.lower() in _BOOLS:
            return True, _BOOLS[stripped.lower()]
        if kind == "null" and stripped.lower() in ("null", "none", ""):
            return True, None
        if kind in ("array", "object"):
            try:
                value = strict_loads(stripped)
            except ValueError:
                continue
            if isinstance(value, list if kind == "array" else dict):
                return True, value
    return False, None


def _string_fits(value: str, schema: dict[str, Any]) -> bool:
    """Whether a string branch of ``schema`` takes ``value`` as text (an enum may not: "20")."""
    kind = schema.get("type")
    if kind == "string" or (isinstance(kind, list) and "string" in kind):
        return "enum" not in schema or value in schema["enum"]
    options = [o for key in ("anyOf", "oneOf") for o in schema.get(key) or []]
    return any(_string_fits(value, o) for o in options if isinstance(o, dict))


def coerce(value: Any, schema: dict[str, Any], path: str, repairs: list[str]) -> Any:
    """``value`` converted to fit ``schema`` where it came as text; each change adds a repair."""
    kinds = _types(schema)
    if isinstance(value, dict):
        props = schema.get("properties") or {}
        return {
            k: coerce(v, props[k], f"{path}.{k}", repairs) if isinstance(props.get(k), dict) else v
            for k, v in value.items()
        }
    if isinstance(value, list):
        items = schema.get("items")
        if isinstance(items, dict):
            return [coerce(v, items, f"{path}[{i}]", repairs) for i, v in enumerate(value)]
        return value
    if not isinstance(value, str) or not kinds or _string_fits(value, schema):
        return str(value) if isinstance(value, QuotedText) else value
    if isinstance(value, QuotedText) and kinds != ["string"]:
        ok, converted = _from_text(value, [k for k in kinds if k in ("integer", "number")])
    else:
        ok, converted = _from_text(value, kinds)
    if not ok:
        return value
    repairs.append(f"coerced:{path}:{json.dumps(value)}->{json.dumps(converted)}")
    if isinstance(converted, (dict, list)):
        return coerce(converted, schema, path, repairs)
    return converted


@dataclass
class Checked:
    """The arguments after coercion, with what changed and what is still wrong."""

    arguments: dict[str, Any]
    repairs: list[str] = field(default_factory=list)
    errors: list[ValidationError] = field(default_factory=list)


def check_call(tool: ToolIR, arguments: dict[str, Any], *, text_values: bool) -> Checked:
    """Coerce (when the protocol handed over text) and validate one call's arguments."""
    schema, _ = compiled(tool)
    repairs: list[str] = []
    args = coerce(arguments, schema, "$", repairs) if text_values else arguments
    return Checked(args, repairs, validate_arguments(tool, args))
