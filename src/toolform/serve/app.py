"""The ASGI app: an OpenAI-compatible ``/v1/chat/completions`` in front of any such upstream.

Starlette routes the requests, httpx's ``AsyncClient`` (one per app, pooled and kept alive) asks
the upstream, uvicorn serves it (``toolform serve``). A request without ``tools`` goes upstream
byte for byte and its answer comes back as it came; a request with ``tools`` is rewritten
(``toolform.serve.rewrite``) and its reply read back, streamed or not (``toolform.serve.stream``).
Every error leaves in the OpenAI shape (``toolform.serve.errors``) with a fitting status.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from toolform.errors import ServeError
from toolform.serve import observe
from toolform.serve.errors import error_body, upstream_error
from toolform.serve.rewrite import (
    Prepared,
    Preparer,
    Reading,
    Settings,
    ToolChoice,
    choice_message,
    feedback_turn,
    finish_of,
    read_reply,
    report_of,
    tool_choice_of,
    upstream_body,
)
from toolform.serve.stream import (
    DONE,
    ContentDelta,
    Finish,
    StreamParser,
    ToolCallDelta,
    call_events,
    chunk,
    event_delta,
    sse,
)

#: Connections kept to the upstream (the pool's size; more requests wait for a free one).
MAX_CONNECTIONS = 256
#: Client headers passed upstream (the rest, Host and Content-Length included, are the proxy's).
FORWARDED_HEADERS = ("authorization", "openai-organization", "openai-project")


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


def _error_response(exc: ServeError) -> JSONResponse:
    return JSONResponse(error_body(exc.status, exc.message, param=exc.param), exc.status)


class Proxy:
    """The handlers, sharing the settings, the upstream client and the prepared-tools cache."""

    def __init__(self, settings: Settings, client: httpx.AsyncClient) -> None:
        self.settings = settings
        self.client = client
        self.preparer = Preparer(settings)
        self.base = settings.upstream.rstrip("/")

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

    async def _send(self, request: httpx.Request) -> httpx.Response:
        """Send with streaming on; an unreachable or silent upstream is a 502 or a 504."""
        try:
            response = await self.client.send(request, stream=True)
        except httpx.TimeoutException:
            raise ServeError(
                f"the upstream did not answer within {self.settings.timeout_s:g} s", status=504
            ) from None
        except httpx.HTTPError as exc:
            raise ServeError(f"the upstream cannot be reached: {exc}", status=502) from None
        if response.status_code >= 400:
            raw = await response.aread()
            await response.aclose()
            raise UpstreamStatus(response.status_code, raw, response.headers.get("retry-after"))
        return response

    async def _post_json(self, body: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
        request = self.client.build_request(
            "POST", self.base + "/chat/completions", content=_dumps(body), headers=headers
        )
        response = await self._send(request)
        try:
            raw = await response.aread()
        except httpx.HTTPError as exc:
            raise ServeError(f"the upstream's answer broke off: {exc}", status=502) from None
        finally:
            await response.aclose()
        try:
            data = json.loads(raw)
        except ValueError:
            data = None
        if not isinstance(data, dict) or not isinstance(data.get("choices"), list):
            raise ServeError("the upstream's answer is not a chat completion", status=502)
        return data

    # --- routes --------------------------------------------------------------------------
    async def health(self, request: Request) -> Response:
        return JSONResponse({"status": "ok", "upstream": self.base})

    async def models(self, request: Request) -> Response:
        upstream = self.client.build_request(
            "GET", self.base + "/models", headers=self._headers(request)
        )
        try:
            response = await self._send(upstream)
            raw = await response.aread()
            await response.aclose()
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
        exchange = _Exchange(self, prepared, choice, parallel, headers, record, body, up)
        if body.get("stream"):
            if body.get("n") not in (None, 1):
                raise ServeError("a stream with tools carries one choice: n must be 1", param="n")
            return await exchange.stream()
        return await exchange.complete()

    async def _pass_through(
        self, raw: bytes, body: dict[str, Any], headers: dict[str, str]
    ) -> Response:
        """The request as it came, and the upstream's answer as it comes (streamed on)."""
        upstream = self.client.build_request(
            "POST", self.base + "/chat/completions", content=raw, headers=headers
        )
        response = await self._send(upstream)
        media = response.headers.get("content-type", "application/json")
        if not body.get("stream"):
            try:
                content = await response.aread()
            finally:
                await response.aclose()
            return Response(content, response.status_code, media_type=media)

        async def relay() -> AsyncIterator[bytes]:
            try:
                async for part in response.aiter_bytes():
                    yield part
            finally:
                await response.aclose()

        return StreamingResponse(relay(), response.status_code, media_type=media)


