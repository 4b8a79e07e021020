"""How ``parse_reply`` scales with the size of hostile replies, per protocol, strict and lenient.

A model that loops can write a megabyte of repeated openings (tags, brackets, fences, call
prefixes) with no close; a proxy that parses the reply must not stall on it. Each shape below is
repeated to 128 KB, 256 KB, 512 KB and 1 MB, with one valid call at the end, and read by every
protocol: strictly (``parse_reply(...).calls``, the protocol's own parser) and leniently
(``parse_reply(..., lenient_fallback=True).to_dict()``, which runs every parser).

Printed per protocol and mode: time(1 MB) / time(256 KB), the worst over the shapes (linear is
about 4; goal <= 5), and the worst absolute 1 MB time (goal < 1 s on the machine it runs on).
Timings are the best of ``--repeat`` runs, all measured in one run.

    python benchmarks/bench_parse_scaling.py [--protocols json_object,xml_call] [--repeat 2]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from toolform.parse import parse_reply
from toolform.protocols.registry import get_protocol, protocol_ids
from toolform.sdk import Toolset

WEATHER = Path(__file__).resolve().parent.parent / "tests" / "data" / "weather_tools.json"
KB = 1024
SIZES = (128 * KB, 256 * KB, 512 * KB, 1024 * KB)
RATIO_GOAL, SECONDS_GOAL = 5.0, 1.0


def _nested(size: int) -> str:
    half = size // 2
    return "[" * half + "()" + "]" * half


#: Adversarial shapes: a unit repeated to the size, or a function of the size.
SHAPES: dict[str, str | Callable[[int], str]] = {
    "xml_open_tags": '<invoke name="a"><parameter name="b">',
    "xml_then_text": lambda n: '<invoke name="a"><parameter name="b">' * (n // 200) + "x" * n,
    "qwen_open_tags": "<function=a><parameter=b>",
    "function_then_brace": "<function=a>{",
    "react_open_input": "Action: a\nAction Input: {\n",
    "open_brackets": "[",
    "open_braces": "a{",
    "nested_brackets": _nested,
    "fences": "```json\n",
    "quotes": '"',
    "open_object_key": '{"name": "a", "arguments": {"x": ',
    "python_prefix": "[get_forecast(",
    "bare_call_prefix": "get_forecast(",
    "mistral_marker": "[TOOL_CALLS]",
    "hermes_open": "<tool_call>",
    "harmony_open": "<|channel|>commentary to=functions.a <|message|>{",
    "gemma_open": "<start_function_call>call:a{",
    "yaml_lines": "name: a\n",
    "prose": "The forecast is mild. ",
}


def reply(shape: str, size: int, call: str) -> str:
    unit = SHAPES[shape]
    body = unit(size) if callable(unit) else unit * (size // len(unit) + 1)
    return body[:size] + "\n" + call


def read(text: str, tools: Toolset, pid: str, mode: str) -> object:
    """Strict: the asked protocol's parser only. Lenient: the fallback, which runs them all."""
    if mode == "strict":
        return parse_reply(text, tools, pid).calls
    return parse_reply(text, tools, pid, lenient_fallback=True).to_dict()


def timed(fn: Callable[..., object], *args: object, repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn(*args)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--protocols", default="", help="comma-separated ids (default: all)")
    parser.add_argument("--shapes", default="", help="comma-separated shapes (default: all)")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    tools = Toolset.load(WEATHER)
    pids = args.protocols.split(",") if args.protocols else protocol_ids()
    shapes = args.shapes.split(",") if args.shapes else list(SHAPES)
    worst_time, worst_at = 0.0, ""
    print(f"{'protocol':<16} {'mode':<8} {'t(1MB)/t(256KB)':>16} {'worst shape':<22} {'1MB s':>7}")
    for pid in pids:
        call = get_protocol(pid).write_call([("get_forecast", {"city": "Denver"})])
        for mode in ("strict", "lenient"):
            ratio, ratio_shape, slowest = 0.0, "", 0.0
            for shape in shapes:
                times = {}
                for size in SIZES:
                    text = reply(shape, size, call)
                    times[size] = timed(read, text, tools, pid, mode, repeat=args.repeat)
                r = times[SIZES[-1]] / max(times[SIZES[1]], 1e-4)
                if r > ratio:
                    ratio, ratio_shape = r, shape
                slowest = max(slowest, times[SIZES[-1]])
                if times[SIZES[-1]] > worst_time:
                    worst_time, worst_at = times[SIZES[-1]], f"{pid} {mode} {shape}"
            flag = "" if ratio <= RATIO_GOAL and slowest < SECONDS_GOAL else "  <- over goal"
            print(f"{pid:<16} {mode:<8} {ratio:>16.2f} {ratio_shape:<22} {slowest:>7.3f}{flag}")
    print(
        f"worst 1 MB time: {worst_time:.3f} s ({worst_at}); goals: ratio <= {RATIO_GOAL}, "
        f"< {SECONDS_GOAL} s"
    )


if __name__ == "__main__":
    main()
