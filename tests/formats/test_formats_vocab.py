"""The type vocabularies: phrasing, type labels, type expressions, the walker, the mini tree."""

from __future__ import annotations

from toolform.formats.mini_tree import MINI_FULL, MINI_STANDARD, mini_tree
from toolform.formats.vocab.prose import constraint_text, fact_phrases, limit_notes, limit_phrases
from toolform.formats.vocab.python import PyTypes, py_type
from toolform.formats.vocab.schema_words import ANGLE, FLAT, WORDS, keyword_facts, type_label
from toolform.formats.vocab.typescript import ts_type
from toolform.formats.vocab.walk import flatten
from toolform.schema import schema_to_type


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


def test_one_range_phrasing_in_every_register():
    """A unit is singular after 1 in the compact and sentence registers alike."""
    one = t({"type": "array", "minItems": 1})
    assert constraint_text(one) == "at least 1 item"
    assert limit_phrases(one) == ["with at least 1 item"]
    assert limit_notes(one) == ["items >=1"]
    length = t({"type": "string", "minLength": 2, "maxLength": 2})
    assert limit_phrases(length) == ["exactly 2 characters long"]
    assert limit_phrases(t({"type": "integer", "minimum": 1, "maximum": 7})) == ["from 1 to 7"]


def test_type_label_spellings_agree_on_what_a_node_is():
    """One walk decides the type; the spellings differ only in how they write it."""
    untyped_enum = t({"enum": ["a", "b"]})
    assert type_label(untyped_enum, FLAT) == "string"
    assert type_label(untyped_enum, WORDS) == "string"
    assert type_label(untyped_enum, ANGLE) == '"a" | "b"'
    const = t({"const": 3})
    assert [type_label(const, s) for s in (FLAT, WORDS, ANGLE)] == ["integer"] * 3
    nullable = t({"anyOf": [{"type": "string"}, {"type": "null"}]})
    assert [type_label(nullable, s) for s in (FLAT, WORDS, ANGLE)] == [
        "string|null",
        "string | null",
        "string | null",
    ]
    listed = t({"type": "array", "items": {"type": "object"}})
    assert [type_label(listed, s) for s in (FLAT, WORDS, ANGLE)] == [
        "array",
        "array of object",
        "array<object>",
    ]
    null_first = t({"anyOf": [{"type": "null"}, {"type": "integer"}]})
    assert type_label(null_first, ANGLE) == "integer | null"  # null written once, last
    named_and_mapped = t(
        {"type": "object", "properties": {"k": {}}, "additionalProperties": {"type": "integer"}}
    )
    assert [type_label(named_and_mapped, s) for s in (FLAT, WORDS, ANGLE)] == [
        "object",
        "object of integer",
        "map<integer>",
    ]
    union = t({"anyOf": [{"type": "integer", "minimum": 0}, {"enum": ["none"]}]})
    assert type_label(union, WORDS) == 'integer (>=0) | "none"'
    assert type_label(union, FLAT) == "integer|string"


def test_flatten_walks_object_members_of_a_union():
    params = t(
        {
            "type": "object",
            "properties": {
                "target": {
                    "anyOf": [
                        {"type": "object", "properties": {"id": {"type": "string"}}},
                        {"type": "string"},
                    ]
                },
                "rows": {"type": "array", "items": {"properties": {"n": {"type": "integer"}}}},
            },
        }
    )
    assert [(f.path, f.depth) for f in flatten(params)] == [
        ("target", 0),
        ("target.id", 1),
        ("rows", 0),
        ("rows[].n", 1),
    ]


def test_py_type_is_the_python_writer_with_defaults():
    for schema in (
        {"enum": [1, 2]},
        {"const": "x"},
        {"type": ["string", "null"]},
        {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}]},
    ):
        node = t(schema)
        assert py_type(node) == PyTypes().write(node)
        assert py_type(node, literals=False) == PyTypes(literals=False).write(node)
    assert py_type(t({"enum": [1, 2]}), literals=False) == "int"


def test_full_detail_writes_limits_under_their_keywords():
    node = t({"type": "array", "items": {"type": "integer"}, "minItems": 1, "maxItems": 5})
    assert keyword_facts(node) == ["minItems 1", "maxItems 5"]
    assert keyword_facts(t({"const": "x", "type": "string"})) == ['const "x"']
    assert mini_tree(
        t({"type": "object", "properties": {"d": {"type": "integer", "minimum": 1}}}), MINI_FULL
    ) == {"d": "integer (minimum 1)"}
