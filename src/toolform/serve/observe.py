"""What the proxy tells about each request: ``x-toolform-*`` headers, a log line, a trace file.

The headers carry the format, protocol, validation result, repairs and guard findings of a
request with tools, so a client (or a person with ``curl -i``) sees what the proxy did without a
log. The log line is one JSON object per request on the ``toolform.serve`` logger. With a trace
folder, each request with tools also writes its whole exchange there (the client's request, the
prompt sent upstream, the reply, the response) as ``<request id>.json``.
"""

from __future__ import annotations

import json
import logging
import os
import re
from typing import Any

LOGGER = logging.getLogger("toolform.serve")
#: The longest header value sent; a longer list of repairs is cut, marked, and whole in the log.
MAX_HEADER_CHARS = 512
_UNSAFE = re.compile(r"[^\x20-\x7e]")


def _header_value(text: str) -> str:
    """``text`` as a header can carry it: printable ASCII (others escaped), on one line, capped."""
    value = _UNSAFE.sub(lambda m: m.group(0).encode("unicode_escape").decode("ascii"), text)
    if len(value) > MAX_HEADER_CHARS:
        value = value[: MAX_HEADER_CHARS - 4] + " ..."
    return value


def guard_summary(guard: dict[str, Any] | None) -> str:
    if guard is None:
        return "off"
    return f"{guard['level']}: {guard['findings']} findings, {guard['removed']} removed"


def headers(report: dict[str, Any], *, final: bool = True) -> dict[str, str]:
    """The ``x-toolform-*`` headers of a response. A stream's headers leave before the reply is
    read (``final=False``): they carry what is known then, and its last chunk carries the rest."""
    out = {
        "x-toolform-format": report["format"],
        "x-toolform-protocol": report["protocol"],
        "x-toolform-guard": guard_summary(report.get("guard")),
    }
    if final:
        out["x-toolform-validation"] = report["validation"]
        out["x-toolform-repairs"] = ", ".join(report["repairs"]) or "none"
        out["x-toolform-retried"] = "true" if report["retried"] else "false"
    return {k: _header_value(v) for k, v in out.items()}


def log_request(record: dict[str, Any]) -> None:
    """One JSON line per request (INFO; upstream and proxy errors at WARNING)."""
    level = logging.WARNING if record.get("status", 200) >= 400 else logging.INFO
    LOGGER.log(level, json.dumps(record, ensure_ascii=False, default=str))


def write_trace(folder: str, request_id: str, trace: dict[str, Any]) -> None:
    """Write one request's exchange to ``folder/<request_id>.json`` (a failure is logged: a
    full disk must not fail the request)."""
    try:
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{request_id}.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(trace, handle, ensure_ascii=False, indent=1, default=str)
    except OSError as exc:
        LOGGER.warning("cannot write the trace of %s: %s", request_id, exc)
