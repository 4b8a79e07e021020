"""Python type annotations to ``TypeIR``: the type half of the Python loader.

The walker is hand-written rather than delegated to pydantic because tool schemas need a few things
pydantic's JSON Schema does differently: enums and nested classes are inlined (a prompt cannot
follow ``$ref``), ``Literal`` values keep their own JSON type, and an unsupported type must fail with
the function, parameter and type named. pydantic and ``annotated_types`` objects are read by duck
typing, so neither is a dependency: a ``Field(...)`` or ``Ge(0)`` is recognised by its attributes.
"""

from __future__ import annotations

import dataclasses
import datetime
import decimal
import enum
import pathlib
import types
import typing
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from toolform.errors import LoaderError, close_matches
from toolform.ir import MISSING, TypeIR
from toolform.loaders.docstrings import ParsedDoc

_NONE = type(None)
_COMPILED: dict[str, Any] = {}  # annotation text -> code: compiling dominates evaluation

# Classes whose values travel as JSON strings; the format says how the text is written.
_STRING_FORMATS: dict[type, str | None] = {
    datetime.datetime: "date-time",
    datetime.date: "date",
    datetime.time: "time",
    uuid.UUID: "uuid",
    pathlib.Path: None,
    pathlib.PurePath: None,
}
_SCALARS: dict[Any, str] = {str: "string", int: "integer", float: "number", bool: "boolean"}
_SCALARS[decimal.Decimal] = "number"
# ``get_origin`` maps the ``typing`` aliases (List, Dict, Sequence, ...) to these classes.
_LIST_ORIGINS = frozenset({list, Sequence, Iterable})
_SET_ORIGINS = frozenset({set, frozenset, AbstractSet})
_DICT_ORIGINS = frozenset({dict, Mapping})
_QUALIFIERS = frozenset({"Required", "NotRequired", "ReadOnly", "ClassVar", "Final"})
_UNION_TYPES: tuple[Any, ...] = (typing.Union, types.UnionType)

# annotated_types / pydantic metadata attribute -> IR constraint key.
_BOUNDS: dict[str, str] = {"ge": "minimum", "le": "maximum", "gt": "minimum", "lt": "maximum"}
_LENGTHS: dict[str, tuple[str, str]] = {
    "min_length": ("minLength", "minItems"),
    "max_length": ("maxLength", "maxItems"),
}
_PLAIN: dict[str, str] = {"multiple_of": "multipleOf", "pattern": "pattern"}


def json_value(value: Any) -> Any:
    """A default as JSON data, or ``MISSING`` when it has no JSON form.

    Enum members become their values and tuples lists, which is how they travel in a call.
    """
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, enum.Enum):
        return json_value(value.value)
    if isinstance(value, (list, tuple)):
        items = [json_value(v) for v in value]
        return MISSING if any(v is MISSING for v in items) else items
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        out = {k: json_value(v) for k, v in value.items()}
        return MISSING if any(v is MISSING for v in out.values()) else out
    dump = None if isinstance(value, type) else getattr(value, "model_dump", None)
    if callable(dump):
        # A pydantic model instance dumps to plain JSON data; anything else that merely answers
        # to ``model_dump`` (a proxy, a mock) is not followed further, so it cannot loop.
        try:
            data = dump(mode="json")
        except (TypeError, ValueError):
            return MISSING
        return json_value(data) if isinstance(data, (dict, list, str, int, float)) else MISSING
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return json_value(dataclasses.asdict(value))
    if type(value) in _STRING_FORMATS:
        return value.isoformat() if hasattr(value, "isoformat") else str(value)
    return MISSING


def is_field_info(obj: Any) -> bool:
    """A pydantic ``FieldInfo`` (what ``Field(...)`` returns), recognised without importing it.

    Always an instance: a class used as a default value is never one, whatever attributes the
    class answers to (a proxy or settings class can answer to any name)."""
    return (
        not isinstance(obj, type)
        and hasattr(obj, "metadata")
        and hasattr(obj, "is_required")
        and hasattr(obj, "json_schema_extra")
    )


def field_default(info: Any) -> Any:
    """The default a pydantic ``FieldInfo`` carries, or ``MISSING``."""
    if info.is_required():
        return MISSING
    factory = getattr(info, "default_factory", None)
    if factory is not None:
        try:
            return factory()
        except TypeError:  # a factory that wants the validated data
            return MISSING
    return info.default


