"""Connections kept alive per thread and per origin, with one fresh try on a stale one.

A connection is not thread-safe, so each thread keeps its own; reusing it saves a TCP (and TLS)
handshake per model call. A server may close an idle kept-alive connection at any time; the
first request on it then fails before any answer, and is sent once more on a fresh connection
(not counted as a retry: the server never saw it).
"""

from __future__ import annotations

import threading
from typing import Protocol

from toolform.clients.transport import Disconnected, Request, Response

# Errors that mean "the connection broke": a stale kept-alive socket shows them on first use.
STALE = (Disconnected, ConnectionResetError, BrokenPipeError)


class Connection(Protocol):
    @property
    def received(self) -> int:
        """Bytes read from the socket so far."""
        ...

    def exchange(self, request: Request) -> tuple[Response, bool]:
        """The answer, and whether the server ends the connection after it."""
        ...

    def close(self) -> None: ...


class KeptAlive:
    """A transport's connection bookkeeping; subclasses say how to ``open`` a connection."""

    def __init__(self) -> None:
        self._local = threading.local()

    def open(self, request: Request) -> Connection:
        raise NotImplementedError

    def _pool(self) -> dict[tuple[str, str], Connection]:
        pool = getattr(self._local, "pool", None)
        if pool is None:
            pool = self._local.pool = {}
        return pool

    def handle(self, request: Request) -> Response:
        pool = self._pool()
        origin = (request.url.scheme, request.url.netloc)
        conn = pool.get(origin)
        try:
            if conn is None:
                conn = pool[origin] = self.open(request)
                response, will_close = conn.exchange(request)
            else:
                try:
                    response, will_close = conn.exchange(request)
                except STALE:
                    self._drop(origin)
                    conn = pool[origin] = self.open(request)
                    response, will_close = conn.exchange(request)
        except BaseException:
            self._drop(origin)  # a failed exchange leaves the connection in an unknown state
            raise
        if will_close:
            self._drop(origin)
        return response

    def connections(self) -> list[Connection]:
        """This thread's open connections."""
        return list(self._pool().values())

    def _drop(self, origin: tuple[str, str]) -> None:
        conn = self._pool().pop(origin, None)
        if conn is not None:
            conn.close()

    def close(self) -> None:
        """Close this thread's connections (others close when their threads end)."""
        for origin in list(self._pool()):
            self._drop(origin)
