"""Promises every format of the catalogue keeps, checked for each registered format."""

from __future__ import annotations

import importlib.util
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from formats_support import (
    FACT_MARKERS,
    hard_tools,
    parse_back,
    probe_tools,
    required_names,
    weather_tools,
)
from hypothesis_profiles import examples
from strategies import openai_tool_lists
from toolform.compare import compare_formats
from toolform.exporters import to_openai
from toolform.formats.options import DEFAULT_OPTIONS, apply_options, render_options
from toolform.formats.registry import all_formats, families, get_format
from toolform.formats.spec import ALL_FACTS
from toolform.naming import CASE_CONVENTIONS, convert_case
from toolform.prompts import tool_block
from toolform.protocols.registry import protocol_ids
from toolform.schema import parameters_schema
from toolform.toolset import Toolset

SPECS = all_formats()
IDS = [s.id for s in SPECS]

# The catalogue plan (FORMATS.md): formats per family, 129 in the study, plus
# template_granite_20b_fc: Granite ships two live tool templates (Granite 3's available_tools turn
# and the granite-20b-functioncalling library), so the template family keeps both (130 in all).
PLANNED = {
    "json_schema": 12,
    "json_minimal": 8,
    "xml": 8,
    "yaml": 8,
    "typescript": 9,
    "python": 10,
    "signature": 6,
    "markdown": 10,
    "natural": 8,
    "cli": 6,
    "template": 19,
    "examples": 8,
    "openapi": 4,
    "tabular": 4,
    "two_stage": 10,
}


def test_families_have_their_planned_counts():
    assert sum(PLANNED.values()) == 130
    for family in families():
        assert family in PLANNED, f"family {family!r} is not in the catalogue plan"
        got = sum(1 for s in SPECS if s.family == family)
        assert got == PLANNED[family], f"{family}: {got} formats, plan says {PLANNED[family]}"


def test_catalogue_has_130_formats_of_which_129_are_the_study_formats():
    assert set(PLANNED) == set(families())
    assert len(SPECS) == 130
    assert [s.id for s in SPECS if not s.in_study] == ["template_granite_20b_fc"]


def test_compare_without_a_list_renders_the_129_study_formats():
    rows = compare_formats(weather_tools())
    assert len(rows) == 129 and "template_granite_20b_fc" not in {r["format_id"] for r in rows}


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_spec_fields(spec):
    assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", spec.id)
    assert spec.name and spec.summary and "\n" not in spec.summary
    assert spec.default_protocol in protocol_ids()
    assert spec.shows <= ALL_FACTS
    assert spec.novel == (spec.source is None), "a wild format names its source, a novel one none"
    assert get_format(spec.id) is spec


def test_unknown_format_suggests_close_matches():
    from toolform.errors import UnknownFormatError

    with pytest.raises(UnknownFormatError) as info:
        get_format("xml_shema")
    assert "xml_schema" in info.value.suggestions
    assert len(info.value.suggestions) <= 5


def test_no_two_formats_render_the_same_bytes():
    tools = hard_tools()
    seen: dict[str, str] = {}
    for spec in SPECS:
        text = spec.render(tools, DEFAULT_OPTIONS)
        assert text not in seen, f"{spec.id} renders the same bytes as {seen.get(text)}"
        seen[text] = spec.id


def _assert_names(text, tools, spec, conv="as_is"):
    nested = "nested" in spec.shows
    arrays = "array_of_objects" in spec.shows
    for tool in tools:
        assert convert_case(tool.name, conv) in text, f"{spec.id}: tool {tool.name} missing"
        for name in required_names(tool.parameters, nested=nested, arrays=arrays):
            assert convert_case(name, conv) in text, f"{spec.id}: required {name} missing"


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_names_and_required_parameters_always_shown(spec):
    tools = hard_tools() + probe_tools()
    for descriptions in (True, False):
        _assert_names(
            tool_block(tools, spec, render_options(descriptions=descriptions)), tools, spec
        )


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_every_case_convention_renames_and_never_breaks(spec):
    tools = hard_tools()
    normal = tool_block(tools, spec)
    for conv in CASE_CONVENTIONS[1:]:
        renamed = tool_block(tools, spec, render_options(case_convention=conv))
        _assert_names(renamed, tools, spec, conv)
        if conv != "snake":  # the hard tools are snake_case already
            assert renamed != normal, f"{conv} leaves {spec.id} unchanged"
        if spec.language in ("typescript", "python") and conv == "kebab":
            continue  # get-forecast is not an identifier there: the text names it, no parser takes it
        if spec.language is not None:
            parse_back(spec.language, renamed)


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_declared_facts_are_shown(spec):
    text = spec.render(probe_tools(), DEFAULT_OPTIONS)
    for fact in sorted(spec.shows):
        for alternatives in FACT_MARKERS.get(fact, []):
            assert any(m in text for m in alternatives), (
                f"{spec.id} declares {fact} but lacks {alternatives}"
            )


