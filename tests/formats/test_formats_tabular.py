"""Tabular formats: CSV and TSV parse back with the csv module and keep every parameter."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given

from formats_support import hard_tools, probe_tools
from hypothesis_profiles import examples
from strategies import openai_tool_lists
from toolform.formats.options import DEFAULT_OPTIONS, render_options
from toolform.formats.registry import get_format
from toolform.formats.tabular import HEADER, RETURNS_ROW
from toolform.formats.vocab.walk import flatten
from toolform.sdk import Toolset


def _read(text: str, delimiter: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text), delimiter=delimiter))


@pytest.mark.parametrize(("fid", "delimiter"), [("tabular_csv", ","), ("tabular_tsv", "\t")])
def test_delimited_tables_parse_back(fid, delimiter):
    tools = hard_tools() + probe_tools()
    rows = _read(get_format(fid).render(tools, DEFAULT_OPTIONS), delimiter)
    assert tuple(rows[0]) == HEADER
    body = rows[1:]
    assert all(len(r) == len(HEADER) for r in body)
    for tool in tools:
        mine = [r for r in body if r[0] == tool.name]
        assert mine[0][1] == "" and mine[0][-1] == tool.description
        paths = [r[1] for r in mine[1:] if r[1] != RETURNS_ROW]
        assert paths == [f.path for f in flatten(tool.parameters)]
        required = {r[1] for r in mine if r[3] == "yes"}
        assert set(tool.required_names()) <= required


def test_csv_row_carries_every_fact_in_its_column():
    rows = _read(get_format("tabular_csv").render(hard_tools(), DEFAULT_OPTIONS), ",")
    days = next(r for r in rows if r[:2] == ["get_forecast", "days"])
    assert days[2:7] == ["integer", "no", "3", "1 to 7", ""]
    origin = next(r for r in rows if r[:2] == ["search_flights", "origin"])
    assert origin[5] == "pattern ^[A-Z]{3}$" and origin[6] == '"DEN"'
    assert any(r[1] == "attendees[].email" for r in rows)
    assert any(r[1] == "passengers.adults" for r in rows)


@examples(20)  # every example renders and reads back every tabular format
@given(openai_tool_lists())
def test_random_universes_parse_back_as_csv(raw):
    tools = Toolset.load(raw).tools
    rows = _read(get_format("tabular_csv").render(tools, DEFAULT_OPTIONS), ",")
    assert len(rows) == 1 + sum(
        1 + len(list(flatten(t.parameters))) + (t.returns is not None) for t in tools
    )


def test_toon_declares_columns_once_per_tool_and_minify_drops_indent():
    spec = get_format("tabular_toon")
    text = spec.render(hard_tools(), DEFAULT_OPTIONS)
    assert "params[3]{parameter,type,required,default,constraints,example,description}:" in text
    assert "\n  city,string,yes,,,," in text
    small = spec.render(hard_tools(), render_options(minify=True))
    assert "\n  " not in small and len(small) < len(text)


def test_matrix_has_a_row_per_tool_and_a_column_per_parameter():
    text = get_format("tabular_matrix").render(hard_tools(), DEFAULT_OPTIONS)
    lines = text.split("\n")
    columns = {p for t in hard_tools() for p in t.param_names()}
    assert lines[0].count(" | ") == len(columns) + 2
    assert sum(1 for line in lines if line.startswith("get_forecast | ")) == 1
    assert "*string" in text and '="metric"' in text
