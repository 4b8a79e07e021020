"""The call loop: render, ask the model, parse, validate, execute, send the result back, repeat.

It only sequences its parts (``toolform.loop_parts``: the guard, ``Renderer``, ``Parser``,
``Executor``), asks the model through a client and prices each step. The prompt is rendered once
and later turns are appended, so the prefix the server sees (system prompt and tool block) stays
byte-identical and its prefix cache keeps hitting. Nothing here raises on a model's or a tool's
misbehaviour: a client error, a tool exception, a hang, an unserialisable result all end up
recorded in the trace.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from toolform import advisor
from toolform.clients.base import ChatClient, ChatResult, Message
from toolform.cost import Price, cost_of, get_price
from toolform.formats.options import RenderOptions
from toolform.guard import scanner as guard_scanner
from toolform.guard.report import GuardDiff
from toolform.guard.scanner import Guard
from toolform.loop_parts.executor import (
    DEFAULT_MAX_RESULT_CHARS,
    DEFAULT_TOOL_TIMEOUT_S,
    Execution,
    Executor,
    dumps,
    jsonable,
)
from toolform.loop_parts.guarding import as_guard
from toolform.loop_parts.parser import Parser, attempts, has_invalid
from toolform.loop_parts.renderer import Renderer
from toolform.parse import ParsedCall, ParsedReply
from toolform.prompts import Prompt
from toolform.tool_runner import describe

if TYPE_CHECKING:
    from toolform.toolset import Toolset  # the loop reads tools and executors; it loads nothing

STOP_REASONS = ("no_call", "max_steps", "invalid_call", "dry_run", "error")
ON_INVALID = ("feedback", "stop", "execute")
RESULT_PREFIX = "Tool result: "


@dataclass
class Step:
    """One model call and what the loop did with its answer."""

    index: int
    reply: ChatResult
    parsed: ParsedReply | None
    executed: list[Execution] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    latency_s: float = 0.0
    cost: float = 0.0

    @property
    def calls(self) -> list[ParsedCall]:
        return list(self.parsed.calls) if self.parsed is not None else []

    def to_dict(self) -> dict[str, Any]:
        reply = self.reply.to_dict()
        reply["raw"] = jsonable(reply["raw"])
        return {
            "index": self.index,
            "reply": reply,
            "parsed": jsonable(self.parsed) if self.parsed is not None else None,
            "executed": [e.to_dict() for e in self.executed],
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "cached_tokens": self.cached_tokens,
            "latency_s": self.latency_s,
            "cost": self.cost,
        }


@dataclass
class ToolChange:
    """The toolset's source changed its tools before model call ``before_step`` (an MCP
    server's ``tools/list_changed``): what changed, and the guard's report on the new tools
    (None when the loop has no guard)."""

    before_step: int
    diff: GuardDiff
    guard: Any = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "before_step": self.before_step,
            **self.diff.to_dict(),
            "guard": jsonable(self.guard) if self.guard is not None else None,
        }


@dataclass
class LoopResult:
    """The whole run: every step, why it stopped, and the sums of tokens and cost."""

    steps: list[Step]
    stopped: str
    final_text: str | None = None
    error: str | None = None
    recommendation: advisor.Recommendation | None = None
    guard: Any = None
    format_id: str | None = None
    protocol_id: str | None = None
    price: Price | None = None
    messages: list[Message] = field(default_factory=list)
    tool_changes: list[ToolChange] = field(default_factory=list)

    @property
    def calls(self) -> list[ParsedCall]:
        """Every call the model made, in order, across the steps."""
        return [call for step in self.steps for call in step.calls]

    @property
    def prompt_tokens(self) -> int:
        return sum(s.prompt_tokens for s in self.steps)

    @property
    def completion_tokens(self) -> int:
        return sum(s.completion_tokens for s in self.steps)

    @property
    def cached_tokens(self) -> int:
        return sum(s.cached_tokens for s in self.steps)

    @property
    def cost(self) -> float:
        return sum(s.cost for s in self.steps)

    def to_dict(self) -> dict[str, Any]:
        return {
            "stopped": self.stopped,
            "error": self.error,
            "final_text": self.final_text,
            "format_id": self.format_id,
            "protocol_id": self.protocol_id,
            "calls": [jsonable(c) for c in self.calls],
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "cached_tokens": self.cached_tokens,
            "cost": self.cost,
            "price": self.price.to_dict() if self.price else None,
            "recommendation": self.recommendation.to_dict() if self.recommendation else None,
            "guard": jsonable(self.guard) if self.guard is not None else None,
            "steps": [s.to_dict() for s in self.steps],
            "messages": jsonable(self.messages),
            "tool_changes": [c.to_dict() for c in self.tool_changes],
        }


class CallLoop:
    """Run a model against a toolset until it answers without a call (see the call-loop guide).

    Built from parts that work alone too (``toolform.loop_parts``): the guard cleans the tools,
    ``renderer`` writes the prompt, ``parser`` reads each reply, ``executor`` runs the calls.
    Each is an attribute a caller may replace before ``run``."""

    def __init__(
        self,
        client: ChatClient,
        toolset: Toolset,
        *,
        format_id: str | None = None,
        protocol_id: str | None = None,
        rule: str = "main",
        executors: Mapping[str, Callable[..., Any]] | None = None,
        max_steps: int = 8,
        on_invalid: str = "feedback",
        guard: str | Guard | None = None,
        persona: str = "agent",
        null_clause: bool = True,
        options: RenderOptions | None = None,
        price: str | Price = "frontier_api",
        max_tokens: int = 1024,
        temperature: float = 0.0,
        native: bool = False,
        tool_timeout_s: float | None = DEFAULT_TOOL_TIMEOUT_S,
        max_result_chars: int | None = DEFAULT_MAX_RESULT_CHARS,
    ) -> None:
        if on_invalid not in ON_INVALID:
            raise ValueError(
                f"on_invalid must be one of {', '.join(ON_INVALID)}, got {on_invalid!r}"
            )
        if not isinstance(max_steps, int) or max_steps < 1:
            raise ValueError(f"max_steps must be an int >= 1, got {max_steps!r}")
        self.client = client
        self.executor = Executor(
            toolset.executors if executors is None else executors,
            timeout_s=tool_timeout_s,
            max_result_chars=max_result_chars,
            run_invalid=on_invalid == "execute",
        )
        self._own_executors = executors is None  # the toolset's: refreshed with its tools
        self.guard = as_guard(guard, client)
        self.guard_report: Any = None
        if self.guard is not None:
            toolset, self.guard_report = self.guard.apply(toolset)
        self.toolset = toolset
        settings: dict[str, Any] = {"options": options, "persona": persona}
        settings["null_clause"] = null_clause
        self.recommendation: advisor.Recommendation | None = None
        if format_id is None and not native:
            self.renderer, self.recommendation = Renderer.advised(
                toolset, client.model, protocol_id=protocol_id, **settings
            )
        else:
            self.renderer = Renderer(toolset, format_id, protocol_id, native=native, **settings)
        self.rule = rule
        self._parser: Parser | None = None
        self.max_steps = max_steps
        self.on_invalid = on_invalid
        self.price = get_price(price)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.native = native

    # --- the parts -----------------------------------------------------------------------
    @property
    def parser(self) -> Parser:
        """Reads replies in the renderer's protocol (known once the prompt is rendered)."""
        if self._parser is None:
            self._parser = Parser(self.toolset, self.renderer.protocol, self.rule)
        return self._parser

    @parser.setter
    def parser(self, parser: Parser) -> None:
        self._parser = parser

    @property
    def format_id(self) -> str | None:
        return self.renderer.format_id

    @property
    def protocol_id(self) -> str | None:
        return self.renderer.protocol_id

    @property
    def executors(self) -> dict[str, Callable[..., Any]]:
        return self.executor.tools

    @property
    def tool_timeout_s(self) -> float | None:
        return self.executor.timeout_s

    # --- a live tool source ----------------------------------------------------------------
    def close(self) -> None:
        """Close the toolset's source (the sessions of MCP servers); ``with loop:`` does it."""
        self.toolset.close()

    def __enter__(self) -> CallLoop:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _follow_tool_changes(self, index: int) -> ToolChange | None:
        """When the toolset's source says its tools changed (an MCP ``tools/list_changed``),
        take the new listing: guard it again, re-render, and report what changed (the guard
        report's ``diff`` against the tools as they were)."""
        fresh = self.toolset.refreshed()
        if fresh is None:
            return None
        before = self.guard_report or guard_scanner.apply(self.toolset, "off")[1]
        report = None
        if self.guard is not None:
            fresh, report = self.guard.apply(fresh)
        self.toolset, self.guard_report = fresh, report
        if self._own_executors:
            self.executor.tools = dict(fresh.executors)
        self.renderer = dataclasses.replace(self.renderer, toolset=fresh)
        self._parser = None  # the next parse reads against the new tools
        after = report or guard_scanner.apply(fresh, "off")[1]
        return ToolChange(index, after.diff(before), report)

    def base_prompt(self) -> Prompt:
        """The prompt without a request, rendered once per loop; every run starts from it."""
        return self.renderer.prompt()

    def messages_for(self, request: str) -> list[Message]:
        """The message list the first model call gets (``Renderer.messages_for``)."""
        return self.renderer.messages_for(request)

    def prompt_for(self, request: str) -> Prompt:
        """The first prompt of a run, counted with the request (no model call)."""
        return self.renderer.prompt_for(request)

    # --- the run -------------------------------------------------------------------------
    def run(self, request: str) -> LoopResult:
        parser = self.parser
        messages = self.messages_for(request)
        tools = self.toolset.to_openai() if self.native else None
        result = LoopResult(
            [],
            "max_steps",
            recommendation=self.recommendation,
            guard=self.guard_report,
            format_id=self.format_id,
            protocol_id=parser.protocol_id,
            price=self.price,
            messages=messages,
        )
        for index in range(self.max_steps):
            try:
                change = self._follow_tool_changes(index)
                if change is not None:
                    result.tool_changes.append(change)
                    messages[0] = self.messages_for(request)[0]
                    parser = self.parser
                    tools = self.toolset.to_openai() if self.native else None
                reply = self.client.chat(
                    messages, tools=tools, max_tokens=self.max_tokens, temperature=self.temperature
                )
                parsed = parser.parse(reply)
            except Exception as exc:  # a client error ends the run; it is never raised
                result.stopped, result.error = "error", f"{type(exc).__name__}: {exc}"
                return result
            step = self._step(index, reply, parsed)
            result.steps.append(step)
            if not self.executor.tools:
                result.stopped = "dry_run"
                return result
            if not parsed.calls and not parsed.rejected:
                result.stopped, result.final_text = "no_call", reply.text
                return result
            if self.on_invalid == "stop" and has_invalid(parsed):
                result.stopped = "invalid_call"
                return result
            try:
                for call in attempts(parsed):  # one at a time: a fatal error keeps the others
                    step.executed.append(self.executor.run(call))
                messages.extend(self._turn(reply, step.executed))
            except Exception as exc:  # nothing a model or a tool does may escape run()
                result.stopped, result.error = "error", describe(exc)
                return result
        return result

    def _step(self, index: int, reply: ChatResult, parsed: ParsedReply) -> Step:
        cached = min(reply.cached_tokens, reply.prompt_tokens)
        return Step(
            index,
            reply,
            parsed,
            prompt_tokens=reply.prompt_tokens,
            completion_tokens=reply.completion_tokens,
            cached_tokens=cached,
            latency_s=reply.latency_s,
            cost=cost_of(
                reply.prompt_tokens, reply.completion_tokens, cached_tokens=cached, price=self.price
            ),
        )

    def _turn(self, reply: ChatResult, executed: list[Execution]) -> list[Message]:
        """The assistant's reply and the results, in the message shape of the path in use."""
        if not self.native:
            lines = [RESULT_PREFIX + e.sent for e in executed]
            return [
                {"role": "assistant", "content": reply.text},
                {"role": "user", "content": "\n".join(lines)},
            ]
        native_calls = reply.native_tool_calls
        turn: list[Message] = [
            {"role": "assistant", "content": reply.text or None, "tool_calls": native_calls}
        ]
        # Every tool_calls id must be answered. The parser keeps accepted and rejected calls
        # apart, so each native call takes the first unanswered outcome with its name.
        waiting = list(executed)
        for native_call in native_calls:
            name = _native_name(native_call)
            execution = next((e for e in waiting if e.call.name == name), None)
            if execution is not None:
                waiting.remove(execution)
            payload = execution.payload if execution else {"ok": False, "error": "invalid call"}
            call_id = native_call.get("id") if isinstance(native_call, dict) else None
            turn.append(
                {
                    "role": "tool",
                    "tool_call_id": call_id if isinstance(call_id, str) else "",
                    "content": execution.sent if execution else dumps(payload),
                }
            )
        return turn


def _native_name(item: Any) -> str | None:
    """The tool a native call item names, in either API's shape; None for an item of neither
    (a model or a server may send anything here)."""
    if not isinstance(item, dict):
        return None
    fn = item.get("function")
    name = fn.get("name") if isinstance(fn, dict) else item.get("name")
    return name if isinstance(name, str) else None
