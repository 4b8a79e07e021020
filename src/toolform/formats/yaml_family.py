"""The yaml family (novel): tools written as YAML, every variant readable by ``yaml.safe_load``.

No chat template writes tools in YAML, so these layouts are toolform's own. ``yaml_schema`` is the
tools list with parameters as JSON Schema; the others write each parameter as one mapping with a
``required`` flag (``_full``), on one flow line (``_flow``), with descriptions as ``#`` comments
(``_commented``), as a list (``_list``), or split into required and optional groups
(``_grouped``); ``_minimal`` is the compact tree of the minimal formats and ``_jsonschema`` the
OpenAI tools array as YAML. ``minify`` writes every tool on one flow-style line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolform.exporters import to_openai
from toolform.formats.family_table import Row, specs_from
from toolform.formats.mini_tree import MINI_TYPES, mini_tree
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec, Renderer
from toolform.formats.vocab.prose import one_line
from toolform.formats.vocab.schema_words import FLAT, params_schema, schema_dict, type_label
from toolform.formats.vocab.walk import has_returns, params_of, tool_params
from toolform.formats.yaml_text import Comments, yaml_block
from toolform.ir import CONSTRAINT_KEYS, MISSING, ToolIR, TypeIR

FAMILY = "yaml"


def param_map(node: TypeIR, required: bool | None, *, descriptions: bool = True) -> dict[str, Any]:
    """One parameter as a flat mapping: type, required, description, enum, default, constraints,
    example, then its shape (properties, items, any_of), nested levels written the same way."""
    out: dict[str, Any] = {"type": type_label(node, FLAT)}
    if required is not None:
        out["required"] = required
    if descriptions and node.description:
        out["description"] = node.description
    if node.enum is not None:
        out["enum"] = list(node.enum)
    if node.const is not MISSING:
        out["const"] = node.const
    if node.default is not MISSING:
        out["default"] = node.default
    for key in CONSTRAINT_KEYS:
        if key in node.constraints:
            out[key] = node.constraints[key]
    if node.example is not MISSING:
        out["example"] = node.example
    if node.properties:
        out["properties"] = {
            p.name: param_map(p.node, p.required, descriptions=descriptions)
            for p in params_of(node)
        }
    if node.items is not None:
        out["items"] = param_map(node.items, None, descriptions=descriptions)
    if node.prefix_items is not None:
        out["prefix_items"] = [
            param_map(m, None, descriptions=descriptions) for m in node.prefix_items
        ]
    if isinstance(node.additional_properties, TypeIR):
        out["values"] = param_map(node.additional_properties, None, descriptions=descriptions)
    if node.any_of is not None:
        out["any_of"] = [
            param_map(m, None, descriptions=descriptions) for m in node.any_of if m.type != "null"
        ]
    return out


def _returns(tool: ToolIR) -> dict[str, Any] | None:
    if tool.returns is None or not has_returns(tool):
        return None
    return param_map(tool.returns, None)


def _dump(doc: Any, options: RenderOptions, **kwargs: Any) -> str:
    """Block YAML indented by two spaces, or by one with ``minify`` (the least YAML allows)."""
    return yaml_block(doc, step=1 if options.minify else 2, **kwargs)


def _described(tool: ToolIR, body: dict[str, Any]) -> dict[str, Any]:
    entry: dict[str, Any] = {}
    if tool.description:
        entry["description"] = tool.description
    entry.update(body)
    returns = _returns(tool)
    if returns is not None:
        entry["returns"] = returns
    return entry


# --- renderers ----------------------------------------------------------------------------------


def _schema(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    doc = []
    for tool in tools:
        entry: dict[str, Any] = {"name": tool.name}
        if tool.description:
            entry["description"] = tool.description
        entry["parameters"] = params_schema(tool)
        if tool.returns is not None and has_returns(tool):
            entry["returns"] = schema_dict(tool.returns)
        doc.append(entry)
    return _dump(doc, options)


def _by_param(flow: bool) -> Renderer:
    """``tool: {description, parameters: {name: mapping}}``; ``flow`` puts each parameter on one
    line."""

    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        doc = {
            t.name: _described(
                t, {"parameters": {p.name: param_map(p.node, p.required) for p in tool_params(t)}}
            )
            for t in tools
        }
        return _dump(doc, options, flow_from=3 if flow else None)

    return render


def _minimal(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return _dump({t.name: mini_tree(t.parameters, MINI_TYPES) for t in tools}, options)


def _jsonschema(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return _dump(to_openai(tools), options)


def _commented(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    doc: dict[str, Any] = {}
    comments: Comments = {}
    for tool in tools:
        if tool.description:
            comments[(tool.name,)] = tool.description
        params: dict[str, Any] = {}
        for p in tool_params(tool):
            if p.node.description:
                comments[(tool.name, "parameters", p.name)] = one_line(p.node.description)
            mapping = param_map(p.node, p.required)
            mapping.pop("description", None)
            params[p.name] = mapping
        entry: dict[str, Any] = {"parameters": params}
        returns = _returns(tool)
        if returns is not None:
            entry["returns"] = returns
        doc[tool.name] = entry
    return _dump(doc, options, flow_from=3, comments=comments)


def _list(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    doc = []
    for tool in tools:
        params = [{"name": p.name, **param_map(p.node, p.required)} for p in tool_params(tool)]
        entry: dict[str, Any] = {"name": tool.name}
        entry.update(_described(tool, {"parameters": params}))
        doc.append(entry)
    return _dump(doc, options)


def _grouped(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    doc = {}
    for tool in tools:
        groups: dict[str, dict[str, Any]] = {"required": {}, "optional": {}}
        for p in tool_params(tool):
            groups["required" if p.required else "optional"][p.name] = param_map(p.node, None)
        doc[tool.name] = _described(tool, {k: v for k, v in groups.items() if v})
    return _dump(doc, options)


_TABLE: list[Row] = [
    Row(
        "yaml_schema",
        "YAML schema",
        "The tools list in YAML: name, description, parameters as JSON Schema, returns.",
        _schema,
        language="yaml",
    ),
    Row(
        "yaml_schema_flow",
        "YAML, one flow line per parameter",
        "Tool -> description and parameters, each parameter a one-line flow mapping "
        "{type, required, description, enum, default, bounds}.",
        _by_param(flow=True),
        language="yaml",
    ),
    Row(
        "yaml_schema_minimal",
        "YAML, minimal",
        "Tool -> parameter -> type, required names marked with *, enums as a|b; nothing else.",
        _minimal,
        shows=frozenset({"types", "required", "enum", "nested", "array_of_objects", "union"}),
        language="yaml",
    ),
    Row(
        "yaml_schema_full",
        "YAML, full",
        "Tool -> description, parameters and returns; every parameter a block mapping with a "
        "required flag and every fact it has.",
        _by_param(flow=False),
        language="yaml",
    ),
    Row(
        "yaml_schema_jsonschema",
        "YAML dump of the OpenAI tools",
        "The OpenAI chat tools array (type/function envelope, JSON Schema) written as YAML.",
        _jsonschema,
        shows=ALL_FACTS - {"returns"},
        language="yaml",
    ),
    Row(
        "yaml_schema_commented",
        "YAML with comment descriptions",
        "Tool -> parameter flow mappings; tool and parameter descriptions as # comments above "
        "their keys.",
        _commented,
        language="yaml",
    ),
    Row(
        "yaml_schema_list",
        "YAML parameter lists",
        "The tools list in YAML with parameters as a list of {name, type, required, ...} items.",
        _list,
        language="yaml",
    ),
    Row(
        "yaml_schema_grouped",
        "YAML, required and optional groups",
        "Tool -> description, then its parameters split into a required and an optional mapping.",
        _grouped,
        language="yaml",
    ),
]

FORMATS: list[FormatSpec] = specs_from(FAMILY, "yaml_call", _TABLE)
