"""The one HTTP helper the clients share: JSON over a kept-alive connection, with retries.

Standard library only, so that calling a model needs no vendor SDK. Each thread keeps its own
connection (``wire.Connection``: one is not thread-safe, and reusing it saves a TCP handshake per
model call). Rate limits, server errors and dropped connections are retried with exponential
backoff; any other refusal is the caller's fault and raises at once.
"""

from __future__ import annotations

import email.utils
import json
import math
import os
import threading
import time
from typing import Any
from urllib.parse import urlsplit

from toolform.clients.base import ChatResult, Message
from toolform.clients.body import encode_body
from toolform.clients.wire import Connection, Disconnected, Headers, request_head
from toolform.errors import ClientError

BODY_LIMIT = 2000  # characters of an error body kept in ClientError
# Errors that mean "the connection broke": a stale kept-alive socket shows them on first use.
_STALE = (Disconnected, ConnectionResetError, BrokenPipeError)


def api_key_from(api_key: str | None, api_key_env: str | None) -> str | None:
    """The key given, else the one in the named environment variable, else None (no header)."""
    if api_key:
        return api_key
    if not api_key_env:
        return None
    return os.environ.get(api_key_env) or None


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


class JsonHttp:
    """POST and GET JSON against one base URL, retrying what is worth retrying."""

    def __init__(
        self,
        base_url: str,
        headers: dict[str, str],
        *,
        timeout_s: float,
        max_retries: int,
        backoff_s: float,
        retry_after_cap_s: float = 30.0,
    ) -> None:
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ClientError(f"base URL must be http:// or https:// with a host, got {base_url!r}")
        if not parts.path.isascii() or any(c.isspace() or not c.isprintable() for c in parts.path):
            raise ClientError(f"base URL path must be printable ASCII with no spaces: {base_url!r}")
        if max_retries < 0 or backoff_s < 0 or timeout_s <= 0:
            raise ValueError("max_retries and backoff_s must be >= 0 and timeout_s > 0")
        self.base_url = base_url.rstrip("/")
        self._https = parts.scheme == "https"
        self._host = parts.hostname
        self._port = parts.port
        self._prefix = parts.path.rstrip("/")
        self.headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "Accept-Encoding": "identity",  # no header would allow any coding (RFC 9110)
            **headers,
        }
        try:
            self._head = request_head([f"{k}: {v}" for k, v in self.headers.items()])
        except ValueError as exc:
            raise ClientError(f"cannot send these headers: {exc}") from None
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.retry_after_cap_s = retry_after_cap_s
        self._local = threading.local()

    # --- connections -----------------------------------------------------------------------
    def _connection(self) -> tuple[Connection, bool]:
        """This thread's connection, and whether it already served a request."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            return conn, True
        conn = Connection(self._host, self._port, https=self._https, timeout_s=self.timeout_s)
        self._local.conn = conn
        return conn, False

    def _drop(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def close(self) -> None:
        """Close this thread's connection (others close when their threads end)."""
        self._drop()

    def _exchange(
        self, method: str, path: str, payload: bytes | None
    ) -> tuple[int, Headers, bytes]:
        conn, reused = self._connection()
        target = self._prefix + path
        try:
            response = conn.request(method, target, self._head, payload)
        except _STALE:
            if not reused:
                raise
            # The server closed the idle connection: one fresh try, not counted as a retry.
            self._drop()
            conn, _ = self._connection()
            response = conn.request(method, target, self._head, payload)
        if response.will_close:
            self._drop()
        return response.status, response.headers, response.body

    # --- requests --------------------------------------------------------------------------
    def request(self, method: str, path: str, body: Any = None) -> Any:
        """The decoded JSON answer; ``ClientError`` once retries are spent or on a refusal."""
        payload = None if body is None else encode_body(body)
        failure: ClientError | None = None
        delay = 0.0
        for attempt in range(self.max_retries + 1):
            if attempt:
                time.sleep(delay)
            delay = self.backoff_s * 2**attempt
            try:
                status, headers, data = self._exchange(method, path, payload)
            except OSError as exc:
                self._drop()
                failure = ClientError(f"connection error: {type(exc).__name__}: {exc}")
                continue
            text = data.decode("utf-8", errors="replace")
            if 200 <= status < 300:
                return self._decode(status, headers, text)
            failure = ClientError(_error_message(text), status=status, body=text)
            if not is_retryable(status):
                raise failure
            wait = retry_after_s(headers.get("Retry-After"), self.retry_after_cap_s)
            if wait is not None:
                delay = wait
        assert failure is not None
        raise ClientError(
            f"gave up after {self.max_retries + 1} attempts: {failure.message}",
            status=failure.status,
            body=failure.body,
        )

    def post(self, path: str, body: Any) -> Any:
        return self.request("POST", path, body)

    def get(self, path: str) -> Any:
        return self.request("GET", path)

    @staticmethod
    def _decode(status: int, headers: Any, text: str) -> Any:
        try:
            return json.loads(text)
        except ValueError:
            kind = headers.get("Content-Type", "no content type")
            raise ClientError(
                f"response is not JSON ({kind}): {text[:200]!r}", status=status, body=text
            ) from None


def _error_message(text: str) -> str:
    """The error's own message when the body is the usual ``{"error": {"message": ...}}``."""
    try:
        data = json.loads(text)
    except ValueError:
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
        *,
        timeout_s: float,
        max_retries: int,
        backoff_s: float,
    ) -> None:
        self.model = model
        self.http = JsonHttp(
            base_url, headers, timeout_s=timeout_s, max_retries=max_retries, backoff_s=backoff_s
        )

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
        return self.parse_response(data, time.perf_counter() - start)

    @property
    def base_url(self) -> str:
        return self.http.base_url

    def close(self) -> None:
        self.http.close()
