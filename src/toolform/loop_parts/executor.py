"""Running a model's calls: one callable per tool, each call with a time limit, and what goes back
to the model cut to a cap.

A tool is user code (a Python function, an MCP session's call, anything callable with the
arguments as keywords), so nothing it does may escape: an exception, a hang or a result JSON
cannot carry all become an ``Execution`` the model is told about, and it may then recover.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolform.loop_parts.parser import Attempt, attempts, is_valid
from toolform.parse import ParsedReply
from toolform.tool_runner import describe, run_executor

# A tool that runs longer is reported to the model as timed out (the call-loop guide says so).
DEFAULT_TOOL_TIMEOUT_S = 60.0
# The most characters of one tool result the model is sent; the trace keeps all of it.
DEFAULT_MAX_RESULT_CHARS = 32_000
TRUNCATED = " [... cut: the result is {total:,} characters; the first {shown:,} are shown]"

ToolFunction = Callable[..., Any]


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


def dumps(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False)


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
            self._sent = dumps(self.payload)
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


class Executor:
    """Runs calls with ``tools``, a callable per tool name, called with the validated arguments
    as keyword arguments (sync or async; ``tool_runner``).

    A call that failed validation is refused with what went wrong, unless ``run_invalid``. A
    tool that outlasts ``timeout_s`` (None: no limit) is reported as timed out; the text the
    model is sent is cut to ``max_result_chars`` (None: no cap) and marked, and the trace keeps
    the whole result. ``tools`` is a plain dict, so executors from several sources (a Python
    toolset, an MCP session) are merged with ``dict`` operations."""

    def __init__(
        self,
        tools: Mapping[str, ToolFunction] | None = None,
        *,
        timeout_s: float | None = DEFAULT_TOOL_TIMEOUT_S,
        max_result_chars: int | None = DEFAULT_MAX_RESULT_CHARS,
        run_invalid: bool = False,
    ) -> None:
        self.tools: dict[str, ToolFunction] = dict(tools or {})
        self.timeout_s = timeout_s
        self.max_result_chars = max_result_chars
        self.run_invalid = run_invalid

    def run_all(self, parsed: ParsedReply) -> list[Execution]:
        """Every call of a reply, accepted then rejected, in order."""
        return [self.run(call) for call in attempts(parsed)]

    def run(self, call: Attempt) -> Execution:
        """One call, run or refused, with the text for the model capped."""
        execution = self._execute(call)
        text = execution.sent
        cap = self.max_result_chars
        if cap is not None and len(text) > cap:
            execution._sent = text[:cap] + TRUNCATED.format(total=len(text), shown=cap)
            execution.truncated = True
        return execution

    def _execute(self, call: Attempt) -> Execution:
        if not is_valid(call) and not self.run_invalid:
            payload = {"ok": False, "error": "invalid call", "validation": _validation(call)}
            return Execution(call, payload, executed=False)
        name = getattr(call, "resolved_name", None) or call.name
        tool = self.tools.get(name)
        if tool is None:
            payload = {"ok": False, "error": f"LookupError: no executor for tool {name!r}"}
            return Execution(call, payload, executed=False)
        outcome = run_executor(tool, dict(call.arguments or {}), timeout_s=self.timeout_s)
        if outcome.error is not None:
            return Execution(call, {"ok": False, "error": outcome.error}, True, outcome.duration_s)
        return _result_execution(call, outcome.value, outcome.duration_s)


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


def _validation(call: Attempt) -> dict[str, Any]:
    """What went wrong, as the model is told it."""
    reason = getattr(call, "reason", None)
    if reason is not None:
        return {"tool": call.name, "reason": reason}
    name = getattr(call, "resolved_name", None) or call.name
    return {"tool": name, "errors": jsonable(getattr(call, "validation", None))}
