"""Pythonic calls, ``[get_forecast(city="Denver", days=5)]``, read with ``ast`` and never ``eval``.

Only literal values are accepted (``ast.literal_eval`` on each argument). The lenient reading
also takes a bare call without the list, JSON's true/false/null as names, and positional
arguments (mapped onto parameter names by schema order once the tool is known).
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.scan import TRUNCATION_BUDGET, balanced_end

_JSON_NAMES = {"true": True, "false": False, "null": None}


def _literal(node: ast.expr, *, lenient: bool) -> Any:
    if lenient:
        node = _JsonNames().visit(node)
    return ast.literal_eval(node)


class _JsonNames(ast.NodeTransformer):
    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in _JSON_NAMES:
            return ast.copy_location(ast.Constant(_JSON_NAMES[node.id]), node)
        return node


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _read_call(node: ast.expr, *, lenient: bool) -> RawCall | None:
    if not isinstance(node, ast.Call):
        return None
    name = _dotted(node.func)
    if name is None:
        return None
    syntax = "python_call"
    try:
        args = {kw.arg: _literal(kw.value, lenient=lenient) for kw in node.keywords if kw.arg}
        positional = [_literal(a, lenient=lenient) for a in node.args]
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        return RawCall(name, syntax=syntax, error="arguments are not Python literals")
    if any(kw.arg is None for kw in node.keywords):
        return RawCall(name, syntax=syntax, error="**kwargs is not a literal argument")
    if positional and not lenient:
        return RawCall(name, args, syntax=syntax, error="positional arguments are not accepted")
    if positional:
        syntax = "python_call_positional"
    return RawCall(name, args, syntax=syntax, positional=positional)


def _parse(source: str) -> ast.expr | None:
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return tree.body


def call_repr(name: str, args: dict[str, Any]) -> str:
    return f"{name}(" + ", ".join(f"{k}={v!r}" for k, v in args.items()) + ")"


class PythonCallProtocol(AnswerProtocol):
    id = "python_call"
    name = "Python call list"
    summary = "A Python list of calls with keyword arguments: [tool(a=1, b='x')]."
    shape_text = (
        "To call a tool, answer with a Python list of calls with keyword arguments and literal "
        "values, for example:"
    )
    several_text = "To make several calls, put several calls in the list."
    none_text = "If no tool fits the request, answer with an empty list: []"

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "[" + ", ".join(call_repr(n, a) for n, a in calls) + "]"

    def write_no_call(self) -> str:
        return "[]"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        empty = False
        pos = 0
        budget = TRUNCATION_BUDGET
        while True:
            start = text.find("[", pos)
            if start < 0:
                break
            end = balanced_end(text, start)
            if end is None:
                budget -= 1
                if budget <= 0:
                    break
                pos = start + 1
                continue
            node = _parse(text[start:end])
            if isinstance(node, ast.List):
                if not node.elts:
                    empty = True
                found = [_read_call(e, lenient=lenient) for e in node.elts]
                if node.elts and all(f is not None for f in found):
                    calls.extend(f for f in found if f is not None)
                    pos = end
                    continue
            pos = start + 1 if "(" in text[start:end] else end
        if lenient and not calls:
            calls = _bare_calls(text)
        return Extraction(calls, explicit_no_call=empty and not calls)


def _bare_calls(text: str) -> list[RawCall]:
    """Calls written without the list: ``get_forecast(city="Denver")`` anywhere in the text."""
    calls: list[RawCall] = []
    pos = 0
    budget = TRUNCATION_BUDGET
    while True:
        paren = text.find("(", pos)
        if paren < 0:
            return calls
        head = paren
        while head > 0 and (text[head - 1].isalnum() or text[head - 1] in "_."):
            head -= 1
        if head == paren:
            pos = paren + 1
            continue
        end = balanced_end(text, paren)
        if end is None:
            budget -= 1
            if budget <= 0:
                return calls
            pos = paren + 1
            continue
        call = _read_call(_parse(text[head:end]) or ast.Constant(None), lenient=True)
        if call is not None:
            call.syntax = "python_call_bare"
            calls.append(call)
            pos = end
        else:
            pos = paren + 1
