"""The CLI reference as Markdown, generated from the argument parser so it cannot drift.

Each subcommand module may define ``EXIT_CODES`` (status -> meaning) and ``EXAMPLES`` (command
lines, run by the documentation tests); the reference prints them beside the parser's own usage.
"""

from __future__ import annotations

import argparse
import importlib

from toolform.cli.main import SUBCOMMANDS, build_parser
from toolform.textfile import MAX_INPUT_BYTES

DEFAULT_EXIT_CODES: dict[int, str] = {0: "success", 2: "user error: one line on stderr"}


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _flag_cell(action: argparse.Action) -> str:
    if action.option_strings:
        names = ", ".join(f"`{o}`" for o in action.option_strings)
        if action.nargs != 0 and action.metavar is not None:
            names += f" `{action.metavar}`"
        elif action.nargs != 0:
            names += f" `{action.dest.upper()}`"
        return names
    return f"`{action.metavar or action.dest}` (positional)"


def _default_cell(action: argparse.Action) -> str:
    if action.required:
        return "required"
    if action.default in (None, argparse.SUPPRESS) or action.nargs == 0:
        return "off" if action.nargs == 0 else "-"
    return f"`{action.default}`"


def _help_cell(action: argparse.Action) -> str:
    text = (action.help or "").replace("|", "\\|")
    if action.choices and not isinstance(action.choices, dict):
        text += f" (one of: {', '.join(str(c) for c in action.choices)})"
    return text


def command_examples(name: str) -> tuple[str, ...]:
    module = importlib.import_module(f"toolform.cli.{name}_cmd")
    examples: tuple[str, ...] = getattr(module, "EXAMPLES", ())
    return examples


def cli_reference_markdown() -> str:
    """Every subcommand with its usage, flags, defaults, exit codes and examples."""
    parser = build_parser()
    subs = _subparsers(parser)
    out = [
        "Every `toolform` subcommand, generated from its argument parser.",
        "",
        "Whatever goes wrong prints one line on stderr, never a traceback. Exit 2 is a usage or "
        "input error: bad arguments, a file that cannot be read or written, input nested too "
        "deeply, a results store in use by another run. Exit 1 with `internal error` is a bug "
        "in toolform (`TOOLFORM_TRACEBACK=1` shows its traceback). File arguments and standard "
        f"input are read up to {MAX_INPUT_BYTES // 2**20} MiB. A closed or broken stdout "
        "(`| head`) ends the command quietly with exit 0.",
        "",
    ]
    for name in SUBCOMMANDS:
        module = importlib.import_module(f"toolform.cli.{name}_cmd")
        sub = subs[module.NAME]
        out += [
            f"## toolform {module.NAME}",
            "",
            SUBCOMMANDS[name],
            "",
            "```",
            sub.format_usage().strip(),
            "```",
            "",
        ]
        actions = [a for a in sub._actions if not isinstance(a, argparse._HelpAction)]
        if actions:
            out += ["| argument | default | meaning |", "|---|---|---|"]
            out += [f"| {_flag_cell(a)} | {_default_cell(a)} | {_help_cell(a)} |" for a in actions]
            out.append("")
        codes = getattr(module, "EXIT_CODES", DEFAULT_EXIT_CODES)
        out += [
            "Exit codes: " + "; ".join(f"`{k}` {v}" for k, v in sorted(codes.items())) + ".",
            "",
        ]
        examples = command_examples(name)
        if examples:
            out += ["Example:", "", "```console"] + [f"$ {e}" for e in examples] + ["```", ""]
    return "\n".join(out)
