"""``markdown_json``: each call as a JSON object inside a fenced json block."""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, RawCall
from toolform.protocols.jsoncalls import call_objects, calls_in_json, dumps

_STRICT_FENCE = re.compile(r"^```json[ \t]*\n", re.MULTILINE)
_ANY_FENCE = re.compile(r"^[ \t]*```[ \t]*([A-Za-z0-9_-]*)[ \t]*\n", re.MULTILINE)
_CLOSE = re.compile(r"^[ \t]*```[ \t]*$", re.MULTILINE)


def fenced_blocks(text: str, *, lenient: bool) -> list[tuple[str, str]]:
    """``(language, body)`` of each fenced block; lenient reads also take an unclosed last one."""
    blocks: list[tuple[str, str]] = []
    pos = 0
    opener = _ANY_FENCE if lenient else _STRICT_FENCE
    while True:
        start = opener.search(text, pos)
        if start is None:
            return blocks
        lang = start.group(1).lower() if lenient else "json"
        close = _CLOSE.search(text, start.end())
        if close is None:
            if lenient:
                blocks.append((lang, text[start.end() :]))
            return blocks
        blocks.append((lang, text[start.end() : close.start()]))
        pos = close.end()


class MarkdownJson(AnswerProtocol):
    id = "markdown_json"
    name = "Markdown-fenced JSON"
    summary = "A JSON call object inside a fenced json code block."
    shape_text = (
        'To call a tool, answer with a fenced json code block holding {"name": <tool name>, '
        '"arguments": <object of arguments>}, for example:'
    )
    several_text = "To make several calls, write one fenced block per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return "\n".join(f"```json\n{dumps(obj)}\n```" for obj in call_objects(calls))

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        calls: list[RawCall] = []
        for lang, body in fenced_blocks(text, lenient=lenient):
            if lang in (
                "json",
                "",
                "json5",
                "jsonc",
                "javascript",
                "js",
                "tool_call",
                "tool_calls",
            ):
                calls.extend(calls_in_json(body, self.id, lenient=lenient, lists=True))
        return Extraction(calls)
