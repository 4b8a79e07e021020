"""``xml_call``: ``<function_calls><invoke name=...><parameter name=...>`` (Anthropic-style XML).

Values are untyped text; ``toolform.validate`` coerces them by the tool's schema. The parser
re-nests a parameter written flat into the object parameter it belongs to (``renests``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.textscan import tag_values, tagged_bodies

_ROOT = re.compile(re.escape("<function_calls>"))
_INVOKE = re.compile(r'<invoke name="([^"<>]*)">')
_LENIENT_INVOKE = re.compile(
    r"<(?:[\w.-]+:)?(?:invoke|function)(?:\s+name\s*=\s*[\"']?([^\"'<>\s]*)[\"']?)?\s*>"
)
_PARAM = re.compile(r'<parameter name="([^"<>]*)">')
_LENIENT_PARAM = re.compile(r"<(?:parameter|param)\s+name\s*=\s*[\"']?([^\"'<>\s]*)[\"']?\s*>")
_TOOL_NAME = re.compile(r"<tool_name>\s*([^<]*?)\s*</tool_name>")
_CHILD = re.compile(r"<([A-Za-z_][\w.-]*)>")


def xml_text(value: Any) -> str:
    """How a value is written inside a tag: strings as they are, anything else as JSON."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _legacy_params(body: str) -> list[tuple[str, str]]:
    """The older child form: ``<parameters><city>Paris</city></parameters>``."""
    start = body.find("<parameters>")
    if start < 0:
        return []
    end = body.find("</parameters>", start)
    inner = body[start + len("<parameters>") : end if end >= 0 else len(body)]
    return tag_values_by_name(inner)


def tag_values_by_name(inner: str) -> list[tuple[str, str]]:
    """``<key>value</key>`` children, each closed by its own name."""
    out: list[tuple[str, str]] = []
    pos = 0
    while True:
        match = _CHILD.search(inner, pos)
        if match is None:
            return out
        close = inner.find(f"</{match.group(1)}>", match.end())
        if close < 0:
            return out
        out.append((match.group(1), inner[match.end() : close]))
        pos = close + len(match.group(1)) + 3


class XmlCall(AnswerProtocol):
    id = "xml_call"
    name = "XML function_calls"
    summary = (
        "<function_calls> with one <invoke name=...> per call and <parameter name=...> values."
    )
    renests = True
    shape_text = (
        'To call a tool, answer with a <function_calls> block: one <invoke name="TOOL_NAME"> per '
        'call and one <parameter name="PARAMETER_NAME">value</parameter> per argument (objects '
        "and arrays as JSON), for example:"
    )
    several_text = (
        "To make several calls, put several <invoke> blocks inside the same <function_calls>."
    )

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        lines = ["<function_calls>"]
        for name, args in calls:
            lines.append(f'<invoke name="{name}">')
            lines.extend(
                f'<parameter name="{k}">{xml_text(v)}</parameter>' for k, v in args.items()
            )
            lines.append("</invoke>")
        lines.append("</function_calls>")
        return "\n".join(lines)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        bodies = [text] if lenient else list(tagged_bodies(text, _ROOT, lenient=False))
        calls: list[RawCall] = []
        for body in bodies:
            invoke = _LENIENT_INVOKE if lenient else _INVOKE
            for name, inner in tag_values(body, invoke, "</invoke>", lenient=lenient):
                calls.append(self._call(name, inner, lenient=lenient))
        return Extraction([c for c in calls if c.name])

    def _call(self, name: str, inner: str, *, lenient: bool) -> RawCall:
        param = _LENIENT_PARAM if lenient else _PARAM
        # "</param" closes both spellings; an exact value never contains it in either read.
        close = "</param" if lenient else "</parameter>"
        pairs = tag_values(inner, param, close, lenient=lenient)
        if lenient:
            if not name:
                found = _TOOL_NAME.search(inner)
                name = found.group(1) if found else ""
            pairs = pairs or _legacy_params(inner)
        return RawCall(name, dict(pairs), self.id, text_values=True)
