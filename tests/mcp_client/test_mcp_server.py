"""McpServer: exactly one of a command and a URL, checked settings, and a description for
errors that never carries a secret (URL passwords, header values)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.errors import McpError
from toolform.mcp.server import REDACTED, McpServer, parse_header, redact_url, servers_of


def test_a_command_string_is_split_as_a_shell_would():
    assert McpServer(command='python "my server.py" --x').command == (
        "python",
        "my server.py",
        "--x",
    )
    assert McpServer(command=["node", "s.js"]).where == "`node s.js`"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "exactly one of command= or url="),
        ({"command": ["a"], "url": "http://h/"}, "exactly one of"),
        ({"command": []}, "non-empty strings"),
        ({"url": "ftp://h/"}, "http:// or https://"),
        ({"command": ["a"], "headers": {"A": "b"}}, "applies to an HTTP server"),
        ({"command": ["a"], "timeout_s": 0}, "finite number of seconds"),
        ({"command": ["a"], "timeout_s": float("inf")}, "finite number of seconds"),
    ],
)
def test_bad_settings_are_typed_errors(kwargs, message):
    with pytest.raises(McpError, match=message):
        McpServer(**kwargs)


def test_where_redacts_header_values_and_url_passwords():
    server = McpServer(
        url="https://bob:pa55@mcp.example.org/mcp", headers={"Authorization": "Bearer t0k"}
    )
    assert server.where == (
        f"https://bob:{REDACTED}@mcp.example.org/mcp (headers Authorization: {REDACTED})"
    )


def test_query_values_are_redacted_and_scrub_removes_every_secret():
    server = McpServer(
        url="https://u:pw9@h/mcp?api_key=k-777&team=x", headers={"Authorization": "Bearer t0k"}
    )
    assert server.where.startswith(f"https://u:{REDACTED}@h/mcp?api_key={REDACTED}&team={REDACTED}")
    quoted = "refused: Bearer t0k for key k-777 (password pw9)"
    assert server.scrub(quoted) == f"refused: {REDACTED} for key {REDACTED} (password {REDACTED})"


def test_repr_leaves_out_headers_and_environment():
    server = McpServer(url="https://h/mcp", headers={"Authorization": "Bearer t0k"})
    assert "t0k" not in repr(server)
    assert "k3y" not in repr(McpServer(command="s", env={"API_KEY": "k3y"}))


def test_mappings_and_unknown_settings():
    assert servers_of([{"command": "a b"}])[0].command == ("a", "b")
    with pytest.raises(McpError, match="unknown MCP server settings: colour"):
        McpServer.of({"command": "a", "colour": "red"})
    with pytest.raises(McpError, match="no MCP server given"):
        servers_of([])


def test_header_lines():
    assert parse_header("Authorization:  Bearer x:y ") == ("Authorization", "Bearer x:y")
    with pytest.raises(McpError) as info:
        parse_header("no colon secret-value")
    assert "secret-value" not in str(info.value)


@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", min_size=1, max_size=20))
def test_a_url_password_never_shows(password):
    shown = redact_url(f"http://user:{password}@example.org/mcp")
    assert password not in shown and shown == f"http://user:{REDACTED}@example.org/mcp"
