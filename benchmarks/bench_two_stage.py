"""What a two-stage prompt saves on the hard toolset.

Prints, per two-stage format, the estimated tokens of stage one plus a one-tool stage two as a
ratio to the single-stage json_schema_openai prompt (below 1 saves tokens).
Run: python benchmarks/bench_two_stage.py
"""

from __future__ import annotations

from pathlib import Path

from toolform.formats.two_stage import FORMATS as TWO_STAGE
from toolform.prompts import render
from toolform.sdk import Toolset
from toolform.two_stage_runner import TwoStage

HARD = Path(__file__).resolve().parent.parent / "tests" / "data" / "hard_tools.json"


def two_stage(toolset: Toolset) -> None:
    request = "Convert 120 USD to EUR"
    single = render(toolset, "json_schema_openai", request=request).tokens_estimate
    print(f"single-stage json_schema_openai: {single} tokens (estimate)")
    print("two-stage format                 stage1+stage2 / single")
    for spec in TWO_STAGE:
        runner = TwoStage(toolset, spec.id)
        one = runner.stage_one(request).tokens_estimate
        two = runner.stage_two(request, ["convert_currency"]).tokens_estimate
        print(f"{spec.id:32} {(one + two) / single:6.2f}  ({one} + {two})")


if __name__ == "__main__":
    two_stage(Toolset.load(HARD))
