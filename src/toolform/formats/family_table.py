"""A family module's table of formats, turned into the ``FormatSpec`` entries it registers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from toolform.formats.spec import ALL_FACTS, FormatSpec, Renderer


@dataclass(frozen=True)
class Row:
    """One format of a family table; ``source`` set means the layout imitates a real one (W)."""

    id: str
    name: str
    summary: str
    renderer: Renderer
    shows: frozenset[str] = ALL_FACTS
    language: str | None = None
    source: str | None = None
    protocol: str | None = None  # overrides the family's default protocol


def specs_from(family: str, default_protocol: str, rows: Sequence[Row]) -> list[FormatSpec]:
    """The ``FormatSpec`` list of a family module from its table."""
    return [
        FormatSpec(
            id=row.id,
            name=row.name,
            family=family,
            novel=row.source is None,
            default_protocol=row.protocol or default_protocol,
            summary=row.summary,
            renderer=row.renderer,
            shows=row.shows,
            language=row.language,
            source=row.source,
        )
        for row in rows
    ]
