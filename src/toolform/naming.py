"""Naming conventions: split identifiers into words and write them in another case.

Renderers use ``convert_case`` for the ``case_convention`` option; the parser uses the same word
split to resolve a name the model wrote in another convention back to the tool's own name.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

CASE_CONVENTIONS: tuple[str, ...] = ("as_is", "snake", "camel", "pascal", "kebab", "screaming")

_BOUNDARY = re.compile(r"[A-Z]+(?=[A-Z][a-z0-9])|[A-Z]?[a-z0-9]+|[A-Z]+|[0-9]+")


def split_words(name: str) -> list[str]:
    """``getForecast``, ``get-forecast``, ``GET_FORECAST`` all give ``["get", "forecast"]``."""
    words: list[str] = []
    for chunk in re.split(r"[^A-Za-z0-9]+", name):
        words.extend(w.lower() for w in _BOUNDARY.findall(chunk))
    return words


def convert_case(name: str, convention: str) -> str:
    """Write ``name`` in ``convention`` (one of ``CASE_CONVENTIONS``)."""
    if convention == "as_is":
        return name
    words = split_words(name)
    if not words:
        return name
    if convention == "snake":
        return "_".join(words)
    if convention == "kebab":
        return "-".join(words)
    if convention == "screaming":
        return "_".join(words).upper()
    if convention == "camel":
        return words[0] + "".join(w.capitalize() for w in words[1:])
    if convention == "pascal":
        return "".join(w.capitalize() for w in words)
    raise ValueError(
        f"unknown case convention {convention!r}: use one of {', '.join(CASE_CONVENTIONS)}"
    )


def normalise(name: str) -> str:
    """The convention-free key of a name: lower-case words joined by ``_``."""
    return "_".join(split_words(name))


def _namespace_free(name: str) -> str:
    """``functions.get_forecast`` -> ``get_forecast`` (the last dotted part)."""
    return name.rsplit(".", 1)[-1] if "." in name else name


def resolve_name(written: str, known: Iterable[str]) -> tuple[str | None, str | None, str | None]:
    """Resolve a name as a model wrote it against the names it may mean.

    Returns ``(resolved, repair, reason)``: an exact match has no repair; a match through a
    namespace prefix or another case convention records a repair; two candidates that match alike
    give ``reason`` "ambiguous name ..." and no guess; no match gives reason "unknown tool".
    """
    pool = known if isinstance(known, Collection) else list(known)  # a dict looks up in O(1)
    if written in pool:
        return written, None, None
    bare = _namespace_free(written)
    if bare in pool:
        return bare, f"name:{written}->{bare}", None
    key = normalise(bare)
    hits = [n for n in pool if normalise(n) == key] if key else []
    if len(hits) == 1:
        return hits[0], f"name:{written}->{hits[0]}", None
    if hits:
        return None, None, f"ambiguous name {written!r}: matches {', '.join(sorted(hits))}"
    return None, None, "unknown tool"
