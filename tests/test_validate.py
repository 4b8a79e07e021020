"""Argument validation (jsonschema-rs): no looser than jsonschema, linear whatever the pattern,
formats asserted, clear messages with JSON paths, and never a crash on odd arguments.

jsonschema-rs replaced the jsonschema + fastjsonschema pair, so the generated schemas below (every
keyword, values aimed at their edges: booleans next to numbers, 1.0 next to 1, trailing newlines
next to patterns) hold it to jsonschema's verdict: a call it passes, jsonschema passes too.
"""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.errors import LoaderError
from toolform.ir import ToolIR, TypeIR
from toolform.protocols.base import QuotedText
from toolform.schema import schema_to_type
from toolform.schema_check import compile_validator
from toolform.validate import check_call, validate_arguments

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


@given(schemas, st.lists(values, min_size=1, max_size=6))
def test_a_pass_is_a_jsonschema_pass(schema: Any, instances: list[Any]) -> None:
    if isinstance(schema, bool):
        schema = {"allOf": [schema]}
    validator = compile_validator(schema)
    judge = jsonschema.Draft202012Validator(schema)
    for value in instances:
        if validator.is_valid(value):
            assert judge.is_valid(value), (schema, value)


def _tool(schema: dict[str, Any]) -> ToolIR:
    return ToolIR(name="t", description="", parameters=schema_to_type(schema))


def _string_tool(**keywords: Any) -> ToolIR:
    return _tool({"type": "object", "properties": {"s": {"type": "string", **keywords}}})


def test_messages_name_the_json_path_of_each_fault() -> None:
    tool = _tool(
        {
            "type": "object",
            "properties": {
                "n": {"type": "integer", "maximum": 5},
                "tags": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["n"],
        }
    )
    errors = validate_arguments(tool, {"n": 9, "tags": ["a", 3]})
    assert [(e.path, e.message) for e in errors] == [
        ("$.n", "9 is greater than the maximum of 5"),
        ("$.tags[1]", '3 is not of type "string"'),
    ]
    assert [e.path for e in validate_arguments(tool, {})] == ["$"]
    assert validate_arguments(tool, {"n": 4}) == []


EMAIL = "^([a-zA-Z0-9_.+-]+)*@([a-zA-Z0-9-]+\\.)+[a-zA-Z]{2,}$"  # an e-mail regex of the kind


@pytest.mark.parametrize(
    ("pattern", "hostile", "good"),
    [
        ("^(a+)+$", "a" * 60 + "!", "a" * 60),
        ("^(a|a)*$", "a" * 60 + "!", "a" * 60),
        (EMAIL, "a" * 60 + "!", "ann.lee@example.com"),
    ],
)
def test_a_backtracking_pattern_cannot_hang_validation(
    pattern: str, hostile: str, good: str
) -> None:
    # A backtracking engine takes about 2**60 steps on the hostile input: the test could never
    # end. Rust's engine is linear, so the check returns, with the fault at its path.
    tool = _string_tool(pattern=pattern)
    errors = validate_arguments(tool, {"s": hostile})
    assert [e.path for e in errors] == ["$.s"] and "does not match" in errors[0].message
    assert validate_arguments(tool, {"s": good}) == []


def test_a_pattern_with_a_backreference_is_bounded_too() -> None:
    tool = _string_tool(pattern="^(a+)+\\1$")  # fancy-regex, with its backtracking limit
    assert [e.path for e in validate_arguments(tool, {"s": "a" * 60 + "!"})] == ["$.s"]
    assert validate_arguments(tool, {"s": "aaaa"}) == []


@pytest.mark.parametrize(
    ("fmt", "bad", "good"),
    [
        ("date", "not-a-date", "2026-12-03"),
        ("date-time", "yesterday", "2026-12-03T12:00:00Z"),
        ("email", "nobody", "a@example.com"),
        ("ipv4", "1.2.3", "192.168.0.1"),
        ("uuid", "xyz", "12345678-1234-1234-1234-123456789abc"),
    ],
)
def test_formats_json_schema_defines_are_checked(fmt: str, bad: str, good: str) -> None:
    tool = _string_tool(format=fmt)
    errors = validate_arguments(tool, {"s": bad})
    assert [e.path for e in errors] == ["$.s"] and fmt in errors[0].message
    assert validate_arguments(tool, {"s": good}) == []


def test_an_unknown_format_is_ignored() -> None:
    assert validate_arguments(_string_tool(format="city-name"), {"s": "x"}) == []


def test_arguments_that_are_not_plain_json_never_raise() -> None:
    tool = _string_tool(maxLength=2)
    assert [e.path for e in validate_arguments(tool, {"s": QuotedText("abc")})] == ["$.s"]
    assert validate_arguments(tool, {"s": QuotedText("ab")}) == []
    for odd in ({"s": object()}, {1: "a"}, {"s": {1, 2}}):
        errors = validate_arguments(tool, odd)
        assert errors and errors[0].path == "$"
    checked = check_call(tool, {"s": QuotedText("ab")}, text_values=True)
    assert checked.errors == [] and type(checked.arguments["s"]) is str


def test_a_tool_built_in_code_with_a_broken_schema_is_refused_with_its_path() -> None:
    params = TypeIR(type="object", properties={"s": TypeIR(type="string", constraints={})})
    params.properties["s"].constraints["pattern"] = "(["
    tool = ToolIR(name="t", description="", parameters=params)
    with pytest.raises(LoaderError) as info:
        validate_arguments(tool, {"s": "x"})
    assert info.value.path == "t.parameters.properties.s.pattern"
    assert "regex" in info.value.message


def test_the_validator_cache_holds_only_live_tools_and_never_answers_for_another() -> None:
    """Validators are cached per live tool: a collected tool leaves the cache, and a later tool
    (which may get the same id) is validated against its own schema."""
    import gc

    from toolform import validate

    def tool(kind: str) -> ToolIR:
        schema = {"type": "object", "properties": {"x": {"type": kind}}, "required": ["x"]}
        return ToolIR("t", parameters=schema_to_type(schema))

    before = len(validate._CACHE)
    for i in range(200):
        kind = "integer" if i % 2 else "string"
        errors = validate_arguments(tool(kind), {"x": 1})
        assert bool(errors) == (kind == "string")
    gc.collect()
    assert len(validate._CACHE) <= before + 1
