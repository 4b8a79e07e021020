"""The transport seam: a user's own transport, the options object, and proxies from the
environment (over both transports, through a loopback proxy)."""

from __future__ import annotations

import json
import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from urllib.parse import urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.clients.http import ClientOptions
from toolform.clients.transport import Request, Response, Transport, proxy_for
from toolform.errors import (
    ClientConnectionError,
    ClientError,
    ClientTimeoutError,
    ClientTooLargeError,
)
from toolform.sdk import AnthropicClient, OpenAICompatClient
from toolform.sdk.testing import FakeOpenAIServer

USER = [{"role": "user", "content": "hi"}]
KEY = "sk-secret-key-1234"


class Headers(dict):
    def get(self, name, default=None):  # type: ignore[override]
        return super().get(name.lower(), default)


class InProcess:
    """A transport that answers in process: what a test of an integration passes."""

    def __init__(self, *answers: object) -> None:
        self.answers = list(answers)
        self.seen: list[Request] = []
        self.closed = 0

    def handle(self, request: Request) -> Response:
        self.seen.append(request)
        answer = self.answers.pop(0)
        if isinstance(answer, BaseException):
            raise answer
        status, body = answer  # type: ignore[misc]
        return Response(status, Headers({"content-type": "application/json"}), body)

    def close(self) -> None:
        self.closed += 1


def completion(text: str) -> bytes:
    return json.dumps(
        {"choices": [{"message": {"content": text}, "finish_reason": "stop"}]}
    ).encode()


def test_a_transport_of_ones_own_carries_the_requests():
    transport = InProcess((200, completion("Sunny.")))
    assert isinstance(transport, Transport)
    client = OpenAICompatClient(
        "https://example.invalid/v1", "m", api_key=KEY, transport=transport, timeout_s=7
    )
    assert client.chat(USER).text == "Sunny."
    (request,) = transport.seen
    assert (request.method, request.url.path, request.target) == (
        "POST",
        "/v1/chat/completions",
        "/v1/chat/completions",
    )
    assert request.headers["Authorization"] == f"Bearer {KEY}"
    assert json.loads(request.body or b"")["messages"] == USER
    assert request.max_body == client.options.max_response_bytes
    assert 0 < request.remaining() <= 7
    assert KEY not in repr(request) and KEY not in repr(client.options)
    client.close()
    assert transport.closed == 1


def test_a_transports_failures_become_typed_errors_and_are_retried():
    failure = ConnectionResetError("reset")
    transport = InProcess(failure, failure)
    client = AnthropicClient("m", api_key=KEY, transport=transport, max_retries=1, backoff_s=0)
    with pytest.raises(ClientConnectionError, match="gave up after 2 attempts"):
        client.chat(USER)
    assert len(transport.seen) == 2


def test_a_timed_out_generation_is_a_typed_error_and_never_sent_twice():
    transport = InProcess(TimeoutError("slow"), TimeoutError("slow"))
    client = AnthropicClient("m", api_key=KEY, transport=transport, max_retries=3, backoff_s=0)
    with pytest.raises(ClientTimeoutError, match="no whole answer within"):
        client.chat(USER)
    assert len(transport.seen) == 1


def test_a_transports_answers_are_redacted_and_capped():
    body = json.dumps({"error": {"message": f"bad key {KEY}"}}).encode()
    client = OpenAICompatClient(
        "http://x.invalid", "m", api_key=KEY, transport=InProcess((401, body))
    )
    with pytest.raises(ClientError) as info:
        client.chat(USER)
    assert KEY not in str(info.value) and KEY not in info.value.body
    from toolform.clients.transport import TooLarge

    client = OpenAICompatClient("http://x.invalid", "m", transport=InProcess(TooLarge("big")))
    with pytest.raises(ClientTooLargeError):
        client.chat(USER)


def test_options_are_one_object_and_keywords_replace_its_fields():
    shared = ClientOptions(timeout_s=5, max_retries=0)
    a = OpenAICompatClient("http://x.invalid", "m", options=shared)
    b = AnthropicClient("m", options=shared, max_retries=2)
    assert a.options is shared
    assert (b.options.timeout_s, b.options.max_retries) == (5, 2)
    assert ClientOptions() == ClientOptions(timeout_s=120.0, max_response_bytes=32 * 2**20)
    with pytest.raises(TypeError, match="did you mean timeout_s"):
        OpenAICompatClient("http://x.invalid", "m", timeout=5)
    with pytest.raises(ValueError, match="timeout_s"):
        ClientOptions(timeout_s=0)


# --- proxies ------------------------------------------------------------------------------
class Proxy:
    """What the loopback proxy saw: the first line and headers of each request to it."""

    def __init__(self, refuse: bool = False) -> None:
        self.heads: list[str] = []
        self.refuse = refuse


def _relay(a: socket.socket, b: socket.socket) -> None:
    try:
        while data := a.recv(65536):
            b.sendall(data)
    except OSError:
        pass
    finally:
        for s in (a, b):
            with suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)


