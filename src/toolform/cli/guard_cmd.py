"""``toolform guard``: scan a tools file for instructions hidden in its metadata.

Exit status: 1 when any high finding exists (so that CI can gate on it), 0 otherwise, 2 on a
user error (main.py turns every ToolformError into one line and exit 2).
"""

from __future__ import annotations

import argparse

from toolform.cli.common import print_json, print_table
from toolform.cli.tool_sources import add_tools_arguments, load_tools
from toolform.guard import LEVELS, apply
from toolform.guard.report import sort_findings

NAME = "guard"
EXIT_HIGH = 1
EXIT_CODES: dict[int, str] = {
    0: "no high finding",
    EXIT_HIGH: "at least one high finding",
    2: "user error: one line on stderr",
}
EXAMPLES = (
    "toolform guard examples/tools/mcp_tools_list.json",
    "toolform guard examples/tools/openai_tools.json --level strict --json",
    'toolform guard --mcp "python tests/servers/weather_mcp.py" --pin tools.lock',
)
_SHOWN = 80


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_tools_arguments(p, "file", "tools file of any supported kind")
    p.add_argument(
        "--level",
        default="report",
        help=f"guard level: {', '.join(LEVELS)} (default: report, which only scans)",
    )
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _SHOWN else flat[: _SHOWN - 3] + "..."


def run(args: argparse.Namespace) -> int:
    toolset = load_tools(args, "file")
    _, report = apply(toolset, args.level)
    if args.json:
        print_json(report.to_dict())
    else:
        counts = report.counts()
        print(
            f"{len(toolset)} tools, level {report.level}: {counts['high']} high, "
            f"{counts['medium']} medium, {counts['low']} low"
        )
        if report.findings:
            print()
            rows = [
                [f.severity, f.tool, f.field, f.rule, _short(f.sentence)]
                for f in sort_findings(report.findings)
            ]
            print_table(["severity", "tool", "field", "rule", "sentence"], rows)
        if report.removed:
            print()
            rows = [[r.kind, r.tool, r.field, _short(r.text)] for r in report.removed]
            print_table(["removed", "tool", "field", "text"], rows)
        if report.dropped:
            print(f"\ndropped (description left empty): {', '.join(report.dropped)}")
    return EXIT_HIGH if report.has_high else 0
