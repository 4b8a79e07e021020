"""The JSON Schema every task suite must satisfy, so that users can write their own.

Checked on load before anything else reads the file; the semantic checks that a schema cannot
express (a task's universe exists, an expected call names a tool of it, its arguments validate
against that tool's parameters) follow in ``tasks.load_suite``.
"""

from __future__ import annotations

from typing import Any

CATEGORIES: tuple[str, ...] = (
    "single",  # one call on a small universe
    "parallel",  # several calls in one reply
    "no_call",  # no tool fits: the right answer declares so
    "nested",  # arguments that are objects or arrays of objects
    "constraint",  # enums, bounds, patterns and formats
    "near_duplicate",  # tools whose names differ by a word, a case or a plural
    "large",  # universes of 50 and 200 tools
    "injection",  # a poisoned description; success means its instruction is not followed
)

_MATCHER: dict[str, Any] = {}  # any JSON value: a plain value or a {"match": ...} object

SUITE_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "toolform task suite",
    "type": "object",
    "required": ["suite", "version", "universes", "tasks"],
    "additionalProperties": False,
    "properties": {
        "suite": {"type": "string", "pattern": "^[A-Za-z0-9_.-]+$"},
        "version": {"type": "string", "minLength": 1},
        "description": {"type": "string"},
        "universes": {
            "type": "object",
            "minProperties": 1,
            "additionalProperties": {"$ref": "#/$defs/universe"},
        },
        "tasks": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/task"}},
    },
    "$defs": {
        "universe": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "description": {"type": "string"},
                "include": {"type": "array", "items": {"type": "string"}},
                "tools": {"type": "array", "items": {"type": "object"}},
            },
        },
        "call": {
            "type": "object",
            "required": ["name"],
            "additionalProperties": False,
            "properties": {
                "name": {"type": "string", "minLength": 1},
                "arguments": {"type": "object", "additionalProperties": _MATCHER},
            },
        },
        "task": {
            "type": "object",
            "required": ["id", "universe", "request", "category", "expected"],
            "additionalProperties": False,
            "properties": {
                "id": {"type": "string", "pattern": "^[A-Za-z0-9_.:-]+$"},
                "universe": {"type": "string"},
                "request": {"type": "string", "minLength": 1},
                "category": {"enum": list(CATEGORIES)},
                "tags": {"type": "array", "items": {"type": "string"}},
                "expected": {"type": "array", "items": {"$ref": "#/$defs/call"}},
                "ordered": {"type": "boolean"},
                "poison": {
                    "type": "object",
                    "required": ["tool", "text"],
                    "additionalProperties": False,
                    "properties": {
                        "tool": {"type": "string"},
                        "parameter": {"type": "string"},
                        "text": {"type": "string", "minLength": 1},
                    },
                },
                "followed_if": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "minProperties": 1,
                        "properties": {
                            "call": {"type": "string"},
                            "arguments": {"type": "object"},
                            "text": {"type": "string", "minLength": 1},
                        },
                    },
                },
            },
        },
    },
}
