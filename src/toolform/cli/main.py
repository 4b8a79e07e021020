"""Entry point of the ``toolform`` command.

Each subcommand module has ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``.
User errors (any ``ToolformError``) print one line on stderr and exit 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from toolform import __version__
from toolform.errors import ToolformError

SUBCOMMANDS: tuple[str, ...] = (
    "convert",
    "inspect",
    "formats",
    "render",
    "parse",
    "guard",
    "bench",
    "advise",
    "demo",
)
EXIT_USER_ERROR = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolform",
        description="Load tool definitions, render them into prompts, parse model replies.",
    )
    parser.add_argument("--version", action="version", version=f"toolform {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        module = importlib.import_module(f"toolform.cli.{name}_cmd")
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return EXIT_USER_ERROR
    try:
        code: int = args._run(args)
        return code
    except ToolformError as exc:
        print(f"toolform {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USER_ERROR
    except KeyboardInterrupt:
        print("toolform: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
