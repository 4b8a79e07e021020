"""A second transport, on ``http.client``: the reference the default one is held to.

The clients' conformance tests run over both (``each_transport`` in conftest.py), so the
hand-written HTTP/1.1 of ``clients/wire.py`` must behave as the standard library's client does:
the same answers, errors, deadlines, caps and proxies. It is also the worked example of a
transport a user writes. It was the candidate default; bench_loop --transports
measured a loop step 1.25 to 1.30x as long over it as over wire.py, so it lives here.
"""

from __future__ import annotations

import http.client
import io
import socket
import ssl
from typing import Any

from toolform.clients.keepalive import KeptAlive
from toolform.clients.transport import (
    DeadlineIO,
    Disconnected,
    ProtocolError,
    Request,
    Response,
    TooLarge,
    proxy_for,
)

READ_BUFFER = 65536


class _AnswerIO(io.RawIOBase):
    """One answer's view of the connection's ``DeadlineIO``: ``http.client`` closes the reader
    of each answer, which must not close the connection's."""

    def __init__(self, shared: DeadlineIO) -> None:
        super().__init__()
        self.shared = shared

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        return self.shared.readinto(buffer)


class _DeadlineSocket:
    """The socket as ``http.client`` sees it: answers are read through ``DeadlineIO``."""

    def __init__(self, sock: socket.socket, io_: DeadlineIO) -> None:
        self._sock = sock
        self.io = io_

    def makefile(self, mode: str, *args: Any, **kwargs: Any) -> io.BufferedReader:
        return io.BufferedReader(_AnswerIO(self.io), READ_BUFFER)

    def close(self) -> None:
        """Nothing: ``http.client`` closes the socket as soon as an answer says the connection
        ends, before its body is read (its own readers keep the socket open by a count this
        reader is not in); the connection closes it when the body is in (``_Connection.close``)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


class _Deadlined:
    """Mixed into an ``http.client`` connection: its socket, once open, reads by a deadline."""

    sock: Any
    _io: DeadlineIO | None = None
    _request: Request

    _real: socket.socket | None = None

    def connect(self) -> None:
        self.close_socket()
        super().connect()  # type: ignore[misc]
        self._real = self.sock
        self._io = DeadlineIO(self.sock, self._request.clock)
        self._io.deadline = self._request.deadline
        self.sock = _DeadlineSocket(self.sock, self._io)

    def close_socket(self) -> None:
        if self._real is not None:
            self._real.close()
            self._real = None

    @property
    def received(self) -> int:
        return self._io.received if self._io is not None else 0


class _Http(_Deadlined, http.client.HTTPConnection):
    pass


class _Https(_Deadlined, http.client.HTTPSConnection):
    pass


class _Connection:
    """One ``http.client`` connection to one origin (perhaps through a proxy)."""

    def __init__(self, request: Request, ssl_context: ssl.SSLContext | None) -> None:
        url = request.url
        https = url.scheme == "https"
        host, port = url.hostname or "", url.port or (443 if https else 80)
        proxy = proxy_for(url)
        self._absolute = proxy is not None and not https  # a plain proxy wants the whole URL
        timeout = request.remaining()
        conn: _Http | _Https
        if https:
            context = ssl_context or ssl.create_default_context()
            if proxy is None:
                conn = _Https(host, port, timeout=timeout, context=context)
            else:
                conn = _Https(proxy.host, proxy.port, timeout=timeout, context=context)
                headers = (
                    {"Proxy-Authorization": proxy.authorization} if proxy.authorization else {}
                )
                conn.set_tunnel(host, port, headers)
        elif proxy is None:
            conn = _Http(host, port, timeout=timeout)
        else:
            conn = _Http(proxy.host, proxy.port, timeout=timeout)
        self._proxy_headers = (
            {"Proxy-Authorization": proxy.authorization}
            if self._absolute and proxy is not None and proxy.authorization
            else {}
        )
        self._conn = conn

    @property
    def received(self) -> int:
        return self._conn.received

    def close(self) -> None:
        self._conn.close()
        self._conn.close_socket()

    def exchange(self, request: Request) -> tuple[Response, bool]:
        conn = self._conn
        conn._request = request
        conn.timeout = request.remaining()  # for connecting, when the socket is not open yet
        if conn._io is not None and conn.sock is not None:
            conn._io.deadline = request.deadline
            conn.sock.settimeout(conn.timeout)
        target = request.url.geturl() if self._absolute else request.target
        headers = {**request.headers, **self._proxy_headers}
        try:
            conn.request(request.method, target, request.body, headers)
            answer = conn.getresponse()
            if answer.status == 101:
                raise ProtocolError(
                    "the server switched protocols (101), which a JSON API never asks"
                )
            if answer.length is not None and answer.length > request.max_body:
                raise TooLarge(f"the answer's body is larger than {request.max_body} bytes")
            body = b"" if request.method == "HEAD" else answer.read(request.max_body + 1)
        except http.client.RemoteDisconnected as exc:
            raise Disconnected(str(exc)) from None
        except http.client.HTTPException as exc:  # broken framing: the connection is unusable
            raise ProtocolError(f"{type(exc).__name__}: {exc}") from None
        if len(body) > request.max_body:
            raise TooLarge(f"the answer's body is larger than {request.max_body} bytes")
        return Response(answer.status, answer.headers, body), bool(answer.will_close)


class HttpClientTransport(KeptAlive):
    """HTTP/1.1 through ``http.client``; ``ssl_context`` replaces the default TLS settings (a
    private certificate authority, a client certificate)."""

    def __init__(self, *, ssl_context: ssl.SSLContext | None = None) -> None:
        super().__init__()
        self.ssl_context = ssl_context

    def open(self, request: Request) -> _Connection:
        return _Connection(request, self.ssl_context)
