"""Short text forms of a schema node, shared by the formats that write one cell per fact.

Tables, one-line indexes and example-driven formats all need the same compact answers: what
type is this, what are its limits, what is its default. Writing them once keeps those formats
saying the same thing the same way.
"""

from __future__ import annotations

import json
from typing import Any

from toolform.ir import TypeIR


def literal(value: Any) -> str:
    """A value as JSON text (what a model would write in a call)."""
    return json.dumps(value, ensure_ascii=False)


def type_label(node: TypeIR) -> str:
    """``string``, ``array<object>``, ``number | string``, ``"a" | "b"``, with ``?`` for null."""
    if node.enum is not None:
        text = " | ".join(literal(v) for v in node.enum)
    elif node.any_of:
        text = " | ".join(type_label(m) for m in node.any_of)
    elif node.type == "array":
        if node.prefix_items:
            text = "[" + ", ".join(type_label(m) for m in node.prefix_items) + "]"
        else:
            text = f"array<{type_label(node.items)}>" if node.items is not None else "array"
    elif (
        node.type == "object"
        and not node.properties
        and isinstance(node.additional_properties, TypeIR)
    ):
        text = f"map<{type_label(node.additional_properties)}>"
    else:
        text = node.type or ("object" if node.properties else "any")
    if node.nullable:
        text += " | null"
    return text


def constraint_text(node: TypeIR) -> str:
    """Bounds, lengths, pattern and format as ``1..7, len ..200, pattern ^x$, format date``."""
    c = node.constraints
    parts = []
    if "minimum" in c or "maximum" in c:
        parts.append(f"{_num(c.get('minimum'))}..{_num(c.get('maximum'))}")
    if "minLength" in c or "maxLength" in c:
        parts.append(f"len {_num(c.get('minLength'))}..{_num(c.get('maxLength'))}")
    if "minItems" in c or "maxItems" in c:
        parts.append(f"items {_num(c.get('minItems'))}..{_num(c.get('maxItems'))}")
    if "multipleOf" in c:
        parts.append(f"multiple of {_num(c['multipleOf'])}")
    if "pattern" in c:
        parts.append(f"pattern {c['pattern']}")
    if "format" in c:
        parts.append(f"format {c['format']}")
    if c.get("uniqueItems"):
        parts.append("unique")
    return ", ".join(parts)


def _num(value: Any) -> str:
    return "" if value is None else literal(value)


def flat_parameters(node: TypeIR, prefix: str = "") -> list[tuple[str, TypeIR, bool]]:
    """Every parameter as ``(dotted path, node, required)``, nested objects and arrays of
    objects expanded (``passengers.adults``, ``attendees[].email``) so a flat layout keeps them."""
    out: list[tuple[str, TypeIR, bool]] = []
    for name, prop in node.properties.items():
        path = f"{prefix}{name}"
        out.append((path, prop, name in node.required))
        if prop.properties:
            out.extend(flat_parameters(prop, f"{path}."))
        elif prop.items is not None and prop.items.properties:
            out.extend(flat_parameters(prop.items, f"{path}[]."))
        for member in prop.any_of or ():
            if member.properties:
                out.extend(flat_parameters(member, f"{path}."))
    return out


def inline_type(node: TypeIR) -> str:
    """A whole type on one line: ``{adults*: integer 1..9, children: integer=0}``, where ``*``
    marks required fields, ``=`` a default and parentheses the constraints."""
    if node.properties:
        fields = ", ".join(
            f"{k}{'*' if k in node.required else ''}: {inline_type(v)}"
            for k, v in node.properties.items()
        )
        text = "{" + fields + "}" + (" | null" if node.nullable else "")
    elif node.type == "array" and node.items is not None and node.enum is None:
        text = f"array<{inline_type(node.items)}>" + (" | null" if node.nullable else "")
    elif node.any_of and node.enum is None:
        text = " | ".join(inline_type(m) for m in node.any_of) + (
            " | null" if node.nullable else ""
        )
    else:
        text = type_label(node)
    limits = constraint_text(node)
    if limits:
        text += f" ({limits})"
    if node.has_default:
        text += f"={literal(node.default)}"
    return text
