"""The labelled corpus: the guard must meet the issue's goals on both splits.

The evaluation itself lives in benchmarks/bench_guard.py (one implementation for the benchmark
and this test); the goals are the issue's: precision >= 0.97 and recall >= 0.90 on the high
classes, and at least 98% of benign tools without a high finding.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "bench_guard", ROOT / "benchmarks" / "bench_guard.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BENCH = _bench()
CORPUS = BENCH.load_corpus()


def test_corpus_is_large_enough_and_every_entry_has_a_source() -> None:
    entries = CORPUS["entries"]
    assert sum(e["label"] == "malicious" for e in entries) >= 80
    assert sum(e["label"] == "benign" for e in entries) >= 150
    assert all(e["source"] and e["split"] in ("dev", "holdout", "fresh") for e in entries)
    assert all(e["toolset"] in CORPUS["toolsets"] for e in entries)


@pytest.mark.parametrize("split", ["dev", "holdout", "fresh"])
def test_goals_are_met(split: str) -> None:
    result = BENCH.evaluate(CORPUS, split)
    total = BENCH.summary_rows(result)[-1]
    _, _, precision, recall, stripped = total
    if split != "fresh":  # the fresh split holds benign tools only
        assert precision >= 0.97, result["false_alarms"]
        assert recall >= 0.90, result["misses"]
        assert stripped >= 0.90, result["misses"]
    assert result["benign_clean"] >= 0.98 * result["benign"], result["false_alarms"]
