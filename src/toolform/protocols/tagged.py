"""Protocols that wrap JSON arguments in markers: Hermes tags, Llama's function tag, Mistral's
[TOOL_CALLS], gpt-oss harmony recipients and ReAct's Action lines.

Each finds its markers with ``str.find`` and reads the JSON after them with ``raw_decode``, so one
broken call leaves the others readable.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from toolform.protocols.base import (
    CUT_OFF,
    AnswerProtocol,
    CallSpec,
    Extraction,
    RawCall,
    blank_from,
    failed_call,
    open_marker,
    partial_marker,
)
from toolform.protocols.jsonlike import (
    call_object,
    dumps,
    guess_name,
    read_arguments,
    read_value,
    scan_json,
    strict_call,
)
from toolform.protocols.scan import (
    TRUNCATION_MAX,
    WORK,
    NextOf,
    brackets,
    close_truncated,
    decode_at,
    ends_open,
    relaxed_loads,
    strict_decode,
    too_deep,
)


def tagged_spans(text: str, opening: str, closing: str, *, lenient: bool) -> list[tuple[str, bool]]:
    """(body, closed) between ``opening`` and ``closing``; leniently an unclosed last tag runs to
    the end."""
    bodies: list[tuple[str, bool]] = []
    pos = 0
    while True:
        start = text.find(opening, pos)
        if start < 0:
            return bodies
        body_start = start + len(opening)
        end = text.find(closing, body_start)
        if end < 0:
            if lenient:
                bodies.append((text[body_start:], False))
            return bodies
        bodies.append((text[body_start:end], True))
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
        value, end = decode_at(text, i)
        return value, end, "json"
    except ValueError:
        if not lenient:
            return None
    # The relaxed reading (a Python pass per value) is kept to values at depth zero: those never
    # overlap, so however many markers a reply holds, the text is read slowly once at most.
    table = brackets(text)
    if not table.is_top(i):
        return None
    end_at = table.end(i)
    if end_at is None and (not table.open_at_end(i) or len(text) - i > TRUNCATION_MAX):
        return None
    completed = "truncated"
    if end_at is None:
        fragment, completed = close_truncated(text[i:])
    else:
        fragment = text[i:end_at]
    read = None if "{" not in fragment or too_deep(fragment) else relaxed_loads(fragment)
    if read is None:
        return None
    slip = read[1] if end_at is not None else completed
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
        found = Extraction()
        for body, closed in tagged_spans(text, "<tool_call>", "</tool_call>", lenient=lenient):
            if found.full("hermes"):
                break
            if lenient:
                one = scan_json(body, "hermes", lenient=True)
                found.add(one)
                if not closed and not one.calls and not one.failed:
                    found.failed.append(failed_call(guess_name(body, 0), CUT_OFF, "hermes"))
                continue
            try:
                value, end = strict_decode(body.strip())
            except ValueError:
                why = "not a readable JSON object"
                found.failed.append(failed_call(guess_name(body, 0), why, "hermes"))
                continue
            call = strict_call(value, "hermes") if end == len(body.strip()) else None
            if call is not None:
                found.calls.append(call)
            else:
                why = "not one call object in the instructed shape"
                found.failed.append(failed_call(guess_name(body, 0), why, "hermes"))
        cut = open_marker(text, "<tool_call>", "</tool_call>")
        if cut is not None and not lenient:
            found.failed.append(failed_call(guess_name(text, cut), CUT_OFF, "hermes"))
        return found


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
        found = Extraction()
        for match in _FUNCTION_TAG.finditer(text):
            if found.full("function_tag"):
                break
            name = match.group(1)
            read = json_after(text, match.end(), lenient=lenient)
            if read is None:
                found.failed.append(unread_arguments(name, text, match.end(), "function_tag"))
                continue
            value, end, slip = read
            if not lenient and not text.startswith("</function>", end):
                why = CUT_OFF if blank_from(text, end) else "not closed with </function>"
                found.failed.append(failed_call(name, why, "function_tag"))
                continue
            if isinstance(value, dict):
                tag = "function_tag" if slip == "json" else f"function_tag+{slip}"
                found.calls.append(RawCall(name, dict(value), syntax=tag))
            else:
                found.failed.append(
                    failed_call(name, "arguments is not a JSON object", "function_tag")
                )
        if open_marker(text, "<function=", ">") is not None:
            found.failed.append(failed_call("", CUT_OFF, "function_tag"))
        return found


def unread_arguments(name: str, text: str, start: int, syntax: str) -> RawCall:
    """The failed call whose arguments, meant to start at ``start``, could not be read."""
    why = CUT_OFF if ends_open(text, start) else "arguments are not a readable JSON object"
    return failed_call(name, why, syntax)


_TOOL_CALLS = "[TOOL_CALLS]"
_MARKER_RUN = re.compile(r"(?:\[TOOL_CALLS\])+")


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
        found = Extraction()
        next_args, next_call = NextOf(text, ["[ARGS]"]), NextOf(text, [_TOOL_CALLS])
        pos = next_call(0)
        while pos >= 0 and not found.full("mistral"):
            # A marker right before another one opens nothing: a run of them is skipped in C.
            run = _MARKER_RUN.match(text, pos)
            after = run.end() if run else pos + len(_TOOL_CALLS)
            WORK.add(after - pos)
            args_at = next_args(after)
            next_marker = next_call(after)
            head = text[after:args_at].strip() if args_at >= 0 else ""
            if args_at >= 0 and (next_marker < 0 or args_at < next_marker) and _is_name(head):
                call = named_args_call(head, text, args_at + 6, "mistral_v11", lenient=lenient)
                if call.error is not None and ends_open(text, args_at + 6):
                    found.failed.append(failed_call(head, CUT_OFF, "mistral_v11"))
                else:
                    found.calls.append(call)
            elif next_marker != after:  # a marker right before another one opens nothing
                read = json_after(text, after, lenient=lenient)
                if read is None:
                    found.failed.append(
                        unread_arguments(guess_name(text, after), text, after, "mistral")
                    )
                else:
                    slip = read[2]  # a completed or relaxed read is a repair, named in the syntax
                    tag = "mistral" if slip == "json" else f"mistral+{slip}"
                    one = read_value(read[0], tag, lenient=lenient)
                    found.add(one)
            pos = next_marker
        if partial_marker(text, _TOOL_CALLS):
            found.failed.append(failed_call("", CUT_OFF, "mistral"))
        if lenient and not found.calls:
            unmarked = scan_json(text, "mistral_unmarked", lenient=True)
            found.add(unmarked)
        return found.capped("mistral")


def _is_name(text: str) -> bool:
    return bool(text) and all(ch.isalnum() or ch in "_-." for ch in text)


_RECIPIENT = re.compile(r"to=(?:functions\.)?([A-Za-z0-9_.\-]+)")
_RECIPIENT_LEFT_OPEN = re.compile(r"\bto=(?:functions\.?)?\s*\Z")


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
        found = Extraction()
        next_message, next_to = NextOf(text, ["<|message|>"]), NextOf(text, ["to="])
        for match in _RECIPIENT.finditer(text):
            if found.full("harmony"):
                break
            name = match.group(1)
            message = next_message(match.end())
            another = next_to(match.end())
            if message < 0 or 0 <= another < message:
                last = message < 0 and another < 0
                if last and "\n" not in text[match.end() :].strip():
                    found.failed.append(failed_call(name, CUT_OFF, "harmony"))  # header cut off
                continue
            if not lenient and "commentary" not in text[max(0, match.start() - 40) : match.start()]:
                continue
            read = json_after(text, message + 11, lenient=lenient)
            if read is None:
                found.failed.append(unread_arguments(name, text, message + 11, "harmony"))
                continue
            if not lenient and not text.startswith("<|call|>", read[1]):
                why = CUT_OFF if blank_from(text, read[1]) else "not closed with <|call|>"
                found.failed.append(failed_call(name, why, "harmony"))
                continue
            found.calls.append(
                named_args_call(name, text, message + 11, "harmony", lenient=lenient)
            )
        if _RECIPIENT_LEFT_OPEN.search(text) or open_marker(text, "<|channel|>", "<|message|>"):
            found.failed.append(failed_call("", CUT_OFF, "harmony"))
        return found


_ACTION = re.compile(r"^[ \t]*Action:[ \t]*[`\"']?([A-Za-z0-9_.\-]+)[`\"']?[ \t]*$", re.M)
_ACTION_INPUT = re.compile(r"[ \t]*Action Input:[ \t]*")
_ACTION_LEFT_OPEN = re.compile(r"^[ \t]*Action(?: Input)?:[ \t]*\Z", re.M)


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
        found = Extraction()
        for match in _ACTION.finditer(text):
            if found.full("react"):
                break
            name = match.group(1)
            rest = match.end() + 1
            given = _ACTION_INPUT.match(text, rest)
            if given is None:
                if blank_from(text, rest):
                    found.failed.append(failed_call(name, CUT_OFF, "react"))
                elif lenient:
                    found.calls.append(RawCall(name, syntax="react_no_input"))
                else:
                    found.failed.append(failed_call(name, "no Action Input line", "react"))
                continue
            call = named_args_call(name, text, given.end(), "react", lenient=lenient)
            if call.error is not None and ends_open(text, given.end()):
                found.failed.append(failed_call(name, CUT_OFF, "react"))
            else:
                found.calls.append(call)
        if _ACTION_LEFT_OPEN.search(text):
            found.failed.append(failed_call("", CUT_OFF, "react"))
        found.explicit_no_call = "Final Answer:" in text and not found.calls
        return found
