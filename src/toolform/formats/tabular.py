"""Tools as tables: one row per parameter (CSV, TSV, TOON) or one cell per tool and parameter.

Tables are dense: a model reads the header once and every row after it costs only its values.
Nested objects and arrays of objects are flattened into dotted paths (``passengers.adults``,
``attendees[].email``) so no field is lost; CSV and TSV parse back with the ``csv`` module.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from toolform.formats.family_table import Row, specs_from
from toolform.formats.options import RenderOptions
from toolform.formats.spec import FormatSpec, Renderer
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import constraint_text
from toolform.formats.vocab.schema_words import ANGLE, type_label
from toolform.formats.vocab.walk import flatten
from toolform.ir import MISSING, ToolIR, TypeIR

HEADER = (
    "tool",
    "parameter",
    "type",
    "required",
    "default",
    "constraints",
    "example",
    "description",
)
RETURNS_ROW = "(returns)"


def _cell(value: object) -> str:
    return "" if value is MISSING else json_literal(value)


def rows(tools: Sequence[ToolIR]) -> list[tuple[str, ...]]:
    """The table every row-per-parameter layout writes: a tool row, its parameters, its return."""
    out: list[tuple[str, ...]] = []
    for tool in tools:
        out.append((tool.name, "", "", "", "", "", "", tool.description))
        for f in flatten(tool.parameters):
            out.append(_row(tool.name, f.path, f.node, "yes" if f.required else "no"))
        if tool.returns is not None:
            out.append(_row(tool.name, RETURNS_ROW, tool.returns, ""))
    return out


def _row(tool: str, path: str, node: TypeIR, required: str) -> tuple[str, ...]:
    return (
        tool,
        path,
        type_label(node, ANGLE),
        required,
        _cell(node.default),
        constraint_text(node),
        _cell(node.example),
        node.description or "",
    )


def _delimited(delimiter: str) -> Renderer:
    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        buf = io.StringIO()
        writer = csv.writer(buf, delimiter=delimiter, lineterminator="\n")
        writer.writerow(HEADER)
        # The writer quotes cells holding its line terminator, not a bare "\r": make it "\n".
        writer.writerows(
            tuple(v.replace("\r\n", "\n").replace("\r", "\n") for v in row) for row in rows(tools)
        )
        return buf.getvalue().rstrip("\n")

    return render


def _toon_value(text: str) -> str:
    """TOON quotes a value only when it would otherwise be misread."""
    if text == "":
        return text
    if text != text.strip() or any(ch in text for ch in ',:"\n\\[]{}'):
        return json_literal(text)
    return text


def render_toon(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    indent = "" if options.minify else "  "
    fields = ",".join(HEADER[1:])
    blocks = []
    for tool in tools:
        body = rows([tool])[1:]
        lines = [
            f"{tool.name}:" + (f" {_toon_value(tool.description)}" if tool.description else "")
        ]
        lines.append(f"params[{len(body)}]{{{fields}}}:")
        lines.extend(indent + ",".join(_toon_value(v) for v in row[1:]) for row in body)
        blocks.append("\n".join(lines))
    return ("\n" if options.minify else "\n\n").join(blocks)


def _escape_pipe(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_matrix(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    columns = list(dict.fromkeys(p for tool in tools for p in tool.param_names()))
    sep = "|" if options.minify else " | "
    head = ["tool", "description", *columns, "returns"]
    lines = [sep.join(head).strip(), sep.join("---" for _ in head).strip()]
    notes = []
    for tool in tools:
        cells = [tool.name, _escape_pipe(tool.description)]
        for col in columns:
            node = tool.parameters.properties.get(col)
            if node is None:
                cells.append("")
                continue
            mark = "*" if col in tool.parameters.required else ""
            cells.append(_escape_pipe(mark + inline_type(node)))
        cells.append(_escape_pipe(inline_type(tool.returns)) if tool.returns is not None else "")
        lines.append(sep.join(cells).strip())
        for f in flatten(tool.parameters):
            node = f.node
            extra = f" (e.g. {json_literal(node.example)})" if node.example is not MISSING else ""
            if node.description or extra:
                notes.append(f"- {tool.name}.{f.path}: {node.description or ''}{extra}".rstrip())
        if tool.returns is not None and tool.returns.description:
            notes.append(f"- {tool.name} returns: {tool.returns.description}")
    text = "\n".join(lines) + "\n\n* required; =default; (limits)"
    if notes:
        text += "\n\n" + "\n".join(notes)
    return text


FORMATS: list[FormatSpec] = specs_from(
    "tabular",
    "json_object",
    [
        Row(
            "tabular_csv",
            "CSV table",
            "A CSV table, one row per tool and per parameter (nested fields as dotted paths).",
            _delimited(","),
        ),
        Row(
            "tabular_tsv",
            "TSV table",
            "The same table as tabular_csv, tab-separated.",
            _delimited("\t"),
        ),
        Row(
            "tabular_toon",
            "TOON rows",
            "Per tool a TOON-style header naming the columns once, then one row per parameter.",
            render_toon,
        ),
        Row(
            "tabular_matrix",
            "Tool x parameter grid",
            "A grid with a row per tool and a column per parameter name; each cell is the full "
            "inline type, with notes for descriptions below.",
            render_matrix,
        ),
    ],
)


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
        text = type_label(node, ANGLE)
    limits = constraint_text(node)
    if limits:
        text += f" ({limits})"
    if node.has_default:
        text += f"={json_literal(node.default)}"
    return text
