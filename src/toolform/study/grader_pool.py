"""Grader processes: replies are parsed and scored outside the interpreter that drives HTTP.

A runner thread pool shares one interpreter lock: with 32 requests in flight, parsing and scoring
each reply cost the runner more than sending it, and the harness became the bottleneck. Grading
needs no state beyond the suite, so it goes to child processes in batches over pipes, as
length-prefixed pickles; a child answers each batch with one ``Graded`` (or the error it met)
per reply.

On Linux, when the runner has no thread but the main one, a grader is forked: it starts with
toolform imported and the suite in memory, where a fresh interpreter spends about a quarter of a
second of CPU starting and importing, and a twentieth more reading the suite, before its first
reply. Otherwise (other
threads running, or no fork) it is ``python -m toolform.study.grader_pool``, which reads the suite
from its stdin first. Never ``multiprocessing``: nothing of the caller's main module is imported
again, and no fork happens in a process that runs threads.

When a child cannot start or dies, its unanswered replies come back as ``None`` and the runner
grades them itself, so a broken grader costs speed, never rows.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import IO, Any

from toolform.study.reply_grade import Graded, grade_reply
from toolform.study.tasks import Suite
from toolform.toolset import Toolset

#: One reply to grade: (sequence number, task id, protocol id, reply text, finish reason).
Item = tuple[int, str, str, str, str | None]
#: What comes back for a sequence number: the grading, the error grading raised, or None when
#: the grader was lost before it answered.
Outcome = Graded | str | None
#: Where a batch's outcomes go: called on a reader thread with the (seq, outcome) pairs.
OnOutcomes = Callable[[list[tuple[int, Outcome]]], None]
_HEADER = struct.Struct("!Q")


def default_workers() -> int:
    """One grader per core beyond the one the runner itself uses, at most four."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(4, cores - 1))


def _pickled(value: Any) -> bytes:
    return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)


def _frame(stream: IO[bytes], data: bytes) -> None:
    """One message: its length, then the pickle."""
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _write(stream: IO[bytes], value: Any) -> None:
    _frame(stream, _pickled(value))


def _read(stream: IO[bytes]) -> Any:
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError("grader stream closed")
    (size,) = _HEADER.unpack(header)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("grader stream cut short")
    return pickle.loads(data)


class _Forked:
    """A forked grader's process, with the part of ``subprocess.Popen`` the pool uses."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None

    def kill(self) -> None:
        if self.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.returncode is None:
            pid, status = os.waitpid(self.pid, 0 if deadline is None else os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
            elif deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(f"grader {self.pid}", timeout or 0.0)
            else:
                time.sleep(0.01)
        return self.returncode


def can_fork() -> bool:
    """Whether a grader may be forked: on Linux, from a process with no other thread."""
    return hasattr(os, "fork") and sys.platform == "linux" and threading.active_count() == 1


def _fork(suite: Suite, others: Sequence[int]) -> tuple[_Forked, IO[bytes], IO[bytes]]:
    """A forked grader and the parent's ends of its pipes; ``others`` are the parent's ends of
    earlier graders' pipes, which the child closes (else those graders never see their EOF)."""
    from_parent, to_child = os.pipe()
    from_child, to_parent = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        for fd in (from_parent, to_child, from_child, to_parent):
            os.close(fd)
        raise
    if pid == 0:  # the grader: serve, then leave without running the parent's exit handlers
        code = 0
        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            for fd in (to_child, from_child, *others):
                os.close(fd)
            with (
                os.fdopen(from_parent, "rb") as stdin,
                os.fdopen(to_parent, "wb") as stdout,
                contextlib.suppress(EOFError, BrokenPipeError),
            ):
                _serve(suite, stdin, stdout)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(from_parent)
    os.close(to_parent)
    return _Forked(pid), os.fdopen(to_child, "wb"), os.fdopen(from_child, "rb")


