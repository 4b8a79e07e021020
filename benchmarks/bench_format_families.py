"""Render the hard toolset in every python, signature, markdown, natural and cli format.

Prints, per format, the rendering time as a ratio to ``json.dumps(indent=2)`` of the same tools'
OpenAI export, and the size in characters as a ratio to that JSON text, both measured in this run
(only ratios are comparable across machines). Goals: every format renders within 40x the JSON
dump's time; the sizes show how much each layout costs or saves against plain JSON Schema.
Run: python benchmarks/bench_format_families.py
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from toolform.formats import cli_family, markdown, natural, python_family, signature
from toolform.formats.options import RenderOptions
from toolform.sdk import Toolset

REPEATS = 30
HARD = Path(__file__).resolve().parent.parent / "tests" / "data" / "hard_tools.json"


def best_of(fn: Callable[[], object]) -> float:
    """The median of several timings (seconds), each over enough calls to be measurable."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for _ in range(20):
            fn()
        times.append((time.perf_counter() - start) / 20)
    return statistics.median(times)


def main() -> None:
    toolset = Toolset.load(HARD)
    tools = toolset.tools
    exported = toolset.to_openai()
    baseline_text = json.dumps(exported, indent=2)
    baseline = best_of(lambda: json.dumps(exported, indent=2))
    opts = RenderOptions()
    print(f"baseline json.dumps: {baseline * 1e6:.1f} us, {len(baseline_text)} chars")
    print(f"{'format':<24}{'time x':>8}{'size x':>8}")
    worst = 0.0
    for module in (python_family, signature, markdown, natural, cli_family):
        for spec in module.FORMATS:
            text = spec.render(tools, opts)
            ratio = best_of(lambda spec=spec: spec.render(tools, opts)) / baseline
            worst = max(worst, ratio)
            print(f"{spec.id:<24}{ratio:>8.1f}{len(text) / len(baseline_text):>8.2f}")
    print(f"slowest: {worst:.1f}x json.dumps (goal <= 40x)")


if __name__ == "__main__":
    main()
