"""Hostile servers on real loopback sockets: each attempt ends by its deadline or at the size cap,
with a typed error, and a refused certificate is never retried.

The checks count bytes (what the client read, what the server managed to send) and attempts,
never seconds: a slow machine makes these tests slower, not wrong.
"""

from __future__ import annotations

import json
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from toolform.clients import http
from toolform.errors import (
    ClientCertificateError,
    ClientError,
    ClientTimeoutError,
    ClientTooLargeError,
)
from toolform.sdk import OpenAICompatClient

USER = [{"role": "user", "content": "hi"}]
HEAD_OK = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"


class Served:
    """What a raw server did: connections accepted and bytes it got out before it stopped."""

    def __init__(self) -> None:
        self.accepted = 0
        self.sent = 0


@contextmanager
def raw_server(
    answer: Callable[[socket.socket, Served], None], *, read_head: bool = True
) -> Iterator[tuple[int, Served]]:
    """A server that reads a request's head (unless TLS must talk first) and then lets
    ``answer`` write what it likes."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.05)
    port = listener.getsockname()[1]
    served = Served()
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            served.accepted += 1
            with conn:
                try:
                    head = b"" if read_head else b"\r\n\r\n"
                    while b"\r\n\r\n" not in head:
                        data = conn.recv(65536)
                        if not data:
                            break
                        head += data
                    answer(conn, served)
                except OSError:  # the client hung up (or refused TLS): what it got is counted
                    pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield port, served
    finally:
        stop.set()
        thread.join(timeout=10)
        listener.close()


def make_client(url: str, **kw) -> OpenAICompatClient:
    kw.setdefault("max_retries", 0)
    return OpenAICompatClient(url, "m", api_key_env=None, **kw)


def drip(total: int, pause: float, head: bytes = b"") -> Callable[[socket.socket, Served], None]:
    """Send ``head`` at once, then up to ``total`` bytes one at a time, ``pause`` apart."""

    def answer(conn: socket.socket, served: Served) -> None:
        conn.sendall(head)
        for _ in range(total):
            conn.sendall(b"x")
            served.sent += 1
            time.sleep(pause)

    return answer


@pytest.mark.parametrize(
    "head",
    [b"", HEAD_OK + b"Content-Length: 100000\r\n\r\n"],
    ids=["status-line", "body"],
)
def test_a_server_dripping_bytes_is_cut_off_at_the_deadline(connections, head):
    """One byte every 10 ms, up to 3,000: each read waits less than the timeout, so only an
    overall deadline ends the attempt long before the server runs dry."""
    total = 3000
    with raw_server(drip(total, 0.01, head)) as (port, served):
        client = make_client(f"http://127.0.0.1:{port}/v1", timeout_s=0.3)
        with pytest.raises(ClientTimeoutError, match=r"timeout_s=0\.3"):
            client.chat(USER)
    (conn,) = connections
    assert conn.received < len(head) + total // 2
    assert served.sent < total


def test_an_endless_chunked_body_stops_at_the_cap(connections):
    cap = 100_000
    chunk = b"4000\r\n" + b"x" * 0x4000 + b"\r\n"
    limit = 5000  # chunks the server sends at most: 80 MB

    def endless(conn: socket.socket, served: Served) -> None:
        conn.sendall(HEAD_OK + b"Transfer-Encoding: chunked\r\n\r\n")
        for _ in range(limit):
            conn.sendall(chunk)
            served.sent += len(chunk)

    with raw_server(endless) as (port, served):
        client = make_client(f"http://127.0.0.1:{port}/v1", max_response_bytes=cap, max_retries=3)
        with pytest.raises(ClientTooLargeError, match="max_response_bytes=100000"):
            client.chat(USER)
    (conn,) = connections  # not retried: the same answer would come again
    assert conn.received <= cap + 2 * 65536
    assert served.accepted == 1 and served.sent < limit * len(chunk)


def test_a_huge_content_length_is_refused_before_reading(connections):
    def huge(conn: socket.socket, served: Served) -> None:
        conn.sendall(HEAD_OK + b"Content-Length: 2147483648\r\n\r\n" + b"x" * 1000)

    with raw_server(huge) as (port, _):
        client = make_client(f"http://127.0.0.1:{port}/v1")
        with pytest.raises(ClientTooLargeError):
            client.chat(USER)
    (conn,) = connections
    assert conn.received <= 2000  # the head, and what came with it in the same read


def test_a_close_delimited_body_stops_at_the_cap(connections):
    def flood(conn: socket.socket, served: Served) -> None:
        conn.sendall(HEAD_OK + b"\r\n")
        for _ in range(2000):
            conn.sendall(b"x" * 65536)
            served.sent += 65536

    with raw_server(flood) as (port, _):
        client = make_client(f"http://127.0.0.1:{port}/v1", max_response_bytes=50_000)
        with pytest.raises(ClientTooLargeError):
            client.chat(USER)
    (conn,) = connections
    assert conn.received <= 50_000 + 2 * 65536


def test_the_default_cap_and_timeout_are_documented_values():
    client = make_client("http://127.0.0.1:1/v1")
    assert client.options.max_response_bytes == http.MAX_RESPONSE_BYTES == 32 * 2**20
    assert client.options.timeout_s == http.DEFAULT_TIMEOUT_S == 120.0
    assert client.options.retry_after_cap_s == http.RETRY_AFTER_CAP_S == 30.0
    with pytest.raises(ValueError, match="max_response_bytes"):
        make_client("http://127.0.0.1:1/v1", max_response_bytes=0)


@pytest.mark.usefixtures("each_transport")
def test_a_refused_certificate_is_never_retried(tmp_path):
    """A TLS server whose certificate no trusted authority signed: one connection, no retry."""
    trustme = pytest.importorskip("trustme")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    trustme.CA().issue_cert("localhost").configure_cert(context)

    def tls(conn: socket.socket, served: Served) -> None:
        context.wrap_socket(conn, server_side=True)  # the client gives up in the handshake

    with raw_server(tls, read_head=False) as (port, served):
        client = make_client(f"https://localhost:{port}/v1", max_retries=3)
        with pytest.raises(ClientCertificateError, match="certificate") as info:
            client.chat(USER)
    assert served.accepted == 1
    assert isinstance(info.value, ClientError) and "gave up" not in str(info.value)


def test_a_close_delimited_answer_arriving_late_is_read_whole(connections):
    """The body comes after a pause, in its own packets, and ends with the connection: every
    byte of it is read, over a connection the answer ended."""
    answer = {"choices": [{"message": {"content": "late"}, "finish_reason": "stop"}]}

    def late(conn: socket.socket, served: Served) -> None:
        conn.sendall(HEAD_OK + b"\r\n")
        time.sleep(0.05)
        conn.sendall(json.dumps(answer).encode())
        conn.shutdown(socket.SHUT_WR)  # the end of the answer
        # Read what is left of the request (http.client sends the body in a write of its own):
        # closing with bytes unread would reset the connection and could drop the answer's end.
        while conn.recv(65536):
            pass

    with raw_server(late) as (port, _):
        assert make_client(f"http://127.0.0.1:{port}/v1").chat(USER).text == "late"
    assert len(connections) == 1
