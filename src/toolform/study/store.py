"""The study's results store: one SQLite file per output folder.

One row per (run, format, protocol, task, repeat). A run is one (model, suite version, label):
running ``toolform bench`` again with the same model and suite into the same folder continues that
run, skipping rows already finished and retrying rows that errored. The writer commits every batch,
so a crash or Ctrl-C loses at most the batch in flight. WAL mode lets ``export`` read while a run
is writing; a run holds the store's writer lock (``storelock``), so two runs never write one store.

Text is stored as given: a value SQLite cannot take as UTF-8 text (a reply holding a lone
surrogate, which JSON allows) is stored as its ``surrogatepass`` bytes and read back as the same
string. A store that is damaged or belongs to something else is a ``StudyError``, not a crash.
"""

from __future__ import annotations

import contextlib
import json
import operator
import queue
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from toolform.errors import StudyError
from toolform.published import SYNTHETIC_PREFIX
from toolform.study.storelock import StoreLock

DB_NAME = "results.sqlite"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    suite TEXT NOT NULL,
    suite_version TEXT NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    started TEXT NOT NULL,
    updated TEXT NOT NULL,
    settings TEXT NOT NULL DEFAULT '{}',
    UNIQUE (model, suite, suite_version, label)
);
CREATE TABLE IF NOT EXISTS results (
    run_id TEXT NOT NULL REFERENCES runs(run_id),
    format_id TEXT NOT NULL,
    protocol_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    repeat INTEGER NOT NULL,
    default_protocol INTEGER NOT NULL,
    tier INTEGER NOT NULL,
    category TEXT NOT NULL,
    status TEXT NOT NULL,
    error TEXT,
    reply TEXT,
    parsed TEXT,
    score TEXT,
    correct_main INTEGER,
    correct_symmetric INTEGER,
    correct_as_written INTEGER,
    resisted INTEGER,
    prompt_tokens INTEGER,
    completion_tokens INTEGER,
    latency_s REAL,
    base_url TEXT,
    finish_reason TEXT,
    finished TEXT NOT NULL,
    PRIMARY KEY (run_id, format_id, protocol_id, task_id, repeat)
);
"""


_STAMP = [(-1, "")]  # the last second formatted, and its text


def utc_now() -> str:
    """The time to the second, as every row's ``finished`` records it.

    Formatting a date is slow next to everything else a stored row costs, and thousands of rows
    finish within one second, so each second is formatted once.
    """
    second = int(time.time())
    last, text = _STAMP[0]
    if second != last:
        text = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(second))
        _STAMP[0] = (second, text)
    return text


@dataclass
class Run:
    run_id: str
    model: str
    suite: str
    suite_version: str
    label: str
    started: str
    updated: str
    #: What the run was asked with (token limit, temperature, endpoints...), as stored.
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def synthetic(self) -> bool:
        return bool(self.label)

    @property
    def source(self) -> str:
        """What every number from this run cites: the run, model, suite version and date."""
        text = (
            f"run:{self.run_id} model={self.model} suite={self.suite}@{self.suite_version}"
            f" date={self.started[:10]}"
        )
        return f"{SYNTHETIC_PREFIX}{self.label} {text}" if self.label else text


@dataclass
class ResultRow:
    """One finished (or failed) cell of the grid."""

    run_id: str
    format_id: str
    protocol_id: str
    task_id: str
    repeat: int
    default_protocol: bool
    tier: int
    category: str
    status: str  # "ok" or "error"
    error: str | None = None
    reply: str | None = None
    parsed: str | None = None  # JSON: ParsedReply.to_dict() per rule
    score: str | None = None  # JSON: Score.to_dict() per rule
    correct_main: bool | None = None
    correct_symmetric: bool | None = None
    correct_as_written: bool | None = None
    resisted: bool | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    latency_s: float | None = None
    base_url: str | None = None
    #: The endpoint's finish reason ("stop", "length", ...); None where it sent none.
    finish_reason: str | None = None
    finished: str = ""


_COLUMNS = [f.name for f in fields(ResultRow)]
_RUN_COLUMNS = ["run_id", "model", "suite", "suite_version", "label", "started", "updated"]
_TABLES = {"runs": [*_RUN_COLUMNS, "settings"], "results": _COLUMNS}
#: Columns added after stores were first written: an older store gets them (empty) on open.
_ADDED = {"results": {"finish_reason": "TEXT"}}
_BOOLEAN = (
    "default_protocol",
    "correct_main",
    "correct_symmetric",
    "correct_as_written",
    "resisted",
)


def _storable(value: Any) -> Any:
    """``value`` as SQLite takes it: text that is not valid UTF-8 as its surrogatepass bytes."""
    if isinstance(value, str) and not value.isascii():  # isascii is a flag look-up, no copy
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return value.encode("utf-8", "surrogatepass")
    return value


def _read_back(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """A stored row's values, bytes turned back into the text they stand for (no column holds
    bytes of its own)."""
    if not any(type(v) is bytes for v in values):
        return values
    return tuple(v.decode("utf-8", "surrogatepass") if isinstance(v, bytes) else v for v in values)


_values = operator.attrgetter(*_COLUMNS)  # a row's column values, as one tuple
_INSERT = (
    f"INSERT OR REPLACE INTO results ({', '.join(_COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in _COLUMNS)})"
)


def _check_identity(
    run_id: str,
    stored: dict[str, Any],
    settings: dict[str, Any],
    identity: Sequence[str],
    path: Path,
) -> None:
    differ = [
        f"{name}={stored[name]!r} there, {settings.get(name)!r} now"
        for name in identity
        if name in stored and stored[name] != settings.get(name)
    ]
    if differ:
        raise StudyError(
            f"run {run_id} of this model and suite was asked with other settings "
            f"({'; '.join(differ)}): use another --out, or the same settings to resume it",
            source=str(path),
        )


class ResultStore:
    """Open (creating if needed) ``results.sqlite`` in ``folder``, or the file itself.

    ``exclusive`` takes the store's writer lock first (``StoreBusyError`` when another run
    holds it); a run opens its store so, readers do not."""

    def __init__(self, path: str | Path, *, create: bool = True, exclusive: bool = False) -> None:
        path = Path(path)
        if path.is_dir() or (create and not path.suffix):
            path = path / DB_NAME
        if not create and not path.exists():
            raise StudyError("no results store here", source=str(path))
        if not create and not path.is_file():
            raise StudyError("not a file: no results store here", source=str(path))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StudyError(
                f"cannot create the store's folder: {exc.strerror or exc}", source=str(path)
            ) from None
        self.path = path
        self._lock = StoreLock(path) if exclusive else None
        try:
            if self._lock is not None:
                self._lock.acquire()
        except OSError as exc:
            raise StudyError(
                f"cannot lock the store: {exc.strerror or exc}", source=str(path)
            ) from None
        try:
            # One thread at a time, but not always the opener's: see BackgroundWriter.
            self._db = sqlite3.connect(str(path), check_same_thread=False)
        except sqlite3.Error as exc:
            self._release()
            raise StudyError(f"cannot open the store: {exc}", source=str(path)) from None
        try:
            self._open(create)
        except BaseException:
            self.close()
            raise

    def _open(self, create: bool) -> None:
        with self._guard("not a results store, or a damaged one"):
            tables = {
                name
                for (name,) in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            if tables and not set(_TABLES) <= tables:
                raise StudyError(
                    "not a toolform results store: it holds other tables "
                    f"({', '.join(sorted(tables)[:5])})",
                    source=str(self.path),
                )
            if not tables and not create:
                raise StudyError("an empty database, not a results store", source=str(self.path))
            for table, columns in _TABLES.items() if tables else ():
                found = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
                added = _ADDED.get(table, {})
                missing = [c for c in columns if c not in found and c not in added]
                if missing:
                    raise StudyError(
                        f"not a toolform results store: table {table} has no column "
                        f"{', '.join(missing[:5])}",
                        source=str(self.path),
                    )
            # Only now, on a store of ours: the journal mode is written into the file.
            for table, added in _ADDED.items() if tables else ():
                found = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
                for column, kind in added.items():
                    if column not in found:
                        self._db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)

    @contextlib.contextmanager
    def _guard(self, failure: str = "the results store cannot be used") -> Iterator[None]:
        """SQLite's errors as a StudyError naming the store (a damaged page, a full disk)."""
        try:
            yield
        except sqlite3.Error as exc:
            raise StudyError(f"{failure}: {exc}", source=str(self.path)) from None

    def _release(self) -> None:
        if self._lock is not None:
            self._lock.release()

    def close(self) -> None:
        try:
            self._db.close()
        finally:
            self._release()

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- runs ------------------------------------------------------------------------------
    def open_run(
        self,
        model: str,
        suite: str,
        suite_version: str,
        *,
        label: str = "",
        settings: dict[str, Any] | None = None,
        identity: Sequence[str] = (),
    ) -> Run:
        """The run for this model, suite version and label: the existing one, or a new one.

        ``identity`` names the ``settings`` that change replies (the token limit, the
        temperature...): resuming a run under other values of them would mix two experiments
        in one row of the table, so it is refused, naming each difference."""
        now = utc_now()
        settings = settings or {}
        key = tuple(_storable(v) for v in (model, suite, suite_version, label))
        with self._guard():
            row = self._db.execute(
                "SELECT run_id, settings FROM runs"
                " WHERE model=? AND suite=? AND suite_version=? AND label=?",
                key,
            ).fetchone()
            if row is not None:
                _check_identity(row[0], json.loads(row[1] or "{}"), settings, identity, self.path)
            if row is None:
                run_id = f"{now[:10].replace('-', '')}-{uuid.uuid4().hex[:8]}"
                self._db.execute(
                    "INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (run_id, *key, now, now, json.dumps(settings)),
                )
            else:
                run_id = row[0]
                self._db.execute(
                    "UPDATE runs SET updated=?, settings=? WHERE run_id=?",
                    (now, json.dumps(settings), run_id),
                )
            self._db.commit()
        return self.run(run_id)

    def run(self, run_id: str) -> Run:
        with self._guard():
            row = self._db.execute(
                f"SELECT {', '.join(_RUN_COLUMNS)}, settings FROM runs WHERE run_id=?", (run_id,)
            ).fetchone()
        if row is None:
            raise StudyError(f"no run {run_id!r}", source=str(self.path))
        *columns, settings = _read_back(row)
        return Run(**dict(zip(_RUN_COLUMNS, columns)), settings=json.loads(settings or "{}"))

    def runs(self) -> list[Run]:
        with self._guard():
            ids = [
                r[0] for r in self._db.execute("SELECT run_id FROM runs ORDER BY started, run_id")
            ]
        return [self.run(i) for i in ids]

    # --- results ---------------------------------------------------------------------------
    def finished(self, run_id: str) -> set[tuple[str, str, str, int]]:
        """Keys (format, protocol, task, repeat) already done: resume skips them."""
        with self._guard():
            cur = self._db.execute(
                "SELECT format_id, protocol_id, task_id, repeat FROM results"
                " WHERE run_id=? AND status='ok'",
                (run_id,),
            )
            return {(f, p, t, int(r)) for f, p, t, r in map(_read_back, cur)}

    def write(self, rows: Iterable[ResultRow]) -> int:
        """Insert or replace ``rows`` and commit them together."""
        batch = [_values(r) for r in rows]
        if batch:
            with self._guard():
                try:
                    with self._db:
                        self._db.executemany(_INSERT, batch)
                except UnicodeEncodeError:  # rolled back: again, with odd text as bytes
                    with self._db:
                        self._db.executemany(
                            _INSERT, [tuple(map(_storable, values)) for values in batch]
                        )
        return len(batch)

    def rows(self, run_id: str | None = None) -> Iterator[ResultRow]:
        sql = f"SELECT {', '.join(_COLUMNS)} FROM results"
        args: tuple[Any, ...] = ()
        if run_id is not None:
            sql += " WHERE run_id=?"
            args = (run_id,)
        with self._guard():
            for values in self._db.execute(sql + " ORDER BY format_id, protocol_id, task_id", args):
                row = ResultRow(*_read_back(values))
                for name in _BOOLEAN:
                    value = getattr(row, name)
                    if value is not None:
                        setattr(row, name, bool(value))
                yield row

    def count(self, run_id: str, status: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM results WHERE run_id=?"
        args: tuple[Any, ...] = (run_id,)
        if status is not None:
            sql += " AND status=?"
            args += (status,)
        with self._guard():
            return int(self._db.execute(sql, args).fetchone()[0])


class BackgroundWriter:
    """Commits batches of rows on a thread of its own, in the order they were handed over.

    SQLite gives up the interpreter lock for each row it inserts and must win it back from
    dozens of busy HTTP threads every time, so a batch written on the thread that collects the
    replies held that thread (and the graders waiting on it) for milliseconds. Each batch is
    still one commit; ``close`` returns once every batch handed over is committed, and a write
    that failed is raised by the next ``put`` or by ``close``.
    """

    def __init__(self, store: ResultStore) -> None:
        self.store = store
        self.error: BaseException | None = None
        self._batches: queue.SimpleQueue[list[ResultRow] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="results-writer", daemon=True)
        self._thread.start()

    def put(self, rows: list[ResultRow]) -> None:
        self._raise()
        if rows:
            self._batches.put(rows)

    def close(self) -> None:
        self._batches.put(None)
        self._thread.join()
        self._raise()

    def _raise(self) -> None:
        if self.error is not None:
            error, self.error = self.error, None
            raise error

    def _run(self) -> None:
        while (rows := self._batches.get()) is not None:
            if self.error is None:  # after a failure, nothing more is written
                try:
                    self.store.write(rows)
                except BaseException as exc:  # handed to the collecting thread
                    self.error = exc
