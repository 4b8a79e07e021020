"""The markdown family: tools as a document, the register most instruction-tuned models read best.

Every variant is ``render_markdown`` with a layout name that picks a per-tool writer from
``PER_TOOL`` (bullets, a table, headings, a definition list, one-line bullets, every keyword) or
the one table for all tools; the JSON-block and ReAct layouts have renderers of their own. Two
variants reproduce published layouts from the JSON Schema: LLaMA-Factory's ReAct tool block and
GLM-4's heading-plus-JSON sections (with the BFCL markdown prompt's tool section beside them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from toolform.exporters import openai_function, to_bfcl
from toolform.formats.family_table import Row, specs_from
from toolform.formats.json_text import dump_json
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import drop_blank_lines, limit_notes, notes, one_line
from toolform.formats.vocab.schema_words import type_label
from toolform.formats.vocab.walk import Field, flatten
from toolform.ir import MISSING, ToolIR, TypeIR
from toolform.schema import type_to_schema


def _cell(text: str) -> str:
    """Text safe inside a table cell: one line, pipes escaped."""
    return one_line(text).replace("|", "\\|")


def _returns_text(tool: ToolIR) -> str | None:
    r = tool.returns
    if r is None:
        return None
    desc = one_line(r.description)
    return f"{type_label(r)}" + (f" - {desc}" if desc else "")


def _facts(f: Field) -> str:
    """``string, required; 1..7; default 3`` for a field."""
    head = f"{type_label(f.node)}, {'required' if f.required else 'optional'}"
    return "; ".join([head, *notes(f.node)])


# Layouts ----------------------------------------------------------------------------------------


def _doc(tool: ToolIR) -> list[str]:
    lines = [f"## {tool.name}"]
    if desc := tool.description.strip():
        lines.append(desc)
    fields = list(flatten(tool.parameters))
    lines += ["", "Parameters:" if fields else "Parameters: none"]
    for f in fields:
        desc = one_line(f.node.description)
        lines.append(f"{'  ' * f.depth}- `{f.name}` ({_facts(f)})" + (f": {desc}" if desc else ""))
    if ret := _returns_text(tool):
        lines += ["", f"Returns: {ret}"]
    return lines


def _full(tool: ToolIR) -> list[str]:
    """Every keyword under its own sub-bullet."""
    lines = [f"## {tool.name}"]
    if desc := tool.description.strip():
        lines += ["", desc]
    lines += ["", "### Parameters"]
    fields = list(flatten(tool.parameters))
    if not fields:
        lines.append("This tool takes no parameters.")
    for f in fields:
        pad = "  " * f.depth
        lines.append(f"{pad}- **{f.path}**")
        sub = f"{pad}  - "
        if desc := one_line(f.node.description):
            lines.append(f"{sub}Description: {desc}")
        lines.append(f"{sub}Type: {type_label(f.node)}")
        lines.append(f"{sub}Required: {'yes' if f.required else 'no'}")
        node = f.node
        if node.enum is not None:
            lines.append(f"{sub}Allowed values: {', '.join(json_literal(v) for v in node.enum)}")
        if node.default is not MISSING:
            lines.append(f"{sub}Default: {json_literal(node.default)}")
        for note in notes(node, enum=False, default=False, example=False):
            lines.append(f"{sub}Constraint: {note}")
        if node.examples:
            lines.append(f"{sub}Examples: {', '.join(json_literal(v) for v in node.examples)}")
        elif node.example is not MISSING:
            lines.append(f"{sub}Example: {json_literal(node.example)}")
    if ret := _returns_text(tool):
        lines += ["", "### Returns", ret]
    return lines


def _compact(tool: ToolIR) -> list[str]:
    """One bullet per tool: ``- **name**(a: string, b?: integer = 3 [1..7]) — description``."""
    return [f"- **{tool.name}**({_compact_fields(tool.parameters)}){_compact_tail(tool)}"]


def _compact_fields(node: TypeIR) -> str:
    required = set(node.required)
    parts = []
    for name, sub in node.properties.items():
        text = f"{name}{'' if name in required else '?'}: {_compact_type(sub)}"
        if sub.default is not MISSING:
            text += f" = {json_literal(sub.default)}"
        extra = notes(sub, enum=False, default=False, example=False)
        parts.append(text + (f" [{'; '.join(extra)}]" if extra else ""))
    return ", ".join(parts)


def _compact_type(node: TypeIR) -> str:
    if node.enum is not None:
        label = " | ".join(json_literal(v) for v in node.enum)
    elif node.any_of is not None:
        label = " | ".join(_compact_member(m) for m in node.any_of)
    elif node.properties:
        label = "{" + _compact_fields(node) + "}"
    elif node.items is not None and node.items.properties:
        label = "array of {" + _compact_fields(node.items) + "}"
    else:
        return type_label(node)
    return f"{label} | null" if node.nullable and node.any_of is None else label


def _compact_member(node: TypeIR) -> str:
    limits = limit_notes(node)
    return _compact_type(node) + (f" [{'; '.join(limits)}]" if limits else "")


def _compact_tail(tool: ToolIR) -> str:
    ret = "" if tool.returns is None else f" -> {_compact_type(tool.returns)}"
    desc = one_line(tool.description)
    return ret + (f" — {desc}" if desc else "")


_TABLE_HEAD = ["parameter", "type", "required", "default", "constraints", "description"]


def _table_row(f: Field, *lead: str) -> str:
    default = "-" if f.node.default is MISSING else json_literal(f.node.default)
    cells = [
        *lead,
        f.path,
        type_label(f.node),
        "yes" if f.required else "no",
        default,
        "; ".join(notes(f.node, default=False)) or "-",
        one_line(f.node.description) or "-",
    ]
    return "| " + " | ".join(_cell(c) for c in cells) + " |"


def _table_head(columns: list[str]) -> list[str]:
    return ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]


def _table(tool: ToolIR) -> list[str]:
    lines = [f"### {tool.name}"]
    if desc := tool.description.strip():
        lines.append(desc)
    fields = list(flatten(tool.parameters))
    if fields:
        lines += ["", *_table_head(_TABLE_HEAD), *(_table_row(f) for f in fields)]
    else:
        lines.append("No parameters.")
    if ret := _returns_text(tool):
        lines += ["", f"Returns: {ret}"]
    return lines


def _global_table(tools: Sequence[ToolIR]) -> list[str]:
    lines = ["## Tools", "", *_table_head(["tool", "description", "returns"])]
    for tool in tools:
        cells = [tool.name, one_line(tool.description) or "-", _returns_text(tool) or "-"]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    lines += ["", "## Parameters", "", *_table_head(["tool", *_TABLE_HEAD])]
    for tool in tools:
        lines.extend(_table_row(f, tool.name) for f in flatten(tool.parameters))
    return lines


def _headings(tool: ToolIR) -> list[str]:
    lines = [f"## {tool.name}"]
    if desc := tool.description.strip():
        lines += ["", desc]
    for f in flatten(tool.parameters):
        level = "#" * min(3 + f.depth, 6)
        lines += ["", f"{level} {f.path}", "", f"Type: {_facts(f)}"]
        if desc := one_line(f.node.description):
            lines.append(desc)
    if ret := _returns_text(tool):
        lines += ["", "### Returns", "", ret]
    return lines


def _deflist(tool: ToolIR) -> list[str]:
    lines = [f"**{tool.name}**", f": {one_line(tool.description) or 'No description.'}"]
    for f in flatten(tool.parameters):
        lines += ["", f"`{f.path}` *({_facts(f)})*"]
        lines.append(f": {one_line(f.node.description) or '-'}")
    if ret := _returns_text(tool):
        lines += ["", "*returns*", f": {ret}"]
    return lines


PER_TOOL: dict[str, Callable[[ToolIR], list[str]]] = {
    "doc": _doc,
    "full": _full,
    "compact": _compact,
    "table": _table,
    "headings": _headings,
    "deflist": _deflist,
}


def render_markdown(tools: Sequence[ToolIR], options: RenderOptions, *, layout: str) -> str:
    if layout == "table_global":
        text = "\n".join(_global_table(tools))
    else:
        sep = "\n" if layout == "compact" else "\n\n"
        text = sep.join("\n".join(PER_TOOL[layout](t)) for t in tools)
    return (drop_blank_lines(text) if options.minify else text) + "\n"


# Faithful layouts from a JSON Schema ------------------------------------------------------------


def render_react(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """LLaMA-Factory's ``DefaultToolUtils.tool_formatter`` tool text, under its opening line.

    The ``Action:``/``Action Input:`` instruction that follows it in LLaMA-Factory belongs to
    the ``react`` protocol, which writes it.
    """
    text = ""
    for tool in tools:
        schema = type_to_schema(tool.parameters)
        required = schema.get("required", [])
        args = ""
        for name, param in schema.get("properties", {}).items():
            req = ", required" if name in required else ""
            enum = param.get("enum")
            enum_text = f", should be one of [{', '.join(str(v) for v in enum)}]" if enum else ""
            items = param.get("items")
            item_text = f", where each item should be {items.get('type', '')}" if items else ""
            kind = param.get("type", "")
            args += (
                f"  - {name} ({kind}{req}): {param.get('description', '')}{enum_text}{item_text}\n"
            )
        text += (
            f"> Tool Name: {tool.name}\nTool Description: {tool.description}\nTool Args:\n{args}\n"
        )
    text = f"You have access to the following tools:\n{text}"
    return drop_blank_lines(text) + "\n" if options.minify else text


def render_glm4(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """GLM-4's per-tool sections (LLaMA-Factory ``GLM4ToolUtils``): ``## name`` over the JSON.

    The Chinese header and the per-tool call instruction around them are the chat template's
    own words and stay with ``template_glm4``; here the sections stand alone.
    """
    blocks = [
        f"## {t.name}\n\n{dump_json(openai_function(t), minify=options.minify, indent=4)}"
        for t in tools
    ]
    return ("\n" if options.minify else "\n\n").join(blocks) + "\n"


def render_bfcl_markdown(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """The ``## Available Tools`` section of BFCL's markdown prompt over its json function docs
    (the same documents as ``json_schema_bfcl``)."""
    body = dump_json(to_bfcl(tools), minify=options.minify, indent=4)
    return f"## Available Tools\nHere is a list of functions in json format that you can invoke.\n{body}\n"


# The catalogue ----------------------------------------------------------------------------------


_JSON_FACTS = ALL_FACTS - {"returns"}


def _md(layout: str) -> Any:
    return partial(render_markdown, layout=layout)


ROWS = [
    Row(
        "markdown_doc",
        "Markdown heading and bullets",
        "A '## name' heading per tool, its description, then one bullet per parameter with type, "
        "required/optional, constraints, default and description; nested fields as indented bullets.",
        _md("doc"),
        ALL_FACTS,
        source="ReAct-style bullet tool blocks (LLaMA-Factory default tool prompt), as a Markdown doc",
    ),
    Row(
        "markdown_react",
        "ReAct tool block (LLaMA-Factory)",
        "'You have access to the following tools:' then '> Tool Name:', 'Tool Description:' and "
        "'Tool Args:' bullets with type, required, enum and item type, as LLaMA-Factory writes them.",
        render_react,
        frozenset({"descriptions", "types", "required", "enum"}),
        protocol="react",
        source="LLaMA-Factory DefaultToolUtils.tool_formatter / DEFAULT_TOOL_PROMPT",
    ),
    Row(
        "markdown_table",
        "Markdown table per tool",
        "A '### name' heading and description per tool, then a table of parameter, type, "
        "required, default, constraints and description; nested fields as dotted rows.",
        _md("table"),
        ALL_FACTS,
    ),
    Row(
        "markdown_table_global",
        "One Markdown table for all tools",
        "A table of tools (description, returns) and one table of every parameter of every tool, "
        "with the tool name in the first column.",
        _md("table_global"),
        ALL_FACTS,
    ),
    Row(
        "markdown_headings",
        "Markdown heading per parameter",
        "'## tool' then a '### parameter' heading per parameter (deeper for nested fields) with a "
        "type line and the description under it.",
        _md("headings"),
        ALL_FACTS,
    ),
    Row(
        "markdown_deflist",
        "Markdown definition list",
        "Tools and parameters as definition-list terms (': ' definitions, Pandoc/PHP Markdown "
        "Extra syntax) with type and constraints beside each term.",
        _md("deflist"),
        ALL_FACTS,
    ),
    Row(
        "markdown_glm4",
        "Heading plus JSON block (GLM-4)",
        "A '## name' heading over the tool's JSON (indent 4, UTF-8 kept) for each tool, the "
        "sections GLM-4's tool prompt is made of.",
        render_glm4,
        _JSON_FACTS,
        source="THUDM GLM-4 9B chat tool prompt, as LLaMA-Factory GLM4ToolUtils writes it",
    ),
    Row(
        "markdown_bfcl",
        "BFCL markdown prompt tool section",
        "BFCL's markdown system prompt section '## Available Tools' with its classic sentence and "
        "the json function docs (json.dumps indent 4).",
        render_bfcl_markdown,
        _JSON_FACTS,
        source="gorilla bfcl_eval constants default_prompts.py (prompt_fmt=markdown, style=classic)",
    ),
    Row(
        "markdown_compact",
        "One Markdown bullet per tool",
        "'- **name**(a: string, b?: integer = 3 [1..7]) -> type — description': each tool on one "
        "bullet with inline types, enums, defaults, constraints and nested fields.",
        _md("compact"),
        ALL_FACTS - {"descriptions", "examples"},
    ),
    Row(
        "markdown_full",
        "Markdown with every keyword",
        "A heading per tool and a bold bullet per parameter path with sub-bullets for description, "
        "type, required, allowed values, default, each constraint and every example.",
        _md("full"),
        ALL_FACTS,
    ),
]

FORMATS: list[FormatSpec] = specs_from("markdown", "json_object", ROWS)
