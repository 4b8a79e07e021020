"""Two-stage formats: ids, stage-two targets, and what each stage-one index shows."""

from __future__ import annotations

import pytest

from formats_support import hard_tools
from toolform.formats.options import DEFAULT_OPTIONS, render_options
from toolform.formats.two_stage import FORMATS, index_style, stage_two_format
from toolform.prompts import render
from toolform.sdk import Toolset

IDS = [f.id for f in FORMATS]


def test_ten_ids_one_per_index_and_target():
    assert len(set(IDS)) == 10
    assert {index_style(i) for i in IDS} == {
        "names",
        "oneliner",
        "signature",
        "grouped",
        "nlt_yesno",
    }
    assert {stage_two_format(i) for i in IDS} == {
        ("json_schema_openai", "json_object"),
        ("python_signature", "python_call"),
    }
    assert all(f.two_stage and f.default_protocol == "select" and f.novel for f in FORMATS)


def test_stage_two_format_rejects_other_ids():
    with pytest.raises(ValueError):
        stage_two_format("json_schema_openai")


@pytest.mark.parametrize("spec", FORMATS, ids=IDS)
def test_index_names_every_tool_and_its_required_parameters(spec):
    text = spec.render(hard_tools(), DEFAULT_OPTIONS)
    for tool in hard_tools():
        assert tool.name in text
        for name in tool.required_names():
            assert name in text


def test_indexes_are_compact_next_to_the_full_schema():
    import json

    from toolform.exporters import to_openai

    full = len(json.dumps(to_openai(hard_tools())))
    for spec in FORMATS:
        assert len(spec.render(hard_tools(), DEFAULT_OPTIONS)) < full / 4


def test_nlt_index_asks_for_yes_no_lines():
    text = next(f for f in FORMATS if f.id == "two_stage_nlt_yesno_json").render(
        hard_tools(), DEFAULT_OPTIONS
    )
    assert "get_forecast - Get the weather forecast for a city. (needs city)" in text
    assert "YES" in text and "NO" in text


def test_grouped_index_groups_by_leading_word():
    text = next(f for f in FORMATS if f.id == "two_stage_grouped_json").render(
        hard_tools(), render_options(minify=True)
    )
    assert "[get]\n  get_forecast" in text


def test_render_refuses_two_stage_ids():
    with pytest.raises(ValueError, match="TwoStage"):
        render(Toolset.load("tests/data/weather_tools.json"), "two_stage_names_json")
