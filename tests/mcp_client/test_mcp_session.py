"""McpSession against the real test server (tests/servers/weather_mcp.py), over stdio and
streamable HTTP: every page listed, every kind of result, list_changed, timeouts, and servers
that cannot start, hang or die, each ending in a typed error within the bounded wait."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest

from mcp_support import TOOLS, command, free_port, http_server

pytest.importorskip("mcp")

from toolform.errors import McpConnectionError, McpError, McpTimeoutError, McpToolError
from toolform.mcp.server import McpServer
from toolform.mcp.session import MAX_PAGES, McpSession


@pytest.fixture(scope="module")
def session():
    session = McpSession(McpServer(command=command(), timeout_s=30))
    yield session
    session.close()


def test_lists_every_page_in_order(session):
    tools = session.list_tools()
    assert [t["name"] for t in tools] == TOOLS  # three pages of three
    forecast = tools[0]
    assert forecast["title"] == "Weather forecast"
    assert forecast["annotations"] == {"readOnlyHint": True, "openWorldHint": False}
    assert forecast["inputSchema"]["required"] == ["city"]
    assert "outputSchema" in tools[1] and "outputSchema" not in forecast
    assert session.server_name == "weather" and not session.changed


def test_calls_return_the_sdk_result(session):
    text = session.call_tool("get_forecast", {"city": "Denver", "days": 2})
    assert [b.text for b in text.content] == ["Denver: sun for the next 2 days."]
    structured = session.call_tool("get_conditions", {"city": "Oslo"})
    assert structured.structured_content == {"city": "Oslo", "sky": "snow", "temperature_c": -3.0}
    error = session.call_tool("get_forecast", {"city": "Atlantis"})
    assert error.is_error and "unknown city 'Atlantis'" in error.content[0].text


def test_a_call_past_its_timeout_is_a_timeout_error_and_the_session_goes_on(session):
    with pytest.raises(McpTimeoutError, match=r"did not answer tools/call 'slow' in 0.5 s"):
        session.call_tool("slow", {"seconds": 3}, timeout_s=0.5)
    assert session.call_tool("get_forecast", {"city": "Lima"}).content[0].text.startswith("Lima")


def test_an_unknown_tool_is_a_tool_error_result(session):
    result = session.call_tool("no_such_tool", {})
    assert result.is_error


def test_list_changed_a_dying_server_and_a_new_session():
    session = McpSession(McpServer(command=command(), timeout_s=30))
    try:
        assert len(session.list_tools()) == len(TOOLS)
        session.call_tool("enable_alerts", {})
        assert session.changed  # the server sent notifications/tools/list_changed
        assert [t["name"] for t in session.list_tools()][-1] == "get_alerts"
        assert not session.changed
        with pytest.raises(McpConnectionError, match="closed the connection during tools/call"):
            session.call_tool("crash", {})
        assert not session.is_open
        # The next use starts a new server; its tools may differ, so it counts as changed.
        assert session.call_tool("get_forecast", {"city": "Oslo"}).content
        assert session.changed
        assert [t["name"] for t in session.list_tools()] == TOOLS
    finally:
        session.close()
    assert not session.is_open


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["no-such-mcp-server-command"],
            "cannot start the MCP server `no-such-mcp-server-command`",
        ),
        (
            [sys.executable, "-c", "import sys; sys.stderr.write('bad config\\n'); sys.exit(1)"],
            "closed the connection during the handshake; its stderr ends: bad config",
        ),
        (
            [sys.executable, "-c", "import time; time.sleep(60)"],
            "did not finish its handshake in 1 s",
        ),
    ],
    ids=["missing", "exits", "hangs"],
)
def test_a_server_that_cannot_start_or_answer_is_a_typed_error(argv, message):
    session = McpSession(McpServer(command=argv, timeout_s=1))
    with pytest.raises(McpConnectionError, match=message.replace("(", r"\(")) as info:
        session.open()
    assert not session.is_open
    assert "Traceback" not in str(info.value)


def test_a_closed_session_reports_itself_closed_when_a_request_races_the_close():
    session = McpSession(McpServer(command=["unused"]))
    with pytest.raises(McpConnectionError, match="is closed"):
        session._request(lambda s: s.list_tools(), 1.0, "tools/list")


@pytest.fixture(scope="module")
def http_url():
    with http_server() as url:
        yield url


def test_streamable_http_lists_calls_and_sends_headers(http_url):
    server = McpServer(url=http_url, headers={"X-Weather-Key": "k-123"}, timeout_s=30)
    session = McpSession(server)
    try:
        assert [t["name"] for t in session.list_tools()] == TOOLS
        answer = session.call_tool("get_forecast", {"city": "Denver"})
        assert answer.content[0].text == "Denver: sun for the next 3 days."
        echoed = session.call_tool("echo_header", {"name": "X-Weather-Key"})
        assert echoed.content[0].text == "k-123"
    finally:
        session.close()


def test_an_unreachable_url_names_it_without_its_secrets():
    server = McpServer(
        url=f"http://user:hunter2@127.0.0.1:{free_port()}/mcp",  # nothing listens there
        headers={"Authorization": "Bearer sk-secret"},
        timeout_s=5,
    )
    with pytest.raises(McpConnectionError) as info:
        McpSession(server).open()
    message = str(info.value)
    assert "127.0.0.1" in message and "Authorization: [redacted]" in message
    assert "hunter2" not in message and "sk-secret" not in message


def test_tool_error_is_raised_for_a_json_rpc_error(session, monkeypatch):
    """A JSON-RPC error answer to tools/call (not an isError result) is a McpToolError."""
    from mcp.shared.exceptions import MCPError

    async def refuse(*args, **kwargs):
        raise MCPError(-32602, "invalid params: city")

    monkeypatch.setattr(session._session, "call_tool", refuse)
    with pytest.raises(McpToolError, match="refused tools/call 'get_forecast': invalid params"):
        session.call_tool("get_forecast", {"city": 1})


class Pages:
    """Stands in for the server's tools/list answers: ``cursor_of(n)`` is page n's next cursor."""

    def __init__(self, cursor_of):
        self.cursor_of = cursor_of
        self.asked = 0

    def __call__(self, make, timeout_s, what, **kwargs):
        self.asked += 1
        return SimpleNamespace(tools=[], next_cursor=self.cursor_of(self.asked))


@pytest.mark.parametrize(
    ("cursor_of", "message", "asked"),
    [
        (lambda n: "same", "sent the tools/list cursor 'same' twice", 2),
        (lambda n: str(n), f"more than {MAX_PAGES} pages", MAX_PAGES),
    ],
    ids=["repeated-cursor", "endless"],
)
def test_pagination_that_never_ends_is_an_error_after_bounded_work(
    monkeypatch, cursor_of, message, asked
):
    session = McpSession(McpServer(command=["unused"]))
    pages = Pages(cursor_of)
    monkeypatch.setattr(session, "open", lambda: None)
    monkeypatch.setattr(session, "_request", pages)
    with pytest.raises(McpError, match=message):
        session.list_tools()
    assert pages.asked == asked


def test_without_the_sdk_the_error_says_what_to_install(monkeypatch):
    from toolform.mcp import sdk_module

    for name in ("toolform.mcp.source", "toolform.mcp.session", "mcp"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setitem(sys.modules, "mcp", None)
    with pytest.raises(McpError, match=r"needs the mcp package \(pip install 'toolform\[mcp\]'\)"):
        sdk_module("toolform.mcp.source")
