"""One writer per results store: an exclusive lock on a file beside it, held while a run writes.

Two runs writing one store would each retry the other's rows and count only their own errors, so
a run could replace good rows with error rows and still report none. The lock is an operating
system lock on ``results.sqlite.lock`` (not on the database file, whose own locks SQLite
manages), so it goes away with the process that held it, even after ``kill -9``; the file itself
stays, empty, and is harmless. Readers (``bench export``) take no lock: WAL mode lets them read
while a run writes.
"""

from __future__ import annotations

from pathlib import Path
from typing import IO

from toolform.errors import StoreBusyError

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]


class StoreLock:
    """The writer lock of the store at ``db_path``; ``acquire`` fails at once when it is held."""

    def __init__(self, db_path: Path) -> None:
        self.path = db_path.with_name(db_path.name + ".lock")
        self._file: IO[bytes] | None = None

    def acquire(self) -> None:
        handle = open(self.path, "a+b")  # noqa: SIM115 - held until release
        try:
            _lock(handle)
        except OSError:
            handle.close()
            raise StoreBusyError(
                "another toolform bench is writing to this store; wait for it to finish or "
                "pass another --out",
                source=str(self.path.with_name(self.path.name.removesuffix(".lock"))),
            ) from None
        self._file = handle

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing the file releases the lock
            self._file = None


def _lock(handle: IO[bytes]) -> None:
    """Take an exclusive lock on ``handle`` without waiting; OSError when another holds it."""
    if fcntl is not None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        return
    import msvcrt  # pragma: no cover - Windows

    handle.seek(0)
    msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # pragma: no cover