class TypeReader:
    """Converts annotations of one function, collecting notes and naming the spot of a failure.

    ``where`` names the function and parameter for error messages (``line``, when known, is the
    function's line in its file); ``notes`` collects what was
    normalised (an exclusive bound stored as inclusive, ignored metadata) for ``ToolIR.note``.
    ``describe`` reads a class docstring (the loader passes its parser); ``namespace`` is where
    string annotations are evaluated (the function's globals). ``summaries`` holds the ids of
    nodes whose description is only a class summary, which a parameter's own text replaces.
    """

    __slots__ = ("describe", "line", "namespace", "notes", "source", "stack", "summaries", "where")

    def __init__(
        self,
        where: str,
        source: str | None,
        describe: Callable[[type], ParsedDoc],
        namespace: dict[str, Any],
        line: int | None = None,
    ) -> None:
        self.where = where
        self.source = source
        self.line = line
        self.describe = describe
        self.namespace = namespace
        self.notes: list[str] = []
        self.stack: list[Any] = []
        self.summaries: set[int] = set()

    def evaluate(self, annotation: Any) -> Any:
        """A string annotation (``from __future__ import annotations``) as the object it names."""
        if isinstance(annotation, typing.ForwardRef):
            annotation = annotation.__forward_arg__
        if not isinstance(annotation, str):
            return annotation
        code = _COMPILED.get(annotation)
        if code is None:
            try:
                code = compile(annotation, "<annotation>", "eval")
            except SyntaxError:
                raise self.fail(f"annotation {annotation!r} is not a Python expression") from None
            _COMPILED[annotation] = code
        try:
            return eval(code, self.namespace)
        except Exception as exc:
            hint = "define or import it in the module that declares the function"
            missing = getattr(exc, "name", None)
            if isinstance(exc, NameError) and missing:
                types_here = [k for k, v in self.namespace.items() if isinstance(v, type)]
                matches = close_matches(missing, types_here)
                if matches:
                    hint = f"did you mean: {', '.join(matches)}"
            raise self.fail(
                f"cannot evaluate the type {annotation!r} ({type(exc).__name__}: {exc})", hint
            ) from None

    def fail(self, message: str, hint: str | None = None) -> LoaderError:
        return LoaderError(
            f"{self.where}: {message}", source=self.source, line=self.line, hint=hint
        )

    # --- dispatch -----------------------------------------------------------------------
    def convert(self, tp: Any) -> TypeIR:
        """The ``TypeIR`` of an annotation; strings and forward references are evaluated first."""
        if isinstance(tp, type):
            scalar = _SCALARS.get(tp)
            if scalar is not None:
                return TypeIR(type=scalar)
        if tp is Any or tp is object:
            return TypeIR()
        if tp is None or tp is _NONE:
            return TypeIR(type="null")
        origin = typing.get_origin(tp)
        if origin is not None:
            return self._generic(tp, origin, typing.get_args(tp))
        if isinstance(tp, type):
            return self._class(tp)
        if isinstance(tp, (str, typing.ForwardRef)):
            return self.convert(self.evaluate(tp))
        if isinstance(tp, typing.TypeVar):
            raise self.fail(f"type variable {tp!r} has no JSON Schema", "use a concrete type")
        raise self.fail(f"type {tp!r} has no JSON Schema")

    def _generic(self, tp: Any, origin: Any, args: tuple[Any, ...]) -> TypeIR:
        if origin is typing.Annotated:
            return self._annotated(args[0], args[1:])
        if origin is typing.Literal:
            return self.literal(args)
        if origin in _UNION_TYPES:
            return self._union(args)
        if origin in _LIST_ORIGINS or origin in _SET_ORIGINS:
            node = TypeIR(type="array", items=self.convert(args[0]) if args else None)
            if origin in _SET_ORIGINS:
                node.constraints["uniqueItems"] = True
            return node
        if origin is tuple:
            return self._tuple(args)
        if origin in _DICT_ORIGINS:
            return self._dict(tp, args)
        name = getattr(origin, "_name", None) or getattr(origin, "__name__", "")
        if name in _QUALIFIERS:
            return self.convert(args[0])
        raise self.fail(f"type {tp!r} has no JSON Schema")

    def literal(self, values: tuple[Any, ...]) -> TypeIR:
        try:
            return literal_type(values)
        except TypeError as exc:
            raise self.fail(f"value {exc.args[0]!r} has no JSON type") from None

    # --- composite shapes ------------------------------------------------------------------
    def _union(self, args: tuple[Any, ...]) -> TypeIR:
        members = [a for a in args if a is not _NONE and a is not None]
        nullable = len(members) < len(args)
        if len(members) == 1:
            node = self.convert(members[0])
        else:
            node = union_of([self.convert(m) for m in members])
        if nullable:
            make_nullable(node)
        return node

    def _tuple(self, args: tuple[Any, ...]) -> TypeIR:
        if len(args) == 2 and args[1] is Ellipsis:
            return TypeIR(type="array", items=self.convert(args[0]))
        if not args or args == ((),):
            return TypeIR(type="array", constraints={"maxItems": 0})
        prefix = [self.convert(a) for a in args]
        return TypeIR(
            type="array",
            prefix_items=prefix,
            constraints={"minItems": len(prefix), "maxItems": len(prefix)},
        )

    def _dict(self, tp: Any, args: tuple[Any, ...]) -> TypeIR:
        if not args:
            return TypeIR(type="object")
        key, value = args
        key_node = self.convert(key)
        if key_node.type not in ("string", None) or key_node.any_of is not None:
            raise self.fail(
                f"type {tp!r} has no JSON Schema: JSON object keys are strings",
                "use dict[str, ...]",
            )
        node = TypeIR(type="object")
        if value is not Any:
            node.additional_properties = self.convert(value)
        return node

    def _annotated(self, base: Any, metadata: tuple[Any, ...]) -> TypeIR:
        node = self.convert(base)
        for meta in metadata:
            self.apply_metadata(node, meta)
        return node

    def apply_metadata(self, node: TypeIR, meta: Any) -> None:
        """Fold one ``Annotated`` item into ``node``: a text, a pydantic field, a constraint."""
        if isinstance(meta, str):
            node.description = meta
            return
        if is_field_info(meta):
            self.apply_field_info(node, meta)
            return
        if getattr(meta, "__is_annotated_types_grouped_metadata__", False):
            for sub in meta:
                self.apply_metadata(node, sub)
            return
        if not self._apply_constraint(node, meta):
            self.notes.append(f"{self.where}: ignored Annotated metadata {meta!r}")

    def apply_field_info(self, node: TypeIR, info: Any) -> None:
        """Description, title, examples and constraints of a pydantic ``Field``."""
        if info.description is not None:
            node.description = info.description
        if getattr(info, "title", None) is not None:
            node.title = info.title
        examples = getattr(info, "examples", None)
        if examples:
            node.examples = [json_value(e) for e in examples]
        for meta in info.metadata:
            self.apply_metadata(node, meta)

    def _apply_constraint(self, node: TypeIR, meta: Any) -> bool:
        found = False
        for attr, key in _BOUNDS.items():
            value = getattr(meta, attr, None)
            if value is None:
                continue
            found = True
            if attr in ("gt", "lt"):
                value = self._exclusive(node, attr, value)
            node.constraints[key] = value
        for attr, (text_key, array_key) in _LENGTHS.items():
            value = getattr(meta, attr, None)
            if value is not None:
                found = True
                node.constraints[array_key if node.type == "array" else text_key] = value
        for attr, key in _PLAIN.items():
            value = getattr(meta, attr, None)
            if value is not None:
                found = True
                node.constraints[key] = getattr(value, "pattern", value)
        return found

    def _exclusive(self, node: TypeIR, attr: str, value: Any) -> Any:
        # The IR has no exclusive bound. For integers the next integer is exact; else say so.
        if node.type == "integer" and isinstance(value, int):
            return value + 1 if attr == "gt" else value - 1
        self.notes.append(
            f"{self.where}: exclusive bound {attr}={value!r} is stored as an inclusive bound"
        )
        return value

    # --- classes -------------------------------------------------------------------------
    def _class(self, cls: type) -> TypeIR:
        if issubclass(cls, (bytes, bytearray)):
            # Raw bytes travel as base64 text, written the way pydantic writes ``Base64Bytes``.
            return TypeIR(type="string", constraints={"format": "base64"})
        fmt = _STRING_FORMATS.get(cls, MISSING)
        if fmt is not MISSING:
            node = TypeIR(type="string")
            if fmt is not None:
                node.constraints["format"] = fmt
            return node
        if issubclass(cls, enum.Enum):
            return self.literal(tuple(m.value for m in cls))
        for base, scalar in _SCALARS.items():
            if issubclass(cls, base):  # a subclass of str/int keeps the JSON type
                return TypeIR(type=scalar)
        if cls in (list, tuple, set, frozenset):
            node = TypeIR(type="array")
            if cls in (set, frozenset):
                node.constraints["uniqueItems"] = True
            return node
        if cls is dict:
            return TypeIR(type="object")
        try:
            fields = _class_fields(cls)
        except Exception as exc:  # get_type_hints on a class with an unresolvable annotation
            raise self.fail(
                f"cannot read the fields of {cls.__qualname__} ({type(exc).__name__}: {exc})"
            ) from None
        if fields is None:
            raise self.fail(
                f"type {cls.__qualname__} has no JSON Schema",
                "use a dataclass, TypedDict, pydantic model, Enum or a JSON type",
            )
        return self._object(cls, fields)

    def _object(self, cls: type, fields: list[tuple[str, Any, bool, Any]]) -> TypeIR:
        if cls in self.stack:
            cycle = " -> ".join(c.__qualname__ for c in [*self.stack, cls])
            raise self.fail(
                f"recursive type {cycle}", "recursive types cannot be written into a prompt"
            )
        self.stack.append(cls)
        try:
            docs = self.describe(cls)
            node = TypeIR(type="object", description=docs.description or None)
            if docs.description:
                self.summaries.add(id(node))
            for name, annotation, required, default in fields:
                sub = self.convert(annotation)
                if is_field_info(default):
                    self.apply_field_info(sub, default)
                    default = field_default(default)
                if name in docs.params and (sub.description is None or id(sub) in self.summaries):
                    sub.description = docs.params[name]
                if default is not MISSING:
                    set_default(
                        sub, default, f"{self.where}: {cls.__qualname__}.{name}", self.notes
                    )
                node.properties[name] = sub
                if required:
                    node.required.append(name)
            return node
        finally:
            self.stack.pop()


