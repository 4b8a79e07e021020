"""Python functions as tools: signatures give the schema, docstrings the descriptions.

Accepted inputs are a module object, a dotted module name, a ``.py`` path or a sequence of
callables. A ``.py`` path is executed the way an import executes it (top-level code runs), so load
only files you trust. In a module, the functions marked with ``@tool`` are taken when there are any;
otherwise every public function defined in that module (imported ones are left out). The loader
also returns each tool's executor: the function itself, or for a coroutine function a wrapper that
runs it to completion, because the call loop calls executors synchronously.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import hashlib
import importlib
import importlib.util
import inspect
import re
import sys
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar, overload

from toolform.errors import LoaderError
from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
from toolform.loaders.common import universe
from toolform.loaders.docstrings import ParsedDoc, class_docs, parse_docstring
from toolform.loaders.pytypes import (
    TypeReader,
    field_default,
    is_field_info,
    set_default,
)
from toolform.schema import parameters_schema
from toolform.schema_check import check_schema

KIND = "python"
F = TypeVar("F", bound=Callable[..., Any])
_MARK = "__toolform_tool__"
_CONTEXT_PACKAGES = frozenset({"mcp", "fastmcp"})
LOADED_PREFIX = "toolform_loaded_"  # the module name of an executed .py path starts with this
_BAD_KINDS = {
    inspect.Parameter.VAR_POSITIONAL: "*{} (variadic positional arguments)",
    inspect.Parameter.VAR_KEYWORD: "**{} (variadic keyword arguments)",
    inspect.Parameter.POSITIONAL_ONLY: "{} (positional-only)",
}


# --- the decorator -------------------------------------------------------------------------
@overload
def tool(fn: F, /) -> F: ...
@overload
def tool(*, name: str | None = None, description: str | None = None) -> Callable[[F], F]: ...
def tool(fn: Any = None, /, *, name: str | None = None, description: str | None = None) -> Any:
    """Mark a function as a tool, optionally renaming it or replacing its description.

    Usable bare (``@tool``) or with arguments (``@tool(name="forecast")``). The function itself is
    returned unchanged apart from the mark, so it stays an ordinary callable.
    """

    def mark(f: F) -> F:
        setattr(f, _MARK, {"name": name, "description": description})
        return f

    if fn is None:
        return mark
    if not callable(fn):
        raise TypeError("@tool takes keyword arguments only: @tool(name=..., description=...)")
    return mark(fn)


def is_tool(fn: Any) -> bool:
    """Whether ``fn`` carries the ``@tool`` mark."""
    return isinstance(getattr(fn, _MARK, None), dict)


# --- inputs ----------------------------------------------------------------------------------
def import_path(path: str | Path) -> ModuleType:
    """Execute a ``.py`` file as a fresh module, the way ``import`` would run it."""
    file = Path(path)
    if not file.is_file():
        raise LoaderError("no such file", source=str(path), hint="pass a .py path or a module")
    digest = hashlib.sha1(str(file.resolve()).encode()).hexdigest()[:10]
    name = f"{LOADED_PREFIX}{re.sub(r'[^0-9A-Za-z_]', '_', file.stem)}_{digest}"
    spec = importlib.util.spec_from_file_location(name, file)
    if spec is None or spec.loader is None:
        raise LoaderError("cannot be imported as Python", source=str(path))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses and get_type_hints look the module up by name
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as exc:
        sys.modules.pop(name, None)
        if isinstance(exc, SyntaxError) and _same_file(exc.filename, file):
            line = exc.lineno
        else:
            line = _traceback_line(exc, file)
        raise LoaderError(
            f"failed to import: {type(exc).__name__}: {exc}", source=str(path), line=line
        ) from exc
    return module


def _same_file(name: str | None, file: Path) -> bool:
    return name is not None and Path(name).resolve() == file.resolve()


def _traceback_line(exc: BaseException, file: Path) -> int | None:
    """The last line of ``file`` in the traceback: where the import failed in the user's code."""
    tb = exc.__traceback__
    line = None
    while tb is not None:
        if _same_file(tb.tb_frame.f_code.co_filename, file):
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _import_name(name: str) -> ModuleType:
    try:
        return importlib.import_module(name)
    except Exception as exc:
        raise LoaderError(
            f"failed to import module: {type(exc).__name__}: {exc}", source=name
        ) from exc


