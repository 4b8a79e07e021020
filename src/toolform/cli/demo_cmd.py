"""``toolform demo``: the pipeline on the bundled example tools, offline.

For now it loads the example tools, prints their summary and each export; later stages (render,
parse, the call loop against the loopback server) join as they land.
"""

from __future__ import annotations

import argparse
import json

from toolform.examples_data import example_openai_tools
from toolform.toolset import Toolset

NAME = "demo"
HELP = "Run the whole pipeline offline on the bundled example tools."
EXAMPLES = ("toolform demo",)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print each stage as JSON")


def _stage(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 60 - len(title)))


def run(args: argparse.Namespace) -> int:
    toolset = Toolset.from_openai(example_openai_tools())
    _stage("1. load: the example OpenAI tools")
    print(json.dumps(toolset.summary(), indent=2))
    for kind, data in (
        ("openai", toolset.to_openai()),
        ("anthropic", toolset.to_anthropic()),
        ("mcp", toolset.to_mcp()),
    ):
        _stage(f"export: {kind}")
        print(json.dumps(data[0], indent=2))
    return 0
