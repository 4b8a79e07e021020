"""Request bodies as JSON bytes, with the long strings of earlier requests kept encoded.

A tool-calling conversation sends the same system prompt (often tens of kilobytes of tool
definitions) on every step, and a study sends it once per task; escaping it into JSON again each
time was the largest cost the client added to a local HTTP round trip. So the long strings that
are a value of the request (Anthropic's ``system``) or of one of its messages (a ``content``)
are encoded once and kept while they keep coming back: the body is encoded with a short marker
in their place, and each marker is swapped for the kept encoding. A marker that shows up
anywhere else (a user's text containing one) sends the body through plain ``json.dumps``. The
bytes are exactly those of ``json.dumps(body, ensure_ascii=False)``.
"""

from __future__ import annotations

import json
import threading
import uuid
from typing import Any

LONG = 2048  # characters: shorter strings cost less to encode than to look up
CACHE_SIZE = 256  # distinct long strings kept; the oldest half goes when it is full

_encode = json.JSONEncoder(ensure_ascii=False).encode
_cache: dict[str, str] = {}
_lock = threading.Lock()
_MARK = f"\x00toolform-{uuid.uuid4().hex}-"


def _encoded(text: str) -> str:
    found = _cache.get(text)
    if found is None:
        found = _encode(text)
        with _lock:
            if len(_cache) >= CACHE_SIZE:
                for key in list(_cache)[: CACHE_SIZE // 2]:
                    del _cache[key]
            _cache[text] = found
    return found


def _marked(data: dict[str, Any], longs: list[str]) -> dict[str, Any]:
    """``data`` with each long string value replaced by a marker (a copy when there is one)."""
    out: dict[str, Any] | None = None
    for key, value in data.items():
        if isinstance(value, str) and len(value) >= LONG:
            if out is None:
                out = dict(data)
            out[key] = f"{_MARK}{len(longs)}"
            longs.append(value)
    return data if out is None else out


def encode_body(body: Any) -> bytes:
    """``body`` as UTF-8 JSON, reusing the encoding of long strings seen before."""
    if not isinstance(body, dict):
        return _encode(body).encode("utf-8")
    longs: list[str] = []
    marked = _marked(body, longs)
    messages = body.get("messages")
    if isinstance(messages, list):
        swapped = [_marked(m, longs) if isinstance(m, dict) else m for m in messages]
        if longs and marked is body:
            marked = dict(body)
        if marked is not body:
            marked["messages"] = swapped
    text = _encode(marked)
    markers = [_encode(f"{_MARK}{index}") for index in range(len(longs))]
    if any(text.count(marker) != 1 for marker in markers):  # a value of the body's own is one
        return _encode(body).encode("utf-8")
    for marker, value in zip(markers, longs):
        text = text.replace(marker, _encoded(value))
    return text.encode("utf-8")
