"""Native tool calls: the JSON of an API's structured calls (OpenAI ``tool_calls`` or Anthropic
``tool_use`` blocks), as ``json.dumps(result.native_tool_calls)`` gives them.

Arguments that are not valid JSON make that call an error; they never become ``{}``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import (
    CUT_OFF,
    AnswerProtocol,
    CallSpec,
    Extraction,
    RawCall,
    failed_call,
)
from toolform.protocols.jsonlike import guess_name
from toolform.protocols.scan import brackets, strict_loads

# Only an object, an array or null says anything (nothing but text that is empty or starts
# so can be read as one), so other replies skip the decode and its exception.
_MEANINGFUL_START = ("", "{", "[", "n")


def _native_call(item: Any) -> RawCall | None:
    if not isinstance(item, dict):
        return None
    if item.get("type") == "tool_use" and isinstance(item.get("name"), str):
        args = item.get("input", {})
        if not isinstance(args, dict):
            return RawCall(item["name"], syntax="anthropic", error="input is not a JSON object")
        return RawCall(item["name"], dict(args), syntax="anthropic")
    fn = item.get("function")
    if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
        return None
    raw = fn.get("arguments", {})
    if isinstance(raw, str):
        try:
            raw = strict_loads(raw) if raw.strip() else {}
        except ValueError as exc:
            return RawCall(
                fn["name"], syntax="openai", error=f"arguments are not valid JSON: {exc}"
            )
    if not isinstance(raw, dict):
        return RawCall(fn["name"], syntax="openai", error="arguments is not a JSON object")
    return RawCall(fn["name"], dict(raw), syntax="openai")


def _items(value: Any) -> list[Any]:
    if isinstance(value, dict):
        for key in ("tool_calls", "content"):
            if isinstance(value.get(key), list):
                return list(value[key])
        return [value]
    return list(value) if isinstance(value, list) else []


class NativeProtocol(AnswerProtocol):
    id = "native"
    name = "Native tool calls"
    summary = "The API's structured tool calls; no answer instruction is rendered."

    def instruction(self, tools: Sequence[Any]) -> str:
        return ""

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return json.dumps(
            [
                {
                    "id": f"call_{i}",
                    "type": "function",
                    "function": {"name": n, "arguments": json.dumps(a, ensure_ascii=False)},
                }
                for i, (n, a) in enumerate(calls)
            ],
            ensure_ascii=False,
        )

    def write_no_call(self) -> str:
        return "[]"

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        stripped = text.strip()
        if stripped[:1] not in _MEANINGFUL_START:
            return Extraction()  # no JSON, or a scalar: no call, no "no call" either
        try:
            value = strict_loads(stripped) if stripped else []
        except ValueError as exc:
            if stripped[:1] not in ("{", "["):
                return Extraction()
            why = CUT_OFF if brackets(stripped).open_at_end(0) else f"not valid JSON: {exc}"
            return Extraction(failed=[failed_call(guess_name(stripped, 0), why, "native")])
        found = [_native_call(item) for item in _items(value)]
        calls = [c for c in found if c is not None]
        return Extraction(calls, explicit_no_call=not calls and value in ([], None))
