"""The compact parameter tree of the minimal formats: ``"days": "integer=3 (1 to 7)"``.

Each parameter is one short string (type, default, limits, description) and each object a
mapping whose required keys end with ``*``; the json_minimal and YAML layouts share it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from toolform.formats.vocab.literals import json_literal, plain_value
from toolform.formats.vocab.prose import limits, one_line
from toolform.formats.vocab.schema_words import FLAT, keyword_facts, type_label
from toolform.formats.vocab.walk import params_of
from toolform.ir import MISSING, TypeIR


@dataclass(frozen=True)
class MiniDetail:
    """What a compact parameter tree writes next to each type."""

    defaults: bool = True
    constraints: bool = True
    descriptions: bool = False
    examples: bool = False
    keywords: bool = False  # limits under their JSON Schema keywords (``minimum 1``), not phrased

    def limits(self, node: TypeIR) -> list[str]:
        """The node's limits as this detail writes them (none when ``constraints`` is off)."""
        if not self.constraints:
            return []
        return keyword_facts(node) if self.keywords else limits(node)


MINI_TYPES = MiniDetail(defaults=False, constraints=False)
MINI_STANDARD = MiniDetail()
MINI_DESCRIBED = MiniDetail(descriptions=True)
MINI_FULL = MiniDetail(descriptions=True, examples=True, keywords=True)


def mini_type(node: TypeIR, detail: MiniDetail = MINI_STANDARD) -> str:
    """The type word of the compact tree: an enum is written as its values, ``a|b``; union
    members carry their own limits in parentheses when the detail writes limits."""
    if node.enum is not None:
        return "|".join(plain_value(v) for v in node.enum) + ("|null" if node.nullable else "")
    if node.any_of is not None:
        members = [_mini_member(m, detail) for m in node.any_of if m.type != "null"]
        return " | ".join(members) + (" | null" if node.nullable else "")
    if node.type == "array" and node.items is not None and not node.items.is_object():
        return mini_type(node.items, detail) + "[]" + ("|null" if node.nullable else "")
    if isinstance(node.additional_properties, TypeIR) and not node.properties:
        return "map of " + mini_type(node.additional_properties, detail)
    return type_label(node, FLAT)


def _mini_member(node: TypeIR, detail: MiniDetail) -> str:
    text = mini_type(node, detail)
    extra = ", ".join(detail.limits(node))
    return f"{text} ({extra})" if extra else text


def mini_text(node: TypeIR, detail: MiniDetail) -> str:
    """``integer=3 (1 to 7) - How many days``: type, default, constraints, then description."""
    text = mini_type(node, detail)
    if detail.defaults and node.default is not MISSING:
        text += "=" + plain_value(node.default)
    notes = detail.limits(node)
    if detail.examples and node.example is not MISSING:
        notes.append("e.g. " + json_literal(node.example))
    if notes:
        text += " (" + ", ".join(notes) + ")"
    if detail.descriptions and node.description:
        text += " - " + one_line(node.description)
    return text


def mini_tree(node: TypeIR, detail: MiniDetail) -> Any:
    """A node as the compact tree: a string for a scalar, a mapping for an object, a list for
    an array of objects. Required keys end with ``*``.

    An object's own facts (its description, an array's item bounds) go into the ``"_"`` key of
    its mapping or the second element of its list, so nothing about a nested level is lost.
    """
    if node.is_object() and node.properties and node.any_of is None:
        out: dict[str, Any] = {}
        own = _own_facts(node, detail)
        if own:
            out["_"] = own
        for p in params_of(node):
            out[p.name + ("*" if p.required else "")] = mini_tree(p.node, detail)
        return out
    if node.type == "array" and node.items is not None and node.items.is_object():
        inner = mini_tree(node.items, detail)
        own = _own_facts(node, detail)
        return [inner, own] if own else [inner]
    return mini_text(node, detail)


def _own_facts(node: TypeIR, detail: MiniDetail) -> str:
    parts: list[str] = []
    if node.nullable:
        parts.append("nullable")
    if detail.defaults and node.default is not MISSING:
        parts.append("default " + json_literal(node.default))
    parts.extend(detail.limits(node))
    if detail.descriptions and node.description:
        parts.append(one_line(node.description))
    return ", ".join(parts)
