"""Helpers that every family's renderer shares, so that one fact is phrased one way everywhere.

A renderer gets tools whose options are already applied (``formats.options``); what is left to it
is layout. The pieces of layout that recur across families live here: JSON and YAML scalars with
and without optional whitespace, the wording of constraints ("1 to 7"), type expressions in the
JSON Schema, TypeScript and Python vocabularies, XML escaping, and the compact parameter tree of
the minimal formats.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape as _xml_escape

from toolform.formats.spec import ALL_FACTS, FormatSpec, Renderer
from toolform.ir import MISSING, ToolIR, TypeIR
from toolform.naming import split_words
from toolform.schema import parameters_schema, type_to_schema

# --- catalogue rows ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """One format of a family table; ``source`` set means the layout imitates a real one (W)."""

    id: str
    name: str
    summary: str
    renderer: Renderer
    shows: frozenset[str] = ALL_FACTS
    language: str | None = None
    source: str | None = None
    protocol: str | None = None  # overrides the family's default protocol


def specs_from(family: str, default_protocol: str, rows: Sequence[Row]) -> list[FormatSpec]:
    """The ``FormatSpec`` list of a family module from its table."""
    return [
        FormatSpec(
            id=row.id,
            name=row.name,
            family=family,
            novel=row.source is None,
            default_protocol=row.protocol or default_protocol,
            summary=row.summary,
            renderer=row.renderer,
            shows=row.shows,
            language=row.language,
            source=row.source,
        )
        for row in rows
    ]


# --- parameters ---------------------------------------------------------------------------------


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


def group_of(name: str) -> str:
    """The namespace a tool belongs to: the text before ``.`` or ``__``, else its first word."""
    for sep in (".", "__"):
        if sep in name:
            return name.split(sep, 1)[0]
    words = split_words(name)
    return words[0] if len(words) > 1 else "functions"


def grouped(tools: Sequence[ToolIR]) -> dict[str, list[ToolIR]]:
    """Tools by ``group_of`` their name, groups and members in first-seen order."""
    groups: dict[str, list[ToolIR]] = {}
    for tool in tools:
        groups.setdefault(group_of(tool.name), []).append(tool)
    return groups


def one_line(text: str | None) -> str:
    """Text with every run of whitespace (newlines included) collapsed to one space."""
    return " ".join((text or "").split())


# --- JSON ---------------------------------------------------------------------------------------


def dump_json(value: Any, *, minify: bool = False, indent: int | None = 2) -> str:
    """JSON as a prompt shows it: UTF-8 text kept, and no optional whitespace when minified.

    ``indent=None`` gives one line with the usual ``", "`` and ``": "`` separators (the way chat
    templates' ``tojson`` writes it); ``minify`` always wins and drops those spaces too.
    """
    if minify:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(value, ensure_ascii=False, indent=indent)


def json_literal(value: Any) -> str:
    """One value as a compact JSON literal, for values quoted inside text (defaults, enums)."""
    return json.dumps(value, ensure_ascii=False)


def plain_value(value: Any) -> str:
    """A value inside prose or an attribute: strings bare, everything else as JSON."""
    return value if isinstance(value, str) else json_literal(value)


def python_literal(value: Any) -> str:
    """A JSON value written as Python source (``True``, ``None``, ``'metric'``)."""
    return repr(value)


def schema_dict(node: TypeIR) -> dict[str, Any]:
    """The JSON Schema of a node (see ``schema.type_to_schema``)."""
    return type_to_schema(node)


def params_schema(tool: ToolIR) -> dict[str, Any]:
    """A tool's parameter schema with ``type`` and ``properties`` always present."""
    return parameters_schema(tool.parameters)


# --- constraint phrasing ------------------------------------------------------------------------


def _range(low: Any, high: Any, unit: str = "") -> str | None:
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


def constraint_phrases(node: TypeIR) -> list[str]:
    """The node's constraints in words: ``1 to 7``, ``length at most 200``, ``format date``."""
    c = node.constraints
    if not c:
        return []
    parts: list[str] = []
    bound = _range(c.get("minimum"), c.get("maximum"))
    if bound:
        parts.append(bound)
    if "multipleOf" in c:
        parts.append(f"multiple of {plain_value(c['multipleOf'])}")
    length = _range(c.get("minLength"), c.get("maxLength"), "characters")
    if length:
        parts.append(length)
    items = _range(c.get("minItems"), c.get("maxItems"), "items")
    if items:
        parts.append(items)
    if c.get("uniqueItems"):
        parts.append("unique items")
    props = _range(c.get("minProperties"), c.get("maxProperties"), "keys")
    if props:
        parts.append(props)
    if "pattern" in c:
        parts.append(f"pattern {c['pattern']}")
    if "format" in c:
        parts.append(f"format {c['format']}")
    return parts


def constraint_text(node: TypeIR) -> str:
    """``constraint_phrases`` joined with commas (empty when there are none)."""
    return ", ".join(constraint_phrases(node))


def enum_text(values: Sequence[Any], sep: str = ", ") -> str:
    """Enum values as a list in prose: strings bare, other values as JSON."""
    return sep.join(plain_value(v) for v in values)


def fact_phrases(node: TypeIR, *, examples: bool = True) -> list[str]:
    """Everything about a node besides its type and description, in words, in a fixed order.

    The order is enum, default, constraints, example: the one order every prose-like layout
    (comments, descriptions, notes) uses, so the same facts read the same in every family.
    """
    parts: list[str] = []
    if node.enum is not None:
        parts.append("one of " + enum_text(node.enum))
    if node.const is not MISSING:
        parts.append("always " + plain_value(node.const))
    if node.default is not MISSING:
        parts.append("default " + json_literal(node.default))
    parts.extend(constraint_phrases(node))
    if examples and node.example is not MISSING:
        parts.append("example " + json_literal(node.example))
    return parts


# --- type expressions ---------------------------------------------------------------------------


def json_type_name(node: TypeIR) -> str:
    """The JSON Schema type of a node as one word or a ``|`` union (``any`` when untyped)."""
    if node.any_of is not None:
        names = [json_type_name(m) for m in node.any_of if m.type != "null"]
        text = "|".join(dict.fromkeys(names)) or "null"
    elif node.type is not None:
        text = node.type
    elif node.properties:
        text = "object"
    elif node.enum is not None:
        text = _enum_json_type(node.enum)
    else:
        text = "any"
    if node.nullable and not text.endswith("null"):
        text += "|null"
    return text


def _enum_json_type(values: Sequence[Any]) -> str:
    kinds = {type(v) for v in values}
    if kinds <= {str}:
        return "string"
    if kinds <= {int}:
        return "integer"
    if kinds <= {int, float}:
        return "number"
    return "any"


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


_PY_SCALARS = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "null": "None",
}


