"""The one HTTP helper the clients share: JSON over a kept-alive connection, with retries.

Standard library only, so that calling a model needs no vendor SDK. The bytes travel through a
``Transport`` (``clients/transport.py``; the default keeps one connection per thread). Rate limits, server errors, timeouts and dropped connections are retried with
exponential backoff; any other refusal is the caller's fault and raises at once, and so does a
refused TLS certificate or an answer over the size cap, which a retry cannot mend.

Each attempt has one deadline for all of it (connect, send, headers, body: ``timeout_s``) and
the answer's body a size cap (``max_response_bytes``), so a hostile or broken server can hold a
caller for at most ``timeout_s`` per attempt and make it read at most the cap.

API keys never leave the client in an error: every ``ClientError`` a client raises passes through
``JsonHttp.redact``, which blanks the keys it was given (a server may quote the key it refused).
"""

from __future__ import annotations

import email.utils
import json
import math
import os
import ssl
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any
from urllib.parse import SplitResult, urlsplit

from toolform.clients.base import ChatResult, Message
from toolform.clients.body import encode_body
from toolform.clients.transport import (
    MAX_BODY,
    Clock,
    HeaderLookup,
    Request,
    Response,
    TooLarge,
    Transport,
)
from toolform.clients.wire import WireTransport
from toolform.errors import (
    ClientCertificateError,
    ClientConnectionError,
    ClientDecodeError,
    ClientError,
    ClientStatusError,
    ClientTimeoutError,
    ClientTooLargeError,
    close_matches,
)

BODY_LIMIT = 2000  # characters of an error body kept in ClientError
DEFAULT_TIMEOUT_S = 120.0  # one attempt, connect to last byte: a long completion takes a while
RETRY_AFTER_CAP_S = 30.0  # the longest a Retry-After header makes a client wait per retry
MAX_RESPONSE_BYTES = MAX_BODY  # 32 MiB: far above any chat answer, far below trouble
REDACTED = "[redacted]"
MIN_SECRET = 4  # characters: a shorter "key" (a placeholder such as "x") is not blanked out


def check_api_key(key: str, origin: str) -> str:
    """``key`` if it can travel in an HTTP header; else a ``ClientError`` that never shows it.

    A key read from a file or a shell variable often carries a line break; sent as is it would
    end the header early, and the error describing the header would print the key.
    """
    for position, char in enumerate(key, 1):
        if not (char.isascii() and char.isprintable()) or char.isspace():
            raise ClientError(
                f"the API key {origin} has a space, control or non-ASCII character at position "
                f"{position} of {len(key)}; it was not sent (the key is not shown)"
            )
    return key


def api_key_from(api_key: str | None, api_key_env: str | None) -> str | None:
    """The key given, else the one in the named environment variable, else None (no header);
    a key that cannot be sent is refused (``check_api_key``)."""
    if api_key:
        return check_api_key(api_key, "given as api_key")
    if not api_key_env:
        return None
    found = os.environ.get(api_key_env) or None
    return check_api_key(found, f"in ${api_key_env}") if found else None


def check_base_url(base_url: str) -> SplitResult:
    """The parts of ``base_url``; a ``ClientError`` unless it is http(s) with a host and a
    printable ASCII path."""
    try:
        parts = urlsplit(base_url)
        host, _ = parts.hostname, parts.port  # a port that is not a number raises here
    except ValueError as exc:
        raise ClientError(f"base URL cannot be read ({exc}): {base_url!r}") from None
    if parts.username is not None or parts.password is not None:  # not shown: it holds a secret
        raise ClientError(
            "base URL must not hold a user name or password, which toolform never sends "
            "(pass the key as api_key or in the environment)"
        )
    if parts.scheme not in ("http", "https") or not host:
        raise ClientError(f"base URL must be http:// or https:// with a host, got {base_url!r}")
    try:
        host.encode("idna")
    except UnicodeError:
        raise ClientError(f"base URL host is not a valid host name: {base_url!r}") from None
    if not parts.path.isascii() or any(c.isspace() or not c.isprintable() for c in parts.path):
        raise ClientError(f"base URL path must be printable ASCII with no spaces: {base_url!r}")
    return parts


def check_headers(headers: dict[str, str]) -> None:
    """A ``ClientError`` for a header that would corrupt the request: a line break, or text
    that is not Latin-1. It names the header but never shows its value (values carry keys)."""
    for name, value in headers.items():
        line = f"{name}: {value}"
        if "\r" in line or "\n" in line:
            raise ClientError(f"cannot send these headers: a line break in {name[:80]!r}")
        if not line.isascii() and any(ord(c) > 255 for c in line):
            raise ClientError(f"cannot send these headers: {name[:80]!r} is not Latin-1 text")


def is_retryable(status: int) -> bool:
    return status == 429 or 500 <= status <= 599


