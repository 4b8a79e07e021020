"""The upstream: one pooled httpx client, its failures as OpenAI-shaped errors, its streams read.

An unreachable upstream is a 502, a silent one a 504, an error status is passed on with its body
(``UpstreamStatus``), and an answer that is not a chat completion is a 502: whatever the
upstream does, the proxy's client gets an answer it can read.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
from starlette.responses import JSONResponse

from toolform.errors import ServeError
from toolform.serve.errors import upstream_error


class UpstreamStatus(Exception):
    """The upstream answered with an error status: sent on with an OpenAI-shaped body."""

    def __init__(self, status: int, raw: bytes, retry_after: str | None) -> None:
        super().__init__(status)
        self.status = status
        self.raw = raw
        self.retry_after = retry_after

    def response(self) -> JSONResponse:
        headers = {"retry-after": self.retry_after} if self.retry_after else None
        return JSONResponse(upstream_error(self.status, self.raw), self.status, headers=headers)


def dumps(body: dict[str, Any]) -> bytes:
    return json.dumps(body, ensure_ascii=False).encode("utf-8")


class Upstream:
    """The OpenAI-compatible server behind the proxy, at ``base`` (its URL ending in ``/v1``)."""

    def __init__(self, base: str, client: httpx.AsyncClient, timeout_s: float) -> None:
        self.base = base.rstrip("/")
        self.client = client
        self.timeout_s = timeout_s

    def request(
        self, method: str, path: str, headers: dict[str, str], content: bytes | None = None
    ) -> httpx.Request:
        return self.client.build_request(method, self.base + path, content=content, headers=headers)

    async def send(self, request: httpx.Request) -> httpx.Response:
        """Send with streaming on; an unreachable or silent upstream is a 502 or a 504."""
        try:
            response = await self.client.send(request, stream=True)
        except httpx.TimeoutException:
            raise ServeError(
                f"the upstream did not answer within {self.timeout_s:g} s", status=504
            ) from None
        except httpx.HTTPError as exc:
            raise ServeError(f"the upstream cannot be reached: {exc}", status=502) from None
        if response.status_code >= 400:
            raw = await response.aread()
            await response.aclose()
            raise UpstreamStatus(response.status_code, raw, response.headers.get("retry-after"))
        return response

    async def read(self, response: httpx.Response) -> bytes:
        """The whole body of a response ``send`` opened, closing it."""
        try:
            return await response.aread()
        except httpx.HTTPError as exc:
            raise ServeError(f"the upstream's answer broke off: {exc}", status=502) from None
        finally:
            await response.aclose()

    async def complete(self, body: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
        """A non-streamed chat completion."""
        response = await self.send(self.request("POST", "/chat/completions", headers, dumps(body)))
        return completion(await self.read(response))


def completion(raw: bytes) -> dict[str, Any]:
    """An upstream body read as a chat completion (a 502 when it is none)."""
    try:
        data = json.loads(raw)
    except ValueError:
        data = None
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not all(_choice(c) for c in choices):
        raise ServeError("the upstream's answer is not a chat completion", status=502)
    return data


def _choice(item: Any) -> bool:
    """Whether ``item`` can be a choice: an object whose message or delta, if any, is one."""
    if not isinstance(item, dict):
        return False
    inner = item.get("message", item.get("delta"))
    return inner is None or isinstance(inner, dict)


async def chunks(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    """The upstream's stream as chunk objects. An upstream that answered a stream request with
    one JSON body (it cannot stream) counts as a stream of that one answer."""
    if "text/event-stream" not in response.headers.get("content-type", ""):
        yield completion(await response.aread())
        return
    async for line in response.aiter_lines():
        if not line.startswith("data:"):
            continue
        payload = line[5:].strip()
        if payload == "[DONE]":
            return
        try:
            data = json.loads(payload)
        except ValueError:
            raise ServeError(
                "the upstream sent a stream chunk that is not JSON", status=502
            ) from None
        if isinstance(data, dict) and isinstance(data.get("error"), dict):
            raise ServeError(str(data["error"].get("message")), status=502)
        if isinstance(data, dict):
            yield data
