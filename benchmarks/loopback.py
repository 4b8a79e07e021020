"""A FakeOpenAIServer in a process of its own, for benchmarks that time a client against it.

A model server never shares the harness's interpreter: in one process the two would take turns
on one GIL, and the client's work would be timed together with the server's. The process is
forked, so the responder (any function of the request body) needs no pickling.
"""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

Responder = Callable[[dict[str, Any]], Any]


def _serve(make: Callable[[], Responder], model: str | None, ready: Any, stop: Any) -> None:
    from toolform.sdk.testing import FakeOpenAIServer

    options = {"model": model} if model else {}
    with FakeOpenAIServer(make(), **options) as server:
        ready.put(server.base_url)
        stop.wait()


@contextmanager
def server_process(make: Callable[[], Responder], *, model: str | None = None) -> Iterator[str]:
    """Start the server (``make`` builds its responder inside the child); yields its base URL."""
    ctx = mp.get_context("fork")
    ready = ctx.Queue()
    stop = ctx.Event()
    process = ctx.Process(target=_serve, args=(make, model, ready, stop), daemon=True)
    process.start()
    try:
        yield ready.get(timeout=300)
    finally:
        stop.set()
        process.join(timeout=10)
