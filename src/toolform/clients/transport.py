"""The seam between the clients and the network: one request in, one whole answer out.

``JsonHttp`` decides what to send, when to retry and which ``ClientError`` a failure is; a
``Transport`` only moves bytes. The default speaks HTTP/1.1 through the standard library
(``clients/wire.py``); a user may pass any object with the same two methods, to go
through their own proxy or TLS setup, or to answer in process in a test (as httpx's
``BaseTransport`` allows).

A transport must keep the limits the request carries, because only it sees the bytes arrive:
the whole exchange ends by ``deadline`` (``TimeoutError``) and a body over ``max_body`` bytes is
``TooLarge``. Any other failure is an ``OSError`` (a ``ConnectionError`` when the server broke
HTTP or the connection); ``JsonHttp`` turns each into its typed ``ClientError``.
"""

from __future__ import annotations

import base64
import io
import math
import socket
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable
from urllib.parse import SplitResult, unquote, urlsplit

from toolform.errors import ClientError

Clock = Callable[[], float]
MAX_BODY = 32 * 2**20  # bytes of a body, unless the caller sets its own cap


class ProtocolError(ConnectionError):
    """An answer that breaks HTTP/1.1 framing (the connection cannot be used again)."""


class Disconnected(ProtocolError):
    """The server closed the connection before answering (often a stale kept-alive socket)."""


class TooLarge(ProtocolError):
    """The body is larger than the request's cap (the rest is not read)."""


class HeaderLookup(Protocol):
    def get(self, name: str, default: str | None = None) -> str | None: ...


@dataclass(frozen=True)
class Request:
    """One HTTP request and the limits its answer must keep.

    ``deadline`` is a reading of ``clock`` (``time.monotonic`` unless a test passes its own) by
    which the whole exchange, connecting included, must be over. The repr leaves out the
    headers, which carry the API key."""

    method: str
    url: SplitResult
    headers: Mapping[str, str] = field(repr=False)  # they carry the API key
    body: bytes | None = field(repr=False)
    deadline: float
    max_body: int = MAX_BODY
    clock: Clock = field(default=time.monotonic, compare=False)

    @property
    def target(self) -> str:
        """The path and query, as the request line names them to the origin server."""
        return (self.url.path or "/") + (f"?{self.url.query}" if self.url.query else "")

    def remaining(self) -> float:
        """Seconds left before the deadline; ``TimeoutError`` when none are."""
        left = self.deadline - self.clock()
        if left <= 0:
            raise TimeoutError("the deadline passed before the answer was complete")
        return left


@dataclass
class Response:
    status: int
    headers: HeaderLookup
    body: bytes


@runtime_checkable
class Transport(Protocol):
    """What a client sends its requests through (see the module's docstring for the rules)."""

    def handle(self, request: Request) -> Response: ...

    def close(self) -> None: ...


class DeadlineIO(io.RawIOBase):
    """A socket's bytes for a buffered reader: no read waits past ``deadline``, and every byte
    received is counted (tests bound what a hostile server can make a client read).

    A socket timeout alone bounds each read, not their sum, so a server dripping one byte at a
    time would hold a caller forever."""

    def __init__(self, sock: socket.socket, clock: Clock) -> None:
        super().__init__()
        self.sock = sock
        self.clock = clock
        self.deadline = math.inf
        self.received = 0

    def readable(self) -> bool:
        return True

    def wait_at_most(self) -> None:
        """Set the socket's timeout to what is left before the deadline."""
        remaining = self.deadline - self.clock()
        if remaining <= 0:
            raise TimeoutError("the deadline passed before the answer was complete")
        self.sock.settimeout(remaining)

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        self.wait_at_most()
        n = self.sock.recv_into(buffer)
        self.received += n
        return n


@dataclass(frozen=True)
class Proxy:
    """An HTTP proxy: where it listens and the ``Proxy-Authorization`` header it wants, if any."""

    host: str
    port: int
    authorization: str | None = field(default=None, repr=False)  # holds a password


def proxy_for(url: SplitResult) -> Proxy | None:
    """The proxy ``urllib`` would use for ``url`` (``HTTPS_PROXY``, ``HTTP_PROXY``, ``NO_PROXY``
    and the platform's settings), or None to connect directly. An https URL goes through the
    proxy in a CONNECT tunnel, so the proxy never sees what is sent."""
    # urllib.request (with http.client and email) costs more to import than the rest of the
    # clients together; it is needed once per connection opened.
    from urllib.request import getproxies, proxy_bypass

    proxy = getproxies().get(url.scheme)
    if not proxy or proxy_bypass(url.netloc):
        return None
    if "://" not in proxy:  # urllib accepts a bare "host:port"
        proxy = f"http://{proxy}"
    try:
        parts = urlsplit(proxy)
        host, port = parts.hostname, parts.port or 80
    except ValueError:  # a port that is not a number
        parts, host, port = None, None, 0
    if (
        parts is None or parts.scheme != "http" or not host
    ):  # the value is not shown: it may hold a password
        raise ClientError(
            f"the {url.scheme} proxy set in the environment must be http://host[:port]"
        )
    authorization = None
    if parts.username is not None:
        pair = f"{unquote(parts.username)}:{unquote(parts.password or '')}"
        authorization = "Basic " + base64.b64encode(pair.encode()).decode("ascii")
    return Proxy(host, port, authorization)
