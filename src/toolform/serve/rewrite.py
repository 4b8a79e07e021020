"""A chat request with ``tools`` rewritten for a model that has no tool API.

Earlier assistant ``tool_calls`` are written in the protocol's own call shape, ``tool`` messages
become the study's result turn (``Tool result: {"ok": true, "result": ...}``, the call loop's
``RESULT_PREFIX``), the system prompt carries the tools (``toolform.serve.prepare``), and the
upstream is asked without ``tools``. Nothing here speaks HTTP.
"""

from __future__ import annotations

import json
from typing import Any

from toolform.errors import ServeError
from toolform.loop import RESULT_PREFIX
from toolform.protocols.base import AnswerProtocol
from toolform.serve.prepare import Prepared

#: Request fields that describe tools to a native tool API: the upstream is asked without them.
TOOL_FIELDS = ("tools", "tool_choice", "parallel_tool_calls", "functions", "function_call")


def _text_of(content: Any, where: str) -> str:
    """A message's content as text: a string, or a list of text parts joined (other parts in a
    system or tool message cannot be written into a text prompt: a 400, never dropped)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for i, part in enumerate(content):
            if not (isinstance(part, dict) and part.get("type") == "text"):
                raise ServeError(
                    "only text parts can be written into the prompt", param=f"{where}.content[{i}]"
                )
            texts.append(str(part.get("text", "")))
        return "".join(texts)
    raise ServeError("content must be a string or a list of parts", param=f"{where}.content")


def _arguments(raw: Any, where: str) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        value = None
    if not isinstance(value, dict):
        raise ServeError("the arguments must be a JSON object", param=f"{where}.arguments")
    return value


def result_text(content: str) -> str:
    """A tool's output as the study's result payload: ``{"ok": true, "result": ...}``, with a
    JSON output embedded as it was written (byte for byte) and any other text as a string."""
    try:
        json.loads(content)
    except ValueError:
        return json.dumps({"ok": True, "result": content}, ensure_ascii=False)
    return '{"ok": true, "result": ' + content.strip() + "}"


def _assistant_turn(message: dict[str, Any], protocol: AnswerProtocol, where: str) -> str:
    """An assistant message with ``tool_calls`` as the model would have written it."""
    text = _text_of(message.get("content"), where)
    calls = []
    for j, call in enumerate(message.get("tool_calls") or []):
        at = f"{where}.tool_calls[{j}]"
        function = call.get("function") if isinstance(call, dict) else None
        if not isinstance(function, dict) or not isinstance(function.get("name"), str):
            raise ServeError("a tool call needs a function with a name", param=at)
        calls.append((function["name"], _arguments(function.get("arguments"), f"{at}.function")))
    written = protocol.write_call(calls) if calls else ""
    return "\n".join(p for p in (text, written) if p)


def rewrite_messages(messages: Any, prepared: Prepared) -> list[dict[str, Any]]:
    """The conversation with the tools in the system prompt, earlier calls in the protocol's
    shape, and each run of ``tool`` messages as one user turn of ``Tool result:`` lines."""
    if not isinstance(messages, list) or not messages:
        raise ServeError("messages must be a non-empty list", param="messages")
    system = [prepared.system_prompt]
    out: list[dict[str, Any]] = []
    results: list[str] = []
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(message, dict):
            raise ServeError("a message must be an object", param=where)
        role = message.get("role")
        if role != "tool" and results:
            out.append({"role": "user", "content": "\n".join(results)})
            results = []
        if role in ("system", "developer"):
            system.append(_text_of(message.get("content"), where))
        elif role == "tool":
            results.append(RESULT_PREFIX + result_text(_text_of(message.get("content"), where)))
        elif role == "assistant" and message.get("tool_calls"):
            out.append(
                {"role": "assistant", "content": _assistant_turn(message, prepared.protocol, where)}
            )
        elif role in ("user", "assistant"):
            out.append(message)  # as the client wrote it
        else:
            raise ServeError(f"unknown message role {role!r}", param=f"{where}.role")
    if results:
        out.append({"role": "user", "content": "\n".join(results)})
    joined = "\n\n".join(s for s in system if s)
    return [{"role": "system", "content": joined}, *out]


def upstream_body(body: dict[str, Any], prepared: Prepared, model: str) -> dict[str, Any]:
    """The request the upstream gets: the same, less the tool fields, with the messages
    rewritten (and the model replaced when the proxy names one)."""
    out = {k: v for k, v in body.items() if k not in TOOL_FIELDS}
    out["messages"] = rewrite_messages(body.get("messages"), prepared)
    out["model"] = model
    return out
