"""Import real tool modules without the frameworks they were written for.

A tool module from an agent framework or an MCP server imports its framework (``smolagents``,
``agents``, ``mcp.server.fastmcp``...) for a decorator and a few types. To read its signatures
without installing every framework, a module that cannot be imported is replaced by a stub: any
name it is asked for is a class (usable as an annotation, which then has no JSON Schema, like any
class from a package that is not installed), and calling a stub with one function returns the
function (so ``@tool`` and ``@mcp.tool()`` leave it as it was). ``mcp.server.fastmcp`` (mcp 1.x)
is served from ``mcp.server.mcpserver`` (its 2.x name) when that exists, so the SDK's own
``Context`` and ``Image`` are the real classes.
"""

from __future__ import annotations

import builtins
import contextlib
import importlib
import json
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from toolform.loaders import python as pyloader

MANIFEST = Path(__file__).parent / "data" / "python_modules.json"
_RENAMED = {"mcp.server.fastmcp": ("mcp.server.mcpserver", {"FastMCP": "MCPServer"})}


class _StubType(type):
    """A stub class answers attribute reads on itself too (``settings.home_dir`` where
    ``settings`` is a missing module's object, used as a default value) and iterates as empty."""

    def __getattr__(cls, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return stub_class(name, cls.__module__)

    def __iter__(cls) -> Iterator[Any]:
        return iter(())

    def __truediv__(cls, other: Any) -> Any:  # ``settings.home / "dir"``
        return cls


class Stub(metaclass=_StubType):
    """Whatever a missing framework names: a type, a decorator, a factory, an instance."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        if _decorates(args, kwargs):
            return args[0]
        return super().__new__(cls)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return args[0] if _decorates(args, kwargs) else Stub()

    def __getattr__(self, name: str) -> Any:
        return stub_class(name, type(self).__module__)

    def __iter__(self) -> Iterator[Any]:
        return iter(())


def _decorates(args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    return len(args) == 1 and not kwargs and callable(args[0]) and not isinstance(args[0], type)


def stub_class(name: str, module: str) -> type:
    return type(name, (Stub,), {"__module__": module})


class StubModule(types.ModuleType):
    """A module that cannot be imported; ``real`` and ``aliases`` serve a renamed one."""

    def __init__(self, name: str, real: types.ModuleType | None = None, aliases: Any = None):
        super().__init__(name)
        self.__path__: list[str] = []
        self._real, self._aliases = real, aliases or {}

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        if self._real is not None:
            with contextlib.suppress(AttributeError):
                return getattr(self._real, self._aliases.get(name, name))
        value = stub_class(name, self.__name__)
        setattr(self, name, value)
        return value


def _stand_in(name: str) -> types.ModuleType:
    for old, (new, aliases) in _RENAMED.items():
        if name == old or name.startswith(old + "."):
            with contextlib.suppress(ImportError):
                return StubModule(name, importlib.import_module(new + name[len(old) :]), aliases)
    return StubModule(name)


@contextlib.contextmanager
def missing_imports_stubbed() -> Iterator[None]:
    """Within the block, an import made by a module the Python loader executes, that fails or
    lacks a name it asks for, gets a stand-in; imports made by libraries are left alone."""
    real_import = builtins.__import__

    def hooked(
        name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0
    ) -> Any:
        mine = str((globals or {}).get("__name__", "")).startswith(pyloader.LOADED_PREFIX)
        try:
            module = real_import(name, globals, locals, fromlist, level)
        except ImportError:
            if level or not mine:
                raise
            return _stand_in(name)
        if mine and fromlist and not all(hasattr(module, n) for n in fromlist if n != "*"):
            return StubModule(name, module)
        return module

    builtins.__import__ = hooked
    try:
        yield
    finally:
        builtins.__import__ = real_import


def manifest() -> list[dict[str, str]]:
    modules: list[dict[str, str]] = json.loads(MANIFEST.read_text(encoding="utf-8"))["modules"]
    return modules


def load_functions(folder: Path) -> tuple[list[tuple[str, Callable[..., Any]]], list[str]]:
    """(module file, function) for every public function of the manifest's modules found in
    ``folder``, and a line per module that is missing or fails to import."""
    found: list[tuple[str, Callable[..., Any]]] = []
    problems: list[str] = []
    for entry in manifest():
        path = folder / entry["file"]
        if not path.exists():
            problems.append(
                f"{entry['file']}: not in {folder} (save {entry['repo']} {entry['path']})"
            )
            continue
        try:
            with missing_imports_stubbed():
                module = pyloader.import_path(path)
        except Exception as exc:
            problems.append(f"{entry['file']}: {exc}")
            continue
        found.extend((entry["file"], fn) for fn in pyloader.module_functions(module, False))
    return found, problems
