"""The TypeScript vocabulary: ``TypeIR`` -> ``number``, ``"a" | "b"``, ``{a: string, b?: number}``.

Every TypeScript layout (namespaces, interfaces, one-line signatures) writes types with this one
writer and varies only in how it lays out objects over lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.walk import params_of
from toolform.ir import MISSING, TypeIR


def _ts_literal_union(values: Sequence[Any]) -> str:
    return " | ".join(json_literal(v) for v in values)


def ts_type(
    node: TypeIR,
    *,
    object_writer: Callable[[TypeIR], str] | None = None,
) -> str:
    """A TypeScript type expression for a node (the one writer every TypeScript layout uses).

    Enums become literal unions, ``integer`` becomes ``number`` (TypeScript has no integer),
    arrays ``T[]``, tuples ``[A, B]``, maps ``Record<string, T>``, unions ``A | B`` and a nullable
    type gains ``| null``. Objects with properties are written inline on one line unless
    ``object_writer`` is given, which lets a layout write them over several lines with comments.
    """

    def write(n: TypeIR) -> str:
        return ts_type(n, object_writer=object_writer)

    if node.enum is not None:
        text = _ts_literal_union(node.enum)
    elif node.const is not MISSING:
        text = json_literal(node.const)
    elif node.any_of is not None:
        members = [write(m) for m in node.any_of if m.type != "null"]
        text = " | ".join(dict.fromkeys(members)) or "null"
    elif node.all_of is not None:
        text = " & ".join(write(m) for m in node.all_of)
    elif node.is_object() and node.properties:
        text = object_writer(node) if object_writer else ts_inline_object(node)
    elif node.type == "object" or (node.type is None and node.additional_properties):
        ap = node.additional_properties
        text = f"Record<string, {write(ap)}>" if isinstance(ap, TypeIR) else "object"
    elif node.type == "array":
        if node.prefix_items is not None:
            text = "[" + ", ".join(write(m) for m in node.prefix_items) + "]"
        else:
            item = node.items
            inner = write(item) if item is not None else "any"
            text = f"({inner})[]" if item is not None and _ts_needs_parens(item) else f"{inner}[]"
    elif node.type in ("integer", "number"):
        text = "number"
    elif node.type in ("string", "boolean", "null"):
        text = node.type
    else:
        text = "any"
    if node.nullable and not text.endswith("null"):
        text += " | null"
    return text


def _ts_needs_parens(node: TypeIR) -> bool:
    """True when a node's type expression is a union, which ``T[]`` must wrap in parentheses."""
    return (
        (node.enum is not None and len(node.enum) > 1)
        or node.any_of is not None
        or node.all_of is not None
        or node.nullable
    )


_TS_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def ts_key(name: str) -> str:
    """A property name as TypeScript writes it: bare when it is an identifier, else quoted."""
    return name if _TS_IDENTIFIER.fullmatch(name) else json_literal(name)


def ts_inline_object(node: TypeIR) -> str:
    """``{a: string, b?: number}``: an object type on one line."""
    fields = [
        f"{ts_key(p.name)}{'' if p.required else '?'}: {ts_type(p.node)}" for p in params_of(node)
    ]
    return "{" + ", ".join(fields) + "}"
