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
import json
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolform.clients.base import ChatClient
from toolform.errors import ToolformError
from toolform.study.grid import RULES, Cell
from toolform.study.progress import Progress
from toolform.study.scoring import score_reply
from toolform.study.store import ResultRow, ResultStore, Run, utc_now
from toolform.study.tasks import Suite, Task
from toolform.toolset import Toolset

DEFAULT_CONCURRENCY = 16
FLUSH_SECONDS = 1.0


ClientFactory = Callable[[str], ChatClient]


@dataclass
class BenchConfig:
    model: str
    base_urls: Sequence[str]
    suite: Suite
    cells: Sequence[Cell]
    out: Path
    concurrency: int = DEFAULT_CONCURRENCY
    limit: int | None = None
    repeats: int = 1
    max_tokens: int = 1024
    temperature: float = 0.0
    enable_thinking: bool | None = None
    api_key: str | None = None
    max_retries: int = 3
    label: str = ""  # non-empty marks the run synthetic (source "synthetic:<label> ...")
    batch_size: int = 64

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
        )
        return client

    return make


def _error_row(job: _Job, url: str, error: str) -> ResultRow:
    """The row of a job that did not finish (evaluate fills it in when it does)."""
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


def _parse_rules(
    text: str, toolset: Toolset, protocol_id: str, rules: Sequence[str]
) -> dict[str, Any]:
    """The reply graded under each rule; the text is read once for all of them."""
    from toolform.parse import parse_reply_rules

    return parse_reply_rules(text, toolset, protocol_id, rules)


def _graded(reply: Any) -> dict[str, Any]:
    """What a rule decided: the accepted and the rejected calls."""
    return {
        "calls": [c.to_dict() for c in getattr(reply, "calls", None) or ()],
        "rejected": [c.to_dict() for c in getattr(reply, "rejected", None) or ()],
    }


def evaluate(
    job: _Job,
    toolset: Toolset,
    client: ChatClient,
    config: BenchConfig,
    url: str,
    prompts: PromptCache,
) -> ResultRow:
    """Run one cell: render, ask, parse under every rule, score. Failures become error rows."""
    row = _error_row(job, url, "")
    try:
        messages = prompts.messages(toolset, job.cell, job.task.request)
    except (ToolformError, ValueError) as exc:
        row.error = f"render: {type(exc).__name__}: {exc}"
        return row
    try:
        result = client.chat(messages, max_tokens=config.max_tokens, temperature=config.temperature)
    except ToolformError as exc:
        row.error = f"client: {exc}"
        return row
    except OSError as exc:
        row.error = f"client: {type(exc).__name__}: {exc}"
        return row
    text = result.text or ""
    parsed: dict[str, Any] = {}
    scores: dict[str, Any] = {}
    replies = _parse_rules(text, toolset, job.cell.protocol_id, RULES)
    for rule in RULES:
        reply = replies[rule]
        score = score_reply(job.task, reply, text, toolset)
        # The full dict (lenient parses included) once; the other rules differ only in grading.
        parsed[rule] = reply.to_dict() if rule == "main" else _graded(reply)
        scores[rule] = score.to_dict()
        setattr(row, f"correct_{rule}", score.correct)
        if rule == "main":
            row.resisted = score.resisted
    row.status = "ok"
    row.reply = text
    row.parsed = json.dumps(parsed, default=str)
    row.score = json.dumps(scores)
    row.prompt_tokens = getattr(result, "prompt_tokens", None)
    row.completion_tokens = getattr(result, "completion_tokens", None)
    row.latency_s = getattr(result, "latency_s", None)
    return row


class _Pool:
    """Worker threads pulling jobs; each keeps one client per base URL."""

    def __init__(
        self,
        config: BenchConfig,
        jobs: list[_Job],
        factory: ClientFactory,
        toolsets: dict[str, Toolset],
    ) -> None:
        self.config = config
        self.factory = factory
        self.toolsets = toolsets
        self.prompts = PromptCache()
        self.jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        for job in jobs:
            self.jobs.put(job)
        self.results: queue.SimpleQueue[ResultRow] = queue.SimpleQueue()
        self.stop = threading.Event()
        self._turn = itertools.count()
        self.threads = [
            threading.Thread(target=self._work, name=f"bench-{i}", daemon=True)
            for i in range(max(1, min(config.concurrency, len(jobs))))
        ]
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
            try:
                if client is None:
                    client = clients[url] = self.factory(url)
                row = evaluate(
                    job, self.toolsets[job.task.id], client, self.config, url, self.prompts
                )
            except Exception as exc:  # a bug in a cell must not kill the run: record it
                row = _error_row(job, url, f"internal: {type(exc).__name__}: {exc}")
            self.results.put(row)


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
    started = time.perf_counter()
    with ResultStore(config.out) as store:
        run = store.open_run(
            config.model,
            config.suite.name,
            config.suite.version,
            label=config.label,
            settings=config.settings(),
        )
        jobs, already = plan_jobs(config, store.finished(run.run_id))
        tasks = {job.task.id: job.task for job in jobs}
        toolsets = {i: config.suite.toolset_for(t) for i, t in tasks.items()}
        progress = progress or Progress(len(jobs))
        summary = BenchSummary(run, store.path, len(jobs) + already, already, 0, 0, 0.0)
        if jobs:
            _drain(
                store,
                run,
                _Pool(config, jobs, client_factory or default_client_factory(config), toolsets),
                len(jobs),
                summary,
                progress,
            )
        progress.close()
    summary.elapsed_s = time.perf_counter() - started
    return summary


def _take(row: ResultRow, run: Run, batch: list[ResultRow], summary: BenchSummary) -> None:
    row.run_id = run.run_id
    row.finished = utc_now()
    batch.append(row)
    if row.status == "ok":
        summary.done += 1
    else:
        summary.errors += 1


def _drain(
    store: ResultStore, run: Run, pool: _Pool, total: int, summary: BenchSummary, progress: Progress
) -> None:
    """Collect rows from the pool, committing in batches, until all are in or Ctrl-C."""
    batch: list[ResultRow] = []
    last_flush = time.monotonic()
    received = 0

    def flush() -> None:
        nonlocal last_flush
        store.write(batch)
        batch.clear()
        last_flush = time.monotonic()

    try:
        while received < total:
            try:
                row = pool.results.get(timeout=FLUSH_SECONDS)
            except queue.Empty:
                if batch:
                    flush()
                if not any(t.is_alive() for t in pool.threads) and pool.results.empty():
                    break
                continue
            received += 1
            _take(row, run, batch, summary)
            progress.update(summary.done, summary.errors)
            if (
                len(batch) >= pool.config.batch_size
                or time.monotonic() - last_flush >= FLUSH_SECONDS
            ):
                flush()
    except KeyboardInterrupt:
        pool.stop.set()
        summary.interrupted = True
        while True:  # keep whatever already came back
            try:
                row = pool.results.get_nowait()
            except queue.Empty:
                break
            _take(row, run, batch, summary)
    finally:
        flush()
