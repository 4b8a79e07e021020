"""The core's entry points that take tools, here taking any input ``Toolset.load`` reads.

The core (``prompts``, ``compare``, ``parse``) takes tools and never imports a loader; a user of
``toolform.sdk`` may still pass a path, JSON text or a vendor's list. These functions load such an
input once (``toolform.toolset.as_tools``) and hand the tools on with every other argument
unchanged: each keeps the core function's signature (a test compares them) and behaviour.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from toolform import compare, parse, prompts
from toolform.formats.options import RenderOptions
from toolform.parse import ParsedReply
from toolform.prompts import Prompt
from toolform.toolset import as_tools


def render(
    toolset: Any,
    format_id: str,
    protocol_id: str | None = None,
    *,
    request: str | None = None,
    options: RenderOptions | None = None,
    persona: str = prompts.DEFAULT_PERSONA,
    null_clause: bool = True,
    trust_line: bool = False,
) -> Prompt:
    """``toolform.prompts.render``: the prompt for ``toolset``'s tools in one format."""
    return prompts.render(
        as_tools(toolset),
        format_id,
        protocol_id,
        request=request,
        options=options,
        persona=persona,
        null_clause=null_clause,
        trust_line=trust_line,
    )


def build_messages(
    toolset: Any, request: str, format_id: str, protocol_id: str | None = None, **options: Any
) -> list[dict[str, str]]:
    """``toolform.prompts.build_messages``: only the message list of ``render``."""
    return prompts.build_messages(as_tools(toolset), request, format_id, protocol_id, **options)


def compare_formats(
    toolset: Any, format_ids: Sequence[str] | None = None, *, study: Any = None
) -> list[dict[str, Any]]:
    """``toolform.compare.compare_formats``: each format's size for these tools, beside the
    study's accuracy for it."""
    return compare.compare_formats(as_tools(toolset), format_ids, study=study)


def parse_reply(
    text: str,
    toolset: Any,
    protocol_id: str,
    *,
    rule: str = "main",
    validate: bool = True,
    lenient_fallback: bool = False,
    case_convention: str = "as_is",
) -> ParsedReply:
    """``toolform.parse.parse_reply``: read a reply into graded, resolved, validated calls."""
    return parse.parse_reply(
        text,
        as_tools(toolset),
        protocol_id,
        rule=rule,
        validate=validate,
        lenient_fallback=lenient_fallback,
        case_convention=case_convention,
    )
