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
work, wall time measures the waiting too, and its ratios swing with the load), the best per size
of ``--repeat`` rounds (1 by default), each round reading the four sizes in turn, with the garbage
collector off, all measured in one run. A shape whose first reading breaks a goal is read
``--confirm`` rounds more (3 by default; 0 prints first readings) before it is printed: a
passing load spike does not survive them, a superlinear path does (it is slower at 1 MB in
every round).

    python benchmarks/bench_parse_scaling.py [--protocols json_object,xml_call] [--repeat 1] [--confirm 3]
"""

from __future__ import annotations

import argparse
import gc
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


def size_times(
    texts: dict[int, str],
    tools: Toolset,
    pid: str,
    mode: str,
    rounds: int,
    best: dict[int, float] | None = None,
) -> dict[int, float]:
    """The best time per size over ``rounds`` rounds, each round reading every size once, in
    turn (ascending, then descending in the next round). Timing the sizes side by side means
    that a change in the machine's load falls on all of them alike instead of on one size's
    block of runs, which is what a ratio between sizes needs."""
    best = dict(best or {size: float("inf") for size in texts})
    order = list(texts)
    for k in range(rounds):
        for size in order if k % 2 == 0 else reversed(order):
            best[size] = min(best[size], timed(read, texts[size], tools, pid, mode))
    return best


def growth(times: dict[int, float]) -> float:
    """time(1 MB) / time(256 KB)."""
    return times[SIZES[-1]] / max(times[SIZES[1]], 1e-6)


def over_goal(times: dict[int, float]) -> bool:
    """A reading that breaks a goal (a ratio counts only for a read long enough to measure)."""
    big = times[SIZES[-1]]
    return big >= SECONDS_GOAL or (big >= MEASURABLE and growth(times) > RATIO_GOAL)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--protocols", default="", help="comma-separated ids (default: all)")
    parser.add_argument("--shapes", default="", help="comma-separated shapes (default: all)")
    parser.add_argument("--repeat", type=int, default=1, help="rounds per shape (default 1)")
    parser.add_argument(
        "--confirm", type=int, default=3,
        help="extra rounds for a shape whose first reading is over a goal (default 3)",
    )  # fmt: skip
    args = parser.parse_args()
    tools = Toolset.load(WEATHER)
    pids = args.protocols.split(",") if args.protocols else protocol_ids()
    shapes = args.shapes.split(",") if args.shapes else list(HOSTILE_SHAPES)
    worst_time, worst_at = 0.0, ""
    print(f"{'protocol':<16} {'mode':<8} {'t(1MB)/t(256KB)':>16} {'worst shape':<22} {'1MB s':>7}")
    for pid in pids:
        call = get_protocol(pid).write_call([("get_forecast", {"city": "Denver"})])
        for mode in ("strict", "lenient"):
            ratio, ratio_shape, slowest = 0.0, "", 0.0
            for shape in shapes:
                texts = {size: hostile_reply(shape, size, call) for size in SIZES}
                times = size_times(texts, tools, pid, mode, args.repeat)
                if over_goal(times) and args.confirm:
                    # A first reading over a goal is read again: noise does not survive more
                    # rounds, the growth of a superlinear path does.
                    times = size_times(texts, tools, pid, mode, args.confirm, times)
                # A read that takes under MEASURABLE at 1 MB is all noise and cache: its ratio
                # says nothing about growth, so it is left out (it is fast at any size).
                r = growth(times)
                if times[SIZES[-1]] >= MEASURABLE and r > ratio:
                    ratio, ratio_shape = r, shape
                slowest = max(slowest, times[SIZES[-1]])
                if times[SIZES[-1]] > worst_time:
                    worst_time, worst_at = times[SIZES[-1]], f"{pid} {mode} {shape}"
            flag = "" if ratio <= RATIO_GOAL and slowest < SECONDS_GOAL else "  <- over goal"
            shown = f"{ratio:>16.2f}" if ratio_shape else f"{'-':>16}"  # all under MEASURABLE
            print(f"{pid:<16} {mode:<8} {shown} {ratio_shape:<22} {slowest:>7.3f}{flag}")
    print(
        f"worst 1 MB time: {worst_time:.3f} s ({worst_at}); goals: ratio <= {RATIO_GOAL}, "
        f"< {SECONDS_GOAL} s"
    )


if __name__ == "__main__":
    main()
