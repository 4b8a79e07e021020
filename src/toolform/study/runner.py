"""The grid runner behind ``toolform bench``: formats x protocols x tasks x repeats, one turn each.

Each cell renders the task's prompt with the study's prompt builder, asks the model once, parses
the reply under each of the three rules and scores it. A fixed pool of worker threads keeps at
most ``concurrency`` requests in flight, spread round-robin over the base URLs; each thread keeps
its own clients, so connections are never shared between threads. Only the main thread touches
the results store: it commits a batch every ``batch_size`` rows or every second, so a crash loses
at most one batch, and Ctrl-C stops handing out work, saves what came back, and returns.
"""

from __future__ import annotations

import itertools
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolform.clients.base import ChatClient
from toolform.clients.http import DEFAULT_TIMEOUT_S, check_api_key, check_base_url
from toolform.errors import ClientTimeoutError, ToolformError
from toolform.grading_rules import RULES
from toolform.locality import is_local_url
from toolform.study.grader_pool import GraderPool, Item, default_workers
from toolform.study.grid import Cell
from toolform.study.progress import Progress
from toolform.study.reply_grade import Graded, grade_reply
from toolform.study.store import BackgroundWriter, ResultRow, ResultStore, Run, utc_now
from toolform.study.tasks import Suite, Task
from toolform.toolset import Toolset

DEFAULT_CONCURRENCY = 16  # in flight per remote endpoint, when --concurrency is not given
#: In flight per local endpoint (loopback or a private address) whose slots are unknown: a
#: server on a workstation usually generates one reply at a time, and a second request would
#: only queue behind the first and spend its timeout waiting.
LOCAL_CONCURRENCY = 1
FLUSH_SECONDS = 1.0
GRADE_IN_PROCESSES = 500  # jobs: below this, starting a grader costs more than it saves
GRADE_BATCH = 64  # replies per batch sent to a grader
GRADE_GATHER_SECONDS = 0.005  # the longest a reply waits for others to share its batch


ClientFactory = Callable[[str], ChatClient]


@dataclass
class BenchConfig:
    model: str
    base_urls: Sequence[str]
    suite: Suite
    cells: Sequence[Cell]
    out: Path
    #: Requests in flight at most; None: chosen per endpoint (see ``choose_concurrency``).
    concurrency: int | None = None
    limit: int | None = None
    repeats: int = 1
    max_tokens: int = 1024
    temperature: float = 0.0
    enable_thinking: bool | None = None
    api_key: str | None = None
    max_retries: int = 3
    timeout_s: float = DEFAULT_TIMEOUT_S  # each attempt, connect to the answer's last byte
    label: str = ""  # non-empty marks the run synthetic (source "synthetic:<label> ...")
    batch_size: int = 64
    #: Grader processes; None: one per spare core (up to four) on runs of GRADE_IN_PROCESSES
    #: jobs or more, none on smaller ones; 0: grade in the runner's own process.
    grade_workers: int | None = None

    #: The settings that change what the model answers: a run is resumed only under the same.
    IDENTITY = ("max_tokens", "temperature", "enable_thinking")

    def settings(self) -> dict[str, Any]:
        return {
            "base_urls": list(self.base_urls),
            "max_tokens": self.max_tokens,
            "temperature": self.temperature,
            "enable_thinking": self.enable_thinking,
            "repeats": self.repeats,
        }


@dataclass
class BenchSummary:
    run: Run
    store_path: Path
    planned: int  # cells of the grid within --limit
    already_done: int  # skipped because a previous run finished them
    done: int  # finished now
    errors: int  # failed now (retried on the next run)
    elapsed_s: float
    interrupted: bool = False
    #: Rows of the planned grid not stored as finished once the run ended (errored or never
    #: asked), counted from the store itself: 0 means the grid is complete.
    unfinished: int = 0
    concurrency: int = 0  # requests in flight at most (given, or chosen per endpoint)
    narrowed: int = 0  # times a timed-out request halved the requests in flight

    @property
    def rate(self) -> float:
        return (self.done + self.errors) / self.elapsed_s if self.elapsed_s > 0 else 0.0


@dataclass(frozen=True)
class _Job:
    cell: Cell
    task: Task
    repeat: int


