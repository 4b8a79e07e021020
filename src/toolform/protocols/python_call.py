"""``python_call``: a Python list of calls, ``[get_forecast(city="Denver", days=5)]``.

Read with ``ast`` and a whitelist of literal nodes; nothing is ever evaluated. Strictly, only a
bracketed list of keyword-argument calls counts. Leniently, a bare call, positional arguments
(mapped onto parameters once the tool is known) and JSON's ``true``/``false``/``null`` also do.
"""

from __future__ import annotations

import ast
import keyword
import re
from collections.abc import Iterator, Sequence
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsonscan import bracket_spans

_JSON_NAMES = {"true": True, "false": False, "null": None}
_CALL_START = re.compile(r"(?<![\w.])[A-Za-z_][\w.]*\s*\(")


class _NotLiteral(ValueError):
    pass


def literal(node: ast.AST, *, lenient: bool) -> Any:
    """The value of a literal expression; anything else (a name, a call) raises."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = literal(node.operand, lenient=lenient)
        if isinstance(inner, (int, float)) and not isinstance(inner, bool):
            return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, (ast.List, ast.Tuple)):
        return [literal(e, lenient=lenient) for e in node.elts]
    if isinstance(node, ast.Dict):
        out = {}
        for k, v in zip(node.keys, node.values):
            key = None if k is None else literal(k, lenient=lenient)
            if not isinstance(key, str):
                raise _NotLiteral("dict keys must be strings")
            out[key] = literal(v, lenient=lenient)
        return out
    if lenient and isinstance(node, ast.Name) and node.id in _JSON_NAMES:
        return _JSON_NAMES[node.id]
    raise _NotLiteral(f"{type(node).__name__} is not a literal")


def dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def call_of(node: ast.AST, syntax: str, *, lenient: bool) -> RawCall | None:
    if not isinstance(node, ast.Call):
        return None
    name = dotted(node.func)
    if name is None:
        return None
    call = RawCall(name, {}, syntax)
    try:
        for kw in node.keywords:
            if kw.arg is None:
                spread = literal(kw.value, lenient=lenient)
                if not isinstance(spread, dict):
                    raise _NotLiteral("** needs a dict")
                call.arguments.update(spread)
            else:
                call.arguments[kw.arg] = literal(kw.value, lenient=lenient)
        call.positional = [literal(a, lenient=lenient) for a in node.args]
    except _NotLiteral as exc:
        call.error = f"arguments must be literals: {exc}"
    if call.positional and not lenient:
        call.error = "positional arguments; name every argument"
    return call


def _parse(source: str) -> ast.expr | None:
    try:
        return ast.parse(source.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _paren_end(text: str, start: int) -> int:
    """Index after the parenthesis that closes the one at ``start`` (or -1), skipping strings."""
    depth = 0
    i = start
    quote = ""
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote or ch == "\n":
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


class PythonCall(AnswerProtocol):
    id = "python_call"
    name = "Python call list"
    summary = 'A Python list of calls with keyword arguments: [get_forecast(city="Denver")].'
    shape_text = (
        "To call a tool, answer with a Python list of calls that name every argument, "
        "[TOOL_NAME(parameter=value, ...)], for example:"
    )
    several_text = "To make several calls, put them all in the same list, separated by commas."
    none_text = "If no tool fits the request, answer with an empty list []."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "[" + ", ".join(_write_one(name, args) for name, args in calls) + "]"

    def write_no_call(self) -> str:
        return "[]"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        empty = False
        spans, _ = bracket_spans(text)
        covered: list[tuple[int, int]] = []
        for start, end in spans:
            if (covered and start < covered[-1][1]) or text[start] != "[":
                continue
            node = _parse(text[start:end])
            if not isinstance(node, ast.List):
                continue
            found = [call_of(e, self.id, lenient=lenient) for e in node.elts]
            if found and all(c is not None for c in found):
                calls.extend(c for c in found if c is not None)
                covered.append((start, end))
            elif not node.elts:
                empty = True
        if lenient:
            calls.extend(self._bare_calls(text, covered))
        return Extraction(calls, explicit_no_call=empty and not calls)

    def _bare_calls(self, text: str, covered: list[tuple[int, int]]) -> Iterator[RawCall]:
        pos = 0
        while True:
            match = _CALL_START.search(text, pos)
            if match is None:
                return
            end = _paren_end(text, match.end() - 1)
            if end < 0:
                return
            pos = end
            if any(a <= match.start() < b for a, b in covered):
                continue
            call = call_of(
                _parse(text[match.start() : end]) or ast.Constant(None), self.id, lenient=True
            )
            if call is not None:
                yield call


def _keyword_ok(name: str) -> bool:
    return name.isidentifier() and not keyword.iskeyword(name)


def _write_one(name: str, args: dict[str, Any]) -> str:
    plain = [f"{k}={v!r}" for k, v in args.items() if _keyword_ok(k)]
    spread = {k: v for k, v in args.items() if not _keyword_ok(k)}
    if spread:
        plain.append(f"**{spread!r}")
    return f"{name}({', '.join(plain)})"
