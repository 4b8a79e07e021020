"""The json_schema family: each vendor's own JSON tool envelope, pretty or one tool per line.

Six envelopes (OpenAI chat completions, OpenAI Responses, Anthropic, MCP ``tools/list``, Gemini
``functionDeclarations``, BFCL function docs) times two layouts: the whole document indented, or
``_compact``, one JSON object per tool per line as chat templates paste them (``tojson``). The
schemas are the exporters' output, so what a vendor API would accept is what the model reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from toolform.exporters import to_anthropic, to_bfcl, to_gemini, to_mcp, to_openai
from toolform.formats.json_text import dump_json
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.ir import ToolIR

FAMILY = "json_schema"

# --- envelopes: (items, wrapper) where wrapper turns the item list into the pretty document ----


Envelope = Callable[[Sequence[ToolIR]], list[dict[str, Any]]]


def _identity(items: list[dict[str, Any]]) -> Any:
    return items


# id stem -> (display name, items, pretty document, pretty indent, shows returns, source)
_ENVELOPES: dict[
    str, tuple[str, Envelope, Callable[[list[dict[str, Any]]], Any], int, bool, str]
] = {
    "openai": (
        "OpenAI chat tools",
        lambda t: to_openai(t, shape="chat"),
        _identity,
        2,
        False,
        "OpenAI Chat Completions API `tools` array (type/function envelope), 2024-2026",
    ),
    "responses": (
        "OpenAI Responses tools",
        lambda t: to_openai(t, shape="responses"),
        _identity,
        2,
        False,
        "OpenAI Responses API function tools (flattened envelope), 2025",
    ),
    "anthropic": (
        "Anthropic tools",
        to_anthropic,
        _identity,
        2,
        False,
        "Anthropic Messages API `tools` (name, description, input_schema), 2024-2026",
    ),
    "mcp": (
        "MCP tools/list",
        to_mcp,
        lambda items: {"tools": items},
        2,
        True,
        "Model Context Protocol `tools/list` result, spec 2025-06-18 (inputSchema, outputSchema)",
    ),
    "gemini": (
        "Gemini function declarations",
        to_gemini,
        lambda items: {"functionDeclarations": items},
        2,
        True,
        "Gemini API FunctionDeclaration (OpenAPI-subset schema, upper-case types), v1beta",
    ),
    "bfcl": (
        "BFCL function docs",
        to_bfcl,
        _identity,
        4,
        False,
        "BFCL v3/v4 function docs as its json prompt writes them (json.dumps indent=4, dict/float types)",
    ),
}


def _renderer(stem: str, compact: bool) -> Callable[[Sequence[ToolIR], RenderOptions], str]:
    _, items_of, document, indent, _, _ = _ENVELOPES[stem]

    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        items = items_of(tools)
        if compact:
            return "\n".join(dump_json(item, minify=options.minify, indent=None) for item in items)
        return dump_json(document(items), minify=options.minify, indent=indent)

    return render


def _spec(stem: str, compact: bool) -> FormatSpec:
    title, _, _, indent, returns, source = _ENVELOPES[stem]
    layout = (
        "one JSON object per tool per line"
        if compact
        else f"the whole document pretty-printed ({indent}-space indent)"
    )
    return FormatSpec(
        id=f"json_schema_{stem}" + ("_compact" if compact else ""),
        name=title + (" (compact)" if compact else ""),
        family=FAMILY,
        novel=False,
        default_protocol="json_object",
        summary=f"{source}: {layout}.",
        renderer=_renderer(stem, compact),
        shows=ALL_FACTS if returns else ALL_FACTS - {"returns"},
        language="jsonl" if compact else "json",
        source=source,
    )


FORMATS: list[FormatSpec] = [
    _spec(stem, compact) for stem in _ENVELOPES for compact in (False, True)
]