def default_client_factory(config: BenchConfig) -> ClientFactory:
    from toolform.clients import OpenAICompatClient

    def make(base_url: str) -> ChatClient:
        client: ChatClient = OpenAICompatClient(
            base_url,
            model=config.model,
            api_key=config.api_key,
            enable_thinking=config.enable_thinking,
            max_retries=config.max_retries,
            timeout_s=config.timeout_s,
        )
        return client

    return make


def choose_concurrency(base_urls: Sequence[str], slots: Callable[[str], int | None]) -> int:
    """Requests in flight over ``base_urls``: each endpoint's own slot count where ``slots``
    can learn it (a llama.cpp server says so), else LOCAL_CONCURRENCY for a local endpoint and
    DEFAULT_CONCURRENCY for a remote one."""
    total = 0
    for url in base_urls:
        known = slots(url)
        if known:
            total += known
        else:
            total += LOCAL_CONCURRENCY if is_local_url(url) else DEFAULT_CONCURRENCY
    return max(1, total)


def server_slots(url: str, timeout_s: float = 5.0) -> int | None:
    """The parallel slots a llama.cpp server reports at ``/props`` (``total_slots``); None
    for a server that does not say (vLLM, Ollama, hosted APIs) or cannot be asked."""
    from toolform.clients.http import ClientOptions, JsonHttp

    root = url.rstrip("/").removesuffix("/v1")
    options = ClientOptions(timeout_s=timeout_s, max_retries=0, backoff_s=0)
    try:
        props = JsonHttp(root, {}, options).request("GET", "/props")
    except (ToolformError, OSError, ValueError):
        return None
    slots = props.get("total_slots") if isinstance(props, dict) else None
    return slots if isinstance(slots, int) and not isinstance(slots, bool) and slots > 0 else None


