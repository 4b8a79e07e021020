"""Every guard pattern over long runs of one fragment: does any grow faster than its input?

Run: ``python benchmarks/bench_guard_patterns.py [--ratio 6]``.

The scan is linear only if each pattern is: a gap that is unbounded, or a repeat that can start
anywhere inside a long run ("[\\w.+-]+@" on 16 KB of "a.b"), makes one search quadratic, and a
sentence with no full stop can be as long as the field. Tests count the characters handed to the
patterns, not the steps inside one, so this sweep is where such a pattern shows: every compiled
pattern of the guard's modules (the rules' ``unless`` patterns too) is searched over 4 KB and 16 KB
runs of each fragment, and those whose time grows by more than ``--ratio`` (4 is linear) are
printed. Stop 29 found the prohibition test quadratic this way, stop 30 two of its own patterns.
Exit status 1 when any pattern grows too fast.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import time
from collections.abc import Iterator

MODULES = (
    "rules", "intent", "first_party", "obligation", "agent_data", "agent_output", "disclosure",
    "payloads", "residue", "forbids", "value_shapes", "neighbours", "segment", "emoji", "retired",
    "mention", "unicode", "rivals",
)  # fmt: skip
# Pieces of attacks and of guidance that the patterns read, each repeated into one long sentence.
FRAGMENTS = (
    "a.b", "a_", "- ", "x, ", "a ", "../", "'x' ", "`x` ", "also ", "every ", "set x to ", "delete ",
    "even if the user ", "prefer this tool ", "call a_b ", "the user's ", "used by ", "99% ",
    "guaranteed to ", "no longer ", "will be ", "has known ", "substitute x for ", "leave x out of ",
    "not be ", "value of the ", "copy every ", "overwrite ", "powershell -enc ", "pip install ",
    "npx -y ", "once the user ", "when calls are ", "not read ", "never print ", "if the user asks for ",
    "is replaced with ", "a@b.co ", "parent directory ", "all files in ", 'such as "', "later calls ",
    "for the first 3 calls ", "with the user before ", "without it ", "construct x as ", "default: ",
    "do not mention ", "has moved to a_b ", "are now handled by ", "is appended to ~/.bashrc ",
    "never install ", "should not be mentioned ", "is silent ", "injection such as '",
)  # fmt: skip
SIZES = (4_000, 16_000)


def patterns() -> Iterator[tuple[str, re.Pattern[str]]]:
    """Every compiled pattern of the guard modules, named by where it lives."""
    for name in MODULES:
        module = importlib.import_module(f"toolform.guard.{name}")
        for key, value in vars(module).items():
            if isinstance(value, re.Pattern):
                yield f"{name}.{key}", value
            elif isinstance(getattr(value, "pattern", None), re.Pattern):
                yield f"{name}.{key}", value.pattern
        for rule in getattr(module, "RULES", ()) if name == "rules" else ():
            for i, pattern in enumerate(rule.all_of):
                yield f"rule {rule.id}[{i}]", pattern
            if rule.unless is not None:
                yield f"rule {rule.id}[unless]", rule.unless


def growth(pattern: re.Pattern[str], fragment: str) -> tuple[float, float]:
    """Seconds for one search over each size of a run of ``fragment``, the best of three (a busy
    machine adds time; it never takes any away)."""
    times = []
    for size in SIZES:
        text = fragment * (size // len(fragment))
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            pattern.search(text)
            best = min(best, time.perf_counter() - start)
        times.append(best)
    return times[0], times[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ratio", type=float, default=6.0, help="growth that counts as too fast")
    args = parser.parse_args()
    found = list(patterns())
    slow = 0
    for name, pattern in found:
        for fragment in FRAGMENTS:
            small, large = growth(pattern, fragment)
            # A search under 50 ms at 16 KB is noise whatever its ratio: the quadratic patterns
            # found so far took 0.2 to 3 s there.
            if large > 0.05 and large / max(small, 1e-6) > args.ratio:
                slow += 1
                print(f"{name} on {fragment!r}: 4 KB {small:.3f} s, 16 KB {large:.3f} s")
    print(
        f"{len(found)} patterns x {len(FRAGMENTS)} fragments: {slow} grow faster than {args.ratio}x"
    )
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
