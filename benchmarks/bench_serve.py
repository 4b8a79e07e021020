"""``toolform serve`` overhead: a 20-tool request through the proxy against the upstream alone.

Three processes, as in a deployment: the upstream (``FakeOpenAIServer``, answering every request
with one valid ``xml_call`` reply), the proxy (uvicorn serving ``create_app``), and this client
(httpx, asyncio). The baseline, measured in the same run, sends the upstream the exact body the
proxy sends it (tools rendered into the system prompt), so the difference is the proxy alone:
one more HTTP hop, the rewrite, the parse and validation of the reply, the response.

Figures, at concurrency 1 and 32: latency p50 and p99 of each path and their difference,
throughput of each path and its ratio, and the proxy process's CPU time per request (read from
``/proc``: user plus system time over the requests it served). Goals: p50 CPU overhead <= 2 ms per
request, throughput >= 0.8 of the upstream alone. Proxy and baseline alternate in chunks so that
load from elsewhere on a shared machine lands on both.

    python benchmarks/bench_serve.py [--requests 400] [--chunk 50]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import socket
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from bench_loop import universe
from loopback import server_process
from toolform.protocols.registry import get_protocol
from toolform.serve.listen import bind
from toolform.serve.prepare import Preparer, ToolChoice
from toolform.serve.rewrite import upstream_body
from toolform.serve.settings import Settings

MODEL = "Qwen/Qwen3-8B"  # the advisor's choice for it: xml_schema with xml_call


def tools() -> list[dict[str, Any]]:
    """The call-loop benchmark's 20 tools, as a client sends them."""
    return universe().to_openai()


def request_body() -> dict[str, Any]:
    return {
        "model": MODEL,
        "messages": [{"role": "user", "content": "Look up the open tickets in system 7."}],
        "tools": tools(),
        "temperature": 0,
    }


def responder() -> Any:
    reply = "I will look it up.\n" + get_protocol("xml_call").write_call(
        [("tool_07", {"query": "open tickets", "limit": 5})]
    )
    return lambda body: reply


def _serve_proxy(upstream: str, sock: socket.socket) -> None:
    import uvicorn

    from toolform.serve import create_app

    config = uvicorn.Config(create_app(upstream), log_level="error", access_log=False)
    uvicorn.Server(config).run(sockets=[sock])


@contextmanager
def proxy_process(upstream: str) -> Iterator[tuple[str, int]]:
    """The proxy in a process of its own; yields its base URL and its pid."""
    sock = bind("127.0.0.1", 0)
    port = sock.getsockname()[1]
    process = mp.get_context("fork").Process(target=_serve_proxy, args=(upstream, sock))
    process.start()
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            httpx.get(url + "/health", timeout=1)
            break
        except httpx.HTTPError:
            time.sleep(0.05)
    try:
        yield url + "/v1", int(process.pid or 0)
    finally:
        process.terminate()
        process.join(10)
        sock.close()


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process, from /proc."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def batch(url: str, body: bytes, n: int, concurrency: int) -> tuple[list[float], float]:
    """``n`` requests from ``concurrency`` workers: each latency, and the wall time."""
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(limits=limits, timeout=60) as client:
        left = iter(range(n))

        async def worker() -> None:
            for _ in left:
                started = time.perf_counter()
                answer = await client.post(
                    url + "/chat/completions",
                    content=body,
                    headers={"content-type": "application/json"},
                )
                latencies.append(time.perf_counter() - started)
                assert answer.status_code == 200, answer.text[:300]

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        return latencies, time.perf_counter() - started


def toolform_cpu_ms(upstream: str, n: int = 300) -> float:
    """CPU time of toolform's own part of a request, in this process: read the body, rewrite
    it (the prepared tools come from the cache, as for every request after an agent's first),
    write the upstream body, read the reply, write the response."""
    from toolform.serve.reply import choice_message, read_reply

    raw = json.dumps(request_body()).encode()
    reply = responder()(None)
    preparer = Preparer(Settings(upstream))
    started = time.process_time()
    for _ in range(n):
        body = json.loads(raw)
        prepared = preparer.prepare(body["tools"], MODEL, ToolChoice(), True)
        json.dumps(upstream_body(body, prepared, MODEL)).encode()
        reading = read_reply(reply, prepared, ToolChoice())
        json.dumps({"choices": [{"message": choice_message(reading, {})}]}).encode()
    return (time.process_time() - started) / n * 1000


def measure(
    upstream: str, proxy: str, pid: int, requests: int, chunk: int, concurrency: int
) -> dict[str, Any]:
    """Three paths in alternating chunks: the 20-tool request through the proxy (``proxy``),
    the rewritten body through the proxy, which passes it on untouched (``pass``: the web
    stack's own cost), and the rewritten body to the upstream alone (``upstream``)."""
    through = json.dumps(request_body()).encode()
    prepared = Preparer(Settings(upstream)).prepare(tools(), MODEL, ToolChoice(), True)
    direct = json.dumps(upstream_body(request_body(), prepared, MODEL)).encode()
    check = httpx.post(proxy + "/chat/completions", content=through, timeout=60).json()
    assert check["choices"][0]["message"]["tool_calls"], check
    paths = {"proxy": (proxy, through), "pass": (proxy, direct), "upstream": (upstream, direct)}
    lat: dict[str, list[float]] = {side: [] for side in paths}
    wall = dict.fromkeys(paths, 0.0)
    cpu = dict.fromkeys(paths, 0.0)
    for _ in range(max(1, requests // chunk)):
        for side, (url, body) in paths.items():
            before = cpu_seconds(pid)
            got, took = asyncio.run(batch(url, body, chunk, concurrency))
            cpu[side] += cpu_seconds(pid) - before
            lat[side] += got
            wall[side] += took
    done = len(lat["proxy"])
    row: dict[str, Any] = {"concurrency": concurrency, "requests_each": done}
    for side in paths:
        q = statistics.quantiles(lat[side], n=100)
        row[f"{side}_p50_ms"] = round(statistics.median(lat[side]) * 1000, 3)
        row[f"{side}_p99_ms"] = round(q[98] * 1000, 3)
        row[f"{side}_rps"] = round(len(lat[side]) / wall[side], 1)
    row["p50_overhead_ms"] = round(row["proxy_p50_ms"] - row["upstream_p50_ms"], 3)
    row["p99_overhead_ms"] = round(row["proxy_p99_ms"] - row["upstream_p99_ms"], 3)
    row["proxy_cpu_ms_per_request"] = round(cpu["proxy"] / done * 1000, 3)
    row["pass_through_cpu_ms_per_request"] = round(cpu["pass"] / done * 1000, 3)
    row["throughput_ratio"] = round(row["proxy_rps"] / row["upstream_rps"], 3)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400, help="requests per path and level")
    parser.add_argument("--chunk", type=int, default=50, help="requests per alternating chunk")
    args = parser.parse_args()
    print(f"cpus: {os.cpu_count()}, load average: {os.getloadavg()}")
    with (
        server_process(responder, model=MODEL) as upstream,
        proxy_process(upstream) as (
            proxy,
            pid,
        ),
    ):
        for concurrency in (1, 32):
            row = measure(upstream, proxy, pid, args.requests, args.chunk, concurrency)
            print(json.dumps(row))
        print(json.dumps({"toolform_cpu_ms_per_request": round(toolform_cpu_ms(upstream), 3)}))
    print("goals: proxy_cpu_ms_per_request <= 2.0; throughput_ratio >= 0.8")


if __name__ == "__main__":
    main()
