"""Reading a file the user named, with a size cap and one clear error for every way it fails.

A file argument can be anything the shell hands over: a folder, a device that never ends
(``/dev/zero``), a pipe, a file that is not UTF-8. Each reader of user files (tools, suites,
study exports, model replies) goes through here, so each fails the same way: its own error type,
naming the file, never a traceback or an unbounded read.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from toolform.errors import ToolformError

MAX_INPUT_BYTES = 32 * 2**20  # far above any tools file, suite or reply; far below trouble


def read_text_file(
    path: str | os.PathLike[str],
    error: type[ToolformError],
    *,
    limit: int = MAX_INPUT_BYTES,
    errors: str = "strict",
    missing_hint: str | None = None,
) -> str:
    """The UTF-8 text of ``path``; ``error`` (with the file as its source) when it cannot be
    read, is larger than ``limit`` bytes, or (with ``errors="strict"``) is not UTF-8."""
    source = os.fspath(path)
    try:
        with Path(path).open("rb") as fh:
            data = fh.read(limit + 1)
    except FileNotFoundError:
        raise error("no such file", source=source, hint=missing_hint) from None
    except IsADirectoryError:
        raise error("is a directory, not a file", source=source) from None
    except OSError as exc:
        raise error(f"cannot read: {exc.strerror or exc}", source=source) from None
    except ValueError as exc:  # a NUL, or a surrogate no file system name can hold
        raise error(f"not a usable file name: {exc}", source=ascii(source)) from None
    if len(data) > limit:
        raise error(f"larger than {limit} bytes, the most toolform reads", source=source)
    try:
        return data.decode("utf-8", errors=errors)
    except UnicodeDecodeError as exc:
        raise error(f"not UTF-8 text ({exc.reason})", source=source) from None


def parse_json(text: str, error: type[ToolformError], source: str | None) -> Any:
    """``json.loads(text)``; ``error`` with the line and column when it is malformed, or when
    it is nested deeper than the parser can go."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(
            f"malformed JSON: {exc.msg}", source=source, line=exc.lineno, column=exc.colno
        ) from None
    except RecursionError:
        raise error("JSON nested too deeply to read", source=source) from None


def read_json_file(
    path: str | os.PathLike[str], error: type[ToolformError], *, source: str | None = None
) -> Any:
    """The parsed JSON of ``path``, read as ``read_text_file`` does and parsed as
    ``parse_json`` does."""
    return parse_json(read_text_file(path, error), error, source or os.fspath(path))
