"""JSON Schema to ``TypeIR`` and back.

Loading resolves ``$ref`` (against ``$defs``, ``definitions`` or any JSON pointer into the root
document) by inlining the target, so renderers never chase references. A reference cycle is refused
with a ``LoaderError`` that names the cycle: a recursive type cannot be written out in a prompt.
Inlining copies a definition at each use, so a chain of definitions each used twice doubles at
every level; every value built or copied is counted, and a schema is refused once the count
passes ``expansion.limit`` of its written size, instead of filling memory. The converted schema
is then checked against its metaschema (``schema_check.check_loaded``).
``exclusiveMinimum``/``exclusiveMaximum`` are stored as ``minimum``/``maximum`` (the IR has no
exclusive bound). Every keyword the IR has no field for is kept in ``TypeIR.extra`` and written back
unchanged, so a schema survives a round trip through any kind.
"""

from __future__ import annotations

import copy
from typing import Any

from toolform import expansion
from toolform.errors import LoaderError
from toolform.schema_check import check_loaded
from toolform.typeir import CONSTRAINT_KEYS, MISSING, TypeIR

_TYPE_NAMES = frozenset({"string", "integer", "number", "boolean", "array", "object", "null"})
_CONSTRAINTS = frozenset(CONSTRAINT_KEYS)
_CONSUMED = frozenset({"$defs", "definitions"})
# Keys only compiling the schema can check: a regular expression, or a reference left in a kept
# keyword (conversion resolves the rest).
COMPILE_KEYS = frozenset({"pattern", "patternProperties", "$ref", "$id", "$schema"})


