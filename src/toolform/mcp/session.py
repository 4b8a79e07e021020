"""``McpSession``: one MCP server's client session, on an event loop thread of its own.

The call loop is synchronous and the ``mcp`` SDK is async, and its transports are context
managers that must be entered and left by one task. So each session owns a thread running an
event loop, whose one long-lived task opens the transport and the ``ClientSession``, waits to be
told to stop, and closes them; every request is a separate task on that loop, awaited from the
caller's thread with a bounded wait. A server that dies, hangs or never answers therefore costs
the caller ``timeout_s`` at most, and never a hang.

The session opens on first use (``open``, ``list_tools`` or ``call_tool``) and again on the next
use after ``close`` (or after the server went away): a new session may serve other tools, so a
reopened session counts as changed, as does one whose server sent
``notifications/tools/list_changed``.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import os
import tempfile
import threading
import weakref
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager, AsyncExitStack
from typing import IO, Any, TypeVar

import anyio
import anyio.lowlevel
import httpx2
import mcp.types as types
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.types import CONNECTION_CLOSED, REQUEST_TIMEOUT

from toolform.errors import McpConnectionError, McpError, McpTimeoutError, McpToolError
from toolform.mcp.server import McpServer

T = TypeVar("T")

#: The most ``tools/list`` pages read from one server: a server whose cursors never end is an
#: error, not a hang.
MAX_PAGES = 1000
#: Seconds ``close`` waits for the session to wind down (a stdio server gets 2 s from the SDK to
#: exit after its stdin closes, then is killed).
CLOSE_WAIT_S = 10.0
# The caller's wait exceeds the SDK's own timeout by this much, so the SDK's error (which says
# which request timed out) normally arrives first.
_MARGIN_S = 1.0
# The most characters of a stdio server's stderr quoted in an error.
_STDERR_TAIL = 300
# The SSE stream an HTTP server may hold open for notifications is read with this timeout.
_SSE_READ_S = 300.0

_OPEN: weakref.WeakSet[McpSession] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    """Sessions still open at exit are closed, so no server process outlives the program."""
    for session in list(_OPEN):
        session.close()


def _leaf(exc: BaseException) -> BaseException:
    """The first exception inside nested exception groups (anyio's task groups wrap them)."""
    while isinstance(getattr(exc, "exceptions", None), (list, tuple)) and exc.exceptions:  # type: ignore[attr-defined]
        exc = exc.exceptions[0]  # type: ignore[attr-defined]
    return exc


class McpSession:
    """A client session with one MCP server, usable from any thread (see the module's doc)."""

    def __init__(self, server: McpServer) -> None:
        self.server = server
        #: The name the server gave in its handshake (``serverInfo.name``); None before it.
        self.server_name: str | None = None
        self._lock = threading.Lock()
        self._changed = threading.Event()
        self._opened_before = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._task: asyncio.Task[None] | None = None
        self._stop: asyncio.Event | None = None
        self._session: ClientSession | None = None
        self._errlog: IO[str] | None = None

    # --- state ---------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self._session is not None

    @property
    def changed(self) -> bool:
        """True when the tools may differ from the last ``list_tools``: the server sent
        ``notifications/tools/list_changed``, or the session was opened anew since."""
        return self._changed.is_set()

    def __repr__(self) -> str:
        return f"McpSession({self.server.where}, {'open' if self.is_open else 'closed'})"

    # --- opening and closing -------------------------------------------------------------
    def open(self) -> None:
        """Start the server (or connect to it) and finish the handshake; a no-op when open."""
        with self._lock:
            if self._session is not None:
                return
            ready: concurrent.futures.Future[types.InitializeResult] = concurrent.futures.Future()
            loop = asyncio.new_event_loop()
            self._errlog = self._new_errlog()
            thread = threading.Thread(
                target=self._serve, args=(loop, ready), name="toolform-mcp", daemon=True
            )
            self._loop, self._thread = loop, thread
            thread.start()
            try:
                init = ready.result(timeout=self.server.timeout_s + _MARGIN_S)
            except BaseException as exc:
                self._shut(loop, thread)  # first, so that the server's stderr is complete
                error = self._open_error(
                    TimeoutError()
                    if isinstance(exc, concurrent.futures.TimeoutError)
                    else _leaf(exc)
                )
                self._loop = self._thread = None
                if self._errlog is not None:
                    self._errlog.close()
                raise error from None
            self.server_name = init.server_info.name
            if self._opened_before:
                self._changed.set()
            self._opened_before = True
            _OPEN.add(self)

    def close(self) -> None:
        """End the session (a stdio server's process exits); bounded by ``CLOSE_WAIT_S``."""
        with self._lock:
            loop, thread = self._loop, self._thread
            self._session = None
            self._loop = self._thread = None
            if loop is not None and thread is not None:
                self._shut(loop, thread)
            if self._errlog is not None:
                self._errlog.close()
                self._errlog = None
            _OPEN.discard(self)

    def _shut(self, loop: asyncio.AbstractEventLoop, thread: threading.Thread) -> None:
        """Tell the session's task to stop and wait for the thread, cancelling it if it lingers."""
        stop, task = self._stop, self._task
        for action in (stop.set if stop else None, task.cancel if task else None):
            if action is None:
                continue
            try:
                loop.call_soon_threadsafe(action)
            except RuntimeError:  # the loop has already ended
                return
            thread.join(CLOSE_WAIT_S)
            if not thread.is_alive():
                return

    def _new_errlog(self) -> IO[str] | None:
        """Where a stdio server's stderr goes: a file, quoted in errors, not the user's terminal."""
        if self.server.command is None:
            return None
        return tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")

    def _stderr_tail(self) -> str:
        """The end of what the server wrote on stderr, as a clause for an error message. Read
        with ``pread`` so that the offset the server's process shares with us does not move."""
        log = self._errlog
        if log is None or log.closed or not hasattr(os, "pread"):
            return ""
        fd = log.fileno()
        size = os.fstat(fd).st_size
        start = max(0, size - 4 * _STDERR_TAIL)
        text = os.pread(fd, size - start, start).decode("utf-8", "replace")
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        if not lines:
            return ""
        return f"; its stderr ends: {lines[-1][-_STDERR_TAIL:]}"

    # --- the thread ----------------------------------------------------------------------
    def _serve(
        self,
        loop: asyncio.AbstractEventLoop,
        ready: concurrent.futures.Future[types.InitializeResult],
    ) -> None:
        asyncio.set_event_loop(loop)
        try:
            self._task = loop.create_task(self._main(ready))
            loop.run_until_complete(self._task)
        except BaseException as exc:  # cancelled by _shut, or a failure while winding down
            if not ready.done():
                ready.set_exception(exc)
        finally:
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.close()

    async def _main(self, ready: concurrent.futures.Future[types.InitializeResult]) -> None:
        """Open the transport and the session, hand the session over, wait for the stop."""
        self._stop = asyncio.Event()
        try:
            async with AsyncExitStack() as stack:
                transport = await self._transport(stack)
                read, write = await stack.enter_async_context(transport)
                session = await stack.enter_async_context(
                    ClientSession(
                        read,
                        write,
                        read_timeout_seconds=self.server.timeout_s,
                        message_handler=self._on_message,
                    )
                )
                with anyio.fail_after(self.server.timeout_s):
                    init = await session.initialize()
                self._session = session
                ready.set_result(init)
                await self._stop.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc)
            elif isinstance(exc, asyncio.CancelledError):
                raise
            # else: an error while winding down a session whose server went away; the requests
            # that met it have reported it already.

    async def _transport(self, stack: AsyncExitStack) -> AbstractAsyncContextManager[Any]:
        server = self.server
        if server.command is not None:
            command = list(server.command)
            params = StdioServerParameters(
                command=command[0],
                args=command[1:],
                env=dict(server.env) if server.env is not None else None,
                cwd=server.cwd,
            )
            return stdio_client(params, errlog=self._errlog)  # type: ignore[arg-type]
        http = httpx2.AsyncClient(
            headers=dict(server.headers),
            timeout=httpx2.Timeout(server.timeout_s, read=max(server.timeout_s, _SSE_READ_S)),
        )
        await stack.enter_async_context(http)
        return streamable_http_client(str(server.url), http_client=http)

    async def _on_message(self, message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            self._changed.set()

    # --- requests ------------------------------------------------------------------------
    def list_tools(self) -> list[dict[str, Any]]:
        """Every tool the server lists, all pages, each as the JSON ``tools/list`` carries it
        (camelCase keys: ``inputSchema``, ``outputSchema``, ``annotations``, ``title``)."""
        self.open()
        self._changed.clear()  # cleared first: a change announced while listing is kept
        tools: list[types.Tool] = []
        cursor: str | None = None
        seen: set[str] = set()
        for _ in range(MAX_PAGES):
            page = self._request(_list_page(cursor), self.server.timeout_s, "tools/list")
            tools.extend(page.tools)
            cursor = page.next_cursor
            if cursor is None:
                return [t.model_dump(by_alias=True, mode="json", exclude_none=True) for t in tools]
            if cursor in seen:
                raise McpError(
                    f"the MCP server {self.server.where} sent the tools/list cursor {cursor[:40]!r} "
                    "twice: its pages never end"
                )
            seen.add(cursor)
        raise McpError(
            f"the MCP server {self.server.where} lists more than {MAX_PAGES} pages of tools"
        )

    def call_tool(
        self, name: str, arguments: dict[str, Any], *, timeout_s: float | None = None
    ) -> types.CallToolResult:
        """``tools/call`` on this session; an error answer raises ``McpToolError``."""
        self.open()
        limit = timeout_s if timeout_s is not None else self.server.timeout_s

        async def call(session: ClientSession) -> types.CallToolResult:
            return await session.call_tool(name, arguments, read_timeout_seconds=limit)

        return self._request(call, limit, f"tools/call {name!r}", tool=True)

    def _request(
        self,
        make: Callable[[ClientSession], Awaitable[T]],
        timeout_s: float,
        what: str,
        *,
        tool: bool = False,
    ) -> T:
        session, loop = self._session, self._loop
        if session is None or loop is None:
            raise McpConnectionError(f"the MCP session with {self.server.where} is closed")

        async def run() -> T:
            result = await make(session)
            # Handlers of notifications that arrived before the answer (a list_changed sent
            # during the call) run before the caller sees the answer.
            await anyio.lowlevel.checkpoint()
            return result

        try:
            future = asyncio.run_coroutine_threadsafe(run(), loop)
        except RuntimeError:  # the loop has ended: the session's task is gone
            self.close()
            raise McpConnectionError(
                f"the MCP session with {self.server.where} has ended{self._stderr_tail()}"
            ) from None
        try:
            return future.result(timeout=timeout_s + _MARGIN_S)
        except concurrent.futures.TimeoutError:
            future.cancel()
            raise self._timeout(what, timeout_s) from None
        except MCPError as exc:
            if exc.code == CONNECTION_CLOSED:
                raise self._gone(what) from None
            if exc.code == REQUEST_TIMEOUT:
                raise self._timeout(what, timeout_s) from None
            kind = McpToolError if tool else McpError
            raise kind(
                f"the MCP server {self.server.where} refused {what}: {self.server.scrub(exc.message)}"
            ) from None
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream):
            raise self._gone(what) from None
        except concurrent.futures.CancelledError:
            raise self._gone(what) from None
        except RuntimeError as exc:  # the SDK's check of a result against the outputSchema
            problem = self.server.scrub(str(exc))
            if tool:
                raise McpToolError(f"{what}: {problem}") from None
            raise McpError(f"the MCP server {self.server.where}: {what}: {problem}") from None

    def _timeout(self, what: str, timeout_s: float) -> McpTimeoutError:
        return McpTimeoutError(
            f"the MCP server {self.server.where} did not answer {what} in {timeout_s:g} s"
        )

    def _gone(self, what: str) -> McpConnectionError:
        tail = self._stderr_tail()
        self.close()
        return McpConnectionError(
            f"the MCP server {self.server.where} closed the connection during {what}{tail}"
        )

    def _open_error(self, exc: BaseException) -> McpConnectionError:
        where, tail = self.server.where, self._stderr_tail()
        if isinstance(exc, TimeoutError):  # before OSError, of which it is a subclass
            return McpConnectionError(
                f"the MCP server {where} did not finish its handshake in "
                f"{self.server.timeout_s:g} s{tail}"
            )
        if isinstance(exc, OSError) and self.server.command is not None:
            return McpConnectionError(
                f"cannot start the MCP server {where}: {exc.strerror or exc}{tail}"
            )
        if isinstance(exc, MCPError) and exc.code == CONNECTION_CLOSED:
            return McpConnectionError(
                f"the MCP server {where} closed the connection during the handshake{tail}"
            )
        detail = self.server.scrub(str(exc) or type(exc).__name__)
        return McpConnectionError(f"cannot connect to the MCP server {where}: {detail}{tail}")


def _list_page(
    cursor: str | None,
) -> Callable[[ClientSession], Awaitable[types.ListToolsResult]]:
    async def page(session: ClientSession) -> types.ListToolsResult:
        params = types.PaginatedRequestParams(cursor=cursor) if cursor is not None else None
        return await session.list_tools(params=params)

    return page
