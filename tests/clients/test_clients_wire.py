"""The HTTP/1.1 framing of clients/wire.py, against canned answers on a real socket, and TLS.

The framing checks run on wire.py's connection; those the http.client reference transport shares
(``httpclient_transport``) run on both."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hypothesis_profiles import examples
from toolform.clients.http import JsonHttp
from toolform.clients.transport import MAX_BODY, Disconnected, ProtocolError, Request, TooLarge
from toolform.clients.wire import Connection, request_head
from toolform.errors import ClientError
from toolform.sdk import OpenAICompatClient


@contextmanager
def canned(*answers: bytes, close_after: bool = False) -> Iterator[tuple[int, list[bytes]]]:
    """A server that reads one request per answer and writes the answer's bytes as given."""
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    seen: list[bytes] = []

    def serve() -> None:
        conn, _ = listener.accept()
        with conn, conn.makefile("rb") as reader:
            for answer in answers:
                head = b""
                while not head.endswith(b"\r\n\r\n"):
                    byte = reader.read(1)
                    if not byte:
                        return
                    head += byte
                length = next(
                    (
                        int(line.split(b":")[1])
                        for line in head.split(b"\r\n")
                        if line.lower().startswith(b"content-length:")
                    ),
                    0,
                )
                seen.append(head + reader.read(length))
                conn.sendall(answer)
            if close_after:
                conn.shutdown(socket.SHUT_WR)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield port, seen
    finally:
        listener.close()
        thread.join(timeout=5)


def request(
    port: int, method: str = "POST", body: bytes | None = b"{}", limit: int = MAX_BODY
) -> Request:
    url = urlsplit(f"http://127.0.0.1:{port}/v1/x")
    return Request(method, url, {}, body, deadline=time.monotonic() + 5, max_body=limit)


def exchange(
    *answers: bytes, method: str = "POST", body: bytes | None = b"{}", limit: int = MAX_BODY
):
    """Each answer read on one connection: (response, will_close) pairs, and the requests."""
    with canned(*answers) as (port, seen):
        first = request(port, method, body, limit)
        conn = Connection(first)
        try:
            return [conn.exchange(first) for _ in answers], seen
        finally:
            conn.close()


def test_request_is_one_http11_message_with_host_and_length():
    ((response, closes),), (sent,) = exchange(
        b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}", body=b'{"a": 1}'
    )
    assert response.status == 200 and response.body == b"{}" and not closes
    head, _, payload = sent.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    assert lines[0] == b"POST /v1/x HTTP/1.1"
    assert lines[1].startswith(b"Host: 127.0.0.1:")
    assert b"Content-Length: 8" in lines and payload == b'{"a": 1}'


def test_chunked_answer_with_extensions_and_trailers():
    answer = (
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        b'4;ext=1\r\n{"a"\r\n5\r\n: 1}\n\r\n0\r\nX-Trailer: yes\r\n\r\n'
    )
    ((response, _),), _ = exchange(answer)
    assert response.body == b'{"a": 1}\n'


def test_headers_any_case_repeated_and_folded():
    answer = (
        b"HTTP/1.1 429 Too Many\r\nretry-after: 3\r\nX-A: one\r\nX-A: two\r\n"
        b"X-Long: first\r\n  second\r\nContent-Length: 0\r\n\r\n"
    )
    ((response, _),), _ = exchange(answer)
    assert response.status == 429
    assert response.headers.get("Retry-After") == "3"
    assert response.headers.get("x-a") == "one, two"
    assert response.headers.get("X-LONG") == "first second"
    assert response.headers.get("missing", "none") == "none"


def test_interim_answers_are_skipped():
    answer = (
        b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: x\r\n\r\n"
        b"HTTP/1.1 201 Created\r\nContent-Length: 1\r\n\r\nx"
    )
    ((response, _),), _ = exchange(answer)
    assert (response.status, response.body) == (201, b"x")


def test_http10_and_close_delimited_answers_close():
    ((_, closes),), _ = exchange(b"HTTP/1.0 200 OK\r\nContent-Length: 1\r\n\r\nx")
    assert closes
    ((_, closes),), _ = exchange(
        b"HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 1\r\n\r\nx"
    )
    assert closes
    with canned(b"HTTP/1.1 200 OK\r\n\r\nuntil the end", close_after=True) as (port, _):
        get = request(port, "GET", None)
        conn = Connection(get)
        response, closes = conn.exchange(get)
        conn.close()
    assert response.body == b"until the end" and closes


