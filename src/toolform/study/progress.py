"""Progress of a bench run: a rich bar on a terminal when rich is installed, plain lines otherwise.

rich is not a dependency of toolform: the library's core needs no terminal styling, and a bench
run in CI or under ``nohup`` writes to a log, where a line every few seconds reads better than a
redrawn bar. Where rich is importable and stderr is a terminal, the bar shows rate and ETA.
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

PLAIN_EVERY_S = 5.0
BAR_EVERY_S = 0.1  # rich redraws ten times a second: updating it for every row is wasted work


def rate_text(rate: float) -> str:
    """Requests per second, or seconds per request when fewer than one finish a second (a
    local CPU model at four seconds a reply is "4.0 s/req", not "0.2 req/s" rounded to 0.0)."""
    if rate <= 0:
        return "no request finished yet"
    return f"{rate:.1f} req/s" if rate >= 1 else f"{1 / rate:.1f} s/req"


def _eta(seconds: float) -> str:
    seconds = int(max(0, seconds))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


class Progress:
    """``update(done, errors)`` after each row; ``close()`` once at the end."""

    def __init__(self, total: int, stream: TextIO | None = None, *, enabled: bool = True) -> None:
        self.total = total
        self.stream = stream or sys.stderr
        self.enabled = enabled and total > 0
        self.started = time.monotonic()
        self._last = 0.0
        self._done = self._errors = 0
        self._bar: Any = None
        if self.enabled and getattr(self.stream, "isatty", lambda: False)():
            self._bar = _rich_bar(total, self.stream)

    def update(self, done: int, errors: int) -> None:
        self._done, self._errors = done, errors
        if not self.enabled:
            return
        now = time.monotonic()
        every = BAR_EVERY_S if self._bar is not None else PLAIN_EVERY_S
        if now - self._last < every and done + errors != self.total:
            return
        self._last = now
        if self._bar is not None:
            self._show_on_bar()
        else:
            self.stream.write(self.line() + "\n")
            self.stream.flush()

    def _rate(self) -> float:
        return (self._done + self._errors) / max(time.monotonic() - self.started, 1e-9)

    def _rate_text(self) -> str:
        return rate_text(self._rate())

    def line(self) -> str:
        finished = self._done + self._errors
        rate = self._rate()
        eta = (self.total - finished) / rate if rate else 0.0
        pct = 100.0 * finished / self.total if self.total else 100.0
        return (
            f"bench: {finished}/{self.total} ({pct:.0f}%) {self._rate_text()} "
            f"ETA {_eta(eta)} errors {self._errors}"
        )

    def _show_on_bar(self) -> None:
        bar, task = self._bar
        finished = self._done + self._errors
        bar.update(task, completed=finished, errors=self._errors, rate=self._rate_text())

    def close(self) -> None:
        if self._bar is not None:
            self._show_on_bar()  # the counts an update skipped (an interrupted run's last ones)
            self._bar[0].stop()
            self._bar = None


def _rich_bar(total: int, stream: TextIO) -> Any:
    try:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TaskProgressColumn,
            TextColumn,
            TimeRemainingColumn,
        )
        from rich.progress import Progress as RichProgress
    except ImportError:
        return None
    bar = RichProgress(
        TextColumn("bench"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeRemainingColumn(),
        TextColumn("errors {task.fields[errors]}"),
        console=Console(file=stream),
    )
    task = bar.add_task("bench", total=total, errors=0, rate="")
    bar.start()
    return bar, task
