"""Where a subcommand's tools come from: a tools file, or running MCP servers (``--mcp``,
``--mcp-url``), and the pin file checked against them (``--pin``).

A toolset opened here is closed when the command ends (``close_opened``, called by ``main``), so a
server started with ``--mcp`` never outlives the command.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from toolform.cli.common import load_toolset, print_notes, timeout_seconds
from toolform.errors import ToolformError
from toolform.mcp.server import DEFAULT_TIMEOUT_S, parse_header
from toolform.toolset import Toolset

if TYPE_CHECKING:
    from toolform.mcp.pins import PinReport

_OPENED: list[Toolset] = []


def add_tools_arguments(p: argparse.ArgumentParser, dest: str, help: str) -> None:
    """The tools positional (optional, as ``--mcp``/``--mcp-url`` may stand for it) and the MCP
    and pin flags."""
    p.add_argument(dest, nargs="?", metavar=dest.upper(), help=f"{help} (or --mcp / --mcp-url)")
    group = p.add_argument_group("tools from MCP servers")
    group.add_argument(
        "--mcp",
        action="append",
        metavar="COMMAND",
        help='start an MCP server with this command line (stdio) and use its tools, e.g. "python server.py"; repeatable',
    )
    group.add_argument(
        "--mcp-url",
        action="append",
        metavar="URL",
        help="use the tools of the MCP server at this streamable HTTP URL; repeatable",
    )
    group.add_argument(
        "--mcp-header",
        action="append",
        metavar="'NAME: VALUE'",
        help="an HTTP header sent to every --mcp-url server (values never printed); repeatable",
    )
    group.add_argument(
        "--mcp-timeout",
        type=timeout_seconds,
        default=DEFAULT_TIMEOUT_S,
        metavar="S",
        help="seconds an MCP server may take to start, and to answer each request",
    )
    group.add_argument(
        "--pin",
        metavar="FILE",
        help="a pin file of tool hashes (written on first use); a tool changed since is reported",
    )
    group.add_argument(
        "--strict-pins",
        action="store_true",
        help="with --pin: leave out every tool changed since it was pinned",
    )
    group.add_argument(
        "--update-pins",
        action="store_true",
        help="with --pin: accept the changes and pin the tools as they are now",
    )


def _servers(args: argparse.Namespace) -> list[dict[str, object]]:
    headers = dict(parse_header(h) for h in args.mcp_header or [])
    if headers and not args.mcp_url:
        raise ToolformError("--mcp-header applies to --mcp-url servers; none given")
    timeout = args.mcp_timeout
    servers: list[dict[str, object]] = [
        {"command": command, "timeout_s": timeout} for command in args.mcp or []
    ]
    servers += [
        {"url": url, "headers": headers, "timeout_s": timeout} for url in args.mcp_url or []
    ]
    return servers


def _print_pins(report: PinReport) -> None:
    for line in report.lines():
        sys.stderr.write(f"pin: {line}\n")


def load_tools(args: argparse.Namespace, dest: str) -> Toolset:
    """The toolset the flags name; exactly one of a tools file and MCP servers. Pin findings
    and loader notes go to stderr."""
    path = getattr(args, dest)
    servers = _servers(args)
    if (path is None) == (not servers):
        raise ToolformError(
            f"give a tools file or --mcp/--mcp-url, not {'both' if servers else 'neither'}"
        )
    if (args.strict_pins or args.update_pins) and not args.pin:
        raise ToolformError("--strict-pins and --update-pins need --pin FILE")
    if path is not None:
        toolset = load_toolset(path)
        if args.pin:
            from toolform.mcp.pins import check_pins  # the guard's hashing, loaded on use

            toolset, report = check_pins(
                toolset, args.pin, strict=args.strict_pins, update=args.update_pins
            )
            _print_pins(report)
        return toolset
    toolset = Toolset.from_mcp_servers(
        servers, pins=args.pin, strict_pins=args.strict_pins, update_pins=args.update_pins
    )
    _OPENED.append(toolset)
    if toolset.source is not None:
        for report in getattr(toolset.source, "pin_reports", []):
            _print_pins(report)
    print_notes(toolset)
    return toolset


def close_opened() -> None:
    """Close every toolset ``load_tools`` opened (the servers ``--mcp`` started exit)."""
    while _OPENED:
        _OPENED.pop().close()