def test_no_body_answers():
    ((response, _),), (sent,) = exchange(
        b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n", method="HEAD", body=None
    )
    assert response.body == b"" and b"Content-Length" not in sent
    ((response, _),), _ = exchange(b"HTTP/1.1 204 No Content\r\n\r\n")
    assert response.body == b""


@pytest.mark.parametrize(
    "answer, message",
    [
        (b"SMTP ready\r\n\r\n", "malformed status line"),
        (b"HTTP/1.1 2000 OK\r\n\r\n", "malformed status line"),
        (b"HTTP/1.1 \xb2\xb2\xb2 OK\r\n\r\n", "malformed status line"),
        (b"HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", "malformed header line"),
        (b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "malformed Content-Length"),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n", "malformed Content-Length"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "malformed chunk size"),
        (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n", "does not end"),
        (b"HTTP/1.1 200 OK\r\n" + b"X: y\r\n" * 101 + b"\r\n", "more than 100 headers"),
        (b"HTTP/1.1 200 OK\r\nX: " + b"y" * 70000 + b"\r\n\r\n", "longer than"),
        (b"HTTP/1.1 101 Switching Protocols\r\n\r\n", "switched protocols"),
    ],
)
def test_broken_framing_is_a_wire_error(answer, message):
    with pytest.raises(ProtocolError, match=message):
        exchange(answer)


def test_truncated_answers():
    with canned(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc", close_after=True) as (
        port,
        _,
    ):
        conn = Connection(request(port))
        with pytest.raises(ProtocolError, match="after 3 of 10 bytes"):
            conn.exchange(request(port))
        conn.close()
    with canned(b"", close_after=True) as (port, _):
        conn = Connection(request(port))
        with pytest.raises(Disconnected):
            conn.exchange(request(port))
        conn.close()


@pytest.mark.parametrize("value", ["a\r\nX-Injected: 1", "caf\u00e9\u2603"])
def test_headers_that_would_corrupt_the_request_are_refused(value):
    with pytest.raises(ValueError):
        request_head([f"X-Key: {value}"])
    with pytest.raises(ClientError, match="cannot send these headers") as info:
        JsonHttp("http://127.0.0.1:1", {"X-Key": value})
    assert value not in str(info.value)


def test_base_url_with_spaces_is_refused():
    with pytest.raises(ClientError, match="printable ASCII"):
        OpenAICompatClient("http://127.0.0.1:1/v 1", model="m")


def framed(body: bytes, cuts: list[int], chunked: bool) -> bytes:
    """``body`` as an answer, in one Content-Length body or in chunks cut at ``cuts``."""
    if not chunked:
        return b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(body) + body
    pieces, rest = [], body
    for cut in cuts:
        if rest:
            pieces.append(rest[:cut])
            rest = rest[cut:]
    if rest:
        pieces.append(rest)
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n\r\n"
    return b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks


@examples(40)
@given(
    body=st.binary(max_size=3000),
    cuts=st.lists(st.integers(min_value=1, max_value=700), max_size=8),
    chunked=st.booleans(),
    limit=st.integers(min_value=0, max_value=3000),
)
def test_a_body_arrives_whole_up_to_the_cap_and_not_past_it(body, cuts, chunked, limit):
    answer = framed(body, cuts, chunked)
    if len(body) <= limit:
        ((response, _),), _ = exchange(answer, limit=limit)
        assert response.body == body
    else:
        with pytest.raises(TooLarge):
            exchange(answer, limit=limit)


@examples(60)
@given(
    body=st.binary(max_size=3000),
    cuts=st.lists(st.integers(min_value=1, max_value=700), max_size=8),
    chunked=st.booleans(),
)
def test_any_body_in_any_chunking_arrives_whole(body, cuts, chunked):
    answer = framed(body, cuts, chunked)
    ((first, _), (second, _)), _ = exchange(answer, answer)  # one kept-alive connection
    assert first.body == body and second.body == body


@pytest.mark.usefixtures("each_transport")
def test_answers_match_the_official_client_over_tls(tls_server):
    """TLS to a server whose certificate the default context trusts via SSL_CERT_FILE."""
    url, server = tls_server
    client = OpenAICompatClient(url, model="m", max_retries=0)
    assert [client.chat([{"role": "user", "content": "w?"}]).text for _ in range(2)] == [
        "Sunny.",
        "Rain.",
    ]
    assert server.requests[0].body["model"] == "m"
