"""``json_array``: all calls in one JSON array, ``[]`` when no tool fits."""

from __future__ import annotations

from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction
from toolform.protocols.jsoncalls import call_objects, calls_in_json, dumps
from toolform.protocols.jsonscan import json_values


class JsonArray(AnswerProtocol):
    id = "json_array"
    name = "JSON array"
    summary = 'A JSON array of {"name": ..., "arguments": {...}} objects.'
    shape_text = (
        'To call a tool, answer with a JSON array of call objects {"name": <tool name>, '
        '"arguments": <object of arguments>}, for example:'
    )
    several_text = "To make several calls, put one object per call in the same array."
    none_text = "If no tool fits the request, answer with an empty array []."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return dumps(call_objects(calls))

    def write_no_call(self) -> str:
        return "[]"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls = calls_in_json(
            text, None if lenient else self.id, lenient=lenient, lists=True, objects=lenient
        )
        empty = not calls and any(hit.value == [] for hit in json_values(text, lenient=False))
        return Extraction(calls, explicit_no_call=empty)
