"""How far a loader may copy shared definitions out.

The IR holds every type written out in full, so renderers and validators never chase
references. A ``$ref`` or a TypeScript type alias is therefore copied at each use, and a chain of
definitions each used twice doubles at every level: 20 levels hold a million copies of the
innermost one. Loaders measure (JSON Schema) or count (TypeScript) the expansion and refuse a
definition set that would grow past ``limit(size)``, so loading stays linear in time and memory.

The bound is generous on purpose: ``FLOOR`` values is already more than a model's context can
hold once rendered, and a definition set may grow to ``RATIO`` times its written size.
"""

from __future__ import annotations

FLOOR = 50_000
RATIO = 16
HINT = "each use of a shared definition is written out in full: use them less, or nest them less"


def limit(size: int) -> int:
    """The most nodes a definition set of ``size`` nodes may expand to."""
    return max(FLOOR, RATIO * size)


def excess(size: int, expanded: int, unit: str) -> str | None:
    """A message when ``expanded`` (the measured full size) is past the bound for ``size``."""
    if expanded <= limit(size):
        return None
    return (
        f"the schema expands to {expanded:,} {unit} through shared definitions "
        f"(written with {size:,}; the limit is {limit(size):,})"
    )


def overrun(size: int, unit: str) -> str:
    """The message when a count of what is being built passed ``limit(size)``."""
    return (
        f"the types expand to more than {limit(size):,} {unit} through shared definitions "
        f"(written with {size:,} tokens)"
    )
