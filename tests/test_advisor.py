"""The advisor: documented defaults without data, the best measured cell with it, labels kept."""

from __future__ import annotations

import json

import pytest

from toolform import published
from toolform.advisor import MIN_TIER_N, recommend
from toolform.cli.main import main
from toolform.errors import StudyError
from toolform.study.export import EXPORT_SCHEMA
from toolform.toolset import Toolset


def cell(model, fmt, proto, acc, n=100, tiers=None, source=None, synthetic=False):
    return {
        "model": model,
        "format_id": fmt,
        "protocol_id": proto,
        "accuracy": acc,
        "n": n,
        "by_tier": tiers or {},
        "synthetic": synthetic,
        "source": source or f"run:r1 model={model} suite=core@1.0.0 date=2026-12-01",
    }


def study(*cells):
    return {"schema": EXPORT_SCHEMA, "version": 1, "formats": {}, "cells": list(cells)}


def test_spec_default_for_qwen_and_weather(weather_ir_path):
    tools = Toolset.load(str(weather_ir_path))
    rec = recommend("Qwen/Qwen3-8B", len(tools), tools.tier)
    assert rec.protocol_id == "xml_call" and rec.format_id == "xml_schema"
    assert rec.expected_accuracy is None and rec.source == "default"
    assert "no measured study rows" in rec.rationale and "qwen family" in rec.rationale


def test_defaults_for_other_families_and_large_universes():
    assert recommend("meta-llama/Llama-3.1-8B-Instruct", 3, 1).protocol_id == "json_object"
    unknown = recommend("acme/mystery-1", 3, 1)
    assert unknown.format_id == "xml_schema" and "unknown families" in unknown.rationale
    big = recommend("Qwen/Qwen3-8B", 120, 4)
    assert big.format_id == "json_minimal" and big.alternatives[0]["format_id"] == "xml_schema"


def test_best_measured_cell_for_the_model():
    data = study(
        cell("Qwen/Qwen3-8B", "xml_schema", "xml_call", 0.71),
        cell("Qwen/Qwen3-8B", "python_signature", "python_call", 0.83),
        cell("Qwen/Qwen3-32B", "yaml_schema", "yaml_call", 0.95),
    )
    rec = recommend("Qwen/Qwen3-8B", 3, 1, study=data)
    assert (rec.format_id, rec.protocol_id, rec.expected_accuracy) == (
        "python_signature",
        "python_call",
        0.83,
    )
    assert rec.source.startswith("run:r1 model=Qwen/Qwen3-8B")
    assert rec.alternatives[0]["format_id"] == "xml_schema"
    assert "best of 2 measured cells for 'Qwen/Qwen3-8B'" in rec.rationale


def test_family_rows_when_the_model_was_not_run():
    data = study(
        cell("Qwen/Qwen3-32B", "yaml_schema", "yaml_call", 0.9),
        cell("meta-llama/Llama-3.1-8B", "json_minimal", "json_object", 0.99),
    )
    rec = recommend("Qwen/Qwen3-4B", 3, 1, study=data)
    assert rec.format_id == "yaml_schema" and "the qwen family (Qwen/Qwen3-32B)" in rec.rationale


def test_tier_accuracy_needs_enough_tasks():
    tiers_big = {"4": {"accuracy": 0.9, "n": MIN_TIER_N}}
    tiers_small = {"4": {"accuracy": 1.0, "n": MIN_TIER_N - 1}}
    data = study(
        cell("gpt-5", "json_schema_openai", "json_object", 0.6, tiers=tiers_big),
        cell("gpt-5", "xml_schema", "xml_call", 0.8, tiers=tiers_small),
    )
    rec = recommend("gpt-5", 200, 4, study=data)
    assert rec.format_id == "json_schema_openai" and rec.expected_accuracy == 0.9
    assert "at tier 4" in rec.rationale and "anchor rows" in rec.rationale


def test_synthetic_rows_keep_their_label(tmp_path):
    data = study(
        cell(
            "Qwen/Qwen3-8B",
            "xml_schema",
            "xml_call",
            0.7,
            source="run:r9 model=Qwen/Qwen3-8B",
            synthetic=True,
        )
    )
    path = tmp_path / "formats.json"
    path.write_text(json.dumps(data))
    rec = recommend("Qwen/Qwen3-8B", 3, 1, study=str(path))
    assert rec.source.startswith("synthetic:") and "synthetic" in rec.rationale


def test_bundled_study_refuses_synthetic(tmp_path, monkeypatch):
    path = tmp_path / "formats.json"
    monkeypatch.setattr(published, "bundled_study_path", lambda: path)
    assert recommend("Qwen/Qwen3-8B", 3, 1).source == "default"  # none bundled
    path.write_text(
        json.dumps(study(cell("Qwen/Qwen3-8B", "xml_schema", "xml_call", 0.7, synthetic=True)))
    )
    with pytest.raises(StudyError, match="only measured runs may be bundled"):
        recommend("Qwen/Qwen3-8B", 3, 1)
    path.write_text(json.dumps(study(cell("Qwen/Qwen3-8B", "yaml_schema", "yaml_call", 0.7))))
    assert recommend("Qwen/Qwen3-8B", 3, 1).format_id == "yaml_schema"


def test_the_package_bundles_no_numbers():
    assert not published.bundled_study_path().exists()
    assert published.study_numbers() == {}


@pytest.mark.parametrize(
    ("data", "path"),
    [
        ({"schema": "other"}, "$.schema"),
        ({"schema": EXPORT_SCHEMA, "formats": {"x": {"accuracy": 0.5}}}, "$.formats.x"),
        ({"schema": EXPORT_SCHEMA, "formats": {}, "cells": [{"model": "m"}]}, "$.cells[0]"),
    ],
)
def test_malformed_study(tmp_path, data, path):
    file = tmp_path / "s.json"
    file.write_text(json.dumps(data))
    with pytest.raises(StudyError) as info:
        recommend("m", 1, 1, study=str(file))
    assert info.value.path == path


def test_advise_cli(tmp_path, capsys, openai_path):
    assert main(["advise", "--model", "Qwen/Qwen3-8B", "--tools", str(openai_path)]) == 0
    out = capsys.readouterr().out
    assert (
        "protocol:  xml_call" in out
        and "accuracy:  unmeasured" in out
        and "source:    default" in out
    )
    file = tmp_path / "s.json"
    file.write_text(
        json.dumps(study(cell("Qwen/Qwen3-8B", "yaml_schema", "yaml_call", 0.5, synthetic=True)))
    )
    assert (
        main(
            [
                "advise",
                "--model",
                "Qwen/Qwen3-8B",
                "--tools",
                str(openai_path),
                "--study",
                str(file),
                "--json",
            ]
        )
        == 0
    )
    rec = json.loads(capsys.readouterr().out)
    assert rec["format_id"] == "yaml_schema" and rec["source"].startswith("synthetic:")
    assert (
        main(
            [
                "advise",
                "--model",
                "m",
                "--tools",
                str(openai_path),
                "--study",
                str(tmp_path / "no.json"),
            ]
        )
        == 2
    )
