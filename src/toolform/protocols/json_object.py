"""``json_object``: one ``{"name": ..., "arguments": {...}}`` object per call, one per line."""

from __future__ import annotations

from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction
from toolform.protocols.jsoncalls import call_objects, calls_in_json, dumps


class JsonObject(AnswerProtocol):
    id = "json_object"
    name = "JSON object"
    summary = 'A JSON object {"name": ..., "arguments": {...}} per call.'
    shape_text = (
        'To call a tool, answer with a JSON object {"name": <tool name>, "arguments": '
        "<object of arguments>}, for example:"
    )
    several_text = "To make several calls, write one such JSON object per line."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(dumps(obj) for obj in call_objects(calls))

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        # Lenient: arrays of calls too, each call labelled by the shape it came in.
        return Extraction(
            calls_in_json(text, None if lenient else self.id, lenient=lenient, lists=lenient)
        )
