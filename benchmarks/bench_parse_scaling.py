"""How ``parse_reply`` scales with the size of hostile replies, per protocol, strict and lenient.

A model that loops can write a megabyte of repeated openings (tags, brackets, fences, call
prefixes) with no close; a proxy that parses the reply must not stall on it. Each shape of
``HOSTILE_SHAPES`` (tests/strategies.py, shared with the work-counting tests) is repeated to
128 KB, 256 KB, 512 KB and 1 MB, with one valid call at the end, and read by every
protocol: strictly (``parse_reply(...).calls``, the protocol's own parser) and leniently
(``parse_reply(..., lenient_fallback=True).to_dict()``, which runs every parser).

Printed per protocol and mode: time(1 MB) / time(256 KB), the worst over the shapes (linear is
about 4; goal <= 5; shapes read in under 20 ms at 1 MB are left out of the ratio, being noise),
and the worst absolute 1 MB time (goal < 1 s on the machine it runs on).
Timings are the CPU time of this process (``time.process_time``: on a machine shared with other
work, wall time measures the waiting too), with the garbage collector off, all measured in one
run. Each round reads the four sizes in turn (ascending, then descending in the next round), and
the ratio is the median over the rounds of the ratio within a round: the two sizes of a pair are
read seconds apart, so a change in the machine's speed (load, a neighbour on a shared host, the
clock) falls on both, and the median drops the round a spike hit. The best reading of each size
taken on its own ("best/best", printed beside it for comparison) is not used for the goal: it
pairs readings from different moments, and on a virtual machine it swung by a quarter between two
quiet runs while the instructions counted by callgrind grew 4.0x. The absolute 1 MB time is the
best round's. A shape whose first reading breaks a goal is read ``--confirm`` rounds more
(3 by default; 0 prints first readings) before it is printed: a passing load spike does not
survive them, a superlinear path does (it is slower at 1 MB in every round).

    python benchmarks/bench_parse_scaling.py [--protocols json_object,xml_call] [--repeat 3] [--confirm 3]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from strategies import HOSTILE_SHAPES, hostile_reply  # noqa: E402
from toolform.parse import parse_reply  # noqa: E402
from toolform.protocols.registry import get_protocol, protocol_ids  # noqa: E402
from toolform.protocols.scan import forget_brackets  # noqa: E402
from toolform.sdk import Toolset  # noqa: E402

WEATHER = ROOT / "tests" / "data" / "weather_tools.json"
KB = 1024
SIZES = (128 * KB, 256 * KB, 512 * KB, 1024 * KB)
RATIO_GOAL, SECONDS_GOAL = 5.0, 1.0
MEASURABLE = 0.02  # seconds at 1 MB below which a ratio is not reported


def read(text: str, tools: Toolset, pid: str, mode: str) -> object:
    """Strict: the asked protocol's parser only. Lenient: the fallback, which runs them all."""
    if mode == "strict":
        return parse_reply(text, tools, pid).calls
    return parse_reply(text, tools, pid, lenient_fallback=True).to_dict()


def timed(fn: Callable[..., object], *args: object) -> float:
    """One run on a fresh bracket table with the garbage collector off (as ``timeit`` does)."""
    forget_brackets()  # each run reads the text afresh, as a new reply would be
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        fn(*args)
        return time.process_time() - start
    finally:
        gc.enable()


def rounds(
    texts: dict[int, str],
    tools: Toolset,
    pid: str,
    mode: str,
    count: int,
    earlier: list[dict[int, float]] | None = None,
) -> list[dict[int, float]]:
    """``earlier`` and ``count`` more rounds, each reading every size once (ascending, then
    descending in the next round): one dict of size -> seconds per round."""
    done = list(earlier or [])
    order = list(texts)
    for k in range(len(done), len(done) + count):
        sizes = order if k % 2 == 0 else order[::-1]
        done.append({size: timed(read, texts[size], tools, pid, mode) for size in sizes})
    return done


def growth(readings: list[dict[int, float]]) -> float:
    """The median over rounds of time(1 MB) / time(256 KB) within the round."""
    return statistics.median(r[SIZES[-1]] / max(r[SIZES[1]], 1e-6) for r in readings)


def best(readings: list[dict[int, float]], size: int) -> float:
    return min(r[size] for r in readings)


def over_goal(readings: list[dict[int, float]]) -> bool:
    """A reading that breaks a goal (a ratio counts only for a read long enough to measure)."""
    big = best(readings, SIZES[-1])
    return big >= SECONDS_GOAL or (big >= MEASURABLE and growth(readings) > RATIO_GOAL)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--protocols", default="", help="comma-separated ids (default: all)")
    parser.add_argument("--shapes", default="", help="comma-separated shapes (default: all)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds per shape (default 3)")
    parser.add_argument(
        "--confirm", type=int, default=3,
        help="extra rounds for a shape whose first reading is over a goal (default 3)",
    )  # fmt: skip
    args = parser.parse_args()
    tools = Toolset.load(WEATHER)
    pids = args.protocols.split(",") if args.protocols else protocol_ids()
    shapes = args.shapes.split(",") if args.shapes else list(HOSTILE_SHAPES)
    worst_time, worst_at = 0.0, ""
    head = (
        f"{'protocol':<16} {'mode':<8} {'t(1MB)/t(256KB)':>16} {'best/best':>9} {'worst shape':<22}"
    )
    print(f"{head} {'1MB s':>7}")
    for pid in pids:
        call = get_protocol(pid).write_call([("get_forecast", {"city": "Denver"})])
        for mode in ("strict", "lenient"):
            ratio, plain, ratio_shape, slowest = 0.0, 0.0, "", 0.0
            for shape in shapes:
                texts = {size: hostile_reply(shape, size, call) for size in SIZES}
                readings = rounds(texts, tools, pid, mode, args.repeat)
                if over_goal(readings) and args.confirm:
                    # A first reading over a goal is read again: noise does not survive more
                    # rounds, the growth of a superlinear path does.
                    readings = rounds(texts, tools, pid, mode, args.confirm, readings)
                big = best(readings, SIZES[-1])
                # A read that takes under MEASURABLE at 1 MB is all noise and cache: its ratio
                # says nothing about growth, so it is left out (it is fast at any size).
                r = growth(readings)
                if big >= MEASURABLE and r > ratio:
                    ratio, ratio_shape = r, shape
                    plain = big / max(best(readings, SIZES[1]), 1e-6)
                slowest = max(slowest, big)
                if big > worst_time:
                    worst_time, worst_at = big, f"{pid} {mode} {shape}"
            flag = "" if ratio <= RATIO_GOAL and slowest < SECONDS_GOAL else "  <- over goal"
            # "-": every shape read in under MEASURABLE at 1 MB
            shown = f"{ratio:>16.2f} {plain:>9.2f}" if ratio_shape else f"{'-':>16} {'-':>9}"
            print(f"{pid:<16} {mode:<8} {shown} {ratio_shape:<22} {slowest:>7.3f}{flag}")
    print(
        f"worst 1 MB time: {worst_time:.3f} s ({worst_at}); goals: ratio <= {RATIO_GOAL}, "
        f"< {SECONDS_GOAL} s"
    )


if __name__ == "__main__":
    main()
