"""Deterministic example values drawn from a schema, for example calls in prompts and tests.

An example the model reads must be one it could copy: a value that breaks its own schema would
teach the wrong call. So every candidate (the schema's own example, its default, its const, the
first enum member, then a value built from the type, bounds, length, pattern and format) is
checked against the node's JSON Schema by the validator that grades calls (jsonschema-rs, with
``format`` asserted, see ``schema_check``), and the first one that validates wins.
"""

from __future__ import annotations

import importlib
import math
import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from toolform.ir import MISSING, ToolIR, TypeIR
from toolform.schema import parameters_schema, type_to_schema
from toolform.schema_check import compile_validator

# The regex parser moved to ``re._parser`` in 3.11 (``sre_parse`` still imports, with a warning).
try:
    sre_parse: Any = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - Python 3.10
    sre_parse = importlib.import_module("sre_parse")

# Strings a reader recognises for each common ``format``.
FORMAT_EXAMPLES: dict[str, str] = {
    "date": "2025-01-15",
    "date-time": "2025-01-15T09:30:00Z",
    "time": "09:30:00",
    "email": "user@example.com",
    "uri": "https://example.com",
    "url": "https://example.com",
    "uuid": "123e4567-e89b-12d3-a456-426614174000",
    "ipv4": "192.0.2.1",
    "ipv6": "2001:db8::1",
    "hostname": "example.com",
    "duration": "PT1H",
}


def _valid(value: Any, schema: dict[str, Any]) -> bool:
    # jsonschema-rs is loaded when an example is first checked, not with the format registry.
    import jsonschema_rs

    try:
        return compile_validator(schema).is_valid(value)
    except (ValueError, jsonschema_rs.ReferencingError):  # a schema that does not compile
        return False  # (a bad pattern, say) validates nothing


def example_value(node: TypeIR) -> Any:
    """A value for this node that validates against it when the schema can be satisfied."""
    return find_example(node)[0]


def find_example(node: TypeIR) -> tuple[Any, bool]:
    """``(value, True)`` with the first candidate that validates; ``(best guess, False)`` if none."""
    schema = type_to_schema(node)
    first: Any = MISSING
    for candidate in _candidates(node):
        if first is MISSING:
            first = candidate
        if _valid(candidate, schema):
            return candidate, True
    return (None if first is MISSING else first), False


def example_arguments(tool: ToolIR, *, include_optional: bool = False) -> dict[str, Any]:
    """Arguments for one call of ``tool``: every required parameter (and optional ones if asked).

    The result validates against the tool's parameter schema whenever that schema can be
    satisfied at all; :func:`find_arguments` says which.
    """
    return find_arguments(tool, include_optional=include_optional)[0]


def find_arguments(tool: ToolIR, *, include_optional: bool = False) -> tuple[dict[str, Any], bool]:
    params = tool.parameters
    args = _object_value(params, include_optional=include_optional)
    return args, _valid(args, parameters_schema(params))


def _candidates(node: TypeIR) -> Iterator[Any]:
    if node.examples:
        yield from node.examples
    if node.extra.get("example", MISSING) is not MISSING:
        yield node.extra["example"]
    if node.default is not MISSING:
        yield node.default
    if node.const is not MISSING:
        yield node.const
    if node.enum:
        yield from node.enum
    if node.any_of:
        for member in node.any_of:
            yield from _candidates(member)
    if node.all_of:
        for member in node.all_of:
            yield from _candidates(member)
    yield from _built(node)
    if node.nullable:
        yield None


def _built(node: TypeIR) -> Iterator[Any]:
    kind = node.type
    c = node.constraints
    if kind == "string" or (kind is None and ("pattern" in c or "format" in c)):
        yield from _strings(node)
    elif kind in ("integer", "number"):
        yield from _numbers(node)
    elif kind == "boolean":
        yield True
        yield False
    elif kind == "array":
        yield from _arrays(node)
    elif kind == "object" or node.properties:
        yield _object_value(node, include_optional=False)
        yield _object_value(node, include_optional=True)
    elif kind == "null":
        yield None
    elif kind is None and not node.any_of and not node.all_of:
        yield "value"


