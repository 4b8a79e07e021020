"""Protocols that wrap JSON arguments in markers: Hermes tags, Llama's function tag, Mistral's
[TOOL_CALLS], gpt-oss harmony recipients and ReAct's Action lines.

Each finds its markers with ``str.find`` and reads the JSON after them with ``raw_decode``, so one
broken call leaves the others readable.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsonlike import (
    call_object,
    calls_in_value,
    dumps,
    read_arguments,
    scan_calls,
    strict_call,
)
from toolform.protocols.scan import balanced_end, close_truncated, relaxed_loads, strict_decode


def tagged_spans(text: str, opening: str, closing: str, *, lenient: bool) -> list[str]:
    """Bodies between ``opening`` and ``closing``; leniently an unclosed last tag runs to the end."""
    bodies: list[str] = []
    pos = 0
    while True:
        start = text.find(opening, pos)
        if start < 0:
            return bodies
        body_start = start + len(opening)
        end = text.find(closing, body_start)
        if end < 0:
            if lenient:
                bodies.append(text[body_start:])
            return bodies
        bodies.append(text[body_start:end])
        pos = end + len(closing)


def json_after(text: str, start: int, *, lenient: bool) -> tuple[Any, int, str] | None:
    """The JSON value that begins at or after ``start`` (after whitespace), with its end and slip."""
    i = start
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    if lenient and text.startswith("```", i):
        nl = text.find("\n", i)
        i = nl + 1 if nl >= 0 else len(text)
    if i >= len(text) or text[i] not in "{[":
        return None
    try:
        value, end = strict_decode(text, i)
        return value, end, "json"
    except ValueError:
        if not lenient:
            return None
    end_at = balanced_end(text, i)
    fragment = text[i:end_at] if end_at is not None else close_truncated(text[i:])
    read = relaxed_loads(fragment)
    if read is None:
        return None
    slip = read[1] if end_at is not None else "truncated"
    return read[0], end_at if end_at is not None else len(text), slip


def named_args_call(name: str, text: str, start: int, syntax: str, *, lenient: bool) -> RawCall:
    """A call whose name was read from a marker and whose arguments are the JSON after it."""
    found = json_after(text, start, lenient=lenient)
    if found is None:
        return RawCall(name, syntax=syntax, error="arguments are not a readable JSON object")
    value, _, slip = found
    args, error = (
        read_arguments(value)
        if isinstance(value, dict)
        else (None, "arguments is not a JSON object")
    )
    tag = syntax if slip == "json" else f"{syntax}+{slip}"
    return RawCall(name, args or {}, syntax=tag, error=error)


class HermesProtocol(AnswerProtocol):
    id = "hermes"
    name = "Hermes tool_call tags"
    summary = "Each call is a JSON object inside <tool_call></tool_call> tags."
    shape_text = (
        'To call a tool, write a JSON object {"name": <tool name>, "arguments": {...}} inside '
        "<tool_call></tool_call> tags, for example:"
    )
    several_text = "To make several calls, write one <tool_call> block per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"<tool_call>\n{dumps(call_object(n, a))}\n</tool_call>" for n, a in calls)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        for body in tagged_spans(text, "<tool_call>", "</tool_call>", lenient=lenient):
            if lenient:
                calls.extend(scan_calls(body, "hermes", lenient=True))
                continue
            try:
                value, end = strict_decode(body.strip())
            except ValueError:
                continue
            if end == len(body.strip()):
                calls.extend(c for c in [strict_call(value, "hermes")] if c)
        return Extraction(calls)


_FUNCTION_TAG = re.compile(r"<function=([^>\s]+)>")


class FunctionTagProtocol(AnswerProtocol):
    id = "function_tag"
    name = "Llama function tag"
    summary = "Each call is <function=name>{json arguments}</function>."
    shape_text = (
        "To call a tool, write <function=tool_name>{json arguments}</function>, for example:"
    )
    several_text = "To make several calls, write one <function=...> tag per call, one per line."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"<function={n}>{dumps(a)}</function>" for n, a in calls)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        for match in _FUNCTION_TAG.finditer(text):
            found = json_after(text, match.end(), lenient=lenient)
            if found is None:
                continue
            value, end, slip = found
            if not lenient and not text.startswith("</function>", end):
                continue
            if isinstance(value, dict):
                tag = "function_tag" if slip == "json" else f"function_tag+{slip}"
                calls.append(RawCall(match.group(1), dict(value), syntax=tag))
        return Extraction(calls)


_TOOL_CALLS = "[TOOL_CALLS]"


class MistralProtocol(AnswerProtocol):
    id = "mistral"
    name = "Mistral [TOOL_CALLS]"
    summary = "[TOOL_CALLS] followed by a JSON array of calls, or name[ARGS]{json} per call."
    shape_text = (
        'To call tools, write [TOOL_CALLS] followed by a JSON array of objects {"name": <tool name>, '
        '"arguments": {...}}, for example:'
    )
    several_text = "To make several calls, put several objects in the array."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return _TOOL_CALLS + dumps([call_object(n, a) for n, a in calls])

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        pos = text.find(_TOOL_CALLS)
        while pos >= 0:
            after = pos + len(_TOOL_CALLS)
            args_at = text.find("[ARGS]", after)
            next_marker = text.find(_TOOL_CALLS, after)
            head = text[after:args_at].strip() if args_at >= 0 else ""
            if args_at >= 0 and (next_marker < 0 or args_at < next_marker) and _is_name(head):
                calls.append(
                    named_args_call(head, text, args_at + 6, "mistral_v11", lenient=lenient)
                )
            else:
                found = json_after(text, after, lenient=lenient)
                if found is not None:
                    calls.extend(calls_in_value(found[0], "mistral", lenient=lenient))
            pos = next_marker
        if lenient and not calls:
            calls = scan_calls(text, "mistral_unmarked", lenient=True)
        return Extraction(calls)


def _is_name(text: str) -> bool:
    return bool(text) and all(ch.isalnum() or ch in "_-." for ch in text)


_RECIPIENT = re.compile(r"to=(?:functions\.)?([A-Za-z0-9_.\-]+)")


class HarmonyProtocol(AnswerProtocol):
    id = "harmony"
    name = "Harmony recipient"
    summary = (
        "gpt-oss harmony: a commentary message addressed to=functions.name with JSON arguments."
    )
    shape_text = (
        "To call a tool, write a commentary message addressed to the function, with the JSON "
        "arguments as its body and <|call|> at the end, for example:"
    )
    several_text = "To make several calls, write one such message per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(
            f"<|channel|>commentary to=functions.{n} <|constrain|>json<|message|>{dumps(a)}<|call|>"
            for n, a in calls
        )

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        for match in _RECIPIENT.finditer(text):
            message = text.find("<|message|>", match.end())
            if message < 0:
                continue
            header = text[match.end() : message]
            if "to=" in header:
                continue
            if not lenient and "commentary" not in text[max(0, match.start() - 40) : match.start()]:
                continue
            call = named_args_call(match.group(1), text, message + 11, "harmony", lenient=lenient)
            found = json_after(text, message + 11, lenient=lenient)
            if not lenient and (found is None or not text.startswith("<|call|>", found[1])):
                continue
            calls.append(call)
        return Extraction(calls)


_ACTION = re.compile(r"^[ \t]*Action:[ \t]*[`\"']?([A-Za-z0-9_.\-]+)[`\"']?[ \t]*$", re.M)
_ACTION_INPUT = re.compile(r"[ \t]*Action Input:[ \t]*")


class ReactProtocol(AnswerProtocol):
    id = "react"
    name = "ReAct"
    summary = "Action: <tool name> then Action Input: <json arguments>."
    shape_text = (
        "To call a tool, write a line 'Action: <tool name>' followed by a line "
        "'Action Input: <JSON object of arguments>', for example:"
    )
    several_text = "To make several calls, repeat the Action / Action Input pair for each call."
    none_text = (
        "If no tool fits the request, answer with 'Final Answer: <your answer>' and no Action line."
    )

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"Action: {n}\nAction Input: {dumps(a)}" for n, a in calls)

    def write_no_call(self) -> str:
        return "Final Answer: No tool fits this request."

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        for match in _ACTION.finditer(text):
            rest = match.end() + 1
            found = _ACTION_INPUT.match(text, rest)
            if found is None:
                if lenient:
                    calls.append(RawCall(match.group(1), syntax="react_no_input"))
                continue
            calls.append(
                named_args_call(match.group(1), text, found.end(), "react", lenient=lenient)
            )
        return Extraction(calls, explicit_no_call="Final Answer:" in text and not calls)
