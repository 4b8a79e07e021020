"""The whole bench pipeline over HTTP: FakeOpenAIServer answers as a scripted model that is right
for a known share of tasks; the exported numbers must be exactly what the script implies, carry
the synthetic label, and reach compare_formats and the advisor only as synthetic."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from toolform.advisor import recommend
from toolform.cli.main import main
from toolform.formats.registry import format_ids
from toolform.sdk import testing
from toolform.study.grid import CORE_FORMATS, plan_cells
from toolform.study.metrics import wilson_interval
from toolform.study.scripted import ScriptedResponder, share_rule
from toolform.study.tasks import bundled_suite_path, load_suite
from toolform.toolset import Toolset

PER_CATEGORY = 2


@pytest.fixture(scope="module")
def small_suite(tmp_path_factory):
    """Two tasks of each category in each tier of the core suite, as a user suite file."""
    data = json.loads(bundled_suite_path("core").read_text())
    core = load_suite("core")
    tiers = {t.id: t.tier for t in core.tasks}
    kept, seen = [], defaultdict(int)
    for task in data["tasks"]:
        key = (tiers[task["id"]], task["category"])
        if seen[key] < PER_CATEGORY:
            seen[key] += 1
            kept.append(task)
    data["suite"], data["tasks"] = "e2e", kept
    path = tmp_path_factory.mktemp("suite") / "e2e.json"
    path.write_text(json.dumps(data))
    return path


def test_bench_export_and_consumers(tmp_path, small_suite, capsys):
    formats = [f for f in CORE_FORMATS if f in set(format_ids())][:4]
    if len(formats) < 2:
        pytest.skip("the core formats have not landed yet")
    suite = load_suite(str(small_suite))
    cells = plan_cells(formats).cells
    responder = ScriptedResponder(suite, cells, suite.tasks, share_rule(0.7))
    out = tmp_path / "run"
    with testing.FakeOpenAIServer(responder) as server:
        argv = [
            "bench",
            "--base-url",
            server.base_url,
            "--base-url",
            server.base_url,
            "--model",
            "Qwen/Qwen3-8B",
            "--formats",
            *formats,
            "--suite",
            str(small_suite),
            "--concurrency",
            "8",
            "--out",
            str(out),
            "--synthetic",
            "scripted 70%",
            "--quiet",
        ]
        assert main(argv) == 0
        assert main(argv) == 0  # a rerun resumes: nothing left to do
        assert len(server.requests) == len(cells) * len(suite.tasks)
    assert "0 finished now, 0 errors" in capsys.readouterr().out
    assert main(["bench", "export", str(out)]) == 0
    export = json.loads((out / "formats.json").read_text())
    for cell in cells:
        k, n = responder.expected_correct(cell)
        entry = export["formats"][cell.format_id]
        assert (entry["correct"], entry["n"]) == (k, n), cell
        assert entry["ci95"] == [round(x, 4) for x in wilson_interval(k, n)]
        assert {r: v["correct"] for r, v in entry["by_rule"].items()} == {
            "main": k,
            "symmetric": k,
            "as_written": k,
        }
        assert entry["source"].startswith("synthetic:scripted 70% run:")
        assert entry["injection"]["n"] > 0
    assert sorted(
        export["formats"]["xml_schema" if "xml_schema" in formats else formats[0]]["by_tier"]
    ) == ["1", "2", "3", "4"]

    from toolform import compare

    tools = Toolset.load("tests/data/weather_tools.json")
    rows = {
        r["format_id"]: r
        for r in compare.compare_formats(tools, formats, study=str(out / "formats.json"))
    }
    for fmt in formats:
        assert rows[fmt]["study_source"].startswith("synthetic:")
        assert rows[fmt]["study_accuracy"] == export["formats"][fmt]["accuracy"]
    plain = compare.compare_formats(tools, formats)
    assert all(r["study_accuracy"] is None and r["study_source"] == "unmeasured" for r in plain)
    rec = recommend("Qwen/Qwen3-8B", 1, 1, study=str(out / "formats.json"))
    assert rec.source.startswith("synthetic:") and rec.format_id in formats
