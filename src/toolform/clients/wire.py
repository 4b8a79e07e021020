"""HTTP/1.1 on one kept-alive socket: each request goes out in one write, each answer is read
from one buffered reader.

``http.client`` builds every request from several writes and reads every answer's headers with
the ``email`` parser; against a model server on the same host that cost about as much as all of
toolform's parsing and scoring of the reply (benchmarks/bench_runner.py measures both clients).
A JSON API needs little of HTTP: a request with a ``Content-Length`` body, and an answer framed
by ``Content-Length``, by chunked transfer coding or by the server closing the connection. That
is all this speaks; an answer framed any other way, or broken, is a ``WireError``, which the
callers treat as a dropped connection (retried).

Every request has a deadline for the whole exchange (sending, the headers and the body) and a cap
on the body's size: a socket timeout alone bounds each read, not their sum, so a server dripping
one byte at a time, or a body that never ends, would hold a caller forever.
"""

from __future__ import annotations

import io
import math
import socket
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass

MAX_LINE = 65536  # bytes in a status or header line, as http.client allows
MAX_HEADERS = 100
MAX_BODY = 32 * 2**20  # bytes of a body, unless the caller sets its own cap
READ_BUFFER = 65536
_END = (b"\r\n", b"\n")

Clock = Callable[[], float]


class WireError(ConnectionError):
    """An answer that breaks HTTP/1.1 framing (the connection cannot be used again)."""


class Disconnected(WireError):
    """The server closed the connection before answering (often a stale kept-alive socket)."""


class TooLarge(WireError):
    """The body is larger than the caller's cap (the rest is not read)."""


class _DeadlineIO(io.RawIOBase):
    """The socket's bytes for a buffered reader: no read waits past ``deadline``, and every
    byte received is counted (tests bound what a hostile server can make a client read)."""

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


class Headers:
    """Response headers, looked up by name in any case; repeated headers are joined by ", "."""

    __slots__ = ("_values",)

    def __init__(self, values: dict[str, str]) -> None:
        self._values = values

    def get(self, name: str, default: str | None = None) -> str | None:
        return self._values.get(name.lower(), default)

    def __repr__(self) -> str:
        return f"Headers({self._values!r})"


@dataclass
class Response:
    status: int
    headers: Headers
    body: bytes
    will_close: bool  # the server ends the connection after this answer


def request_head(lines: list[str]) -> bytes:
    """Header lines as wire bytes (no terminating blank line); refuses what would corrupt them.

    The refusal names the header but never shows its value: values carry API keys."""
    for line in lines:
        name = line.partition(":")[0][:80]
        if "\r" in line or "\n" in line:
            raise ValueError(f"a line break in the HTTP header {name!r}")
        if not line.isascii() and any(ord(c) > 255 for c in line):
            raise ValueError(f"the HTTP header {name!r} is not Latin-1 text")
    return "".join(f"{line}\r\n" for line in lines).encode("latin-1")


