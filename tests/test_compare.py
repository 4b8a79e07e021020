"""compare_formats: one row per format, sorted by tokens, errors reported, no invented numbers."""

from __future__ import annotations

import pytest

from formats_support import DATA, fake_spec, hard_tools
from toolform import compare
from toolform.compare import ROW_KEYS, _study_numbers, compare_formats
from toolform.errors import UnknownFormatError
from toolform.formats.registry import all_formats, get_format
from toolform.toolset import Toolset


def test_three_formats_as_in_the_spec():
    py_tools = Toolset.load(DATA / "weather_tools.json")
    rows = compare_formats(py_tools, ["xml_schema", "json_schema_openai", "json_minimal"])
    assert sorted(r["format_id"] for r in rows) == [
        "json_minimal",
        "json_schema_openai",
        "xml_schema",
    ]
    tokens = [r["tokens_estimate"] for r in rows]
    assert tokens == sorted(tokens)
    for row in rows:
        assert tuple(row) == ROW_KEYS
        assert row["study_accuracy"] is None and row["study_source"] == "unmeasured"
        assert row["error"] is None and row["chars"] > 0
        spec = get_format(row["format_id"])
        assert (row["name"], row["family"], row["novel"], row["default_protocol"]) == (
            spec.name,
            spec.family,
            spec.novel,
            spec.default_protocol,
        )


def test_all_formats():
    rows = compare_formats(hard_tools())
    assert len(rows) == sum(spec.in_study for spec in all_formats())
    assert [r["error"] for r in rows if r["error"]] == []
    tokens = [r["tokens_estimate"] for r in rows]
    assert tokens == sorted(tokens)


def test_a_raising_renderer_gives_an_error_row(monkeypatch):
    def broken(tools, options):
        raise RuntimeError("boom")

    bad = fake_spec("broken_fake", broken)
    real = compare.get_format
    monkeypatch.setattr(
        compare, "get_format", lambda fid: bad if fid == "broken_fake" else real(fid)
    )
    rows = compare_formats(hard_tools(), ["broken_fake", "xml_schema"])
    assert rows[0]["format_id"] == "xml_schema"
    assert rows[1]["error"] == "RuntimeError: boom" and rows[1]["tokens_estimate"] is None


def test_unknown_id_raises():
    with pytest.raises(UnknownFormatError):
        compare_formats(hard_tools(), ["xml_schemaa"])


def test_study_numbers():
    assert _study_numbers(None) == {}
    given = {"xml_schema": (0.5, "run:model-x:suite-1:2026-12-01")}
    rows = compare_formats(hard_tools(), ["xml_schema", "json_minimal"], study=given)
    by_id = {r["format_id"]: r for r in rows}
    assert by_id["xml_schema"]["study_accuracy"] == 0.5
    assert by_id["xml_schema"]["study_source"] == "run:model-x:suite-1:2026-12-01"
    assert by_id["json_minimal"]["study_source"] == "unmeasured"
    assert _study_numbers({"a": {"accuracy": 0.1, "source": "s"}}) == {"a": (0.1, "s")}
    with pytest.raises(TypeError):
        _study_numbers(["not", "a", "mapping"])
