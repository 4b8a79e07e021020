"""Short text forms of a schema node, shared by the formats that write one cell per fact.

Tables, one-line indexes and example-driven formats need the same compact answers: what type
is this, which fields does it nest, what are its limits and its default. The wording of limits
and values comes from ``formats.common``, so these formats phrase a fact as every family does.
"""

from __future__ import annotations

from toolform.formats.common import constraint_text, json_literal
from toolform.ir import TypeIR


def type_label(node: TypeIR) -> str:
    """``string``, ``array<object>``, ``number | string``, ``"a" | "b"``, with ``?`` for null."""
    if node.enum is not None:
        text = " | ".join(json_literal(v) for v in node.enum)
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
        text += f"={json_literal(node.default)}"
    return text
