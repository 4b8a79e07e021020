"""Pythonic calls, ``[get_forecast(city="Denver", days=5)]``, read with ``ast`` and never ``eval``.

Only literal values are accepted (``ast.literal_eval`` on each argument). The lenient reading
also takes a bare call without the list, JSON's true/false/null as names, and positional
arguments (mapped onto parameter names by schema order once the tool is known).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import (
    CUT_OFF,
    MAX_ATTEMPTS,
    AnswerProtocol,
    CallSpec,
    Extraction,
    RawCall,
    failed_call,
)
from toolform.protocols.scan import (
    LEAVES_PER_MATCH,
    TRUNCATION_BUDGET,
    WORK,
    balanced_end,
    brackets,
    too_deep,
)

_JSON_NAMES = {"true": True, "false": False, "null": None}


def _literal(node: ast.expr, *, lenient: bool) -> Any:
    if lenient:
        node = _JsonNames().visit(node)
    return _json_data(ast.literal_eval(node))


def _json_data(value: Any) -> Any:
    """A literal as JSON data (a tuple becomes a list): arguments are plain JSON, always, so a
    set, bytes or a complex number is no argument value (ValueError)."""
    if isinstance(value, (list, tuple)):
        return [_json_data(v) for v in value]
    if isinstance(value, dict):
        if not all(isinstance(k, (str, int, float, bool)) or k is None for k in value):
            raise ValueError("a mapping key that JSON cannot hold")
        return {k: _json_data(v) for k, v in value.items()}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise ValueError(f"{type(value).__name__} is not JSON data")


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
    WORK.add(len(source))
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
        found = Extraction()
        empty = False
        pos = 0
        budget = TRUNCATION_BUDGET
        while not found.full("python_call"):
            skipped = _NO_CALL_LEAVES.match(text, pos)
            assert skipped is not None  # the pattern matches the empty text
            WORK.add(skipped.end() - pos)
            start = text.find("[", skipped.end())
            if start < 0:
                break
            head = _CALL_HEAD.match(text, start)
            end = balanced_end(text, start)
            if end is None:
                if head and brackets(text).open_at_end(start):
                    found.failed.append(failed_call(head.group(1) or "", CUT_OFF, "python_call"))
                budget -= 1
                if budget <= 0:
                    break
                pos = start + 1
                continue
            source = text[start:end]
            if _holds_no_call(source):  # ``[TOOL_CALLS]``, ``[1, 2]``: nothing to parse
                pos = end
                continue
            node = None if too_deep(source) else _parse(source)
            if isinstance(node, ast.List):
                if not node.elts:
                    empty = True
                calls = [_read_call(e, lenient=lenient) for e in node.elts]
                if node.elts and all(c is not None for c in calls):
                    found.calls.extend(c for c in calls if c is not None)
                    pos = end
                    continue
            elif node is None and head and head.group(2):
                why = "too deeply nested" if too_deep(source) else "not readable as Python literals"
                found.failed.append(failed_call(head.group(1) or "", why, "python_call"))
                pos = end
                continue
            pos = start + 1 if "(" in source and not too_deep(source) else end
        if lenient and not found.calls:
            found.calls, cut = _bare_calls(text)
            found.failed.extend(cut)
        found.explicit_no_call = empty and not found.calls
        return found.capped("python_call")


#: What can open a list element: a Python token other than a comment, a line continuation,
#: the list's close or whitespace (anything else, such as a form feed, goes to the parser).
_ELEMENT_HEAD = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_\"'[{.+-~*"
)


def _holds_no_call(source: str) -> bool:
    """Whether a closed bracket ``[...]`` can be neither a call list nor an empty list, so that
    parsing it (the slowest step, once per bracket of a reply) would find nothing: it has no
    parenthesis, so no call, and its first token starts an element, so it is not ``[]``.
    """
    if "(" in source:
        return False
    first = source[1:].lstrip(" \t\r\n")[:1]
    return first in _ELEMENT_HEAD and first != ""


#: A ``[`` that ``_holds_no_call`` passes over (an element's first token, no parenthesis) and
#: that closes at once, with no bracket or quote inside: ``[TOOL_CALLS]``, ``[1, 2]``. A run of
#: them, and the text between them, is skipped with one match (of at most
#: ``LEAVES_PER_MATCH``, as in the JSON scan), not a step each.
_NO_CALL_LEAVES = re.compile(
    r"""(?:[^\[]*\[[ \t\r\n]*[A-Za-z0-9_.+\-~*][^"'{}\[\]()]*\])""" + f"{{0,{LEAVES_PER_MATCH}}}"
)

#: What opens a call list: ``[``, then a name and its ``(``, or the end of the text.
_CALL_HEAD = re.compile(r"\[\s*([A-Za-z_][\w.]*)?\s*(\(|\Z)")


def _bare_calls(text: str) -> tuple[list[RawCall], list[RawCall]]:
    """Calls written without the list: ``get_forecast(city="Denver")`` anywhere in the text,
    and those left open at the end (weak: prose has parentheses too)."""
    calls: list[RawCall] = []
    cut: list[RawCall] = []
    pos = 0
    budget = TRUNCATION_BUDGET
    while len(calls) + len(cut) <= MAX_ATTEMPTS:  # one more than the cap: ``capped`` says so
        paren = text.find("(", pos)
        if paren < 0:
            break
        head = paren
        while head > 0 and (text[head - 1].isalnum() or text[head - 1] in "_."):
            head -= 1
        if head == paren:
            pos = paren + 1
            continue
        end = balanced_end(text, paren)
        if end is None:
            if brackets(text).open_at_end(paren):
                cut.append(failed_call(text[head:paren], CUT_OFF, "python_call_bare", weak=True))
            budget -= 1
            if budget <= 0:
                return calls, cut
            pos = paren + 1
            continue
        source = text[head:end]
        if too_deep(source):  # nothing inside is read either: skip it whole
            pos = end
            continue
        call = _read_call(_parse(source) or ast.Constant(None), lenient=True)
        if call is not None:
            call.syntax = "python_call_bare"
            calls.append(call)
            pos = end
        else:
            pos = paren + 1
    return calls, cut
