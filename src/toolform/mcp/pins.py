"""Tool pins: a file remembering each tool's hash, so a tool changed between sessions shows.

An MCP server can serve a harmless description when a tool is first approved and a poisoned one
later (a "rug pull"). ``GuardReport.diff`` compares two loads in one process; a pin file carries
the comparison across sessions. Trust on first use: a missing file is written with every tool's
hash (``toolform.guard.tool_hash``: name, description, schemas, MCP metadata) and description; a
tool not yet pinned is added. A pinned tool whose hash differs is reported, with its old and new
description, and keeps its old pin, so it is reported again next time; ``update=True`` accepts
the change and pins the tool as it is now. ``strict=True`` leaves every changed tool out of the
toolset, so it is never rendered. Nothing here needs the ``mcp`` package: pins work on any
toolset.

The file: ``{"toolform_pins": 1, "tools": {"<name>": {"sha256": "...", "description": "..."}}}``.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from toolform.errors import PinError
from toolform.guard.report import tool_hash
from toolform.textfile import parse_json, read_text_file
from toolform.toolset import Toolset

PIN_VERSION = 1
_SHOWN = 120


@dataclass(frozen=True)
class PinChange:
    """A pinned tool that changed: its description then and now (equal when only its schema or
    metadata changed)."""

    tool: str
    old_description: str
    new_description: str

    @property
    def description_changed(self) -> bool:
        return self.old_description != self.new_description


@dataclass
class PinReport:
    """What a pin check found in a toolset, and what it did."""

    path: str
    created: bool = False
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[PinChange] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # left out of the toolset (strict)
    updated: list[str] = field(default_factory=list)  # re-pinned as they are now (update)

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)

    def lines(self) -> list[str]:
        """One line per finding, as the command line prints them."""
        out: list[str] = []
        if self.created:
            out.append(f"pinned {len(self.added)} tools in {self.path}")
        elif self.added:
            out.append(f"pinned new tools in {self.path}: {', '.join(self.added)}")
        if self.removed:
            out.append(f"pinned tools no longer served: {', '.join(self.removed)}")
        for change in self.changed:
            what = (
                f"description was {_short(change.old_description)!r}, "
                f"now {_short(change.new_description)!r}"
                if change.description_changed
                else "its schema or metadata changed"
            )
            action = (
                "refused (--strict-pins)"
                if change.tool in self.refused
                else "re-pinned"
                if change.tool in self.updated
                else "kept"
            )
            out.append(f"tool {change.tool!r} changed since it was pinned: {what}; {action}")
        return out

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["changed"] = [asdict(c) for c in self.changed]
        return data


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _SHOWN else flat[: _SHOWN - 3] + "..."


def read_pins(path: str | os.PathLike[str]) -> dict[str, dict[str, str]] | None:
    """The pins in ``path`` (tool name -> ``{"sha256", "description"}``); None when there is no
    such file yet."""
    if not Path(path).exists():
        return None
    source = os.fspath(path)
    data = parse_json(read_text_file(path, PinError), PinError, source)
    if not isinstance(data, dict) or data.get("toolform_pins") != PIN_VERSION:
        raise PinError(
            f"not a toolform pin file (expected {{'toolform_pins': {PIN_VERSION}, 'tools': ...}})",
            source=source,
        )
    tools = data.get("tools")
    if not isinstance(tools, dict):
        raise PinError("'tools' must be an object", source=source, path="$.tools")
    for name, pin in tools.items():
        if not isinstance(pin, dict) or not isinstance(pin.get("sha256"), str):
            raise PinError(
                "a pin is {'sha256': ..., 'description': ...}",
                source=source,
                path=f"$.tools.{name}",
            )
    return tools


def write_pins(path: str | os.PathLike[str], pins: dict[str, dict[str, str]]) -> None:
    """Write ``pins`` to ``path`` whole or not at all (a temporary file, then a rename)."""
    target = Path(path)
    text = json.dumps({"toolform_pins": PIN_VERSION, "tools": pins}, indent=2, ensure_ascii=False)
    handle, temp = tempfile.mkstemp(
        prefix=".pins-", dir=target.parent if str(target.parent) else "."
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def check_pins(
    toolset: Toolset,
    path: str | os.PathLike[str],
    *,
    strict: bool = False,
    update: bool = False,
) -> tuple[Toolset, PinReport]:
    """Compare ``toolset`` with the pins in ``path`` and update the file (see the module's doc).

    Returns the toolset (without the changed tools when ``strict``) and the report."""
    pins = read_pins(path)
    report = PinReport(path=os.fspath(path), created=pins is None)
    pins = dict(pins or {})
    names = set(toolset.names)
    report.removed = [n for n in pins if n not in names]
    if update:
        for name in report.removed:
            del pins[name]
    kept = []
    dirty = report.created or (update and bool(report.removed))
    for tool in toolset.tools:
        now = {"sha256": tool_hash(tool), "description": tool.description}
        pin = pins.get(tool.name)
        if pin is None:
            report.added.append(tool.name)
            pins[tool.name], dirty = now, True
        elif pin["sha256"] != now["sha256"]:
            report.changed.append(
                PinChange(tool.name, str(pin.get("description", "")), tool.description)
            )
            if update:
                report.updated.append(tool.name)
                pins[tool.name], dirty = now, True
            elif strict:
                report.refused.append(tool.name)
                continue
        kept.append(tool)
    if dirty:
        write_pins(path, pins)
    return (toolset.with_tools(kept) if report.refused else toolset), report
