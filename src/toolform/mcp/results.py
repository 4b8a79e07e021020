"""A ``CallToolResult`` as the call loop sends it back: the value inside ``{"ok": true, ...}``.

The rule, in order:

* ``isError``: ``McpToolError`` is raised with the result's text, so the loop sends
  ``{"ok": false, "error": "McpToolError: <text>"}`` and the model may recover.
* Text blocks are joined with newlines. ``structuredContent`` is kept as JSON. Every other block
  (image, audio, an embedded resource, a resource link) becomes an *attachment*: its type, MIME
  type, URI and size in bytes, never its data (a model reads base64 as noise, and it may be
  large). An embedded text resource keeps its text.
* The value is the text alone when there is nothing else; the structured content alone when the
  text is only its JSON serialisation (which the MCP spec asks servers to send beside it);
  otherwise an object with the parts present: ``text``, ``structured``, ``attachments``.
"""

from __future__ import annotations

import json
from typing import Any

from toolform.errors import McpToolError

EMPTY_ERROR = "the tool reported an error and no text"


def base64_size(data: str) -> int:
    """Bytes that ``data`` (base64) decodes to, counted without decoding it."""
    data = data.strip()
    return len(data) * 3 // 4 - (len(data) - len(data.rstrip("=")))


def _field(block: Any, name: str) -> Any:
    return getattr(block, name, None)


def attachment(block: Any) -> dict[str, Any]:
    """A non-text content block summarised: what it is and how big, never its bytes."""
    kind = str(_field(block, "type") or type(block).__name__)
    summary: dict[str, Any] = {"type": kind}
    resource = _field(block, "resource")
    source = resource if resource is not None else block
    for key, attr in (("uri", "uri"), ("name", "name"), ("mime_type", "mime_type")):
        value = _field(source, attr)
        if value is not None:
            summary[key] = str(value)
    data = _field(source, "data")
    if data is None:
        data = _field(source, "blob")
    if isinstance(data, str):
        summary["bytes"] = base64_size(data)
    text = _field(source, "text")
    if isinstance(text, str):
        summary["text"] = text
    size = _field(source, "size")
    if isinstance(size, int) and "bytes" not in summary:
        summary["bytes"] = size
    return summary


def _is_serialisation(text: str, structured: Any) -> bool:
    try:
        return bool(json.loads(text) == structured)
    except ValueError:
        return False


def result_value(result: Any) -> Any:
    """The value of a ``CallToolResult`` (see the module's doc); raises on ``isError``."""
    texts: list[str] = []
    attachments: list[dict[str, Any]] = []
    for block in _field(result, "content") or []:
        if _field(block, "type") == "text":
            texts.append(str(_field(block, "text") or ""))
        else:
            attachments.append(attachment(block))
    text = "\n".join(texts)
    if _field(result, "is_error"):
        parts = [text] + [json.dumps(a, ensure_ascii=False) for a in attachments]
        raise McpToolError("\n".join(p for p in parts if p) or EMPTY_ERROR)
    structured = _field(result, "structured_content")
    if structured is not None and _is_serialisation(text, structured):
        text = ""
    value: dict[str, Any] = {}
    if text or (structured is None and not attachments):
        value["text"] = text
    if structured is not None:
        value["structured"] = structured
    if attachments:
        value["attachments"] = attachments
    if list(value) in (["text"], ["structured"]):
        return next(iter(value.values()))
    return value
