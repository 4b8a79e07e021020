"""Helpers shared by the guard's detector tests."""

from __future__ import annotations

from toolform.guard import apply
from toolform.ir import ToolIR
from toolform.toolset import Toolset


def kept_after_host(tool: str, host: str, sentence: str) -> bool:
    """Whether ``sentence``, written after the tool's own ``host`` sentence in its description,
    survives ``standard``."""
    out, _ = apply(Toolset([ToolIR(tool, f"{host} {sentence}")]), "standard")
    return sentence in (out.tools[0].description or "")
