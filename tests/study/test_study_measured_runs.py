"""The committed measured runs (benchmarks/runs/*): real rows, named, and read with their source.

Each folder holds a `toolform bench export` of a run against a real model server, its report and
the run's record (model file and sha256, runtime, command, machine). These tests hold the export
to what the study promises of measured rows: not synthetic, every number sourced to its run, the
failure taxonomy accounting for every wrong reply, and the advisor and compare_formats reading the
rows with that source, never as bundled defaults.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolform.sdk import Toolset, compare_formats, recommend
from toolform.study.grid import CORE_FORMATS

RUNS = Path(__file__).resolve().parents[2] / "benchmarks" / "runs"
FOLDERS = (
    sorted(p for p in RUNS.iterdir() if (p / "formats.json").is_file()) if RUNS.is_dir() else []
)


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_a_measured_run_is_complete_and_sourced(folder: Path) -> None:
    export = json.loads((folder / "formats.json").read_text())
    record = json.loads((folder / "run.json").read_text())
    assert record["sha256"] and record["runtime"] and record["command"].startswith("toolform bench")
    (run,) = export["runs"]
    assert not run["synthetic"] and run["source"].startswith("run:")
    cells = {c["format_id"]: c for c in export["cells"]}
    assert set(cells) == set(CORE_FORMATS)
    for cell in cells.values():
        assert cell["source"] == run["source"] and cell["errors"] == 0
        wrong = cell["n"] - cell["correct"]
        assert sum(cell["failures"].values()) == wrong  # every wrong reply has its class
    assert (folder / "report.html").is_file() and (folder / "report.png").is_file()


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_the_advisor_and_compare_read_the_rows_with_their_source(folder: Path) -> None:
    export = json.loads((folder / "formats.json").read_text())
    model = export["runs"][0]["model"]
    tools = Toolset.load(str(RUNS.parents[1] / "examples" / "tools" / "weather.py"))
    pick = recommend(model, len(tools), tools.tier, study=export)
    assert pick.source == export["runs"][0]["source"]
    rows = {r["format_id"]: r for r in compare_formats(tools, list(CORE_FORMATS), study=export)}
    for fmt in CORE_FORMATS:
        assert rows[fmt]["study_source"] == export["formats"][fmt]["source"]
        assert rows[fmt]["study_accuracy"] == export["formats"][fmt]["accuracy"]


def test_without_a_study_the_advisor_does_not_use_these_rows() -> None:
    pick = recommend("smollm2-135m", 3, 1)
    assert "run:" not in (pick.source or "")
