"""``toolform serve``'s settings, checked before the server starts."""

from __future__ import annotations

from dataclasses import dataclass

from toolform.errors import ServeError
from toolform.formats.registry import get_format
from toolform.grading_rules import RULES
from toolform.guard import scanner as guard_scanner
from toolform.prompts import get_protocol
from toolform.serve.openers import servable

#: ``on_invalid`` values: return the reply as text with the validation report, or re-ask once.
ON_INVALID = ("text", "retry")


@dataclass(frozen=True)
class Settings:
    """How the proxy rewrites requests (``toolform serve``'s flags; see the serve guide).

    ``model``: the model name sent upstream in place of the request's (and the advisor's key);
    ``format_id``/``protocol_id``: fixed choices instead of the advisor's per request model;
    ``guard``: a guard level applied to every request's tools; ``on_invalid``: ``text`` or
    ``retry``; ``rule``: the grading rule calls are read under.
    """

    upstream: str
    model: str | None = None
    format_id: str | None = None
    protocol_id: str | None = None
    guard: str | None = None
    on_invalid: str = "text"
    rule: str = "main"
    timeout_s: float = 120.0
    max_body_bytes: int = 8 * 2**20
    trace_dir: str | None = None
    api_key: str | None = None

    def check(self) -> Settings:
        """Raise ``ServeError`` (or an unknown-id error with close matches) on a bad setting,
        before the server starts."""
        if not self.upstream.startswith(("http://", "https://")) or self.upstream.endswith("://"):
            raise ServeError(f"--upstream must be an http(s) URL, got {self.upstream!r}")
        if self.rule not in RULES:
            raise ServeError(f"rule must be one of {', '.join(RULES)}, got {self.rule!r}")
        if self.on_invalid not in ON_INVALID:
            raise ServeError(f"on_invalid must be one of {', '.join(ON_INVALID)}")
        if self.format_id is not None and get_format(self.format_id).two_stage:
            raise ServeError(f"{self.format_id!r} is a two-stage format: the proxy asks once")
        if self.protocol_id is not None and not servable(get_protocol(self.protocol_id)):
            raise ServeError(f"protocol {self.protocol_id!r} makes no calls the proxy can return")
        if self.guard is not None and self.guard not in guard_scanner.LEVELS:
            raise ServeError(f"guard must be one of {', '.join(guard_scanner.LEVELS)}")
        if self.guard == "judge":
            raise ServeError("guard 'judge' needs a model of its own; use standard or strict")
        if not self.timeout_s > 0 or self.max_body_bytes < 1:
            raise ServeError("the timeout and the body limit must be above 0")
        return self
