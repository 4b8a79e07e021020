"""Run one tool function: sync or async, with an optional time limit, never raising.

(One exception: ``ToolSourceError``, raised when the place the tools run is gone, such as an MCP
server that died; no later call can succeed, so the loop ends the run on it.)

A tool is user code, so anything it does (raise, hang, return a coroutine) becomes an outcome the
loop can report to the model, which may then recover. A sync tool that overruns its limit cannot
be killed in Python; it is left running in a daemon thread and the loop moves on.

With a limit, the tool runs on a worker thread that is kept for the next call: starting a thread
per call cost 0.3 to 0.6 ms here, several times what the rest of a loop step costs, against about
0.1 ms to hand a call to a waiting worker. A worker stuck in an overrunning tool is simply not
reused until it returns; the next call gets another.
"""

from __future__ import annotations

import asyncio
import inspect
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from toolform.errors import ToolSourceError


@dataclass
class Outcome:
    value: Any = None
    error: str | None = None  # "<Type>: <message>" when the tool raised or timed out
    duration_s: float = 0.0


def describe(exc: BaseException) -> str:
    """An exception as the model and the trace read it: ``"<Type>: <message>"``."""
    return f"{type(exc).__name__}: {exc}"


def _settle(value: Any, timeout_s: float | None) -> Any:
    """The value, with an awaitable run to completion on an event loop of its own."""
    if not inspect.isawaitable(value):
        return value

    async def wait() -> Any:
        return await asyncio.wait_for(value, timeout_s)

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(wait())
    # Called from inside a running loop (an async caller): finish it on another thread.
    box: dict[str, Any] = {}
    worker = threading.Thread(target=lambda: box.update(value=asyncio.run(wait())), daemon=True)
    worker.start()
    worker.join()
    return box["value"]


def _call(fn: Callable[..., Any], kwargs: dict[str, Any], timeout_s: float | None) -> Any:
    return _settle(fn(**kwargs), timeout_s)


Job = Callable[[], None]


class _Workers:
    """Daemon threads that wait for jobs; one is started only when none is free."""

    def __init__(self) -> None:
        self._free: list[queue.SimpleQueue[Job]] = []
        self._lock = threading.Lock()

    def submit(self, job: Job) -> None:
        with self._lock:
            inbox = self._free.pop() if self._free else None
        if inbox is None:
            inbox = queue.SimpleQueue()
            threading.Thread(target=self._serve, args=(inbox,), daemon=True).start()
        inbox.put(job)

    def _serve(self, inbox: queue.SimpleQueue[Job]) -> None:
        while True:
            inbox.get()()  # a job never raises: it reports through its own box
            with self._lock:
                self._free.append(inbox)


_WORKERS = _Workers()


def run_executor(
    fn: Callable[..., Any], kwargs: dict[str, Any], *, timeout_s: float | None = None
) -> Outcome:
    """Call ``fn(**kwargs)``; a raise or an overrun comes back as ``Outcome.error``."""
    start = time.perf_counter()
    if timeout_s is None:
        try:
            return Outcome(_call(fn, kwargs, None), duration_s=time.perf_counter() - start)
        except ToolSourceError:
            raise
        except Exception as exc:
            return Outcome(error=describe(exc), duration_s=time.perf_counter() - start)
    box: dict[str, Any] = {}
    done = threading.Event()

    def job() -> None:
        try:
            box["value"] = _call(fn, kwargs, timeout_s)
        except BaseException as exc:  # reported, not raised: the worker has no caller
            box["error"] = exc
        finally:
            done.set()

    _WORKERS.submit(job)
    finished = done.wait(timeout_s)
    elapsed = time.perf_counter() - start
    error = box.get("error")
    if not finished or isinstance(error, (TimeoutError, asyncio.TimeoutError)):
        return Outcome(
            error=f"TimeoutError: the tool did not finish in {timeout_s:g} s", duration_s=elapsed
        )
    if isinstance(error, ToolSourceError):
        raise error
    if error is not None:
        return Outcome(error=describe(error), duration_s=elapsed)
    return Outcome(box.get("value"), duration_s=elapsed)
