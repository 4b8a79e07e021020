"""``toolform formats``: the format catalogue, as a table or JSON."""

from __future__ import annotations

import argparse
from typing import Any

from toolform.cli.common import print_json, print_table
from toolform.formats.registry import all_formats, families
from toolform.formats.spec import FACTS, FormatSpec

NAME = "formats"
EXAMPLES = ("toolform formats --family xml", "toolform formats --json")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--family", choices=families(), help="only this family")
    p.add_argument("--json", action="store_true", help="print every field of every format as JSON")


def spec_dict(spec: FormatSpec) -> dict[str, Any]:
    """Everything the catalogue says about a format, as plain data."""
    return {
        "id": spec.id,
        "name": spec.name,
        "family": spec.family,
        "novel": spec.novel,
        "default_protocol": spec.default_protocol,
        "two_stage": spec.two_stage,
        "summary": spec.summary,
        "source": spec.source,
        "language": spec.language,
        "shows": [f for f in FACTS if f in spec.shows],
        "hides": [f for f in FACTS if f in spec.hides],
    }


def run(args: argparse.Namespace) -> int:
    specs = [s for s in all_formats() if args.family in (None, s.family)]
    if args.json:
        print_json([spec_dict(s) for s in specs])
        return 0
    rows = [
        [
            s.id,
            s.family,
            "novel" if s.novel else "wild",
            s.default_protocol + (" (two-stage)" if s.two_stage else ""),
            s.name,
        ]
        for s in specs
    ]
    print_table(["id", "family", "origin", "protocol", "name"], rows)
    return 0
