"""``function_tag``: ``<function=name>{json arguments}</function>`` (Llama 3.1 custom tools)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import dumps, read_arguments
from toolform.protocols.jsonscan import JsonSyntaxError, loads
from toolform.protocols.textscan import span_until

_STRICT = re.compile(r"<function=([^>\s]+)>")
_LENIENT = re.compile(r"<function(?:=|\s+name\s*=\s*)[\"']?([^>\"'\s]+)[\"']?\s*>")


class FunctionTag(AnswerProtocol):
    id = "function_tag"
    name = "function tag"
    summary = "<function=name>{JSON arguments}</function> for each call."
    shape_text = (
        "To call a tool, write <function=TOOL_NAME>, then the arguments as a JSON object, "
        "then </function>, for example:"
    )
    several_text = "To make several calls, write one <function=...> tag per call, one per line."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"<function={name}>{dumps(args)}</function>" for name, args in calls)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        pattern = _LENIENT if lenient else _STRICT
        for match in pattern.finditer(text):
            body = span_until(
                text, match.end(), "</function>", lenient=lenient, stops=("<function",)
            )
            if body is None:
                continue
            if body.lstrip().startswith("<"):
                continue  # an XML body belongs to xml_function
            try:
                value, repairs = loads(body, lenient=lenient)
            except JsonSyntaxError as exc:
                calls.append(
                    RawCall(
                        match.group(1), {}, self.id, error=f"arguments are not valid JSON: {exc}"
                    )
                )
                continue
            args, error = read_arguments(value, lenient=lenient)
            calls.append(RawCall(match.group(1), args or {}, self.id, error=error, repairs=repairs))
        return Extraction(calls)
