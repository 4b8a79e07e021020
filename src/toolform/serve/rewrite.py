"""A chat request with ``tools`` rewritten for a model that has no tool API, and its reply read back.

The request side: the tools go into the system prompt through toolform's own prompt builder
(persona, tool block in the chosen format, the protocol's answer instruction), earlier assistant
``tool_calls`` are written in the protocol's own call shape and ``tool`` messages become the
study's result turn (``Tool result: {"ok": true, "result": ...}``, the loop's ``RESULT_PREFIX``),
and the upstream is asked without ``tools``. The reply side: ``parse_reply`` reads the text, the
calls are validated against the schemas, and they come back as OpenAI ``tool_calls``.

Nothing here speaks HTTP: the app (``toolform.serve.app``) moves the bodies.
"""

from __future__ import annotations

import json
import secrets
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolform import advisor
from toolform.errors import LoaderError, ServeError
from toolform.formats.registry import get_format
from toolform.grading import RULES
from toolform.guard import scanner as guard_scanner
from toolform.guard.report import GuardReport
from toolform.ir import ToolIR
from toolform.loop import CUT_OFF_FINISH, RESULT_PREFIX
from toolform.parse import parse_reply
from toolform.prompts import get_protocol, render_spec
from toolform.protocols.base import AnswerProtocol
from toolform.serve.openers import Openers, openers_for, servable
from toolform.toolset import Toolset

#: ``on_invalid`` values: return the reply as text with the validation report, or re-ask once.
ON_INVALID = ("text", "retry")
CHOICE_MODES = ("none", "auto", "required")
#: Request fields that describe tools to a native tool API: the upstream is asked without them.
TOOL_FIELDS = ("tools", "tool_choice", "parallel_tool_calls", "functions", "function_call")
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


@dataclass(frozen=True)
class Settings:
    """How the proxy rewrites requests (``toolform serve``'s flags; see the serve guide).

    ``model``: the model name sent upstream in place of the request's (and the advisor's key);
    ``format_id``/``protocol_id``: fixed choices instead of the advisor's per request model;
    ``guard``: a guard level applied to every request's tools; ``on_invalid``: ``text`` or
    ``retry``; ``rule``: the grading rule calls are read under.
    """

    upstream: str
    model: str | None = None
    format_id: str | None = None
    protocol_id: str | None = None
    guard: str | None = None
    on_invalid: str = "text"
    rule: str = "main"
    timeout_s: float = 120.0
    max_body_bytes: int = 8 * 2**20
    trace_dir: str | None = None
    api_key: str | None = None

    def check(self) -> Settings:
        """Raise ``ServeError`` (or an unknown-id error with close matches) on a bad setting,
        before the server starts."""
        if not self.upstream.startswith(("http://", "https://")) or self.upstream.endswith("://"):
            raise ServeError(f"--upstream must be an http(s) URL, got {self.upstream!r}")
        if self.rule not in RULES:
            raise ServeError(f"rule must be one of {', '.join(RULES)}, got {self.rule!r}")
        if self.on_invalid not in ON_INVALID:
            raise ServeError(f"on_invalid must be one of {', '.join(ON_INVALID)}")
        if self.format_id is not None and get_format(self.format_id).two_stage:
            raise ServeError(f"{self.format_id!r} is a two-stage format: the proxy asks once")
        if self.protocol_id is not None and not servable(get_protocol(self.protocol_id)):
            raise ServeError(f"protocol {self.protocol_id!r} makes no calls the proxy can return")
        if self.guard is not None and self.guard not in guard_scanner.LEVELS:
            raise ServeError(f"guard must be one of {', '.join(guard_scanner.LEVELS)}")
        if self.guard == "judge":
            raise ServeError("guard 'judge' needs a model of its own; use standard or strict")
        if not self.timeout_s > 0 or self.max_body_bytes < 1:
            raise ServeError("the timeout and the body limit must be above 0")
        return self


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


# --- the request ---------------------------------------------------------------------------


