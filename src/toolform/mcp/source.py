"""Tools from running MCP servers, as a ``Toolset`` whose executors call ``tools/call``.

Each server's ``tools/list`` (every page) goes through the same loader as a saved ``tools/list``
file (``toolform.loaders.mcp``), so ``title``, ``annotations`` and ``outputSchema`` are kept the
same way. The toolset's executors call the tools on the session that listed them.

Names across servers. A tool keeps the name its server gives it unless another server of the
same toolset serves the same name; then every tool of that name is renamed
``<server>__<tool>``, where ``<server>`` is the server's label: the ``name`` given in
``McpServer``, else the name the server reports in its handshake, with every character other
than letters, digits, ``_`` and ``-`` made ``_``; when two servers have the same label, the
second becomes ``<label>_2``, the third ``<label>_3``, in the order the servers were given. A
renamed tool carries a loader note saying so, and every MCP tool records its server and its
original name under ``annotations["toolform"]["mcp_server"]``.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from toolform.errors import McpError
from toolform.ir import ToolIR
from toolform.loaders import mcp as mcp_loader
from toolform.mcp.pins import PinReport, check_pins
from toolform.mcp.results import result_value
from toolform.mcp.server import McpServer, servers_of
from toolform.mcp.session import McpSession
from toolform.toolset import Toolset

SEPARATOR = "__"
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


class McpExecutor:
    """Calls one tool on its server's session; the result becomes the loop's result value."""

    def __init__(self, session: McpSession, tool: str) -> None:
        self.session = session
        self.tool = tool

    def __call__(self, /, **arguments: Any) -> Any:  # "self" may be a tool's parameter too
        return result_value(self.session.call_tool(self.tool, arguments))

    def __repr__(self) -> str:
        return f"McpExecutor({self.tool!r} on {self.session.server.where})"


@dataclass(frozen=True)
class PinPolicy:
    """A pin file and what to do with a changed tool (see ``toolform.mcp.pins``)."""

    path: str | os.PathLike[str]
    strict: bool = False
    update: bool = False


def _labels(sessions: Sequence[McpSession]) -> list[str]:
    labels: list[str] = []
    for session in sessions:
        base = _UNSAFE.sub("_", session.server.name or session.server_name or "") or "mcp"
        label, n = base, 1
        while label in labels:
            n += 1
            label = f"{base}_{n}"
        labels.append(label)
    return labels


class McpToolSource:
    """Several MCP servers behind one toolset: lists them, follows their changes, closes them.

    ``Toolset.from_mcp_servers`` builds one; the toolset keeps it as ``toolset.source``, through
    which the call loop learns of a ``tools/list_changed`` (``changed``, ``reload``) and closes the
    sessions when it ends (``close``).
    """

    def __init__(self, servers: Sequence[McpServer], pins: PinPolicy | None = None) -> None:
        self.sessions = [McpSession(server) for server in servers]
        self.pins = pins
        #: One report per listing, when a pin file is used (the last is the current one).
        self.pin_reports: list[PinReport] = []

    def load(self) -> Toolset:
        """List every server (opening its session if need be) into one toolset."""
        listed: list[list[ToolIR]] = []
        for session in self.sessions:
            source = f"MCP server {session.server.where}"
            universe = mcp_loader.from_data({"tools": session.list_tools()}, source=source)
            listed.append(universe.tools)
        labels = _labels(self.sessions)
        counts = Counter(tool.name for tools in listed for tool in tools)
        final: list[ToolIR] = []
        executors: dict[str, McpExecutor] = {}
        for session, label, tools in zip(self.sessions, labels, listed):
            for tool in tools:
                original = tool.name
                if counts[original] > 1:
                    tool.name = f"{label}{SEPARATOR}{original}"
                    tool.note(f"renamed from {original!r}: more than one MCP server serves it")
                tool.annotations.setdefault("toolform", {})["mcp_server"] = {
                    "server": label,
                    "tool": original,
                }
                if tool.name in executors:
                    raise McpError(
                        f"two MCP tools are named {tool.name!r} even after prefixing "
                        f"(server {session.server.where}); give the servers other names"
                    )
                executors[tool.name] = McpExecutor(session, original)
                final.append(tool)
        toolset = Toolset(final, executors, kind="mcp")
        if self.pins is not None:
            toolset, report = check_pins(
                toolset, self.pins.path, strict=self.pins.strict, update=self.pins.update
            )
            self.pin_reports.append(report)
        toolset.source = self
        return toolset

    def changed(self) -> bool:
        """True when a server's tools may have changed since they were listed."""
        return any(session.changed for session in self.sessions)

    def reload(self) -> Toolset:
        return self.load()

    def close(self) -> None:
        for session in self.sessions:
            session.close()

    def __repr__(self) -> str:
        return f"McpToolSource({', '.join(s.server.where for s in self.sessions)})"


def open_servers(
    servers: Sequence[McpServer | dict[str, Any]],
    *,
    pins: str | os.PathLike[str] | None = None,
    strict_pins: bool = False,
    update_pins: bool = False,
) -> Toolset:
    """A toolset of every tool of ``servers``, with executors (``Toolset.from_mcp_servers``).
    A server that cannot be listed closes the sessions already opened before the error goes up."""
    policy = None if pins is None else PinPolicy(pins, strict_pins, update_pins)
    source = McpToolSource(servers_of(servers), policy)
    try:
        return source.load()
    except BaseException:
        source.close()
        raise
