"""What every JSON-shaped loader shares: reading the input and building checked tools."""

from __future__ import annotations

import copy
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from toolform.errors import LoaderError
from toolform.ir import ToolIR, ToolUniverse, TypeIR
from toolform.schema import schema_to_type
from toolform.textfile import parse_json, read_text_file


def looks_like_json_text(text: str) -> bool:
    stripped = text.lstrip()
    return stripped[:1] in ("{", "[")


def read_text_input(obj: Any) -> tuple[str, str | None] | None:
    """If ``obj`` names a file, its text and name; if it is JSON text, the text; else None."""
    if isinstance(obj, Path) or (isinstance(obj, str) and not looks_like_json_text(obj)):
        text = read_text_file(
            obj, LoaderError, missing_hint="pass a path, JSON text or a parsed object"
        )
        return text, os.fspath(obj)
    if isinstance(obj, str):
        return obj, None
    return None


def parse_json_text(text: str, source: str | None) -> Any:
    if not text.strip():
        raise LoaderError("empty input: no tool definitions", source=source)
    return parse_json(text, LoaderError, source)


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


def build_tool(
    item: dict[str, Any],
    path: str,
    source: str | None,
    params: Any,
    params_path: str,
    *,
    vendor: str | None = None,
    known: frozenset[str] = frozenset(),
    notes: Iterable[str] = (),
) -> ToolIR:
    """A checked tool from an item's name, description and parameter schema.

    Keys outside ``known`` are kept under ``annotations[vendor]`` so that exporting to the same
    kind writes them back; ``notes`` are the loader's normalisations, recorded on the tool.
    """
    tool = ToolIR(
        name=check_name(item.get("name"), f"{path}.name", source),
        description=check_description(item.get("description"), f"{path}.description", source),
        parameters=parameters_type(params, params_path, source),
    )
    if vendor is not None:
        rest = split_known(item, known)
        if rest:
            tool.annotations[vendor] = copy.deepcopy(rest)
    for note in notes:
        tool.note(note)
    return tool


def rewrite_nodes(
    schema: Any, path: str, fix: Callable[[dict[str, Any], str], dict[str, Any]]
) -> Any:
    """A copy of ``schema`` with ``fix(node, path)`` applied to every object in it, children first
    (the BFCL and Gemini loaders rename their type vocabularies to JSON Schema with it)."""
    if isinstance(schema, list):
        return [rewrite_nodes(v, f"{path}[{i}]", fix) for i, v in enumerate(schema)]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        child = f"{path}.{key}"
        if key == "properties" and isinstance(value, dict):
            out[key] = {k: rewrite_nodes(v, f"{child}.{k}", fix) for k, v in value.items()}
        else:
            out[key] = rewrite_nodes(value, child, fix)
    return fix(out, path)


Items = tuple[list[Any], str] | str  # the tool items and their JSON path, or why there are none


class JsonKind:
    """One JSON-shaped kind: how to find its tool items in the data and how to build each tool.

    ``items(data)`` returns the items and their base path, or a reason the data is not of this
    kind; ``explain(data)`` returns None when the data looks like this kind (used by detection).
    """

    def __init__(
        self,
        label: str,
        items: Callable[[Any], Items],
        build: Callable[[Any, str, str | None], ToolIR],
        explain: Callable[[Any], str | None],
    ) -> None:
        self.label = label
        self._items = items
        self._build = build
        self.explain_mismatch = explain

    def from_data(self, data: Any, source: str | None = None) -> ToolUniverse:
        got = self._items(data)
        if isinstance(got, str):
            raise LoaderError(f"not {self.label}: {got}", source=source, path="$")
        items, base = got
        return build_universe(items, base, source, self._build)

    def load(self, obj: Any) -> ToolUniverse:
        """Load this kind from a path, JSON text or parsed object."""
        data, source = read_json_input(obj)
        return self.from_data(data, source)


def items_match(ok: Callable[[Any], bool], mismatch: str) -> Callable[[Items], str | None]:
    """A mismatch check: the items were found, there is at least one, and ``ok`` holds for every
    one of them; else why not (the finder's reason, or ``mismatch``)."""

    def check(got: Items) -> str | None:
        if isinstance(got, str):
            return got
        items, _ = got
        if not items:
            return "no tools in the list"
        if not all(ok(i) for i in items):
            return mismatch
        return None

    return check


def items_have(key: str, what: str) -> Callable[[Items], str | None]:
    """A mismatch check: every item is an object carrying ``key``."""
    return items_match(lambda i: isinstance(i, dict) and key in i, f"items have no {what}")


# Read here, below both: detect picks the TypeScript loader by it and the loader checks its input.
TYPESCRIPT_SUFFIXES = (".ts", ".mts", ".cts")


def is_typescript_path(obj: Any) -> bool:
    """A path (``Path``, or a one-line string) that names a TypeScript file."""
    if isinstance(obj, Path):
        return obj.name.endswith(TYPESCRIPT_SUFFIXES)
    return isinstance(obj, str) and "\n" not in obj and obj.strip().endswith(TYPESCRIPT_SUFFIXES)
