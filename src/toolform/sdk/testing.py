"""Loopback servers that speak the OpenAI and Anthropic wire formats, for tests without a model.

They are real HTTP servers on 127.0.0.1 (an ephemeral port, one thread per connection, kept-alive
connections), so a test exercises the whole client stack, sockets included, and any client can
drive them: ours, the official SDKs, curl. Replies come from a script: a list, or a function of
the request body. Faults (error statuses, Retry-After, delays, dropped connections, broken JSON)
are injected on demand, so retry paths are tested over the wire rather than with mocks.

Token counts are rough (four characters a token), kept cheap on purpose so that the server's own
work does not hide the client's in benchmarks. The prompt cache is simulated: the cached
count is the prefix this request shares with the previous one, which is what a server's prefix
cache would reuse when the loop keeps its prompt prefix byte-identical.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["FakeAnthropicServer", "FakeOpenAIServer", "Fault", "RecordedRequest"]


@dataclass(frozen=True)
class Fault:
    """One misbehaving answer. ``status`` with ``body``: an error response (``retry_after`` adds
    the header); ``delay_s``: wait before answering (a hang when longer than the client's
    timeout); ``drop``: close the connection without answering; ``malformed``: a 200 whose body
    is not JSON (``body`` and ``content_type`` choose it, HTML for instance)."""

    status: int | None = None
    body: str | None = None
    retry_after: float | str | None = None
    delay_s: float = 0.0
    drop: bool = False
    malformed: bool = False
    content_type: str | None = None


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


# A scripted reply: text, a dict describing the reply (see each server), or a Fault.
ScriptItem = str | dict[str, Any] | Fault
Script = Sequence[ScriptItem] | Callable[[Any], ScriptItem]


@dataclass
class _Answer:
    status: int
    body: bytes
    content_type: str = "application/json"
    headers: dict[str, str] = field(default_factory=dict)


def rough_tokens(text: str) -> int:
    return (len(text) + 3) // 4


def _json_answer(status: int, data: Any) -> _Answer:
    return _Answer(status, json.dumps(data).encode("utf-8"))


def _common_prefix(a: str, b: str) -> int:
    """Length of the shared prefix, by bisection on slices (C-speed compares on long prompts)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def as_arguments(arguments: Any) -> str:
    return arguments if isinstance(arguments, str) else json.dumps(arguments)


class _Listener(ThreadingHTTPServer):
    # The standard library's backlog of 5 drops connections when a client opens dozens at once
    # (a proxy's pool, a benchmark at concurrency 32); a model server accepts far more.
    request_queue_size = 128


class _FakeServer:
    """The server machinery; subclasses map paths to handlers and shape replies."""

    default_model = "fake-model"
    base_path = ""

    def __init__(self, replies: Script = (), *, model: str | None = None) -> None:
        self.model = model or self.default_model
        self._function = replies if callable(replies) else None
        self._script: deque[ScriptItem] = deque([] if callable(replies) else list(replies))
        self._faults: deque[Fault] = deque()
        self.requests: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._last_prompt = ""
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._ids = 0

    # --- lifecycle -------------------------------------------------------------------------
    def start(self) -> _FakeServer:
        if self._httpd is not None:
            return self
        self._httpd = _Listener(("127.0.0.1", 0), _handler_for(self))
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> _FakeServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("the server is not started: use it as a context manager")
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        """The server's root, ``http://127.0.0.1:<port>``."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """The URL an SDK or toolform client takes as its base URL."""
        return self.url + self.base_path

    # --- scripting -------------------------------------------------------------------------
    def inject(self, *faults: Fault) -> None:
        """Answer the next requests with these faults, in order, before any scripted reply."""
        with self._lock:
            self._faults.extend(faults)

    def add_replies(self, *replies: ScriptItem) -> None:
        with self._lock:
            self._script.extend(replies)

    def _next_item(self, body: Any) -> ScriptItem | None:
        with self._lock:
            if self._faults:
                return self._faults.popleft()
            if self._function is None:
                return self._script.popleft() if self._script else None
        return self._function(body)

    def _next_id(self) -> int:
        with self._lock:
            self._ids += 1
            return self._ids

    def _cache(self, prompt_text: str) -> tuple[int, int]:
        """(prompt tokens, cached tokens) for this prompt, against the previous request's."""
        with self._lock:
            shared = _common_prefix(prompt_text, self._last_prompt)
            self._last_prompt = prompt_text
        return rough_tokens(prompt_text), shared // 4

    # --- answering -------------------------------------------------------------------------
    def _routes(self) -> dict[tuple[str, str], Callable[[Any], _Answer | Fault]]:
        raise NotImplementedError

    def _error(self, status: int, message: str) -> _Answer:
        raise NotImplementedError

    def _answer(self, method: str, path: str, body: Any) -> _Answer | Fault:
        route = self._routes().get((method, path.split("?", 1)[0]))
        if route is None:
            return self._error(404, f"no route for {method} {path}")
        if method == "POST" and not isinstance(body, dict):
            return self._error(400, "the request body is not a JSON object")
        return route(body)

    def _reply_answer(self, body: dict[str, Any], build: Callable[..., Any]) -> _Answer | Fault:
        item = self._next_item(body)
        if item is None:
            return self._error(400, "the fake server has no scripted reply left")
        if isinstance(item, Fault):
            return item
        if isinstance(item, str):
            item = {"content": item}
        if not isinstance(item, dict):
            return self._error(500, f"a scripted reply must be text, a dict or a Fault: {item!r}")
        if "raw" in item:
            return _json_answer(200, item["raw"])
        return _json_answer(200, build(body, item))

    def _fault_answer(self, fault: Fault) -> _Answer | None:
        """The response a fault sends, after its delay; None for a dropped connection."""
        if fault.delay_s:
            self._stopping.wait(fault.delay_s)
        if fault.drop:
            return None
        if fault.malformed or fault.status is None:
            body = fault.body if fault.body is not None else '{"choices": [ {"message": '
            return _Answer(
                fault.status or 200, body.encode(), fault.content_type or "application/json"
            )
        headers = {} if fault.retry_after is None else {"Retry-After": str(fault.retry_after)}
        if fault.body is not None:
            return _Answer(
                fault.status, fault.body.encode(), fault.content_type or "text/plain", headers
            )
        answer = self._error(fault.status, f"injected fault {fault.status}")
        answer.headers.update(headers)
        return answer


