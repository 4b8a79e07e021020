"""Call-loop overhead: a 4-step loop over a 20-tool universe against the loopback server.

Baseline, measured in the same run: the same number of raw HTTP round trips, made with
``http.client`` on one kept-alive connection, replaying the exact request bodies the loop sent
to the same server. The ratio (loop wall time / raw wall time) is what the loop adds on top of
the HTTP exchange: rendering, parsing, validation, executing and building messages. Goal: <= 1.3.

    python benchmarks/bench_loop.py [--runs 200]
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import time
from typing import Any

from toolform.sdk import CallLoop, OpenAICompatClient, Toolset
from toolform.sdk.testing import FakeOpenAIServer

N_TOOLS = 20
N_STEPS = 4  # three calls, then an answer without a call
MODEL = "Qwen/Qwen3-8B"


def universe() -> Toolset:
    tools = [
        {
            "type": "function",
            "function": {
                "name": f"tool_{i:02d}",
                "description": f"Tool number {i}: looks something up in system {i}.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "query": {"type": "string", "description": "What to look up."},
                        "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
                        "mode": {"type": "string", "enum": ["fast", "exact"], "default": "fast"},
                    },
                    "required": ["query"],
                },
            },
        }
        for i in range(N_TOOLS)
    ]
    toolset = Toolset.from_openai(tools)
    toolset.executors = {
        f"tool_{i:02d}": (lambda query, limit=10, mode="fast": {"hits": [query] * 2})
        for i in range(N_TOOLS)
    }
    return toolset


def scripted(body: dict[str, Any]) -> str:
    """A call on each of the first three steps, then a final answer."""
    step = sum(1 for m in body["messages"] if m["role"] == "assistant")
    if step >= N_STEPS - 1:
        return "All three lookups are done."
    return (
        f'<function_calls>\n  <invoke name="tool_{step * 7 % N_TOOLS:02d}">\n'
        f'    <parameter name="query">item {step}</parameter>\n'
        '    <parameter name="limit">5</parameter>\n  </invoke>\n</function_calls>'
    )


def time_loops(server: FakeOpenAIServer, toolset: Toolset, runs: int) -> float:
    client = OpenAICompatClient(server.base_url, MODEL, api_key_env=None)
    loop = CallLoop(client, toolset, max_steps=N_STEPS)
    start = time.perf_counter()
    for _ in range(runs):
        result = loop.run("Look up three items.")
        assert result.stopped == "no_call" and len(result.steps) == N_STEPS, result.stopped
    return time.perf_counter() - start


def time_raw(server: FakeOpenAIServer, bodies: list[bytes]) -> float:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    headers = {"Content-Type": "application/json"}
    start = time.perf_counter()
    for body in bodies:
        conn.request("POST", "/v1/chat/completions", body=body, headers=headers)
        response = conn.getresponse()
        json.loads(response.read())
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="loops per pass")
    parser.add_argument("--passes", type=int, default=3, help="passes; the median ratio is shown")
    args = parser.parse_args()
    toolset = universe()
    ratios = []
    with FakeOpenAIServer(scripted, model=MODEL) as server:
        time_loops(server, toolset, 5)  # warm up imports, caches and the connection
        for n in range(args.passes):
            server.requests.clear()
            loop_s = time_loops(server, toolset, args.runs)
            bodies = [json.dumps(r.body, ensure_ascii=False).encode() for r in server.requests]
            raw_s = time_raw(server, bodies)
            ratio = loop_s / raw_s
            ratios.append(ratio)
            per_step_us = (loop_s - raw_s) / len(bodies) * 1e6
            print(
                f"pass {n + 1}: {args.runs} loops x {N_STEPS} steps = {len(bodies)} requests; "
                f"loop {loop_s:.3f} s, raw http.client {raw_s:.3f} s, "
                f"overhead {per_step_us:.0f} us/step, ratio {ratio:.2f}x"
            )
    print(
        f"loop / raw HTTP (median of {args.passes}): {statistics.median(ratios):.2f}x (goal <= 1.3x)"
    )


if __name__ == "__main__":
    main()
