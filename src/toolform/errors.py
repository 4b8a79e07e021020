"""Every public exception of toolform, in one place.

Each error carries where the fault is (file, line, column, JSON path) so that the command line can
print one useful line and a program can point at the offending spot.
"""

from __future__ import annotations

from collections.abc import Iterable


def close_matches(word: str, candidates: Iterable[str], n: int = 5) -> list[str]:
    """Up to ``n`` candidates that look like ``word`` (for "did you mean" hints)."""
    pool = list(candidates)
    import difflib  # only a typo needs it; every import of toolform loads this module

    found = difflib.get_close_matches(word, pool, n=n, cutoff=0.5)
    if len(found) < n:
        lowered = word.lower()
        for cand in pool:
            if len(found) >= n:
                break
            if cand not in found and (lowered in cand.lower() or cand.lower() in lowered):
                found.append(cand)
    return found[:n]


class ToolformError(Exception):
    """Base class: every error toolform raises on bad input derives from it."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        path: str | None = None,
        line: int | None = None,
        column: int | None = None,
        hint: str | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.path = path
        self.line = line
        self.column = column
        self.hint = hint
        super().__init__(self._render())

    def location(self) -> str:
        """Where the fault is, as ``file:line:col at $.path`` (empty when unknown)."""
        parts: list[str] = []
        if self.source:
            where = self.source
            if self.line is not None:
                where += f":{self.line}"
                if self.column is not None:
                    where += f":{self.column}"
            parts.append(where)
        elif self.line is not None:
            where = f"line {self.line}"
            if self.column is not None:
                where += f", column {self.column}"
            parts.append(where)
        if self.path:
            parts.append(f"at {self.path}")
        return " ".join(parts)

    def _render(self) -> str:
        text = self.message
        loc = self.location()
        if loc:
            text = f"{loc}: {text}"
        if self.hint:
            text = f"{text} ({self.hint})"
        return text


class LoaderError(ToolformError, ValueError):
    """A tool definition could not be loaded: malformed input, an unknown shape, a bad schema."""


class UnknownIdError(ToolformError, LookupError):
    """An id that is not in a registry; carries up to five close matches."""

    kind = "id"

    def __init__(self, given: str, known: Iterable[str]) -> None:
        self.given = given
        self.suggestions = close_matches(given, known)
        hint = f"did you mean: {', '.join(self.suggestions)}" if self.suggestions else None
        super().__init__(f"unknown {self.kind} {given!r}", hint=hint)


class UnknownFormatError(UnknownIdError):
    """A format id that the catalogue does not have."""

    kind = "format"


class UnknownProtocolError(UnknownIdError):
    """A protocol id that the protocol registry does not have."""

    kind = "protocol"


class UnknownKindError(UnknownIdError, LoaderError):
    """A kind of tool definition that toolform does not read (``load_tools(obj, kind=...)``)."""

    kind = "kind"


class UnknownPersonaError(UnknownIdError):
    """A persona name that the prompt builder does not have."""

    kind = "persona"


class UnknownPriceError(UnknownIdError):
    """A price name that is not one of the named price vectors of ``toolform.cost``."""

    kind = "price"


class ClientError(ToolformError):
    """A model endpoint refused a request or answered with something unusable.

    The subclasses say which (``except ClientError`` still catches them all); ``reason`` is the
    message without the ``HTTP <status>:`` prefix, so that a message built on another does not
    repeat the status."""

    def __init__(self, message: str, *, status: int | None = None, body: str = "") -> None:
        self.status = status
        self.reason = message
        self.body = body[:2000]
        prefix = f"HTTP {status}: " if status is not None else ""
        super().__init__(prefix + message)


class ClientConnectionError(ClientError):
    """No connection could be made, or it broke before the answer was complete (retried)."""


class ClientCertificateError(ClientConnectionError):
    """The server's TLS certificate was refused; never retried, as a retry cannot mend it."""


class ClientTimeoutError(ClientError):
    """An attempt (connect, send, headers and body together) outlasted the client's deadline."""


class ClientStatusError(ClientError):
    """The endpoint answered with an HTTP error status (429 and 5xx are retried first)."""


class ClientDecodeError(ClientError):
    """The answer came, but is not JSON or not in the shape the API promises."""


class ClientTooLargeError(ClientDecodeError):
    """The answer's body is larger than the client's cap; the rest was not read."""


class SuiteError(ToolformError, ValueError):
    """A study task suite failed its schema check."""


class GuardError(ToolformError, ValueError):
    """The guard was asked for a level or input it does not know."""


class StudyError(ToolformError, ValueError):
    """A results store or a study export (formats.json) is missing, malformed or mislabelled."""


class StoreBusyError(StudyError):
    """Another run holds a results store's writer lock: one writer per store."""


class ToolSourceError(ToolformError):
    """The place where the tools run is gone (an MCP server that died or closed the connection).

    A tool's own failure is told to the model, which may recover; this one is not: no later call
    can succeed, so the call loop ends the run with ``stopped="error"``, keeping its trace."""


class McpError(ToolformError):
    """An MCP server could not be used; the message names its command or URL (header values
    and URL passwords never appear)."""


class McpConnectionError(McpError, ToolSourceError):
    """An MCP server could not be started or reached, failed its handshake, or went away."""


class McpTimeoutError(McpError, TimeoutError):
    """An MCP server did not answer a request within its ``timeout_s``."""


class McpToolError(McpError):
    """An MCP server answered a ``tools/call`` with an error: a result with ``isError`` set, or a
    JSON-RPC error (an unknown tool, invalid arguments). The loop sends it back to the model."""


class PinError(ToolformError, ValueError):
    """A tool pin file (``--pin``) is unreadable or not in the pin file's shape."""


class ServeError(ToolformError, ValueError):
    """``toolform serve`` was configured wrongly, or a request to it cannot be served.

    ``status`` is the HTTP status the proxy answers with (400 for a bad request; 413, 502, 504
    for the body limit, an unreachable upstream, a timeout); ``param`` names the request field.
    """

    def __init__(self, message: str, *, status: int = 400, param: str | None = None) -> None:
        self.status = status
        self.param = param
        super().__init__(message, path=param)
