"""``Registry``: the one shape of every table that toolform looks things up in by name.

Formats, protocols, model families, prices and the kinds of tool definitions are each a
``Registry``: entries are registered by name, listed in registration order, and a name that is
not there raises the registry's own ``UnknownIdError`` subclass with close matches. An entry may
be registered lazily, as ``"module:attribute"``: its module is imported when the entry is first
asked for, so that listing names, or using one entry, never loads the modules of the others.
A registry may also be given ``fill``, run once before its first read, to register entries that
live in modules it should not import before they are needed. Filling and the first import of a
lazy entry happen under the registry's lock, so that a second thread waits for a whole table and
never builds an entry twice.

This module sits at the bottom of the layers (next to ``toolform.errors``): every registry above
uses it, so it may import nothing else of toolform.
"""

from __future__ import annotations

import _thread  # its lock, without importing ``threading`` (which toolform.parse does not need)
import importlib
from collections.abc import Callable, Iterator
from typing import Any, Generic, TypeVar

from toolform.errors import UnknownIdError

T = TypeVar("T")


class _Lazy:
    """Where a lazily registered entry lives; ``call`` makes the entry by calling the attribute
    (a class whose instance is the entry)."""

    __slots__ = ("call", "where")

    def __init__(self, where: str, call: bool) -> None:
        module, sep, attribute = where.partition(":")
        if not sep or not module or not attribute:
            raise ValueError(f"a lazy entry is 'module:attribute', got {where!r}")
        self.where = where
        self.call = call

    def load(self) -> Any:
        module, _, attribute = self.where.partition(":")
        value = getattr(importlib.import_module(module), attribute)
        return value() if self.call else value


class Registry(Generic[T]):
    """Entries of one kind by name: ``register``, ``get`` (close matches on a typo), ``names``,
    ``items``, ``in``, ``len`` and iteration over the names, in registration order."""

    def __init__(
        self,
        error: type[UnknownIdError],
        *,
        fill: Callable[[Registry[T]], None] | None = None,
    ) -> None:
        self._error = error
        self._fill = fill
        self._entries: dict[str, T | _Lazy] = {}
        self._ready = fill is None
        self._filling = False
        self._lock = _thread.RLock()  # re-entrant: ``fill`` may read the registry it fills

    # --- writing --------------------------------------------------------------------------
    def register(self, name: str, entry: T) -> T:
        """Add ``entry`` under ``name``; a name registered twice is a programming error."""
        self._claim(name)
        self._entries[name] = entry
        return entry

    def register_lazy(self, name: str, where: str, *, call: bool = False) -> None:
        """Add the entry at ``"module:attribute"``, imported when ``name`` is first asked for
        (``call=True``: the entry is what calling that attribute returns, made once)."""
        self._claim(name)
        self._entries[name] = _Lazy(where, call)

    def _claim(self, name: str) -> None:
        if name in self._entries:
            raise ValueError(f"{self._error.kind} {name!r} is registered twice")

    # --- reading --------------------------------------------------------------------------
    def _table(self) -> dict[str, T | _Lazy]:
        if not self._ready:
            with self._lock:
                if not self._ready and not self._filling and self._fill is not None:
                    self._run_fill(self._fill)
        return self._entries

    def _run_fill(self, fill: Callable[[Registry[T]], None]) -> None:
        before = dict(self._entries)
        self._filling = True
        try:
            fill(self)
        except BaseException:
            self._entries = before  # a later read tries again from the same start
            raise
        finally:
            self._filling = False
        self._ready = True

    def get(self, name: str) -> T:
        """The entry called ``name``, imported on first use when it was registered lazily;
        the registry's ``UnknownIdError`` subclass, with close matches, when there is none."""
        table = self._table()
        try:
            entry = table[name]
        except (KeyError, TypeError):  # TypeError: an unhashable name is not a name either
            raise self.error(str(name)) from None
        if isinstance(entry, _Lazy):
            with self._lock:
                entry = table[name]
                if isinstance(entry, _Lazy):
                    entry = table[name] = entry.load()
        return entry

    __getitem__ = get

    def error(self, name: str, also: list[str] | tuple[str, ...] = ()) -> UnknownIdError:
        """The error for an unknown ``name``, suggesting close matches among the names and
        ``also`` (ids a registry accepts beyond its entries, such as parametrised ones)."""
        return self._error(name, [*self._table(), *also])

    def names(self) -> list[str]:
        """Every name, in registration order; imports no lazy entry."""
        return list(self._table())

    def values(self) -> list[T]:
        """Every entry, in registration order (lazy entries are imported)."""
        return [self.get(name) for name in self._table()]

    def items(self) -> list[tuple[str, T]]:
        return [(name, self.get(name)) for name in self._table()]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self._table()

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __len__(self) -> int:
        return len(self._table())

    def __repr__(self) -> str:
        return f"Registry({self._error.kind}: {', '.join(self._table())})"
