"""Run a two-stage format: pick a tool from a compact index, then call it with its full schema.

Stage one shows the index the format names (``formats.two_stage``) and asks, in the ``select``
protocol, for a tool name or none; stage two shows only the chosen tools in the stage-two
format and asks for the call in that format's protocol. Both prompts come from the study's own
builder (``toolform.prompts``), so each stage is byte for byte what a single-stage render of the
same parts would be. ``TwoStage`` can be driven by hand (``stage_one``, ``parse_selection``,
``stage_two``) or with a client in one call (``run``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from toolform.formats.options import RenderOptions
from toolform.formats.registry import get_format
from toolform.formats.two_stage import SELECT_PROTOCOL, stage_two_format
from toolform.ir import ToolIR, tools_of
from toolform.naming import normalise
from toolform.prompts import DEFAULT_PERSONA, Prompt, get_protocol, render_spec

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)


class ChatClient(Protocol):
    """Anything with ``chat(messages)`` returning a result with ``.text`` (or a string)."""

    def chat(self, messages: list[dict[str, str]], /) -> Any: ...


@dataclass(frozen=True)
class TwoStageResult:
    """Both stages of one request: the prompts, the replies and the tools chosen in between."""

    stage_one: Prompt
    stage_one_reply: str
    selected: list[str]
    stage_two: Prompt | None
    reply: str | None

    @property
    def declined(self) -> bool:
        """True when stage one chose no tool (so there was no stage two)."""
        return not self.selected


class TwoStage:
    """A two-stage format over one toolset.

    ``format_id`` must be a two-stage id (``two_stage_oneliner_json`` ...); ``options``,
    ``persona`` and ``null_clause`` apply to both stages as in ``render``.
    """

    def __init__(
        self,
        toolset: Any,
        format_id: str,
        *,
        options: RenderOptions | None = None,
        persona: str = DEFAULT_PERSONA,
        null_clause: bool = True,
    ) -> None:
        spec = get_format(format_id)
        if not spec.two_stage:
            raise ValueError(
                f"{format_id!r} is a single-stage format: render it with toolform.sdk.render"
            )
        self.spec = spec
        self.tools: list[ToolIR] = tools_of(toolset)
        self.stage_two_format_id, self.stage_two_protocol_id = stage_two_format(format_id)
        self.options = options
        self.persona = persona
        self.null_clause = null_clause

    @property
    def format_id(self) -> str:
        return self.spec.id

    def _render(
        self, tools: Sequence[ToolIR], format_id: str, protocol_id: str, request: str
    ) -> Prompt:
        return render_spec(
            tools,
            get_format(format_id),
            protocol_id,
            request=request,
            options=self.options,
            persona=self.persona,
            null_clause=self.null_clause,
        )

    def stage_one(self, request: str) -> Prompt:
        """The index prompt, asking for the tool (or tools) to use, or none."""
        return self._render(self.tools, self.spec.id, SELECT_PROTOCOL, request)

    def parse_selection(self, reply: str) -> list[str]:
        """The tools a stage-one reply chose, as toolset names in reply order; [] for none.

        The ``select`` protocol reads the reply, strictly first (names one a line, or ``NONE``),
        then leniently (``{"tool": ...}``, ``name - YES`` lines, comma lists). A reply that names
        no tool either way is searched for tool names written as words. Names resolve across
        naming conventions (``getForecast`` is ``get_forecast``); a name no tool has is dropped.
        """
        text = _THINK.sub("", reply or "").strip()
        protocol = get_protocol(SELECT_PROTOCOL)
        for lenient in (False, True):
            found = protocol.extract(text, lenient=lenient)
            if found.explicit_no_call:
                return []
            chosen = _resolve([c.name for c in found.calls], self.tools)
            if chosen:
                return chosen
        return _resolve(_mentioned(text, self.tools), self.tools)

    def stage_two(self, request: str, selected: Sequence[str]) -> Prompt:
        """The call prompt: only the selected tools, in the stage-two format."""
        chosen = _resolve(list(selected), self.tools)
        if not chosen:
            raise ValueError(
                f"no tool of this toolset among {list(selected)!r}: stage two needs at least one"
            )
        tools = [t for t in self.tools if t.name in chosen]
        return self._render(tools, self.stage_two_format_id, self.stage_two_protocol_id, request)

    def run(self, client: ChatClient, request: str) -> TwoStageResult:
        """Both stages with one client; stage two is skipped when stage one chose no tool."""
        first = self.stage_one(request)
        first_reply = _text_of(client.chat(list(first.messages or ())))
        selected = self.parse_selection(first_reply)
        if not selected:
            return TwoStageResult(first, first_reply, [], None, None)
        second = self.stage_two(request, selected)
        reply = _text_of(client.chat(list(second.messages or ())))
        return TwoStageResult(first, first_reply, selected, second, reply)


def _text_of(result: Any) -> str:
    text = getattr(result, "text", result)
    return text if isinstance(text, str) else str(text)


def _mentioned(text: str, tools: Sequence[ToolIR]) -> list[str]:
    """Tool names the text mentions as words, in order of first mention."""
    found: list[tuple[int, str]] = []
    for tool in tools:
        match = re.search(rf"(?<![\w.-]){re.escape(tool.name)}(?![\w-])", text)
        if match:
            found.append((match.start(), tool.name))
    return [name for _, name in sorted(found)]


def _resolve(names: Sequence[str], tools: Sequence[ToolIR]) -> list[str]:
    by_key = {normalise(t.name): t.name for t in tools}
    exact = {t.name for t in tools}
    out: list[str] = []
    for raw in names:
        name = raw.strip().removeprefix("functions.")
        hit = name if name in exact else by_key.get(normalise(name))
        if hit is not None and hit not in out:
            out.append(hit)
    return out
