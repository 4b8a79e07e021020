"""Example values validate against their schema, and the examples formats show them."""

from __future__ import annotations

import ast
import json

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from formats_support import hard_tools, probe_tools, weather_tools
from hypothesis_profiles import examples
from strategies import openai_tool_lists, schemas
from toolform.formats.example_values import (
    example_arguments,
    find_arguments,
    find_example,
    pattern_example,
)
from toolform.formats.examples import FORMATS
from toolform.formats.options import DEFAULT_OPTIONS
from toolform.formats.registry import get_format
from toolform.schema import parameters_schema, schema_to_type
from toolform.schema_check import compile_validator
from toolform.sdk import Toolset

IDS = [f.id for f in FORMATS]


def _valid(value, schema) -> bool:
    """Valid as toolform grades a call: jsonschema-rs, ``format`` asserted."""
    return compile_validator(schema).is_valid(value)


@pytest.mark.parametrize("include_optional", [False, True])
def test_example_arguments_validate_on_the_known_toolsets(include_optional):
    for tool in hard_tools() + probe_tools() + weather_tools():
        args = example_arguments(tool, include_optional=include_optional)
        assert _valid(args, parameters_schema(tool.parameters)), (tool.name, args)
        assert set(tool.required_names()) <= set(args)


def test_values_come_from_the_schema_in_a_fixed_order():
    by_name = {t.name: t for t in hard_tools()}
    flights = example_arguments(by_name["search_flights"], include_optional=True)
    assert flights["origin"] == "DEN"  # first example
    assert flights["date"] == "2025-01-15"  # format-aware
    assert flights["destination"] == "AAA"  # built to match ^[A-Z]{3}$
    forecast = example_arguments(by_name["get_forecast"], include_optional=True)
    assert forecast["days"] == 3 and forecast["units"] == "metric"  # defaults
    assert example_arguments(by_name["convert_currency"])["from_currency"] == "USD"  # enum[0]
    calendar = example_arguments(by_name["create_calendar_event"], include_optional=True)
    assert 5 <= calendar["duration_minutes"] <= 1440


def test_an_example_that_breaks_its_format_is_passed_over():
    """The grader asserts ``format``, so an example it would reject is not shown as one."""
    node = schema_to_type({"type": "string", "format": "date", "examples": ["tomorrow"]})
    assert find_example(node) == ("2025-01-15", True)
    kept = schema_to_type({"type": "string", "format": "date", "examples": ["2024-02-29"]})
    assert find_example(kept) == ("2024-02-29", True)


@pytest.mark.parametrize(
    "pattern", [r"^[A-Z]{3}$", r"^\d{4}-\d{2}$", r"^(foo|bar)[a-z]+$", r"^[0-2][0-9]:[0-5][0-9]$"]
)
def test_pattern_examples_match(pattern):
    import re

    sample = pattern_example(pattern)
    assert sample is not None and re.search(pattern, sample)


@given(schemas)
def test_example_of_any_schema_validates_when_one_is_found(schema):
    node = schema_to_type(schema)
    value, ok = find_example(node)
    if ok:
        assert _valid(value, schema)


@examples(25)
@given(openai_tool_lists())
def test_example_arguments_validate_for_random_tools(raw):
    for tool in Toolset.load(raw).tools:
        args, ok = find_arguments(tool)
        assume(ok)
        assert _valid(args, parameters_schema(tool.parameters))
        assert set(tool.required_names()) <= set(args)


@given(st.sampled_from(["^[a-z]+$", "^x[0-9]{2,}y?$", "ab|cd"]))
def test_found_examples_are_deterministic(pattern):
    assert pattern_example(pattern) == pattern_example(pattern)


def _calls(text: str, syntax: str) -> list[dict]:
    """Every example call a rendering carries, read back with json or ast."""
    out = []
    for line in text.split("\n"):
        for marker in ("Example: ", "Output: ", "Assistant: ", "CORRECT: "):
            if line.startswith(marker) and marker != "INCORRECT: ":
                body = line[len(marker) :]
                if body.startswith("{"):
                    out.append(json.loads(body))
                elif body.startswith("["):
                    call = ast.parse(body.split(" <-")[0], mode="eval").body.elts[0]
                    out.append(
                        {
                            "name": call.func.id,
                            "arguments": {k.arg: ast.literal_eval(k.value) for k in call.keywords},
                        }
                    )
    return out


@pytest.mark.parametrize(
    "fid",
    [
        "examples_call_json",
        "examples_call_python",
        "examples_fewshot",
        "examples_io",
        "examples_contrast",
        "examples_negative",
    ],
)
def test_example_calls_parse_back_and_validate(fid):
    tools = hard_tools()
    calls = _calls(get_format(fid).render(tools, DEFAULT_OPTIONS), fid)
    assert {c["name"] for c in calls} == {t.name for t in tools}
    schemas_by_name = {t.name: parameters_schema(t.parameters) for t in tools}
    for call in calls:
        assert _valid(call["arguments"], schemas_by_name[call["name"]]), call


def test_contrast_incorrect_call_misses_a_required_parameter():
    text = get_format("examples_contrast").render(weather_tools(), DEFAULT_OPTIONS)
    assert "INCORRECT: [get_forecast()] <- missing the required parameter city" in text


def test_examples_only_has_no_schema_but_every_required_parameter():
    text = get_format("examples_only").render(hard_tools(), DEFAULT_OPTIONS)
    assert '"type"' not in text and "properties" not in text
    for line in text.split("\n"):
        if line and not line.startswith("#") and "(" in line and not line.startswith("Each"):
            ast.parse(line)
    for tool in hard_tools():
        first = next(line for line in text.split("\n") if line.startswith(tool.name + "("))
        call = ast.parse(first, mode="eval").body
        assert {k.arg for k in call.keywords} == set(tool.required_names())


def test_param_values_list_nested_paths_with_examples():
    text = get_format("examples_param_values").render(hard_tools(), DEFAULT_OPTIONS)
    assert "  - passengers.adults (integer; required" in text
    assert (
        'origin (string; required; pattern ^[A-Z]{3}$): IATA code of the departure airport. Example: "DEN"'
        in text
    )


def test_negative_ends_with_a_no_tool_example():
    text = get_format("examples_negative").render(weather_tools(), DEFAULT_OPTIONS)
    assert text.endswith("No tool fits this request, so no call is made.")


def test_ids_are_distinct_and_wild_ones_name_a_source():
    assert len(set(IDS)) == 8
    for spec in FORMATS:
        assert spec.novel == (spec.source is None)
