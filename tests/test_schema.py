"""The JSON Schema converter: kept keywords, $ref resolution, unions and nullability."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform import expansion
from toolform import schema as schema_module
from toolform.errors import LoaderError
from toolform.schema import schema_to_type, type_to_schema


def test_constraints_defaults_first_example_kept():
    s = {
        "type": "string",
        "minLength": 1,
        "maxLength": 9,
        "pattern": "^a",
        "format": "email",
        "default": "a@b",
        "examples": ["x@y", "z@w"],
    }
    node = schema_to_type(s)
    assert node.constraints == {"minLength": 1, "maxLength": 9, "pattern": "^a", "format": "email"}
    assert node.example == "x@y" and node.default == "a@b"
    assert node.examples == ["x@y"]  # the spec: the first example only
    assert type_to_schema(node) == {**s, "examples": ["x@y"]}


def test_exclusive_bounds_become_minimum_maximum():
    node = schema_to_type({"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 10})
    assert node.constraints == {"minimum": 0, "maximum": 10}


def test_refs_resolved_nested_and_in_definitions():
    s = {
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/A"}, "b": {"$ref": "#/definitions/B"}},
        "$defs": {"A": {"type": "object", "properties": {"b": {"$ref": "#/definitions/B"}}}},
        "definitions": {"B": {"type": "string", "enum": ["x", "y"]}},
    }
    node = schema_to_type(s)
    assert node.properties["a"].properties["b"].enum == ["x", "y"]
    assert node.properties["b"].enum == ["x", "y"]
    out = type_to_schema(node)
    assert "$defs" not in out and "definitions" not in out


def test_ref_siblings_override_target():
    s = {
        "properties": {"a": {"$ref": "#/$defs/A", "description": "here"}},
        "$defs": {"A": {"type": "string", "description": "there"}},
    }
    assert schema_to_type(s).properties["a"].description == "here"


def test_cyclic_ref_names_the_cycle():
    s = {
        "type": "object",
        "properties": {"n": {"$ref": "#/$defs/Node"}},
        "$defs": {"Node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/Node"}}}},
    }
    with pytest.raises(
        LoaderError, match="cyclic \\$ref: #/\\$defs/Node -> #/\\$defs/Node"
    ) as info:
        schema_to_type(s)
    assert info.value.path == "$.properties.n.properties.next"


def test_unresolvable_ref_has_path_and_hint():
    s = {"type": "object", "properties": {"a": {"$ref": "#/$defs/Missing"}}, "$defs": {"Known": {}}}
    with pytest.raises(LoaderError, match="unresolvable") as info:
        schema_to_type(s)
    assert info.value.path == "$.properties.a.$ref"
    assert "#/$defs/Known" in (info.value.hint or "")


def test_type_lists_and_nullability():
    node = schema_to_type({"type": ["string", "null"]})
    assert node.type == "string" and node.nullable
    assert type_to_schema(node) == {"type": ["string", "null"]}
    multi = schema_to_type({"type": ["string", "integer", "null"]})
    assert [m.type for m in multi.any_of or []] == ["string", "integer"] and multi.nullable
    assert type_to_schema(multi) == {"type": ["string", "integer", "null"]}


def test_any_of_one_of_kept_with_null_member():
    s = {"anyOf": [{"type": "integer"}, {"type": "null"}]}
    node = schema_to_type(s)
    assert node.nullable and type_to_schema(node) == s
    o = {"oneOf": [{"type": "integer"}, {"type": "string"}]}
    assert type_to_schema(schema_to_type(o)) == o


def test_unknown_keywords_kept_in_extra():
    s = {"type": "string", "x-vendor": {"a": 1}, "$comment": "hi", "contentMediaType": "text/plain"}
    node = schema_to_type(s)
    assert node.extra == {"x-vendor": {"a": 1}, "$comment": "hi", "contentMediaType": "text/plain"}
    assert type_to_schema(node) == s


def test_arrays_of_objects_and_tuples():
    s = {
        "type": "array",
        "items": {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
    }
    node = schema_to_type(s)
    assert node.items is not None and node.items.required == ["a"]
    t = {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}]}
    assert type_to_schema(schema_to_type(t)) == t


@pytest.mark.parametrize(
    ("schema", "message"),
    [
        ({"type": "strng"}, "unknown type 'strng'"),
        ({"properties": []}, "properties must be an object"),
        ({"required": "a"}, "required must be a list"),
        ({"enum": "a"}, "enum must be a list"),
        ({"$ref": "http://x/y"}, "external \\$ref"),
        ({"description": 5}, "description must be a string"),
        (5, "a schema must be an object"),
    ],
)
def test_bad_schemas(schema, message):
    with pytest.raises(LoaderError, match=message):
        schema_to_type(schema)


def _chain(levels: int, uses: int, leaf_keys: int) -> dict:
    """Definitions each using the one before ``uses`` times: ``uses ** levels`` leaves in full."""
    defs = {
        "L0": {
            "type": "object",
            "properties": {f"k{i}": {"type": "string"} for i in range(leaf_keys)},
        }
    }
    for n in range(1, levels + 1):
        defs[f"L{n}"] = {
            "type": "object",
            "properties": {f"u{i}": {"$ref": f"#/$defs/L{n - 1}"} for i in range(uses)},
        }
    return {"type": "object", "properties": {"top": {"$ref": f"#/$defs/L{levels}"}}, "$defs": defs}


@given(st.integers(0, 30), st.integers(1, 4), st.integers(0, 5))
def test_any_definition_chain_loads_or_is_refused_within_the_bound(levels, uses, leaf_keys):
    schema = _chain(levels, uses, leaf_keys)
    calls = [0]
    original, floor = schema_module._convert, expansion.FLOOR

    def counted(*args):
        calls[0] += 1
        return original(*args)

    # A lower floor keeps each example small; the bound works the same at any floor.
    schema_module._convert, expansion.FLOOR = counted, 2_000
    try:
        schema_to_type(schema)
    except LoaderError as err:
        assert "shared definitions expand to more than" in err.message
    finally:
        schema_module._convert = original
    try:
        written = schema_module.count_values(schema)[0]
        assert calls[0] <= 2 * (expansion.limit(written) + 1)  # never uses ** levels
    finally:
        expansion.FLOOR = floor