def _text_of(content: Any, where: str) -> str:
    """A message's content as text: a string, or a list of text parts joined (other parts in a
    system or tool message cannot be written into a text prompt: a 400, never dropped)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for i, part in enumerate(content):
            if not (isinstance(part, dict) and part.get("type") == "text"):
                raise ServeError(
                    "only text parts can be written into the prompt", param=f"{where}.content[{i}]"
                )
            texts.append(str(part.get("text", "")))
        return "".join(texts)
    raise ServeError("content must be a string or a list of parts", param=f"{where}.content")


def _arguments(raw: Any, where: str) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        value = None
    if not isinstance(value, dict):
        raise ServeError("the arguments must be a JSON object", param=f"{where}.arguments")
    return value


def result_text(content: str) -> str:
    """A tool's output as the study's result payload: ``{"ok": true, "result": ...}``, with a
    JSON output embedded as it was written (byte for byte) and any other text as a string."""
    try:
        json.loads(content)
    except ValueError:
        return json.dumps({"ok": True, "result": content}, ensure_ascii=False)
    return '{"ok": true, "result": ' + content.strip() + "}"


def _assistant_turn(message: dict[str, Any], protocol: AnswerProtocol, where: str) -> str:
    """An assistant message with ``tool_calls`` as the model would have written it."""
    text = _text_of(message.get("content"), where)
    calls = []
    for j, call in enumerate(message.get("tool_calls") or []):
        at = f"{where}.tool_calls[{j}]"
        function = call.get("function") if isinstance(call, dict) else None
        if not isinstance(function, dict) or not isinstance(function.get("name"), str):
            raise ServeError("a tool call needs a function with a name", param=at)
        calls.append((function["name"], _arguments(function.get("arguments"), f"{at}.function")))
    written = protocol.write_call(calls) if calls else ""
    return "\n".join(p for p in (text, written) if p)


def rewrite_messages(messages: Any, prepared: Prepared) -> list[dict[str, Any]]:
    """The conversation with the tools in the system prompt, earlier calls in the protocol's
    shape, and each run of ``tool`` messages as one user turn of ``Tool result:`` lines."""
    if not isinstance(messages, list) or not messages:
        raise ServeError("messages must be a non-empty list", param="messages")
    system = [prepared.system_prompt]
    out: list[dict[str, Any]] = []
    results: list[str] = []
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(message, dict):
            raise ServeError("a message must be an object", param=where)
        role = message.get("role")
        if role != "tool" and results:
            out.append({"role": "user", "content": "\n".join(results)})
            results = []
        if role in ("system", "developer"):
            system.append(_text_of(message.get("content"), where))
        elif role == "tool":
            results.append(RESULT_PREFIX + result_text(_text_of(message.get("content"), where)))
        elif role == "assistant" and message.get("tool_calls"):
            out.append(
                {"role": "assistant", "content": _assistant_turn(message, prepared.protocol, where)}
            )
        elif role in ("user", "assistant"):
            out.append(message)  # as the client wrote it
        else:
            raise ServeError(f"unknown message role {role!r}", param=f"{where}.role")
    if results:
        out.append({"role": "user", "content": "\n".join(results)})
    joined = "\n\n".join(s for s in system if s)
    return [{"role": "system", "content": joined}, *out]


def upstream_body(body: dict[str, Any], prepared: Prepared, model: str) -> dict[str, Any]:
    """The request the upstream gets: the same, less the tool fields, with the messages
    rewritten (and the model replaced when the proxy names one)."""
    out = {k: v for k, v in body.items() if k not in TOOL_FIELDS}
    out["messages"] = rewrite_messages(body.get("messages"), prepared)
    out["model"] = model
    return out


# --- the reply -----------------------------------------------------------------------------


def call_id() -> str:
    """A tool call id in the shape OpenAI clients expect (``call_`` and 24 characters)."""
    return "call_" + secrets.token_hex(12)


@dataclass
class Reading:
    """One reply read: the content and calls to return, and what the proxy noticed."""

    content: str | None
    tool_calls: list[dict[str, Any]]
    problems: list[dict[str, Any]] = field(default_factory=list)
    repairs: list[str] = field(default_factory=list)

    @property
    def invalid(self) -> bool:
        return bool(self.problems)

    @property
    def validation(self) -> str:
        if self.problems:
            return "invalid"
        return "ok" if self.tool_calls else "no_call"


def _tool_call(name: str, arguments: dict[str, Any], index: int | None = None) -> dict[str, Any]:
    call: dict[str, Any] = {
        "id": call_id(),
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
    }
    if index is not None:
        call = {"index": index, **call}
    return call


def read_reply(
    text: str,
    prepared: Prepared,
    choice: ToolChoice,
    *,
    parallel: bool = True,
    rule: str = "main",
    finish_reason: str | None = None,
) -> Reading:
    """Parse and validate ``text``; the calls become OpenAI ``tool_calls`` and the text before
    the first call opener becomes ``content``. A problem (an invalid or unknown call, a reply
    cut off, no call where ``tool_choice`` forced one) lands in ``problems``."""
    if choice.mode == "none":
        return Reading(text, [])
    parsed = parse_reply(text, prepared.tools, prepared.protocol_id, rule=rule)
    if finish_reason in CUT_OFF_FINISH and prepared.openers.first(text) is not None:
        # As in the loop, a reply stopped for length is cut off, once a call could have begun
        # in it: prose cut by the client's max_tokens stays an answer.
        parsed.mark_cut_off()
    reading = Reading(text, [])
    for call in parsed.calls:
        reading.repairs.extend(call.repairs)
        if not call.valid:
            reading.problems.append(
                {"tool": call.resolved_name or call.name, "errors": call.validation}
            )
    reading.problems.extend({"tool": r.name, "reason": r.reason} for r in parsed.rejected)
    calls = parsed.calls
    if not parallel and len(calls) > 1:
        reading.repairs.append(f"parallel:kept 1 of {len(calls)} calls")
        calls = calls[:1]
    if not calls and not parsed.rejected and choice.forced:
        reading.problems.append({"reason": f"tool_choice {choice.mode!r} asks for a call"})
    if calls or parsed.rejected:
        start = prepared.openers.first(text)
        before = text[: start or 0]
        reading.content = before or None
    if not reading.problems:
        reading.tool_calls = [_tool_call(c.resolved_name or c.name, c.arguments) for c in calls]
    else:
        reading.content = text
    return reading


def feedback_turn(text: str, reading: Reading) -> list[dict[str, Any]]:
    """The turn that re-asks the upstream once: the reply, then the call loop's feedback result
    (``{"ok": false, "error": "invalid call", "validation": ...}``)."""
    payload = {"ok": False, "error": "invalid call", "validation": reading.problems}
    return [
        {"role": "assistant", "content": text},
        {"role": "user", "content": RESULT_PREFIX + json.dumps(payload, ensure_ascii=False)},
    ]


def choice_message(reading: Reading, upstream_message: dict[str, Any]) -> dict[str, Any]:
    """The assistant message of a choice: the upstream's, with content and calls replaced."""
    message = {k: v for k, v in upstream_message.items() if k not in ("content", "tool_calls")}
    message["role"] = "assistant"
    message["content"] = reading.content
    if reading.tool_calls:
        message["tool_calls"] = reading.tool_calls
    return message


def finish_of(reading: Reading, upstream_finish: Any) -> Any:
    return "tool_calls" if reading.tool_calls else upstream_finish


def report_of(readings: Sequence[Reading], prepared: Prepared, retried: bool) -> dict[str, Any]:
    """What the proxy did, for the ``toolform`` extension field, the headers and the log."""
    guard = prepared.guard
    return {
        "format": prepared.format_id,
        "protocol": prepared.protocol_id,
        "format_source": prepared.source,
        "validation": _worst(r.validation for r in readings),
        "repairs": [rep for r in readings for rep in r.repairs],
        "problems": [p for r in readings for p in r.problems],
        "retried": retried,
        "guard": None
        if guard is None
        else {
            "level": guard.level,
            "findings": len(guard.findings),
            "removed": len(guard.removed),
            "dropped": list(guard.dropped),
        },
    }


def _worst(states: Any) -> str:
    found = set(states)
    for state in ("invalid", "ok", "no_call"):
        if state in found:
            return state
    return "no_call"