def _handler_for(server: _FakeServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as real servers do

        def setup(self) -> None:
            super().setup()
            # Headers and body leave in two writes; without this, Nagle's algorithm and the
            # peer's delayed ACK add ~40 ms to every answer on a kept-alive connection.
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def log_message(self, format: str, *args: Any) -> None:  # quiet in tests
            pass

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                body: Any = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", errors="replace")
            with server._lock:
                server.requests.append(
                    RecordedRequest(self.command, self.path, dict(self.headers.items()), body)
                )
            answer = server._answer(self.command, self.path, body)
            if isinstance(answer, Fault):
                answer = server._fault_answer(answer)  # type: ignore[assignment]
                if answer is None:
                    self.close_connection = True
                    return
            assert isinstance(answer, _Answer)
            self.send_response(answer.status)
            self.send_header("Content-Type", answer.content_type)
            self.send_header("Content-Length", str(len(answer.body)))
            for key, value in answer.headers.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(answer.body)

        def handle_one_request(self) -> None:
            try:
                super().handle_one_request()
            except (ConnectionError, TimeoutError):  # the client gave up first
                self.close_connection = True

        do_GET = do_POST = _serve

    return Handler


class FakeOpenAIServer(_FakeServer):
    """``/v1/chat/completions`` (a request with ``stream: true`` is answered with server-sent
    events) and ``/v1/models``. A scripted dict reply may carry ``content``, ``tool_calls``
    (each ``{"name", "arguments"}``, arguments as a dict or JSON text, or already in the OpenAI
    shape), ``reasoning_content``, ``finish_reason``, ``usage`` (overrides of ``prompt_tokens``,
    ``completion_tokens``, ``cached_tokens``), ``chunks`` (the content, in the pieces a stream
    sends) or ``raw`` (the whole response body, sent as given: for empty choices and other
    broken answers)."""

    base_path = "/v1"
    #: Characters of content per chunk when a request asks for a stream (``stream: true``); a
    #: scripted dict reply may give its own split as ``chunks`` (a list of strings).
    stream_chars = 8

    def _routes(self) -> dict[tuple[str, str], Callable[[Any], _Answer | Fault]]:
        return {
            ("POST", "/v1/chat/completions"): self._chat,
            ("GET", "/v1/models"): lambda _: _json_answer(
                200,
                {
                    "object": "list",
                    "data": [
                        {"id": self.model, "object": "model", "created": 0, "owned_by": "toolform"}
                    ],
                },
            ),
        }

    def _chat(self, body: Any) -> _Answer | Fault:
        if not (isinstance(body, dict) and body.get("stream") is True):
            return self._reply_answer(body, self._completion)
        split: dict[str, Any] = {}

        def build(request: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
            split["chunks"] = reply.get("chunks")
            return self._completion(request, reply)

        answer = self._reply_answer(body, build)
        if isinstance(answer, _Answer) and answer.status == 200:
            data = json.loads(answer.body)
            return _sse_answer(data, body, split.get("chunks"), self.stream_chars)
        return answer

    def _error(self, status: int, message: str) -> _Answer:
        kind = "rate_limit_error" if status == 429 else "invalid_request_error"
        return _json_answer(status, {"error": {"message": message, "type": kind, "code": status}})

    def _completion(self, body: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        n = self._next_id()
        calls = [
            call
            if "function" in call
            else {
                "id": call.get("id", f"call_{n}_{i}"),
                "type": "function",
                "function": {
                    "name": call["name"],
                    "arguments": as_arguments(call.get("arguments", {})),
                },
            }
            for i, call in enumerate(reply.get("tool_calls") or [])
        ]
        message: dict[str, Any] = {"role": "assistant", "content": reply.get("content")}
        if reply.get("chunks") is not None:
            message["content"] = "".join(reply["chunks"])
        if calls:
            message["tool_calls"] = calls
        if "reasoning_content" in reply:
            message["reasoning_content"] = reply["reasoning_content"]
        prompt, cached = self._cache(json.dumps(body.get("messages"), ensure_ascii=False))
        completion = rough_tokens((message["content"] or "") + json.dumps(calls))
        usage = {"prompt_tokens": prompt, "completion_tokens": completion, "cached_tokens": cached}
        usage.update(reply.get("usage") or {})
        return {
            "id": f"chatcmpl-fake-{n}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", self.model),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": reply.get("finish_reason", "tool_calls" if calls else "stop"),
                    "logprobs": None,
                }
            ],
            "usage": {
                "prompt_tokens": usage["prompt_tokens"],
                "completion_tokens": usage["completion_tokens"],
                "total_tokens": usage["prompt_tokens"] + usage["completion_tokens"],
                "prompt_tokens_details": {"cached_tokens": usage["cached_tokens"]},
            },
        }


