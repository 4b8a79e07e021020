"""A count of the guard's work, so that tests can check its growth without a clock.

The scan must stay linear in the size of the tools it reads. Seconds depend on the machine and
its load; characters do not. The scanner adds here every character it hands to a pattern search
(per sentence and per detector) and every character it copies into a finding or a removal, which
are the two places where a careless change makes the scan quadratic (one finding per invisible
run, each quoting the whole field, was such a change). ``measure()`` returns the count of one
block of code.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class WorkMeter:
    """Characters scanned or copied by the guard since the meter was created."""

    def __init__(self) -> None:
        self.chars = 0

    def add(self, n: int) -> None:
        self.chars += n


METER = WorkMeter()


@contextmanager
def measure() -> Iterator[WorkMeter]:
    """A fresh meter for the block: ``with measure() as m: scan(tools)`` then ``m.chars``."""
    global METER
    outer = METER
    METER = WorkMeter()
    try:
        yield METER
    finally:
        inner, METER = METER, outer
        outer.add(inner.chars)


def add(n: int) -> None:
    METER.chars += n  # (not METER.add: the scanner counts here a hundred thousand times a scan)
