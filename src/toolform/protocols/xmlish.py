"""The XML-style text protocols: Anthropic's invoke/parameter form and Qwen3-Coder's
<function=...><parameter=...> form (with GLM-4.5's arg_key/arg_value as a lenient dialect).

Values are text; ``toolform.validate`` coerces them by schema. Both protocols re-nest: a flat
argument that belongs inside an object parameter is moved there (``toolform.grading_rules``).
Tags are found with ``str.find`` and simple anchored patterns, never nested regexes.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator, Sequence
from typing import Any, Protocol

from toolform.protocols.base import (
    CUT_OFF,
    AnswerProtocol,
    CallSpec,
    Extraction,
    RawCall,
    failed_call,
    open_marker,
)
from toolform.protocols.scan import WORK, NextOf


def text_value(value: Any) -> str:
    """How an XML protocol writes a value: strings escaped and raw, everything else as JSON."""
    if isinstance(value, str):
        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return json.dumps(value, ensure_ascii=False)


def read_text(raw: str) -> str:
    return html.unescape(raw.strip("\r\n"))


def element_bodies(
    text: str, opening: re.Pattern[str], closing: str, stops: Sequence[str], *, lenient: bool
) -> Iterator[tuple[re.Match[str], str]]:
    """(match, body) for each element opened by ``opening``.

    Strictly the element must close with ``closing``; leniently an unclosed one ends at the first
    of ``stops`` (the next sibling or the parent's end) or at the end of the text. The closing
    tag and the stops are searched through ``NextOf``, which keeps each hit until the scan
    passes it: a text of 20,000 openings and no closing tag is searched once, not per element.
    """
    next_close = next_stop = None
    pos = 0
    while True:
        match = opening.search(text, pos)
        WORK.add((match.end() if match else len(text)) - pos)
        if match is None:
            return
        if next_close is None or next_stop is None:  # made once an element is found
            next_close, next_stop = NextOf(text, [closing]), NextOf(text, stops)
        start = match.end()
        end = next_close(start)
        nearest_stop = next_stop(start)
        if end < 0 or (nearest_stop >= 0 and nearest_stop < end):
            if not lenient:
                pos = match.end()
                continue
            end = nearest_stop if nearest_stop >= 0 else len(text)
            yield match, text[start:end]
            pos = end
            continue
        yield match, text[start:end]
        pos = end + len(closing)


def closed_blocks(text: str, opening: str, closing: str) -> Iterator[str]:
    """The body of every ``opening`` ... ``closing`` block, left to right."""
    pos = 0
    while True:
        start = text.find(opening, pos)
        end = text.find(closing, start + len(opening)) if start >= 0 else -1
        if end < 0:
            return
        yield text[start + len(opening) : end]
        pos = end + len(closing)


def cut_off(
    found: Extraction,
    text: str,
    opening: str,
    closing: str,
    call_tag: re.Pattern[str],
    lenient: bool,
) -> None:
    """Add the block the text leaves open to ``found.failed`` as a call cut off (the lenient
    read closes it itself when it can read a call in it)."""
    start = open_marker(text, opening, closing)
    if start is None or (lenient and found.calls):
        return
    tag = call_tag.search(text, start)
    name = (_attr(tag) or "") if tag else ""
    found.failed.append(failed_call(name, CUT_OFF, opening.strip("<>")))


class _Reader(Protocol):
    def __call__(self, block: str, found: Extraction, *, lenient: bool) -> None: ...


def _in_blocks(
    text: str,
    opening: str,
    closing: str,
    read: _Reader,
    call_tag: re.Pattern[str],
    lenient: bool,
) -> Extraction:
    """The calls ``read`` finds: strictly, inside each closed ``opening`` ... ``closing`` block;
    leniently, anywhere in the text. Either way a block left open is a call cut off."""
    found = Extraction()
    if lenient:
        read(text, found, lenient=True)
    else:
        for block in closed_blocks(text, opening, closing):
            read(block, found, lenient=False)
    cut_off(found, text, opening, closing, call_tag, lenient)
    return found


_NAME_ATTR = r"""\s+name\s*=\s*(?:"([^"]*)"|'([^']*)')"""
_ATTR = _NAME_ATTR + r"\s*>"
_INVOKE_STRICT = re.compile(r'<invoke name="([^"]*)">')
_PARAM_STRICT = re.compile(r'<parameter name="([^"]*)">')
_INVOKE_LENIENT = re.compile(r"<(?:[A-Za-z_]+:)?invoke(?:" + _ATTR + r"|\s*>)")
_PARAM_LENIENT = re.compile(r"<(?:[A-Za-z_]+:)?parameter" + _ATTR)
_TOOL_NAME = re.compile(r"<tool_name>\s*([^<\s]+)\s*</tool_name>")
_LEGACY_PARAM = re.compile(r"<([A-Za-z_][\w.\-]*)>")


def _attr(match: re.Match[str]) -> str | None:
    groups = [g for g in match.groups() if g is not None]
    return groups[0] if groups else None


def _legacy_params(body: str) -> dict[str, Any]:
    start = body.find("<parameters>")
    end = body.find("</parameters>", start)
    if start < 0:
        return {}
    inner = body[start + 12 : end if end >= 0 else len(body)]
    args: dict[str, Any] = {}
    pos = 0
    while True:
        match = _LEGACY_PARAM.search(inner, pos)
        if match is None:
            return args
        close = inner.find(f"</{match.group(1)}>", match.end())
        if close < 0:
            return args
        args[match.group(1)] = read_text(inner[match.end() : close])
        pos = close


