"""The compiled fast check may pass a call only where jsonschema passes it too.

``validate_arguments`` trusts a passing fastjsonschema check without asking jsonschema, so a
schema the two read differently would let an invalid call through. These tests generate schemas
from every keyword the fast path accepts and values aimed at their edges (booleans next to
numbers, 1.0 next to 1, trailing newlines next to patterns), and require that a pass from the
fast check is a pass from jsonschema.
"""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from hypothesis_profiles import examples
from toolform.ir import ToolIR
from toolform.schema import schema_to_type
from toolform.validate import fast_check, validate_arguments

KEYS = ["a", "b", "c", "x1"]
PATTERNS = ["^a$", "^[a-z]+$", "b", "^\\d{2}$", "^a.*\\n?$", ".", "^$"]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from([0, 1, -1, 2, 3, 10, 2**63, 1.0, 0.0, -0.0, 2.5, 1e300, 0.1]),
    st.integers(-20, 20),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.sampled_from(["", "a", "b", "ab", "a\n", "12", "x1", "A", "é", "a" * 5]),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(KEYS), inner, max_size=4)
    ),
    max_leaves=8,
)
counts = st.integers(0, 4)
numbers = st.sampled_from([0, 1, 2, 2.5, -1, 0.5, 3])
types = st.sampled_from(["string", "integer", "number", "boolean", "null", "array", "object"])


def _schemas(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    maybe = {
        "minimum": numbers,
        "maximum": numbers,
        "exclusiveMinimum": numbers,
        "exclusiveMaximum": numbers,
        "multipleOf": st.sampled_from([1, 2, 0.5, 3]),
        "minLength": counts,
        "maxLength": counts,
        "pattern": st.sampled_from(PATTERNS),
        "enum": st.lists(scalars, min_size=1, max_size=4),
        "const": values,
        "items": inner,
        "minItems": counts,
        "maxItems": counts,
        "uniqueItems": st.booleans(),
        "contains": inner,
        "properties": st.dictionaries(st.sampled_from(KEYS), inner, max_size=3),
        "required": st.lists(st.sampled_from(KEYS), max_size=3, unique=True),
        "additionalProperties": st.one_of(st.booleans(), inner),
        "patternProperties": st.dictionaries(st.sampled_from(["^a", "1$"]), inner, max_size=1),
        "propertyNames": st.just({"pattern": "^[a-c]$"}),
        "minProperties": counts,
        "maxProperties": counts,
        "anyOf": st.lists(inner, min_size=1, max_size=3),
        "oneOf": st.lists(inner, min_size=1, max_size=3),
        "allOf": st.lists(inner, min_size=1, max_size=2),
        "not": inner,
        "if": inner,
        "then": inner,
        "else": inner,
        "type": st.one_of(types, st.lists(types, min_size=1, max_size=3, unique=True)),
        "format": st.sampled_from(["date", "email", "uri"]),
        "default": values,
    }
    return st.fixed_dictionaries({}, optional=maybe)


schemas = st.recursive(st.one_of(st.booleans(), st.just({})), _schemas, max_leaves=6)


@examples(200)
@given(schemas, st.lists(values, min_size=1, max_size=6))
def test_a_fast_pass_is_a_jsonschema_pass(schema: Any, instances: list[Any]) -> None:
    if isinstance(schema, bool):
        schema = {"allOf": [schema]}
    check = fast_check(schema)
    if check is None:
        return
    judge = jsonschema.Draft202012Validator(schema)
    for value in instances:
        if check(value):
            assert judge.is_valid(value), (schema, value)


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "array", "prefixItems": [{"type": "integer"}]},
        {"type": "array", "items": [{"type": "integer"}]},
        {"properties": {"a": {"$ref": "#/$defs/x"}}, "$defs": {"x": {"type": "string"}}},
        {"type": "object", "dependentRequired": {"a": ["b"]}},
        {"type": "object", "unevaluatedProperties": False},
        {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"},
        {"type": "string", "pattern": "(unclosed"},
    ],
)
def test_schemas_draft7_reads_differently_are_left_to_jsonschema(schema: dict[str, Any]) -> None:
    assert fast_check(schema) is None


def test_the_fast_check_never_fills_in_defaults() -> None:
    check = fast_check({"type": "object", "properties": {"n": {"type": "integer", "default": 3}}})
    assert check is not None
    value: dict[str, Any] = {}
    assert check(value)
    assert value == {}


def _tool(schema: dict[str, Any]) -> ToolIR:
    return ToolIR(name="t", description="", parameters=schema_to_type(schema))


def test_a_failed_fast_check_still_gets_jsonschema_messages_and_paths() -> None:
    tool = _tool(
        {
            "type": "object",
            "properties": {"n": {"type": "integer", "maximum": 5}, "tags": {"type": "array"}},
            "required": ["n"],
        }
    )
    errors = validate_arguments(tool, {"n": 9, "tags": "x"})
    assert [(e.path, e.message) for e in errors] == [
        ("$.n", "9 is greater than the maximum of 5"),
        ("$.tags", "'x' is not of type 'array'"),
    ]
    assert validate_arguments(tool, {"n": 4}) == []


def test_where_the_fast_check_is_stricter_jsonschema_has_the_last_word() -> None:
    # fastjsonschema reads "$" as the very end (ECMA regex); Python's re, which jsonschema uses,
    # lets it match before a trailing newline. The call is valid, as jsonschema says.
    tool = _tool({"type": "object", "properties": {"s": {"type": "string", "pattern": "^a$"}}})
    assert validate_arguments(tool, {"s": "a\n"}) == []
