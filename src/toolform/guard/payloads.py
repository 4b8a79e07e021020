"""Encoded payloads: base64, hex (run together or byte by byte) and percent-encoded blobs that
decode to readable text.

Binary data (icons, hashes, keys) decodes to bytes that are not text and is left alone; a blob
that decodes to words is hidden text, and the scanner runs the rules over it.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator

_B64_RE = re.compile(r"[A-Za-z0-9+/_-]{24,}={0,2}")
_HEX_RE = re.compile(r"\b(?:[0-9a-fA-F]{2}){12,}\b")
_PERCENT_RE = re.compile(r"(?:%[0-9a-fA-F]{2}){8,}")
# Hex bytes written apart ("5b 61 64 6d 69 6e 5d ..."): text encoded so has spaces, byte 20, in it,
# which is the cheap test before the search.
_SPACED_HEX_RE = re.compile(
    r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}[ :]){12,}[0-9a-fA-F]{2}(?![0-9a-fA-F])"
)
_SPACED_MARKS = (" 20 ", ":20:")
_WORD_RE = re.compile(r"[A-Za-z]{2,}")
_MIN_WORDS = 3
# Every blob above lies in a run of 24 or more of these characters: one search for such a run
# spares ordinary text the three searches (it has none; a URL's runs are short).
_RUN_RE = re.compile(r"(?<![A-Za-z0-9+/_%-])[A-Za-z0-9+/_%-]{24}")


def _as_text(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text:
        return None
    printable = sum(c.isprintable() or c in "\n\t" for c in text)
    letters = sum(c.isalpha() for c in text)
    if printable < 0.95 * len(text) or letters < 0.5 * len(text.replace(" ", "")):
        return None
    if len(_WORD_RE.findall(text)) < _MIN_WORDS:
        return None
    return text


def _b64(blob: str) -> bytes | None:
    data = blob.rstrip("=").replace("-", "+").replace("_", "/")
    try:
        return base64.b64decode(data + "=" * (-len(data) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


def decoded_texts(text: str) -> Iterator[tuple[int, str, str, str]]:
    """Each ``(offset, blob, encoding, decoded)`` in ``text`` whose decoding reads as words."""
    if len(text) < 24:
        return
    if any(mark in text for mark in _SPACED_MARKS):
        for m in _SPACED_HEX_RE.finditer(text):
            decoded = _as_text(bytes.fromhex(m.group().replace(" ", "").replace(":", "")))
            if decoded is not None:
                yield m.start(), m.group(), "hex", decoded
    if _RUN_RE.search(text) is None:
        return
    for m in _HEX_RE.finditer(text):
        decoded = _as_text(bytes.fromhex(m.group()))
        if decoded is not None:
            yield m.start(), m.group(), "hex", decoded
    for m in _PERCENT_RE.finditer(text):
        decoded = _as_text(bytes.fromhex(m.group().replace("%", "")))
        if decoded is not None:
            yield m.start(), m.group(), "percent-encoded", decoded
    for m in _B64_RE.finditer(text):
        blob = m.group()
        if blob.isalpha() and (blob.islower() or blob.isupper()):
            continue  # a long word, not a blob
        raw = _b64(blob)
        decoded = None if raw is None else _as_text(raw)
        if decoded is not None:
            yield m.start(), blob, "base64", decoded
