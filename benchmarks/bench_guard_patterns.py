"""Every guard pattern over long runs of one fragment: does any grow faster than its input?

Run: ``python benchmarks/bench_guard_patterns.py [--ratio 6] [--only NAME]``.

The scan is linear only if each pattern is: a gap that is unbounded, or a repeat that can start
anywhere inside a long run ("[\\w.+-]+@" on 16 KB of "a.b"), makes one search quadratic, and a
sentence with no full stop can be as long as the field. Tests count the characters handed to the
patterns, not the steps inside one, so this sweep is where such a pattern shows: every compiled
pattern the guard's modules hold (found by walking every module of the package, into tuples,
mappings and the guard's own objects, so that a new module cannot be left out) is searched over
4 KB and 16 KB runs of each fragment, and of each of the pattern's own longest literal words, and
those whose time grows by more than ``--ratio`` (4 is linear) are printed. Stop 29 found the
prohibition test quadratic this way, stop 30 two of its own patterns; stop 51 added the walk and
the pattern's own words after a module the fixed list left out (``declared``) held a quadratic
pattern. Exit status 1 when any pattern grows too fast.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import pkgutil
import re
import sys
import time
from collections.abc import Iterator
from typing import Any

import toolform.guard

try:  # the pattern parser: re._parser since Python 3.11, sre_parse before
    from re import _parser
except ImportError:  # pragma: no cover (Python 3.10)
    import sre_parse as _parser  # type: ignore[no-redef]

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
    """Every compiled pattern the guard's modules hold, each once, named by where it lives."""
    seen: set[int] = set()
    for info in pkgutil.iter_modules(toolform.guard.__path__):
        module = importlib.import_module(f"toolform.guard.{info.name}")
        source = ast.parse(inspect.getsource(module))
        for key in _assigned(source):  # (a name imported from another module is named there)
            yield from _held(f"{info.name}.{key}", vars(module)[key], seen, depth=4)


def _assigned(tree: ast.Module) -> list[str]:
    """The names a module's top level assigns."""
    names = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        names += [t.id for t in targets if isinstance(t, ast.Name)]
    return names


def _held(
    name: str, value: Any, seen: set[int], depth: int
) -> Iterator[tuple[str, re.Pattern[str]]]:
    """The patterns in ``value``: itself, or inside a tuple, list, set, mapping or an object of the
    guard's own classes (a detector, a rule), down to ``depth`` levels."""
    if id(value) in seen or depth < 0:
        return
    seen.add(id(value))
    if isinstance(value, re.Pattern):
        yield name, value
    elif isinstance(value, (tuple, list, frozenset, set)):
        for i, item in enumerate(value):
            yield from _held(f"{name}[{i}]", item, seen, depth - 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _held(f"{name}[{key!r}]", item, seen, depth - 1)
    elif type(value).__module__.startswith("toolform.guard"):
        fields = getattr(value, "__dict__", None) or {
            slot: getattr(value, slot, None) for slot in getattr(type(value), "__slots__", ())
        }
        for key, item in fields.items():
            yield from _held(f"{name}.{key}", item, seen, depth - 1)


def own_fragments(pattern: re.Pattern[str], most: int = 4) -> list[str]:
    """The pattern's ``most`` longest literal words, each followed by a space: a run of the words
    a pattern reads is where its repeats and gaps are tried the most."""
    words: set[str] = set()
    _literals(_parser.parse(pattern.pattern, pattern.flags), words)
    longest = sorted((w for w in words if len(w) > 2), key=lambda w: (-len(w), w))[:most]
    return [word + " " for word in longest]


def _literals(tree: Any, words: set[str]) -> None:
    """Collect into ``words`` the runs of literal letters of a parsed pattern."""
    run: list[str] = []
    for op, arg in tree:
        if op is _parser.LITERAL and chr(arg).isalpha():
            run.append(chr(arg))
            continue
        if run:
            words.add("".join(run))
            run = []
        if op is _parser.SUBPATTERN:
            _literals(arg[-1], words)
        elif op is _parser.BRANCH:
            for branch in arg[1]:
                _literals(branch, words)
        elif op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT, _parser.POSSESSIVE_REPEAT):
            _literals(arg[2], words)
    if run:
        words.add("".join(run))


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
    parser.add_argument("--only", help="sweep only the patterns whose name holds this")
    args = parser.parse_args()
    found = [(n, p) for n, p in patterns() if args.only is None or args.only in n]
    slow = 0
    for name, pattern in found:
        for fragment in (*FRAGMENTS, *own_fragments(pattern)):
            small, large = growth(pattern, fragment)
            # A search under 50 ms at 16 KB is noise whatever its ratio: the quadratic patterns
            # found so far took 0.2 to 3 s there.
            if large > 0.05 and large / max(small, 1e-6) > args.ratio:
                slow += 1
                print(f"{name} on {fragment!r}: 4 KB {small:.3f} s, 16 KB {large:.3f} s")
    print(
        f"{len(found)} patterns x {len(FRAGMENTS)} fragments and their own words:"
        f" {slow} grow faster than {args.ratio}x"
    )
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
