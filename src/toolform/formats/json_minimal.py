"""The json_minimal family: tools as small JSON, parameters as ``"name*": "type=default (bounds)"``.

The compact parameter tree (``mini_tree``) writes each parameter as one short string and marks
required ones with ``*``; variants change the detail (types only, with descriptions, with
everything: examples, returns and each limit under its JSON Schema keyword), the layout (one
object, a list, one line per tool) or borrow a signature string.
``json_minimal_hermes`` is the odd one out: the Hermes 2 Pro chat template's tool lines, which
keep the full JSON Schema and rewrite each description into a Python signature with Args.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolform.formats.family_table import Row, specs_from
from toolform.formats.json_text import dump_json
from toolform.formats.mini_tree import (
    MINI_DESCRIBED,
    MINI_FULL,
    MINI_STANDARD,
    MINI_TYPES,
    MiniDetail,
    mini_text,
    mini_tree,
)
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec, Renderer
from toolform.formats.vocab.python import py_type, python_signature
from toolform.formats.vocab.schema_words import params_schema
from toolform.formats.vocab.walk import has_returns, tool_params
from toolform.ir import ToolIR

FAMILY = "json_minimal"


def _entry(tool: ToolIR, detail: MiniDetail, *, named: bool) -> dict[str, Any]:
    """One tool as ``{name?, description?, parameters, returns?}`` at the given detail."""
    entry: dict[str, Any] = {"name": tool.name} if named else {}
    if detail.descriptions and tool.description:
        entry["description"] = tool.description
    entry["parameters"] = mini_tree(tool.parameters, detail)
    if detail.examples and tool.returns is not None and has_returns(tool):
        entry["returns"] = mini_tree(tool.returns, detail)
    return entry


def _mapping(detail: MiniDetail, *, flat: bool) -> Renderer:
    """``{"tool": {...}}``; ``flat`` puts the parameters straight under the tool name."""

    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        doc: dict[str, Any] = {}
        for tool in tools:
            entry = _entry(tool, detail, named=False)
            doc[tool.name] = entry["parameters"] if flat else entry
        return dump_json(doc, minify=options.minify)

    return render


def _array(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return dump_json([_entry(t, MINI_DESCRIBED, named=True) for t in tools], minify=options.minify)


def _lines(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    rows = [
        dump_json(_entry(t, MINI_DESCRIBED, named=True), minify=options.minify, indent=None)
        for t in tools
    ]
    return "<tools>\n" + "\n".join(rows) + "\n</tools>"


def _sigstr(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    rows = []
    for tool in tools:
        row: dict[str, Any] = {"name": tool.name, "signature": python_signature(tool)}
        if tool.description:
            row["description"] = tool.description
        notes = {
            p.name: mini_text(p.node, MINI_DESCRIBED)
            for p in tool_params(tool)
            if mini_text(p.node, MINI_DESCRIBED) != mini_text(p.node, MINI_TYPES)
        }
        if notes:
            row["notes"] = notes
        if tool.returns is not None and has_returns(tool):
            row["returns"] = mini_tree(tool.returns, MINI_DESCRIBED)
        rows.append(row)
    return dump_json(rows, minify=options.minify)


def _hermes_line(tool: ToolIR, minify: bool) -> str:
    """One tool the way the Hermes template writes it; its quirks are kept on purpose.

    The description is spliced into the JSON text unescaped and the Args entries follow one
    another with no separator, exactly as the template concatenates them.
    """
    props = tool.parameters.properties
    sig = ", ".join(f"{name}: {py_type(node, literals=False)}" for name, node in props.items())
    text = '{"type": "function", "function": {"name": "' + tool.name + '", '
    text += '"description": "' + tool.name + "(" + sig + ")"
    if tool.returns is not None:
        text += " -> " + py_type(tool.returns, literals=False)
    text += " - " + tool.description + "\n\n"
    for i, (name, node) in enumerate(props.items()):
        if i == 0:
            text += "    Args:\n"
        text += (
            f"        {name}({py_type(node, literals=False)}): {(node.description or '').strip()}"
        )
    if tool.returns is not None and tool.returns.description is not None:
        text += "\n    Returns:\n        " + tool.returns.description
    text += '", "parameters": '
    text += dump_json(params_schema(tool), minify=minify, indent=None) if props else "{}"
    return text + "}"


def _hermes(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return "<tools> " + "\n".join(_hermes_line(t, options.minify) for t in tools) + " </tools>"


_NO_DESC = ALL_FACTS - {"descriptions", "examples", "returns"}
_TYPES_ONLY = frozenset({"types", "required", "enum", "nested", "array_of_objects", "union"})
_HERMES_SOURCE = (
    "Hermes 2 Pro chat template, vLLM examples/tool_chat_template_hermes.jinja (2024): "
    "<tools> JSON lines, description rewritten as a Python signature + Args"
)

_TABLE: list[Row] = [
    Row(
        "json_minimal",
        "Minimal JSON",
        'One JSON object mapping each tool to its parameters as "name*": "type=default (bounds)".',
        _mapping(MINI_STANDARD, flat=True),
        _NO_DESC,
        "json",
        None,
    ),
    Row(
        "json_minimal_types",
        "Minimal JSON, types only",
        'One JSON object mapping each tool to "name*": "type" (enums as a|b), nothing else.',
        _mapping(MINI_TYPES, flat=True),
        _TYPES_ONLY,
        "json",
        None,
    ),
    Row(
        "json_minimal_desc",
        "Minimal JSON with descriptions",
        "Minimal JSON with the tool description and each parameter's description after a dash.",
        _mapping(MINI_DESCRIBED, flat=False),
        ALL_FACTS - {"examples", "returns"},
        "json",
        None,
    ),
    Row(
        "json_minimal_full",
        "Minimal JSON, full",
        "Minimal JSON with descriptions, examples (e.g.), the return type of each tool and every "
        "limit under its JSON Schema keyword (minimum 1, maxItems 50).",
        _mapping(MINI_FULL, flat=False),
        ALL_FACTS,
        "json",
        None,
    ),
    Row(
        "json_minimal_lines",
        "Minimal JSON lines",
        "One compact JSON object per tool per line (name, description, parameters) inside <tools>.",
        _lines,
        ALL_FACTS - {"examples", "returns"},
        None,
        None,
    ),
    Row(
        "json_minimal_array",
        "Minimal JSON array",
        "A JSON array of {name, description, parameters} with minimal parameter strings.",
        _array,
        ALL_FACTS - {"examples", "returns"},
        "json",
        None,
    ),
    Row(
        "json_minimal_sigstr",
        "JSON with signature strings",
        "A JSON array of {name, signature, description, notes}: a Python signature string per "
        "tool, descriptions and bounds as notes.",
        _sigstr,
        ALL_FACTS - {"examples", "nested", "array_of_objects"},
        "json",
        None,
    ),
    Row(
        "json_minimal_hermes",
        "Hermes tool lines",
        _HERMES_SOURCE + ", quirks kept (unescaped description, Args run together).",
        _hermes,
        ALL_FACTS,
        None,
        _HERMES_SOURCE,
        protocol="hermes",
    ),
]


FORMATS: list[FormatSpec] = specs_from(FAMILY, "json_object", _TABLE)
