"""The one walk over a tool's parameters that every layout uses.

Layouts either list an object's own properties (``params_of``) or every field below a tool,
nested objects, arrays of objects and object members of a union included (``flatten``), so
that no layout drops a field another one shows.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from toolform.ir import ToolIR, TypeIR
from toolform.schema import type_to_schema


@dataclass(frozen=True)
class Param:
    """One property of an object node: its name, its type and whether the object requires it."""

    name: str
    node: TypeIR
    required: bool


def params_of(node: TypeIR, *, required_first: bool = False) -> list[Param]:
    """The properties of an object node in schema order (or required ones first, stably)."""
    req = set(node.required)
    out = [Param(name, sub, name in req) for name, sub in node.properties.items()]
    if required_first:
        out.sort(key=lambda p: not p.required)
    return out


def tool_params(tool: ToolIR, *, required_first: bool = False) -> list[Param]:
    return params_of(tool.parameters, required_first=required_first)


def has_returns(tool: ToolIR) -> bool:
    """True when the tool says what it returns in a way worth writing (more than "any")."""
    r = tool.returns
    return r is not None and bool(type_to_schema(r))


@dataclass(frozen=True)
class Field:
    """One parameter or nested field, as line-per-field layouts list them.

    ``path`` is dotted from the top (``passengers.adults``; items of an array add ``[]``:
    ``attendees[].email``); ``depth`` is 0 for a tool's own parameters.
    """

    name: str
    path: str
    node: TypeIR
    required: bool
    depth: int


def object_fields(node: TypeIR) -> TypeIR | None:
    """The object whose fields a value's children are: itself, or its array items, or None."""
    if node.properties:
        return node
    if node.items is not None and node.items.properties:
        return node.items
    return None


def _children(node: TypeIR) -> Iterator[tuple[TypeIR, str]]:
    """The objects whose fields sit below a value, each with the joint its paths take."""
    inner = object_fields(node)
    if inner is not None:
        yield inner, "." if inner is node else "[]."
    for member in node.any_of or ():
        if member.properties:
            yield member, "."


def flatten(params: TypeIR, prefix: str = "", depth: int = 0) -> Iterator[Field]:
    """Every parameter and, below it, every field of nested objects, of arrays of objects and
    of the object members of a union."""
    required = set(params.required)
    for name, node in params.properties.items():
        path = f"{prefix}{name}"
        yield Field(name, path, node, name in required, depth)
        for inner, joint in _children(node):
            yield from flatten(inner, f"{path}{joint}", depth + 1)