def py_type(node: TypeIR, *, literals: bool = True) -> str:
    """A Python type hint for a node: ``str``, ``list[int]``, ``Literal['a', 'b']``, ``Optional[T]``.

    With ``literals=False`` an enum is written as its base type, the way the Hermes template's
    ``json_to_python_type`` macro does.
    """
    if literals and node.enum is not None:
        text = "Literal[" + ", ".join(python_literal(v) for v in node.enum) + "]"
    elif node.any_of is not None:
        members = [py_type(m, literals=literals) for m in node.any_of if m.type != "null"]
        uniq = list(dict.fromkeys(members))
        text = uniq[0] if len(uniq) == 1 else "Union[" + ", ".join(uniq) + "]"
    elif node.type in _PY_SCALARS:
        text = _PY_SCALARS[node.type]
    elif node.type == "array":
        if node.prefix_items is not None:
            text = (
                "tuple[" + ", ".join(py_type(m, literals=literals) for m in node.prefix_items) + "]"
            )
        else:
            inner = py_type(node.items, literals=literals) if node.items is not None else "Any"
            text = f"list[{inner}]"
    elif node.is_object():
        ap = node.additional_properties
        text = f"dict[str, {py_type(ap, literals=literals)}]" if isinstance(ap, TypeIR) else "dict"
    elif node.enum is not None:
        text = _PY_SCALARS.get(_enum_json_type(node.enum), "Any")
    else:
        text = "Any"
    if node.nullable and text != "None":
        text = f"Optional[{text}]"
    return text


