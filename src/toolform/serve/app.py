"""The ASGI app: an OpenAI-compatible ``/v1/chat/completions`` in front of any such upstream.

Starlette routes the requests, httpx's ``AsyncClient`` (one per app, pooled and kept alive) asks
the upstream, uvicorn serves it (``toolform serve``). A request without ``tools`` goes upstream
byte for byte and its answer comes back as it came; a request with ``tools`` is rewritten
(``toolform.serve.rewrite``) and its reply read back, streamed or not (``toolform.serve.exchange``).
Every error leaves in the OpenAI shape (``toolform.serve.errors``) with a fitting status.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from toolform.errors import ServeError
from toolform.serve import observe
from toolform.serve.errors import error_body
from toolform.serve.exchange import Exchange
from toolform.serve.prepare import Preparer, tool_choice_of
from toolform.serve.rewrite import upstream_body
from toolform.serve.settings import Settings
from toolform.serve.upstream import Upstream, UpstreamStatus

#: Connections kept to the upstream (the pool's size; more requests wait for a free one).
MAX_CONNECTIONS = 256
#: Client headers passed upstream (the rest, Host and Content-Length included, are the proxy's).
FORWARDED_HEADERS = ("authorization", "openai-organization", "openai-project")


def _error_response(exc: ServeError) -> JSONResponse:
    return JSONResponse(error_body(exc.status, exc.message, param=exc.param), exc.status)


class Proxy:
    """The handlers, sharing the settings, the upstream client and the prepared-tools cache."""

    def __init__(self, settings: Settings, client: httpx.AsyncClient) -> None:
        self.settings = settings
        self.upstream = Upstream(settings.upstream, client, settings.timeout_s)
        self.preparer = Preparer(settings)

    # --- plumbing ------------------------------------------------------------------------
    def _headers(self, request: Request) -> dict[str, str]:
        # Uncompressed: the proxy reads every answer, and on a local link gzip only costs CPU.
        out = {"content-type": "application/json", "accept-encoding": "identity"}
        for name in FORWARDED_HEADERS:
            if name in request.headers:
                out[name] = request.headers[name]
        if "authorization" not in out and self.settings.api_key:
            out["authorization"] = f"Bearer {self.settings.api_key}"
        return out

    async def _read_body(self, request: Request) -> bytes:
        limit = self.settings.max_body_bytes
        declared = request.headers.get("content-length", "")
        too_big = ServeError(f"the request body is larger than {limit} bytes", status=413)
        if declared.isdigit() and int(declared) > limit:
            raise too_big
        parts: list[bytes] = []
        size = 0
        async for part in request.stream():
            size += len(part)
            if size > limit:
                raise too_big
            parts.append(part)
        return b"".join(parts)

    # --- routes --------------------------------------------------------------------------
    async def health(self, request: Request) -> Response:
        return JSONResponse({"status": "ok", "upstream": self.upstream.base})

    async def models(self, request: Request) -> Response:
        try:
            response = await self.upstream.send(
                self.upstream.request("GET", "/models", self._headers(request))
            )
            raw = await self.upstream.read(response)
        except ServeError as exc:
            return _error_response(exc)
        except UpstreamStatus as exc:
            return exc.response()
        return Response(raw, 200, media_type=response.headers.get("content-type"))

    async def chat(self, request: Request) -> Response:
        record: dict[str, Any] = {"id": "req_" + secrets.token_hex(8), "path": request.url.path}
        started = time.perf_counter()
        try:
            response = await asyncio.wait_for(
                self._chat(request, record), timeout=self.settings.timeout_s
            )
        except ServeError as exc:
            response = _error_response(exc)
            record["error"] = exc.message
        except UpstreamStatus as exc:
            response = exc.response()
            record["error"] = f"upstream HTTP {exc.status}"
        except asyncio.TimeoutError:
            message = f"the request took longer than {self.settings.timeout_s:g} s"
            response = JSONResponse(error_body(504, message), 504)
            record["error"] = message
        except Exception as exc:  # a bug in toolform: still an OpenAI-shaped answer, and logged
            observe.LOGGER.exception("request %s failed", record["id"])
            message = f"internal error in toolform serve: {type(exc).__name__}: {exc}"
            response = JSONResponse(error_body(500, message), 500)
            record["error"] = message
        record["status"] = response.status_code
        record["ms"] = round((time.perf_counter() - started) * 1000, 3)
        if not isinstance(response, StreamingResponse):
            observe.log_request(record)
        return response

    async def _chat(self, request: Request, record: dict[str, Any]) -> Response:
        raw = await self._read_body(request)
        try:
            body = json.loads(raw)
        except ValueError:
            raise ServeError("the request body is not JSON") from None
        if not isinstance(body, dict):
            raise ServeError("the request body must be a JSON object")
        record["model"] = body.get("model")
        record["stream"] = bool(body.get("stream"))
        headers = self._headers(request)
        if not body.get("tools"):
            record["tools"] = 0
            return await self._pass_through(raw, body, headers)
        if not isinstance(body["tools"], list):
            raise ServeError("tools must be a list", param="tools")
        choice = tool_choice_of(body.get("tool_choice"))
        parallel = body.get("parallel_tool_calls") is not False
        model = self.settings.model or str(body.get("model") or "")
        prepared = self.preparer.prepare(body["tools"], model, choice, parallel)
        up = upstream_body(body, prepared, model)
        record.update(tools=len(prepared.tools), format=prepared.format_id)
        record["protocol"] = prepared.protocol_id
        exchange = Exchange(
            self.upstream, self.settings, prepared, choice, parallel, headers, record, body, up
        )
        if body.get("stream"):
            if body.get("n") not in (None, 1):
                raise ServeError("a stream with tools carries one choice: n must be 1", param="n")
            return await exchange.stream()
        return await exchange.complete()

    async def _pass_through(
        self, raw: bytes, body: dict[str, Any], headers: dict[str, str]
    ) -> Response:
        """The request as it came, and the upstream's answer as it comes (streamed on)."""
        request = self.upstream.request("POST", "/chat/completions", headers, raw)
        response = await self.upstream.send(request)
        media = response.headers.get("content-type", "application/json")
        if not body.get("stream"):
            content = await self.upstream.read(response)
            return Response(content, response.status_code, media_type=media)

        async def relay() -> AsyncIterator[bytes]:
            try:
                async for part in response.aiter_bytes():
                    yield part
            finally:
                await response.aclose()

        return StreamingResponse(relay(), response.status_code, media_type=media)