def retry_after_s(value: str | None, cap_s: float) -> float | None:
    """Seconds from a Retry-After header (delta seconds or an HTTP date), capped; None if absent."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - time.time()
    if math.isnan(seconds):  # "nan" parses as a float; it is no delay at all
        return None
    return min(max(seconds, 0.0), cap_s)


@dataclass(frozen=True)
class ClientOptions:
    """The limits every HTTP client keeps, and what it sends its requests through.

    Each client takes them as keyword arguments (``OpenAICompatClient(url, model,
    timeout_s=30)``) or as one object shared between clients (``options=ClientOptions(...)``);
    keywords given beside ``options`` replace its fields. ``transport`` is any object with
    ``handle(request) -> response`` and ``close()`` (``toolform.clients.transport``); None is
    the standard-library one (``clients/wire.py``), which honours ``HTTPS_PROXY``, ``HTTP_PROXY`` and ``NO_PROXY``."""

    timeout_s: float = DEFAULT_TIMEOUT_S  # one attempt, connect to last byte
    max_retries: int = 3
    backoff_s: float = 0.5  # seconds before the first retry; doubled for each one after it
    retry_after_cap_s: float = RETRY_AFTER_CAP_S
    max_response_bytes: int = MAX_RESPONSE_BYTES
    transport: Transport | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.max_retries < 0 or self.backoff_s < 0 or self.retry_after_cap_s < 0:
            raise ValueError("max_retries, backoff_s and retry_after_cap_s must be >= 0")
        if not 0 < self.timeout_s < math.inf:
            raise ValueError(
                f"timeout_s must be a positive number of seconds, got {self.timeout_s}"
            )
        if self.max_response_bytes < 1:
            raise ValueError("max_response_bytes must be at least 1")

    @classmethod
    def merged(cls, options: ClientOptions | None, overrides: dict[str, Any]) -> ClientOptions:
        """``options`` (or the defaults) with the fields named in ``overrides`` replaced."""
        base = options or cls()
        names = [f.name for f in fields(cls)]
        for name in overrides:
            if name not in names:
                matches = close_matches(name, names)
                hint = f"; did you mean {', '.join(matches)}?" if matches else ""
                raise TypeError(f"unexpected client option {name!r}{hint}")
        return replace(base, **overrides) if overrides else base


class JsonHttp:
    """POST and GET JSON against one base URL, retrying what is worth retrying.

    ``sleep`` and ``clock`` are what the retries wait with and what deadlines are measured by;
    tests pass their own to check the waits and deadlines without waiting."""

    def __init__(
        self,
        base_url: str,
        headers: dict[str, str],
        options: ClientOptions | None = None,
        *,
        secrets: Sequence[str] = (),
        sleep: Callable[[float], None] | None = None,
        clock: Clock | None = None,
    ) -> None:
        parts = check_base_url(base_url)
        self.options = options = options or ClientOptions()
        self.base_url = base_url.rstrip("/")
        self._url = parts
        self._urls: dict[str, SplitResult] = {}
        self._prefix = parts.path.rstrip("/")
        # Each key as sent and as a JSON body quoting it would write it (escaping "/" or "\\").
        forms = {form for s in secrets for form in (s, json.dumps(s)[1:-1], s.replace("/", "\\/"))}
        self._secrets = sorted((s for s in forms if len(s) >= MIN_SECRET), key=len, reverse=True)
        self.headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "Accept-Encoding": "identity",  # no header would allow any coding (RFC 9110)
            **headers,
        }
        check_headers(self.headers)
        self.transport: Transport = options.transport or WireTransport()
        self.sleep = sleep or time.sleep  # looked up now, so a patched time.sleep counts
        self.clock = clock or time.monotonic

    # --- secrets ---------------------------------------------------------------------------
    def scrub(self, text: str) -> str:
        """``text`` with every secret this client sends blanked out."""
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text

    def redact(self, error: ClientError) -> ClientError:
        """The error as it may leave the client: the same type, with no secret in its message
        or body. Every client error passes through here on its way out."""
        if not self._secrets:
            return error
        return type(error)(
            self.scrub(error.reason), status=error.status, body=self.scrub(error.body)
        )

    # --- the transport ---------------------------------------------------------------------
    def close(self) -> None:
        """Close this thread's connection (others close when their threads end)."""
        self.transport.close()

    def _exchange(self, method: str, path: str, payload: bytes | None) -> Response:
        """One attempt, all of it (a fresh connection included) before one deadline."""
        url = self._urls.get(path)
        if url is None:  # a client posts to one or two paths: each URL is built once
            url = self._urls[path] = self._url._replace(
                path=self._prefix + path, query="", fragment=""
            )
        request = Request(
            method,
            url,
            self.headers,
            payload,
            deadline=self.clock() + self.options.timeout_s,
            max_body=self.options.max_response_bytes,
            clock=self.clock,
        )
        return self.transport.handle(request)

    def _transport_error(self, exc: OSError) -> ClientError:
        """The typed error for an attempt that got no whole answer."""
        if isinstance(exc, ssl.SSLCertVerificationError):
            why = exc.verify_message or exc.reason or str(exc)
            return ClientCertificateError(f"the server's TLS certificate was refused: {why}")
        if isinstance(exc, TooLarge):
            return ClientTooLargeError(
                f"the answer is larger than max_response_bytes={self.options.max_response_bytes}"
            )
        if isinstance(exc, TimeoutError):
            return ClientTimeoutError(
                f"no whole answer within timeout_s={self.options.timeout_s:g} s"
            )
        return ClientConnectionError(f"connection error: {type(exc).__name__}: {exc}")

    # --- requests --------------------------------------------------------------------------
    def request(self, method: str, path: str, body: Any = None) -> Any:
        """The decoded JSON answer; ``ClientError`` once retries are spent or on a refusal."""
        try:
            return self._request(method, path, body)
        except ClientError as exc:
            error = self.redact(exc)
        raise error  # outside the except block: the unredacted error is not its context

    def _request(self, method: str, path: str, body: Any) -> Any:
        payload = None if body is None else encode_body(body)
        options = self.options
        failure: ClientError | None = None
        delay = 0.0
        for attempt in range(options.max_retries + 1):
            if attempt:
                self.sleep(delay)
            delay = options.backoff_s * 2**attempt
            try:
                response = self._exchange(method, path, payload)
            except OSError as exc:
                failure = self._transport_error(exc)
                if isinstance(failure, (ClientCertificateError, ClientTooLargeError)):
                    raise failure from None
                if isinstance(failure, ClientTimeoutError) and method == "POST":
                    # The server may still be generating the reply it was not given time to
                    # finish (llama.cpp and vLLM go on until they notice the client left): a
                    # resend would put a second generation of the same request beside it, and on
                    # a one-slot server wait behind it and time out in turn. The caller decides.
                    raise failure from None
                continue
            status, data = response.status, response.body
            if 200 <= status < 300:
                return self._decode(status, response.headers, data)
            text = self.scrub(data.decode("utf-8", errors="replace"))
            failure = ClientStatusError(_error_message(text), status=status, body=text)
            if not is_retryable(status):
                raise failure
            wait = retry_after_s(response.headers.get("Retry-After"), options.retry_after_cap_s)
            if wait is not None:
                delay = wait
        assert failure is not None
        raise type(failure)(
            f"gave up after {options.max_retries + 1} attempts: {failure.reason}",
            status=failure.status,
            body=failure.body,
        )

    def post(self, path: str, body: Any) -> Any:
        return self.request("POST", path, body)

    def get(self, path: str) -> Any:
        return self.request("GET", path)

    @staticmethod
    def _decode(status: int, headers: HeaderLookup, data: bytes) -> Any:
        text = data.decode("utf-8", errors="replace")
        try:
            return json.loads(text)
        except ValueError:
            kind = headers.get("Content-Type", "no content type")
            raise ClientDecodeError(
                f"response is not JSON ({kind}): {text[:200]!r}", status=status, body=text
            ) from None
        except RecursionError:
            raise ClientDecodeError(
                "response JSON is nested too deeply to decode", status=status, body=text
            ) from None


