"""The call loop: render, ask the model, parse, validate, execute, send the result back, repeat.

It only orchestrates: rendering, parsing, the guard, the advisor and the clients each live in
their own module. The prompt is rendered once and later turns are appended, so the prefix the
server sees (system prompt and tool block) stays byte-identical and its prefix cache keeps
hitting. Nothing here raises on a model's or a tool's misbehaviour: a client error, a tool
exception, a hang, an unserialisable result all end up recorded in the trace.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from toolform import advisor
from toolform.clients.base import ChatClient, ChatResult, Message
from toolform.cost import Price, cost_of, get_price
from toolform.formats.options import RenderOptions
from toolform.guard import scanner as guard_scanner
from toolform.guard.report import GuardDiff
from toolform.parse import ParsedCall, ParsedReply, RejectedCall, parse_reply
from toolform.prompts import Prompt, answer_instruction, assemble, get_protocol, render
from toolform.tokens import estimate_tokens
from toolform.tool_runner import describe, run_executor
from toolform.toolset import Toolset

if TYPE_CHECKING:
    Attempt = ParsedCall | RejectedCall

STOP_REASONS = ("no_call", "max_steps", "invalid_call", "dry_run", "error")
ON_INVALID = ("feedback", "stop", "execute")
RESULT_PREFIX = "Tool result: "
NATIVE_PROTOCOL = "native"
#: The finish reasons of a reply the endpoint stopped for length (OpenAI's, Anthropic's).
CUT_OFF_FINISH = ("length", "max_tokens")
# A tool that runs longer is reported to the model as timed out (the call-loop guide says so).
DEFAULT_TOOL_TIMEOUT_S = 60.0
# The most characters of one tool result the model is sent; the trace keeps all of it.
DEFAULT_MAX_RESULT_CHARS = 32_000
TRUNCATED = " [... cut: the result is {total:,} characters; the first {shown:,} are shown]"


def _safe_repr(value: Any) -> str:
    """``repr(value)``, or a line saying why there is none (a raising ``__repr__``, a structure
    nested too deeply for it)."""
    try:
        return repr(value)
    except Exception as exc:
        return f"<{type(value).__name__} object: repr failed with {describe(exc)}>"


def jsonable(value: Any) -> Any:
    """``value`` if JSON can carry it as it is, else a JSON-able form (``to_dict()`` or repr)."""
    try:
        if hasattr(value, "to_dict"):
            return value.to_dict()
        json.dumps(value, allow_nan=False)
    except Exception:  # not JSON, too deep to encode, or a to_dict that raised
        return _safe_repr(value)
    return value


@dataclass
class Execution:
    """What happened to one call: run (with its result or error) or refused as invalid."""

    call: Attempt
    payload: dict[str, Any]  # the {"ok": ...} object sent back to the model
    executed: bool
    duration_s: float = 0.0
    result_repr: bool = False  # the result was not JSON, so its repr went back
    truncated: bool = False  # the model was sent the first characters only (``sent``)
    _sent: str | None = field(default=None, repr=False, compare=False)

    @property
    def sent(self) -> str:
        """The payload as JSON text, as the model reads it."""
        if self._sent is None:
            self._sent = _dumps(self.payload)
        return self._sent

    @property
    def ok(self) -> bool:
        return bool(self.payload.get("ok"))

    @property
    def result(self) -> Any:
        return self.payload.get("result")

    @property
    def error(self) -> str | None:
        error = self.payload.get("error")
        return None if error is None else str(error)

    def to_dict(self) -> dict[str, Any]:
        return {
            "call": jsonable(self.call),
            "executed": self.executed,
            "payload": self.payload,
            "duration_s": self.duration_s,
            "result_repr": self.result_repr,
            "truncated": self.truncated,
        }


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
    """Run a model against a toolset until it answers without a call (see the call-loop guide)."""

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
        guard: str | guard_scanner.Guard | None = None,
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
        self.executors = dict(toolset.executors if executors is None else executors)
        self._own_executors = executors is None
        self.guard = guard
        self.guard_report: Any = None
        toolset, self.guard_report = self._guarded(toolset)
        self.toolset = toolset
        self.recommendation: advisor.Recommendation | None = None
        if format_id is None and not native:
            self.recommendation = advisor.recommend(client.model, len(toolset), toolset.tier)
            format_id = self.recommendation.format_id
            protocol_id = protocol_id or self.recommendation.protocol_id
        self.format_id = format_id
        self.protocol_id = NATIVE_PROTOCOL if native else protocol_id
        self.rule = rule
        self.max_steps = max_steps
        self.on_invalid = on_invalid
        self.persona = persona
        self.null_clause = null_clause
        self.options = options
        self.price = get_price(price)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.native = native
        self.tool_timeout_s = tool_timeout_s
        self.max_result_chars = max_result_chars
        self._base: Prompt | None = None

    def _guarded(self, toolset: Toolset) -> tuple[Toolset, Any]:
        """``toolset`` as the guard leaves it, and the guard's report (None without a guard)."""
        guard = self.guard
        if isinstance(guard, guard_scanner.Guard):
            return guard.apply(toolset)
        if guard is not None:  # "judge" asks the loop's own model about doubtful sentences
            judge = self.client if guard == "judge" else None
            return guard_scanner.apply(toolset, guard, judge=judge)
        return toolset, None

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
        self.toolset, report = self._guarded(fresh)
        self.guard_report = report
        if self._own_executors:
            self.executors = dict(fresh.executors)
        self._base = None
        after = report or guard_scanner.apply(fresh, "off")[1]
        return ToolChange(index, after.diff(before), report)

    # --- the prompt ----------------------------------------------------------------------
    def base_prompt(self) -> Prompt:
        """The prompt without a request: system prompt, tool block, instruction. Rendered once
        per loop, since none of it depends on the request; every run starts from it."""
        if self._base is None:
            if self.native:
                # The native path: no tool block and no answer instruction (the tools travel in
                # the request's ``tools`` field); the persona and the null clause stay.
                native = get_protocol(NATIVE_PROTOCOL)
                clause = answer_instruction(native, self.toolset.tools, self.null_clause)
                system = assemble("", clause, persona=self.persona, native=True)
                self._base = Prompt(
                    "",
                    clause,
                    system,
                    None,
                    len(system),
                    estimate_tokens(system),
                    "native",
                    "native",
                )
            else:
                assert self.format_id is not None
                self._base = render(
                    self.toolset,
                    self.format_id,
                    self.protocol_id,
                    options=self.options,
                    persona=self.persona,
                    null_clause=self.null_clause,
                )
        return self._base

    def messages_for(self, request: str) -> list[Message]:
        """The message list the first model call gets: the system prompt, then the request
        verbatim (the prompt builder's one-turn layout)."""
        return [
            {"role": "system", "content": self.base_prompt().system_prompt},
            {"role": "user", "content": request},
        ]

    def prompt_for(self, request: str) -> Prompt:
        """The first prompt of a run with its size counted with the request, as ``render``
        counts it (no model call)."""
        base = self.base_prompt()
        text = f"{base.system_prompt}\n\n{request}"
        return dataclasses.replace(
            base,
            messages=self.messages_for(request),
            chars=len(base.system_prompt) + len(request),
            tokens_estimate=estimate_tokens(text),
            request=request,
        )

    # --- the run -------------------------------------------------------------------------
    def run(self, request: str) -> LoopResult:
        protocol = self.protocol_id or self.base_prompt().protocol_id
        messages = self.messages_for(request)
        tools = self.toolset.to_openai() if self.native else None
        result = LoopResult(
            [],
            "max_steps",
            recommendation=self.recommendation,
            guard=self.guard_report,
            format_id=self.format_id if not self.native else None,
            protocol_id=protocol,
            price=self.price,
            messages=messages,
        )
        for index in range(self.max_steps):
            try:
                change = self._follow_tool_changes(index)
                if change is not None:
                    result.tool_changes.append(change)
                    messages[0] = self.messages_for(request)[0]
                    tools = self.toolset.to_openai() if self.native else None
                reply = self.client.chat(
                    messages, tools=tools, max_tokens=self.max_tokens, temperature=self.temperature
                )
                parsed = self._parse(reply, protocol)
            except Exception as exc:  # a client error ends the run; it is never raised
                result.stopped, result.error = "error", f"{type(exc).__name__}: {exc}"
                return result
            step = self._step(index, reply, parsed)
            result.steps.append(step)
            if not self.executors:
                result.stopped = "dry_run"
                return result
            if not parsed.calls and not parsed.rejected:
                result.stopped, result.final_text = "no_call", reply.text
                return result
            if self.on_invalid == "stop" and _invalid(parsed):
                result.stopped = "invalid_call"
                return result
            try:
                for call in _attempts(parsed):  # one at a time: a fatal error keeps the others
                    step.executed.append(self._finish(self._handle(call)))
                messages.extend(self._turn(reply, step.executed))
            except Exception as exc:  # nothing a model or a tool does may escape run()
                result.stopped, result.error = "error", describe(exc)
                return result
        return result

    def _parse(self, reply: ChatResult, protocol: str) -> ParsedReply:
        text = json.dumps(reply.native_tool_calls) if self.native else reply.text
        parsed = parse_reply(text, self.toolset, protocol, rule=self.rule)
        if reply.finish_reason in CUT_OFF_FINISH:
            # The endpoint stopped the reply for length: whatever it holds, it is an invalid
            # call (cut off), never an answer without one, so on_invalid decides what follows.
            parsed.mark_cut_off()
        return parsed

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

    # --- one call ------------------------------------------------------------------------
    def _handle(self, call: Attempt) -> Execution:
        if not _valid(call) and self.on_invalid == "feedback":
            payload = {"ok": False, "error": "invalid call", "validation": _validation(call)}
            return Execution(call, payload, executed=False)
        name = getattr(call, "resolved_name", None) or call.name
        executor = self.executors.get(name)
        if executor is None:
            payload = {"ok": False, "error": f"LookupError: no executor for tool {name!r}"}
            return Execution(call, payload, executed=False)
        outcome = run_executor(executor, dict(call.arguments or {}), timeout_s=self.tool_timeout_s)
        if outcome.error is not None:
            payload = {"ok": False, "error": outcome.error}
            return Execution(call, payload, True, outcome.duration_s)
        return _result_execution(call, outcome.value, outcome.duration_s)

    def _finish(self, execution: Execution) -> Execution:
        """``execution`` with the text the model is sent cut to ``max_result_chars`` and marked
        (``TRUNCATED``); the trace (``payload``) keeps the whole result."""
        text = execution.sent
        cap = self.max_result_chars
        if cap is not None and len(text) > cap:
            execution._sent = text[:cap] + TRUNCATED.format(total=len(text), shown=cap)
            execution.truncated = True
        return execution

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
                    "content": execution.sent if execution else _dumps(payload),
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


