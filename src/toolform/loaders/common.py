"""What every JSON-shaped loader shares: reading the input and building checked tools."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from toolform.errors import LoaderError
from toolform.ir import ToolIR, ToolUniverse, TypeIR
from toolform.schema import schema_to_type


def looks_like_json_text(text: str) -> bool:
    stripped = text.lstrip()
    return stripped[:1] in ("{", "[")


def read_text_input(obj: Any) -> tuple[str, str | None] | None:
    """If ``obj`` names a file, its text and name; if it is JSON text, the text; else None."""
    if isinstance(obj, Path) or (isinstance(obj, str) and not looks_like_json_text(obj)):
        path = Path(obj)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise LoaderError(
                "no such file", source=str(obj), hint="pass a path, JSON text or a parsed object"
            ) from None
        except IsADirectoryError:
            raise LoaderError("is a directory, not a file", source=str(obj)) from None
        except UnicodeDecodeError as exc:
            raise LoaderError(f"not UTF-8 text ({exc.reason})", source=str(obj)) from None
        except OSError as exc:
            raise LoaderError(f"cannot read: {exc.strerror}", source=str(obj)) from None
        return text, os.fspath(obj)
    if isinstance(obj, str):
        return obj, None
    return None


def parse_json_text(text: str, source: str | None) -> Any:
    if not text.strip():
        raise LoaderError("empty input: no tool definitions", source=source)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoaderError(
            f"malformed JSON: {exc.msg}", source=source, line=exc.lineno, column=exc.colno
        ) from None


def read_json_input(obj: Any) -> tuple[Any, str | None]:
    """The parsed JSON of a path, JSON text or already-parsed object, and the file name if any."""
    got = read_text_input(obj)
    if got is None:
        return obj, None
    text, source = got
    return parse_json_text(text, source), source


def check_name(value: Any, path: str, source: str | None) -> str:
    if value is None:
        raise LoaderError("tool has no name", source=source, path=path)
    if not isinstance(value, str):
        raise LoaderError(
            f"tool name must be a string, got {type(value).__name__}", source=source, path=path
        )
    if not value.strip():
        raise LoaderError("tool name is empty", source=source, path=path)
    return value


def check_description(value: Any, path: str, source: str | None) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise LoaderError("description must be a string", source=source, path=path)
    return value


def parameters_type(schema: Any, path: str, source: str | None) -> TypeIR:
    """Convert a tool's parameter schema, which must describe an object."""
    if schema is None:
        return TypeIR(type="object")
    if not isinstance(schema, dict):
        raise LoaderError(
            f"parameters must be an object schema, got {type(schema).__name__}",
            source=source,
            path=path,
        )
    node = schema_to_type(schema, path=path, source=source)
    if node.type not in ("object", None) or (node.any_of is not None and node.type is None):
        raise LoaderError(
            f"parameters must be an object schema, got type {node.type!r}",
            source=source,
            path=path,
            hint='wrap the arguments in {"type": "object", "properties": {...}}',
        )
    if node.type is None:
        node.type = "object"
    return node


def require_key(item: dict[str, Any], key: str, path: str, source: str | None) -> Any:
    """The value of a key the kind cannot do without (a tool's schema key, say)."""
    if key not in item:
        have = ", ".join(sorted(item)) or "no keys"
        raise LoaderError(f"tool has no {key!r} (it has {have})", source=source, path=path)
    return item[key]


def expect_list(value: Any, path: str, source: str | None, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise LoaderError(f"{what} must be a list", source=source, path=path)
    return value


def expect_object(value: Any, path: str, source: str | None, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise LoaderError(
            f"{what} must be a JSON object, got {type(value).__name__}", source=source, path=path
        )
    return value


def universe(tools: list[ToolIR], source: str | None, paths: list[str]) -> ToolUniverse:
    """Put tools together, refusing duplicate names (the parser could not tell them apart)."""
    seen: dict[str, str] = {}
    for tool, path in zip(tools, paths):
        if tool.name in seen:
            raise LoaderError(
                f"duplicate tool name {tool.name!r} (first at {seen[tool.name]})",
                source=source,
                path=path,
            )
        seen[tool.name] = path
    return ToolUniverse(tools)


def build_universe(items: list[Any], base: str, source: str | None, build: Any) -> ToolUniverse:
    """Build each item with ``build(item, path, source)`` and check the names are unique."""
    paths = [f"{base}[{i}]" for i in range(len(items))]
    tools = [build(item, path, source) for item, path in zip(items, paths)]
    return universe(tools, source, paths)


def split_known(item: dict[str, Any], known: frozenset[str]) -> dict[str, Any]:
    """The keys of ``item`` a loader does not map to IR fields (kept in annotations)."""
    return {k: v for k, v in item.items() if k not in known}
