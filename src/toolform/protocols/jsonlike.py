"""Protocols whose calls are JSON objects: bare objects, arrays of them, and fenced blocks.

Strict reading accepts exactly ``{"name": ..., "arguments": {...}}``; lenient reading also takes
the key aliases real models use (``parameters``, ``tool_name``, an OpenAI ``function`` object),
arguments sent as a JSON string, and the JSON slips ``relaxed_loads`` understands.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from toolform.protocols.base import (
    CUT_OFF,
    AnswerProtocol,
    CallSpec,
    Extraction,
    RawCall,
    failed_call,
)
from toolform.protocols.scan import (
    OPEN_AT_END,
    Brackets,
    brackets,
    json_values,
    relaxed_loads,
    relaxed_values,
    shared_reading,
)

NAME_KEYS = ("name", "tool_name", "function", "tool", "function_name", "action")
ARG_KEYS = ("arguments", "parameters", "args", "input", "params", "action_input")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def call_object(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "arguments": arguments}


def strict_call(obj: Any, syntax: str) -> RawCall | None:
    """The call in ``obj`` when it has exactly the instructed keys, else ``None``.

    A bare ``{"name": X}`` is a call on X with no arguments (the one way to call a tool with no
    parameters without an empty ``arguments``), under every JSON-bodied protocol; it is weak,
    since it may as well be data, so it counts only when X names a tool.
    """
    if not isinstance(obj, dict) or not isinstance(obj.get("name"), str) or not obj["name"]:
        return None
    name = obj["name"]
    if set(obj) == {"name"}:
        return RawCall(name, syntax=syntax, weak=True)
    if set(obj) != {"name", "arguments"}:
        return None
    args = obj["arguments"]
    if not isinstance(args, dict):
        return RawCall(name, syntax=syntax, error="arguments is not a JSON object")
    return RawCall(name, dict(args), syntax=syntax)


def named_object(obj: Any, syntax: str) -> RawCall | None:
    """A failed call for an object that names a tool but is no call in the instructed shape.

    Weak: ``{"name": "Alice", "age": 3}`` is data, and only an object that names a real tool is
    listed as a call that was not read (never silently dropped).
    """
    if not isinstance(obj, dict):
        return None
    name = next((obj[k] for k in NAME_KEYS if isinstance(obj.get(k), str) and obj[k]), None)
    if name is None:
        return None
    keys = ", ".join(sorted(map(str, obj)))
    return failed_call(
        name, f"not a call in the instructed shape (keys: {keys})", syntax, weak=True
    )


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
    """The call in ``obj`` under any of the usual key spellings, else ``None``.

    An object with a name, no arguments key and other keys (a model that names an output
    variable beside the tool) is a weak call that failed, with the keys as the reason.
    """
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
        extra = sorted(str(k) for k in obj if k not in NAME_KEYS and k not in ("id", "type"))
        error = f"no arguments key; unexpected keys: {', '.join(extra)}" if extra else None
        return RawCall(name, syntax=syntax, error=error, weak=True)
    args, error = read_arguments(obj.get(arg_key))
    return RawCall(name, args or {}, syntax=syntax, error=error)


def calls_in_value(value: Any, syntax: str, *, lenient: bool) -> list[RawCall]:
    """Calls in one decoded value: an object, or (leniently, or when asked) a list of objects."""
    return read_value(value, syntax, lenient=lenient).calls


def read_value(value: Any, syntax: str, *, lenient: bool) -> Extraction:
    """Calls in one decoded value, and the objects in it that name a tool but are no call."""
    reader = lenient_call if lenient else strict_call
    found = Extraction()
    for item in value if isinstance(value, list) else [value]:
        if lenient and isinstance(item, list):  # [[{...}]]: a stray bracket around the array
            inner = read_value(item, syntax, lenient=True)
            found.add(inner)
            continue
        call = reader(item, syntax)
        if call is not None:
            found.calls.append(call)
            continue
        bad = named_object(item, syntax)
        if bad is not None:
            found.failed.append(bad)
    return found


_NAME_VALUE = re.compile(
    r"[\"']?(?:" + "|".join(NAME_KEYS) + r")[\"']?\s*:\s*[\"']([A-Za-z0-9_.\-]{1,200})"
)
#: How far into an object its name is looked for: a call names its tool first or nearly.
_NAME_WINDOW = 400


def guess_name(text: str, start: int, stop: int | None = None) -> str:
    """The tool name an object at ``start`` gives, if one shows early in it (else ``""``)."""
    end = start + _NAME_WINDOW if stop is None else min(stop, start + _NAME_WINDOW)
    found = _NAME_VALUE.search(text, start, end)
    return found.group(1) if found else ""


def _opens_call(text: str, start: int, *, lenient: bool) -> bool:
    """Whether the bracket at ``start`` opens what can only be a call object (or a list of them)
    when nothing follows it: ``{`` before a key's quote, ``[`` before an object, or the end."""
    j = start + 1
    while j < len(text) and text[j] in " \t\r\n":
        j += 1
    if j >= len(text):
        return True
    after = "{" if text[start] == "[" else ("\"'" if lenient else '"')
    return text[j] in after


def _attempt_tops(table: Brackets, opener: str) -> list[int]:
    """The brackets at depth zero that can be an unread attempt, left to right: every ``{``,
    and a ``[`` only when still open at the end (only the last one can be). A closed ``[`` names
    no tool, and a reply of ten thousand ``[TOOL_CALLS]`` is not stepped through."""
    text, tops = table.text, table.tops
    found = [t for t in tops if text[t] == "{"] if "{" in opener else []
    if "[" in opener and tops and text[tops[-1]] == "[" and table.open_at_end(tops[-1]):
        found.append(tops[-1])
    return found


def unread_objects(
    text: str, syntax: str, read_at: list[int], *, opener: str = "{[", lenient: bool = False
) -> list[RawCall]:
    """The JSON call attempts in ``text`` no call was read from, as failed calls.

    A bracket left open at the end of the text that opens a call object is a call cut off; a
    closed one that names a tool early but reads as no call (broken JSON, a NUL in a string) is
    a weak failure. ``read_at`` holds the sorted starts of the values calls were read from; an
    outer bracket holding one of them is covered. One pass over the text's bracket table.
    """
    table = brackets(text)
    failed: list[RawCall] = []
    k = 0
    for top in _attempt_tops(table, opener):
        while k < len(read_at) and read_at[k] < top:
            k += 1
        end = table.closer(top)
        assert end is not None  # a top is an opener the pass saw
        stop = len(text) if end < 0 else end
        if k < len(read_at) and read_at[k] < stop:
            continue
        if end == OPEN_AT_END and _opens_call(text, top, lenient=lenient):
            failed.append(failed_call(guess_name(text, top), CUT_OFF, syntax))
            continue
        name = guess_name(text, top, stop) if text[top] == "{" else ""
        if name:
            failed.append(failed_call(name, "not a readable JSON object", syntax, weak=True))
    return failed


def scan_calls(text: str, syntax: str, *, lenient: bool, opener: str = "{[") -> list[RawCall]:
    """Every call written as JSON anywhere in ``text``."""
    return scan_json(text, syntax, lenient=lenient, opener=opener).calls


def scan_json(
    text: str, syntax: str, *, lenient: bool, opener: str = "{[", attempts: str = "{["
) -> Extraction:
    """Every call written as JSON anywhere in ``text``, and the attempts that could not be read
    (brackets of ``attempts`` that open a call and hold none)."""
    found = Extraction()
    if "{" not in text and "[" not in text:
        return found  # no value can open, nor an attempt: a fence's prose, a tag's name
    read_at: list[int] = []
    if lenient:
        values: Iterable[tuple[int, Any, str]] = (
            (start, value, syntax if slip == "json" else f"{syntax}+{slip}")
            for start, _, value, slip in relaxed_values(text, opener)
        )
    else:
        values = ((start, value, syntax) for start, _, value in json_values(text, opener))
    for start, value, tag in values:
        if found.full(syntax):
            return found.capped(syntax)
        one = read_value(value, tag, lenient=lenient)
        if one.calls or one.failed:
            read_at.append(start)
        found.add(one)
    if any(o in text for o in attempts):
        found.failed.extend(unread_objects(text, syntax, read_at, opener=attempts, lenient=lenient))
    return found.capped(syntax)


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
        return scan_json(text, "json_object", lenient=lenient, opener="{[" if lenient else "{")


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
            found = scan_json(text, "json_array", lenient=True)
            found.explicit_no_call = _empty_array(text)
            return found
        found = Extraction(explicit_no_call=_empty_array(text))
        read_at: list[int] = []
        for start, _, value in json_values(text, "["):
            if found.full("json_array"):
                return found.capped("json_array")
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                one = read_value(value, "json_array", lenient=False)
                found.add(one)
                read_at.append(start)
        if "{" in text or "[" in text:
            found.failed.extend(unread_objects(text, "json_array", read_at))
        return found.capped("json_array")


def _empty_array(text: str) -> bool:
    return any(v == [] for _, _, v in json_values(text, "["))


_FENCE = re.compile(r"(```+)[ \t]*([A-Za-z0-9_+-]*)[ \t]*\r?\n")
_TICKS = re.compile(r"`+")


def fenced_blocks(text: str) -> list[tuple[str, str, bool]]:
    """(language, body, closed) for every fenced block; an unclosed last fence runs to the end.

    Read once per text in a ``shared_scans`` block: the lenient pass asks for the blocks of
    the same reply under ``markdown_json`` and ``yaml_call``."""
    if "```" not in text:  # no fence can open: spare the pattern's search
        return []
    return shared_reading("fences", text, lambda t: list(_fenced_blocks(t)))


def _fenced_blocks(text: str) -> Iterator[tuple[str, str, bool]]:
    pos = 0
    # One string per language: a reply of a megabyte of empty json fences holds sixty thousand
    # blocks, and a copy of "json" each would double what they cost.
    langs: dict[str, str] = {}
    while True:
        match = _FENCE.search(text, pos)
        if match is None:
            return
        lang = langs.setdefault(match.group(2), match.group(2))
        # As in CommonMark, a fence of n backticks closes only at n or more, so that a body
        # holding ``` (in a JSON string, say) can be fenced with four.
        ticks = match.group(1)
        close = text.find(ticks, match.end())
        if close < 0:
            yield lang, text[match.end() :], False
            return
        yield lang, text[match.end() : close], True
        pos = close + len(ticks)


def _fence_left_open(text: str) -> bool:
    """Whether the text ends on a fence's opening line (``` and a language, no line end yet)."""
    last = text[text.rfind("\n") + 1 :].strip()
    return last.startswith("```") and text.count("```") % 2 == 1


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
        found = Extraction()
        for lang, body, closed in fenced_blocks(text):
            if found.full("markdown_json"):
                return found.capped("markdown_json")
            if not closed and lang in ("json", "") and not body.strip()[:1].isalpha():
                if lenient:  # the lenient read closes what it can of a cut-off block
                    one = scan_json(body, "markdown_json", lenient=True)
                    found.calls.extend(one.calls)
                if not found.calls:
                    found.failed.append(failed_call(guess_name(body, 0), CUT_OFF, "markdown_json"))
            elif lenient or (lang == "json" and closed):
                one = scan_json(body, "markdown_json", lenient=lenient)
                found.add(one)
        if _fence_left_open(text) and not found.calls and not found.failed:
            found.failed.append(failed_call("", CUT_OFF, "markdown_json"))
        if lenient and not found.calls:
            unfenced = scan_json(text, "json_unfenced", lenient=True)
            found.add(unfenced)
        return found.capped("markdown_json")
