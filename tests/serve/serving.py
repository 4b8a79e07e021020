"""Run the proxy on 127.0.0.1 for a test: uvicorn in a thread on a free port, as users run it."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from typing import Any

import uvicorn

from toolform.formats.registry import all_formats
from toolform.protocols.registry import dialect_ids, get_protocol, protocol_ids
from toolform.serve import create_app
from toolform.serve.listen import bind
from toolform.serve.openers import servable

WEATHER = {
    "type": "function",
    "function": {
        "name": "get_forecast",
        "description": "Get the weather forecast for a city.",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name."},
                "days": {"type": "integer", "minimum": 1, "maximum": 7},
            },
            "required": ["city"],
        },
    },
}
TIME = {
    "type": "function",
    "function": {
        "name": "get_time",
        "description": "The local time in a city.",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
        },
    },
}
TOOLS = [WEATHER, TIME]


def _default_formats() -> dict[str, tuple[str, str | None]]:
    """Every servable protocol with the format that defaults to it, or xml_schema when none
    does (then the protocol is passed as a flag)."""
    chosen: dict[str, tuple[str, str | None]] = {}
    for spec in all_formats():
        if not spec.two_stage:
            chosen.setdefault(spec.default_protocol, (spec.id, None))
    ids = [*protocol_ids(), *(f"token_envelope:{d}" for d in dialect_ids())]
    out = {}
    for pid in ids:
        if servable(get_protocol(pid)):
            out[pid] = chosen.get(pid, ("xml_schema", pid))
    return out


DEFAULTS = _default_formats()


@contextlib.contextmanager
def serving(app: Any) -> Iterator[str]:
    """Serve ``app`` until the block ends; yields the base URL (``http://127.0.0.1:<port>/v1``)."""
    sock = bind("127.0.0.1", 0)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="error", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started and thread.is_alive():  # startup, not a timing assertion
        time.sleep(0.005)
    try:
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


@contextlib.contextmanager
def proxy(upstream_url: str, **options: Any) -> Iterator[str]:
    """The proxy in front of ``upstream_url``, served on 127.0.0.1."""
    with serving(create_app(upstream_url, **options)) as url:
        yield url