def _error_message(text: str) -> str:
    """The error's own message when the body is the usual ``{"error": {"message": ...}}``."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return text[:BODY_LIMIT] or "empty body"
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        return error["message"][:BODY_LIMIT]
    return text[:BODY_LIMIT]


class HttpChatClient:
    """A chat client that posts one JSON request per call; subclasses say where (``path``),
    how the body differs from the common one (``adapt``) and how to read the answer."""

    path: str = ""

    def __init__(
        self,
        model: str,
        base_url: str,
        headers: dict[str, str],
        options: ClientOptions | None,
        limits: dict[str, Any],
        *,
        key: str | None = None,
    ) -> None:
        """``limits`` are ``ClientOptions`` fields given as keywords, replacing those of
        ``options``; ``key`` (already in ``headers``) is blanked out of every error."""
        self.model = model
        merged = ClientOptions.merged(options, limits)
        self.http = JsonHttp(base_url, headers, merged, secrets=[key] if key else [])

    @property
    def options(self) -> ClientOptions:
        return self.http.options

    def adapt(self, body: dict[str, Any], tools: list[dict[str, Any]] | None) -> dict[str, Any]:
        """The vendor's body from the common one (model, messages, max_tokens, temperature)."""
        raise NotImplementedError

    def parse_response(self, data: Any, latency_s: float) -> ChatResult:
        raise NotImplementedError

    def request_body(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        max_tokens: int = 1024,
        temperature: float = 0.0,
    ) -> dict[str, Any]:
        """The JSON body ``chat`` posts (a dry run can show it without sending)."""
        body = {
            "model": self.model,
            "messages": messages,
            "max_tokens": max_tokens,
            "temperature": temperature,
        }
        return self.adapt(body, tools)

    def chat(
        self,
        messages: list[Message],
        *,
        tools: list[dict[str, Any]] | None = None,
        max_tokens: int = 1024,
        temperature: float = 0.0,
    ) -> ChatResult:
        body = self.request_body(
            messages, tools=tools, max_tokens=max_tokens, temperature=temperature
        )
        start = time.perf_counter()
        data = self.http.post(self.path, body)
        try:
            return self.parse_response(data, time.perf_counter() - start)
        except ClientError as exc:
            error = self.http.redact(exc)
        raise error

    @property
    def base_url(self) -> str:
        return self.http.base_url

    def close(self) -> None:
        self.http.close()
