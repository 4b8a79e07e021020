"""``token_envelope``: calls wrapped in a vendor's special tokens, one protocol with a dialect table.

* ``deepseek``: ``<｜tool▁call▁begin｜>function<｜tool▁sep｜>NAME`` then the arguments in a json
  fence, inside ``<｜tool▁calls▁begin｜>...<｜tool▁calls▁end｜>`` (leniently also V3.1's
  ``NAME<｜tool▁sep｜>{...}`` and ASCII look-alikes of the tokens).
* ``functiongemma``: ``<start_function_call>call:NAME{key:<escape>text<escape>,n:5}<end_function_call>``.
* ``functionary``: ``>>>NAME`` on its own line, then the JSON arguments.

The lenient read tries the configured dialect first, then the others.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import dumps, read_arguments
from toolform.protocols.jsonscan import JsonSyntaxError, decode_at, loads
from toolform.protocols.textscan import NextFinder, span_until

DS_CALLS_BEGIN = "<｜tool▁calls▁begin｜>"
DS_CALLS_END = "<｜tool▁calls▁end｜>"
DS_CALL_BEGIN = "<｜tool▁call▁begin｜>"
DS_CALL_END = "<｜tool▁call▁end｜>"
DS_SEP = "<｜tool▁sep｜>"
_DS_LOOKALIKE = re.compile(
    r"<[｜|]\s*tool[▁_ ](calls?)[▁_ ](begin|end)\s*[｜|]>|<[｜|]\s*tool[▁_ ]sep\s*[｜|]>"
)
_DS_FENCE = re.compile(r"\A\s*```(?:json)?[ \t]*\n?(.*?)\n?```\s*\Z", re.DOTALL)

FG_BEGIN = "<start_function_call>"
FG_END = "<end_function_call>"
FG_ESCAPE = "<escape>"
_FG_HEAD = re.compile(r"\s*call:([^{\s]+)")

_FUNCTIONARY = re.compile(r"^>>>[ \t]*([^\s{]+)[ \t]*\n?", re.MULTILINE)
_IDENT_KEY = re.compile(r"[A-Za-z_][\w]*")


def _error_call(name: str, syntax: str, exc: Exception) -> RawCall:
    return RawCall(name, {}, syntax, error=f"arguments are not valid JSON: {exc}")


# --- deepseek ----------------------------------------------------------------------------------
def _ds_write(calls: Sequence[CallSpec]) -> str:
    inner = "".join(
        f"{DS_CALL_BEGIN}function{DS_SEP}{name}\n```json\n{dumps(args)}\n```{DS_CALL_END}"
        for name, args in calls
    )
    return f"{DS_CALLS_BEGIN}{inner}{DS_CALLS_END}"


def _ds_canonical(match: re.Match[str]) -> str:
    if match.group(1) is None:
        return DS_SEP
    plural = match.group(1) == "calls"
    if match.group(2) == "begin":
        return DS_CALLS_BEGIN if plural else DS_CALL_BEGIN
    return DS_CALLS_END if plural else DS_CALL_END


def _ds_read(text: str, lenient: bool) -> list[RawCall]:
    if lenient:
        text = _DS_LOOKALIKE.sub(_ds_canonical, text)
    finder = NextFinder(text)
    calls = []
    pos = finder.find(DS_CALL_BEGIN, 0)
    while pos >= 0:
        start = pos + len(DS_CALL_BEGIN)
        body = span_until(
            text,
            start,
            DS_CALL_END,
            lenient=lenient,
            stops=(DS_CALL_BEGIN, DS_CALLS_END),
            finder=finder,
        )
        pos = finder.find(DS_CALL_BEGIN, start)
        if body is None:
            continue
        kind, sep, rest = body.partition(DS_SEP)
        if not sep:
            continue
        if kind.strip() == "function":
            name, _, raw = rest.partition("\n")
        elif lenient:
            name, raw = kind, rest  # V3.1: NAME<sep>{json}
        else:
            continue
        fenced = _DS_FENCE.match(raw)
        if fenced is None and not lenient:
            calls.append(
                RawCall(name.strip(), {}, "token_envelope", error="arguments not in a json fence")
            )
            continue
        try:
            value, repairs = loads(fenced.group(1) if fenced else raw, lenient=lenient)
        except JsonSyntaxError as exc:
            calls.append(_error_call(name.strip(), "token_envelope", exc))
            continue
        args, error = read_arguments(value, lenient=lenient)
        calls.append(
            RawCall(name.strip(), args or {}, "token_envelope", error=error, repairs=repairs)
        )
    return calls


# --- functiongemma -------------------------------------------------------------------------------
def _fg_value(value: Any) -> str:
    if isinstance(value, str):
        return f"{FG_ESCAPE}{value}{FG_ESCAPE}"
    if isinstance(value, dict):
        return "{" + ",".join(f"{_fg_key(k)}:{_fg_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_fg_value(v) for v in value) + "]"
    return json.dumps(value)


def _fg_key(key: str) -> str:
    return key if _IDENT_KEY.fullmatch(key) else f"{FG_ESCAPE}{key}{FG_ESCAPE}"


def _fg_write(calls: Sequence[CallSpec]) -> str:
    return "".join(f"{FG_BEGIN}call:{name}{_fg_value(args)}{FG_END}" for name, args in calls)


def _fg_read(text: str, lenient: bool) -> list[RawCall]:
    finder = NextFinder(text)
    calls = []
    pos = finder.find(FG_BEGIN, 0)
    while pos >= 0:
        start = pos + len(FG_BEGIN)
        body = span_until(text, start, FG_END, lenient=lenient, stops=(FG_BEGIN,), finder=finder)
        pos = finder.find(FG_BEGIN, start)
        head = _FG_HEAD.match(body or "")
        if body is None or head is None:
            continue
        name = head.group(1)
        try:
            value, _, repairs = decode_at(body, head.end(), lenient=True, escape=FG_ESCAPE)
        except JsonSyntaxError as exc:
            calls.append(_error_call(name, "token_envelope", exc))
            continue
        if repairs and not lenient:
            calls.append(
                RawCall(name, {}, "token_envelope", error="arguments not in the dialect's syntax")
            )
            continue
        args, error = read_arguments(value, lenient=lenient)
        calls.append(RawCall(name, args or {}, "token_envelope", error=error, repairs=repairs))
    return calls


# --- functionary ---------------------------------------------------------------------------------
def _fy_write(calls: Sequence[CallSpec]) -> str:
    return "\n".join(f">>>{name}\n{dumps(args)}" for name, args in calls)


def _fy_read(text: str, lenient: bool) -> list[RawCall]:
    calls = []
    for match in _FUNCTIONARY.finditer(text):
        name = match.group(1)
        if name == "all":
            continue
        try:
            value, _, repairs = decode_at(text, match.end(), lenient=lenient)
        except JsonSyntaxError as exc:
            calls.append(_error_call(name, "token_envelope", exc))
            continue
        args, error = read_arguments(value, lenient=lenient)
        calls.append(RawCall(name, args or {}, "token_envelope", error=error, repairs=repairs))
    return calls


@dataclass(frozen=True)
class Dialect:
    name: str
    write: Callable[[Sequence[CallSpec]], str]
    read: Callable[[str, bool], list[RawCall]]
    shape: str


DIALECTS: dict[str, Dialect] = {
    "deepseek": Dialect(
        "deepseek",
        _ds_write,
        _ds_read,
        "DeepSeek's tool-call tokens: the call begins with <｜tool▁call▁begin｜>function<｜tool▁sep｜>"
        "TOOL_NAME, the arguments follow as JSON in a json code fence",
    ),
    "functiongemma": Dialect(
        "functiongemma",
        _fg_write,
        _fg_read,
        "FunctionGemma's call tokens: <start_function_call>call:TOOL_NAME{key:value,...}"
        "<end_function_call>, with every text value between <escape> tokens",
    ),
    "functionary": Dialect(
        "functionary",
        _fy_write,
        _fy_read,
        "functionary's recipient lines: >>>TOOL_NAME on its own line, then the arguments as JSON",
    ),
}
DEFAULT_DIALECT = "deepseek"


class TokenEnvelope(AnswerProtocol):
    id = "token_envelope"
    name = "special-token envelope"
    summary = "Calls wrapped in a vendor's special tokens (DeepSeek, FunctionGemma, functionary)."
    several_text = "To make several calls, write one envelope per call, one after another."

    def __init__(self, dialect: str = DEFAULT_DIALECT) -> None:
        self.dialect = DIALECTS[dialect]
        self.shape_text = f"To call a tool, use {self.dialect.shape}, for example:"

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return self.dialect.write(calls)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls = self.dialect.read(text, lenient)
        if lenient and not calls:
            for other in DIALECTS.values():
                if other is not self.dialect:
                    calls = other.read(text, True)
                    if calls:
                        break
        return Extraction(calls)
