"""Call-loop overhead: a 4-step loop over a 20-tool universe against the loopback server.

Baseline, measured in the same run: the same number of raw HTTP round trips, made with
``http.client`` on one kept-alive connection, replaying the exact request bodies the loop sent
to the same server. The ratio (loop wall time / raw wall time) is what the loop adds on top of
the HTTP exchange: rendering, parsing, validation, executing and building messages. Goal: <= 1.3.

The server runs in a process of its own (``loopback.py``), as a model server does. Loop and
baseline alternate in short chunks and the median chunk ratio is the figure, so that a burst of
load from elsewhere on a shared machine lands on both sides instead of on one pass.

With ``--transports``, a third side joins the alternation: the same loop over the ``http.client``
transport the client tests hold the default one to (tests/clients/httpclient_transport.py). Its
ratio to the loop over the default ``wire.py`` is what kept ``wire.py`` the default: the seam's
rule is to keep the simpler transport unless the other is at least 10% faster end to end.

    python benchmarks/bench_loop.py [--runs 600] [--chunk 20] [--transports]
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from loopback import server_process
from toolform.clients.body import encode_body
from toolform.sdk import CallLoop, ClientOptions, OpenAICompatClient, Toolset

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


class RecordingClient(OpenAICompatClient):
    """Keeps the bytes of every request body it sends (for the raw replay, untimed)."""

    def __init__(self, base_url: str) -> None:
        super().__init__(base_url, MODEL, api_key_env=None)
        self.bodies: list[bytes] = []

    def chat(self, messages: Any, **options: Any) -> Any:
        self.bodies.append(encode_body(self.request_body(messages, **options)))
        return super().chat(messages, **options)


def time_loops(loop: CallLoop, runs: int) -> float:
    start = time.perf_counter()
    for _ in range(runs):
        result = loop.run("Look up three items.")
        assert result.stopped == "no_call" and len(result.steps) == N_STEPS, result.stopped
    return time.perf_counter() - start


def time_raw(conn: http.client.HTTPConnection, bodies: list[bytes], runs: int) -> float:
    headers = {"Content-Type": "application/json"}
    start = time.perf_counter()
    for _ in range(runs):
        for body in bodies:
            conn.request("POST", "/v1/chat/completions", body=body, headers=headers)
            json.loads(conn.getresponse().read())
    return time.perf_counter() - start


def reference_loop(base_url: str, toolset: Toolset) -> CallLoop:
    """The loop over the tests' ``http.client`` transport."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "clients"))
    from httpclient_transport import HttpClientTransport

    options = ClientOptions(transport=HttpClientTransport())
    client = OpenAICompatClient(base_url, MODEL, api_key_env=None, options=options)
    return CallLoop(client, toolset, max_steps=N_STEPS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=600, help="loops in all")
    parser.add_argument("--chunk", type=int, default=20, help="loops per interleaved chunk")
    parser.add_argument(
        "--transports", action="store_true", help="also time the loop over http.client"
    )
    args = parser.parse_args()
    toolset = universe()
    with server_process(lambda: scripted, model=MODEL) as base_url:
        recorder = RecordingClient(base_url)
        CallLoop(recorder, toolset, max_steps=N_STEPS).run("Look up three items.")
        client = OpenAICompatClient(base_url, MODEL, api_key_env=None)
        loop = CallLoop(client, toolset, max_steps=N_STEPS)
        conn = http.client.HTTPConnection("127.0.0.1", urlsplit(base_url).port, timeout=30)
        reference = reference_loop(base_url, toolset) if args.transports else None
        time_loops(loop, 5)  # warm up imports, caches and the connections
        time_raw(conn, recorder.bodies, 5)
        if reference is not None:
            time_loops(reference, 5)
        ratios, versus, loop_s, raw_s, reference_s = [], [], 0.0, 0.0, 0.0
        for _ in range(max(1, args.runs // args.chunk)):
            # Alternate short chunks so that every side sees the same load on a shared machine.
            a = time_loops(loop, args.chunk)
            b = time_raw(conn, recorder.bodies, args.chunk)
            ratios.append(a / b)
            loop_s, raw_s = loop_s + a, raw_s + b
            if reference is not None:
                c = time_loops(reference, args.chunk)
                versus.append(c / a)
                reference_s += c
        conn.close()
    requests = len(ratios) * args.chunk * len(recorder.bodies)
    print(
        f"{len(ratios) * args.chunk} loops x {N_STEPS} steps = {requests} requests, "
        f"in {len(ratios)} alternating chunks; loop {loop_s:.3f} s, raw http.client {raw_s:.3f} s, "
        f"overhead {(loop_s - raw_s) / requests * 1e6:.0f} us/step"
    )
    quartiles = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else ratios * 3
    print(f"chunk ratios: quartiles {quartiles[0]:.2f} / {quartiles[1]:.2f} / {quartiles[2]:.2f}")
    print(f"loop / raw HTTP (median chunk): {statistics.median(ratios):.2f}x (goal <= 1.3x)")
    if versus:
        quartiles = statistics.quantiles(versus, n=4) if len(versus) > 1 else versus * 3
        steps = len(versus) * args.chunk * N_STEPS
        print(
            f"loop over http.client {reference_s / steps * 1e6:.0f} us/step, over wire.py "
            f"{loop_s / steps * 1e6:.0f} us/step; http.client / wire.py (median chunk): "
            f"{statistics.median(versus):.2f}x, quartiles {quartiles[0]:.2f} / {quartiles[2]:.2f}"
        )


if __name__ == "__main__":
    main()
