"""The xml family: toolform's own XML tool schema in three detail levels, and four real dialects.

``xml_schema`` is one ``<tool>`` per tool whose typed ``<parameter>`` elements carry required,
default and bounds as attributes, enums as ``<value>`` children, nested objects as nested
parameters and array items as an ``<items>`` element. The dialects are written the way their
source code writes them, string by string, with their losses and their lack of escaping:
LangChain's legacy Anthropic prompt, its community variant with required/enum, BFCL's XML doc
format and the Qwen3-Coder chat template.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolform.exporters import to_bfcl
from toolform.formats.family_table import Row, specs_from
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec, Renderer
from toolform.formats.vocab.literals import plain_value
from toolform.formats.vocab.schema_words import FLAT, params_schema, schema_dict, type_label
from toolform.formats.vocab.walk import has_returns, params_of
from toolform.formats.xml_text import xml_attrs, xml_text
from toolform.ir import CONSTRAINT_KEYS, MISSING, ToolIR, TypeIR

FAMILY = "xml"

# --- a tiny element tree and its serializer -----------------------------------------------------


@dataclass
class El:
    tag: str
    attrs: list[tuple[str, Any]] = field(default_factory=list)
    text: str | None = None
    children: list[El] = field(default_factory=list)


def _serialize(el: El, minify: bool, depth: int = 0) -> str:
    pad = "" if minify else "  " * depth
    nl = "" if minify else "\n"
    head = f"<{el.tag}{xml_attrs(el.attrs)}"
    if not el.children:
        if el.text is None:
            return f"{pad}{head}/>"
        return f"{pad}{head}>{xml_text(el.text)}</{el.tag}>"
    inner = nl.join(_serialize(c, minify, depth + 1) for c in el.children)
    return f"{pad}{head}>{nl}{inner}{nl}{pad}</{el.tag}>"


def _document(tools: Sequence[ToolIR], options: RenderOptions, style: _Style) -> str:
    root = El("tools", children=[_tool_el(t, style) for t in tools])
    return _serialize(root, options.minify)


# --- toolform's own schema, at three levels of detail -------------------------------------------


@dataclass(frozen=True)
class _Style:
    facts_as_elements: bool  # <minimum>1</minimum> instead of minimum="1"
    details: bool  # descriptions of parameters, defaults, constraints, examples, returns
    one_line: bool = False  # every tool on one line, descriptions as attributes
    param_tag: str = "parameter"


_CORE = _Style(facts_as_elements=False, details=True)
_FULL = _Style(facts_as_elements=True, details=True)
_MINIMAL = _Style(facts_as_elements=False, details=False)
_COMPACT = _Style(facts_as_elements=False, details=True, one_line=True, param_tag="param")


def _tool_el(tool: ToolIR, style: _Style) -> El:
    el = El("tool", [("name", tool.name)])
    if tool.description:
        if style.one_line:
            el.attrs.append(("description", tool.description))
        else:
            el.children.append(El("description", text=tool.description))
    params = [_param_el(p.name, p.node, p.required, style) for p in params_of(tool.parameters)]
    if style.one_line:
        el.children.extend(params)
    else:
        el.children.append(El("parameters", children=params))
    if style.details and tool.returns is not None and has_returns(tool):
        el.children.append(_type_el("returns", tool.returns, style))
    return el


def _param_el(name: str, node: TypeIR, required: bool | None, style: _Style) -> El:
    el = _type_el(style.param_tag, node, style, name=name, required=required)
    return el


def _type_el(
    tag: str, node: TypeIR, style: _Style, *, name: str | None = None, required: bool | None = None
) -> El:
    el = El(tag)
    facts: list[tuple[str, Any]] = []
    if name is not None:
        el.attrs.append(("name", name))
    facts.append(("type", type_label(node, FLAT)))
    if required is not None:
        facts.append(("required", "true" if required else "false"))
    if style.details:
        if node.const is not MISSING:
            facts.append(("const", node.const))
        if node.default is not MISSING:
            facts.append(("default", node.default))
        facts.extend((k, node.constraints[k]) for k in CONSTRAINT_KEYS if k in node.constraints)
        if node.example is not MISSING:
            facts.append(("example", node.example))
        if style.one_line and node.description:
            facts.append(("description", node.description))
        if node.enum is not None and style.one_line:
            facts.append(("enum", "|".join(plain_value(v) for v in node.enum)))
    if style.facts_as_elements:
        el.children.extend(El(k, text=plain_value(v)) for k, v in facts)
    else:
        el.attrs.extend(facts)
    if style.details and node.description and not style.one_line:
        el.children.append(El("description", text=node.description))
    if node.enum is not None and not style.one_line:
        el.children.append(
            El("enum", children=[El("value", text=plain_value(v)) for v in node.enum])
        )
    el.children.extend(_structure(node, style))
    return el


def _structure(node: TypeIR, style: _Style) -> list[El]:
    """Children that spell out a node's shape: nested parameters, items, union options."""
    out: list[El] = []
    if node.properties:
        out.extend(_param_el(p.name, p.node, p.required, style) for p in params_of(node))
    if node.items is not None:
        out.append(_type_el("items", node.items, style))
    for member in node.prefix_items or ():
        out.append(_type_el("item", member, style))
    if isinstance(node.additional_properties, TypeIR):
        out.append(_type_el("values", node.additional_properties, style))
    for member in node.any_of or ():
        if member.type != "null":
            out.append(_type_el("option", member, style))
    return out