def create_app(
    upstream: str | None = None,
    *,
    settings: Settings | None = None,
    transport: httpx.AsyncBaseTransport | None = None,
    max_connections: int = MAX_CONNECTIONS,
    **options: Any,
) -> Starlette:
    """The proxy as an ASGI app in front of ``upstream`` (an OpenAI-compatible base URL ending
    in ``/v1``). ``options`` are the fields of ``Settings`` (model, format_id, protocol_id,
    guard, on_invalid, rule, timeout_s, max_body_bytes, trace_dir, api_key); ``transport``
    replaces the network (tests). Bad settings raise ``ServeError`` here, not on a request.
    """
    if settings is None:
        if upstream is None:
            raise ServeError("create_app needs an upstream URL")
        settings = Settings(upstream, **options)
    settings.check()
    client = httpx.AsyncClient(
        transport=transport,
        timeout=httpx.Timeout(settings.timeout_s),
        limits=httpx.Limits(
            max_connections=max_connections, max_keepalive_connections=max_connections
        ),
    )
    proxy = Proxy(settings, client)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await client.aclose()  # graceful shutdown: the pool closes after the last request

    app = Starlette(
        routes=[
            Route("/v1/chat/completions", proxy.chat, methods=["POST"]),
            Route("/chat/completions", proxy.chat, methods=["POST"]),
            Route("/v1/models", proxy.models, methods=["GET"]),
            Route("/health", proxy.health, methods=["GET"]),
        ],
        lifespan=lifespan,
    )
    app.state.proxy = proxy
    return app