class FakeAnthropicServer(_FakeServer):
    """``/v1/messages``. A scripted dict reply may carry ``content`` (text), ``tool_calls``
    (each ``{"name", "arguments"}``, sent as tool_use blocks), ``thinking``, ``stop_reason``,
    ``usage`` (overrides of ``input_tokens``, ``output_tokens``, ``cache_read_input_tokens``) or
    ``raw``."""

    default_model = "claude-fake"

    def _routes(self) -> dict[tuple[str, str], Callable[[Any], _Answer | Fault]]:
        return {("POST", "/v1/messages"): lambda b: self._reply_answer(b, self._message)}

    def _error(self, status: int, message: str) -> _Answer:
        kind = {429: "rate_limit_error", 404: "not_found_error", 529: "overloaded_error"}.get(
            status, "api_error" if status >= 500 else "invalid_request_error"
        )
        return _json_answer(status, {"type": "error", "error": {"type": kind, "message": message}})

    def _message(self, body: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
        n = self._next_id()
        content: list[dict[str, Any]] = []
        if reply.get("thinking"):
            content.append({"type": "thinking", "thinking": reply["thinking"], "signature": "fake"})
        if reply.get("content"):
            content.append({"type": "text", "text": reply["content"]})
        for i, call in enumerate(reply.get("tool_calls") or []):
            arguments = call.get("arguments", {})
            content.append(
                {
                    "type": "tool_use",
                    "id": call.get("id", f"toolu_{n}_{i}"),
                    "name": call["name"],
                    "input": json.loads(arguments) if isinstance(arguments, str) else arguments,
                }
            )
        prompt_text = json.dumps([body.get("system"), body.get("messages")], ensure_ascii=False)
        prompt, cached = self._cache(prompt_text)
        usage = {
            "input_tokens": prompt - cached,
            "output_tokens": rough_tokens(json.dumps(content)),
            "cache_read_input_tokens": cached,
            "cache_creation_input_tokens": 0,
        }
        usage.update(reply.get("usage") or {})
        has_calls = any(block["type"] == "tool_use" for block in content)
        return {
            "id": f"msg_fake_{n}",
            "type": "message",
            "role": "assistant",
            "model": body.get("model", self.model),
            "content": content,
            "stop_reason": reply.get("stop_reason", "tool_use" if has_calls else "end_turn"),
            "stop_sequence": None,
            "usage": usage,
        }


def _sse_answer(
    completion: dict[str, Any], body: dict[str, Any], chunks: list[str] | None, size: int
) -> _Answer:
    """A completion as the server-sent events of a stream: the role, the reasoning, the content
    in pieces (the scripted ``chunks``, else ``size`` characters each), the calls, the finish
    reason, the usage when ``stream_options.include_usage`` asks for it, and ``[DONE]``."""
    choice = (completion.get("choices") or [{}])[0]
    message = choice.get("message") or {}
    content = message.get("content") or ""
    pieces = chunks or [content[i : i + size] for i in range(0, len(content), size)]
    head = {k: completion.get(k) for k in ("id", "created", "model")}

    def event(delta: dict[str, Any], finish: str | None = None) -> str:
        data = {**head, "object": "chat.completion.chunk"}
        data["choices"] = [{"index": 0, "delta": delta, "finish_reason": finish}]
        return f"data: {json.dumps(data)}\n\n"

    events = [event({"role": "assistant", "content": ""})]
    if message.get("reasoning_content"):
        events.append(event({"reasoning_content": message["reasoning_content"]}))
    events += [event({"content": piece}) for piece in pieces if piece]
    if message.get("tool_calls"):
        calls = [{"index": i, **call} for i, call in enumerate(message["tool_calls"])]
        events.append(event({"tool_calls": calls}))
    events.append(event({}, choice.get("finish_reason")))
    if (body.get("stream_options") or {}).get("include_usage"):
        usage: dict[str, Any] = {**head, "object": "chat.completion.chunk", "choices": []}
        usage["usage"] = completion.get("usage")
        events.append(f"data: {json.dumps(usage)}\n\n")
    events.append("data: [DONE]\n\n")
    return _Answer(200, "".join(events).encode("utf-8"), "text/event-stream")
