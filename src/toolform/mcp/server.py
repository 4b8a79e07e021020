"""``McpServer``: where one MCP server is (a command to start, or a URL), checked before use.

Kept apart from the session so that the description used in every error message is built in one
place, with the secrets left out: header values, and any password in the URL.
"""

from __future__ import annotations

import math
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit, urlunsplit

from toolform.errors import McpError

#: Seconds to start a server and finish the handshake, and to wait for any one answer.
DEFAULT_TIMEOUT_S = 30.0
REDACTED = "[redacted]"  # as the model clients write it (toolform.clients.http)


@dataclass(frozen=True)
class McpServer:
    """One MCP server: ``command`` (started as a subprocess, stdio) or ``url`` (streamable HTTP).

    ``headers`` go with every HTTP request (an ``Authorization`` header, say); ``timeout_s``
    bounds the start and handshake and every request; ``name`` is the label used to prefix the
    tools whose names another server of the same toolset also serves (default: the name the
    server reports); ``env`` is added to the subprocess's environment, ``cwd`` is where it starts.
    """

    command: Sequence[str] | str | None = None  # a string is split as a shell would
    url: str | None = None
    # Left out of repr: their values may be secrets (a token, an API key).
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    timeout_s: float = DEFAULT_TIMEOUT_S
    name: str | None = None
    env: Mapping[str, str] | None = field(default=None, repr=False)
    cwd: str | None = None

    def __post_init__(self) -> None:
        if (self.command is None) == (self.url is None):
            raise McpError("an MCP server needs exactly one of command= or url=")
        if self.command is not None:
            command = (
                tuple(shlex.split(self.command))
                if isinstance(self.command, str)
                else tuple(self.command)
            )
            if not command or not all(isinstance(part, str) and part for part in command):
                raise McpError(f"an MCP server command must be non-empty strings: {self.command!r}")
            object.__setattr__(self, "command", command)
        if self.url is not None:
            parts = urlsplit(self.url)
            if parts.scheme not in ("http", "https") or not parts.hostname:
                raise McpError(f"an MCP server URL must be http:// or https://: {self.where}")
        if self.url is None and self.headers:
            raise McpError("headers= applies to an HTTP server (url=), not to a command")
        if not isinstance(self.timeout_s, (int, float)) or not 0 < self.timeout_s < math.inf:
            raise McpError(
                f"timeout_s must be a finite number of seconds above 0: {self.timeout_s!r}"
            )
        object.__setattr__(self, "headers", dict(self.headers))

    @classmethod
    def of(cls, spec: McpServer | Mapping[str, Any]) -> McpServer:
        """``spec`` itself, or a server made from a mapping of the same keyword arguments."""
        if isinstance(spec, McpServer):
            return spec
        if not isinstance(spec, Mapping):
            raise McpError(f"an MCP server is an McpServer or a mapping, not {type(spec).__name__}")
        unknown = sorted(set(spec) - set(cls.__dataclass_fields__))
        if unknown:
            raise McpError(f"unknown MCP server settings: {', '.join(unknown)}")
        return cls(**spec)

    @property
    def where(self) -> str:
        """The server as error messages name it: the command line, or the URL with its password
        and query values and every header value replaced by ``[redacted]``."""
        if self.command is not None:
            return f"`{shlex.join(self.command)}`"
        return redact_url(str(self.url)) + (
            f" (headers {', '.join(f'{k}: {REDACTED}' for k in self.headers)})"
            if self.headers
            else ""
        )

    def secrets(self) -> list[str]:
        """What must never appear in a message: header values, the URL's password and query
        values (hosted servers often take a key there)."""
        found = [v for v in self.headers.values() if v]
        if self.url is not None:
            parts = urlsplit(self.url)
            found += [parts.password or ""] + [v for _, v in parse_qsl(parts.query)]
        return sorted((s for s in found if len(s) >= 3), key=len, reverse=True)

    def scrub(self, text: str) -> str:
        """``text`` (an error message, say, that may quote a request) without the secrets."""
        for secret in self.secrets():
            text = text.replace(secret, REDACTED)
        return text


def redact_url(url: str) -> str:
    """``url`` with the password of its user part (``user:secret@host``) and the value of each
    query parameter replaced."""
    parts = urlsplit(url)
    if parts.password is not None:
        host = parts.netloc.rsplit("@", 1)[1]
        parts = parts._replace(netloc=f"{parts.username}:{REDACTED}@{host}")
    if parts.query:
        query = "&".join(
            f"{k}={REDACTED}" for k, _ in parse_qsl(parts.query, keep_blank_values=True)
        )
        parts = parts._replace(query=query)
    return urlunsplit(parts)


def parse_header(text: str) -> tuple[str, str]:
    """A ``"Name: value"`` header line as a pair (the CLI's ``--mcp-header``)."""
    name, sep, value = text.partition(":")
    if not sep or not name.strip() or any(c.isspace() for c in name.strip()):
        # The line is not quoted: without its colon, it may be the secret value itself.
        raise McpError("a header is 'Name: value' (the line given is not shown: it may be secret)")
    return name.strip(), value.strip()


def servers_of(specs: Sequence[McpServer | Mapping[str, Any]]) -> list[McpServer]:
    servers = [McpServer.of(s) for s in specs]
    if not servers:
        raise McpError("no MCP server given")
    return servers
