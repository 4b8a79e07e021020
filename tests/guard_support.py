"""Helpers shared by the guard's detector tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from toolform.guard import apply, work
from toolform.ir import ToolIR
from toolform.toolset import Toolset


def kept_after_host(tool: str, host: str, sentence: str) -> bool:
    """Whether ``sentence``, written after the tool's own ``host`` sentence in its description,
    survives ``standard``."""
    out, _ = apply(Toolset([ToolIR(tool, f"{host} {sentence}")]), "standard")
    return sentence in (out.tools[0].description or "")


FieldPass = Callable[[int, Callable[[int], str], str, Any], Iterator[tuple[int, str, str, str]]]


def field_pass_indices(found_in: FieldPass, context: Any, sentences: list[str]) -> list[int]:
    """The sentence indices a field pass (``anaphora.links``, ``declared.calls``) reports for
    ``sentences`` (lower-cased here)."""
    lows = [s.lower() for s in sentences]
    return [i for i, *_ in found_in(len(lows), lows.__getitem__, " ".join(lows), context)]


def field_pass_work(found_in: FieldPass, context: Any, pair: list[str], n: int) -> int:
    """The characters a field pass reads on ``pair`` repeated ``n`` times (for linearity tests)."""
    lows = pair * n
    with work.measure() as meter:
        list(found_in(len(lows), lows.__getitem__, " ".join(lows), context))
    return meter.chars


def kept_among(
    description: str, siblings: Iterable[str], params: Iterable[str] = (), name: str = "my_tool"
) -> str:
    """The description of the tool ``name`` after ``standard``, in a toolset with these sibling
    tools (and these string parameters of its own)."""
    props = {p: {"type": "string"} for p in params}
    tools = [
        {
            "name": name,
            "description": description,
            "inputSchema": {"type": "object", "properties": props},
        }
    ]
    tools += [
        {"name": n, "description": "A sibling.", "inputSchema": {"type": "object"}}
        for n in siblings
    ]
    out, _ = apply(Toolset.from_mcp(tools), "standard")
    return out.tools[0].description
