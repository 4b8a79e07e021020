"""Entry point of the ``toolform`` command.

Each subcommand module has ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``.
Whatever goes wrong prints one line on stderr, never a traceback: a user or input error (bad
arguments, any ``ToolformError``, a path that cannot be read or written, input nested deeper than
Python can follow) exits 2; anything else is a bug in toolform and exits 1 (set
``TOOLFORM_TRACEBACK=1`` to see its traceback). A closed stdout (``| head``) ends quietly.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from toolform import __version__
from toolform.errors import ToolformError

SUBCOMMANDS: tuple[str, ...] = (
    "convert",
    "inspect",
    "formats",
    "render",
    "parse",
    "call",
    "guard",
    "bench",
    "advise",
    "demo",
    "serve",
)
EXIT_USER_ERROR = 2
EXIT_INTERNAL = 1


def _one_line(text: object) -> str:
    """``text`` on one line: a message must not spill over (a path may hold a line break)."""
    return " ".join(str(text).split())


class Parser(argparse.ArgumentParser):
    """argparse, with its errors on one line (argparse's own adds the whole usage first)."""

    def error(self, message: str) -> NoReturn:
        text = f"{self.prog}: error: {_one_line(message)} (see {self.prog} --help)"
        self.exit(EXIT_USER_ERROR, text + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
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


def _open_missing_streams() -> None:
    """A stream closed before Python started is None: writes to it are dropped, not fatal."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115


def _quiet_stdout() -> None:
    """After a broken pipe, point stdout at nothing so the flush at exit raises no more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # an in-memory stdout has no descriptor
        pass


def main(argv: Sequence[str] | None = None) -> int:
    _open_missing_streams()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version and argparse's errors
        return exc.code if isinstance(exc.code, int) else EXIT_USER_ERROR
    if not getattr(args, "_run", None):
        parser.print_help()
        return EXIT_USER_ERROR
    where = f"toolform {args.command}"
    try:
        code: int = args._run(args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except ToolformError as exc:
        message = _one_line(exc)
    except RecursionError:
        message = "the input is nested too deeply to process"
    except OSError as exc:
        name = f" {exc.filename}" if exc.filename else ""
        message = f"cannot use{name}: {exc.strerror or exc}"
    except KeyboardInterrupt:
        print("toolform: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:
        if os.environ.get("TOOLFORM_TRACEBACK"):
            raise
        print(
            f"{where}: internal error: {type(exc).__name__}: {_one_line(exc)[:500]} "
            "(a bug in toolform; TOOLFORM_TRACEBACK=1 shows where)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    print(f"{where}: error: {message}", file=sys.stderr)
    return EXIT_USER_ERROR


if __name__ == "__main__":
    sys.exit(main())
