"""The typescript family: tools as TypeScript types, the way gpt-oss and functionary read them.

``typescript_namespace`` is toolform's own: a ``namespace functions`` of function types whose
comments carry descriptions and every fact TypeScript's types cannot say (integer, default,
bounds). ``typescript_harmony`` and ``typescript_functionary`` reproduce the gpt-oss developer
message and functionary's ``generate_schema_from_functions`` as their sources write them; the rest
vary detail (minimal, full), declaration style (interface, JSDoc) and layout (one line, grouped).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from toolform.formats.family_table import Row, specs_from
from toolform.formats.grouping import grouped
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec, Renderer
from toolform.formats.vocab.literals import json_literal, plain_value
from toolform.formats.vocab.prose import fact_phrases, one_line
from toolform.formats.vocab.schema_words import params_schema
from toolform.formats.vocab.typescript import ts_inline_object, ts_key, ts_type
from toolform.formats.vocab.walk import has_returns, params_of, tool_params
from toolform.ir import MISSING, ToolIR, TypeIR
from toolform.naming import convert_case

FAMILY = "typescript"

# --- a multi-line object writer shared by the namespace-style layouts --------------------------


@dataclass(frozen=True)
class _Style:
    """How one layout writes the fields of an object type."""

    indent: str  # added per nesting level
    sep: str  # after each field
    comment: Callable[[TypeIR], list[str]]  # lines written above a field, without the // or *
    block_comments: bool = False  # /** ... */ instead of // lines
    trailing: Callable[[TypeIR], str] | None = None  # a comment after the field


def _comment_lines(lines: list[str], pad: str, block: bool) -> list[str]:
    if not lines:
        return []
    if block:
        if len(lines) == 1:
            return [f"{pad}/** {lines[0]} */"]
        return [f"{pad}/**", *(f"{pad} * {line}" for line in lines), f"{pad} */"]
    return [f"{pad}// {line}" for line in lines]


def _object_block(node: TypeIR, style: _Style, depth: int) -> str:
    pad = style.indent * (depth + 1)
    lines = ["{"]
    for p in params_of(node):
        lines.extend(_comment_lines(style.comment(p.node), pad, style.block_comments))
        type_text = ts_type(p.node, object_writer=lambda n: _object_block(n, style, depth + 1))
        field = f"{pad}{ts_key(p.name)}{'' if p.required else '?'}: {type_text}{style.sep}"
        if style.trailing is not None:
            extra = style.trailing(p.node)
            if extra:
                field += f" // {extra}"
        lines.append(field)
    lines.append(style.indent * depth + "}")
    return "\n".join(lines)


def _function_type(tool: ToolIR, style: _Style, depth: int, returns: bool) -> str:
    result = "any"
    if returns and tool.returns is not None and has_returns(tool):
        result = ts_type(tool.returns, object_writer=lambda n: _object_block(n, style, depth))
    if not tool.parameters.properties:
        return f"type {tool.name} = () => {result};"
    return f"type {tool.name} = (_: {_object_block(tool.parameters, style, depth)}) => {result};"


# --- comment phrasing ---------------------------------------------------------------------------


def _type_notes(node: TypeIR) -> list[str]:
    """What a TypeScript type cannot say about a node: that a number is an integer."""
    if node.type == "integer":
        return ["integer"]
    if node.type == "array" and node.items is not None and node.items.type == "integer":
        return ["integers"]
    return []


def _facts_without_enum(node: TypeIR) -> list[str]:
    return [f for f in fact_phrases(node) if not f.startswith("one of ")]


def _one_comment(node: TypeIR) -> list[str]:
    """``Description. (integer, default 3, 1 to 7)`` on one line, or nothing."""
    facts = _type_notes(node) + _facts_without_enum(node)
    text = one_line(node.description)
    if facts:
        text = f"{text} ({', '.join(facts)})" if text else ", ".join(facts)
    return [text] if text else []


def _tag_comment(node: TypeIR) -> list[str]:
    """The description, then one ``@tag value`` line per fact."""
    lines = [one_line(node.description)] if node.description else []
    if node.type == "integer":
        lines.append("@type integer")
    if node.default is not MISSING:
        lines.append(f"@default {json_literal(node.default)}")
    for key, value in node.constraints.items():
        lines.append(f"@{key} {plain_value(value)}")
    if node.example is not MISSING:
        lines.append(f"@example {json_literal(node.example)}")
    return lines


def _no_comment(node: TypeIR) -> list[str]:
    return []


_CORE = _Style(indent="  ", sep=";", comment=_one_comment)
_FULL = _Style(indent="  ", sep=";", comment=_tag_comment, block_comments=True)
_MINIMAL = _Style(indent="  ", sep=";", comment=_no_comment)
_INTERFACE = _Style(indent="  ", sep=";", comment=_one_comment, block_comments=True)


def _tool_comment(tool: ToolIR, block: bool, *, returns: bool) -> list[str]:
    lines = [one_line(tool.description)] if tool.description else []
    if returns and tool.returns is not None and tool.returns.description:
        lines.append(("@returns " if block else "Returns: ") + one_line(tool.returns.description))
    return lines


def _namespace(name: str, body: list[str]) -> str:
    return f"namespace {name} {{\n" + "\n\n".join(body) + "\n}"


def _tool_in_namespace(tool: ToolIR, style: _Style) -> str:
    pad = style.indent
    comment = _comment_lines(
        _tool_comment(tool, style.block_comments, returns=True), pad, style.block_comments
    )
    return "\n".join([*comment, pad + _function_type(tool, style, 1, returns=True)])


def _compact(text: str) -> str:
    """Minified TypeScript: comments kept, indentation and blank lines dropped."""
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def _namespaced(style: _Style, by_group: bool = False) -> Renderer:
    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        groups = grouped(tools) if by_group else {"functions": list(tools)}
        text = "\n\n".join(
            _namespace(name, [_tool_in_namespace(t, style) for t in members])
            for name, members in groups.items()
        )
        return _compact(text) if options.minify else text

    return render


# --- one line per tool, interface, JSDoc --------------------------------------------------------


def _oneline(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    lines = []
    for tool in tools:
        args = f"_: {ts_inline_object(tool.parameters)}" if tool.parameters.properties else ""
        line = f"type {tool.name} = ({args}) => any;"
        if tool.description:
            line += f" // {one_line(tool.description)}"
        lines.append(("" if options.minify else "  ") + line)
    return "namespace functions {\n" + "\n".join(lines) + "\n}"


def _interface(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    blocks = []
    for tool in tools:
        comment = _comment_lines(_tool_comment(tool, True, returns=True), "", True)
        result = "any"
        if tool.returns is not None and has_returns(tool):
            result = ts_type(tool.returns, object_writer=lambda n: _object_block(n, _INTERFACE, 0))
        if tool.parameters.properties:
            name = convert_case(tool.name, "pascal") + "Args"
            body = _object_block(tool.parameters, _INTERFACE, 0)
            decl = f"declare function {tool.name}(args: {name}): {result};"
            blocks.append("\n".join([f"interface {name} {body}", "", *comment, decl]))
        else:
            blocks.append("\n".join([*comment, f"declare function {tool.name}(): {result};"]))
    text = "\n\n".join(blocks)
    return _compact(text) if options.minify else text


def _jsdoc_params(node: TypeIR, prefix: str) -> list[str]:
    """``@param`` lines for an object's fields, nested fields as ``parent.child``."""
    lines = []
    for p in params_of(node, required_first=not prefix):
        name = prefix + p.name
        facts = _type_notes(p.node) + [
            f for f in _facts_without_enum(p.node) if not f.startswith("default ")
        ]
        text = one_line(p.node.description)
        if facts:
            text = f"{text} ({', '.join(facts)})" if text else f"({', '.join(facts)})"
        if p.required:
            head = name
        elif p.node.default is not MISSING:
            head = f"[{name}={json_literal(p.node.default)}]"
        else:
            head = f"[{name}]"
        lines.append(f"@param {head}" + (f" - {text}" if text else ""))
        inner = p.node
        if inner.type == "array" and inner.items is not None and inner.items.properties:
            lines.extend(_jsdoc_params(inner.items, f"{name}[]."))
        elif inner.properties:
            lines.extend(_jsdoc_params(inner, f"{name}."))
    return lines


