"""The type tree of the intermediate representation: ``TypeIR``, one JSON-Schema-shaped node.

``TypeIR`` is shaped like JSON Schema so that nothing a schema can say is lost between kinds: the
keywords toolform understands have fields, everything else rides along in ``extra`` and is written
back verbatim. It lives below ``toolform.schema`` (which converts JSON Schema to and from it) and
``toolform.ir`` (tools, which serialise through ``toolform.schema``), so neither imports the other
back.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

# Keys of ``TypeIR.constraints``, in the order renderers show them.
CONSTRAINT_KEYS: tuple[str, ...] = (
    "minimum",
    "maximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
)


class _Missing:
    """Marks "no value": a default or const of ``None`` is a real JSON ``null``."""

    _instance: _Missing | None = None

    def __new__(cls) -> _Missing:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "MISSING"

    def __bool__(self) -> bool:
        return False

    def __deepcopy__(self, memo: dict[int, Any]) -> _Missing:
        return self


MISSING: Any = _Missing()


@dataclass
class TypeIR:
    """One node of a JSON-Schema-shaped type tree.

    ``type`` is a single JSON type name or ``None`` (any). ``nullable`` adds ``null``. A union of
    several types lives in ``any_of``; ``union_kind`` remembers whether the source wrote it as
    ``anyOf``, ``oneOf`` or a type list so that export gives back the same shape.
    """

    type: str | None = None
    description: str | None = None
    title: str | None = None
    enum: list[Any] | None = None
    const: Any = MISSING
    default: Any = MISSING
    examples: list[Any] | None = None
    constraints: dict[str, Any] = field(default_factory=dict)
    items: TypeIR | None = None
    prefix_items: list[TypeIR] | None = None
    properties: dict[str, TypeIR] = field(default_factory=dict)
    required: list[str] = field(default_factory=list)
    additional_properties: bool | TypeIR | None = None
    any_of: list[TypeIR] | None = None
    union_kind: str = "anyOf"
    all_of: list[TypeIR] | None = None
    nullable: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def example(self) -> Any:
        """The first example, which renderers show (``MISSING`` when there is none)."""
        if self.examples:
            return self.examples[0]
        return self.extra.get("example", MISSING)

    @property
    def has_default(self) -> bool:
        return self.default is not MISSING

    def is_object(self) -> bool:
        return self.type == "object" or (self.type is None and bool(self.properties))

    def walk(self, path: str = "$") -> Iterator[tuple[str, TypeIR]]:
        """Every node below and including this one, with its JSON path."""
        yield path, self
        for name, prop in self.properties.items():
            yield from prop.walk(f"{path}.properties.{name}")
        if self.items is not None:
            yield from self.items.walk(f"{path}.items")
        for i, sub in enumerate(self.prefix_items or ()):
            yield from sub.walk(f"{path}.prefixItems[{i}]")
        if isinstance(self.additional_properties, TypeIR):
            yield from self.additional_properties.walk(f"{path}.additionalProperties")
        for i, sub in enumerate(self.any_of or ()):
            yield from sub.walk(f"{path}.{self.union_kind}[{i}]")
        for i, sub in enumerate(self.all_of or ()):
            yield from sub.walk(f"{path}.allOf[{i}]")

    def depth(self) -> int:
        """Object nesting depth: 1 for a flat object of scalars, +1 per nested object level."""
        inner = 0
        children: list[TypeIR] = list(self.properties.values())
        if self.items is not None:
            children.append(self.items)
        children.extend(self.prefix_items or ())
        children.extend(self.any_of or ())
        children.extend(self.all_of or ())
        if isinstance(self.additional_properties, TypeIR):
            children.append(self.additional_properties)
        for child in children:
            inner = max(inner, child.depth())
        own = 1 if self.is_object() else 0
        return own + inner

    def copy(self) -> TypeIR:
        return copy.deepcopy(self)


def object_type(**kwargs: Any) -> TypeIR:
    """An object schema node (the shape of every tool's parameters)."""
    return TypeIR(type="object", **kwargs)
