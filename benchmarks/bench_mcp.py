"""What the synchronous bridge to the async ``mcp`` SDK costs per ``tools/call``.

toolform's ``McpSession`` runs the SDK's ``ClientSession`` on an event loop thread of its own and
hands each call over from the caller's thread (``run_coroutine_threadsafe``, a bounded wait). The
baseline, measured in the same run, is the SDK used directly: ``await session.call_tool`` in an
event loop on the main thread, against a second process of the same server (the test server,
``tests/servers/weather_mcp.py``, over stdio). The figure is the median over chunks of
(bridged time / direct time); the sides alternate in short chunks so that load from elsewhere on
a shared machine lands on both. Absolute times per call are printed as information.

    python benchmarks/bench_mcp.py [--calls 400] [--chunk 20]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

from mcp import ClientSession, StdioServerParameters, stdio_client

from toolform.mcp.server import McpServer
from toolform.mcp.session import McpSession

SERVER = Path(__file__).resolve().parent.parent / "tests" / "servers" / "weather_mcp.py"
ARGS = {"city": "Denver", "days": 2}


class Direct:
    """The SDK on this thread's event loop: a task holds the session open between chunks."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.ready = self.loop.create_future()
        self.stop = asyncio.Event()
        self.holder = self.loop.create_task(self._hold())
        self.session: ClientSession = self.loop.run_until_complete(self.ready)

    async def _hold(self) -> None:
        params = StdioServerParameters(command=sys.executable, args=[str(SERVER)])
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            self.ready.set_result(session)
            await self.stop.wait()

    def calls(self, n: int) -> float:
        async def run() -> float:
            start = time.perf_counter()
            for _ in range(n):
                await self.session.call_tool("get_forecast", ARGS)
            return time.perf_counter() - start

        return self.loop.run_until_complete(run())

    def close(self) -> None:
        self.stop.set()
        self.loop.run_until_complete(self.holder)
        self.loop.close()


def bridged_calls(session: McpSession, n: int) -> float:
    start = time.perf_counter()
    for _ in range(n):
        session.call_tool("get_forecast", ARGS)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=400, help="calls per side")
    parser.add_argument("--chunk", type=int, default=20, help="calls per chunk")
    args = parser.parse_args()
    bridged = McpSession(McpServer(command=[sys.executable, str(SERVER)]))
    bridged.open()
    direct = Direct()
    try:
        bridged_calls(bridged, args.chunk)  # warm both sides up
        direct.calls(args.chunk)
        ratios, ours, theirs = [], 0.0, 0.0
        for _ in range(max(1, args.calls // args.chunk)):
            a = bridged_calls(bridged, args.chunk)
            b = direct.calls(args.chunk)
            ratios.append(a / b)
            ours, theirs = ours + a, theirs + b
    finally:
        bridged.close()
        direct.close()
    n = len(ratios) * args.chunk
    print(f"tools/call over stdio, {n} calls a side, chunks of {args.chunk}")
    print(f"  toolform McpSession (sync bridge): {ours / n * 1e6:8.0f} us a call (info)")
    print(f"  mcp SDK awaited directly:          {theirs / n * 1e6:8.0f} us a call (info)")
    print(f"  ratio bridged / direct (median of chunks): {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