def _jsdoc(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    blocks = []
    for tool in tools:
        lines = [one_line(tool.description)] if tool.description else []
        lines.extend(_jsdoc_params(tool.parameters, ""))
        result = "any"
        if tool.returns is not None and has_returns(tool):
            result = ts_type(tool.returns)
            if tool.returns.description:
                lines.append("@returns " + one_line(tool.returns.description))
        args = ", ".join(
            f"{p.name}{'' if p.required else '?'}: {ts_type(p.node)}"
            for p in tool_params(tool, required_first=True)
        )
        comment = _comment_lines(lines, "", True)
        blocks.append("\n".join([*comment, f"declare function {tool.name}({args}): {result};"]))
    text = "\n\n".join(blocks)
    return _compact(text) if options.minify else text


# --- gpt-oss harmony ----------------------------------------------------------------------------


def _harmony_default(node: TypeIR) -> str:
    if node.default is MISSING:
        return ""
    return "default: " + plain_value(node.default)


_HARMONY = _Style(
    indent="",
    sep=",",
    comment=lambda n: [one_line(n.description)] if n.description else [],
    trailing=_harmony_default,
)


def _harmony(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """The developer message's tool section as openai/harmony docs/format.md lays it out."""
    body = []
    for tool in tools:
        lines = [f"// {one_line(tool.description)}"] if tool.description else []
        lines.append(_function_type(tool, _HARMONY, 0, returns=False))
        body.append("\n".join(lines) + "\n")
    if options.minify:
        return "namespace functions {\n" + "".join(body) + "} // namespace functions"
    return (
        "# Tools\n\n## functions\n\nnamespace functions {\n\n"
        + "".join(f"{b}\n" for b in body)
        + "} // namespace functions"
    )


# --- functionary (MeetKai) ----------------------------------------------------------------------


def _fn_offset(depth: int) -> str:
    return "    " * depth if depth >= 1 else ""


def _fn_type(param: dict[str, Any]) -> str:
    def convert(t: str) -> str:
        return "number" if t in ("integer", "float") else t

    if "type" in param:
        raw = param["type"]
        return convert(" | ".join(raw) if isinstance(raw, list) else raw)
    if "oneOf" in param:
        types: list[Any] = []
        for member in param["oneOf"]:
            if "type" in member and member["type"] not in types:
                types.append(member["type"])
        return convert(" | ".join(str(t) for t in types))
    return ""


def _fn_info(param: dict[str, Any]) -> str | None:
    fmt = param.get("format")
    if not (
        "description" in param
        or "default" in param
        or fmt is not None
        or any(param.get(k) for k in ("maximum", "minimum", "maxLength", "minLength"))
    ):
        return None
    out = "//"
    if "description" in param:
        desc = param["description"]
        out += " " + (desc if desc.endswith(".") else desc + ".")
    if "default" in param:
        default = param["default"]
        text = f'"{default}"' if param.get("type", "any") == "string" else str(default)
        out += f" Default={text}."
    if fmt is not None:
        out += f" Format={fmt}"
    for key, label in (
        ("maximum", "Maximum"),
        ("minimum", "Minimum"),
        ("maxLength", "Maximum length"),
        ("minLength", "Minimum length"),
    ):
        if key in param:
            out += f" {label}={param[key]}"
    return out


def _fn_enum(values: list[Any]) -> str:
    return " | ".join(f'"{v}"' if isinstance(v, str) else str(v) for v in values)


def _fn_examples(name: str, param: dict[str, Any], offset: str) -> str:
    if "examples" not in param:
        return ""
    items = [f"Example {name}:", *param["examples"]]
    return "".join(f"\n{offset}// " + str(e).replace("'", '"') for e in items)


def _fn_array(name: str | None, param: dict[str, Any], depth: int) -> str:
    offset = _fn_offset(depth)
    items = param.get("items", {})
    if not items:
        return f"\n{offset}{name}: []" if name else f"\n{offset}[]"
    item_type = _fn_type(items)
    if item_type == "object":
        head = f"\n{offset}{name}: {{" if name else f"\n{offset}{{"
        inner = _fn_params(items.get("properties", {}), items.get("required", []), depth + 1)
        return head + inner + f"\n{offset}}}[]"
    if item_type == "array":
        inner = _fn_array(None, items, depth + 1)
        return f"\n{inner}[]" if not name else f"\n{offset}{name}: {inner.strip()}[]"
    if "enum" in items:
        return (
            f"({_fn_enum(items['enum'])})[]"
            if name is None
            else f"\n{offset}{name}: ({_fn_enum(items['enum'])})[]"
        )
    return f"\n{item_type}[]" if name is None else f"\n{offset}{name}: {item_type}[],"


def _fn_params(properties: dict[str, Any], required: list[str], depth: int) -> str:
    out = ""
    offset = _fn_offset(depth)
    for name, param in properties.items():
        if not isinstance(param, dict):
            continue
        info = _fn_info(param)
        examples = _fn_examples(name, param, offset)
        decl = name if name in required else name + "?"
        p_type = _fn_type(param)
        if p_type == "object":
            if info is not None:
                out += f"\n{offset}{info}"
            out += examples + f"\n{offset}{decl}: {{"
            out += _fn_params(param.get("properties", {}), param.get("required", []), depth + 1)
            out += f"\n{offset}}},"
        elif p_type == "array" and "type" in param.get("items", {}):
            if info is not None:
                out += f"\n{offset}{info}"
            array = _fn_array(decl, param, depth)
            out += examples + (array if array.endswith(",") else array + ",")
        else:
            if p_type == "array":
                p_type, decl = "", decl + ": [],"
            else:
                if "enum" in param:
                    p_type = _fn_enum(param["enum"])
                if param.get("nullable"):
                    p_type += " | null"
                decl = f"{decl}: {p_type},"
            if info is not None:
                out += f"\n{offset}{info}" + examples
            out += f"\n{offset}{decl}"
    return out


def _functionary(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """functionary's ``generate_schema_from_functions`` (json_to_ts_schema.txt), quirks kept: a
    parameter with neither ``type`` nor ``oneOf`` is written with an empty type."""
    out = "// Supported function definitions that should be called when necessary.\n"
    out += "namespace functions {\n\n"
    for tool in tools:
        schema = params_schema(tool)
        out += f"// {tool.description}\ntype {tool.name}"
        if schema.get("properties"):
            out += " = (_: {" + _fn_params(schema["properties"], schema.get("required", []), 0)
            out += "\n}) => any;\n\n"
        else:
            out += " = () => any;\n\n"
    out += "} // namespace functions"
    return _compact(out) if options.minify else out


# --- the catalogue ------------------------------------------------------------------------------

_HARMONY_SOURCE = (
    "OpenAI harmony (gpt-oss) developer message, openai/harmony docs/format.md (2025-08)"
)
_FUNCTIONARY_SOURCE = (
    "MeetKai functionary v3 generate_schema_from_functions, "
    "prompt_template/jinja_templates/json_to_ts_schema.txt (2024)"
)
_TYPES = frozenset({"types", "required", "enum", "nested", "array_of_objects", "union"})

_TABLE: list[Row] = [
    Row(
        "typescript_namespace",
        "TypeScript namespace",
        "A TypeScript namespace of function types; comments carry descriptions, integer, "
        "defaults and bounds, and the return type replaces any.",
        _namespaced(_CORE),
        language=None,
    ),
    Row(
        "typescript_harmony",
        "gpt-oss harmony tools",
        _HARMONY_SOURCE + ": # Tools / ## functions / namespace functions, // comments, "
        "// default: trailing comments, => any.",
        _harmony,
        shows=ALL_FACTS - {"bounds", "length", "pattern", "format", "examples", "returns"},
        source=_HARMONY_SOURCE,
        protocol="harmony",
    ),
    Row(
        "typescript_functionary",
        "functionary TypeScript",
        _FUNCTIONARY_SOURCE + ": namespace functions with Default=/Maximum= comments.",
        _functionary,
        shows=ALL_FACTS - {"union", "pattern", "examples", "returns"},
        source=_FUNCTIONARY_SOURCE,
    ),
    Row(
        "typescript_minimal",
        "TypeScript, minimal",
        "The TypeScript namespace with no comments: names, types, optional marks and literal "
        "unions only.",
        _namespaced(_MINIMAL),
        shows=_TYPES,
    ),
    Row(
        "typescript_full",
        "TypeScript, full",
        "The TypeScript namespace with a /** */ block per field: description, then one @tag "
        "line per fact (@type integer, @default, @minimum, @pattern, @example).",
        _namespaced(_FULL),
    ),
    Row(
        "typescript_interface",
        "TypeScript interfaces",
        "An interface of arguments per tool (/** */ field comments) and a declare function "
        "taking it.",
        _interface,
        language="typescript",
    ),
    Row(
        "typescript_jsdoc",
        "TypeScript with JSDoc",
        "A declare function per tool with positional parameters and a JSDoc block: @param "
        "[name=default] lines, nested fields as parent.child.",
        _jsdoc,
        language="typescript",
    ),
    Row(
        "typescript_oneline",
        "TypeScript, one line per tool",
        "The TypeScript namespace with every tool on one line, its description as a trailing "
        "comment.",
        _oneline,
        shows=_TYPES,
    ),
    Row(
        "typescript_grouped",
        "TypeScript, grouped namespaces",
        "The TypeScript namespace layout with one namespace per name prefix (github.x, "
        "github__x or the first word of the name).",
        _namespaced(_CORE, by_group=True),
    ),
]

FORMATS: list[FormatSpec] = specs_from(FAMILY, "json_object", _TABLE)
