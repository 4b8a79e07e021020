"""Accuracy with its uncertainty: the Wilson score interval.

The Wilson interval stays inside [0, 1] and behaves at 0 and n successes, where the normal
approximation collapses to a zero-width interval; study cells with a few hundred tasks need that.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``successes`` out of ``n`` (``(0.0, 1.0)`` when n is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= successes <= n:
        raise ValueError(f"successes must be in 0..{n}, got {successes}")
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Proportion:
    """``k`` of ``n`` with its accuracy and Wilson 95% interval, as the export writes it."""

    k: int = 0
    n: int = 0

    def add(self, ok: bool) -> None:
        self.n += 1
        self.k += int(ok)

    @property
    def rate(self) -> float | None:
        return self.k / self.n if self.n else None

    def to_dict(self, digits: int = 4) -> dict[str, Any]:
        lo, hi = wilson_interval(self.k, self.n)
        rate = self.rate
        return {
            "accuracy": None if rate is None else round(rate, digits),
            "ci95": [round(lo, digits), round(hi, digits)] if self.n else None,
            "n": self.n,
            "correct": self.k,
        }