def _class_fields(cls: type) -> list[tuple[str, Any, bool, Any]] | None:
    """(name, annotation, required, default) per field of a dataclass, TypedDict or model."""
    if dataclasses.is_dataclass(cls):
        hints = typing.get_type_hints(cls, include_extras=True)
        out = []
        for f in dataclasses.fields(cls):
            if f.default is not dataclasses.MISSING:
                default: Any = f.default
            elif f.default_factory is not dataclasses.MISSING:
                default = f.default_factory()
            else:
                default = MISSING
            out.append((f.name, hints.get(f.name, Any), default is MISSING, default))
        return out
    if issubclass(cls, dict) and hasattr(cls, "__required_keys__"):
        hints = typing.get_type_hints(cls, include_extras=True)
        required = cls.__required_keys__
        # Under ``from __future__ import annotations`` Python 3.10/3.11 miss NotRequired[...] in
        # __required_keys__, so the qualifier itself decides when there is one.
        return [(k, v, _qualifier(v, k in required), MISSING) for k, v in hints.items()]
    model_fields = getattr(cls, "model_fields", None)
    if isinstance(model_fields, dict):
        out = []
        for name, info in model_fields.items():
            out.append((info.alias or name, info.annotation, info.is_required(), info))
        return out
    return None


def _qualifier(hint: Any, required: bool) -> bool:
    name = getattr(typing.get_origin(hint), "_name", None)
    if name == "NotRequired":
        return False
    return True if name == "Required" else required


