"""MkDocs hook: fill generated sections of the documentation at build time.

A page asks for a generated section with a marker comment on a line of its own:
``<!-- toolform:cli-reference -->`` becomes the CLI reference built from the argument parser and
``<!-- toolform:format-catalogue -->`` the format catalogue built from the registry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from toolform.cli.reference import cli_reference_markdown
from toolform.examples_data import example_weather_module
from toolform.cli.catalogue_page import catalogue_markdown
from toolform.toolset import Toolset


def _catalogue() -> str:
    return catalogue_markdown(Toolset.from_python(example_weather_module()))


GENERATORS: dict[str, Callable[[], str]] = {
    "<!-- toolform:cli-reference -->": cli_reference_markdown,
    "<!-- toolform:format-catalogue -->": _catalogue,
}


def on_page_markdown(markdown: str, **_: Any) -> str:
    for marker, generate in GENERATORS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, generate())
    return markdown
