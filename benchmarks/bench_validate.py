"""Argument validation: the old jsonschema + fastjsonschema path against jsonschema-rs.

Prints valid and invalid calls per second for each validator on two tool schemas (a small
weather tool and a nested one), the ratio of the two measured in the same run, the error messages
each gives for the same invalid calls, and what a hostile ``pattern`` costs each of them.

The old path (toolform before jsonschema-rs): a draft-7 schema compiled by fastjsonschema
answers valid calls; on a failure, jsonschema's Draft 2020-12 validator gives the messages. The
new path (``toolform.validate``): one jsonschema-rs validator does both.
Run: python benchmarks/bench_validate.py   (needs ``pip install -e .[bench]`` for fastjsonschema)
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

import fastjsonschema
import jsonschema
import jsonschema_rs

from toolform.sdk import Toolset
from toolform.validate import validate_arguments

REPEATS = 5
CALLS = 2000

WEATHER = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "minLength": 1},
        "days": {"type": "integer", "minimum": 1, "maximum": 16},
        "units": {"type": "string", "enum": ["metric", "imperial"]},
    },
    "required": ["city"],
    "additionalProperties": False,
}
NESTED = {
    "type": "object",
    "properties": {
        "query": {"type": "string", "pattern": "^[a-z ]+$"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 100},
        "filters": {
            "type": "object",
            "properties": {
                "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 5},
                "since": {"type": "string"},
                "owner": {
                    "type": "object",
                    "properties": {"name": {"type": "string"}, "email": {"type": "string"}},
                    "required": ["email"],
                },
            },
        },
    },
    "required": ["query"],
}
CASES: dict[str, tuple[dict[str, Any], dict[str, Any], dict[str, Any]]] = {
    "weather": (WEATHER, {"city": "Denver", "days": 5}, {"city": "", "days": "5", "x": 1}),
    "nested": (
        NESTED,
        {"query": "red shoes", "limit": 10, "filters": {"tags": ["a"], "owner": {"email": "e"}}},
        {"query": "Red!", "limit": 0, "filters": {"tags": [1], "owner": {"name": "n"}}},
    ),
}


def old_validator(schema: dict[str, Any]) -> Callable[[Any], list[tuple[str, str]]]:
    fast = fastjsonschema.compile(schema, use_default=False, use_formats=False)
    slow = jsonschema.Draft202012Validator(schema)

    def check(value: Any) -> list[tuple[str, str]]:
        try:
            fast(value)
            return []
        except fastjsonschema.JsonSchemaException:
            errors = slow.iter_errors(value)
            return [("/".join(map(str, e.absolute_path)), e.message) for e in errors]

    return check


def new_validator(schema: dict[str, Any]) -> Callable[[Any], list[tuple[str, str]]]:
    validator = jsonschema_rs.validator_for(schema)

    def check(value: Any) -> list[tuple[str, str]]:
        if validator.is_valid(value):
            return []
        return [
            ("/".join(map(str, e.instance_path)), e.message) for e in validator.iter_errors(value)
        ]

    return check


def toolform_validator(schema: dict[str, Any]) -> Callable[[Any], list[tuple[str, str]]]:
    """What toolform does now, with its wrapper (the cache lookup, the JSON path)."""
    tool = Toolset.from_openai([{"name": "t", "parameters": schema}]).tools[0]
    return lambda value: [(e.path, e.message) for e in validate_arguments(tool, value)]


def rate(check: Callable[[Any], Any], value: Any) -> float:
    """Calls per second, the median of ``REPEATS`` rounds of ``CALLS`` calls."""
    rounds = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for _ in range(CALLS):
            check(value)
        rounds.append(CALLS / (time.perf_counter() - start))
    return statistics.median(rounds)


def hostile(build: Callable[[dict[str, Any]], Callable[[Any], Any]], length: int) -> float:
    """Seconds one check of ``"a" * length + "!"`` takes against ``^(a+)+$``."""
    check = build({"type": "object", "properties": {"s": {"type": "string", "pattern": "^(a+)+$"}}})
    start = time.perf_counter()
    check({"s": "a" * length + "!"})
    return time.perf_counter() - start


def main() -> None:
    builders = {"old": old_validator, "rs": new_validator, "toolform": toolform_validator}
    print(f"calls per second (median of {REPEATS} x {CALLS}); ratio = rs / old")
    for name, (schema, good, bad) in CASES.items():
        checks = {k: build(schema) for k, build in builders.items()}
        for label, value in (("valid", good), ("invalid", bad)):
            rates = {k: rate(c, value) for k, c in checks.items()}
            figures = "  ".join(f"{k} {v:>9,.0f}" for k, v in rates.items())
            print(f"{name:8} {label:8} {figures}  ratio {rates['rs'] / rates['old']:.1f}x")
        print(f"  messages for {bad}:")
        for k in ("old", "rs"):
            for path, message in sorted(checks[k](bad)):
                print(f"    {k:3} ${'/' + path if path else ''}: {message}")
    print("hostile pattern ^(a+)+$ against 'a' * n + '!' (seconds for one check):")
    for n in (16, 18, 20):
        print(
            f"  n={n:>3}  old {hostile(old_validator, n):.4f}  rs {hostile(new_validator, n):.6f}"
        )
    print(f"  n=100000  rs {hostile(new_validator, 100_000):.6f}")


if __name__ == "__main__":
    main()
