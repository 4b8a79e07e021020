"""The clients' tests run over every transport, on a network with no proxy unless one is set."""

from __future__ import annotations

import ssl
from collections.abc import Iterator

import pytest
from httpclient_transport import HttpClientTransport

from toolform.clients import http
from toolform.clients.keepalive import KeptAlive
from toolform.clients.wire import WireTransport
from toolform.sdk.testing import FakeOpenAIServer

TRANSPORTS: dict[str, type[KeptAlive]] = {"wire": WireTransport, "http.client": HttpClientTransport}
PROXY_VARIABLES = ("http_proxy", "https_proxy", "no_proxy", "all_proxy")


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    """A proxy set on the machine must not route the loopback servers' traffic."""
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)


@pytest.fixture(params=list(TRANSPORTS))
def each_transport(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> type:
    """The transport class a client gets by default, once for each transport."""
    chosen = TRANSPORTS[request.param]
    monkeypatch.setattr(http, "WireTransport", chosen)
    return chosen


@pytest.fixture
def connections(each_transport: type[KeptAlive], monkeypatch: pytest.MonkeyPatch) -> Iterator[list]:
    """Every connection the clients open, kept for a look at what each one read."""
    opened: list = []
    open_ = each_transport.open

    def kept(self: KeptAlive, request: object) -> object:
        conn = open_(self, request)  # type: ignore[arg-type]
        opened.append(conn)
        return conn

    monkeypatch.setattr(each_transport, "open", kept)
    yield opened


@pytest.fixture
def tls_server(tmp_path, monkeypatch) -> Iterator[tuple[str, FakeOpenAIServer]]:
    """A fake server over TLS whose certificate the default context trusts (SSL_CERT_FILE)."""
    trustme = pytest.importorskip("trustme")
    ca = trustme.CA()
    ca_file = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    monkeypatch.setenv("SSL_CERT_FILE", str(ca_file))
    with FakeOpenAIServer(["Sunny.", "Rain."]) as server:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert("localhost").configure_cert(context)
        server._httpd.socket = context.wrap_socket(server._httpd.socket, server_side=True)
        yield server.base_url.replace("http://127.0.0.1", "https://localhost"), server
