"""Tools + format + options -> the system prompt a loop starts every run from.

The prompt is rendered once and kept: none of it depends on the request, and a server's prefix
cache keeps hitting only while the system prompt and tool block stay byte-identical.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from toolform import advisor
from toolform.clients.base import Message
from toolform.formats.options import RenderOptions
from toolform.loop_parts.parser import NATIVE_PROTOCOL
from toolform.prompts import Prompt, answer_instruction, assemble, get_protocol, render
from toolform.tokens import estimate_tokens
from toolform.toolset import Toolset


@dataclass
class Renderer:
    """Renders ``toolset`` in ``format_id``, answered in ``protocol_id`` (None: the format's own).

    ``native=True`` is the native path: no tool block and no answer instruction (the tools travel
    in the request's ``tools`` field), only the persona and the null clause."""

    toolset: Toolset
    format_id: str | None = None
    protocol_id: str | None = None
    options: RenderOptions | None = None
    persona: str = "agent"
    null_clause: bool = True
    native: bool = False
    _base: Prompt | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.native:
            self.format_id, self.protocol_id = None, NATIVE_PROTOCOL
        elif self.format_id is None:
            raise ValueError("a Renderer needs a format_id (or native=True); see Renderer.advised")

    @classmethod
    def advised(
        cls, toolset: Toolset, model: str, *, protocol_id: str | None = None, **settings: Any
    ) -> tuple[Renderer, advisor.Recommendation]:
        """A renderer in the format (and protocol, unless given) the advisor picks for ``model``
        and this toolset's size and tier, and the recommendation itself."""
        pick = advisor.recommend(model, len(toolset), toolset.tier)
        return cls(toolset, pick.format_id, protocol_id or pick.protocol_id, **settings), pick

    @property
    def protocol(self) -> str:
        """The protocol replies are read with: the one given, else the format's own."""
        return self.protocol_id or self.prompt().protocol_id

    def prompt(self) -> Prompt:
        """The prompt without a request: system prompt, tool block, instruction."""
        if self._base is None:
            self._base = self._native() if self.native else self._rendered()
        return self._base

    def _rendered(self) -> Prompt:
        assert self.format_id is not None
        return render(
            self.toolset,
            self.format_id,
            self.protocol_id,
            options=self.options,
            persona=self.persona,
            null_clause=self.null_clause,
        )

    def _native(self) -> Prompt:
        native = get_protocol(NATIVE_PROTOCOL)
        clause = answer_instruction(native, self.toolset.tools, self.null_clause)
        system = assemble("", clause, persona=self.persona, native=True)
        return Prompt(
            "", clause, system, None, len(system), estimate_tokens(system), "native", "native"
        )

    def messages_for(self, request: str) -> list[Message]:
        """The message list a first model call gets: the system prompt, then the request
        verbatim (the prompt builder's one-turn layout)."""
        return [
            {"role": "system", "content": self.prompt().system_prompt},
            {"role": "user", "content": request},
        ]

    def prompt_for(self, request: str) -> Prompt:
        """The first prompt of a run with its size counted with the request, as ``render``
        counts it (no model call)."""
        base = self.prompt()
        text = f"{base.system_prompt}\n\n{request}"
        return dataclasses.replace(
            base,
            messages=self.messages_for(request),
            chars=len(base.system_prompt) + len(request),
            tokens_estimate=estimate_tokens(text),
            request=request,
        )
