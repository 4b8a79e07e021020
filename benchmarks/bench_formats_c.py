"""Formats C: template rendering against jinja2, and what a two-stage prompt saves.

1. Each template format against the peer it reproduces: jinja2 rendering the stored vLLM chat
   template (tests/data/chat_templates/, when present) for the same tools, as transformers does
   (compiled once, as transformers caches it). Prints the time ratio (jinja2 / toolform; above 1 means toolform is faster) per template.
2. Two-stage prompts on the hard toolset: the estimated tokens of stage one plus a one-tool
   stage two, as a ratio to the single-stage json_schema_openai prompt (below 1 saves tokens).
Run: python benchmarks/bench_formats_c.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_formats_template import AGREEMENT, TEMPLATES, render_chat_template  # noqa: E402

from toolform.catalogue import TwoStage  # noqa: E402
from toolform.formats.options import DEFAULT_OPTIONS  # noqa: E402
from toolform.formats.registry import get_format  # noqa: E402
from toolform.formats.two_stage import FORMATS as TWO_STAGE  # noqa: E402
from toolform.prompts import render  # noqa: E402
from toolform.sdk import Toolset  # noqa: E402

HARD = ROOT / "tests" / "data" / "hard_tools.json"
REPEATS = 15


def median_time(fn: Callable[[], object], inner: int = 10) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        times.append((time.perf_counter() - start) / inner)
    return statistics.median(times)


def templates(toolset: Toolset) -> None:
    tools = toolset.tools
    exported = toolset.to_openai()
    print("template format              jinja2/toolform time")
    for fid, (name, extra) in sorted(AGREEMENT.items()):
        path = TEMPLATES / name
        if not path.exists():
            print(f"{fid:28} (template file not stored)")
            continue
        spec = get_format(fid)
        try:
            render_chat_template(path, exported, **extra)
        except Exception as exc:  # the template cannot render these tools (see the test)
            print(f"{fid:28} (jinja2 fails: {type(exc).__name__})")
            continue
        peer = median_time(lambda p=path, x=extra: render_chat_template(p, exported, **x))
        ours = median_time(lambda s=spec: s.render(tools, DEFAULT_OPTIONS))
        print(f"{fid:28} {peer / ours:8.1f}x")


def two_stage(toolset: Toolset) -> None:
    request = "Convert 120 USD to EUR"
    single = render(toolset, "json_schema_openai", request=request).tokens_estimate
    print(f"\nsingle-stage json_schema_openai: {single} tokens (estimate)")
    print("two-stage format                 stage1+stage2 / single")
    for spec in TWO_STAGE:
        runner = TwoStage(toolset, spec.id)
        one = runner.stage_one(request).tokens_estimate
        two = runner.stage_two(request, ["convert_currency"]).tokens_estimate
        print(f"{spec.id:32} {(one + two) / single:6.2f}  ({one} + {two})")


if __name__ == "__main__":
    hard = Toolset.load(HARD)
    templates(hard)
    two_stage(hard)
