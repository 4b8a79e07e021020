"""A request's tools made ready once: loaded, guarded, rendered into the system prompt.

The format and protocol are the flags' or the advisor's choice for the request's model; the
tools go into the prompt through toolform's own prompt builder (persona, tool block, the
protocol's answer instruction), with a sentence for ``tool_choice`` and ``parallel_tool_calls``.
Agents resend the same tools on every turn, so the result is kept (``Preparer``).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from toolform import advisor
from toolform.errors import LoaderError, ServeError
from toolform.formats.registry import get_format
from toolform.guard import scanner as guard_scanner
from toolform.guard.report import GuardReport
from toolform.ir import ToolIR
from toolform.prompts import get_protocol, render_spec
from toolform.protocols.base import AnswerProtocol
from toolform.serve.openers import Openers, openers_for
from toolform.serve.settings import Settings
from toolform.toolset import Toolset

CHOICE_MODES = ("none", "auto", "required")
#: Sentences added to the system prompt for ``tool_choice`` and ``parallel_tool_calls``.
REQUIRED_LINE = "You must answer with at least one tool call."
NAMED_LINE = "You must answer with a call to the tool {name}."
NONE_LINE = "Do not call any tool now: answer in plain text."
SINGLE_LINE = "Make at most one tool call in your answer."
#: How many prepared toolsets the proxy keeps (agents resend the same tools on every turn).
CACHE_SIZE = 256
#: Toolsets kept per key (the same names with other descriptions or schemas).
VARIANTS = 4


@dataclass(frozen=True)
class ToolChoice:
    """``tool_choice`` read: ``mode`` is none, auto, required or function (with ``name``)."""

    mode: str = "auto"
    name: str | None = None

    @property
    def forced(self) -> bool:
        return self.mode in ("required", "function")


def tool_choice_of(value: Any) -> ToolChoice:
    """Read OpenAI's ``tool_choice``: a mode string or ``{"type": "function", "function":
    {"name": ...}}``. Anything else is a 400 naming the field."""
    if value is None:
        return ToolChoice()
    if isinstance(value, str):
        if value in CHOICE_MODES:
            return ToolChoice(value)
        raise ServeError(
            f"tool_choice must be one of {', '.join(CHOICE_MODES)} or a function, got {value!r}",
            param="tool_choice",
        )
    function = value.get("function") if isinstance(value, dict) else None
    name = function.get("name") if isinstance(function, dict) else None
    if not isinstance(name, str) or not name:
        raise ServeError(
            'tool_choice must name a function: {"type": "function", "function": {"name": ...}}',
            param="tool_choice",
        )
    return ToolChoice("function", name)


@dataclass
class Prepared:
    """One request's tools made ready: rendered once and kept while agents resend them."""

    tools: list[ToolIR]
    format_id: str
    protocol: AnswerProtocol
    system_prompt: str
    openers: Openers
    guard: GuardReport | None
    source: str  # where the format came from: "flag" or the advisor's source

    @property
    def protocol_id(self) -> str:
        return _protocol_key(self.protocol)


def _protocol_key(protocol: AnswerProtocol) -> str:
    dialect = getattr(protocol, "dialect", None)
    return f"{protocol.id}:{dialect.id}" if dialect is not None else protocol.id


def _tool_name(tool: Any) -> str | None:
    function = tool.get("function") if isinstance(tool, dict) else None
    name = function.get("name") if isinstance(function, dict) else None
    return name if isinstance(name, str) else None


def _tool_names(tools: Any) -> tuple[str | None, ...]:
    """The names a tools list gives, in order (``None`` where one gives none): a cheap key."""
    return tuple(_tool_name(t) for t in tools) if isinstance(tools, list) else ()


class Preparer:
    """Loads, guards and renders a request's tools, keeping the last ``CACHE_SIZE`` results.

    An agent sends the same tools on every turn. They are matched by their names, the model and
    the choice, then compared whole with ``==`` (in C, about a tenth of the cost of serialising
    them for a key), so a request whose tools were seen costs no load and no render.
    """

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._cache: OrderedDict[tuple[Any, ...], list[tuple[Any, Prepared]]] = OrderedDict()

    def prepare(self, tools: Any, model: str, choice: ToolChoice, parallel: bool) -> Prepared:
        key = (_tool_names(tools), model, choice, parallel)
        seen = self._cache.get(key)
        if seen is not None:
            self._cache.move_to_end(key)
            for known, prepared in seen:
                if known == tools:
                    return prepared
        prepared = self._prepare(tools, model, choice, parallel)
        if seen is None:
            seen = self._cache[key] = []
        seen.insert(0, (tools, prepared))
        del seen[VARIANTS:]
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return prepared

    def _prepare(self, tools: Any, model: str, choice: ToolChoice, parallel: bool) -> Prepared:
        try:
            toolset = Toolset.from_openai(tools)
        except (LoaderError, RecursionError) as exc:
            raise ServeError(f"the tools cannot be read: {exc}", param="tools") from None
        report = None
        if self.settings.guard is not None:
            toolset, report = guard_scanner.apply(toolset, self.settings.guard)
        format_id, protocol_id = self.settings.format_id, self.settings.protocol_id
        source = "flag"
        if format_id is None:
            found = advisor.recommend(model, len(toolset), toolset.tier)
            format_id, source = found.format_id, found.source
            protocol_id = protocol_id or found.protocol_id
        spec = get_format(format_id)
        protocol = get_protocol(protocol_id or spec.default_protocol)
        shown = toolset.tools
        if choice.mode == "function":
            shown = [t for t in toolset.tools if t.name == choice.name]
            if not shown:
                names = ", ".join(t.name for t in toolset.tools)
                raise ServeError(
                    f"tool_choice names {choice.name!r}, which is not among the tools ({names})",
                    param="tool_choice",
                )
        prompt = render_spec(
            shown, spec, protocol_id or spec.default_protocol, null_clause=choice.mode == "auto"
        )
        lines = [prompt.system_prompt]
        if choice.mode == "required":
            lines.append(REQUIRED_LINE)
        elif choice.mode == "function":
            lines.append(NAMED_LINE.format(name=choice.name))
        elif choice.mode == "none":
            lines.append(NONE_LINE)
        if not parallel and choice.mode != "none":
            lines.append(SINGLE_LINE)
        return Prepared(
            shown, format_id, protocol, "\n\n".join(lines), openers_for(protocol), report, source
        )
