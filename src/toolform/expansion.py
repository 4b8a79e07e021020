"""How far a loader may copy shared definitions out.

The IR holds every type written out in full, so renderers and validators never chase
references. A ``$ref`` or a TypeScript type alias is therefore copied at each use, and a chain of
definitions each used twice doubles at every level: 20 levels hold a million copies of the
innermost one. Loaders count what they build and refuse a schema whose count passes
``limit(size)`` of what was written, so loading stays linear in time and memory.

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


def overrun(size: int, unit: str, written: str) -> str:
    """The message when the count of ``unit`` built passed ``limit(size)``, ``size`` being
    what the input holds, in ``written``."""
    return (
        f"shared definitions expand to more than {limit(size):,} {unit} "
        f"(the input holds {size:,} {written})"
    )
