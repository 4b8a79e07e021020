"""The default transport: HTTP/1.1 on one kept-alive socket per thread and origin; each request
goes out in one write, each answer is read from one buffered reader.

``http.client`` builds every request header by header and reads every answer's headers with the
``email`` parser; against a model server on the same host a loop step took 1.25 to 1.30x as long
over it (``benchmarks/bench_loop.py --transports``; the tests keep that transport as the
reference this one must match). A JSON API needs little of HTTP: a request with a
``Content-Length`` body, and an answer framed by ``Content-Length``, by chunked transfer coding or
by the server closing the connection. That is all this speaks; an answer framed any other way, or broken, is a ``ProtocolError``, which the
callers treat as a dropped connection (retried).

Every request keeps its deadline for the whole exchange (connecting, sending, the headers and the
body) and its cap on the body's size (``transport.Request``). Proxies are found as ``urllib``
finds them (``HTTPS_PROXY``, ``HTTP_PROXY``, ``NO_PROXY``): an https origin is reached through a
CONNECT tunnel, so the proxy never sees the request; a plain http one is sent to the proxy with
the absolute URL.
"""

from __future__ import annotations

import io
import socket
import ssl
from collections.abc import Mapping

from toolform.clients.keepalive import KeptAlive
from toolform.clients.transport import (
    DeadlineIO,
    Disconnected,
    ProtocolError,
    Proxy,
    Request,
    Response,
    TooLarge,
    proxy_for,
)

MAX_LINE = 65536  # bytes in a status or header line, as http.client allows
MAX_HEADERS = 100
READ_BUFFER = 65536
_END = (b"\r\n", b"\n")


