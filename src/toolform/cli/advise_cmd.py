"""``toolform advise``: the format, protocol and rule the advisor picks for a model and tools."""

from __future__ import annotations

import argparse

from toolform.cli.common import load_toolset, print_json

NAME = "advise"
EXAMPLES = ("toolform advise --model Qwen/Qwen3-8B --tools examples/tools/openai_tools.json",)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--model", required=True, help="model id, for example Qwen/Qwen3-8B")
    p.add_argument("--tools", required=True, help="tools file of any supported kind")
    p.add_argument(
        "--study", help="a study export (formats.json) to use instead of the bundled one"
    )
    p.add_argument("--json", action="store_true", help="print the recommendation as JSON")


def run(args: argparse.Namespace) -> int:
    from toolform.advisor import recommend

    toolset = load_toolset(args.tools)
    rec = recommend(args.model, len(toolset), toolset.tier, study=args.study)
    if args.json:
        print_json(rec.to_dict())
        return 0
    accuracy = "unmeasured" if rec.expected_accuracy is None else f"{rec.expected_accuracy:.3f}"
    print(f"format:    {rec.format_id}")
    print(f"protocol:  {rec.protocol_id}")
    print(f"rule:      {rec.rule}")
    print(f"accuracy:  {accuracy}")
    print(f"source:    {rec.source}")
    print(f"rationale: {rec.rationale}")
    for alt in rec.alternatives:
        acc = alt.get("expected_accuracy")
        extra = alt.get("reason") or ("unmeasured" if acc is None else f"{acc:.3f}")
        print(f"also:      {alt['format_id']} with {alt['protocol_id']} ({extra})")
    return 0
