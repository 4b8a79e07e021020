"""JSON text as a prompt shows it."""

from __future__ import annotations

import json
from typing import Any


def dump_json(value: Any, *, minify: bool = False, indent: int | None = 2) -> str:
    """JSON as a prompt shows it: UTF-8 text kept, and no optional whitespace when minified.

    ``indent=None`` gives one line with the usual ``", "`` and ``": "`` separators (the way chat
    templates' ``tojson`` writes it); ``minify`` always wins and drops those spaces too.
    """
    if minify:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(value, ensure_ascii=False, indent=indent)
