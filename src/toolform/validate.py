"""Argument validation and schema-driven coercion.

Text protocols hand over strings; ``coerce`` turns them into what the schema asks for (an integer
from "5", a list from JSON text) and records each change, while string-typed values stay exactly
as written. Validators are compiled once per tool and cached.

The validator is ``jsonschema-rs`` (Draft 2020-12 unless the schema names another), chosen over
the jsonschema + fastjsonschema pair it replaced for two reasons (``benchmarks/bench_validate.py``
prints both): a tool's ``pattern`` is matched by Rust's regex engine, which runs in linear time,
so a model's argument cannot hang validation with a backtracking pattern such as ``^(a+)+$``
(patterns that need lookaround or backreferences go to fancy-regex, bounded by
``schema_check.BACKTRACK_LIMIT`` steps); and it was about 4 times faster on valid calls and 6 to
10 times on invalid ones. ``format`` is asserted for the formats JSON Schema defines (date,
email, uri, ...); a format it does not know is ignored, as the specification allows.
"""

from __future__ import annotations

import json
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from toolform.ir import ToolIR
from toolform.protocols.base import QuotedText
from toolform.protocols.scan import strict_loads
from toolform.schema import parameters_schema
from toolform.schema_check import compile_validator, invalid_schema, json_path, schema_errors

if TYPE_CHECKING:
    import jsonschema_rs


@dataclass
class _Compiled:
    schema: dict[str, Any]
    validator: jsonschema_rs.Validator


#: Compiled validators by ``id`` of a live tool, with a weak reference to the tool: the entry
#: leaves when the tool is collected (so the cache holds no more than the tools alive, and an
#: id reused by a later tool finds no stale entry), and a hit counts only when the reference
#: still points at the tool asked about.
_CACHE: dict[int, tuple[weakref.ref[ToolIR], _Compiled]] = {}


def _forget(key: int, ref: weakref.ref[ToolIR]) -> None:
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is ref:
        _CACHE.pop(key, None)


def _compiled(tool: ToolIR) -> _Compiled:
    """The tool's schema and validator, built once per tool object. Loaders check schemas as
    they load them; a tool built in code may still carry one that does not compile, which is
    refused here with the same typed error."""
    key = id(tool)
    hit = _CACHE.get(key)
    if hit is not None and hit[0]() is tool:
        return hit[1]
    schema = parameters_schema(tool.parameters)
    try:
        validator = compile_validator(schema)
    except schema_errors() as exc:
        raise invalid_schema(exc, f"{tool.name}.parameters") from None
    compiled = _Compiled(schema, validator)
    _CACHE[key] = (weakref.ref(tool, lambda ref: _forget(key, ref)), compiled)
    return compiled


@dataclass
class ValidationError:
    """One way the arguments break the schema, with the JSON path of the offending value."""

    path: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"path": self.path, "message": self.message}


def _plain(value: Any) -> Any:
    """``value`` with str subclasses (``QuotedText``) made plain ``str``, which is all the
    validator takes; anything else it cannot read stays, and is reported as not JSON."""
    if isinstance(value, str):
        return str(value)
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def validate_arguments(tool: ToolIR, arguments: dict[str, Any]) -> list[ValidationError]:
    validator = _compiled(tool).validator
    try:
        if validator.is_valid(arguments):  # the common case, with no error objects built
            return []
        found = list(validator.iter_errors(arguments))
    except ValueError:
        try:
            plain = _plain(arguments)
            found = [] if validator.is_valid(plain) else list(validator.iter_errors(plain))
        except (ValueError, RecursionError) as exc:
            return [ValidationError("$", f"the arguments cannot be validated ({exc})")]
    errors = sorted(found, key=lambda e: list(map(str, e.instance_path)))
    return [ValidationError(json_path("$", e.instance_path), e.message) for e in errors]


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
