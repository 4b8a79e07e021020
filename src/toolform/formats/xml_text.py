"""XML character data and attributes, escaped so a parser reads back the value written."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape as _xml_escape

from toolform.formats.vocab.literals import plain_value


def xml_text(text: Any) -> str:
    """Character data for an XML element (``&``, ``<`` and ``>`` escaped)."""
    return _xml_escape(plain_value(text), {"\r": "&#13;"})


def xml_attr(value: Any) -> str:
    """An attribute value, double-quoted and escaped (strings bare, other values as JSON)."""
    return (
        '"'
        + _xml_escape(
            plain_value(value), {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
        )
        + '"'
    )


def xml_attrs(pairs: Sequence[tuple[str, Any]]) -> str:
    """`` a="1" b="x"`` for the pairs whose value is not ``None``."""
    return "".join(f" {k}={xml_attr(v)}" for k, v in pairs if v is not None)
