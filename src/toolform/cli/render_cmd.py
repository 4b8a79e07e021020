"""``toolform render``: write a tools file into a prompt, or compare what every format costs."""

from __future__ import annotations

import argparse
import sys

from toolform.cli.common import print_json, print_table
from toolform.cli.tool_sources import add_tools_arguments, load_tools
from toolform.compare import compare_formats
from toolform.errors import ToolformError
from toolform.formats.options import render_options
from toolform.naming import CASE_CONVENTIONS
from toolform.prompts import PERSONAS, render

NAME = "render"
EXAMPLES = (
    'toolform render examples/tools/openai_tools.json --format xml_schema --request "Forecast for Denver" --messages',
    "toolform render examples/tools/openai_tools.json --compare",
)


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_tools_arguments(p, "file", "tools file of any supported kind")
    p.add_argument(
        "--format",
        dest="format_id",
        help="format id (see toolform formats); with --compare, a comma-separated list",
    )
    p.add_argument(
        "--protocol", dest="protocol_id", help="answer protocol id (default: the format's own)"
    )
    p.add_argument("--request", help="the user request: adds the user message")
    p.add_argument(
        "--messages", action="store_true", help="print the chat messages as JSON (needs --request)"
    )
    p.add_argument(
        "--json", action="store_true", help="print the prompt, or the comparison, as JSON"
    )
    p.add_argument(
        "--compare",
        action="store_true",
        help="render every format (or those in --format) and list chars and tokens",
    )
    p.add_argument(
        "--study",
        metavar="FILE",
        help="with --compare: a study export (formats.json) to take accuracies from",
    )
    p.add_argument(
        "--persona", choices=tuple(PERSONAS), default="agent", help="opening of the system prompt"
    )
    p.add_argument(
        "--no-null-clause", action="store_true", help="leave out the sentence allowing no call"
    )
    p.add_argument(
        "--trust-line", action="store_true", help="add the sentence calling tool metadata untrusted"
    )
    p.add_argument(
        "--no-descriptions", action="store_true", help="hide tool and parameter descriptions"
    )
    p.add_argument(
        "--no-constraints", action="store_true", help="hide bounds, lengths and patterns"
    )
    p.add_argument("--no-defaults", action="store_true", help="hide default values")
    p.add_argument("--no-returns", action="store_true", help="hide what the tools return")
    p.add_argument("--minify", action="store_true", help="drop optional whitespace")
    p.add_argument("--case", choices=CASE_CONVENTIONS, default="as_is", help="rename identifiers")


def _compare(args: argparse.Namespace) -> int:
    ids = [f.strip() for f in args.format_id.split(",") if f.strip()] if args.format_id else None
    rows = compare_formats(load_tools(args, "file"), ids, study=args.study)
    if args.json:
        print_json(rows)
        return 0
    table = [
        [
            r["format_id"],
            r["family"],
            "-" if r["tokens_estimate"] is None else r["tokens_estimate"],
            "-" if r["chars"] is None else r["chars"],
            "-" if r["study_accuracy"] is None else f"{r['study_accuracy']:.3f}",
            r["study_source"],
            r["error"] or "",
        ]
        for r in rows
    ]
    print_table(["format", "family", "tokens", "chars", "accuracy", "source", "error"], table)
    return 0


def run(args: argparse.Namespace) -> int:
    if args.compare:
        return _compare(args)
    if not args.format_id:
        raise ToolformError(
            "--format is required (or pass --compare)", hint="see: toolform formats"
        )
    if args.messages and args.request is None:
        raise ToolformError("--messages needs --request")
    options = render_options(
        descriptions=not args.no_descriptions,
        constraints=not args.no_constraints,
        defaults=not args.no_defaults,
        returns=not args.no_returns,
        minify=args.minify,
        case_convention=args.case,
    )
    try:
        prompt = render(
            load_tools(args, "file"),
            args.format_id,
            args.protocol_id,
            request=args.request,
            options=options,
            persona=args.persona,
            null_clause=not args.no_null_clause,
            trust_line=args.trust_line,
        )
    except ValueError as exc:  # a two-stage format: one line, like every user error
        if isinstance(exc, ToolformError):
            raise
        raise ToolformError(str(exc)) from None
    if args.json:
        print_json(prompt.to_dict())
    elif args.messages:
        print_json(prompt.messages)
    else:
        sys.stdout.write(prompt.system_prompt + "\n")
    return 0
