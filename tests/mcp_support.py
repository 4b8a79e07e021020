"""The test MCP server (tests/servers/weather_mcp.py) started as a subprocess, over stdio or
streamable HTTP on 127.0.0.1, for the tests of toolform.mcp and of the CLI's --mcp flags."""

from __future__ import annotations

import contextlib
import shlex
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

SERVER = Path(__file__).resolve().parent / "servers" / "weather_mcp.py"
#: The server's tools in the order it lists them (three pages at its default page size).
TOOLS = [
    "get_forecast",
    "get_conditions",
    "radar_map",
    "station_file",
    "lookup_station",
    "enable_alerts",
    "crash",
    "slow",
    "echo_header",
]
# Bounded wait for an HTTP server to listen: generous, as the machine may be loaded.
READY_WAIT_S = 60.0


def command(*extra: str) -> list[str]:
    """The command line that starts the server over stdio, with this interpreter."""
    return [sys.executable, str(SERVER), *extra]


def command_line(*extra: str) -> str:
    """``command`` as one string, as ``--mcp`` takes it."""
    return shlex.join(command(*extra))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def http_server(*extra: str) -> Iterator[str]:
    """The server on streamable HTTP at a free port of 127.0.0.1; yields its URL once it
    listens (a bounded wait), and stops it afterwards."""
    port = free_port()
    process = subprocess.Popen(
        command("--http", str(port), *extra),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + READY_WAIT_S
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"the test MCP server exited with {process.returncode}")
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.5):
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"the test MCP server did not listen in {READY_WAIT_S:g} s")
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
