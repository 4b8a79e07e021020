"""The catalogue: every format of every family, looked up by id (a ``toolform.registry.Registry``).

Each family module exposes ``FORMATS``, a list of ``FormatSpec``; the catalogue registers them in
the order of ``FAMILY_MODULES`` when it is first read, so importing it loads no renderer.
"""

from __future__ import annotations

import importlib

from toolform.errors import UnknownFormatError
from toolform.formats.spec import FormatSpec
from toolform.registry import Registry

# The family modules under ``toolform.formats``, in the catalogue's order.
FAMILY_MODULES: tuple[str, ...] = (
    "json_schema",
    "json_minimal",
    "xml",
    "yaml_family",
    "typescript",
    "python_family",
    "signature",
    "markdown",
    "natural",
    "cli_family",
    "template",
    "examples",
    "openapi",
    "tabular",
    "two_stage",
)


def _fill(registry: Registry[FormatSpec]) -> None:
    for name in FAMILY_MODULES:
        for spec in importlib.import_module(f"toolform.formats.{name}").FORMATS:
            registry.register(spec.id, spec)


FORMATS: Registry[FormatSpec] = Registry(UnknownFormatError, fill=_fill)


def all_formats() -> list[FormatSpec]:
    return FORMATS.values()


def format_ids() -> list[str]:
    return FORMATS.names()


def families() -> list[str]:
    return list(dict.fromkeys(spec.family for spec in FORMATS.values()))


def get_format(format_id: str) -> FormatSpec:
    """The format with this id; ``UnknownFormatError`` with close matches otherwise."""
    return FORMATS.get(format_id)