def _strings(node: TypeIR) -> Iterator[str]:
    c = node.constraints
    low = int(c.get("minLength", 0))
    high = c.get("maxLength")
    bases = []
    if "format" in c and c["format"] in FORMAT_EXAMPLES:
        bases.append(FORMAT_EXAMPLES[c["format"]])
    if "pattern" in c:
        sample = pattern_example(str(c["pattern"]))
        if sample is not None:
            bases.append(sample)
    bases.append("example")
    for base in bases:
        text = base
        if len(text) < low:
            text = text + "x" * (low - len(text))
        if high is not None and len(text) > int(high):
            text = text[: int(high)]
        yield text


def _numbers(node: TypeIR) -> Iterator[int | float]:
    c = node.constraints
    low, high = c.get("minimum"), c.get("maximum")
    if low is not None and high is not None:
        points = [low + (high - low) / 2, low, high]
    elif low is not None:
        points = [max(low, 1), low, low + 1]
    elif high is not None:
        points = [min(1, high), high, high - 1]
    else:
        points = [1, 0]
    step = c.get("multipleOf")
    if step:
        points = [math.ceil(p / step) * step for p in points] + points
    for point in points:
        if node.type == "integer" or float(point).is_integer():
            yield math.floor(point)
            yield math.ceil(point)
        else:
            yield point
    yield 1.5


def _arrays(node: TypeIR) -> Iterator[list[Any]]:
    c = node.constraints
    if node.prefix_items:
        yield [example_value(m) for m in node.prefix_items]
    count = max(int(c.get("minItems", 1)), 1)
    if c.get("maxItems") is not None:
        count = min(count, int(c["maxItems"]))
    if node.items is None:
        yield ["value"] * count
        yield []
        return
    item = example_value(node.items)
    yield [_vary(item, i, node.items) for i in range(count)]
    yield []


def _vary(value: Any, index: int, node: TypeIR) -> Any:
    """The ``index``-th member of an array, distinct from the others where that is easy."""
    if index == 0:
        return value
    if node.enum and index < len(node.enum):
        return node.enum[index]
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and node.type == "integer":
        return value + index if "maximum" not in node.constraints else value
    if isinstance(value, str) and "pattern" not in node.constraints and not node.enum:
        return f"{value}{index + 1}"
    return value


def _object_value(node: TypeIR, *, include_optional: bool) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, prop in node.properties.items():
        if name in node.required or include_optional:
            out[name] = example_value(prop)
    for name in node.required:
        if name not in out:
            extra = node.additional_properties
            out[name] = example_value(extra) if isinstance(extra, TypeIR) else "value"
    want = int(node.constraints.get("minProperties", 0))
    extra = node.additional_properties
    i = 1
    while len(out) < want and extra is not False:
        out[f"key{i}"] = example_value(extra) if isinstance(extra, TypeIR) else "value"
        i += 1
    return out


@lru_cache(maxsize=256)
def pattern_example(pattern: str) -> str | None:
    """A short string matching ``pattern`` (the common regex subset), or None."""
    try:
        parsed = sre_parse.parse(pattern)
        text = _emit(parsed)
    except Exception:
        return None
    return text if re.search(pattern, text) else None


def _emit(items: Any) -> str:
    out: list[str] = []
    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            out.append(chr(arg))
        elif name == "ANY":
            out.append("a")
        elif name == "IN":
            out.append(_first_in(arg))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, _high, sub = arg
            out.append(_emit(sub) * max(int(low), 0))
        elif name == "SUBPATTERN":
            out.append(_emit(arg[-1]))
        elif name == "BRANCH":
            out.append(_emit(arg[1][0]))
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        elif name == "CATEGORY":
            out.append(_category(str(arg)))
        else:
            raise ValueError(name)
    return "".join(out)


def _first_in(arg: Any) -> str:
    for op, value in arg:
        name = str(op)
        if name == "NEGATE":
            return "x" if len(arg) > 1 and str(arg[1][0]) == "LITERAL" and arg[1][1] != 120 else "#"
        if name == "LITERAL":
            return chr(value)
        if name == "RANGE":
            return chr(value[0])
        if name == "CATEGORY":
            return _category(str(value))
    raise ValueError("empty set")


def _category(name: str) -> str:
    if "NOT" in name:
        return "#" if "DIGIT" in name or "WORD" in name else "a"
    if "DIGIT" in name:
        return "0"
    if "SPACE" in name:
        return " "
    return "a"