def module_functions(module: ModuleType, only_decorated: bool | None) -> list[Callable[..., Any]]:
    """The tools of a module, in definition order (see the module docstring for the rule)."""
    defined: list[Callable[..., Any]] = []
    seen: set[int] = set()
    for key, value in vars(module).items():
        if (
            not inspect.isfunction(value)
            or value.__module__ != module.__name__
            or id(value) in seen
        ):
            continue
        if key.startswith("_") and not is_tool(value):
            continue
        seen.add(id(value))
        defined.append(value)
    decorated = [f for f in defined if is_tool(f)]
    if only_decorated is None:
        only_decorated = bool(decorated)
    return decorated if only_decorated else defined


def _callables(
    obj: Any, only_decorated: bool | None
) -> tuple[list[Callable[..., Any]], str | None]:
    if isinstance(obj, (str, Path)):
        text = str(obj)
        if isinstance(obj, Path) or text.endswith(".py") or "/" in text or "\\" in text:
            return module_functions(import_path(obj), only_decorated), text
        obj = _import_name(text)
    if isinstance(obj, ModuleType):
        return module_functions(obj, only_decorated), getattr(obj, "__file__", None) or obj.__name__
    if callable(obj) and not isinstance(obj, type):
        return [obj], None
    if isinstance(obj, Iterable) and not isinstance(obj, (dict, bytes)):
        found = list(obj)
        for i, f in enumerate(found):
            if not callable(f) or isinstance(f, type):
                raise LoaderError(f"item is not a function: {type(f).__name__}", path=f"$[{i}]")
        return found, None
    raise LoaderError(
        f"cannot load Python tools from {type(obj).__name__}",
        hint="pass a module, a dotted module name, a .py path or a list of functions",
    )


def load(
    obj: Any, *, only_decorated: bool | None = None
) -> tuple[ToolUniverse, dict[str, Callable[..., Any]]]:
    """Tools and their executors from a module, module name, ``.py`` path or callables."""
    functions, source = _callables(obj, only_decorated)
    if not functions:
        raise LoaderError(
            "no functions to load as tools",
            source=source,
            hint="define public functions, or mark them with @tool",
        )
    tools = [tool_from_function(f, source) for f in functions]
    paths = [getattr(f, "__qualname__", repr(f)) for f in functions]
    loaded = universe(tools, source, paths)
    for tool, path in zip(tools, paths):  # a constraint such as MultipleOf(0) or pattern="(["
        check_schema(parameters_schema(tool.parameters), path=f"{path}.parameters", source=source)
    executors = {t.name: sync_executor(f) for t, f in zip(tools, functions)}
    return loaded, executors


# --- one function ----------------------------------------------------------------------------
def tool_from_function(fn: Callable[..., Any], source: str | None = None) -> ToolIR:
    """The ``ToolIR`` of one function: its signature, annotations and docstring."""
    meta = getattr(fn, _MARK, None) or {}
    name = meta.get("name") or getattr(fn, "__name__", None)
    if not isinstance(name, str) or not name.isidentifier():
        raise LoaderError(
            f"callable {fn!r} has no usable name", source=source, hint="use @tool(name=...)"
        )
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError) as exc:
        raise LoaderError(f"function {name!r}: no signature ({exc})", source=source) from None
    doc = parse_docstring(inspect.getdoc(fn), sig.parameters.keys())
    namespace = getattr(inspect.unwrap(fn), "__globals__", {})
    code = getattr(inspect.unwrap(fn), "__code__", None)
    line = code.co_firstlineno if code is not None and source is not None else None
    reader = TypeReader(f"function {name!r}", source, class_docs, namespace, line)
    params = TypeIR(type="object")
    for p in sig.parameters.values():
        reader.where = f"function {name!r}, parameter {p.name!r}"
        if _is_mcp_context(p.annotation, reader):
            reader.notes.append(f"{reader.where}: an MCP Context, supplied by the server, left out")
            continue
        if p.kind in _BAD_KINDS:
            raise LoaderError(
                f"function {name!r}: parameter {_BAD_KINDS[p.kind].format(p.name)} "
                "cannot be a tool argument",
                source=source,
                line=line,
                hint="tools take named arguments only",
            )
        params.properties[p.name] = _parameter(p, doc, reader, params)
    tool = ToolIR(
        name=name,
        description=meta.get("description") or doc.description,
        parameters=params,
        returns=_returns(sig, doc, reader, name),
    )
    for extra in doc.params.keys() - params.properties.keys():
        tool.note(f"docstring documents {extra!r}, which is not a parameter of {name}")
    for note in reader.notes:
        tool.note(note)
    return tool


