"""Grader processes: replies are parsed and scored outside the interpreter that drives HTTP.

A runner thread pool shares one interpreter lock: with 32 requests in flight, parsing and scoring
each reply cost the runner more than sending it, and the harness became the bottleneck. Grading
needs no state beyond the suite, so it goes to child processes (``python -m
toolform.study.graders``) in batches over their stdin and stdout, as length-prefixed pickles; the
child reads the suite once, then answers each batch with one ``Graded`` (or the error it met)
per reply. A plain child process rather than ``multiprocessing``: nothing of the caller's main
module is imported again, and no fork happens in a process that runs threads.

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
from collections.abc import Callable, Sequence
from typing import IO, Any

from toolform.study.graded import Graded, grade_reply
from toolform.study.tasks import Suite

#: One reply to grade: (sequence number, task id, protocol id, reply text).
Item = tuple[int, str, str, str]
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


class _Child:
    """One grader process and the thread that reads its answers."""

    def __init__(self, suite_bytes: bytes, on_outcomes: OnOutcomes) -> None:
        self.on_outcomes = on_outcomes
        self.pending: set[int] = set()
        self.lock = threading.Lock()
        self.alive = True
        self.process = subprocess.Popen(
            [sys.executable, "-m", "toolform.study.graders"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.stdin: IO[bytes] = self.process.stdin
        self.stdout: IO[bytes] = self.process.stdout
        # The suite fills the pipe many times over and the child reads it only once its imports
        # are done (half a second): the reader thread sends it, so the caller need not wait.
        self.writing = threading.Lock()
        self.suite_bytes = suite_bytes
        self.reader = threading.Thread(target=self._answers, name="grader-reader", daemon=True)
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
    hand-over per batch, not per reply), on the reader threads."""

    def __init__(self, suite: Suite, workers: int, on_outcomes: OnOutcomes) -> None:
        suite_bytes = _pickled(suite)  # once for every child
        self.children = [_Child(suite_bytes, on_outcomes) for _ in range(workers)]
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


def _serve(stdin: IO[bytes], stdout: IO[bytes]) -> None:
    suite: Suite = _read(stdin)
    tasks = {task.id: task for task in suite.tasks}
    while True:
        items = _read(stdin)
        if items is None:
            return
        out: list[tuple[int, Outcome]] = []
        for seq, task_id, protocol_id, text in items:
            try:
                task = tasks[task_id]
                outcome: Outcome = grade_reply(task, suite.toolset_for(task), protocol_id, text)
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
        _serve(sys.stdin.buffer, stdout)


if __name__ == "__main__":
    main()