def _spawn() -> tuple[subprocess.Popen[bytes], IO[bytes], IO[bytes]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "toolform.study.grader_pool"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert process.stdin is not None and process.stdout is not None
    return process, process.stdin, process.stdout


class _Child:
    """One grader process and the thread that reads its answers (started by ``start``, once
    every grader of the pool exists: a fork must not see it)."""

    def __init__(
        self,
        started: tuple[_Forked | subprocess.Popen[bytes], IO[bytes], IO[bytes]],
        suite_bytes: bytes,
        on_outcomes: OnOutcomes,
    ) -> None:
        self.process, self.stdin, self.stdout = started
        self.on_outcomes = on_outcomes
        self.pending: set[int] = set()
        self.lock = threading.Lock()
        self.alive = True
        # A spawned child reads the suite first. It fills the pipe many times over and the child
        # reads it only once its imports are done: the reader thread sends it, so the caller
        # need not wait. A forked child has it already (``suite_bytes`` empty).
        self.writing = threading.Lock()
        self.suite_bytes = suite_bytes
        self.reader = threading.Thread(target=self._answers, name="grader-reader", daemon=True)

    def start(self) -> None:
        self.reader.start()

    def send(self, items: Sequence[Item]) -> bool:
        """Hand a batch over; False when the child is gone (the caller grades it instead)."""
        with self.lock:
            if not self.alive:
                return False
            self.pending.update(item[0] for item in items)
        try:
            with self.writing:
                self._send_suite()
                _write(self.stdin, list(items))
        except (OSError, ValueError):  # the child died (a broken pipe), or was closed
            self._lost()
        return True

    def _send_suite(self) -> None:
        """The suite goes first on the pipe, once (called holding ``writing``)."""
        if self.suite_bytes:
            data, self.suite_bytes = self.suite_bytes, b""
            _frame(self.stdin, data)

    def _answers(self) -> None:
        try:
            with self.writing:
                self._send_suite()
            while True:
                outcomes: list[tuple[int, Outcome]] = _read(self.stdout)
                with self.lock:
                    self.pending.difference_update(seq for seq, _ in outcomes)
                self.on_outcomes(outcomes)
        except (EOFError, OSError, ValueError, pickle.UnpicklingError):
            self._lost()

    def _lost(self) -> None:
        """Every reply still unanswered comes back as None, once."""
        with self.lock:
            self.alive = False
            lost, self.pending = self.pending, set()
        if lost:
            self.on_outcomes([(seq, None) for seq in sorted(lost)])

    def close(self) -> None:
        try:
            with self.writing:
                self._send_suite()
                _write(self.stdin, None)
            self.stdin.close()
        except (OSError, ValueError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.reader.join(timeout=5)
        self.stdout.close()


class GraderPool:
    """Grader processes fed round-robin; ``on_outcomes`` gets each answered batch whole (one
    hand-over per batch, not per reply), on the reader threads. ``fork`` None: fork where
    ``can_fork`` allows it."""

    def __init__(
        self, suite: Suite, workers: int, on_outcomes: OnOutcomes, *, fork: bool | None = None
    ) -> None:
        self.forked = can_fork() if fork is None else fork
        suite_bytes = b"" if self.forked else _pickled(suite)  # once for every spawned child
        self.children: list[_Child] = []
        try:
            for _ in range(workers):
                others = [fd for c in self.children for fd in (c.stdin.fileno(), c.stdout.fileno())]
                started = _fork(suite, others) if self.forked else _spawn()
                self.children.append(_Child(started, suite_bytes, on_outcomes))
        except OSError:
            for child in self.children:
                child.start()
            self.close()
            raise
        for child in self.children:
            child.start()
        self._turn = 0

    def submit(self, items: Sequence[Item]) -> bool:
        """Send a batch to the next live child; False when none is left."""
        for _ in range(len(self.children)):
            child = self.children[self._turn % len(self.children)]
            self._turn += 1
            if child.send(items):
                return True
        return False

    def close(self) -> None:
        for child in self.children:
            child.close()


def _serve(suite: Suite, stdin: IO[bytes], stdout: IO[bytes]) -> None:
    tasks = {task.id: task for task in suite.tasks}
    toolsets: dict[str, Toolset] = {}
    while True:
        items = _read(stdin)
        if items is None:
            return
        out: list[tuple[int, Outcome]] = []
        for seq, task_id, protocol_id, text, finish_reason in items:
            try:
                task = tasks[task_id]
                toolset = toolsets.get(task_id)
                if toolset is None:  # the suite's lookup dumps the poison to a key each time
                    toolset = toolsets[task_id] = suite.toolset_for(task)
                outcome: Outcome = grade_reply(task, toolset, protocol_id, text, finish_reason)
            except Exception as exc:  # a bug in one reply's grading must not lose the others
                outcome = f"{type(exc).__name__}: {exc}"
            out.append((seq, outcome))
        _write(stdout, out)


def main() -> None:
    # Ctrl-C reaches the whole process group; the runner decides what stops, not its graders.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    stdout = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # a stray print cannot corrupt the stream
    with contextlib.suppress(EOFError):  # the runner went away
        _serve(_read(sys.stdin.buffer), sys.stdin.buffer, stdout)


if __name__ == "__main__":
    main()
