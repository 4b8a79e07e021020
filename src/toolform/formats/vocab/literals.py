"""Values as the formats quote them, and the JSON type word of a value.

Every vocabulary quotes a default, an enum member or an example the same two ways: as a JSON
literal (unambiguous: strings quoted, ``null``) or plainly inside prose and attributes (strings
bare). Python source has its own literals (``vocab.python.py_literal``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any


def json_literal(value: Any) -> str:
    """One value as a compact JSON literal, for values quoted inside text (defaults, enums)."""
    return json.dumps(value, ensure_ascii=False)


def plain_value(value: Any) -> str:
    """A value inside prose or an attribute: strings bare, everything else as JSON."""
    return value if isinstance(value, str) else json_literal(value)


def json_type_of(value: Any) -> str:
    """The JSON type name of a Python value read from JSON."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    names = {float: "number", str: "string", list: "array", dict: "object"}
    return names.get(type(value), "any")


def enum_json_type(values: Sequence[Any]) -> str:
    """The one JSON type an untyped enum's values share (``any`` when they mix kinds)."""
    kinds = {type(v) for v in values}
    if kinds <= {str}:
        return "string"
    if kinds <= {int}:
        return "integer"
    if kinds <= {int, float}:
        return "number"
    return "any"
