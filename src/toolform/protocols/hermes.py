"""``hermes``: each call as JSON between ``<tool_call>`` and ``</tool_call>`` (Hermes, Qwen)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import call_objects, calls_in_json, dumps
from toolform.protocols.textscan import tagged_bodies

_LENIENT_OPEN = re.compile(r"<([\w:.-]*tool_calls?|function_call|\|tool_call\|)>", re.IGNORECASE)


class Hermes(AnswerProtocol):
    id = "hermes"
    name = "Hermes tool_call tags"
    summary = "A JSON call object between <tool_call> and </tool_call> for each call."
    shape_text = (
        'To call a tool, write <tool_call>, then a JSON object {"name": <tool name>, '
        '"arguments": <object of arguments>}, then </tool_call>, for example:'
    )
    several_text = "To make several calls, write one <tool_call> block per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"<tool_call>\n{dumps(obj)}\n</tool_call>" for obj in call_objects(calls))

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        opener = _LENIENT_OPEN if lenient else re.compile(re.escape("<tool_call>"))
        calls: list[RawCall] = []
        for body in tagged_bodies(text, opener, lenient=lenient):
            calls.extend(calls_in_json(body, self.id, lenient=lenient, lists=lenient))
        return Extraction(calls)
