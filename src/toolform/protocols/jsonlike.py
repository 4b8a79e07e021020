"""Protocols whose calls are JSON objects: bare objects, arrays of them, and fenced blocks.

Strict reading accepts exactly ``{"name": ..., "arguments": {...}}``; lenient reading also takes
the key aliases real models use (``parameters``, ``tool_name``, an OpenAI ``function`` object),
arguments sent as a JSON string, and the JSON slips ``relaxed_loads`` understands.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.scan import json_values, relaxed_loads, relaxed_values

NAME_KEYS = ("name", "tool_name", "function", "tool", "function_name", "action")
ARG_KEYS = ("arguments", "parameters", "args", "input", "params", "action_input")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def call_object(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "arguments": arguments}


def strict_call(obj: Any, syntax: str) -> RawCall | None:
    """The call in ``obj`` when it has exactly the instructed keys, else ``None``."""
    if not isinstance(obj, dict) or set(obj) != {"name", "arguments"}:
        return None
    name, args = obj["name"], obj["arguments"]
    if not isinstance(name, str) or not name:
        return None
    if not isinstance(args, dict):
        return RawCall(name, syntax=syntax, error="arguments is not a JSON object")
    return RawCall(name, dict(args), syntax=syntax)


def read_arguments(args: Any) -> tuple[dict[str, Any] | None, str | None]:
    """Arguments as a dict, accepting a JSON string; an error message when they are unreadable."""
    if args is None:
        return {}, None
    if isinstance(args, str):
        read = relaxed_loads(args) if args.strip() else ({}, "json")
        if read is None or not isinstance(read[0], dict):
            return None, "arguments are not a readable JSON object"
        return read[0], None
    if isinstance(args, dict):
        return args, None
    return None, "arguments is not a JSON object"


def lenient_call(obj: Any, syntax: str) -> RawCall | None:
    """The call in ``obj`` under any of the usual key spellings, else ``None``."""
    if not isinstance(obj, dict):
        return None
    inner = obj.get("function")
    if isinstance(inner, dict) and isinstance(inner.get("name"), str):
        return lenient_call(inner, syntax)
    name = next((obj[k] for k in NAME_KEYS if isinstance(obj.get(k), str) and obj[k]), None)
    if name is None:
        return None
    arg_key = next((k for k in ARG_KEYS if k in obj), None)
    if arg_key is None:
        extra = {k: v for k, v in obj.items() if k not in NAME_KEYS and k not in ("id", "type")}
        if extra:
            return None
    args, error = read_arguments(obj.get(arg_key) if arg_key else None)
    return RawCall(name, args or {}, syntax=syntax, error=error)


def calls_in_value(value: Any, syntax: str, *, lenient: bool) -> list[RawCall]:
    """Calls in one decoded value: an object, or (leniently, or when asked) a list of objects."""
    reader = lenient_call if lenient else strict_call
    items = value if isinstance(value, list) else [value]
    found = [reader(item, syntax) for item in items]
    return [c for c in found if c is not None]


def scan_calls(text: str, syntax: str, *, lenient: bool, opener: str = "{[") -> list[RawCall]:
    """Every call written as JSON anywhere in ``text``."""
    calls: list[RawCall] = []
    if lenient:
        for _, _, value, slip in relaxed_values(text, opener):
            tag = syntax if slip == "json" else f"{syntax}+{slip}"
            calls.extend(calls_in_value(value, tag, lenient=True))
    else:
        for _, _, value in json_values(text, opener):
            calls.extend(calls_in_value(value, syntax, lenient=False))
    return calls


class JsonObjectProtocol(AnswerProtocol):
    id = "json_object"
    name = "JSON object"
    summary = 'One {"name": ..., "arguments": {...}} object per call, one per line.'
    shape_text = (
        'To call a tool, answer with a JSON object of the form {"name": <tool name>, '
        '"arguments": {<argument name>: <value>}}, for example:'
    )
    several_text = "To make several calls, write one such object per line."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(dumps(call_object(n, a)) for n, a in calls)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        return Extraction(
            scan_calls(text, "json_object", lenient=lenient, opener="{" if not lenient else "{[")
        )


class JsonArrayProtocol(AnswerProtocol):
    id = "json_array"
    name = "JSON array"
    summary = "A JSON array of call objects."
    shape_text = (
        'To call tools, answer with a JSON array of objects of the form {"name": <tool name>, '
        '"arguments": {<argument name>: <value>}}, for example:'
    )
    several_text = "To make several calls, put several objects in the array."
    none_text = "If no tool fits the request, answer with an empty array: []"

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return dumps([call_object(n, a) for n, a in calls])

    def write_no_call(self) -> str:
        return "[]"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        if lenient:
            return Extraction(scan_calls(text, "json_array", lenient=True), _empty_array(text))
        calls: list[RawCall] = []
        for _, _, value in json_values(text, "["):
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                calls.extend(calls_in_value(value, "json_array", lenient=False))
        return Extraction(calls, _empty_array(text))


def _empty_array(text: str) -> bool:
    return any(v == [] for _, _, v in json_values(text, "["))


_FENCE = re.compile(r"(```+)[ \t]*([A-Za-z0-9_+-]*)[ \t]*\r?\n")
_TICKS = re.compile(r"`+")


def fenced_blocks(text: str) -> Iterable[tuple[str, str, bool]]:
    """(language, body, closed) for every fenced block; an unclosed last fence runs to the end."""
    if "```" not in text:  # no fence can open: spare the pattern's search
        return
    pos = 0
    while True:
        match = _FENCE.search(text, pos)
        if match is None:
            return
        # As in CommonMark, a fence of n backticks closes only at n or more, so that a body
        # holding ``` (in a JSON string, say) can be fenced with four.
        ticks = match.group(1)
        close = text.find(ticks, match.end())
        if close < 0:
            yield match.group(2), text[match.end() :], False
            return
        yield match.group(2), text[match.end() : close], True
        pos = close + len(ticks)


def fence(lang: str, body: str) -> str:
    """``body`` in a fenced block whose fence is longer than any run of backticks inside it."""
    longest = max((len(run) for run in _TICKS.findall(body)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{lang}\n{body}\n{ticks}"


class MarkdownJsonProtocol(AnswerProtocol):
    id = "markdown_json"
    name = "Markdown JSON block"
    summary = "A fenced json code block holding one call object or an array of them."
    shape_text = (
        "To call a tool, answer with a fenced ```json code block holding an object of the form "
        '{"name": <tool name>, "arguments": {<argument name>: <value>}}, for example:'
    )
    several_text = "To make several calls, put an array of such objects in the block."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        objs = [call_object(n, a) for n, a in calls]
        body = json.dumps(objs[0] if len(objs) == 1 else objs, ensure_ascii=False, indent=2)
        return fence("json", body)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        for lang, body, closed in fenced_blocks(text):
            if lenient:
                calls.extend(scan_calls(body, "markdown_json", lenient=True))
            elif lang == "json" and closed:
                for _, _, value in json_values(body):
                    calls.extend(calls_in_value(value, "markdown_json", lenient=False))
        if lenient and not calls:
            calls = scan_calls(text, "json_unfenced", lenient=True)
        return Extraction(calls)
