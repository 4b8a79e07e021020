"""Words for schema facts, shared by the layouts that are not a programming language.

Prose, Markdown, CLI and one-line signature formats all need to say the same things (a type, a
range, a default, the allowed values) in a few registers: full English ("a whole number from 1 to
7, default 3"), terse notes ("1..7", "default 3") and a JSON-Schema type label ("array of
object"). Keeping the wording here means every format phrases a fact the same way, so the study
compares layouts rather than accidental rewordings. ``flatten`` walks nested parameters for the
line-per-field layouts (tables, option lists, docstrings).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from toolform.ir import MISSING, TypeIR

_NOUNS = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "a boolean",
    "array": "a list",
    "object": "an object",
    "null": "null",
}


def value_text(value: Any) -> str:
    """A value as JSON (strings quoted, ``null`` for ``None``): unambiguous in any register."""
    return json.dumps(value, ensure_ascii=False, sort_keys=False)


def join_words(words: Sequence[str], last: str = "or", *, plain: bool = False) -> str:
    """``a``, ``a or b``, ``a, b or c``; items that hold commas themselves are split by ``;``
    unless ``plain`` (items already bracketed)."""
    if len(words) <= 1:
        return "".join(words)
    sep = "; " if not plain and any("," in w for w in words) else ", "
    tail = f"{sep.rstrip()} {last} " if sep == "; " else f" {last} "
    return f"{sep.join(words[:-1])}{tail}{words[-1]}"


def enum_phrase(values: Sequence[Any]) -> str:
    quoted = [value_text(v) for v in values]
    if len(quoted) == 1:
        return f"exactly {quoted[0]}"
    if len(quoted) == 2:
        return f"either {quoted[0]} or {quoted[1]}"
    return f"one of {join_words(quoted)}"


def _members(node: TypeIR) -> list[TypeIR]:
    return [m for m in node.any_of or () if m.type != "null"]


def noun(node: TypeIR) -> str:
    """What kind of value this is, in words ("a whole number", "a list, each item text")."""
    if node.const is not MISSING:
        core = f"exactly {value_text(node.const)}"
    elif node.enum is not None:
        core = enum_phrase(node.enum)
    elif node.any_of is not None:
        core = join_words(
            [describe(m, default=False, example=False) for m in _members(node)] or ["null"]
        )
    elif node.type == "array" or node.items is not None or node.prefix_items is not None:
        if node.prefix_items is not None:
            core = f"a list of exactly: {', '.join(noun(m) for m in node.prefix_items)}"
        elif node.items is not None and node.items.is_object() and node.items.enum is None:
            core = "a list of objects"
        elif node.items is not None:
            core = f"a list, each item {noun(node.items)}"
        else:
            core = "a list"
    elif node.is_object() and isinstance(node.additional_properties, TypeIR):
        core = f"an object whose values are each {noun(node.additional_properties)}"
    elif node.type is None:
        core = "any value"
    else:
        core = _NOUNS.get(node.type, node.type)
    return f"{core} or null" if node.nullable and node.any_of is None else core


def _range(low: Any, high: Any, unit: str = "") -> str | None:
    tail = f" {unit}" if unit else ""
    if low is not None and high is not None:
        return f"exactly {value_text(low)}{tail}" if low == high else f"{low} to {high}{tail}"
    if low is not None:
        return f"at least {value_text(low)}{tail}"
    if high is not None:
        return f"at most {value_text(high)}{tail}"
    return None


def limit_phrases(node: TypeIR) -> list[str]:
    """Bounds, lengths, pattern and format in words ("from 1 to 7", "matching ^[A-Z]{3}$")."""
    c = node.constraints
    out: list[str] = []
    bounds = _range(c.get("minimum"), c.get("maximum"))
    if bounds:
        out.append(bounds if bounds.startswith(("at", "exactly")) else f"from {bounds}")
    if "multipleOf" in c:
        out.append(f"a multiple of {value_text(c['multipleOf'])}")
    length = _range(c.get("minLength"), c.get("maxLength"), "characters")
    if length:
        out.append(f"{length} long")
    if "pattern" in c:
        out.append(f"matching the pattern {c['pattern']}")
    if "format" in c:
        out.append(f"in {c['format']} format")
    items = _range(c.get("minItems"), c.get("maxItems"), "items")
    if items:
        out.append(f"with {items}")
    if c.get("uniqueItems"):
        out.append("with no repeated items")
    props = _range(c.get("minProperties"), c.get("maxProperties"), "keys")
    if props:
        out.append(f"with {props}")
    return out


def member_limit_phrases(node: TypeIR) -> list[str]:
    """Limits of union members ("a whole number at least 0"), which a union's type hides."""
    out: list[str] = []
    for member in node.any_of or ():
        if limits := limit_phrases(member):
            out.append(f"{noun(member)} {', '.join(limits)}")
    return out


def default_phrase(node: TypeIR) -> str | None:
    """``default 3``; a real ``None`` default is ``default null``; no default is ``None``."""
    return None if node.default is MISSING else f"default {value_text(node.default)}"


