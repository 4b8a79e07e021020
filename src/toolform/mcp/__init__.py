"""Tools from running MCP servers, called through them (the optional extra ``toolform[mcp]``).

``Toolset.from_mcp_server(command=[...])`` or ``url=...`` is the way in; see the guide "Use MCP
servers". The modules: ``server`` (where a server is), ``session`` (one client session on an
event loop thread of its own), ``results`` (a ``CallToolResult`` as the loop's result),
``source`` (several servers behind one toolset, their names and executors) and ``pins`` (tool
hashes remembered across sessions). Only ``session`` and ``source`` need the ``mcp`` package;
every name here is imported when first used, so that ``import toolform`` never imports ``mcp``
and ``toolform.mcp.pins`` works without it.
"""

from __future__ import annotations

import importlib
from typing import Any

from toolform.errors import McpError

_LAZY = {
    "McpServer": "toolform.mcp.server",
    "PinChange": "toolform.mcp.pins",
    "PinReport": "toolform.mcp.pins",
    "check_pins": "toolform.mcp.pins",
    "McpSession": "toolform.mcp.session",
    "McpToolSource": "toolform.mcp.source",
    "McpExecutor": "toolform.mcp.source",
    "PinPolicy": "toolform.mcp.source",
    "open_servers": "toolform.mcp.source",
}

__all__ = [
    "McpExecutor",
    "McpServer",
    "McpSession",
    "McpToolSource",
    "PinChange",
    "PinPolicy",
    "PinReport",
    "check_pins",
    "open_servers",
]


def sdk_module(name: str) -> Any:
    """``importlib.import_module(name)`` for a module that needs the ``mcp`` SDK, with an
    ``McpError`` saying how to install it when it is missing."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or exc.name.split(".")[0] not in (
            "mcp",
            "mcp_types",
            "httpx2",
            "anyio",
        ):
            raise
        raise McpError(
            "talking to MCP servers needs the mcp package", hint="pip install 'toolform[mcp]'"
        ) from None


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(sdk_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
