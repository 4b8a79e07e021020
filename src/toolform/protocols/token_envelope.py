"""Vendor special-token envelopes: DeepSeek V3, FunctionGemma and functionary ``>>>name``.

One parser, driven by a per-dialect token table: where a call starts, what separates the name
from the arguments, and where it ends. FunctionGemma writes its arguments in a brace grammar
with unquoted keys and ``<escape>``-delimited strings, read by ``_gemma_args``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from toolform.protocols.base import (
    CUT_OFF,
    AnswerProtocol,
    CallSpec,
    Extraction,
    RawCall,
    failed_call,
    open_marker,
)
from toolform.protocols.jsonlike import dumps, read_arguments
from toolform.protocols.scan import NextOf, ends_open
from toolform.protocols.tagged import json_after


@dataclass(frozen=True)
class Dialect:
    """The tokens of one vendor's envelope."""

    id: str
    call_begin: str
    name_sep: str
    call_end: str
    prefix: str = ""
    suffix: str = ""
    fence: bool = False


DIALECTS: dict[str, Dialect] = {
    "deepseek": Dialect(
        "deepseek",
        call_begin="<｜tool▁call▁begin｜>function<｜tool▁sep｜>",
        name_sep="\n",
        call_end="<｜tool▁call▁end｜>",
        prefix="<｜tool▁calls▁begin｜>",
        suffix="<｜tool▁calls▁end｜>",
        fence=True,
    ),
    "functiongemma": Dialect(
        "functiongemma",
        call_begin="<start_function_call>call:",
        name_sep="{",
        call_end="<end_function_call>",
    ),
    "functionary": Dialect("functionary", call_begin=">>>", name_sep="\n", call_end=""),
}

_ESC = "<escape>"


def _gemma_value(value: Any) -> str:
    if isinstance(value, str):
        return f"{_ESC}{value}{_ESC}"
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{_gemma_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_gemma_value(v) for v in value) + "]"
    return json.dumps(value)


def _gemma_args(text: str) -> dict[str, Any] | None:
    """Read ``{city:<escape>Paris<escape>,days:5}`` by turning it into JSON, strings first."""
    out: list[str] = []
    parts = text.split(_ESC)
    if len(parts) % 2 == 0:
        return None
    for i, part in enumerate(parts):
        if i % 2:
            out.append(json.dumps(part))
            continue
        token = ""
        for ch in part:
            if ch.isalnum() or ch in "_.-+":
                token += ch
                continue
            out.append(_bare(token, ch == ":"))
            token = ""
            out.append(ch)
        out.append(_bare(token, False))
    try:
        value = json.loads("".join(out))
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _bare(token: str, is_key: bool) -> str:
    if not token or (not is_key and token in ("true", "false", "null")):
        return token
    if not is_key:
        try:
            float(token)
            return token
        except ValueError:
            pass
    return json.dumps(token)


