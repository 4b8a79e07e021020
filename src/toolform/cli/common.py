"""Helpers the subcommands share: loading a tools file, printing JSON and tables."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from toolform.errors import ToolformError
from toolform.textfile import MAX_INPUT_BYTES
from toolform.toolset import Toolset


def load_toolset(path: str) -> Toolset:
    """Load a tools file of any supported kind (JSON, ``.py``, ``.ts``).

    The loaders' notes (what was normalised, what was ignored) go to stderr, so the user sees what
    was understood while stdout stays clean for a pipe.
    """
    toolset = Toolset.load(path)
    print_notes(toolset)
    return toolset


def print_notes(toolset: Toolset) -> None:
    """Each tool's loader notes, on stderr."""
    for tool in toolset.tools:
        for note in tool.annotations.get("toolform", {}).get("notes", []):
            sys.stderr.write(f"note: {tool.name}: {note}\n")


def timeout_seconds(text: str) -> float:
    """The value of a ``--timeout`` flag: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value < math.inf:
        raise argparse.ArgumentTypeError(f"must be a finite number of seconds above 0: {text!r}")
    return value


def read_stdin(what: str) -> str:
    """Standard input as text, read up to the same cap as a file (undecodable bytes kept as
    surrogate escapes); a closed stdin or one over the cap is a user error."""
    stream = sys.stdin
    if stream is None or stream.closed:
        raise ToolformError(f"standard input is closed: nothing to read {what} from")
    binary = getattr(stream, "buffer", None)
    data = (
        binary.read(MAX_INPUT_BYTES + 1) if binary is not None else stream.read(MAX_INPUT_BYTES + 1)
    )
    if len(data) > MAX_INPUT_BYTES:
        raise ToolformError(f"{what} on standard input is larger than {MAX_INPUT_BYTES} bytes")
    return data.decode("utf-8", "surrogateescape") if isinstance(data, bytes) else data


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def print_table(headers: list[str], rows: list[list[Any]]) -> None:
    """A plain aligned text table (no colour, so it pipes cleanly)."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in r] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    for n, row in enumerate(cells):
        sys.stdout.write("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() + "\n")
        if n == 0:
            sys.stdout.write("  ".join("-" * w for w in widths) + "\n")
