"""Toolsets from MCP servers: the file loader's reading of each tool, executors through the
session, the name rule across servers, pins across sessions, and the call loop end to end
(results, tools/list_changed followed mid-run, a server dying mid-run, closing with the loop)."""

from __future__ import annotations

import json

import pytest

from mcp_support import TOOLS, command

pytest.importorskip("mcp")

from toolform.clients.stub import StubClient
from toolform.errors import McpError, McpToolError
from toolform.guard import scan
from toolform.ir import ToolIR
from toolform.loaders import mcp as mcp_loader
from toolform.loop import CallLoop
from toolform.mcp.pins import check_pins
from toolform.mcp.server import McpServer
from toolform.mcp.source import McpToolSource, _labels
from toolform.toolset import Toolset


@pytest.fixture(scope="module")
def weather():
    with Toolset.from_mcp_server(command=command(), timeout_s=30) as toolset:
        yield toolset


def call(name: str, **arguments: object) -> str:
    return json.dumps({"name": name, "arguments": arguments})


def loop_for(toolset: Toolset, replies: list[str], **kwargs: object) -> CallLoop:
    client = StubClient(replies, model="stub")
    return CallLoop(
        client, toolset, format_id="json_schema_openai", protocol_id="json_object", **kwargs
    )


def test_tools_read_as_the_file_loader_reads_a_saved_tools_list(weather):
    session = weather.source.sessions[0]
    saved = mcp_loader.from_data({"tools": session.list_tools()})
    assert weather.names == TOOLS == saved.names
    for live, filed in zip(weather.tools, saved.tools):
        assert live.annotations.pop("toolform") == {
            "mcp_server": {"server": "weather", "tool": live.name}
        }
        assert live.to_dict() == filed.to_dict()
        live.annotations["toolform"] = {"mcp_server": {"server": "weather", "tool": live.name}}
    forecast = weather.get("get_forecast")
    assert forecast.annotations["mcp"]["title"] == "Weather forecast"
    assert forecast.annotations["mcp"]["annotations"]["readOnlyHint"] is True
    assert weather.get("get_conditions").returns.properties["sky"].type == "string"


def test_executors_turn_results_into_values(weather):
    run = weather.executors
    assert run["get_forecast"](city="Denver", days=2) == "Denver: sun for the next 2 days."
    assert run["get_conditions"](city="Oslo") == {
        "city": "Oslo",
        "sky": "snow",
        "temperature_c": -3.0,
    }
    radar = run["radar_map"](city="Oslo")
    assert radar["attachments"] == [{"type": "image", "mime_type": "image/png", "bytes": 67}]
    with pytest.raises(McpToolError, match="unknown city 'Atlantis'"):
        run["get_forecast"](city="Atlantis")


def test_the_loop_runs_through_the_server(weather):
    loop = loop_for(
        weather,
        [
            call("get_forecast", city="Denver", days=5),
            call("get_forecast", city="Atlantis"),
            "Sunny.",
        ],
    )
    result = loop.run("Forecast for Denver?")
    assert result.stopped == "no_call" and result.final_text == "Sunny."
    first, second = (step.executed[0].payload for step in result.steps[:2])
    assert first == {"ok": True, "result": "Denver: sun for the next 5 days."}
    assert second["ok"] is False and second["error"].startswith("McpToolError: ")
    assert result.tool_changes == []


