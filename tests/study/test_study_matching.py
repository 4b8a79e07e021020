"""Argument matchers: each rule, optional keys, schema defaults, and variants it accepts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.errors import SuiteError
from toolform.ir import TypeIR
from toolform.study.matching import compile_matcher, perfect_matching, same_value

json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=8,
)


def test_plain_values_are_exact_and_booleans_are_not_numbers():
    assert compile_matcher(5).matches(5.0)
    assert not compile_matcher(1).matches(True)
    assert not compile_matcher(True).matches(1)
    assert same_value({"a": [1, 2]}, {"a": [1.0, 2]})


def test_each_rule():
    assert compile_matcher({"match": "ci", "value": "Denver"}).matches(" denver ")
    assert compile_matcher({"match": "number", "value": 21.5, "tolerance": 0.5}).matches(22)
    assert not compile_matcher({"match": "number", "value": 21.5, "tolerance": 0.5}).matches(22.1)
    assert compile_matcher({"match": "contains", "value": "late"}).matches("Running LATE, sorry")
    any_of = compile_matcher(
        {"match": "any_of", "options": ["BR", {"match": "ci", "value": "Brazil"}]}
    )
    assert any_of.matches("BRAZIL") and any_of.matches("BR") and not any_of.matches("br")
    unordered = compile_matcher({"match": "unordered", "items": ["a", "b"]})
    assert unordered.matches(["b", "a"]) and not unordered.matches(["a", "a"])
    assert compile_matcher(["a", "b"]).matches(["a", "b"]) and not compile_matcher(
        ["a", "b"]
    ).matches(["b", "a"])


def test_objects_optional_keys_and_defaults():
    schema = TypeIR(
        type="object",
        properties={
            "city": TypeIR(type="string"),
            "units": TypeIR(type="string", default="metric"),
        },
    )
    m = compile_matcher(
        {"city": "Denver", "days": {"match": "exact", "value": 3, "optional": True}}
    )
    assert m.matches({"city": "Denver"}, schema)
    assert m.matches({"city": "Denver", "days": 3}, schema)
    assert not m.matches({"city": "Denver", "days": 4}, schema)
    assert m.matches({"city": "Denver", "units": "metric"}, schema)  # the default, sent explicitly
    assert m.mismatches({"city": "Denver", "units": "imperial"}, schema) == ["extra units"]
    assert m.mismatches({}, schema) == ["missing city"]


@pytest.mark.parametrize(
    ("spec", "path"),
    [
        ({"match": "ci", "value": 3}, "$.value"),
        ({"match": "number", "value": "x"}, "$"),
        ({"match": "any_of", "options": []}, "$.options"),
        ({"match": "exact"}, "$"),
        ({"match": "object", "properties": []}, "$.properties"),
        ({"match": "ci", "value": "a", "optional": "yes"}, "$.optional"),
        ({"match": "nope"}, "$.match"),
    ],
)
def test_malformed_matchers(spec, path):
    with pytest.raises(SuiteError) as info:
        compile_matcher(spec)
    assert info.value.path == path


@given(json_values)
def test_a_plain_value_matches_itself_and_its_variants(value):
    m = compile_matcher(value)
    assert all(m.matches(v) for v in m.variants())


@given(st.lists(st.integers(0, 5), max_size=6), st.randoms())
def test_perfect_matching_finds_any_permutation(items, rnd):
    shuffled = list(items)
    rnd.shuffle(shuffled)
    chosen = perfect_matching(items, shuffled, lambda a, b: a == b)
    assert chosen is not None and [shuffled[j] for j in chosen] == items
    assert perfect_matching([*items, 9], shuffled, lambda a, b: a == b) is None