@dataclass
class _Exchange:
    """One request with tools, from the rewritten request (``up``) to the response."""

    proxy: Proxy
    prepared: Prepared
    choice: ToolChoice
    parallel: bool
    headers: dict[str, str]
    record: dict[str, Any]
    body: dict[str, Any]
    up: dict[str, Any]
    replies: list[str] = field(default_factory=list)

    @property
    def settings(self) -> Settings:
        return self.proxy.settings

    def _read(self, text: str, finish: str | None) -> Reading:
        self.replies.append(text)
        return read_reply(
            text,
            self.prepared,
            self.choice,
            parallel=self.parallel,
            rule=self.settings.rule,
            finish_reason=finish,
        )

    async def _retry(self, text: str, reading: Reading) -> tuple[dict[str, Any], Reading]:
        """Ask once more, with the reply and the validation feedback appended."""
        again = dict(self.up, messages=[*self.up["messages"], *feedback_turn(text, reading)])
        again.pop("stream", None)
        again.pop("stream_options", None)
        data = await self.proxy._post_json(again, self.headers)
        first = data["choices"][0] if data["choices"] else {}
        message = first.get("message") or {}
        return data, self._read(str(message.get("content") or ""), first.get("finish_reason"))

    def _finish(self, readings: list[Reading], retried: bool, response: Any) -> dict[str, Any]:
        report = report_of(readings, self.prepared, retried)
        self.record.update(
            validation=report["validation"],
            calls=sum(len(r.tool_calls) for r in readings),
            repairs=report["repairs"],
            retried=retried,
            guard=observe.guard_summary(report["guard"]),
        )
        if self.settings.trace_dir:
            trace = {
                "id": self.record["id"],
                "request": self.body,
                "upstream_request": self.up,
                "replies": self.replies,
                "report": report,
                "response": response,
            }
            observe.write_trace(self.settings.trace_dir, self.record["id"], trace)
        return report

    async def complete(self) -> Response:
        data = await self.proxy._post_json(self.up, self.headers)
        choices = data["choices"]
        readings = []
        for item in choices:
            message = item.get("message") or {}
            text = str(message.get("content") or "")
            readings.append(self._read(text, item.get("finish_reason")))
        retried = False
        if self.settings.on_invalid == "retry" and len(readings) == 1 and readings[0].invalid:
            usage = data.get("usage")
            data, reading = await self._retry(self.replies[-1], readings[0])
            readings, choices, retried = [reading], data["choices"], True
            data["usage"] = _add_usage(usage, data.get("usage"))
        out = dict(data)
        out["choices"] = [
            {
                **item,
                "message": choice_message(reading, item.get("message") or {}),
                "finish_reason": finish_of(reading, item.get("finish_reason")),
            }
            for item, reading in zip(choices, readings)
        ]
        report = self._finish(readings, retried, None)
        out["toolform"] = report
        return JSONResponse(out, headers=observe.headers(report))

    async def stream(self) -> Response:
        up = dict(self.up, stream=True)
        request = self.proxy.client.build_request(
            "POST", self.proxy.base + "/chat/completions", content=_dumps(up), headers=self.headers
        )
        response = await self.proxy._send(request)
        early = report_of([], self.prepared, False)
        started = time.perf_counter()
        return StreamingResponse(
            self._events(response, started),
            media_type="text/event-stream",
            headers=observe.headers(early, final=False),
        )

    async def _events(self, response: httpx.Response, started: float) -> AsyncIterator[bytes]:
        parser = StreamParser(
            self.prepared, self.choice, parallel=self.parallel, rule=self.settings.rule
        )
        base: dict[str, Any] = {}
        finish: str | None = None
        try:
            yield sse(chunk(base, {"role": "assistant", "content": ""}))
            async for data in _upstream_chunks(response):
                if not base:
                    base = {k: data.get(k) for k in ("id", "created", "model")}
                if "choices" not in data or not data["choices"]:
                    yield sse(data)  # a usage chunk (stream_options), sent on as it is
                    continue
                item = data["choices"][0]
                finish = item.get("finish_reason") or finish
                delta = item.get("delta") or item.get("message") or {}
                extra = {
                    k: v
                    for k, v in delta.items()
                    if k not in ("role", "content", "tool_calls") and v is not None
                }
                if extra:
                    yield sse(chunk(base, extra))  # reasoning_content and the like
                for event in parser.feed(str(delta.get("content") or "")):
                    yield sse(chunk(base, _delta(event)))
            events = parser.finish(finish)
            last = events[-1]
            assert isinstance(last, Finish)
            self.replies.append(parser.text)
            reading, retried = last.reading, False
            if reading.invalid and self.settings.on_invalid == "retry":
                _, reading = await self._retry(parser.text, reading)
                retried = True
                events = [ContentDelta(reading.content)] if reading.content else []
                events += [*call_events(reading), Finish(finish_of(reading, finish), reading)]
            for event in events[:-1]:
                yield sse(chunk(base, _delta(event)))
            report = self._finish([reading], retried, None)
            closing = chunk(base, {}, finish_of(reading, finish))
            closing["toolform"] = report
            yield sse(closing)
            yield DONE
        except (ServeError, UpstreamStatus) as exc:
            status = exc.status
            message = exc.message if isinstance(exc, ServeError) else f"upstream HTTP {status}"
            self.record["error"] = message
            yield sse(error_body(status, message))
        except httpx.HTTPError as exc:
            self.record["error"] = f"the upstream's stream broke off: {exc}"
            yield sse(error_body(502, self.record["error"]))
        finally:
            await response.aclose()
            self.record["ms_stream"] = round((time.perf_counter() - started) * 1000, 3)
            observe.log_request(self.record)


def _delta(event: Any) -> dict[str, Any]:
    assert isinstance(event, (ContentDelta, ToolCallDelta))
    return event_delta(event)


async def _upstream_chunks(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    """The upstream's stream as chunk objects. An upstream that answered a stream request with
    one JSON body (it cannot stream) counts as a stream of that one answer."""
    if "text/event-stream" not in response.headers.get("content-type", ""):
        data = json.loads(await response.aread())
        if not isinstance(data, dict) or not isinstance(data.get("choices"), list):
            raise ServeError("the upstream's answer is not a chat completion", status=502)
        yield data
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


def _add_usage(first: Any, second: Any) -> Any:
    """Token counts of both requests of a retry, added."""
    if not isinstance(first, dict) or not isinstance(second, dict):
        return second
    keys = ("prompt_tokens", "completion_tokens", "total_tokens")
    return {**second, **{k: (first.get(k) or 0) + (second.get(k) or 0) for k in keys}}


def _dumps(body: dict[str, Any]) -> bytes:
    return json.dumps(body, ensure_ascii=False).encode("utf-8")


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