class Connection:
    """One connection to ``host:port``; ``request`` may be called again while ``will_close`` is
    false. Not thread-safe: each thread keeps its own.

    Connecting (TCP and TLS) waits at most until ``deadline`` (``timeout_s`` from now when not
    given); each request has a deadline of its own, by default ``timeout_s`` from its start."""

    def __init__(
        self,
        host: str,
        port: int | None,
        *,
        https: bool,
        timeout_s: float,
        deadline: float | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        default_port = 443 if https else 80
        port = port or default_port
        self.timeout_s = timeout_s
        self.clock = clock
        if deadline is None:
            deadline = clock() + timeout_s
        remaining = deadline - clock()
        if remaining <= 0:
            raise TimeoutError("the deadline passed before connecting")
        sock = socket.create_connection((host, port), timeout=remaining)
        try:
            # The whole request leaves in one write, but the server's answer may come in two
            # (headers, body): without this, Nagle's algorithm can hold later writes back.
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if https:
                sock = ssl.create_default_context().wrap_socket(sock, server_hostname=host)
        except BaseException:
            sock.close()
            raise
        self._sock = sock
        self._io = _DeadlineIO(sock, clock)
        self._reader = io.BufferedReader(self._io, READ_BUFFER)
        self._limit = MAX_BODY
        name = f"[{host}]" if ":" in host else host
        host_line = f"Host: {name}" if port == default_port else f"Host: {name}:{port}"
        self.host_header = request_head([host_line])

    @property
    def received(self) -> int:
        """Bytes read from the socket so far, over every request."""
        return self._io.received

    def close(self) -> None:
        self._reader.close()
        self._sock.close()

    def request(
        self,
        method: str,
        target: str,
        head: bytes,
        body: bytes | None,
        *,
        deadline: float | None = None,
        limit: int = MAX_BODY,
    ) -> Response:
        """Send ``method target`` with the prepared header bytes ``head`` and read the answer,
        all before ``deadline`` (``TimeoutError``); a body over ``limit`` bytes is ``TooLarge``."""
        self._io.deadline = self.clock() + self.timeout_s if deadline is None else deadline
        self._limit = limit
        parts = [f"{method} {target} HTTP/1.1\r\n".encode("latin-1"), self.host_header, head]
        if body is not None:
            parts.append(b"Content-Length: %d\r\n\r\n" % len(body))
            parts.append(body)
        else:
            parts.append(b"\r\n")
        self._io.wait_at_most()
        self._sock.sendall(b"".join(parts))
        return self._answer(method)

    # --- reading ---------------------------------------------------------------------------
    def _line(self, what: str) -> bytes:
        line = self._reader.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise WireError(f"{what} longer than {MAX_LINE} bytes")
        return line

    def _answer(self, method: str) -> Response:
        while True:
            line = self._line("status line")
            if not line:
                raise Disconnected("the server closed the connection without answering")
            version, status = _status(line)
            headers = self._headers()
            if status == 101:
                raise WireError("the server switched protocols (101), which a JSON API never asks")
            if status >= 200:
                break  # 1xx answers (100 Continue, 103 Early Hints) precede the real one
        connection = {t.strip().lower() for t in (headers.get("connection") or "").split(",")}
        will_close = "close" in connection or (
            version == "HTTP/1.0" and "keep-alive" not in connection
        )
        coding = (headers.get("transfer-encoding") or "").lower()
        length = headers.get("content-length")
        if method == "HEAD" or status in (204, 304):
            body = b""
        elif "chunked" in coding:
            body = self._chunked()
        elif length is not None:
            size = _length(length)
            self._check_size(size)
            body = self._exact(size)
        else:  # framed by the end of the connection
            body = self._reader.read(self._limit + 1)
            self._check_size(len(body))
            will_close = True
        return Response(status, headers, body, will_close)

    def _headers(self) -> Headers:
        values: dict[str, str] = {}
        last = ""
        for _ in range(MAX_HEADERS + 1):
            line = self._line("header line")
            if line in _END:
                return Headers(values)
            if not line:
                raise WireError("the connection closed inside the headers")
            text = line.decode("latin-1")
            if text[0] in " \t" and last:  # an obsolete folded continuation line
                values[last] += " " + text.strip()
                continue
            name, sep, value = text.partition(":")
            if not sep or not name.strip():
                raise WireError(f"malformed header line {text[:80]!r}")
            last = name.strip().lower()
            value = value.strip()
            values[last] = f"{values[last]}, {value}" if last in values else value
        raise WireError(f"more than {MAX_HEADERS} headers")

    def _check_size(self, n: int) -> None:
        if n > self._limit:
            raise TooLarge(f"the answer's body is larger than {self._limit} bytes")

    def _exact(self, n: int) -> bytes:
        data = self._reader.read(n)
        if len(data) < n:
            raise WireError(f"the answer ended after {len(data)} of {n} bytes")
        return data

    def _chunked(self) -> bytes:
        chunks: list[bytes] = []
        total = 0
        while True:
            line = self._line("chunk size line")
            size_text = line.split(b";", 1)[0].strip()
            try:
                size = int(size_text, 16)
            except ValueError:
                raise WireError(f"malformed chunk size {line[:40]!r}") from None
            if size < 0:
                raise WireError(f"negative chunk size {line[:40]!r}")
            if size == 0:
                self._headers()  # trailers, ignored
                return b"".join(chunks)
            total += size
            self._check_size(total)
            chunks.append(self._exact(size))
            if self._line("chunk end") not in _END:
                raise WireError("a chunk does not end where its size says")


def _status(line: bytes) -> tuple[str, int]:
    """The version and status code of a status line such as ``HTTP/1.1 200 OK``."""
    parts = line.decode("latin-1").split(None, 2)
    if (
        len(parts) < 2
        or not parts[0].startswith("HTTP/")
        or len(parts[1]) != 3
        or not (parts[1].isascii() and parts[1].isdigit())
    ):
        raise WireError(f"malformed status line {line[:80]!r}")
    return parts[0], int(parts[1])


def _length(value: str) -> int:
    # Repeated equal Content-Length headers are joined by ", "; they must agree.
    values = {v.strip() for v in value.split(",")}
    if len(values) != 1 or not ((text := values.pop()).isascii() and text.isdigit()):
        raise WireError(f"malformed Content-Length {value[:40]!r}")
    return int(text)