def python_signature(tool: ToolIR) -> str:
    """``get_forecast(city: str, days: int = 3) -> dict``: required parameters first, as Python
    requires, each optional one with its default (``None`` when it has none)."""
    args = []
    for p in tool_params(tool, required_first=True):
        text = f"{p.name}: {py_type(p.node)}"
        if not p.required:
            default = p.node.default if p.node.default is not MISSING else None
            text += " = " + python_literal(default)
        args.append(text)
    sig = f"{tool.name}({', '.join(args)})"
    if tool.returns is not None and has_returns(tool):
        sig += " -> " + py_type(tool.returns)
    return sig


# --- XML ----------------------------------------------------------------------------------------


def xml_text(text: Any) -> str:
    """Character data for an XML element (``&``, ``<`` and ``>`` escaped)."""
    return _xml_escape(plain_value(text), {"\r": "&#13;"})


def xml_attr(value: Any) -> str:
    """An attribute value, double-quoted and escaped (strings bare, other values as JSON)."""
    return (
        '"'
        + _xml_escape(
            plain_value(value), {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
        )
        + '"'
    )


def xml_attrs(pairs: Sequence[tuple[str, Any]]) -> str:
    """`` a="1" b="x"`` for the pairs whose value is not ``None``."""
    return "".join(f" {k}={xml_attr(v)}" for k, v in pairs if v is not None)


# --- YAML ---------------------------------------------------------------------------------------

_YAML_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_ .,/()'*|=-]*")
_YAML_PLAIN_FLOW = re.compile(r"[A-Za-z_][A-Za-z0-9_ ./'*|=-]*")
# Characters YAML may not carry raw, or reads as line breaks: written as \u escapes.
_YAML_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")
_YAML_NONPRINTABLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\ufeff\ufffe\uffff]"
)
_YAML_WORDS = frozenset({"y", "n", "yes", "no", "on", "off", "true", "false", "null", "nan", "inf"})


def yaml_scalar(value: Any, *, flow: bool = False) -> str:
    """One YAML scalar that ``yaml.safe_load`` reads back as the same value.

    Strings stay plain when that is unambiguous (no YAML 1.1 booleans, no indicators, no
    ``: `` or `` #``); any other string is written as a JSON string, which YAML reads as a
    double-quoted scalar. Numbers, booleans and null are written as JSON writes them.
    """
    if isinstance(value, str):
        pattern = _YAML_PLAIN_FLOW if flow else _YAML_PLAIN
        if (
            pattern.fullmatch(value)
            and not value.endswith(" ")
            and value.lower() not in _YAML_WORDS
            and "  " not in value
        ):
            return value
        return _YAML_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json_literal(value))
    if isinstance(value, float) and value != value:
        return ".nan"
    return json_literal(value)


def yaml_flow(value: Any) -> str:
    """A value as YAML flow style on one line: ``{type: string, enum: [a, b]}``."""
    if isinstance(value, dict):
        if not value:
            return "{}"
        return (
            "{"
            + ", ".join(f"{yaml_scalar(k, flow=True)}: {yaml_flow(v)}" for k, v in value.items())
            + "}"
        )
    if isinstance(value, list):
        return "[" + ", ".join(yaml_flow(v) for v in value) + "]"
    return yaml_scalar(value, flow=True)


# Maps the path of a mapping key (the keys from the root down) to a comment written above it.
Comments = dict[tuple[str, ...], str]


def yaml_block(
    value: Any,
    indent: int = 0,
    *,
    flow_from: int | None = None,
    comments: Comments | None = None,
    step: int = 2,
) -> str:
    """A value as block-style YAML, each level indented by ``step`` spaces.

    ``flow_from`` writes every collection at that nesting depth (or deeper) in flow style on one
    line. ``comments`` puts ``#`` lines above mapping keys (how a layout shows descriptions as
    comments); list items do not add to a key's path.
    """
    ctx = _YamlContext(flow_from, comments or {}, step)
    return "\n".join(ctx.lines(value, indent, 0, ()))