LANGUAGE_SPECS = [s for s in SPECS if s.language is not None]


@pytest.mark.parametrize("spec", LANGUAGE_SPECS, ids=[s.id for s in LANGUAGE_SPECS])
def test_machine_readable_formats_parse_back(spec):
    if (
        spec.language == "typescript"
        and importlib.util.find_spec("toolform.loaders.typescript") is None
    ):
        pytest.skip("the TypeScript loader has not landed")
    tools = hard_tools() + probe_tools()
    for minify in (False, True):
        parsed = parse_back(spec.language, tool_block(tools, spec, render_options(minify=minify)))
        if spec.language == "typescript":  # the TypeScript loader reads back names and required
            assert [t.name for t in parsed] == [t.name for t in tools]
            for back, tool in zip(parsed, tools):
                assert set(back.param_names()) == set(tool.param_names())
                assert set(back.required_names()) == set(tool.required_names())


def test_json_and_yaml_dumps_round_trip_exactly():
    import json

    import yaml

    tools = hard_tools()
    assert json.loads(get_format("json_schema_openai").render(tools, DEFAULT_OPTIONS)) == to_openai(
        tools
    )
    yaml_doc = yaml.safe_load(get_format("yaml_schema_jsonschema").render(tools, DEFAULT_OPTIONS))
    assert yaml_doc == to_openai(tools)
    listed = yaml.safe_load(get_format("yaml_schema").render(tools, DEFAULT_OPTIONS))
    assert [e["parameters"] for e in listed] == [parameters_schema(t.parameters) for t in tools]


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_minify_never_lengthens_and_shortens_machine_readable_formats(spec):
    tools = hard_tools()
    normal = tool_block(tools, spec)
    small = tool_block(tools, spec, render_options(minify=True))
    assert len(small) <= len(normal)
    if spec.language is not None:
        assert len(small) < len(normal)


OPTION_FACTS = [
    ("descriptions", "descriptions"),
    ("constraints", "bounds"),
    ("defaults", "default"),
    ("returns", "returns"),
]


@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_each_option_changes_the_format_where_it_shows_the_field(spec):
    tools = probe_tools() + hard_tools()
    normal = tool_block(tools, spec)
    for option, fact in OPTION_FACTS:
        if fact not in spec.shows:
            continue  # the format declares it cannot show this field
        changed = tool_block(tools, spec, render_options(**{option: False}))
        assert changed != normal, f"{option}=False leaves {spec.id} unchanged"
        _assert_names(changed, tools, spec)
        if spec.language is not None:
            parse_back(spec.language, changed)


def test_rendering_is_byte_stable_and_leaves_the_tools_alone():
    tools = hard_tools()
    before = [t.to_dict() for t in tools]
    for spec in SPECS:
        assert spec.render(tools, DEFAULT_OPTIONS) == spec.render(hard_tools(), DEFAULT_OPTIONS)
    assert [t.to_dict() for t in tools] == before


option_sets = st.builds(
    render_options,
    descriptions=st.booleans(),
    constraints=st.booleans(),
    defaults=st.booleans(),
    returns=st.booleans(),
    minify=st.booleans(),
    case_convention=st.sampled_from(CASE_CONVENTIONS),
)


@examples(20)  # every example renders the whole catalogue
@given(openai_tool_lists(), option_sets)
def test_random_universes_render_in_every_format(raw, opts):
    tools = Toolset.load(raw).tools
    shown = apply_options(tools, opts)
    for spec in SPECS:
        text = spec.render(shown, opts)
        for tool in tools:
            assert convert_case(tool.name, opts.case_convention) in text, spec.id
        if spec.language in ("json", "jsonl", "yaml"):
            parse_back(spec.language, text)