def example_phrase(node: TypeIR) -> str | None:
    example = node.example
    return None if example is MISSING else f"for example {value_text(example)}"


def describe(node: TypeIR, *, default: bool = True, example: bool = True) -> str:
    """The whole value in one phrase: "a whole number from 1 to 7, default 3"."""
    parts = [noun(node), *limit_phrases(node)]
    merge = len(parts) > 1 and parts[1].startswith(("from", "at least", "at most", "exactly"))
    head = " ".join(parts[:2]) if merge else None
    words = [head, *parts[2:]] if head else parts
    if default and (d := default_phrase(node)):
        words.append(d)
    if example and (e := example_phrase(node)):
        words.append(e)
    return ", ".join(words)


# Terse notes ------------------------------------------------------------------------------------


def _span(low: Any, high: Any) -> str | None:
    if low is not None and high is not None:
        return f"{value_text(low)}..{value_text(high)}"
    if low is not None:
        return f">={value_text(low)}"
    if high is not None:
        return f"<={value_text(high)}"
    return None


def limit_notes(node: TypeIR) -> list[str]:
    """Bounds, lengths, pattern and format as short notes ("1..7", "length <=998")."""
    c = node.constraints
    out: list[str] = []
    if bounds := _span(c.get("minimum"), c.get("maximum")):
        out.append(bounds)
    if "multipleOf" in c:
        out.append(f"multiple of {value_text(c['multipleOf'])}")
    if length := _span(c.get("minLength"), c.get("maxLength")):
        out.append(f"length {length}")
    if "pattern" in c:
        out.append(f"pattern {c['pattern']}")
    if "format" in c:
        out.append(f"format {c['format']}")
    if items := _span(c.get("minItems"), c.get("maxItems")):
        out.append(f"items {items}")
    if c.get("uniqueItems"):
        out.append("unique")
    if keys := _span(c.get("minProperties"), c.get("maxProperties")):
        out.append(f"keys {keys}")
    return out


def notes(
    node: TypeIR, *, enum: bool = True, default: bool = True, example: bool = True
) -> list[str]:
    """Every fact of a value except its type, tersely: ``['1..7', 'default 3']``."""
    out: list[str] = []
    if enum and node.enum is not None:
        out.append("one of " + ", ".join(value_text(v) for v in node.enum))
    if node.const is not MISSING:
        out.append(f"always {value_text(node.const)}")
    out.extend(limit_notes(node))
    if default and node.default is not MISSING:
        out.append(f"default {value_text(node.default)}")
    if example and node.example is not MISSING:
        out.append(f"e.g. {value_text(node.example)}")
    return out


def type_label(node: TypeIR) -> str:
    """The JSON Schema type as a short label: ``string``, ``array of object``, ``integer | null``."""
    if node.any_of is not None:
        label = " | ".join(dict.fromkeys(_member_label(m) for m in node.any_of)) or "any"
        return f"{label} | null" if node.nullable and "null" not in label.split(" | ") else label
    if node.type == "array" or node.items is not None or node.prefix_items is not None:
        if node.prefix_items is not None:
            label = f"tuple of ({', '.join(type_label(m) for m in node.prefix_items)})"
        elif node.items is not None:
            label = f"array of {type_label(node.items)}"
        else:
            label = "array"
    elif node.is_object():
        extra = node.additional_properties
        label = f"object of {type_label(extra)}" if isinstance(extra, TypeIR) else "object"
    elif node.type is None:
        label = "any" if node.const is MISSING else _json_type_of(node.const)
    else:
        label = node.type
    return f"{label} | null" if node.nullable else label


def _json_type_of(value: Any) -> str:
    """The JSON type name of a Python value read from JSON."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    names = {float: "number", str: "string", list: "array", dict: "object"}
    return names.get(type(value), "any")


def _member_label(node: TypeIR) -> str:
    """A union member with its own enum and limits, which the union's label would otherwise hide."""
    if node.enum is not None:
        return " | ".join(value_text(v) for v in node.enum) or "never"
    limits = limit_notes(node)
    return type_label(node) + (f" ({'; '.join(limits)})" if limits else "")


# Walking nested parameters ----------------------------------------------------------------------


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


def flatten(params: TypeIR, prefix: str = "", depth: int = 0) -> Iterator[Field]:
    """Every parameter and, below it, every field of nested objects and arrays of objects."""
    required = set(params.required)
    for name, node in params.properties.items():
        path = f"{prefix}{name}"
        yield Field(name, path, node, name in required, depth)
        inner = object_fields(node)
        if inner is not None:
            joint = "." if inner is node else "[]."
            yield from flatten(inner, f"{path}{joint}", depth + 1)


def drop_blank_lines(text: str) -> str:
    """The ``minify`` rule for line layouts: blank lines carry no meaning, so they go."""
    return "\n".join(line for line in text.split("\n") if line.strip())


def first_sentence_lower(text: str) -> str:
    """ "Get the forecast." -> "get the forecast" (kept as is when it starts with an acronym)."""
    body = text.strip().rstrip(".")
    if len(body) > 1 and body[0].isupper() and body[1].islower():
        return body[0].lower() + body[1:]
    return body