def _serve_proxy(conn: socket.socket, proxy: Proxy) -> None:
    head = b""
    while b"\r\n\r\n" not in head:
        data = conn.recv(65536)
        if not data:
            return
        head += data
    head, _, rest = head.partition(b"\r\n\r\n")
    text = head.decode("latin-1")
    proxy.heads.append(text)
    method, target, version = text.split("\r\n")[0].split(" ")
    if proxy.refuse:
        conn.sendall(b"HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n")
        return
    if method == "CONNECT":
        host, port = target.rsplit(":", 1)
        upstream = socket.create_connection((host, int(port)))
        conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
    else:  # absolute form: forward in origin form
        url = urlsplit(target)
        upstream = socket.create_connection((url.hostname, url.port))
        first = f"{method} {url.path} {version}".encode()
        upstream.sendall(first + head[head.index(b"\r\n") :] + b"\r\n\r\n" + rest)
    back = threading.Thread(target=_relay, args=(upstream, conn), daemon=True)
    back.start()
    _relay(conn, upstream)
    back.join(timeout=5)
    upstream.close()


@contextmanager
def loopback_proxy(refuse: bool = False) -> Iterator[tuple[str, Proxy]]:
    listener = socket.create_server(("127.0.0.1", 0))
    proxy = Proxy(refuse)

    def accept() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            threading.Thread(target=_serve_proxy, args=(conn, proxy), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield f"127.0.0.1:{listener.getsockname()[1]}", proxy
    finally:
        listener.close()


@pytest.mark.usefixtures("each_transport")
def test_https_goes_through_a_connect_tunnel(tls_server, monkeypatch):
    url, server = tls_server
    with loopback_proxy() as (address, proxy):
        monkeypatch.setenv("HTTPS_PROXY", f"http://user:p%40ss@{address}")
        client = OpenAICompatClient(url, "m", max_retries=0, api_key=KEY)
        assert [client.chat(USER).text for _ in range(2)] == ["Sunny.", "Rain."]
    (head,) = proxy.heads  # one tunnel, kept alive for both requests
    port = urlsplit(url).port
    assert head.startswith(f"CONNECT localhost:{port} HTTP/1.")  # 1.0 from http.client
    assert "Proxy-Authorization: Basic dXNlcjpwQHNz" in head  # user:p@ss
    assert KEY not in head  # the request itself went inside the tunnel
    assert server.requests[0].headers["Authorization"] == f"Bearer {KEY}"


@pytest.mark.usefixtures("each_transport")
def test_http_goes_to_the_proxy_with_the_absolute_url(monkeypatch):
    with FakeOpenAIServer(["Sunny."]) as server, loopback_proxy() as (address, proxy):
        monkeypatch.setenv("HTTP_PROXY", address)
        assert OpenAICompatClient(server.base_url, "m", max_retries=0).chat(USER).text == "Sunny."
        url = server.base_url
    (head,) = proxy.heads
    assert head.startswith(f"POST {url}/chat/completions HTTP/1.1\r\n")


@pytest.mark.usefixtures("each_transport")
def test_no_proxy_and_a_refusing_proxy(monkeypatch):
    with FakeOpenAIServer(["Sunny."]) as server, loopback_proxy(refuse=True) as (address, proxy):
        monkeypatch.setenv("HTTP_PROXY", address)
        monkeypatch.setenv("NO_PROXY", "127.0.0.1")
        assert OpenAICompatClient(server.base_url, "m", max_retries=0).chat(USER).text == "Sunny."
        assert proxy.heads == []
        monkeypatch.setenv("HTTPS_PROXY", address)
        client = OpenAICompatClient("https://localhost:9/v1", "m", max_retries=0)
        with pytest.raises(ClientConnectionError):
            client.chat(USER)
    assert proxy.heads and proxy.heads[0].startswith("CONNECT localhost:9 ")


def test_proxy_lookup_follows_urllib(monkeypatch):
    url = urlsplit("https://api.example.com/v1")
    assert proxy_for(url) is None
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.corp:3128")
    found = proxy_for(url)
    assert found is not None and (found.host, found.port, found.authorization) == (
        "proxy.corp",
        3128,
        None,
    )
    monkeypatch.setenv("NO_PROXY", ".example.com")
    assert proxy_for(url) is None
    monkeypatch.delenv("NO_PROXY")
    monkeypatch.setenv("HTTPS_PROXY", "socks5://user:secret@proxy.corp:1080")
    with pytest.raises(ClientError, match="must be http://") as info:
        proxy_for(url)
    assert "secret" not in str(info.value)


@given(
    proxy=st.text(max_size=40)
    | st.sampled_from(["http://p:1", "p:8080", "http://[::1", "h:99999"]),
    no_proxy=st.text(max_size=20) | st.just("*"),
    url=st.sampled_from(["https://api.example.com/v1", "http://127.0.0.1:8000/v1"]),
)
def test_any_proxy_setting_gives_a_proxy_none_or_a_client_error(proxy, no_proxy, url):
    """Whatever the environment holds, the lookup answers or raises a ClientError that does not
    show the value (it may hold a password)."""
    saved = {name: os.environ.get(name) for name in ("HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY")}
    if "\x00" in proxy + no_proxy:
        return  # the environment cannot hold a NUL
    try:
        os.environ.update(HTTPS_PROXY=proxy, HTTP_PROXY=proxy, NO_PROXY=no_proxy)
        try:
            found = proxy_for(urlsplit(url))
        except ClientError as exc:
            assert not proxy.strip() or proxy not in str(exc) or len(proxy) < 4
        else:
            assert found is None or (found.host and 0 < found.port < 65536)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