class TokenEnvelopeProtocol(AnswerProtocol):
    id = "token_envelope"
    name = "Special-token envelope"
    summary = (
        "A vendor's special-token call envelope (dialects: deepseek, functiongemma, functionary)."
    )

    def __init__(self, dialect: str = "deepseek") -> None:
        self.dialect = DIALECTS[dialect]
        self.shape_text = (
            f"To call a tool, write the call in the {dialect} tool-call envelope, for example:"
        )
        self.several_text = "To make several calls, write one envelope per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        d = self.dialect
        parts = []
        for name, args in calls:
            if d.id == "functiongemma":
                parts.append(f"{d.call_begin}{name}{_gemma_value(args)}{d.call_end}")
            elif d.fence:
                parts.append(f"{d.call_begin}{name}\n```json\n{dumps(args)}\n```{d.call_end}")
            else:
                parts.append(f"{d.call_begin}{name}{d.name_sep}{dumps(args)}{d.call_end}")
        joiner = "" if d.prefix else "\n"
        return d.prefix + joiner.join(parts) + d.suffix

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        tables = list(DIALECTS.values()) if lenient else [self.dialect]
        found = Extraction()
        for d in tables:
            one = self._scan(text, d, lenient=lenient)
            found.add(one)
        return found.capped("token_envelope")

    def _scan(self, text: str, d: Dialect, *, lenient: bool) -> Extraction:
        found = Extraction()
        syntax = f"token_envelope:{d.id}"
        begin = _begin_pattern(d, lenient)
        next_end = NextOf(text, [d.call_end]) if d.call_end else None
        next_begin = NextOf(text, [_first_token(d)])
        next_sep = NextOf(text, [d.name_sep])
        last_fence = text.rfind("```")
        pos = 0
        while not found.full(syntax):
            match = begin.search(text, pos)
            if match is None:
                break
            head = match.end()
            sep = next_sep(head)
            if sep < 0:
                if _is_name(text[head:].strip()) or not text[head:].strip():
                    found.failed.append(failed_call(text[head:].strip(), CUT_OFF, syntax))
                break
            pos = sep
            if sep - head > _NAME_MAX:  # no tool name is that long: this opening names nothing
                pos = head
                continue
            name = text[head:sep].strip()
            if not _is_name(name):
                continue
            if d.id == "functiongemma":
                end = next_end(sep) if next_end else -1
                if end < 0:
                    if not lenient:
                        found.failed.append(failed_call(name, CUT_OFF, syntax))
                        continue
                    stop = next_begin(head)
                    end_body = stop if stop >= 0 else len(text)
                else:
                    end_body = end
                args = _gemma_args(text[sep:end_body].strip())
                if args is None and end < 0:
                    found.failed.append(failed_call(name, CUT_OFF, syntax))
                    continue
                error = None if args is not None else "arguments are not readable"
                found.calls.append(RawCall(name, args or {}, syntax=syntax, error=error))
                continue
            args_at = sep + len(d.name_sep)
            read = json_after(text, args_at, lenient=lenient or d.fence)
            if read is None:
                if ends_open(text, args_at) or _open_fence_at(text, args_at, last_fence):
                    found.failed.append(failed_call(name, CUT_OFF, syntax))
                else:
                    why = "arguments are not a readable JSON object"
                    found.calls.append(RawCall(name, syntax=syntax, error=why))
                continue
            value, end, _ = read
            args_or_none, error = read_arguments(value)
            if not lenient and d.call_end:
                after = _TAIL.match(text, end)
                at = after.end() if after else end
                if not text.startswith(d.call_end, at):
                    if at >= len(text):
                        found.failed.append(failed_call(name, CUT_OFF, syntax))
                    continue
            found.calls.append(RawCall(name, args_or_none or {}, syntax=syntax, error=error))
            pos = end
        opening = d.prefix or d.call_begin
        closing = d.suffix or d.call_end
        left_open = closing and open_marker(text, opening, closing) is not None
        if left_open and not found.failed and not (lenient and found.calls):
            found.failed.append(failed_call("", CUT_OFF, syntax))
        if not lenient and not found.calls and not found.failed and _first_token(d) in text:
            why = "not a call in the envelope's exact shape"
            found.failed.append(failed_call("", why, syntax))
        return found


#: The longest name an envelope is read with; a separator further off belongs to another call.
_NAME_MAX = 256
#: Whitespace, a fence's end and whitespace: what may stand between arguments and the end token.
_TAIL = re.compile(r"\s*(?:```)?\s*")
_TOKEN = re.compile(r"<[^<>]*>|[^<]+")


def _first_token(d: Dialect) -> str:
    return _TOKEN.match(d.call_begin).group()  # type: ignore[union-attr]


@cache
def _begin_pattern(d: Dialect, lenient: bool) -> re.Pattern[str]:
    """Where a call starts: the dialect's tokens exactly, or leniently with any whitespace
    between them (a model that writes a newline after ``<start_function_call>``)."""
    tokens = _TOKEN.findall(d.call_begin)
    joiner = r"\s*" if lenient else ""
    return re.compile(joiner.join(re.escape(t.strip() if lenient else t) for t in tokens))


def _is_name(text: str) -> bool:
    return bool(text) and all(c.isalnum() or c in "_-." for c in text)


def _open_fence_at(text: str, start: int, last_fence: int) -> bool:
    """Whether a fence opens at ``start`` (after whitespace) and never closes: cut off.
    ``last_fence`` is where the text's last fence starts, found once per scan."""
    at = _SPACE.match(text, start)
    j = at.end() if at else start
    return text.startswith("```", j) and j == last_fence


_SPACE = re.compile(r"\s*")
