"""Load a generated 1,000-tool OpenAI file into a Toolset and export it back.

Prints each step's time as a ratio to plain ``json.loads`` of the same text, measured in the same
run (the machine is noisy, so only ratios are comparable). Goals: load <= 15x, export <= 10x.
Run: python benchmarks/bench_load.py
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from toolform.sdk import Toolset

N_TOOLS = 1000
REPEATS = 7


def make_tools(n: int) -> list[dict[str, Any]]:
    tools = []
    for i in range(n):
        params = {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": f"Search text {i}.", "minLength": 1},
                "limit": {"type": "integer", "minimum": 1, "maximum": 100, "default": 10},
                "mode": {"type": "string", "enum": ["fast", "exact", "fuzzy"], "default": "fast"},
                "filters": {
                    "type": "object",
                    "properties": {
                        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 5},
                        "since": {"type": "string", "format": "date"},
                        "owner": {"$ref": "#/$defs/Person"},
                    },
                },
                "recipients": {"type": "array", "items": {"$ref": "#/$defs/Person"}},
                "note": {"type": ["string", "null"], "default": None},
            },
            "required": ["query"],
            "$defs": {
                "Person": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string"},
                        "email": {"type": "string", "format": "email"},
                    },
                    "required": ["email"],
                }
            },
        }
        tools.append(
            {
                "type": "function",
                "function": {
                    "name": f"tool_{i}",
                    "description": f"Tool number {i}.",
                    "parameters": params,
                },
            }
        )
    return tools


def best_of(fn: Callable[[], Any]) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    text = json.dumps(make_tools(N_TOOLS))
    toolset = Toolset.load(text)
    t_json = best_of(lambda: json.loads(text))
    t_load = best_of(lambda: Toolset.load(text))
    t_export = best_of(toolset.to_openai)
    print(f"{N_TOOLS} tools, {len(text) / 1e6:.2f} MB of JSON")
    print(f"json.loads        {t_json * 1000:8.1f} ms")
    print(
        f"Toolset.load      {t_load * 1000:8.1f} ms   ratio {t_load / t_json:5.1f}x  (goal <= 15x)"
    )
    print(
        f"Toolset.to_openai {t_export * 1000:8.1f} ms   ratio {t_export / t_json:5.1f}x  (goal <= 10x)"
    )


if __name__ == "__main__":
    main()