class Window:
    """How many requests may be in flight now: at most ``size``. A request that timed out
    halves it (down to one): the server is slower than the timeout at this load, and sending
    more would only queue more behind it. ``size`` answers in a row let it grow by one again."""

    def __init__(self, size: int) -> None:
        self.size = self.limit = size
        self.in_flight = 0
        self.streak = 0
        self.narrowed = 0  # how many times a timeout halved it
        self._cond = threading.Condition()

    def acquire(self, stop: threading.Event) -> bool:
        with self._cond:
            while self.in_flight >= self.limit and not stop.is_set():
                self._cond.wait(0.5)
            if stop.is_set():
                return False
            self.in_flight += 1
            return True

    def release(self, *, timed_out: bool) -> None:
        with self._cond:
            self.in_flight -= 1
            if timed_out:
                self.streak = 0
                if self.limit > 1:
                    self.limit = max(1, self.limit // 2)
                    self.narrowed += 1
            else:
                self.streak += 1
                if self.streak >= self.size and self.limit < self.size:
                    self.limit += 1
                    self.streak = 0
            self._cond.notify_all()


def _error_row(job: _Job, url: str, error: str) -> ResultRow:
    """The row of a job that did not finish (finish fills it in when it does)."""
    return ResultRow(
        run_id="",
        format_id=job.cell.format_id,
        protocol_id=job.cell.protocol_id,
        task_id=job.task.id,
        repeat=job.repeat,
        default_protocol=job.cell.default_protocol,
        tier=job.task.tier,
        category=job.task.category,
        status="error",
        error=error or None,
        base_url=url,
    )


class PromptCache:
    """The system prompt of each (toolset, format, protocol), rendered once.

    The study's prompt builder puts the request only in the user message, so every task over the
    same tools shares one system prompt; rendering it once per cell instead of once per task
    keeps the harness off the critical path on 200-tool universes. The messages are the same
    bytes ``render(..., request=...)`` gives (a test holds them to it).
    """

    def __init__(self) -> None:
        self._system: dict[tuple[int, str, str], str] = {}
        self._keep: list[Toolset] = []  # holds the toolsets so their ids stay unique
        self._lock = threading.Lock()
        self._rendering: dict[tuple[int, str, str], threading.Lock] = {}

    def messages(self, toolset: Toolset, cell: Cell, request: str) -> list[dict[str, Any]]:
        key = (id(toolset), cell.format_id, cell.protocol_id)
        system = self._system.get(key)
        if system is None:
            system = self._render(key, toolset, cell)
        return [{"role": "system", "content": system}, {"role": "user", "content": request}]

    def _render(self, key: tuple[int, str, str], toolset: Toolset, cell: Cell) -> str:
        """Render once per key: the workers that want a prompt being rendered wait for it
        rather than each rendering it again (32 threads would, at the start of every cell)."""
        from toolform.prompts import render

        with self._lock:
            once = self._rendering.setdefault(key, threading.Lock())
        with once:
            system = self._system.get(key)
            if system is None:
                system = render(toolset, cell.format_id, cell.protocol_id).system_prompt
                with self._lock:
                    self._system[key] = system
                    self._keep.append(toolset)
        return system


def ask(
    job: _Job,
    toolset: Toolset,
    client: ChatClient,
    config: BenchConfig,
    url: str,
    prompts: PromptCache,
) -> tuple[ResultRow, str | None, bool]:
    """Render and ask once: the row (tokens and latency filled in) and the reply's text, or an
    error row and None; last, whether the endpoint outlasted the timeout."""
    row = _error_row(job, url, "")
    try:
        messages = prompts.messages(toolset, job.cell, job.task.request)
    except (ToolformError, ValueError) as exc:
        row.error = f"render: {type(exc).__name__}: {exc}"
        return row, None, False
    try:
        result = client.chat(messages, max_tokens=config.max_tokens, temperature=config.temperature)
    except ToolformError as exc:
        row.error = f"client: {exc}"
        return row, None, isinstance(exc, ClientTimeoutError)
    except OSError as exc:
        row.error = f"client: {type(exc).__name__}: {exc}"
        return row, None, isinstance(exc, TimeoutError)
    row.prompt_tokens = getattr(result, "prompt_tokens", None)
    row.completion_tokens = getattr(result, "completion_tokens", None)
    row.latency_s = getattr(result, "latency_s", None)
    row.finish_reason = getattr(result, "finish_reason", None)
    return row, result.text or "", False


def finish(row: ResultRow, text: str, outcome: Graded | str) -> ResultRow:
    """The row of a graded reply (``outcome`` a string: the error grading raised)."""
    if isinstance(outcome, str):
        row.error = f"internal: {outcome}"
        return row
    row.status = "ok"
    row.reply = text
    row.parsed = outcome.parsed
    row.score = outcome.score
    for rule in RULES:
        setattr(row, f"correct_{rule}", outcome.correct[rule])
    row.resisted = outcome.resisted
    return row


def grade_here(row: ResultRow, job: _Job, toolset: Toolset, text: str) -> ResultRow:
    """Grade in this process; a bug in grading becomes the row's error."""
    try:
        outcome: Graded | str = grade_reply(
            job.task, toolset, job.cell.protocol_id, text, row.finish_reason
        )
    except Exception as exc:  # a bug in a cell must not kill the run: record it
        outcome = f"{type(exc).__name__}: {exc}"
    return finish(row, text, outcome)


class _Pool:
    """Worker threads pulling jobs; each keeps one client per base URL. With graders, a thread
    only asks, and its replies go to the main thread to be sent off for grading."""

    def __init__(
        self,
        config: BenchConfig,
        jobs: list[_Job],
        factory: ClientFactory,
        toolsets: dict[str, Toolset],
        concurrency: int,
    ) -> None:
        self.config = config
        self.factory = factory
        self.toolsets = toolsets
        self.grade_in_threads = True
        self.prompts = PromptCache()
        self.jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        for job in jobs:
            self.jobs.put(job)
        # ("row", row) | ("reply", row, job, text) | ("graded", [(seq, outcome), ...]), see _Collector
        self.results: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()
        self.stop = threading.Event()
        self._turn = itertools.count()
        self.threads = [
            threading.Thread(target=self._work, name=f"bench-{i}", daemon=True)
            for i in range(max(1, min(concurrency, len(jobs))))
        ]
        self.window = Window(len(self.threads))

    def start(self, *, grade_in_threads: bool) -> None:
        self.grade_in_threads = grade_in_threads
        for thread in self.threads:
            thread.start()

    def _work(self) -> None:
        clients: dict[str, ChatClient] = {}
        urls = list(self.config.base_urls)
        while not self.stop.is_set():
            try:
                job = self.jobs.get_nowait()
            except queue.Empty:
                return
            url = urls[next(self._turn) % len(urls)]
            client = clients.get(url)
            toolset = self.toolsets[job.task.id]
            if not self.window.acquire(self.stop):
                return
            timed_out = False
            try:
                if client is None:
                    client = clients[url] = self.factory(url)
                row, text, timed_out = ask(job, toolset, client, self.config, url, self.prompts)
            except Exception as exc:  # a bug in a cell must not kill the run: record it
                row, text = _error_row(job, url, f"internal: {type(exc).__name__}: {exc}"), None
            finally:
                self.window.release(timed_out=timed_out)
            if text is None:
                self.results.put(("row", row))
            elif self.grade_in_threads:
                self.results.put(("row", grade_here(row, job, toolset, text)))
            else:
                self.results.put(("reply", row, job, text))


def plan_jobs(
    config: BenchConfig, finished: set[tuple[str, str, str, int]]
) -> tuple[list[_Job], int]:
    """The jobs still to run, and how many of the grid were already finished."""
    tasks = config.suite.tasks[: config.limit] if config.limit else config.suite.tasks
    jobs: list[_Job] = []
    done = 0
    for cell in config.cells:
        for task in tasks:
            for repeat in range(config.repeats):
                if (cell.format_id, cell.protocol_id, task.id, repeat) in finished:
                    done += 1
                else:
                    jobs.append(_Job(cell, task, repeat))
    return jobs, done


def run_bench(
    config: BenchConfig,
    *,
    client_factory: ClientFactory | None = None,
    progress: Progress | None = None,
) -> BenchSummary:
    """Run (or resume) the grid into ``config.out/results.sqlite``."""
    if not config.base_urls:
        raise ToolformError("at least one base URL is needed")
    if client_factory is None:  # the default clients' URLs and key, refused before any row
        for url in config.base_urls:
            check_base_url(url)
        if config.api_key:
            check_api_key(config.api_key, "given to the bench")
    started = time.perf_counter()
    with ResultStore(config.out, exclusive=True) as store:
        run = store.open_run(
            config.model,
            config.suite.name,
            config.suite.version,
            label=config.label,
            settings=config.settings(),
            identity=config.IDENTITY,
        )
        jobs, already = plan_jobs(config, store.finished(run.run_id))
        tasks = {job.task.id: job.task for job in jobs}
        toolsets = {i: config.suite.toolset_for(t) for i, t in tasks.items()}
        summary = BenchSummary(run, store.path, len(jobs) + already, already, 0, 0, 0.0)
        pool: _Pool | None = None
        graders: GraderPool | None = None
        if jobs:
            workers = config.grade_workers
            if workers is None:
                workers = default_workers() if len(jobs) >= GRADE_IN_PROCESSES else 0
            factory = client_factory or default_client_factory(config)
            concurrency = config.concurrency or choose_concurrency(
                config.base_urls, server_slots if client_factory is None else lambda url: None
            )
            pool = _Pool(config, jobs, factory, toolsets, concurrency)
            summary.concurrency = len(pool.threads)
            # Before the progress bar, whose refresh thread would rule out forking a grader.
            graders = _start_graders(config.suite, workers, pool.results)
        progress = progress or Progress(len(jobs))
        try:
            if pool is not None:
                pool.start(grade_in_threads=graders is None)
                _Collector(store, run, pool, graders, summary, progress).drain(len(jobs))
        finally:
            if graders is not None:
                graders.close()
            progress.close()
        summary.unfinished = len(plan_jobs(config, store.finished(run.run_id))[0])
        summary.narrowed = pool.window.narrowed if pool is not None else 0
    summary.elapsed_s = time.perf_counter() - started
    return summary


def _start_graders(
    suite: Suite, workers: int, results: queue.SimpleQueue[tuple[Any, ...]]
) -> GraderPool | None:
    """Grader processes that answer into ``results``; None (grade in threads) when there are
    to be none or they cannot start."""
    if workers <= 0:
        return None
    try:
        return GraderPool(suite, workers, lambda outcomes: results.put(("graded", outcomes)))
    except OSError:  # no interpreter to start: the threads grade
        return None


class _Collector:
    """The main thread's side: rows into the store in batches, replies out to the graders."""

    def __init__(
        self,
        store: ResultStore,
        run: Run,
        pool: _Pool,
        graders: GraderPool | None,
        summary: BenchSummary,
        progress: Progress,
    ) -> None:
        self.run, self.pool, self.graders = run, pool, graders
        self.summary, self.progress = summary, progress
        self.batch: list[ResultRow] = []
        self.writer = BackgroundWriter(store)
        self.last_flush = time.monotonic()
        self.received = 0
        self.pending: dict[int, tuple[ResultRow, _Job, str]] = {}  # sent to a grader
        self.outbox: list[Item] = []
        self.seq = itertools.count()

    def flush(self) -> None:
        self.writer.put(self.batch)
        self.batch = []
        self.last_flush = time.monotonic()

    def take(self, row: ResultRow) -> None:
        self.received += 1
        row.run_id = self.run.run_id
        row.finished = utc_now()
        self.batch.append(row)
        if row.status == "ok":
            self.summary.done += 1
        else:
            self.summary.errors += 1
        if not self.summary.interrupted:  # after Ctrl-C, only saving is left to do
            self.progress.update(self.summary.done, self.summary.errors)
        if (
            len(self.batch) >= self.pool.config.batch_size
            or time.monotonic() - self.last_flush >= FLUSH_SECONDS
        ):
            self.flush()

    def grade_here(self, row: ResultRow, job: _Job, text: str) -> ResultRow:
        return grade_here(row, job, self.pool.toolsets[job.task.id], text)

    def send(self) -> None:
        """The waiting replies to a grader (graded here when every grader is gone)."""
        if self.outbox and self.graders is not None and not self.graders.submit(self.outbox):
            for seq, *_ in self.outbox:
                row, job, text = self.pending.pop(seq)
                self.take(self.grade_here(row, job, text))
        self.outbox = []

    def handle(self, item: tuple[Any, ...]) -> None:
        kind = item[0]
        if kind == "row":
            self.take(item[1])
        elif kind == "reply":
            _, row, job, text = item
            if self.graders is None:
                self.take(self.grade_here(row, job, text))
                return
            seq = next(self.seq)
            self.pending[seq] = (row, job, text)
            self.outbox.append((seq, job.task.id, job.cell.protocol_id, text, row.finish_reason))
            if len(self.outbox) >= GRADE_BATCH:
                self.send()
        else:  # "graded": a grader's answers, None where the grader was lost first
            for seq, outcome in item[1]:
                found = self.pending.pop(seq, None)
                if found is not None:
                    row, job, text = found
                    self.take(
                        self.grade_here(row, job, text)
                        if outcome is None
                        else finish(row, text, outcome)
                    )

    def drain(self, total: int) -> None:
        """Collect rows until all are in or Ctrl-C; a batch is committed at least every second."""
        results = self.pool.results
        try:
            while self.received < total:
                # While replies wait to be sent, gather them for a moment only: each batch sent
                # costs two pipe writes and a thread wake-up whatever its size.
                timeout = GRADE_GATHER_SECONDS if self.outbox else FLUSH_SECONDS
                try:
                    item = results.get(timeout=timeout)
                except queue.Empty:
                    if self.outbox:
                        self.send()
                        continue
                    if self.batch:
                        self.flush()
                    idle = not any(t.is_alive() for t in self.pool.threads) and results.empty()
                    if idle and not self.pending:
                        break
                    continue
                self.handle(item)
        except KeyboardInterrupt:
            self.pool.stop.set()
            self.summary.interrupted = True
            self.graders = None  # what came back is graded here, now
            while True:
                try:
                    self.handle(results.get_nowait())
                except queue.Empty:
                    break
            for row, job, text in list(self.pending.values()):
                self.take(self.grade_here(row, job, text))
            self.pending.clear()
        finally:
            try:
                self.flush()
            finally:
                self.writer.close()  # every batch committed before the store closes
