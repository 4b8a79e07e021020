"""``toolform inspect``: the summary of a tools file, as a table or JSON."""

from __future__ import annotations

import argparse

from toolform.cli.common import print_json, print_table
from toolform.cli.tool_sources import add_tools_arguments, load_tools

NAME = "inspect"
EXAMPLES = ("toolform inspect examples/tools/mcp_tools_list.json",)


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_tools_arguments(p, "file", "tools file of any supported kind")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")


def run(args: argparse.Namespace) -> int:
    toolset = load_tools(args, "file")
    summary = toolset.summary()
    if args.json:
        print_json(summary)
        return 0
    rows = [[k, ", ".join(v) if isinstance(v, list) else v] for k, v in summary.items()]
    print_table(["field", "value"], rows)
    print()
    per_tool = [
        [
            t.name,
            len(t.parameters.properties),
            ", ".join(t.parameters.required) or "-",
            t.parameters.depth(),
            (t.description.splitlines() or [""])[0][:60],
        ]
        for t in toolset.tools
    ]
    print_table(["tool", "params", "required", "depth", "description"], per_tool)
    return 0