def _result_execution(call: Attempt, value: Any, duration_s: float) -> Execution:
    """A tool's return value as the model is sent it: as JSON when JSON can carry it, else its
    repr; a value with neither (a raising ``__repr__``, nesting too deep for either) becomes an
    error, so the model hears the tool failed rather than the run ending."""
    try:
        result = value.to_dict() if hasattr(value, "to_dict") else value
        payload = {"ok": True, "result": result}
        sent = json.dumps(payload, ensure_ascii=False, allow_nan=False)
        return Execution(call, payload, True, duration_s, _sent=sent)
    except Exception:  # not JSON (TypeError, ValueError), too deep (RecursionError), or worse
        pass
    try:
        payload = {"ok": True, "result": repr(value)}
    except Exception as exc:
        problem = f"the tool's result has no JSON or text form ({describe(exc)})"
        return Execution(call, {"ok": False, "error": problem}, True, duration_s)
    return Execution(call, payload, True, duration_s, result_repr=True)


def _dumps(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False)


def _attempts(parsed: ParsedReply) -> list[Attempt]:
    """Every call the reply made: the accepted ones, then those the parser rejected (unknown
    tools, or calls refused by the grading rule)."""
    return [*parsed.calls, *parsed.rejected]


def _valid(call: Attempt) -> bool:
    return bool(getattr(call, "valid", False))  # a rejected call has no ``valid``: never valid


def _validation(call: Attempt) -> dict[str, Any]:
    """What went wrong, as the model is told it."""
    reason = getattr(call, "reason", None)
    if reason is not None:
        return {"tool": call.name, "reason": reason}
    name = getattr(call, "resolved_name", None) or call.name
    return {"tool": name, "errors": jsonable(getattr(call, "validation", None))}


def _invalid(parsed: ParsedReply) -> bool:
    return bool(parsed.rejected) or not all(_valid(c) for c in parsed.calls)