class Headers:
    """Response headers, looked up by name in any case; repeated headers are joined by ", "."""

    __slots__ = ("_values",)

    def __init__(self, values: dict[str, str]) -> None:
        self._values = values

    def get(self, name: str, default: str | None = None) -> str | None:
        return self._values.get(name.lower(), default)

    def __repr__(self) -> str:
        return f"Headers({self._values!r})"


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
    """One connection to the origin of the request it is opened for (through the proxy the
    environment names, if any); ``exchange`` may be called again while the last answer did not
    end the connection. Not thread-safe: ``WireTransport`` keeps one per thread."""

    def __init__(self, request: Request, *, ssl_context: ssl.SSLContext | None = None) -> None:
        url = request.url
        https = url.scheme == "https"
        default_port = 443 if https else 80
        host, port = url.hostname or "", url.port or default_port
        proxy = proxy_for(url)
        address = (proxy.host, proxy.port) if proxy else (host, port)
        sock = socket.create_connection(address, timeout=request.remaining())
        self._io = DeadlineIO(sock, request.clock)
        self._io.deadline = request.deadline
        try:
            # The whole request leaves in one write, but the server's answer may come in two
            # (headers, body): without this, Nagle's algorithm can hold later writes back.
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if https:
                if proxy is not None:
                    self._tunnel(sock, f"{host}:{port}", proxy)
                context = ssl_context or ssl.create_default_context()
                sock.settimeout(request.remaining())
                sock = context.wrap_socket(sock, server_hostname=host)
                tunnelled = self._io.received
                self._io = DeadlineIO(sock, request.clock)
                self._io.received = tunnelled
        except BaseException:
            sock.close()
            raise
        self._sock = sock
        self._reader = io.BufferedReader(self._io, READ_BUFFER)
        self._limit = request.max_body
        name = f"[{host}]" if ":" in host else host
        host_line = f"Host: {name}" if port == default_port else f"Host: {name}:{port}"
        extra = (
            []
            if proxy is None or https or not proxy.authorization
            else [f"Proxy-Authorization: {proxy.authorization}"]
        )
        self.host_header = request_head([host_line, *extra])
        self._absolute = proxy is not None and not https  # a plain proxy wants the whole URL
        self._headers: Mapping[str, str] | None = None
        self._head = b""

    def _tunnel(self, sock: socket.socket, origin: str, proxy: Proxy) -> None:
        """Ask the proxy for a tunnel to ``origin``; an ``OSError`` if it refuses."""
        lines = [f"CONNECT {origin} HTTP/1.1", f"Host: {origin}"]
        if proxy.authorization:
            lines.append(f"Proxy-Authorization: {proxy.authorization}")
        self._io.wait_at_most()
        sock.sendall(request_head(lines) + b"\r\n")
        # A reader of one byte at a time: nothing past the proxy's answer may be taken from the
        # socket, since what follows it belongs to TLS.
        self._reader = io.BufferedReader(self._io, 1)
        _, status = _status(self._line("proxy status line"))
        self._headers_of_answer()
        if not 200 <= status < 300:
            raise ConnectionRefusedError(f"the proxy refused the tunnel to {origin}: HTTP {status}")

    @property
    def received(self) -> int:
        """Bytes read from the socket so far, over every request."""
        return self._io.received

    def close(self) -> None:
        self._reader.close()
        self._sock.close()

    def exchange(self, request: Request) -> tuple[Response, bool]:
        """Send the request and read the answer, all before the request's deadline
        (``TimeoutError``); a body over its cap is ``TooLarge``. Also says whether the server
        ends the connection after this answer."""
        self._io.deadline = request.deadline
        self._limit = request.max_body
        if request.headers != self._headers:  # the same headers come every time: encode once
            self._head = request_head([f"{k}: {v}" for k, v in request.headers.items()])
            self._headers = dict(request.headers)
        target = request.url.geturl() if self._absolute else request.target
        body = request.body
        parts = [f"{request.method} {target} HTTP/1.1\r\n".encode("latin-1"), self.host_header]
        parts.append(self._head)
        if body is not None:
            parts.append(b"Content-Length: %d\r\n\r\n" % len(body))
            parts.append(body)
        else:
            parts.append(b"\r\n")
        self._io.wait_at_most()
        self._sock.sendall(b"".join(parts))
        return self._answer(request.method)

    # --- reading ---------------------------------------------------------------------------
    def _line(self, what: str) -> bytes:
        line = self._reader.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise ProtocolError(f"{what} longer than {MAX_LINE} bytes")
        return line

    def _answer(self, method: str) -> tuple[Response, bool]:
        while True:
            line = self._line("status line")
            if not line:
                raise Disconnected("the server closed the connection without answering")
            version, status = _status(line)
            headers = self._headers_of_answer()
            if status == 101:
                raise ProtocolError(
                    "the server switched protocols (101), which a JSON API never asks"
                )
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
        return Response(status, headers, body), will_close

    def _headers_of_answer(self) -> Headers:
        values: dict[str, str] = {}
        last = ""
        for _ in range(MAX_HEADERS + 1):
            line = self._line("header line")
            if line in _END:
                return Headers(values)
            if not line:
                raise ProtocolError("the connection closed inside the headers")
            text = line.decode("latin-1")
            if text[0] in " \t" and last:  # an obsolete folded continuation line
                values[last] += " " + text.strip()
                continue
            name, sep, value = text.partition(":")
            if not sep or not name.strip():
                raise ProtocolError(f"malformed header line {text[:80]!r}")
            last = name.strip().lower()
            value = value.strip()
            values[last] = f"{values[last]}, {value}" if last in values else value
        raise ProtocolError(f"more than {MAX_HEADERS} headers")

    def _check_size(self, n: int) -> None:
        if n > self._limit:
            raise TooLarge(f"the answer's body is larger than {self._limit} bytes")

    def _exact(self, n: int) -> bytes:
        data = self._reader.read(n)
        if len(data) < n:
            raise ProtocolError(f"the answer ended after {len(data)} of {n} bytes")
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
                raise ProtocolError(f"malformed chunk size {line[:40]!r}") from None
            if size < 0:
                raise ProtocolError(f"negative chunk size {line[:40]!r}")
            if size == 0:
                self._headers_of_answer()  # trailers, ignored
                return b"".join(chunks)
            total += size
            self._check_size(total)
            chunks.append(self._exact(size))
            if self._line("chunk end") not in _END:
                raise ProtocolError("a chunk does not end where its size says")


def _status(line: bytes) -> tuple[str, int]:
    """The version and status code of a status line such as ``HTTP/1.1 200 OK``."""
    parts = line.decode("latin-1").split(None, 2)
    if (
        len(parts) < 2
        or not parts[0].startswith("HTTP/")
        or len(parts[1]) != 3
        or not (parts[1].isascii() and parts[1].isdigit())
    ):
        raise ProtocolError(f"malformed status line {line[:80]!r}")
    return parts[0], int(parts[1])


def _length(value: str) -> int:
    # Repeated equal Content-Length headers are joined by ", "; they must agree.
    values = {v.strip() for v in value.split(",")}
    if len(values) != 1 or not ((text := values.pop()).isascii() and text.isdigit()):
        raise ProtocolError(f"malformed Content-Length {value[:40]!r}")
    return int(text)


class WireTransport(KeptAlive):
    """The default ``Transport``; ``ssl_context`` replaces the default TLS settings (a private
    certificate authority, a client certificate)."""

    def __init__(self, *, ssl_context: ssl.SSLContext | None = None) -> None:
        super().__init__()
        self.ssl_context = ssl_context

    def open(self, request: Request) -> Connection:
        return Connection(request, ssl_context=self.ssl_context)
