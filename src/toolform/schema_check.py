"""Is a tool's schema a valid JSON Schema? Checked once, when the tool is loaded.

A schema with ``multipleOf: 0``, ``minimum: "a"``, ``pattern: "(["`` or ``not: 5`` cannot
validate anything; left in, it would surface later as a crash in whichever command first
validates a call. Checking it at load, against the metaschema of its draft (Draft 2020-12 unless
it names another) and by compiling it, gives every command (``inspect``, ``guard``, ``parse``,
the loop) the same typed ``LoaderError``, naming the JSON path of the offending keyword.

The validator is ``jsonschema-rs``; ``toolform.validate`` says why, and uses the same options.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

from toolform.errors import LoaderError

if TYPE_CHECKING:
    import jsonschema_rs

# Most steps fancy-regex may backtrack through one match (its own default, made explicit). Only
# patterns with lookaround or backreferences use it; the rest run on Rust's linear-time engine.
# A match that runs out of steps fails the pattern.
BACKTRACK_LIMIT = 1_000_000


def _refuse(uri: str) -> Any:
    raise ValueError(f"{uri} is not fetched: toolform never fetches an external $ref or $schema")


@cache
def _rs() -> ModuleType:
    """jsonschema-rs, imported when a schema is first checked: with what it pulls in (the email,
    socket and decimal modules) it is a large part of importing toolform, and a process that renders
    prompts or reads replies without validating never needs it."""
    import jsonschema_rs

    return jsonschema_rs


@cache
def _offline() -> Any:
    """jsonschema-rs fetches an unknown $schema or an external $ref over HTTP by default; loading a
    tool file must never reach the network, so every lookup goes through ``_refuse``."""
    return _rs().Registry([], retriever=_refuse)


def schema_errors() -> tuple[type[Exception], ...]:
    """What compiling or checking a schema raises (``ValueError`` and jsonschema-rs's
    ``ReferencingError``), for an ``except`` clause."""
    return (ValueError, _rs().ReferencingError)


def compile_validator(schema: Any) -> jsonschema_rs.Validator:
    """A validator for ``schema``, asserting ``format``; raises ``jsonschema_rs.ValidationError``
    (a ``ValueError``) whose ``instance_path`` points into the schema when it cannot compile."""
    rs = _rs()
    validator: jsonschema_rs.Validator = rs.validator_for(
        schema,
        validate_formats=True,
        pattern_options=rs.FancyRegexOptions(backtrack_limit=BACKTRACK_LIMIT),
        retriever=_refuse,
    )
    return validator


def json_path(base: str, parts: Any) -> str:
    """``base`` extended by the keys and indexes in ``parts``."""
    out = base
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def check_schema(schema: Any, *, path: str = "$", source: str | None = None) -> None:
    """Raise a ``LoaderError`` at the first place ``schema`` breaks its metaschema or does not
    compile (a pattern that is not a regular expression, say). ``path`` is where the schema
    sits in its file."""
    try:
        _rs().meta.validate(schema, registry=_offline())
        compile_validator(schema)
    except schema_errors() as exc:
        raise invalid_schema(exc, path, source) from None


def check_loaded(
    raw: Any,
    written: Callable[[], Any],
    *,
    compile: bool,
    path: str = "$",
    source: str | None = None,
) -> None:
    """``check_schema`` for a schema as a loader read it (``raw``) and as toolform will write
    and validate it (``written()``, after ``$ref`` inlining and draft-4 normalisation).

    The metaschema check of ``raw`` alone is a few microseconds; the written schema is built
    and checked only when that fails (a draft-4 ``exclusiveMinimum: true`` fails it, yet is
    read correctly) or when ``compile`` says ``raw`` holds what only compiling can check (a
    pattern, a reference inside a kept keyword).
    """
    try:
        valid = _rs().meta.is_valid(raw, registry=_offline())
    except schema_errors():  # a $schema it does not know, say
        valid = False
    if not valid or compile:
        check_schema(written(), path=path, source=source)


def invalid_schema(exc: Exception, path: str, source: str | None = None) -> LoaderError:
    """The ``LoaderError`` for a schema jsonschema-rs refused with ``exc``."""
    message = getattr(exc, "message", None) or str(exc)
    where = json_path(path, getattr(exc, "instance_path", None) or ())
    return LoaderError(f"invalid JSON Schema: {message}", source=source, path=where)