def count_values(node: Any) -> tuple[int, bool]:
    """How many JSON values ``node`` holds, and whether one of ``COMPILE_KEYS`` is among them (a
    loop, not recursion, so depth costs nothing)."""
    count, compile_, stack = 0, False, [node]
    while stack:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            compile_ = compile_ or not COMPILE_KEYS.isdisjoint(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count, compile_


class _Resolver:
    """Holds the root document and the refs being expanded (to name a cycle)."""

    __slots__ = ("built", "compile", "root", "source", "stack", "written")

    def __init__(self, root: Any, source: str | None) -> None:
        self.root = root
        self.source = source
        self.stack: list[str] = []
        self.built = 0  # JSON values converted or copied so far (see ``charge``)
        self.written: int | None = None  # the document's own size, counted when needed
        self.compile = False  # one of COMPILE_KEYS was met

    def error(self, message: str, path: str, hint: str | None = None) -> LoaderError:
        return LoaderError(message, source=self.source, path=path, hint=hint)

    def charge(self, values: int, path: str) -> None:
        """Count ``values`` more JSON values built; past ``expansion.FLOOR`` the document's own
        size is counted (once) and the schema is refused when it is past ``expansion.limit``.
        Every node built and every value copied is charged, so a schema that would expand
        without end stops at the limit: loading costs at most that, whatever its shape."""
        self.built += values
        if self.built <= expansion.FLOOR:
            return
        if self.written is None:
            self.written = count_values(self.root)[0]
        if self.built > expansion.limit(self.written):
            message = expansion.overrun(self.written, "JSON values", "JSON values")
            raise self.error(message, path, expansion.HINT)

    def copy(self, value: Any, path: str) -> Any:
        """A deep copy of a keyword's value (an enum, a default, a kept keyword), charged."""
        if not isinstance(value, (dict, list)):
            self.charge(1, path)
            return value
        values, compile_ = count_values(value)
        self.charge(values, path)
        self.compile = self.compile or compile_
        return copy.deepcopy(value)

    def lookup(self, ref: str, path: str) -> Any:
        if not ref.startswith("#"):
            raise self.error(f"external $ref {ref!r} is not supported", path, "inline the schema")
        node = self.root
        pointer = ref[1:]
        if pointer in ("", "/"):
            return node
        for raw in pointer.lstrip("/").split("/"):
            part = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                known = sorted(_defs_names(self.root))
                hint = f"known definitions: {', '.join(known[:8])}" if known else None
                raise self.error(f"unresolvable $ref {ref!r}", path, hint)
        return node


def _defs_names(root: Any) -> list[str]:
    names: list[str] = []
    if isinstance(root, dict):
        for key in ("$defs", "definitions"):
            defs = root.get(key)
            if isinstance(defs, dict):
                names.extend(f"#/{key}/{n}" for n in defs)
    return names


def schema_to_type(schema: Any, *, path: str = "$", source: str | None = None) -> TypeIR:
    """Convert a JSON Schema (a dict or a boolean schema) to a ``TypeIR`` tree; a schema that
    would expand past the bound, or that is not a valid JSON Schema, raises ``LoaderError``."""
    res = _Resolver(schema, source)
    node = _convert(schema, res, path)
    check_loaded(
        schema, lambda: type_to_schema(node), compile=res.compile, path=path, source=source
    )
    return node


def _convert(schema: Any, res: _Resolver, path: str) -> TypeIR:
    if schema is True:
        return TypeIR()
    if schema is False:
        return TypeIR(extra={"not": {}})
    if not isinstance(schema, dict):
        raise res.error(f"a schema must be an object, got {type(schema).__name__}", path)
    ref = schema.get("$ref")
    if ref is not None:
        return _convert_ref(schema, ref, res, path)
    res.charge(1, path)
    if not COMPILE_KEYS.isdisjoint(schema):
        res.compile = True
    node = TypeIR()
    for key, value in schema.items():
        handler = _HANDLERS.get(key)
        if handler is not None:
            handler(node, value, res, path)
        elif key in _CONSTRAINTS:
            node.constraints[key] = value
        elif key not in _CONSUMED:
            node.extra[key] = res.copy(value, path)
    if node.any_of is not None and node.union_kind != "type":
        node.nullable = node.nullable or any(m.type == "null" for m in node.any_of)
    return node


def _convert_ref(schema: dict[str, Any], ref: Any, res: _Resolver, path: str) -> TypeIR:
    if not isinstance(ref, str):
        raise res.error("$ref must be a string", f"{path}.$ref")
    if ref in res.stack:
        cycle = " -> ".join([*res.stack[res.stack.index(ref) :], ref])
        raise res.error(
            f"cyclic $ref: {cycle}", path, "recursive types cannot be written into a prompt"
        )
    siblings = {k: v for k, v in schema.items() if k != "$ref"}
    target = res.lookup(ref, f"{path}.$ref")
    res.stack.append(ref)
    try:
        if siblings:
            if not isinstance(target, dict):
                raise res.error(f"$ref {ref!r} does not point to a schema", path)
            node = _convert({**target, **siblings}, res, path)
        else:
            # Converted afresh at each use, so every use is its own node (editing one leaves the rest).
            node = _convert(target, res, path)
    finally:
        res.stack.pop()
    return node


def _set_type(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if isinstance(value, str):
        if value not in _TYPE_NAMES:
            raise res.error(
                f"unknown type {value!r}", f"{path}.type", f"use one of {sorted(_TYPE_NAMES)}"
            )
        node.type = value
        return
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise res.error("type must be a type name or a list of type names", f"{path}.type")
    for v in value:
        if v not in _TYPE_NAMES:
            raise res.error(f"unknown type {v!r}", f"{path}.type")
    real = [v for v in value if v != "null"]
    node.nullable = "null" in value
    if not real:
        node.type, node.nullable = "null", False
    elif len(real) == 1:
        node.type = real[0]
    else:
        node.any_of = [TypeIR(type=v) for v in real]
        node.union_kind = "type"


def _set_text(attr: str) -> Any:
    def handler(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
        if not isinstance(value, str):
            raise res.error(f"{attr} must be a string", f"{path}.{attr}")
        setattr(node, attr, value)

    return handler


def _set_enum(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if not isinstance(value, list):
        raise res.error("enum must be a list", f"{path}.enum")
    node.enum = res.copy(value, path)


def _set_const(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    node.const = res.copy(value, path)


def _set_default(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    node.default = res.copy(value, path)


def _set_examples(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    """Keep the first example only (the spec's rule): renderers show one, and a list of them
    would grow every prompt that shows examples."""
    if isinstance(value, list):
        node.examples = res.copy(value[:1], path) or None
    else:
        node.extra["examples"] = res.copy(value, path)


def _tighten(node: TypeIR, bound: str, value: Any) -> None:
    """Set ``bound`` (``minimum`` or ``maximum``), keeping the tighter of two numbers: the
    inclusive and the exclusive keyword both land on it, in whichever order the schema has them."""
    current = node.constraints.get(bound)
    if current is None or not isinstance(value, (int, float)):
        node.constraints[bound] = value
    else:
        node.constraints[bound] = (max if bound == "minimum" else min)(current, value)


def _set_exclusive(bound: str) -> Any:
    def handler(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
        if isinstance(value, bool):
            return  # draft-4 flag: the bound itself is in minimum/maximum
        if not isinstance(value, (int, float)):
            raise res.error("exclusive bound must be a number", path)
        _tighten(node, bound, value)

    return handler


def _set_minmax(bound: str) -> Any:
    def handler(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
        _tighten(node, bound, value)

    return handler


def _set_items(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if isinstance(value, list):
        node.prefix_items = [_convert(v, res, f"{path}.items[{i}]") for i, v in enumerate(value)]
    else:
        node.items = _convert(value, res, f"{path}.items")


def _set_prefix_items(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if not isinstance(value, list):
        raise res.error("prefixItems must be a list", f"{path}.prefixItems")
    node.prefix_items = [_convert(v, res, f"{path}.prefixItems[{i}]") for i, v in enumerate(value)]


def _set_properties(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if not isinstance(value, dict):
        raise res.error("properties must be an object", f"{path}.properties")
    props = node.properties
    for name, sub in value.items():
        props[name] = _convert(sub, res, f"{path}.properties.{name}")


def _set_required(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise res.error("required must be a list of property names", f"{path}.required")
    node.required = list(value)


def _set_additional(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if isinstance(value, bool):
        node.additional_properties = value
    else:
        node.additional_properties = _convert(value, res, f"{path}.additionalProperties")


def _set_union(kind: str) -> Any:
    def handler(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
        if not isinstance(value, list) or not value:
            raise res.error(f"{kind} must be a non-empty list", f"{path}.{kind}")
        if node.any_of is not None:
            node.extra[kind] = res.copy(value, path)  # both anyOf and oneOf: keep the second raw
            return
        node.any_of = [_convert(v, res, f"{path}.{kind}[{i}]") for i, v in enumerate(value)]
        node.union_kind = kind

    return handler


def _set_all_of(node: TypeIR, value: Any, res: _Resolver, path: str) -> None:
    if not isinstance(value, list) or not value:
        raise res.error("allOf must be a non-empty list", f"{path}.allOf")
    node.all_of = [_convert(v, res, f"{path}.allOf[{i}]") for i, v in enumerate(value)]


_HANDLERS: dict[str, Any] = {
    "type": _set_type,
    "description": _set_text("description"),
    "title": _set_text("title"),
    "enum": _set_enum,
    "const": _set_const,
    "default": _set_default,
    "examples": _set_examples,
    "minimum": _set_minmax("minimum"),
    "maximum": _set_minmax("maximum"),
    "exclusiveMinimum": _set_exclusive("minimum"),
    "exclusiveMaximum": _set_exclusive("maximum"),
    "items": _set_items,
    "prefixItems": _set_prefix_items,
    "properties": _set_properties,
    "required": _set_required,
    "additionalProperties": _set_additional,
    "anyOf": _set_union("anyOf"),
    "oneOf": _set_union("oneOf"),
    "allOf": _set_all_of,
}


def type_to_schema(node: TypeIR) -> dict[str, Any]:
    """Write a ``TypeIR`` back as a JSON Schema dict (the inverse of ``schema_to_type``)."""
    out: dict[str, Any] = {}
    if node.title is not None:
        out["title"] = node.title
    union = node.any_of
    if union is not None and node.union_kind == "type":
        types = [m.type for m in union]
        out["type"] = [*types, "null"] if node.nullable else types
        union = None
    elif node.type is not None:
        out["type"] = [node.type, "null"] if node.nullable and union is None else node.type
    if node.description is not None:
        out["description"] = node.description
    if node.enum is not None:
        out["enum"] = copy.deepcopy(node.enum)
    if node.const is not MISSING:
        out["const"] = copy.deepcopy(node.const)
    if node.default is not MISSING:
        out["default"] = copy.deepcopy(node.default)
    if node.examples is not None:
        out["examples"] = copy.deepcopy(node.examples)
    if node.constraints:
        out.update(node.constraints)
    if node.items is not None:
        out["items"] = type_to_schema(node.items)
    if node.prefix_items is not None:
        out["prefixItems"] = [type_to_schema(m) for m in node.prefix_items]
    if node.properties:
        out["properties"] = {k: type_to_schema(v) for k, v in node.properties.items()}
    if node.required:
        out["required"] = list(node.required)
    ap = node.additional_properties
    if ap is not None:
        out["additionalProperties"] = ap if isinstance(ap, bool) else type_to_schema(ap)
    if union is not None:
        members = [type_to_schema(m) for m in union]
        if node.nullable and not any(m.type == "null" for m in union):
            members.append({"type": "null"})
        out[node.union_kind] = members
    if node.all_of is not None:
        out["allOf"] = [type_to_schema(m) for m in node.all_of]
    if node.extra:
        out.update(copy.deepcopy(node.extra))
    return out


def parameters_schema(node: TypeIR) -> dict[str, Any]:
    """A tool's parameter schema as vendors expect it: always ``type`` and ``properties``."""
    out = type_to_schema(node)
    if "type" not in out:
        out = {"type": "object", **out}
    out.setdefault("properties", {})
    return out
