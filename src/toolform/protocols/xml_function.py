"""``xml_function``: Qwen3-Coder's ``<tool_call><function=name><parameter=key>`` XML.

Values are raw text, one per ``<parameter=...>`` tag, usually on their own lines; like
``xml_call`` the parser re-nests flat arguments. GLM-4.5's ``<arg_key>/<arg_value>`` layout is
read as a lenient dialect.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.textscan import tag_values, tagged_bodies
from toolform.protocols.xml_call import xml_text

_ROOT = re.compile(re.escape("<tool_call>"))
_LENIENT_ROOT = re.compile(r"<(?:[\w.-]+:)?tool_call>")
_FUNCTION = re.compile(r"<function=([^>\s]+)>")
_LENIENT_FUNCTION = re.compile(r"<function(?:=|\s+name\s*=\s*)[\"']?([^>\"'\s]+)[\"']?\s*>")
_PARAM = re.compile(r"<parameter=([^>\s]+)>")
_LENIENT_PARAM = re.compile(r"<parameter(?:=|\s+name\s*=\s*)[\"']?([^>\"'\s]+)[\"']?\s*>")
_ARG_KEY = re.compile(r"<arg_key>\s*([^<]*?)\s*</arg_key>\s*<arg_value>")


def _trim(value: str) -> str:
    """Drop the one line break the layout puts on each side of a value."""
    value = value.removeprefix("\r\n").removeprefix("\n")
    return value.removesuffix("\n").removesuffix("\r")


class XmlFunction(AnswerProtocol):
    id = "xml_function"
    name = "Qwen3-Coder XML"
    summary = "<tool_call><function=name><parameter=key>value</parameter></function></tool_call>."
    renests = True
    shape_text = (
        "To call a tool, write <tool_call>, then <function=TOOL_NAME>, one "
        "<parameter=PARAMETER_NAME> value </parameter> per argument (objects and arrays as JSON), "
        "then </function> and </tool_call>, for example:"
    )
    several_text = "To make several calls, write one <tool_call> block per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        blocks = []
        for name, args in calls:
            params = "".join(
                f"<parameter={k}>\n{xml_text(v)}\n</parameter>\n" for k, v in args.items()
            )
            blocks.append(f"<tool_call>\n<function={name}>\n{params}</function>\n</tool_call>")
        return "\n".join(blocks)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        if lenient:
            calls = self._functions(text, lenient=True) or self._glm(text)
            return Extraction(calls)
        for body in tagged_bodies(text, _ROOT, lenient=False):
            calls.extend(self._functions(body, lenient=False))
        return Extraction(calls)

    def _functions(self, body: str, *, lenient: bool) -> list[RawCall]:
        function = _LENIENT_FUNCTION if lenient else _FUNCTION
        param = _LENIENT_PARAM if lenient else _PARAM
        stops = ("</function>", "</tool_call>")
        calls: list[RawCall] = []
        for name, inner in tag_values(body, function, "</function>", lenient=lenient):
            pairs = tag_values(inner, param, "</parameter>", lenient=lenient, stops=stops)
            calls.append(RawCall(name, {k: _trim(v) for k, v in pairs}, self.id, text_values=True))
        return calls

    def _glm(self, text: str) -> list[RawCall]:
        calls: list[RawCall] = []
        for body in tagged_bodies(text, _LENIENT_ROOT, lenient=True):
            name, _, rest = body.strip().partition("\n")
            if not name or "<" in name or "{" in name:
                continue
            args = {}
            for match in _ARG_KEY.finditer(rest):
                end = rest.find("</arg_value>", match.end())
                args[match.group(1)] = rest[match.end() : end if end >= 0 else len(rest)]
            calls.append(RawCall(name.strip(), args, "xml_function", text_values=True))
        return calls
