"""The clients' tests run over every transport, on a network with no proxy unless one is set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from httpclient_transport import HttpClientTransport

from toolform.clients import http
from toolform.clients.keepalive import KeptAlive
from toolform.clients.wire import WireTransport

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
