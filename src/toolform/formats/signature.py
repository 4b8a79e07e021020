"""The signature family: one line per tool, the way agent papers and code prompts list tools.

``render_signatures`` writes every variant from a ``SigStyle``: a numbering scheme, a parameter
dialect (Python types with or without ``Literal``, TypeScript, a usage-line notation, bare names)
and where the description goes. One-line layouts trade detail for tokens, and each variant
declares which facts it keeps.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from toolform.formats.family_table import Row, specs_from
from toolform.formats.options import RenderOptions
from toolform.formats.spec import FormatSpec
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import limit_notes, one_line
from toolform.formats.vocab.python import PyTypes, py_literal
from toolform.formats.vocab.typescript import ts_key, ts_type
from toolform.ir import MISSING, ToolIR, TypeIR

_double = partial(py_literal, double_quotes=True)


@dataclass(frozen=True)
class SigStyle:
    """``number``: ``[1] `` (CodeAct), ``1. `` or none; ``params``: the parameter dialect;
    ``desc``: ``none``, ``suffix`` (``sig - description``) or ``below`` (indented lines)."""

    number: str = ""
    params: str = "python"
    desc: str = "none"


def _sep(minify: bool) -> tuple[str, str, str]:
    """(between parameters, after a name, around '=') for normal or minified output."""
    return (",", ":", "=") if minify else (", ", ": ", " = ")


def _python_params(tool: ToolIR, types: PyTypes, minify: bool) -> tuple[str, str]:
    comma, colon, eq = _sep(minify)
    required = set(tool.parameters.required)
    parts: list[str] = []
    for name, node in tool.parameters.properties.items():
        decl = f"{name}{colon}{types.write(node, (tool.name, name))}"
        if name not in required:
            # ``...`` (optional, no default) keeps a real ``None`` default distinguishable.
            decl += eq + (types.quote(node.default) if node.default is not MISSING else "...")
        parts.append(decl)
    ret = "" if tool.returns is None else f" -> {types.write(tool.returns)}"
    return comma.join(parts), ret


def _literal_params(tool: ToolIR, minify: bool) -> tuple[str, str]:
    return _python_params(tool, PyTypes(quote=_double), minify)


def _plain_params(tool: ToolIR, minify: bool) -> tuple[str, str]:
    return _python_params(tool, PyTypes(literals=False, quote=_double), minify)


def _bare_params(tool: ToolIR, minify: bool) -> tuple[str, str]:
    comma, _, _ = _sep(minify)
    required = set(tool.parameters.required)
    parts: list[str] = []
    for name, node in tool.parameters.properties.items():
        if name in required:
            parts.append(name)
        elif node.default is not MISSING:
            parts.append(f"{name}={_double(node.default)}")
        else:
            parts.append(f"[{name}]")
    return comma.join(parts), ""


# The usage notation: ``city:str [days:int 1..7 =3] [units:metric|imperial =metric]`` ----------

_WORD = re.compile(r"[A-Za-z0-9_.-]+\Z")
_SCALAR = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "null": "null"}


def _usage_value(value: Any) -> str:
    return value if isinstance(value, str) and _WORD.match(value) else json_literal(value)


def usage_type(node: TypeIR) -> str:
    if node.const is not MISSING:
        core = _usage_value(node.const)
    elif node.enum is not None:
        core = "|".join(_usage_value(v) for v in node.enum) or "never"
    elif node.any_of is not None:
        core = "|".join(_usage_member(m) for m in node.any_of if m.type != "null") or "null"
    elif node.prefix_items is not None:
        core = "(" + ",".join(usage_type(m) for m in node.prefix_items) + ")"
    elif node.type == "array" or node.items is not None:
        core = f"[{usage_type(node.items) if node.items is not None else 'any'}]"
    elif node.properties:
        core = "{" + usage_fields(node) + "}"
    elif node.is_object():
        extra = node.additional_properties
        core = "{str:" + usage_type(extra) + "}" if isinstance(extra, TypeIR) else "dict"
    else:
        core = _SCALAR.get(node.type or "", "any")
    wrapped = f"({core})" if "|" in core and node.nullable else core
    return f"{wrapped}|null" if node.nullable else core


def _note_token(note: str) -> str:
    """``length 1..200`` -> ``length=1..200``; ``items <=50`` -> ``items<=50``: one word each."""
    note = note.replace("multiple of ", "multipleOf=")
    head, _, rest = note.partition(" ")
    if not rest:
        return note
    return f"{head}{rest}" if rest[:1] in "<>" else f"{head}={rest}"


def _usage_member(node: TypeIR) -> str:
    """A union member with its own limits in parentheses: ``int(>=0)``."""
    limits = ",".join(_note_token(n) for n in limit_notes(node))
    return usage_type(node) + (f"({limits})" if limits else "")


def usage_field(name: str, node: TypeIR, required: bool) -> str:
    words = [f"{name}:{usage_type(node)}", *(_note_token(n) for n in limit_notes(node))]
    if node.default is not MISSING:
        words.append(f"={_usage_value(node.default)}")
    text = " ".join(words)
    return text if required else f"[{text}]"


def usage_fields(node: TypeIR) -> str:
    required = set(node.required)
    return " ".join(usage_field(n, sub, n in required) for n, sub in node.properties.items())


def _usage_params(tool: ToolIR, minify: bool) -> tuple[str, str]:
    ret = "" if tool.returns is None else f" -> {usage_type(tool.returns)}"
    return usage_fields(tool.parameters), ret


def _ts_params(tool: ToolIR, minify: bool) -> tuple[str, str]:
    """``city: string, days: number = 3, when?: string``: initialisers carry defaults."""
    comma, colon, eq = _sep(minify)
    required = set(tool.parameters.required)
    parts: list[str] = []
    for name, node in tool.parameters.properties.items():
        optional = name not in required and node.default is MISSING
        decl = f"{ts_key(name)}{'?' if optional else ''}{colon}{ts_type(node)}"
        if name not in required and node.default is not MISSING:
            decl += f"{eq}{json_literal(node.default)}"
        parts.append(decl)
    ret = "" if tool.returns is None else f"{colon}{ts_type(tool.returns)}"
    return comma.join(parts), ret


ParamWriter = Callable[[ToolIR, bool], tuple[str, str]]
PARAMS: dict[str, ParamWriter] = {
    "python": _literal_params,
    "python_plain": _plain_params,
    "bare": _bare_params,
    "usage": _usage_params,
    "typescript": _ts_params,
}


def _number(style: SigStyle, i: int) -> str:
    return {"": "", "bracket": f"[{i}] ", "dot": f"{i}. "}[style.number]


def render_signatures(tools: Sequence[ToolIR], options: RenderOptions, *, style: SigStyle) -> str:
    lines: list[str] = []
    for i, tool in enumerate(tools, 1):
        params, ret = PARAMS[style.params](tool, options.minify)
        head = f"{_number(style, i)}{tool.name}{' ' if style.params == 'usage' else '('}"
        line = f"{head}{params}{'' if style.params == 'usage' else ')'}{ret}".rstrip()
        desc = tool.description.strip()
        if style.desc == "suffix" and desc:
            line += f" - {one_line(desc)}"
        lines.append(line)
        if style.desc == "below":
            lines.extend(_below(tool, options.minify))
    return "\n".join(lines) + "\n"


def _below(tool: ToolIR, minify: bool) -> list[str]:
    """The description, each described parameter and the result, indented under the signature."""
    pad = "" if minify else "   "
    out = [f"{pad}{one_line(tool.description)}"] if tool.description.strip() else []
    for name, node in tool.parameters.properties.items():
        if node.description and node.description.strip():
            out.append(f"{pad}{pad}{name}: {one_line(node.description)}")
    returns = tool.returns
    if returns is not None and returns.description and returns.description.strip():
        out.append(f"{pad}Returns: {one_line(returns.description)}")
    return out


def _row(fid: str, name: str, summary: str, style: SigStyle, shows: set[str], **kw: Any) -> Row:
    return Row(fid, name, summary, partial(render_signatures, style=style), frozenset(shows), **kw)


_TYPED = {"types", "required", "default"}
# What a signature shows once its types are written out in full (inline objects, literal unions).
_SHAPES = {"enum", "union", "nested", "array_of_objects", "returns"}

ROWS = [
    _row(
        "sig_python",
        "Numbered one-line Python signatures (CodeAct)",
        "'[1] get_forecast(city: str, days: int = 3, units: str = \"metric\") -> dict': one line per "
        "tool, plain Python types, no descriptions, enums written as their base type.",
        SigStyle(number="bracket", params="python_plain"),
        _TYPED,
        source="CodeAct (arXiv 2402.01030) Figure 1 'Available APIs' list",
    ),
    _row(
        "sig_python_desc",
        "Python signature with a trailing description (Hermes)",
        "'get_forecast(city: str, ...) -> dict - Get the weather forecast for a city.': the "
        "signature-dash-description line Hermes-style tool descriptions start with.",
        SigStyle(params="python", desc="suffix"),
        {*_TYPED, "enum", "union"},
        source="NousResearch Hermes-Function-Calling tool descriptions (signature - description)",
    ),
    _row(
        "sig_typescript",
        "One-line TypeScript signatures",
        '\'get_forecast(city: string, days: number = 3, units: "metric" | "imperial" = '
        '"metric"): object - description\': TypeScript parameter types (literal unions, inline '
        "object types), initialisers for defaults, '?' for optional ones without.",
        SigStyle(params="typescript", desc="suffix"),
        {*_TYPED, *_SHAPES},
    ),
    _row(
        "sig_usage",
        "Usage-line notation",
        "'get_forecast city:str [days:int 1..7 =3] [units:metric|imperial =metric]': optional "
        "parameters in brackets, bounds, lengths, patterns, formats and nested objects inline.",
        SigStyle(params="usage"),
        {*_TYPED, *_SHAPES, "bounds", "length", "pattern", "format"},
    ),
    _row(
        "sig_numbered",
        "Numbered signatures with descriptions below",
        "'1. get_forecast(...) -> dict' with Literal enums, then the tool description and one "
        "line per described parameter, indented.",
        SigStyle(number="dot", params="python", desc="below"),
        {*_TYPED, "enum", "union", "returns", "descriptions"},
    ),
    _row(
        "sig_bare",
        "Bare call shapes",
        "'get_forecast(city, days=3, units=\"metric\")': names and defaults only, optional "
        "parameters without a default in brackets; no types, no descriptions.",
        SigStyle(params="bare"),
        {"required", "default"},
    ),
]

FORMATS: list[FormatSpec] = specs_from("signature", "python_call", ROWS)
