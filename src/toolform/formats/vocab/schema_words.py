"""JSON Schema words: a node's schema, its type label, and its facts under their keywords.

A type label is written by one walk in one of three spellings, chosen by where it stands: an
attribute or a YAML value (``FLAT``: ``integer|null``), a sentence or a list line (``WORDS``:
``array of object``, union members with their own limits), or a table cell (``ANGLE``:
``array<object>``, enums as their values). The walk decides what a node is once, so an untyped
enum, a const or a nullable union reads the same in every layout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from toolform.formats.vocab.literals import enum_json_type, json_literal, json_type_of, plain_value
from toolform.formats.vocab.prose import limit_notes
from toolform.ir import CONSTRAINT_KEYS, MISSING, ToolIR, TypeIR
from toolform.schema import parameters_schema, type_to_schema


def schema_dict(node: TypeIR) -> dict[str, Any]:
    """The JSON Schema of a node (see ``schema.type_to_schema``)."""
    return type_to_schema(node)


def params_schema(tool: ToolIR) -> dict[str, Any]:
    """A tool's parameter schema with ``type`` and ``properties`` always present."""
    return parameters_schema(tool.parameters)


@dataclass(frozen=True)
class Spelling:
    """How a type label writes each construct; ``{}`` stands for the inner label."""

    union: str
    array: str
    bare_array: str
    tuple: str
    mapping: str
    literal_enums: bool = False  # an enum is written as its values
    member_notes: bool = False  # a union member carries its own enum and limits


FLAT = Spelling("|", "array", "array", "array", "object")
WORDS = Spelling(" | ", "array of {}", "array", "tuple of ({})", "object of {}", member_notes=True)
ANGLE = Spelling(" | ", "array<{}>", "array", "[{}]", "map<{}>", literal_enums=True)


def type_label(node: TypeIR, spelling: Spelling = WORDS) -> str:
    """The JSON Schema type of a node as a short label (``any`` when it says nothing)."""
    s = spelling
    if s.literal_enums and node.enum is not None:
        text = s.union.join(json_literal(v) for v in node.enum)
    elif node.any_of is not None:
        members = [_member(m, s) for m in node.any_of if m.type != "null"]
        text = s.union.join(dict.fromkeys(members)) or ("null" if node.nullable else "any")
    elif node.type == "array" or node.items is not None or node.prefix_items is not None:
        if node.prefix_items is not None:
            text = s.tuple.format(", ".join(type_label(m, s) for m in node.prefix_items))
        elif node.items is not None:
            text = s.array.format(type_label(node.items, s))
        else:
            text = s.bare_array
    elif node.is_object():
        extra = node.additional_properties  # the values' type, beside any named properties
        text = s.mapping.format(type_label(extra, s)) if isinstance(extra, TypeIR) else "object"
    elif node.type is not None:
        text = node.type
    elif node.enum is not None:
        text = enum_json_type(node.enum)
    elif node.const is not MISSING:
        text = json_type_of(node.const)
    else:
        text = "any"
    if node.nullable and "null" not in text.split(s.union):
        text += s.union + "null"
    return text


def _member(node: TypeIR, s: Spelling) -> str:
    """A union member; with ``member_notes`` its enum and limits, which the union would hide."""
    if not s.member_notes:
        return type_label(node, s)
    if node.enum is not None:
        return s.union.join(json_literal(v) for v in node.enum) or "never"
    notes = limit_notes(node)
    return type_label(node, s) + (f" ({'; '.join(notes)})" if notes else "")


def keyword_facts(node: TypeIR) -> list[str]:
    """The node's constraints under their JSON Schema keywords: ``minimum 1``, ``maxItems 50``.

    Nothing is paraphrased or merged, so a layout that promises every fact as the validator reads
    it (the ``full`` detail) writes these instead of a phrase like ``1 to 7``.
    """
    c = node.constraints
    out = [f"{key} {plain_value(c[key])}" for key in CONSTRAINT_KEYS if key in c]
    if node.const is not MISSING:
        out.insert(0, f"const {json_literal(node.const)}")
    return out
