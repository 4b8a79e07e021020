"""Tools as an HTTP API description: OpenAPI 3.1 documents and ToolBench's RapidAPI listing.

Many tools are web APIs first, and models have read a great deal of OpenAPI. Each tool becomes
a ``POST /<name>`` operation whose JSON request body is the parameter schema and whose ``200``
response carries the return schema. OpenAPI 3.1 schemas are JSON Schema 2020-12, so the
parameters go in unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from toolform.formats.family_table import Row, specs_from
from toolform.formats.json_text import dump_json
from toolform.formats.options import RenderOptions
from toolform.formats.spec import FormatSpec
from toolform.ir import ToolIR, TypeIR
from toolform.schema import parameters_schema, type_to_schema

OPENAPI_VERSION = "3.1.0"


def _operation(tool: ToolIR, *, full: bool) -> dict[str, Any]:
    op: dict[str, Any] = {"operationId": tool.name}
    if tool.description:
        op["summary" if full else "description"] = tool.description
    body: dict[str, Any] = {
        "content": {"application/json": {"schema": parameters_schema(tool.parameters)}}
    }
    if full:
        body = {"required": bool(tool.parameters.required), **body}
    op["requestBody"] = body
    if full or tool.returns is not None:
        response: dict[str, Any] = {"description": _returns_text(tool.returns)}
        if tool.returns is not None:
            response["content"] = {"application/json": {"schema": type_to_schema(tool.returns)}}
        op["responses"] = {"200": response}
    return op


def _returns_text(returns: TypeIR | None) -> str:
    if returns is not None and returns.description:
        return returns.description
    return "The tool's result."


def openapi_document(tools: Sequence[ToolIR], *, full: bool = True) -> dict[str, Any]:
    """An OpenAPI 3.1 document with one ``POST /<name>`` operation per tool."""
    info: dict[str, Any] = {"title": "Tools", "version": "1.0.0"}
    if full:
        info["description"] = "Each operation is a tool; the request body holds its arguments."
    return {
        "openapi": OPENAPI_VERSION,
        "info": info,
        "paths": {f"/{t.name}": {"post": _operation(t, full=full)} for t in tools},
    }


def render_json(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return dump_json(openapi_document(tools), minify=options.minify)


def render_yaml(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    doc = openapi_document(tools)
    import yaml  # loaded with the first OpenAPI rendering, not with the format registry

    text = yaml.safe_dump(
        doc,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=None if options.minify else False,
        width=10**6,
        indent=2,
    )
    return text.rstrip("\n")


def render_minimal(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    doc = openapi_document(tools, full=False)
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":") if options.minify else None)


# ToolBench's RapidAPI listings name types in upper case and split the parameter list in two.
_RAPID_TYPES = {
    "string": "STRING",
    "integer": "NUMBER",
    "number": "NUMBER",
    "boolean": "BOOLEAN",
    "array": "ARRAY",
    "object": "OBJECT",
}


def _rapid_parameter(name: str, node: TypeIR) -> dict[str, Any]:
    schema = type_to_schema(node)
    kind = "ENUM" if node.enum is not None else _RAPID_TYPES.get(node.type or "", "STRING")
    entry: dict[str, Any] = {"name": name, "type": kind, "description": node.description or ""}
    if node.has_default:
        entry["default"] = node.default
    for key, value in schema.items():
        if key not in ("type", "description", "default", "title"):
            entry[key] = value
    if node.nullable or isinstance(schema.get("type"), list):
        entry["nullable"] = True
    return entry


def render_rapidapi(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    apis = []
    for tool in tools:
        props = tool.parameters.properties
        api: dict[str, Any] = {
            "api_name": tool.name,
            "api_description": tool.description,
            "method": "POST",
            "required_parameters": [
                _rapid_parameter(n, props[n]) for n in props if n in tool.parameters.required
            ],
            "optional_parameters": [
                _rapid_parameter(n, props[n]) for n in props if n not in tool.parameters.required
            ],
        }
        if tool.returns is not None:
            api["template_response"] = type_to_schema(tool.returns)
        apis.append(api)
    return dump_json({"tool_name": "tools", "api_list": apis}, minify=options.minify)


_OPENAPI = "OpenAPI Specification 3.1.0"

FORMATS: list[FormatSpec] = specs_from(
    "openapi",
    "json_object",
    [
        Row(
            "openapi_yaml",
            "OpenAPI 3.1 (YAML)",
            "An OpenAPI 3.1 document in YAML: one POST operation per tool, the parameters as its "
            "JSON request body, the return value as its 200 response.",
            render_yaml,
            language="yaml",
            source=_OPENAPI,
        ),
        Row(
            "openapi_json",
            "OpenAPI 3.1 (JSON)",
            "The openapi_yaml document written as pretty JSON.",
            render_json,
            language="json",
            source=_OPENAPI,
        ),
        Row(
            "openapi_rapidapi",
            "RapidAPI listing (ToolBench)",
            "A RapidAPI-style listing as ToolBench stores it: api_name, api_description, "
            "required_parameters and optional_parameters with upper-case types.",
            render_rapidapi,
            language="json",
            source="OpenBMB/ToolBench RapidAPI tool JSON (W*, field names from the ToolBench data)",
        ),
        Row(
            "openapi_minimal",
            "OpenAPI 3.1 (minimal)",
            "The smallest valid OpenAPI 3.1 document: info, and per tool an operationId and a "
            "request body schema, on one line.",
            render_minimal,
            language="json",
            source=_OPENAPI,
        ),
    ],
)
