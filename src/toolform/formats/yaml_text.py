"""YAML written by hand: scalars, flow and block collections, and comments above keys.

The YAML layouts need things a YAML library's dumper does not do (comments above keys, flow
style from a chosen depth, plain scalars wherever they are unambiguous), and every scalar must
still read back as the value written (``yaml.safe_load``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import one_line

_YAML_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_ .,/()'*|=-]*")
_YAML_PLAIN_FLOW = re.compile(r"[A-Za-z_][A-Za-z0-9_ ./'*|=-]*")
# Characters YAML may not carry raw, or reads as line breaks: written as \u escapes.
_YAML_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")
_YAML_NONPRINTABLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\ufeff\ufffe\uffff]"
)
_YAML_WORDS = frozenset({"y", "n", "yes", "no", "on", "off", "true", "false", "null", "nan", "inf"})


def yaml_scalar(value: Any, *, flow: bool = False) -> str:
    """One YAML scalar that ``yaml.safe_load`` reads back as the same value.

    Strings stay plain when that is unambiguous (no YAML 1.1 booleans, no indicators, no
    ``: `` or `` #``); any other string is written as a JSON string, which YAML reads as a
    double-quoted scalar. Numbers, booleans and null are written as JSON writes them.
    """
    if isinstance(value, str):
        pattern = _YAML_PLAIN_FLOW if flow else _YAML_PLAIN
        if (
            pattern.fullmatch(value)
            and not value.endswith(" ")
            and value.lower() not in _YAML_WORDS
            and "  " not in value
        ):
            return value
        return _YAML_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json_literal(value))
    if isinstance(value, float) and value != value:
        return ".nan"
    return json_literal(value)


def yaml_flow(value: Any) -> str:
    """A value as YAML flow style on one line: ``{type: string, enum: [a, b]}``."""
    if isinstance(value, dict):
        if not value:
            return "{}"
        return (
            "{"
            + ", ".join(f"{yaml_scalar(k, flow=True)}: {yaml_flow(v)}" for k, v in value.items())
            + "}"
        )
    if isinstance(value, list):
        return "[" + ", ".join(yaml_flow(v) for v in value) + "]"
    return yaml_scalar(value, flow=True)


# Maps the path of a mapping key (the keys from the root down) to a comment written above it.
Comments = dict[tuple[str, ...], str]


def yaml_block(
    value: Any,
    indent: int = 0,
    *,
    flow_from: int | None = None,
    comments: Comments | None = None,
    step: int = 2,
) -> str:
    """A value as block-style YAML, each level indented by ``step`` spaces.

    ``flow_from`` writes every collection at that nesting depth (or deeper) in flow style on one
    line. ``comments`` puts ``#`` lines above mapping keys (how a layout shows descriptions as
    comments); list items do not add to a key's path.
    """
    ctx = _YamlContext(flow_from, comments or {}, step)
    return "\n".join(ctx.lines(value, indent, 0, ()))


@dataclass(frozen=True)
class _YamlContext:
    flow_from: int | None
    comments: Comments
    step: int

    def lines(self, value: Any, indent: int, depth: int, path: tuple[str, ...]) -> Iterator[str]:
        pad = " " * indent
        inner = indent + self.step
        if isinstance(value, dict) and value:
            for key, sub in value.items():
                here = (*path, str(key))
                note = self.comments.get(here)
                if note:
                    yield f"{pad}# {_yaml_comment(note)}".rstrip()
                head = f"{pad}{yaml_scalar(str(key))}:"
                if _is_block(sub, depth + 1, self.flow_from):
                    yield head
                    child_indent = indent if isinstance(sub, list) else inner
                    yield from self.lines(sub, child_indent, depth + 1, here)
                else:
                    yield f"{head} {_yaml_inline(sub)}"
        elif isinstance(value, list) and value:
            for item in value:
                if _is_block(item, depth + 1, self.flow_from):
                    lines = list(self.lines(item, indent + 2, depth + 1, path))
                    yield f"{pad}- {lines[0][indent + 2 :]}"
                    yield from lines[1:]
                else:
                    yield f"{pad}- {_yaml_inline(item)}"
        else:
            yield pad + _yaml_inline(value)


def _yaml_comment(text: str) -> str:
    """Comment text on one line, with characters YAML may not carry raw written as escapes."""
    return _YAML_NONPRINTABLE.sub(lambda m: f"\\u{ord(m.group()):04x}", one_line(text))


def _yaml_inline(value: Any) -> str:
    """A value on the rest of a block line: a scalar by block rules, a collection in flow style."""
    return yaml_flow(value) if isinstance(value, (dict, list)) else yaml_scalar(value)


def _is_block(value: Any, depth: int, flow_from: int | None) -> bool:
    if not isinstance(value, (dict, list)) or not value:
        return False
    return flow_from is None or depth < flow_from
