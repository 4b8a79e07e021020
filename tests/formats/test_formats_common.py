"""The shared render helpers: phrasing, type expressions, and YAML/XML writers that round-trip."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import yaml
from hypothesis import given
from hypothesis import strategies as st

from strategies import json_values, texts
from toolform.formats.common import (
    MINI_STANDARD,
    constraint_text,
    dump_json,
    fact_phrases,
    mini_tree,
    py_type,
    ts_type,
    xml_attr,
    xml_text,
    yaml_block,
    yaml_flow,
    yaml_scalar,
)
from toolform.schema import schema_to_type

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def t(schema):
    return schema_to_type(schema)


def test_constraint_phrasing():
    assert constraint_text(t({"type": "integer", "minimum": 1, "maximum": 7})) == "1 to 7"
    assert constraint_text(t({"type": "integer", "minimum": 0})) == "at least 0"
    assert constraint_text(t({"type": "string", "maxLength": 1})) == "at most 1 character"
    assert (
        constraint_text(t({"type": "string", "minLength": 2, "maxLength": 2}))
        == "exactly 2 characters"
    )
    assert constraint_text(t({"type": "array", "minItems": 1, "maxItems": 5})) == "1 to 5 items"
    assert (
        constraint_text(t({"type": "string", "pattern": "^a$", "format": "date"}))
        == "pattern ^a$, format date"
    )
    facts = fact_phrases(
        t({"type": "string", "enum": ["a", "b"], "default": "a", "examples": ["b"]})
    )
    assert facts == ["one of a, b", 'default "a"', 'example "b"']


def test_type_expressions():
    node = t(
        {
            "type": "object",
            "properties": {
                "a": {"type": "array", "items": {"enum": ["x", "y"]}},
                "b": {"type": ["integer", "null"]},
                "c": {"anyOf": [{"type": "string"}, {"type": "number"}]},
                "d": {"type": "object", "additionalProperties": {"type": "boolean"}},
            },
            "required": ["a"],
        }
    )
    assert (
        ts_type(node)
        == '{a: ("x" | "y")[], b?: number | null, c?: string | number, d?: Record<string, boolean>}'
    )
    assert py_type(node.properties["a"]) == "list[Literal['x', 'y']]"
    assert py_type(node.properties["b"]) == "Optional[int]"
    assert py_type(node.properties["c"]) == "Union[str, float]"
    assert py_type(node.properties["d"]) == "dict[str, bool]"
    assert py_type(node.properties["a"].items, literals=False) == "str"


def test_mini_tree():
    node = t(
        {
            "type": "object",
            "properties": {"days": {"type": "integer", "minimum": 1, "maximum": 7, "default": 3}},
            "required": [],
        }
    )
    assert mini_tree(node, MINI_STANDARD) == {"days": "integer=3 (1 to 7)"}


def test_dump_json_minify():
    assert dump_json({"a": [1, "é"]}, minify=True) == '{"a":[1,"é"]}'
    assert dump_json({"a": 1}, indent=None) == '{"a": 1}'


@given(texts)
def test_yaml_scalar_round_trips(text):
    assert yaml.load(f"k: {yaml_scalar(text)}", Loader=LOADER) == {"k": text}
    assert yaml.load(f"k: {yaml_flow([text])}", Loader=LOADER) == {"k": [text]}


@given(
    st.dictionaries(
        st.from_regex(r"[a-z][a-z_*]{0,8}", fullmatch=True), json_values, min_size=1, max_size=4
    )
)
def test_yaml_writers_round_trip(value):
    for step in (1, 2):
        assert yaml.load(yaml_block(value, step=step), Loader=LOADER) == value
    assert yaml.load(yaml_block(value, flow_from=1), Loader=LOADER) == value
    assert yaml.load(yaml_flow(value), Loader=LOADER) == value


@given(
    st.text(
        st.characters(codec="utf-8", exclude_categories=("Cs", "Cc"), include_characters="\t\n\r"),
        max_size=30,
    )
)
def test_xml_escaping_round_trips(text):
    root = ET.fromstring(f"<a b={xml_attr(text)}>{xml_text(text)}</a>")
    assert root.get("b") == text and (root.text or "") == text