def union_of(members: list[TypeIR]) -> TypeIR:
    """A union node. Bare scalar members are written as a type list, the compact form every
    vendor accepts; anything richer stays ``anyOf``."""
    if all(_is_bare_scalar(m) for m in members):
        return TypeIR(any_of=members, union_kind="type")
    return TypeIR(any_of=members)


def _is_bare_scalar(node: TypeIR) -> bool:
    return node == TypeIR(type=node.type) and node.type in (
        "string",
        "integer",
        "number",
        "boolean",
    )


def _json_type(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "null"
    raise TypeError(value)


def literal_type(values: Sequence[Any]) -> TypeIR:
    """An enum whose ``type`` follows its values: int literals stay integers, ``None`` is null.

    ``Literal`` flattens nested literals itself; an ``Enum`` member inside one stands for its value.
    Raises ``TypeError`` for a value with no JSON type.
    """
    flat = [v.value if isinstance(v, enum.Enum) else v for v in values]
    kinds: list[str] = []
    for v in flat:
        kind = _json_type(v)
        if kind not in kinds:
            kinds.append(kind)
    real = [k for k in kinds if k != "null"]
    if not real:
        return TypeIR(type="null", enum=flat)
    if len(real) == 1:
        node = TypeIR(type=real[0], enum=flat)
    else:
        node = TypeIR(any_of=[TypeIR(type=k) for k in real], union_kind="type", enum=flat)
    node.nullable = len(real) < len(kinds)
    return node


def make_nullable(node: TypeIR) -> None:
    """Let ``node`` also accept ``null`` (and list ``None`` among its enum values)."""
    if node.type == "null" and node.any_of is None:
        return
    if node.type is None and node.any_of is None:
        return  # any type already accepts null
    node.nullable = True
    if node.enum is not None and None not in node.enum:
        node.enum.append(None)


def set_default(node: TypeIR, value: Any, where: str, notes: list[str]) -> None:
    """Keep a default; ``None`` on a non-null type makes the type nullable (and says so)."""
    data = json_value(value)
    if data is MISSING:
        notes.append(f"{where}: default {value!r} has no JSON form and is not shown")
        return
    if data is None and not node.nullable and node.type not in (None, "null"):
        make_nullable(node)
        notes.append(f"{where}: default None makes the type nullable")
    node.default = data
