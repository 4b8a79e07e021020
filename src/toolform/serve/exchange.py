"""One request with tools, from the rewritten request to the response, streamed or not.

Not streamed: ask, read each choice, re-ask once when the policy says so, answer with the
calls, the ``toolform`` report and the ``x-toolform-*`` headers. Streamed: forward the text
the ``StreamParser`` releases as chunks, then the calls (or the rest of the text), then a last
chunk with the finish reason and the report; an error after the stream began is sent as an
``error`` event, which OpenAI clients raise.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
from starlette.responses import JSONResponse, Response, StreamingResponse

from toolform.errors import ServeError
from toolform.serve import observe
from toolform.serve.errors import error_body
from toolform.serve.prepare import Prepared, ToolChoice
from toolform.serve.reply import (
    Reading,
    choice_message,
    feedback_turn,
    finish_of,
    read_reply,
    report_of,
)
from toolform.serve.settings import Settings
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
from toolform.serve.upstream import Upstream, UpstreamStatus, chunks, dumps


@dataclass
class Exchange:
    """One request with tools, from the rewritten request (``up``) to the response."""

    upstream: Upstream
    settings: Settings
    prepared: Prepared
    choice: ToolChoice
    parallel: bool
    headers: dict[str, str]
    record: dict[str, Any]
    body: dict[str, Any]
    up: dict[str, Any]
    replies: list[str] = field(default_factory=list)

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
        data = await self.upstream.complete(again, self.headers)
        first = data["choices"][0] if data["choices"] else {}
        message = first.get("message") or {}
        return data, self._read(str(message.get("content") or ""), first.get("finish_reason"))

    def _finish(self, readings: list[Reading], retried: bool) -> dict[str, Any]:
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
            }
            observe.write_trace(self.settings.trace_dir, self.record["id"], trace)
        return report

    async def complete(self) -> Response:
        data = await self.upstream.complete(self.up, self.headers)
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
        report = self._finish(readings, retried)
        out["toolform"] = report
        return JSONResponse(out, headers=observe.headers(report))

    async def stream(self) -> Response:
        up = dict(self.up, stream=True)
        request = self.upstream.request("POST", "/chat/completions", self.headers, dumps(up))
        response = await self.upstream.send(request)
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
            async for data in chunks(response):
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
            report = self._finish([reading], retried)
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


def _add_usage(first: Any, second: Any) -> Any:
    """Token counts of both requests of a retry, added."""
    if not isinstance(first, dict) or not isinstance(second, dict):
        return second
    keys = ("prompt_tokens", "completion_tokens", "total_tokens")
    return {**second, **{k: (first.get(k) or 0) + (second.get(k) or 0) for k in keys}}
