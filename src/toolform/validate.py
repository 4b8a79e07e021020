"""Argument validation and schema-driven coercion.

Text protocols hand over strings; ``coerce`` turns them into what the schema asks for (an integer
from "5", a list from JSON text) and records each change, while string-typed values stay exactly
as written. Validators are compiled once per tool and cached.

``jsonschema`` (Draft 2020-12 unless the schema names another) is the judge of validity and the
author of every error message. It costs tens of microseconds per call even on a three-property
schema, which is most of what parsing a reply costs, so a schema that means the same under
draft 7 is also compiled to Python code by ``fastjsonschema`` (about twenty times faster): when
that check passes, the call is valid; when it fails, ``jsonschema`` decides and explains. The fast
check may only ever be stricter, never looser: ``tests/test_validate_fast.py`` holds the two to
the same verdict on generated schemas and values.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import fastjsonschema

from toolform.ir import ToolIR
from toolform.protocols.base import QuotedText
from toolform.protocols.scan import strict_loads
from toolform.schema import parameters_schema

# Keywords whose meaning differs between draft 7 and 2020-12, or that draft 7 does not know (and
# would ignore): a schema using any of them, anywhere, is judged by jsonschema alone. The walk
# reads every key, property names included, so it errs towards the slow path.
_NOT_DRAFT7 = frozenset(
    {
        "$schema", "$ref", "$dynamicRef", "$recursiveRef", "$defs", "definitions", "$id",
        "$anchor", "$dynamicAnchor", "$recursiveAnchor", "$vocabulary", "prefixItems",
        "additionalItems", "dependencies", "dependentRequired", "dependentSchemas",
        "unevaluatedItems", "unevaluatedProperties", "minContains", "maxContains",
        "contentSchema",
    }
)  # fmt: skip

FastCheck = Callable[[Any], bool]


def _draft7_safe(node: Any) -> bool:
    if isinstance(node, dict):
        if not _NOT_DRAFT7.isdisjoint(node) or isinstance(node.get("items"), list):
            return False
        return all(_draft7_safe(v) for v in node.values())
    if isinstance(node, list):
        return all(_draft7_safe(v) for v in node)
    return True


def fast_check(schema: dict[str, Any]) -> FastCheck | None:
    """A compiled yes/no check of ``schema``, or None where only jsonschema may judge it."""
    if not _draft7_safe(schema):
        return None
    try:
        code = fastjsonschema.compile(
            schema, use_default=False, use_formats=False, detailed_exceptions=False
        )
    except Exception:  # anything it cannot compile (a bad pattern, an odd keyword) is left out
        return None

    def check(value: Any) -> bool:
        try:
            code(value)
        except Exception:  # a failed check, or one it could not run: jsonschema decides
            return False
        return True

    return check


@dataclass
class _Compiled:
    tool: ToolIR
    schema: dict[str, Any]
    fast: FastCheck | None
    _validator: Any = None

    @property
    def validator(self) -> Any:
        """The jsonschema validator, built (and jsonschema imported) when first needed: most
        calls pass the fast check, and a grader process or a CLI command that only reads
        valid calls then never loads jsonschema at all."""
        if self._validator is None:
            import jsonschema

            cls = jsonschema.validators.validator_for(
                self.schema, default=jsonschema.Draft202012Validator
            )
            self._validator = cls(self.schema)
        return self._validator


_CACHE: dict[int, _Compiled] = {}


def _compiled(tool: ToolIR) -> _Compiled:
    """The tool's schema and checks, built once per tool object."""
    hit = _CACHE.get(id(tool))
    if hit is None or hit.tool is not tool:
        schema = parameters_schema(tool.parameters)
        hit = _Compiled(tool, schema, fast_check(schema))
        _CACHE[id(tool)] = hit
    return hit


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
    hit = _compiled(tool)
    if hit.fast is not None and hit.fast(arguments):  # the common case, in compiled code
        return []
    errors = sorted(
        hit.validator.iter_errors(arguments), key=lambda e: list(map(str, e.absolute_path))
    )
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
_quote = json.encoder.encode_basestring_ascii  # json.dumps of a str, without its overhead


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
    repairs.append(f"coerced:{path}:{_quote(value)}->{json.dumps(converted)}")
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
    schema = _compiled(tool).schema
    repairs: list[str] = []
    args = coerce(arguments, schema, "$", repairs) if text_values else arguments
    return Checked(args, repairs, validate_arguments(tool, args))
