"""Entry point of the ``toolform`` command.

Each subcommand is named in ``SUBCOMMANDS`` with its help, and its module
(``toolform.cli.<name>_cmd``) has ``NAME``, ``add_arguments(parser)`` and ``run(args) -> int``.
Only the module of the subcommand that runs is imported: ``--version``, ``--help`` and a typo
import none, so they cost little more than starting Python.

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

# Each subcommand and its one-line help, in the order ``--help`` lists them. The help is here, not
# in the subcommand's module, so that ``toolform --help`` lists them all without importing any.
SUBCOMMANDS: dict[str, str] = {
    "convert": "Convert a tools file to another kind (shows what the loader understood).",
    "inspect": "Summarise a tools file: tools, parameters, nesting, enums and the tier estimate.",
    "formats": "List the tool-description formats: id, family, origin, default protocol and summary.",
    "render": "Render tools into a prompt in one format and protocol, or --compare every format.",
    "parse": "Parse a model reply in an answer protocol: calls, validation and repairs.",
    "call": "Call a model endpoint with your tools: a dry run, or the whole loop with --execute.",
    "guard": "Find instructions hidden in tool metadata (tool poisoning) and show what the guard strips.",
    "bench": "Run the study's format grid against an OpenAI-compatible endpoint; `bench export DIR` writes formats.json and the core table, `bench report DIR` an HTML page.",
    "advise": "Recommend a format, protocol and grading rule for a model and a tools file, with the source.",
    "demo": "Run the whole pipeline offline on the bundled example tools.",
    "serve": "Serve an OpenAI-compatible endpoint that gives a model without a tool API tool calling.",
}
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


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; with ``only``, the arguments of that subcommand alone (the others are
    listed, with their help, but their modules are not imported)."""
    parser = Parser(
        prog="toolform",
        description="Load tool definitions, render them into prompts, parse model replies.",
    )
    parser.add_argument("--version", action="version", version=f"toolform {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, help_text in SUBCOMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        if only is None or name == only:
            module = importlib.import_module(f"toolform.cli.{name}_cmd")
            module.add_arguments(p)
            p.set_defaults(_run=module.run)
    return parser


def _command(argv: Sequence[str]) -> str:
    """The subcommand ``argv`` names: its first word that is not an option ("" when none is)."""
    first = next((a for a in argv if not a.startswith("-")), "")
    return first if first in SUBCOMMANDS else ""


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


def _close_tool_sources() -> None:
    """Close what the command opened (MCP servers started by ``--mcp`` exit with it)."""
    module = sys.modules.get("toolform.cli.tool_sources")
    if module is not None:
        module.close_opened()


def main(argv: Sequence[str] | None = None) -> int:
    _open_missing_streams()
    words = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(only=_command(words))
    try:
        args = parser.parse_args(words)
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
    finally:
        _close_tool_sources()
    print(f"{where}: error: {message}", file=sys.stderr)
    return EXIT_USER_ERROR


if __name__ == "__main__":
    sys.exit(main())
