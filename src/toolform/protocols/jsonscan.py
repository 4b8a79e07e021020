"""Find JSON values anywhere in a reply, strictly or tolerantly, in linear time.

Models put calls after prose, inside fences and tags, and sometimes write JSON with slips
(trailing commas, single quotes, comments, Python literals, a cut-off end). Regexes that match
braces only to a fixed depth miss nested arguments, so candidate spans come from one bracket-
matching pass and each span is decoded with ``json`` (strict) or a small tolerant reader.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

MAX_DEPTH = 200
_CLOSE = {"{": "}", "[": "]"}
_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LOOSE_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_IDENT = re.compile(r"[A-Za-z_$][\w$.\-]*")
_PY_LITERALS = {"True": True, "False": False, "None": None}
_JSON_LITERALS = {"true": True, "false": False, "null": None}


class JsonSyntaxError(ValueError):
    """The text is not JSON, not even after the tolerant reader's repairs."""


def _reject_constant(name: str) -> Any:
    raise JsonSyntaxError(f"{name} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def strict_loads(text: str) -> Any:
    """``json.loads`` that refuses NaN and Infinity (they are not JSON)."""
    try:
        value, end = _DECODER.raw_decode(text.strip())
    except (ValueError, RecursionError) as exc:
        raise JsonSyntaxError(str(exc)) from None
    if end != len(text.strip()):
        raise JsonSyntaxError(f"extra data after the JSON value at character {end}")
    return value


@dataclass
class JsonHit:
    value: Any
    start: int
    end: int
    repairs: list[str] = field(default_factory=list)


class _Fail(Exception):
    pass


class _TooDeep(_Fail):
    """Nesting beyond ``MAX_DEPTH``: no value inside the span is worth another try either."""


class Tolerant:
    """A forgiving JSON reader: names each slip it forgave in ``repairs``.

    ``escape`` is an extra string delimiter (FunctionGemma writes strings between ``<escape>``).
    """

    def __init__(self, text: str, pos: int = 0, *, escape: str | None = None) -> None:
        self.text = text
        self.pos = pos
        self.escape = escape
        self.repairs: list[str] = []

    def note(self, repair: str) -> None:
        if repair not in self.repairs:
            self.repairs.append(repair)

    def skip(self) -> None:
        text, n = self.text, len(self.text)
        while self.pos < n:
            ch = text[self.pos]
            if ch in " \t\r\n":
                self.pos += 1
            elif text.startswith("//", self.pos) or ch == "#":
                end = text.find("\n", self.pos)
                self.pos = n if end < 0 else end + 1
                self.note("comments")
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                self.pos = n if end < 0 else end + 2
                self.note("comments")
            else:
                return

    def at_end(self) -> bool:
        self.skip()
        return self.pos >= len(self.text)

    def value(self, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise _TooDeep("too deeply nested")
        self.skip()
        if self.pos >= len(self.text):
            raise _Fail("no value")
        ch = self.text[self.pos]
        if ch == "{":
            return self.container(depth, "}")
        if ch == "[":
            return self.container(depth, "]")
        if ch in "\"'" or (self.escape and self.text.startswith(self.escape, self.pos)):
            return self.string()
        match = _LOOSE_NUMBER.match(self.text, self.pos)
        if match:
            self.pos = match.end()
            token = match.group()
            if not _NUMBER.fullmatch(token):
                self.note("number_syntax")
            number = float(token)
            return int(number) if re.fullmatch(r"[-+]?\d+", token) else number
        match = _IDENT.match(self.text, self.pos)
        if match:
            word = match.group()
            if word in _JSON_LITERALS:
                self.pos = match.end()
                return _JSON_LITERALS[word]
            if word in _PY_LITERALS:
                self.pos = match.end()
                self.note("python_literals")
                return _PY_LITERALS[word]
        raise _Fail(f"unexpected {ch!r}")

    def container(self, depth: int, close: str) -> Any:
        self.pos += 1
        is_obj = close == "}"
        out_obj: dict[str, Any] = {}
        out_list: list[Any] = []
        while True:
            self.skip()
            if self.pos >= len(self.text):
                self.note("truncated")
                break
            ch = self.text[self.pos]
            if ch == close:
                self.pos += 1
                break
            if ch == ",":
                self.pos += 1
                self.skip()
                if self.pos < len(self.text) and self.text[self.pos] == close:
                    self.note("trailing_comma")
                continue
            if is_obj:
                key = self.key()
                self.skip()
                if self.pos >= len(self.text):
                    self.note("truncated")
                    break
                if self.text[self.pos] not in ":=":
                    raise _Fail("expected ':'")
                self.pos += 1
                try:
                    out_obj[key] = self.value(depth + 1)
                except _Fail:
                    if self.at_end():
                        self.note("truncated")
                        break
                    raise
            else:
                out_list.append(self.value(depth + 1))
        return out_obj if is_obj else out_list

    def key(self) -> str:
        ch = self.text[self.pos]
        if ch in "\"'" or (self.escape and self.text.startswith(self.escape, self.pos)):
            key = self.string()
            if not isinstance(key, str):
                raise _Fail("bad key")
            return key
        match = _IDENT.match(self.text, self.pos)
        if not match:
            raise _Fail(f"unexpected {ch!r} for a key")
        self.pos = match.end()
        if self.escape is None:
            self.note("unquoted_keys")
        return match.group()

    def string(self) -> str:
        if self.escape and self.text.startswith(self.escape, self.pos):
            start = self.pos + len(self.escape)
            end = self.text.find(self.escape, start)
            if end < 0:
                self.note("truncated")
                self.pos = len(self.text)
                return self.text[start:]
            self.pos = end + len(self.escape)
            return self.text[start:end]
        quote = self.text[self.pos]
        if quote == "'":
            self.note("single_quotes")
        return self._quoted(quote)

    def _quoted(self, quote: str) -> str:
        text = self.text
        i = self.pos + 1
        parts: list[str] = []
        while True:
            j = i
            while j < len(text) and text[j] != quote and text[j] != "\\":
                j += 1
            parts.append(text[i:j])
            if j >= len(text):
                self.note("truncated")
                self.pos = j
                return "".join(parts)
            if text[j] == quote:
                self.pos = j + 1
                return "".join(parts)
            esc = text[j + 1 : j + 2]
            if esc == "u" and re.fullmatch(r"[0-9a-fA-F]{4}", text[j + 2 : j + 6]):
                parts.append(chr(int(text[j + 2 : j + 6], 16)))
                i = j + 6
                continue
            simple = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "/": "/"}
            parts.append(simple.get(esc, esc))
            i = j + 2


def tolerant_loads(text: str, *, escape: str | None = None) -> tuple[Any, list[str]]:
    """Read one value from ``text`` forgiving slips; raises ``JsonSyntaxError`` when it can't."""
    reader = Tolerant(text, 0, escape=escape)
    try:
        value = reader.value(0)
    except (_Fail, RecursionError) as exc:
        raise JsonSyntaxError(str(exc)) from None
    if not reader.at_end():
        raise JsonSyntaxError(f"extra data at character {reader.pos}")
    return value, reader.repairs


def loads(text: str, *, lenient: bool) -> tuple[Any, list[str]]:
    """Strict JSON, or (lenient) strict JSON first and the tolerant reader second."""
    try:
        return strict_loads(text), []
    except JsonSyntaxError:
        if not lenient:
            raise
    return tolerant_loads(text)


def bracket_spans(text: str) -> tuple[list[tuple[int, int]], list[int]]:
    """Matched ``{}``/``[]`` spans (start, end exclusive) in order of start, and unmatched openers.

    Double-quoted strings are skipped; a newline ends one, because JSON strings cannot hold a
    raw newline, so a stray quote in prose cannot hide the rest of the reply.
    """
    spans: list[tuple[int, int]] = []
    stack: list[int] = []
    in_string = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if in_string:
            if ch == "\\":
                i += 2
                continue
            if ch == '"' or ch == "\n":
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            stack.append(i)
        elif ch in "}]" and stack and _CLOSE[text[stack[-1]]] == ch:
            spans.append((stack.pop(), i + 1))
        i += 1
    spans.sort()
    return spans, stack


def json_values(text: str, *, lenient: bool, openers: str = "{[") -> Iterator[JsonHit]:
    """Every outermost JSON value in ``text`` (objects and arrays), left to right.

    A span that does not decode is searched for smaller values inside it. The lenient read also
    tries the tolerant reader and an unclosed value running to the end of the text.
    """
    spans, unmatched = bracket_spans(text)
    covered = -1
    for start, end in spans:
        if start < covered or text[start] not in openers:
            continue
        try:
            hit = _decode_span(text, start, end, lenient)
        except _TooDeep:
            covered = end
            continue
        if hit is not None:
            covered = end
            yield hit
    if lenient:
        for start in unmatched[:3]:
            if start >= covered and text[start] in openers:
                reader = Tolerant(text, start)
                try:
                    value = reader.value(0)
                except (_Fail, RecursionError):
                    continue
                covered = reader.pos
                yield JsonHit(value, start, reader.pos, reader.repairs)


def _decode_span(text: str, start: int, end: int, lenient: bool) -> JsonHit | None:
    try:
        value, stop = _DECODER.raw_decode(text, start)
        if stop == end:
            return JsonHit(value, start, end)
    except RecursionError:
        raise _TooDeep("too deeply nested") from None
    except ValueError:
        pass
    if not lenient:
        return None
    reader = Tolerant(text[start:end])
    try:
        value = reader.value(0)
    except _TooDeep:
        raise
    except (_Fail, RecursionError):
        return None
    if not reader.at_end():
        return None
    return JsonHit(value, start, end, reader.repairs)


def decode_at(
    text: str, pos: int, *, lenient: bool, escape: str | None = None
) -> tuple[Any, int, list[str]]:
    """The first JSON value starting at ``pos`` (after whitespace) and where it ends.

    Text after the value is left alone, so a call followed by prose still reads. With
    ``escape``, the value is in the tolerant reader's dialect with that string delimiter.
    """
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    if escape is None:
        try:
            value, end = _DECODER.raw_decode(text, pos)
            return value, end, []
        except RecursionError:
            raise JsonSyntaxError("too deeply nested") from None
        except ValueError as exc:
            if not lenient:
                raise JsonSyntaxError(str(exc)) from None
    reader = Tolerant(text, pos, escape=escape)
    try:
        value = reader.value(0)
    except (_Fail, RecursionError) as exc:
        raise JsonSyntaxError(str(exc)) from None
    return value, reader.pos, reader.repairs
