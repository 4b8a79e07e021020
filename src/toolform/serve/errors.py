"""Errors in the OpenAI shape: ``{"error": {"message", "type", "param", "code"}}``.

An OpenAI client raises its typed exception from the status (``RateLimitError`` for 429,
``InternalServerError`` for 5xx, ``BadRequestError`` for 400...) and shows the message from the
body, so every error the proxy sends, its own or the upstream's, has that body and the status
the error deserves. An upstream body already in that shape is passed on as it came.
"""

from __future__ import annotations

import json
from typing import Any

#: The ``type`` an OpenAI error body carries for a status.
_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    408: "timeout",
    413: "invalid_request_error",
    422: "invalid_request_error",
    429: "rate_limit_error",
    502: "upstream_error",
    504: "timeout",
}
#: The most characters of a non-JSON upstream body quoted in a message.
QUOTED_CHARS = 2_000


def error_type(status: int) -> str:
    if status in _TYPES:
        return _TYPES[status]
    return "api_error" if status >= 500 else "invalid_request_error"


def error_body(
    status: int, message: str, *, param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    """The body of an error response with this status."""
    return {
        "error": {
            "message": message,
            "type": error_type(status),
            "param": param,
            "code": code if code is not None else str(status),
        }
    }


def upstream_error(status: int, raw: bytes) -> dict[str, Any]:
    """The body to send for an upstream error: the upstream's own when it is OpenAI-shaped (a
    JSON object whose ``error`` is an object with a message), else one quoting it."""
    try:
        data = json.loads(raw)
    except ValueError:
        data = None
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return data
    text = raw[:QUOTED_CHARS].decode("utf-8", "replace").strip()
    message = f"the upstream answered HTTP {status}" + (f": {text}" if text else "")
    return error_body(status, message, code="upstream_error")
