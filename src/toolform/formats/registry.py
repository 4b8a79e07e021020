"""The catalogue: every format of every family, looked up by id.

Each family module exposes ``FORMATS``, a list of ``FormatSpec``; the catalogue is their
concatenation in the order of ``FAMILY_MODULES``.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType

from toolform.errors import UnknownFormatError
from toolform.formats import (
    cli_family,
    examples,
    json_minimal,
    json_schema,
    markdown,
    natural,
    openapi,
    python_family,
    signature,
    tabular,
    template,
    two_stage,
    typescript,
    xml,
    yaml_family,
)
from toolform.formats.spec import FormatSpec

FAMILY_MODULES: tuple[ModuleType, ...] = (
    json_schema,
    json_minimal,
    xml,
    yaml_family,
    typescript,
    python_family,
    signature,
    markdown,
    natural,
    cli_family,
    template,
    examples,
    openapi,
    tabular,
    two_stage,
)


@cache
def _by_id() -> dict[str, FormatSpec]:
    table: dict[str, FormatSpec] = {}
    for module in FAMILY_MODULES:
        for spec in module.FORMATS:
            if spec.id in table:
                raise RuntimeError(f"format id {spec.id!r} is defined twice")
            table[spec.id] = spec
    return table


def all_formats() -> list[FormatSpec]:
    return list(_by_id().values())


def format_ids() -> list[str]:
    return list(_by_id())


def families() -> list[str]:
    return list(dict.fromkeys(spec.family for spec in _by_id().values()))


def get_format(format_id: str) -> FormatSpec:
    """The format with this id; ``UnknownFormatError`` with close matches otherwise."""
    try:
        return _by_id()[format_id]
    except KeyError:
        raise UnknownFormatError(format_id, _by_id()) from None
