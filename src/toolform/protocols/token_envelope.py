"""Vendor special-token envelopes: DeepSeek V3, FunctionGemma and functionary ``>>>name``.

One parser, driven by a per-dialect token table: where a call starts, what separates the name
from the arguments, and where it ends. FunctionGemma writes its arguments in a brace grammar
with unquoted keys and ``<escape>``-delimited strings, read by ``_gemma_args``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsonlike import dumps, read_arguments
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
        calls: list[RawCall] = []
        for d in tables:
            calls.extend(self._scan(text, d, lenient=lenient))
        return Extraction(calls)

    def _scan(self, text: str, d: Dialect, *, lenient: bool) -> list[RawCall]:
        calls: list[RawCall] = []
        pos = 0
        while True:
            start = text.find(d.call_begin, pos)
            if start < 0:
                return calls
            head = start + len(d.call_begin)
            sep = text.find(d.name_sep, head)
            if sep < 0:
                return calls
            name = text[head:sep].strip()
            pos = sep
            if not name or not all(c.isalnum() or c in "_-." for c in name):
                continue
            syntax = f"token_envelope:{d.id}"
            if d.id == "functiongemma":
                end = text.find(d.call_end, sep)
                if end < 0 and not lenient:
                    continue
                body = text[sep : end if end >= 0 else len(text)]
                args = _gemma_args(body.strip())
                error = None if args is not None else "arguments are not readable"
                calls.append(RawCall(name, args or {}, syntax=syntax, error=error))
                continue
            found = json_after(text, sep + len(d.name_sep), lenient=lenient or d.fence)
            if found is None:
                calls.append(
                    RawCall(name, syntax=syntax, error="arguments are not a readable JSON object")
                )
                continue
            value, end, _ = found
            args_or_none, error = read_arguments(value)
            if not lenient and d.call_end:
                tail = text[end:].lstrip().removeprefix("```").lstrip()
                if not tail.startswith(d.call_end):
                    continue
            calls.append(RawCall(name, args_or_none or {}, syntax=syntax, error=error))
            pos = end