def _own(style: _Style) -> Renderer:
    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        if style.one_line:
            lines = [_serialize(_tool_el(t, style), True) for t in tools]
            nl = "" if options.minify else "\n"
            return f"<tools>{nl}" + nl.join(lines) + f"{nl}</tools>"
        return _document(tools, options, style)

    return render


# --- real dialects, written string by string ----------------------------------------------------


def _py_str(value: Any) -> str:
    """What Jinja's ``| string`` and Python's ``format`` write for a value (``True``, ``['a']``)."""
    return str(value)


def _legacy_type(schema: dict[str, Any]) -> str:
    if "type" in schema:
        return _py_str(schema["type"])
    for key in ("anyOf", "allOf"):
        if key in schema:
            return json.dumps({key: schema[key]})
    return json.dumps(schema)


def _legacy(with_required: bool) -> Renderer:
    """LangChain's experimental Anthropic tool prompt; ``with_required`` is the community variant
    that adds ``<required>`` and ``<enum>`` lines after the description."""

    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        blocks = []
        for tool in tools:
            schema = params_schema(tool)
            required = set(schema.get("required", ()))
            params = []
            for name, prop in schema["properties"].items():
                lines = [
                    "<parameter>",
                    f"<name>{name}</name>",
                    f"<type>{_legacy_type(prop)}</type>",
                    f"<description>{prop.get('description')}</description>",
                ]
                if with_required:
                    lines.append(f"<required>{'true' if name in required else 'false'}</required>")
                    if "enum" in prop:
                        lines.append(f"<enum>{','.join(_py_str(v) for v in prop['enum'])}</enum>")
                lines.append("</parameter>")
                params.append("\n".join(lines))
            blocks.append(
                "<tool_description>\n"
                f"<tool_name>{tool.name}</tool_name>\n"
                f"<description>{tool.description}</description>\n"
                "<parameters>\n" + "\n".join(params) + "\n</parameters>\n"
                "</tool_description>"
            )
        sep = "" if options.minify else "\n"
        return "<tools>" + sep + "\n".join(blocks) + sep + "</tools>"

    return render


def _bfcl_param(name: str, meta: dict[str, Any], required: list[str] | None, level: int) -> str:
    indent = " " * level * 2
    p_type = meta.get("type", "string")
    desc = meta.get("description", "")
    is_required = "true" if required is None or name in required else "false"
    if "enum" in meta:
        desc += f" Enum values: {meta['enum']}."
    if isinstance(meta.get("items"), dict) and "type" in meta["items"]:
        p_type = f"{p_type}[{meta['items']['type']}]"
    elif isinstance(meta.get("additionalProperties"), dict):
        p_type = f"{p_type}[{meta['additionalProperties'].get('type', 'string')}]"
    attrs = [f'name="{name}", type="{p_type}", required="{is_required}"']
    if "default" in meta:
        attrs.append(f'default="{meta["default"]!r}"')
    parts = [
        f"{indent}<param " + " ".join(attrs).replace(",", "") + ">\n",
        f"{indent}  <desc>{desc}</desc>\n",
    ]
    if "properties" in meta:
        parts.append(f"{indent}  <params>\n")
        for child, child_meta in meta["properties"].items():
            parts.append(_bfcl_param(child, child_meta, meta.get("required"), level + 2))
        parts.append(f"{indent}  </params>\n")
    parts.append(f"{indent}</param>\n")
    return "".join(parts)