@dataclass(frozen=True)
class _YamlContext:
    flow_from: int | None
    comments: Comments
    step: int

    def lines(self, value: Any, indent: int, depth: int, path: tuple[str, ...]) -> Iterator[str]:
        pad = " " * indent
        inner = indent + self.step
        if isinstance(value, dict) and value:
            for key, sub in value.items():
                here = (*path, str(key))
                note = self.comments.get(here)
                if note:
                    yield f"{pad}# {_yaml_comment(note)}".rstrip()
                head = f"{pad}{yaml_scalar(str(key))}:"
                if _is_block(sub, depth + 1, self.flow_from):
                    yield head
                    child_indent = indent if isinstance(sub, list) else inner
                    yield from self.lines(sub, child_indent, depth + 1, here)
                else:
                    yield f"{head} {_yaml_inline(sub)}"
        elif isinstance(value, list) and value:
            for item in value:
                if _is_block(item, depth + 1, self.flow_from):
                    lines = list(self.lines(item, indent + 2, depth + 1, path))
                    yield f"{pad}- {lines[0][indent + 2 :]}"
                    yield from lines[1:]
                else:
                    yield f"{pad}- {_yaml_inline(item)}"
        else:
            yield pad + _yaml_inline(value)


def _yaml_comment(text: str) -> str:
    """Comment text on one line, with characters YAML may not carry raw written as escapes."""
    return _YAML_NONPRINTABLE.sub(lambda m: f"\\u{ord(m.group()):04x}", one_line(text))


def _yaml_inline(value: Any) -> str:
    """A value on the rest of a block line: a scalar by block rules, a collection in flow style."""
    return yaml_flow(value) if isinstance(value, (dict, list)) else yaml_scalar(value)


def _is_block(value: Any, depth: int, flow_from: int | None) -> bool:
    if not isinstance(value, (dict, list)) or not value:
        return False
    return flow_from is None or depth < flow_from


# --- the compact parameter tree of the minimal formats -----------------------------------------


@dataclass(frozen=True)
class MiniDetail:
    """What a compact parameter tree writes next to each type."""

    defaults: bool = True
    constraints: bool = True
    descriptions: bool = False
    examples: bool = False


MINI_TYPES = MiniDetail(defaults=False, constraints=False)
MINI_STANDARD = MiniDetail()
MINI_DESCRIBED = MiniDetail(descriptions=True)
MINI_FULL = MiniDetail(descriptions=True, examples=True)


def mini_type(node: TypeIR, constraints: bool = True) -> str:
    """The type word of the compact tree: an enum is written as its values, ``a|b``; union
    members carry their own constraints in parentheses when ``constraints`` is set."""
    if node.enum is not None:
        return "|".join(plain_value(v) for v in node.enum) + ("|null" if node.nullable else "")
    if node.any_of is not None:
        members = [_mini_member(m, constraints) for m in node.any_of if m.type != "null"]
        return " | ".join(members) + (" | null" if node.nullable else "")
    if node.type == "array" and node.items is not None and not node.items.is_object():
        return mini_type(node.items, constraints) + "[]" + ("|null" if node.nullable else "")
    if isinstance(node.additional_properties, TypeIR) and not node.properties:
        return "map of " + mini_type(node.additional_properties, constraints)
    return json_type_name(node)


def _mini_member(node: TypeIR, constraints: bool) -> str:
    text = mini_type(node, constraints)
    extra = constraint_text(node) if constraints else ""
    return f"{text} ({extra})" if extra else text


def mini_text(node: TypeIR, detail: MiniDetail) -> str:
    """``integer=3 (1 to 7) - How many days``: type, default, constraints, then description."""
    text = mini_type(node, detail.constraints)
    if detail.defaults and node.default is not MISSING:
        text += "=" + plain_value(node.default)
    notes = constraint_phrases(node) if detail.constraints else []
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
    if detail.constraints:
        parts.extend(constraint_phrases(node))
    if detail.descriptions and node.description:
        parts.append(one_line(node.description))
    return ", ".join(parts)