class XmlCallProtocol(AnswerProtocol):
    id = "xml_call"
    name = "XML function_calls"
    summary = "<function_calls><invoke name=...><parameter name=...>value</parameter></invoke></function_calls>"
    renests = True
    shape_text = (
        'To call a tool, write a <function_calls> block with one <invoke name="tool_name"> '
        'element holding one <parameter name="argument">value</parameter> per argument '
        "(objects and arrays as JSON), for example:"
    )
    several_text = "To make several calls, put several <invoke> elements in the block."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        lines = ["<function_calls>"]
        for name, args in calls:
            lines.append(f'  <invoke name="{name}">')
            lines.extend(
                f'    <parameter name="{k}">{text_value(v)}</parameter>' for k, v in args.items()
            )
            lines.append("  </invoke>")
        lines.append("</function_calls>")
        return "\n".join(lines)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        opening, closing = "<function_calls>", "</function_calls>"
        return _in_blocks(text, opening, closing, self._invokes, _INVOKE_LENIENT, lenient)

    def _invokes(self, block: str, found: Extraction, *, lenient: bool) -> None:
        opening = _INVOKE_LENIENT if lenient else _INVOKE_STRICT
        param = _PARAM_LENIENT if lenient else _PARAM_STRICT
        for match, body in element_bodies(
            block, opening, "</invoke>", ["<invoke"], lenient=lenient
        ):
            if found.full("xml_call"):
                return
            name = _attr(match)
            syntax = "xml_call"
            if name is None:
                legacy = _TOOL_NAME.search(body)
                if legacy is None:
                    continue
                name, syntax = legacy.group(1), "xml_call_legacy"
                args = _legacy_params(body)
            else:
                args = {
                    _attr(m) or "": read_text(v)
                    for m, v in element_bodies(
                        body, param, "</parameter>", ["<parameter", "</invoke"], lenient=lenient
                    )
                }
            found.calls.append(RawCall(name, args, syntax=syntax, text_values=True))


_FUNC_STRICT = re.compile(r"<function=([^>\s]+)>")
_FUNC_LENIENT = re.compile(r"""<function(?:=\s*["']?([^>"'\s]+)["']?|""" + _NAME_ATTR + r")\s*>")
_QPARAM_STRICT = re.compile(r"<parameter=([^>\s]+)>")
_QPARAM_LENIENT = re.compile(r"""<parameter(?:=\s*["']?([^>"'\s]+)["']?|""" + _NAME_ATTR + r")\s*>")
_GLM_CALL = re.compile(r"<tool_call>\s*([A-Za-z0-9_.\-]+)\s*(?=<arg_key>)")
_GLM_PAIR = re.compile(r"<arg_key>\s*([^<]*?)\s*</arg_key>\s*<arg_value>")


class XmlFunctionProtocol(AnswerProtocol):
    id = "xml_function"
    name = "XML function/parameter tags"
    summary = "<tool_call><function=name><parameter=arg>value</parameter></function></tool_call>"
    renests = True
    shape_text = (
        "To call a tool, write a <tool_call> block holding <function=tool_name> with one "
        "<parameter=argument>value</parameter> per argument (objects and arrays as JSON), "
        "for example:"
    )
    several_text = "To make several calls, write one <tool_call> block per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        out = []
        for name, args in calls:
            params = "".join(
                f"<parameter={k}>\n{text_value(v)}\n</parameter>\n" for k, v in args.items()
            )
            out.append(f"<tool_call>\n<function={name}>\n{params}</function>\n</tool_call>")
        return "\n".join(out)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        return _in_blocks(text, "<tool_call>", "</tool_call>", self._read, _FUNC_LENIENT, lenient)

    def _read(self, block: str, found: Extraction, *, lenient: bool) -> None:
        """The calls in the form; a lenient read also takes GLM-4.5's dialect."""
        self._functions(block, found, lenient=lenient)
        if lenient:
            _glm_calls(block, found)

    def _functions(self, block: str, found: Extraction, *, lenient: bool) -> None:
        opening = _FUNC_LENIENT if lenient else _FUNC_STRICT
        param = _QPARAM_LENIENT if lenient else _QPARAM_STRICT
        stops = ["<function", "</tool_call>"]
        for match, body in element_bodies(block, opening, "</function>", stops, lenient=lenient):
            if found.full("xml_function"):
                return
            name = _attr(match) or ""
            pstops = ["<parameter", "</function"]
            args = {
                _attr(m) or "": read_text(v)
                for m, v in element_bodies(body, param, "</parameter>", pstops, lenient=lenient)
            }
            found.calls.append(RawCall(name, args, syntax="xml_function", text_values=True))


def _glm_calls(text: str, found: Extraction) -> None:
    for match in _GLM_CALL.finditer(text):
        if found.full("glm45"):
            return
        end = text.find("</tool_call>", match.end())
        body = text[match.end() : end if end >= 0 else len(text)]
        args: dict[str, Any] = {}
        for pair in _GLM_PAIR.finditer(body):
            close = body.find("</arg_value>", pair.end())
            args[pair.group(1)] = read_text(body[pair.end() : close if close >= 0 else len(body)])
        found.calls.append(RawCall(match.group(1), args, syntax="glm45", text_values=True))
