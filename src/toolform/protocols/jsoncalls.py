"""Reading calls out of JSON values, shared by every protocol whose calls are JSON.

The strict read takes ``{"name": ..., "arguments": {...}}`` and nothing else. The lenient read
also takes the key names other stacks use (``tool_name``, ``parameters``, ``input``...), the
OpenAI ``{"function": {...}}`` wrapping, ``{"tool_calls": [...]}`` and arguments sent as a JSON
string.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from toolform.protocols.base import CallSpec, RawCall
from toolform.protocols.jsonscan import JsonSyntaxError, json_values, loads

NAME_KEYS: tuple[str, ...] = ("name", "tool_name", "tool", "function", "function_name", "api")
ARG_KEYS: tuple[str, ...] = ("arguments", "parameters", "args", "input", "params", "kwargs")
WRAPPER_KEYS: tuple[str, ...] = ("tool_calls", "calls", "function_calls", "tool_uses")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def call_objects(calls: Sequence[CallSpec]) -> list[dict[str, Any]]:
    return [{"name": name, "arguments": args} for name, args in calls]


def read_arguments(args: Any, *, lenient: bool) -> tuple[dict[str, Any] | None, str | None]:
    """Arguments as a dict, or ``(None, reason)``: unreadable arguments are never ``{}``."""
    if isinstance(args, str) and lenient:
        try:
            args = loads(args, lenient=True)[0] if args.strip() else {}
        except JsonSyntaxError as exc:
            return None, f"arguments are not valid JSON: {exc}"
    if not isinstance(args, dict):
        return None, "arguments are not a JSON object"
    return args, None


def call_from_object(obj: Any, syntax: str, *, lenient: bool) -> RawCall | None:
    """The call ``obj`` describes, or ``None`` when it is not shaped like a call."""
    if not isinstance(obj, dict):
        return None
    if lenient:
        inner = obj.get("function")
        if isinstance(inner, dict) and isinstance(inner.get("name"), str):
            obj = inner
        name_key = next((k for k in NAME_KEYS if isinstance(obj.get(k), str)), None)
        arg_key = next((k for k in ARG_KEYS if k in obj), None)
    else:
        if not isinstance(obj.get("name"), str) or not set(obj) <= {"name", "arguments"}:
            return None
        name_key, arg_key = "name", "arguments" if "arguments" in obj else None
    if name_key is None:
        return None
    name = obj[name_key]
    args, error = read_arguments(obj[arg_key] if arg_key else {}, lenient=lenient)
    return RawCall(name, args or {}, syntax, error=error)


def calls_from_value(value: Any, syntax: str, *, lenient: bool, lists: bool) -> list[RawCall]:
    """Calls in one decoded value: a call object or (``lists``) an array of them."""
    if lenient and isinstance(value, dict):
        wrapped = next((value[k] for k in WRAPPER_KEYS if isinstance(value.get(k), list)), None)
        if wrapped is not None:
            value = wrapped
    items: Iterable[Any] = value if isinstance(value, list) and lists else [value]
    found = (call_from_object(item, syntax, lenient=lenient) for item in items)
    return [call for call in found if call is not None]


def calls_in_json(
    text: str, syntax: str | None, *, lenient: bool, lists: bool, objects: bool = True
) -> list[RawCall]:
    """Calls in every JSON value found anywhere in ``text``.

    ``syntax`` names the shape for lenient labelling; ``None`` labels each call by what it was
    found in (an array: ``json_array``, an object: ``json_object``).
    """
    calls: list[RawCall] = []
    for hit in json_values(text, lenient=lenient):
        if isinstance(hit.value, dict) and not objects:
            continue
        label = syntax or ("json_array" if isinstance(hit.value, list) else "json_object")
        found = calls_from_value(hit.value, label, lenient=lenient, lists=lists)
        for call in found:
            call.repairs.extend(hit.repairs)
        calls.extend(found)
    return calls
