"""Request bodies as JSON bytes, with the long strings of earlier requests kept encoded.

A tool-calling conversation sends the same system prompt (often tens of kilobytes of tool
definitions) on every step, and a study sends it once per task; escaping it into JSON again each
time was the largest cost the client added to a local HTTP round trip. So a long ``system``
(Anthropic's) or message ``content`` string is encoded once and kept while it keeps coming
back: the body is encoded with a short marker in its place, and each marker is swapped for the
kept encoding. A marker that shows up anywhere else (a user's text containing one) sends the
body through plain ``json.dumps``. The bytes are exactly those of
``json.dumps(body, ensure_ascii=False)``.
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


def _marked(data: dict[str, Any], key: str, longs: list[str]) -> dict[str, Any]:
    """``data`` with a long string at ``key`` replaced by a marker (a copy when it is)."""
    value = data.get(key)
    if not isinstance(value, str) or len(value) < LONG:
        return data
    longs.append(value)
    return {**data, key: f"{_MARK}{len(longs) - 1}"}


def encode_body(body: Any) -> bytes:
    """``body`` as UTF-8 JSON, reusing the encoding of long strings seen before."""
    if not isinstance(body, dict):
        return _encode(body).encode("utf-8")
    longs: list[str] = []
    marked = _marked(body, "system", longs)
    messages = body.get("messages")
    if isinstance(messages, list):
        swapped = [_marked(m, "content", longs) if isinstance(m, dict) else m for m in messages]
        if len(longs) > (marked is not body):  # a message was marked
            marked = {**marked, "messages": swapped}
    text = _encode(marked)
    markers = [_encode(f"{_MARK}{index}") for index in range(len(longs))]
    if any(text.count(marker) != 1 for marker in markers):  # a value of the body's own is one
        return _encode(body).encode("utf-8")
    for marker, value in zip(markers, longs):
        text = text.replace(marker, _encoded(value))
    return text.encode("utf-8")
