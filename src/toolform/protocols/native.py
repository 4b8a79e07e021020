"""``native``: calls an endpoint returned in a structured field, passed in as JSON text.

Reads OpenAI ``tool_calls`` (arguments as a JSON string or an object) and Anthropic ``tool_use``
blocks, bare or inside a message. Arguments that are not valid JSON make that one call an error;
they never become ``{}``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from toolform.ir import ToolIR
from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsonscan import JsonSyntaxError, loads

_MESSAGE_KEYS = ("tool_calls", "content")


def _items(value: Any) -> list[Any]:
    if isinstance(value, dict):
        for key in _MESSAGE_KEYS:
            if isinstance(value.get(key), list):
                return list(value[key])
        return [value]
    return list(value) if isinstance(value, list) else []


class Native(AnswerProtocol):
    id = "native"
    name = "native tool calls"
    summary = "The endpoint's structured tool_calls / tool_use, given as JSON text."

    def instruction(self, tools: Sequence[ToolIR]) -> str:
        return ""

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return json.dumps(
            [
                {
                    "id": f"call_{i}",
                    "type": "function",
                    "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
                }
                for i, (name, args) in enumerate(calls)
            ],
            ensure_ascii=False,
        )

    def write_no_call(self) -> str:
        return "[]"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        try:
            value, _ = loads(text, lenient=lenient) if text.strip() else ([], [])
        except JsonSyntaxError:
            return Extraction()
        items = _items(value)
        calls = [c for c in (self._call(item, lenient=lenient) for item in items) if c is not None]
        return Extraction(calls, explicit_no_call=not items and value in ([], None, {}))

    def _call(self, item: Any, *, lenient: bool) -> RawCall | None:
        if not isinstance(item, dict):
            return None
        if item.get("type") == "tool_use" and isinstance(item.get("name"), str):
            name, args = item["name"], item.get("input", {})
        elif isinstance(item.get("function"), dict) and isinstance(
            item["function"].get("name"), str
        ):
            name, args = item["function"]["name"], item["function"].get("arguments", {})
        else:
            return None
        if isinstance(args, str):
            try:
                args, _ = loads(args, lenient=lenient) if args.strip() else ({}, [])
            except JsonSyntaxError as exc:
                return RawCall(name, {}, self.id, error=f"arguments are not valid JSON: {exc}")
        if not isinstance(args, dict):
            return RawCall(name, {}, self.id, error="arguments are not a JSON object")
        return RawCall(name, args, self.id)
