"""Toolsets and checks shared by the format tests (parametrized over every registered format)."""

from __future__ import annotations

import ast
import json
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import yaml

from toolform.formats.spec import FormatSpec, Renderer
from toolform.ir import ToolIR, TypeIR
from toolform.toolset import Toolset

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

DATA = Path(__file__).parent / "data"


def chat_templates_dir() -> Path | None:
    """Where the upstream chat templates for the template-fidelity check are: the folder named
    by ``TOOLFORM_CHAT_TEMPLATES``, else ``tests/data/chat_templates`` when a checkout has one;
    None when neither exists (the check is opt-in, docs/contributing.md)."""
    named = os.environ.get("TOOLFORM_CHAT_TEMPLATES")
    folder = Path(named) if named else DATA / "chat_templates"
    return folder if named or folder.is_dir() else None


# One tool whose every schema fact carries a marker that no other part of a rendering contains,
# so "the format shows fact X" becomes "the marker of X is in the text".
PROBE_IR: dict[str, Any] = {
    "format": "toolform.ir",
    "version": 1,
    "tools": [
        {
            "name": "probe_tool",
            "description": "Tool description marker qzx.",
            "parameters": {
                "type": "object",
                "properties": {
                    "described": {"type": "string", "description": "Param description marker qzy."},
                    "enumerated": {"type": "string", "enum": ["enumvalqa", "enumvalqb"]},
                    "defaulted": {"type": "integer", "default": 4242},
                    "bounded": {"type": "integer", "minimum": 1717, "maximum": 1919},
                    "lengthy": {"type": "string", "minLength": 2323, "maxLength": 2424},
                    "patterned": {"type": "string", "pattern": "^zq[0-9]+$"},
                    "formatted": {"type": "string", "format": "ipv6"},
                    "nested": {
                        "type": "object",
                        "properties": {"innermarker": {"type": "string"}},
                        "required": ["innermarker"],
                    },
                    "rows": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {"rowmarker": {"type": "integer"}},
                            "required": ["rowmarker"],
                        },
                    },
                    "either": {
                        "anyOf": [{"type": "integer"}, {"type": "string", "enum": ["unionmarker"]}]
                    },
                    "flag": {"type": "boolean"},
                    "exampled": {"type": "string", "examples": ["examplemarker"]},
                },
                "required": ["described", "nested"],
            },
            "returns": {
                "type": "object",
                "description": "Return marker qzr.",
                "properties": {"returnmarker": {"type": "string"}},
            },
            "annotations": {},
        }
    ],
}

# fact -> markers that must all appear (any of the alternatives in a tuple)
FACT_MARKERS: dict[str, list[tuple[str, ...]]] = {
    "descriptions": [("qzx",), ("qzy",)],
    "types": [("bool", "BOOL")],
    "enum": [("enumvalqa",), ("enumvalqb",)],
    "default": [("4242",)],
    "bounds": [("1717",), ("1919",)],
    "length": [("2323",), ("2424",)],
    "pattern": [("^zq[0-9]+$",)],
    "format": [("ipv6",)],
    "nested": [("innermarker",)],
    "array_of_objects": [("rowmarker",)],
    "union": [("unionmarker",)],
    "examples": [("examplemarker",)],
    "returns": [("returnmarker", "qzr")],
}


def probe_tools() -> list[ToolIR]:
    return Toolset.load(PROBE_IR).tools


def hard_tools() -> list[ToolIR]:
    return Toolset.load(DATA / "hard_tools.json").tools


def weather_tools() -> list[ToolIR]:
    return Toolset.load(DATA / "weather_tools.json").tools


def required_names(node: TypeIR, *, nested: bool, arrays: bool) -> list[str]:
    """Required property names of an object node, and of its nested levels when asked."""
    names = list(node.required)
    if not nested:
        return names
    for sub in node.properties.values():
        if sub.properties:
            names += required_names(sub, nested=nested, arrays=arrays)
        if arrays and sub.type == "array" and sub.items is not None and sub.items.properties:
            names += required_names(sub.items, nested=nested, arrays=arrays)
    return names


def parse_back(language: str, text: str) -> Any:
    """Read a rendering with a real parser of its language (raises when it is not valid)."""
    if language == "json":
        return json.loads(text)
    if language == "jsonl":
        return [json.loads(line) for line in text.split("\n") if line.strip()]
    if language == "yaml":  # the C build of the safe loader when present (same rules, faster)
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    if language == "xml":
        return ET.fromstring(text)
    if language == "python":
        return ast.parse(text)
    if language == "toml":
        return tomllib.loads(text)
    if language == "typescript":
        from toolform.loaders import typescript  # type: ignore[attr-defined]

        return typescript.load(text)
    raise AssertionError(f"no parser for language {language!r}")


def fake_spec(fid: str, renderer: Renderer, *, two_stage: bool = False) -> FormatSpec:
    """A format outside the catalogue, for tests that need one the registry does not have."""
    return FormatSpec(
        id=fid,
        name=fid,
        family="xml",
        novel=True,
        default_protocol="xml_call",
        summary="a test format",
        renderer=renderer,
        two_stage=two_stage,
    )
