"""``toolform parse``: read a model reply against a tools file and show the calls it makes.

Exits 0 when the reply is ok, 1 when it is not (so it can gate a pipeline), 2 on user error.
"""

from __future__ import annotations

import argparse
import json

from toolform.cli.common import load_toolset, print_json, read_stdin
from toolform.errors import ToolformError
from toolform.grading_rules import RULES
from toolform.parse import parse_reply
from toolform.textfile import read_text_file

NAME = "parse"
EXAMPLES = (
    'echo \'<function_calls><invoke name="get_forecast"><parameter name="city">Denver'
    "</parameter></invoke></function_calls>' | "
    "toolform parse examples/tools/weather.py --protocol xml_call",
    'echo \'{"name": "get_forecast", "arguments": {"city": "Denver"}}\' | '
    "toolform parse examples/tools/weather.py --protocol json_object --json",
    'echo \'{"name": "get_weather", "arguments": {}}\' | '
    "toolform parse examples/tools/weather.py --protocol json_object",
)
EXAMPLE_EXIT = {EXAMPLES[2]: 1}
EXIT_CODES = {
    0: "the reply is ok: valid calls, or a declared no-call",
    1: "the reply is not ok: no call, an invalid call or an unknown tool",
    2: "user error: one line on stderr",
}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("tools", help="tools file of any supported kind")
    p.add_argument("--protocol", required=True, help="answer protocol id, e.g. xml_call")
    p.add_argument("--reply-file", help="file holding the reply (default: read stdin)")
    p.add_argument("--rule", default="main", choices=RULES, help="grading rule (default: main)")
    p.add_argument("--lenient", action="store_true", help="fall back to the lenient parse")
    p.add_argument("--json", action="store_true", help="print the parsed reply as JSON")


def _read_reply(path: str | None) -> str:
    if path is None:
        return read_stdin("the reply")
    return read_text_file(path, ToolformError, errors="surrogateescape")


def run(args: argparse.Namespace) -> int:
    toolset = load_toolset(args.tools)
    reply = _read_reply(args.reply_file)
    try:
        parsed = parse_reply(
            reply, toolset, args.protocol, rule=args.rule, lenient_fallback=args.lenient
        )
    except ValueError as exc:
        if isinstance(exc, ToolformError):
            raise
        raise ToolformError(str(exc)) from exc
    if args.json:
        print_json(parsed.to_dict())
        return 0 if parsed.ok else 1
    for call in parsed.calls:
        status = "valid" if call.valid else "INVALID"
        print(
            f"call {call.resolved_name} {json.dumps(call.arguments, ensure_ascii=False)} [{status}]"
        )
        for error in call.validation:
            print(f"  error {error['path']}: {error['message']}")
        for repair in call.repairs:
            print(f"  repair {repair}")
    for rejected in parsed.rejected:
        print(f"rejected {rejected.name}: {rejected.reason}")
    if not parsed.calls and not parsed.rejected:
        print("no call" + (" (declared)" if parsed.no_call_declared else ""))
    print(f"ok: {str(parsed.ok).lower()}  format_compliant: {str(parsed.format_compliant).lower()}")
    return 0 if parsed.ok else 1
