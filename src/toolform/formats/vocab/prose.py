"""Schema facts in words, in the three registers the layouts that are not code use.

Prose, Markdown, CLI, comments and one-line signatures all say the same things (a type, a range,
a default, the allowed values): in sentences ("a whole number from 1 to 7, default 3"), in compact
phrases ("1 to 7", "at most 200 characters") and in terse notes ("1..7", "length <=200"). One range
phrasing and one list of limit keywords serve all three, so every format phrases a fact the same
way and the study compares layouts rather than accidental rewordings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from toolform.formats.vocab.literals import json_literal, plain_value
from toolform.ir import MISSING, TypeIR

# --- text shaping -------------------------------------------------------------------------------


def one_line(text: str | None) -> str:
    """Text with every run of whitespace (newlines included) collapsed to one space."""
    return " ".join((text or "").split())


def drop_blank_lines(text: str) -> str:
    """The ``minify`` rule for line layouts: blank lines carry no meaning, so they go."""
    return "\n".join(line for line in text.split("\n") if line.strip())


def first_sentence_lower(text: str) -> str:
    """ "Get the forecast." -> "get the forecast" (kept as is when it starts with an acronym)."""
    body = text.strip().rstrip(".")
    if len(body) > 1 and body[0].isupper() and body[1].islower():
        return body[0].lower() + body[1:]
    return body


def join_words(words: Sequence[str], last: str = "or", *, plain: bool = False) -> str:
    """``a``, ``a or b``, ``a, b or c``; items that hold commas themselves are split by ``;``
    unless ``plain`` (items already bracketed)."""
    if len(words) <= 1:
        return "".join(words)
    sep = "; " if not plain and any("," in w for w in words) else ", "
    tail = f"{sep.rstrip()} {last} " if sep == "; " else f" {last} "
    return f"{sep.join(words[:-1])}{tail}{words[-1]}"


# --- ranges and limits --------------------------------------------------------------------------


def span_words(low: Any, high: Any, unit: str = "") -> str | None:
    """A range in words: ``1 to 7``, ``exactly 1 item``, ``at least 0``, ``at most 200 characters``
    (a unit is singular after 1)."""

    def counted(n: Any) -> str:
        word = unit[:-1] if n == 1 and unit.endswith("s") else unit
        return f"{plain_value(n)} {word}" if word else plain_value(n)

    if low is not None and high is not None:
        if low == high:
            return f"exactly {counted(low)}"
        return f"{plain_value(low)} to {counted(high)}"
    if low is not None:
        return f"at least {counted(low)}"
    if high is not None:
        return f"at most {counted(high)}"
    return None


def span_notes(low: Any, high: Any, unit: str = "") -> str | None:
    """A range tersely: ``1..7``, ``>=0``, ``<=200`` (the unit is left to the note's label)."""
    if low is not None and high is not None:
        return f"{json_literal(low)}..{json_literal(high)}"
    if low is not None:
        return f">={json_literal(low)}"
    if high is not None:
        return f"<={json_literal(high)}"
    return None


@dataclass(frozen=True)
class Register:
    """How one register writes each kind of limit; ``{}`` stands for the range or the value."""

    span: Callable[[Any, Any, str], str | None]
    bounds: Callable[[str], str]
    multiple: str
    length: str
    pattern: str
    format: str
    items: str
    unique: str
    keys: str


def _from(bounds: str) -> str:
    return bounds if bounds.startswith(("at ", "exactly ")) else f"from {bounds}"


PHRASES = Register(
    span_words, str, "multiple of {}", "{}", "pattern {}", "format {}", "{}", "unique items", "{}"
)
SENTENCES = Register(
    span_words,
    _from,
    "a multiple of {}",
    "{} long",
    "matching the pattern {}",
    "in {} format",
    "with {}",
    "with no repeated items",
    "with {}",
)
NOTES = Register(
    span_notes, str, "multiple of {}", "length {}", "pattern {}", "format {}", "items {}", "unique",
    "keys {}",
)  # fmt: skip


def limits(node: TypeIR, register: Register = PHRASES) -> list[str]:
    """Bounds, multiple, length, pattern, format, item and key counts of a node, in a register."""
    c = node.constraints
    if not c:
        return []
    r = register
    out: list[str] = []
    if bounds := r.span(c.get("minimum"), c.get("maximum"), ""):
        out.append(r.bounds(bounds))
    if "multipleOf" in c:
        out.append(r.multiple.format(json_literal(c["multipleOf"])))
    if length := r.span(c.get("minLength"), c.get("maxLength"), "characters"):
        out.append(r.length.format(length))
    if "pattern" in c:
        out.append(r.pattern.format(c["pattern"]))
    if "format" in c:
        out.append(r.format.format(c["format"]))
    if items := r.span(c.get("minItems"), c.get("maxItems"), "items"):
        out.append(r.items.format(items))
    if c.get("uniqueItems"):
        out.append(r.unique)
    if keys := r.span(c.get("minProperties"), c.get("maxProperties"), "keys"):
        out.append(r.keys.format(keys))
    return out


def constraint_text(node: TypeIR) -> str:
    """The node's limits as comma-separated phrases (empty when there are none)."""
    return ", ".join(limits(node))


def limit_phrases(node: TypeIR) -> list[str]:
    """Limits for a sentence: ``from 1 to 7``, ``matching the pattern ^[A-Z]{3}$``."""
    return limits(node, SENTENCES)


def limit_notes(node: TypeIR) -> list[str]:
    """Limits as short notes: ``1..7``, ``length <=998``."""
    return limits(node, NOTES)


def member_limit_phrases(node: TypeIR) -> list[str]:
    """Limits of union members ("a whole number at least 0"), which a union's type hides."""
    out: list[str] = []
    for member in node.any_of or ():
        if found := limit_phrases(member):
            out.append(f"{noun(member)} {', '.join(found)}")
    return out


# --- values -------------------------------------------------------------------------------------


def enum_text(values: Sequence[Any], sep: str = ", ") -> str:
    """Enum values as a list in prose: strings bare, other values as JSON."""
    return sep.join(plain_value(v) for v in values)


def fact_phrases(node: TypeIR, *, examples: bool = True) -> list[str]:
    """Everything about a node besides its type and description, in phrases, in a fixed order.

    The order is enum, default, constraints, example: the one order every comment-like layout
    uses, so the same facts read the same in every family.
    """
    parts: list[str] = []
    if node.enum is not None:
        parts.append("one of " + enum_text(node.enum))
    if node.const is not MISSING:
        parts.append("always " + plain_value(node.const))
    if node.default is not MISSING:
        parts.append("default " + json_literal(node.default))
    parts.extend(limits(node))
    if examples and node.example is not MISSING:
        parts.append("example " + json_literal(node.example))
    return parts


def notes(
    node: TypeIR, *, enum: bool = True, default: bool = True, example: bool = True
) -> list[str]:
    """Every fact of a value except its type, tersely: ``['1..7', 'default 3']``."""
    out: list[str] = []
    if enum and node.enum is not None:
        out.append("one of " + ", ".join(json_literal(v) for v in node.enum))
    if node.const is not MISSING:
        out.append(f"always {json_literal(node.const)}")
    out.extend(limit_notes(node))
    if default and node.default is not MISSING:
        out.append(f"default {json_literal(node.default)}")
    if example and node.example is not MISSING:
        out.append(f"e.g. {json_literal(node.example)}")
    return out


# --- sentences ----------------------------------------------------------------------------------

_NOUNS = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "a boolean",
    "array": "a list",
    "object": "an object",
    "null": "null",
}


def enum_phrase(values: Sequence[Any]) -> str:
    quoted = [json_literal(v) for v in values]
    if len(quoted) == 1:
        return f"exactly {quoted[0]}"
    if len(quoted) == 2:
        return f"either {quoted[0]} or {quoted[1]}"
    return f"one of {join_words(quoted)}"


def noun(node: TypeIR) -> str:
    """What kind of value this is, in words ("a whole number", "a list, each item text")."""
    if node.const is not MISSING:
        core = f"exactly {json_literal(node.const)}"
    elif node.enum is not None:
        core = enum_phrase(node.enum)
    elif node.any_of is not None:
        members = [m for m in node.any_of if m.type != "null"]
        core = join_words([describe(m, default=False, example=False) for m in members] or ["null"])
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


def default_phrase(node: TypeIR) -> str | None:
    """``default 3``; a real ``None`` default is ``default null``; no default is ``None``."""
    return None if node.default is MISSING else f"default {json_literal(node.default)}"


def example_phrase(node: TypeIR) -> str | None:
    example = node.example
    return None if example is MISSING else f"for example {json_literal(example)}"


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