def _parameter(p: inspect.Parameter, doc: ParsedDoc, reader: TypeReader, params: TypeIR) -> TypeIR:
    annotation = p.annotation
    if annotation is inspect.Parameter.empty:
        node = TypeIR()
        reader.notes.append(f"{reader.where}: no annotation, any JSON value is accepted")
    elif p.default is inspect.Parameter.empty:
        node = reader.convert(annotation)  # a required argument needs a type the model can fill
    else:
        try:
            node = reader.convert(annotation)
        except LoaderError as exc:  # the model may leave it to its default
            reader.notes.append(f"{exc.message}; any JSON value is accepted")
            node = TypeIR()
    default = p.default
    if is_field_info(default):
        reader.apply_field_info(node, default)
        default = field_default(default)
    elif default is inspect.Parameter.empty:
        default = MISSING
    if p.name in doc.params and (node.description is None or id(node) in reader.summaries):
        node.description = doc.params[p.name]
    if default is MISSING:
        params.required.append(p.name)
    else:
        set_default(node, default, reader.where, reader.notes)
    return node


def _returns(
    sig: inspect.Signature, doc: ParsedDoc, reader: TypeReader, name: str
) -> TypeIR | None:
    reader.where = f"function {name!r}, return type"
    annotation = sig.return_annotation
    if annotation is inspect.Signature.empty:
        return TypeIR(description=doc.returns) if doc.returns else None
    try:
        annotation = reader.evaluate(annotation)
        node = (
            None if annotation is None or annotation is type(None) else reader.convert(annotation)
        )
    except LoaderError as exc:  # the tool is callable all the same: its result goes untyped
        reader.notes.append(f"{exc.message}; the tool is loaded without a returns schema")
        node = None
    if node is None:
        return TypeIR(description=doc.returns) if doc.returns else None
    if doc.returns and (node.description is None or id(node) in reader.summaries):
        node.description = doc.returns
    return node


def _is_mcp_context(annotation: Any, reader: TypeReader) -> bool:
    """Whether a parameter is the MCP SDK's request ``Context``, which the server injects.

    The SDK (``func_metadata``) leaves such a parameter out of the tool's input schema; so does
    this loader. Recognised by class (any class named ``Context`` in the MRO whose module belongs
    to the ``mcp`` or ``fastmcp`` package), so neither package is a dependency.
    """
    if annotation is inspect.Parameter.empty:
        return False
    try:
        annotation = reader.evaluate(annotation)
    except LoaderError:
        return False
    members = typing.get_args(annotation) if typing.get_origin(annotation) else (annotation,)
    for member in members:
        for cls in getattr(member, "__mro__", ()):
            package = getattr(cls, "__module__", "").split(".")[0]
            if cls.__name__ == "Context" and package in _CONTEXT_PACKAGES:
                return True
    return False


# --- executors -------------------------------------------------------------------------------
def sync_executor(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` itself, or for a coroutine function a wrapper that runs it to completion."""
    if not inspect.iscoroutinefunction(fn):
        return fn

    @functools.wraps(fn)
    def run(*args: Any, **kwargs: Any) -> Any:
        return run_coroutine(fn(*args, **kwargs))

    return run


def run_coroutine(coro: Any) -> Any:
    """Run a coroutine to its result, also when this thread already runs an event loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()
