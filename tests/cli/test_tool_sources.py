"""The CLI with tools from MCP servers (--mcp, --mcp-url) and pin files (--pin, --strict-pins):
the whole loop through a real server with a fake model, the rug pull caught across two
sessions, and every failure one line with exit 2 (or 1 for a run that ended in error)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from mcp_support import TOOLS, command_line, free_port, http_server
from toolform.cli.main import main
from toolform.sdk.testing import FakeOpenAIServer

pytest.importorskip("mcp")

MODEL_FLAGS = ["--model", "m", "--format", "json_schema_openai", "--protocol", "json_object"]


def model_call(name: str, **arguments: object) -> str:
    return json.dumps({"name": name, "arguments": arguments})


@pytest.fixture
def python_on_path(monkeypatch):
    """``python`` on PATH is this interpreter, so the command lines read as the docs print them."""
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")


def test_call_runs_the_whole_loop_through_an_mcp_server(capsys, python_on_path):
    replies = [model_call("get_forecast", city="Denver", days=5), "Sunny in Denver all week."]
    with FakeOpenAIServer(replies) as model:
        code = main(
            [
                "call",
                "--mcp",
                "python tests/servers/weather_mcp.py",
                "--request",
                "Forecast for Denver?",
                "--base-url",
                model.base_url,
                *MODEL_FLAGS,
                "--execute",
                "--json",
            ]
        )
    out, err = capsys.readouterr()
    trace = json.loads(out)
    assert code == 0, err
    assert trace["stopped"] == "no_call" and trace["final_text"] == "Sunny in Denver all week."
    payload = trace["steps"][0]["executed"][0]["payload"]
    assert payload == {"ok": True, "result": "Denver: sun for the next 5 days."}
    sent = model.requests[1].body["messages"][-1]["content"]
    assert sent == 'Tool result: {"ok": true, "result": "Denver: sun for the next 5 days."}'
    assert '"name": "get_forecast"' in model.requests[0].body["messages"][0]["content"]


def test_a_tool_change_is_shown_and_a_server_dying_mid_run_ends_it_with_exit_1(capsys):
    replies = [model_call("enable_alerts"), model_call("crash"), "unreached"]
    with FakeOpenAIServer(replies) as model:
        code = main(
            [
                "call",
                "--mcp",
                command_line(),
                "--request",
                "Stop it.",
                "--base-url",
                model.base_url,
                *MODEL_FLAGS,
                "--execute",
            ]
        )
    out, err = capsys.readouterr()
    assert code == 1 and "stopped: error" in out
    assert "tools changed: added get_alerts\n-- step 2:" in out
    [line] = [x for x in err.splitlines() if "error:" in x]
    assert "McpConnectionError: the MCP server" in line and "tools/call 'crash'" in line
    assert "Traceback" not in err and len(model.requests) == 2


def test_inspect_json_over_stdio(capsys):
    assert main(["inspect", "--mcp", command_line(), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["names"] == TOOLS


def test_a_rug_pull_is_reported_then_refused_with_strict_pins(tmp_path, capsys):
    server = command_line("--state", str(tmp_path / "sessions"))
    lock = str(tmp_path / "tools.lock")
    assert main(["guard", "--mcp", server, "--pin", lock]) == 0
    first = capsys.readouterr()
    assert "0 high" in first.out and f"pin: pinned {len(TOOLS)} tools in {lock}" in first.err
    code = main(
        [
            "render",
            "--mcp",
            server,
            "--pin",
            lock,
            "--strict-pins",
            "--format",
            "json_schema_openai",
        ]
    )
    second = capsys.readouterr()
    assert code == 0
    assert "pin: tool 'lookup_station' changed since it was pinned: description was " in second.err
    assert "id_rsa" in second.err and second.err.rstrip().endswith("refused (--strict-pins)")
    assert "lookup_station" not in second.out and "get_forecast" in second.out


def test_streamable_http_with_a_header(capsys):
    with http_server() as url:
        code = main(["inspect", "--mcp-url", url, "--mcp-header", "X-Key: k", "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["n_tools"] == len(TOOLS)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["inspect", "--mcp", "no-such-mcp-server"],
            "cannot start the MCP server `no-such-mcp-server`",
        ),
        (["inspect"], "give a tools file or --mcp/--mcp-url, not neither"),
        (["inspect", "examples/tools/mcp_tools_list.json", "--mcp", "x"], "not both"),
        (["inspect", "--mcp", "x", "--strict-pins"], "--strict-pins and --update-pins need --pin"),
        (["inspect", "--mcp", "x", "--mcp-header", "A: b"], "--mcp-header applies to --mcp-url"),
        (["guard", "--mcp-url", "ftp://h/"], "must be http:// or https://"),
    ],
)
def test_user_errors_are_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def test_an_unreachable_url_keeps_its_secrets(capsys):
    url = f"http://user:hunter2@127.0.0.1:{free_port()}/mcp"
    argv = [
        "inspect",
        "--mcp-url",
        url,
        "--mcp-header",
        "Authorization: Bearer sk-9",
        "--mcp-timeout",
        "5",
    ]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert (
        err.count("\n") == 1 and "cannot connect to the MCP server http://user:[redacted]@" in err
    )
    assert "hunter2" not in err and "sk-9" not in err and "Authorization: [redacted]" in err


def test_pins_work_with_a_tools_file_too(tmp_path, capsys):
    lock = tmp_path / "tools.lock"
    assert main(["inspect", "examples/tools/mcp_tools_list.json", "--pin", str(lock)]) == 0
    assert "pin: pinned 3 tools" in capsys.readouterr().err
    assert json.loads(lock.read_text())["toolform_pins"] == 1