def test_list_changed_mid_run_then_a_server_that_dies():
    toolset = Toolset.from_mcp_server(command=command(), timeout_s=30)
    replies = [call("enable_alerts"), call("get_alerts", city="Oslo"), call("crash"), "unreached"]
    with loop_for(toolset, replies, guard="standard") as loop:
        result = loop.run("Any alerts in Oslo?")
        # The server announced a new tool: the loop re-listed, re-scanned, and re-rendered.
        [change] = result.tool_changes
        assert change.before_step == 1 and change.diff.added == ("get_alerts",)
        assert not change.diff.removed and not change.diff.changed
        assert change.guard.level == "standard" and "get_alerts" in change.guard.hashes
        listed = '"name": "get_alerts"'
        assert listed in loop.client.calls[1][0]["content"]
        assert listed not in loop.client.calls[0][0]["content"]
        assert result.steps[1].executed[0].payload == {"ok": True, "result": "No alerts for Oslo."}
        # The server died during the third call: the run ends, the trace up to it is kept.
        assert result.stopped == "error" and result.error.startswith("McpConnectionError: ")
        assert "closed the connection during tools/call 'crash'" in result.error
        assert len(result.steps) == 3 and len(loop.client.calls) == 3
        assert json.loads(json.dumps(result.to_dict()))["tool_changes"][0]["added"] == [
            "get_alerts"
        ]
    assert not toolset.source.sessions[0].is_open  # closed with the loop


def test_names_served_by_two_servers_are_prefixed_with_each_servers_label():
    servers = [McpServer(command=command()), McpServer(command=command(), name="backup copy")]
    with Toolset.from_mcp_servers(servers) as both:
        assert both.names == [f"weather__{n}" for n in TOOLS] + [f"backup_copy__{n}" for n in TOOLS]
        tool = both.get("backup_copy__get_forecast")
        assert tool.annotations["toolform"]["notes"] == [
            "renamed from 'get_forecast': more than one MCP server serves it"
        ]
        assert both.executors["backup_copy__get_forecast"](city="Lima").startswith("Lima")


class FakeSession:
    def __init__(self, reported: str, tools: list[str], name: str | None = None) -> None:
        self.server = McpServer(command=["x"], name=name)
        self.server_name = reported
        self.tools = tools
        self.changed = False

    def list_tools(self) -> list[dict[str, object]]:
        return [
            {"name": n, "description": "", "inputSchema": {"type": "object"}} for n in self.tools
        ]

    def close(self) -> None:
        pass


def source_of(*sessions: FakeSession) -> McpToolSource:
    source = McpToolSource([])
    source.sessions = list(sessions)  # type: ignore[arg-type]
    return source


def test_only_colliding_names_are_prefixed_and_labels_are_numbered():
    a, b, c = (
        FakeSession("files", ["read", "list"]),
        FakeSession("files", ["read"]),
        FakeSession("web/search", ["fetch"]),
    )
    toolset = source_of(a, b, c).load()
    assert toolset.names == ["files__read", "list", "files_2__read", "fetch"]
    assert _labels([a, b, c]) == ["files", "files_2", "web_search"]
    assert toolset.get("list").annotations["toolform"]["mcp_server"] == {
        "server": "files",
        "tool": "list",
    }


def test_a_prefixed_name_that_still_collides_is_an_error():
    a, b = FakeSession("a", ["x", "b__x"]), FakeSession("b", ["x"])
    with pytest.raises(McpError, match="'b__x' even after prefixing"):
        source_of(a, b).load()


def test_a_rug_pull_between_sessions_is_caught_by_pins_and_the_guard(tmp_path):
    state, lock = tmp_path / "sessions", tmp_path / "tools.lock"
    argv = command("--state", str(state))
    with Toolset.from_mcp_server(command=argv, pins=lock) as first:
        assert first.source.pin_reports[0].created and "lookup_station" in first.names
        before = scan(first)
    with Toolset.from_mcp_server(command=argv, pins=lock) as second:
        [report] = second.source.pin_reports
        [change] = report.changed
        assert change.tool == "lookup_station" and "id_rsa" in change.new_description
        assert not report.refused and "lookup_station" in second.names  # reported, kept
        after = scan(second)
        strict, refusal = check_pins(second, lock, strict=True)
    assert after.diff(before).changed == ("lookup_station",)
    assert after.has_high and any(f.tool == "lookup_station" for f in after.findings)
    assert refusal.refused == ["lookup_station"] and "lookup_station" not in strict.executors
    assert strict.source is second.source  # the refused toolset still closes its session


def test_toolsets_without_a_source_close_and_refresh_as_no_ops():
    plain = Toolset([ToolIR("a")])
    with plain as same:
        assert same.refreshed() is None
    assert plain.with_tools([]).source is None