def _bfcl(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """BFCL's ``_generate_function_doc_xml``, including its quirks: commas removed from the
    attributes, defaults as Python ``repr``, enums appended to the description."""
    blocks = []
    for fn in to_bfcl(tools):
        schema = fn["parameters"]
        xml = f'<function name="{fn["name"]}">\n  <desc>{fn["description"]}</desc>\n  <params>\n'
        for name, meta in schema.get("properties", {}).items():
            xml += _bfcl_param(name, meta, schema.get("required"), 2)
        xml += "  </params>\n</function>\n"
        blocks.append(xml)
    return "\n".join(blocks)


def _qwen_extra(data: dict[str, Any], handled: tuple[str, ...]) -> str:
    out = ""
    for key, value in data.items():
        if key in handled:
            continue
        text = (
            json.dumps(value, ensure_ascii=False)
            if isinstance(value, (dict, list))
            else _py_str(value)
        )
        out += f"\n<{key}>{text}</{key}>"
    return out


def _qwen3coder(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """The Qwen3-Coder chat template's ``<tools>`` section: every schema key it does not handle
    becomes its own element, so constraints and nested schemas survive (as JSON text)."""
    out = "<tools>"
    for tool in tools:
        out += f"\n<function>\n<name>{tool.name}</name>"
        out += f"\n<description>{tool.description.strip()}</description>"
        out += "\n<parameters>"
        schema = params_schema(tool)
        for name, prop in schema["properties"].items():
            out += f"\n<parameter>\n<name>{name}</name>"
            if "type" in prop:
                out += f"\n<type>{_py_str(prop['type'])}</type>"
            if "description" in prop:
                out += f"\n<description>{prop['description'].strip()}</description>"
            out += _qwen_extra(prop, ("name", "type", "description"))
            out += "\n</parameter>"
        out += _qwen_extra(schema, ("type", "properties"))
        out += "\n</parameters>"
        if tool.returns is not None and has_returns(tool):
            out += _qwen_extra({"returns": schema_dict(tool.returns)}, ())
        out += "\n</function>"
    return out + "\n</tools>"


# --- the catalogue ------------------------------------------------------------------------------

_LEGACY_SOURCE = (
    "LangChain langchain_anthropic/experimental.py, the legacy Claude tool prompt "
    "(<tools><tool_description>), 2024"
)
_LEGACY_SHOWS = frozenset({"descriptions", "types", "union"})
_BFCL_SOURCE = "BFCL v4 bfcl_eval/model_handler/utils.py _generate_function_doc_xml (2026-03)"
_QWEN_SOURCE = "Qwen3-Coder chat template, vLLM examples/tool_chat_template_qwen3coder.jinja (2025)"

_TABLE: list[Row] = [
    Row(
        "xml_schema",
        "XML schema",
        "One <tool> per tool; typed <parameter> elements carry required, default and bounds as "
        "attributes, enums as <value> children, nested objects and array items as child elements.",
        _own(_CORE),
        ALL_FACTS,
        "xml",
        None,
    ),
    Row(
        "xml_schema_anthropic_legacy",
        "Anthropic legacy XML",
        _LEGACY_SOURCE + ": name, type and description per parameter only.",
        _legacy(False),
        _LEGACY_SHOWS,
        None,
        _LEGACY_SOURCE,
    ),
    Row(
        "xml_schema_anthropic_legacy_req",
        "Anthropic legacy XML with required and enum",
        _LEGACY_SOURCE + ", community variant adding <required> and <enum> per parameter.",
        _legacy(True),
        _LEGACY_SHOWS | {"required", "enum"},
        None,
        _LEGACY_SOURCE + "; community variant with <required>/<enum>",
    ),
    Row(
        "xml_schema_bfcl",
        "BFCL XML docs",
        _BFCL_SOURCE + ": <function><desc><params><param required default>, enums in the text.",
        _bfcl,
        frozenset({"descriptions", "types", "required", "enum", "default", "nested"}),
        None,
        _BFCL_SOURCE,
    ),
    Row(
        "xml_schema_qwen3coder",
        "Qwen3-Coder XML tools",
        _QWEN_SOURCE + ": <function><name><parameters><parameter>, every other key as an element.",
        _qwen3coder,
        ALL_FACTS,
        None,
        _QWEN_SOURCE,
        protocol="xml_function",
    ),
    Row(
        "xml_schema_attr_compact",
        "XML attributes, one line per tool",
        "One self-closing-heavy <tool> line per tool: every fact, descriptions included, is an "
        "attribute of <param>.",
        _own(_COMPACT),
        ALL_FACTS,
        "xml",
        None,
    ),
    Row(
        "xml_schema_full",
        "XML schema, one element per fact",
        "The XML schema with every fact (type, required, default, bounds, example) as its own "
        "child element instead of an attribute.",
        _own(_FULL),
        ALL_FACTS,
        "xml",
        None,
    ),
    Row(
        "xml_schema_minimal",
        "XML schema, minimal",
        "One <tool> per tool with its description; parameters carry only name, type, required "
        "and enum values, nested objects kept.",
        _own(_MINIMAL),
        frozenset({"types", "required", "enum", "nested", "array_of_objects", "union"}),
        "xml",
        None,
    ),
]


FORMATS: list[FormatSpec] = specs_from(FAMILY, "xml_call", _TABLE)
