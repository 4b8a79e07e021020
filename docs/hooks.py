"""MkDocs hook: fill generated sections of the documentation at build time.

A page asks for a generated section with a marker comment on a line of its own:
``<!-- toolform:cli-reference -->`` is replaced by the CLI reference built from the argument parser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolform.cli.reference import cli_reference_markdown

GENERATORS: dict[str, Callable[[], str]] = {
    "<!-- toolform:cli-reference -->": cli_reference_markdown,
}


def on_page_markdown(markdown: str, **_: Any) -> str:
    for marker, generate in GENERATORS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, generate())
    return markdown
