"""Which (format, protocol) pairs a bench run covers.

``--core`` is the eight formats of the main table; ``--all`` every format of the catalogue that
renders in one turn (a two-stage format needs two model calls per task, which this single-turn
runner does not make, so it is left out and named in the plan's ``skipped``). ``--protocols`` pairs
every chosen format with each listed protocol instead of its default one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

CORE_FORMATS: tuple[str, ...] = (
    "json_schema_openai",
    "json_minimal",
    "xml_schema",
    "yaml_schema",
    "typescript_namespace",
    "python_signature",
    "markdown_doc",
    "natural_language",
)


@dataclass(frozen=True)
class Cell:
    format_id: str
    protocol_id: str
    default_protocol: bool


@dataclass
class Plan:
    cells: list[Cell]
    skipped: list[str] = field(default_factory=list)


def plan_cells(
    format_ids: Sequence[str] | None = None,
    *,
    all_formats: bool = False,
    protocol_ids: Sequence[str] | None = None,
) -> Plan:
    """The grid's cells; unknown ids raise ``UnknownFormatError``/``UnknownProtocolError``."""
    from toolform.formats import registry

    if all_formats:
        specs = registry.all_formats()
    else:
        specs = [registry.get_format(f) for f in (format_ids or CORE_FORMATS)]
    if protocol_ids:
        from toolform.protocols.registry import get_protocol

        for pid in protocol_ids:
            get_protocol(pid)
    cells: list[Cell] = []
    skipped: list[str] = []
    for spec in specs:
        if spec.two_stage:
            skipped.append(spec.id)
            continue
        for pid in protocol_ids or (spec.default_protocol,):
            cells.append(Cell(spec.id, pid, pid == spec.default_protocol))
    return Plan(list(dict.fromkeys(cells)), skipped)
