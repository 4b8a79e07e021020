"""Argument matchers: how a task says which argument values count as right.

A suite writes expected arguments as JSON. A plain scalar must be equal (numbers compare by value,
booleans only to booleans); a plain list must match item by item; a plain object must match key by
key. An object with a ``"match"`` key picks a rule instead:

=============  ==========================================================================
``exact``      ``{"match": "exact", "value": v}``: the same as writing ``v`` plainly
``ci``         ``{"match": "ci", "value": "Denver"}``: strings equal ignoring case and edge spaces
``number``     ``{"match": "number", "value": 21.5, "tolerance": 0.5}``: ``|got - value| <= tol``
``contains``   ``{"match": "contains", "value": "late"}``: a string holding the text (any case)
``any_of``     ``{"match": "any_of", "options": [m1, m2]}``: any one of several matchers
``unordered``  ``{"match": "unordered", "items": [m1, m2]}``: a list in any order
``object``     ``{"match": "object", "properties": {...}}``: a plain object, spelled out
=============  ==========================================================================

Any matcher may add ``"optional": true``: the key may then be left out (the model relied on the
tool's default). A key the model adds that the task does not list is accepted only when it equals
the schema's default for that key, since sending a default explicitly is not a mistake.

Every matcher can also produce concrete values (``variants``) so that tests and the scripted
responder can write a reply, and so that every expected call is checked against its tool's schema.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from toolform.errors import SuiteError
from toolform.ir import TypeIR

MATCH_KINDS: tuple[str, ...] = (
    "exact",
    "ci",
    "number",
    "contains",
    "any_of",
    "unordered",
    "object",
)


def same_value(a: Any, b: Any) -> bool:
    """JSON equality where 5 == 5.0 but True != 1 (a boolean is never a number)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@dataclass
class Matcher(ABC):
    """One rule for one value; ``optional`` lets an object leave the key out."""

    optional: bool = field(default=False, kw_only=True)

    @abstractmethod
    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        """Whether ``value`` is right; ``schema`` is the value's type (for defaults of extras)."""

    @abstractmethod
    def variants(self) -> list[Any]:
        """Concrete values this matcher accepts; the first is the canonical one."""

    def example(self) -> Any:
        return self.variants()[0]


@dataclass
class Exact(Matcher):
    value: Any = None

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        return same_value(value, self.value)

    def variants(self) -> list[Any]:
        return [self.value]


@dataclass
class CaseInsensitive(Matcher):
    value: str = ""

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        return isinstance(value, str) and value.strip().casefold() == self.value.strip().casefold()

    def variants(self) -> list[Any]:
        return [self.value, self.value.lower()]


@dataclass
class Number(Matcher):
    value: float = 0.0
    tolerance: float = 0.0

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        return (
            _is_number(value) and math.isfinite(value) and abs(value - self.value) <= self.tolerance
        )

    def variants(self) -> list[Any]:
        return [self.value]


@dataclass
class Contains(Matcher):
    value: str = ""

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        return isinstance(value, str) and self.value.casefold() in value.casefold()

    def variants(self) -> list[Any]:
        return [self.value]


@dataclass
class AnyOf(Matcher):
    options: list[Matcher] = field(default_factory=list)

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        return any(m.matches(value, schema) for m in self.options)

    def variants(self) -> list[Any]:
        return [v for m in self.options for v in m.variants()]


def _items_schema(schema: TypeIR | None) -> TypeIR | None:
    return schema.items if schema is not None else None


@dataclass
class Ordered(Matcher):
    items: list[Matcher] = field(default_factory=list)

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        sub = _items_schema(schema)
        return (
            isinstance(value, list)
            and len(value) == len(self.items)
            and all(m.matches(v, sub) for m, v in zip(self.items, value))
        )

    def variants(self) -> list[Any]:
        return [[m.example() for m in self.items]]


@dataclass
class Unordered(Matcher):
    items: list[Matcher] = field(default_factory=list)

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        if not isinstance(value, list) or len(value) != len(self.items):
            return False
        sub = _items_schema(schema)
        return perfect_matching(self.items, value, lambda m, v: m.matches(v, sub)) is not None

    def variants(self) -> list[Any]:
        base = [m.example() for m in self.items]
        return [base, base[::-1]] if len(base) > 1 else [base]


@dataclass
class ObjectMatch(Matcher):
    properties: dict[str, Matcher] = field(default_factory=dict)

    def matches(self, value: Any, schema: TypeIR | None = None) -> bool:
        return isinstance(value, dict) and not self.mismatches(value, schema)

    def mismatches(self, value: dict[str, Any], schema: TypeIR | None = None) -> list[str]:
        """The keys that are wrong, missing, or extra (empty when the object matches)."""
        props = schema.properties if schema is not None else {}
        bad: list[str] = []
        for key, matcher in self.properties.items():
            if key not in value:
                if not matcher.optional:
                    bad.append(f"missing {key}")
            elif not matcher.matches(value[key], props.get(key)):
                bad.append(f"wrong {key}")
        for key in value:
            if key in self.properties:
                continue
            sub = props.get(key)
            if sub is None or not sub.has_default or not same_value(value[key], sub.default):
                bad.append(f"extra {key}")
        return bad

    def variants(self) -> list[Any]:
        """The canonical object, then each property's other variants and each optional dropped."""
        base = {k: m.example() for k, m in self.properties.items()}
        out = [base]
        for key, matcher in self.properties.items():
            out.extend({**base, key: v} for v in matcher.variants()[1:])
            if matcher.optional:
                out.append({k: v for k, v in base.items() if k != key})
        return out


def perfect_matching(left: list[Any], right: list[Any], fits: Any) -> list[int] | None:
    """An assignment of each ``left`` item to a distinct ``right`` item it fits, or None.

    Backtracking is fine here: tasks expect a handful of calls or list items at most.
    """
    used = [False] * len(right)
    chosen: list[int] = []

    def place(i: int) -> bool:
        if i == len(left):
            return True
        for j, item in enumerate(right):
            if not used[j] and fits(left[i], item):
                used[j] = True
                chosen.append(j)
                if place(i + 1):
                    return True
                used[j] = False
                chosen.pop()
        return False

    return chosen if place(0) else None


# --- compiling the JSON form -----------------------------------------------------------------
def _fail(message: str, path: str, source: str | None) -> SuiteError:
    return SuiteError(message, source=source, path=path)


def compile_matcher(spec: Any, path: str = "$", source: str | None = None) -> Matcher:
    """The matcher a suite's JSON describes; ``SuiteError`` at ``path`` when it is malformed."""
    if isinstance(spec, list):
        return Ordered(
            items=[compile_matcher(s, f"{path}[{i}]", source) for i, s in enumerate(spec)]
        )
    if not isinstance(spec, dict):
        return Exact(value=spec)
    if "match" not in spec:
        return ObjectMatch(properties=compile_arguments(spec, path, source))
    kind = spec["match"]
    optional = spec.get("optional", False)
    if not isinstance(optional, bool):
        raise _fail("'optional' must be true or false", f"{path}.optional", source)
    if kind == "exact":
        return Exact(value=_need(spec, "value", path, source), optional=optional)
    if kind in ("ci", "contains"):
        text = _need(spec, "value", path, source)
        if not isinstance(text, str):
            raise _fail(f"a {kind!r} matcher needs a string value", f"{path}.value", source)
        cls = CaseInsensitive if kind == "ci" else Contains
        return cls(value=text, optional=optional)
    if kind == "number":
        value = _need(spec, "value", path, source)
        tol = spec.get("tolerance", 0)
        if not _is_number(value) or not _is_number(tol) or tol < 0:
            raise _fail("a 'number' matcher needs a number value and tolerance >= 0", path, source)
        return Number(value=value, tolerance=tol, optional=optional)
    if kind in ("any_of", "unordered"):
        key = "options" if kind == "any_of" else "items"
        subs = _need(spec, key, path, source)
        if not isinstance(subs, list) or (kind == "any_of" and not subs):
            raise _fail(f"{key!r} must be a non-empty list", f"{path}.{key}", source)
        compiled = [compile_matcher(s, f"{path}.{key}[{i}]", source) for i, s in enumerate(subs)]
        if kind == "any_of":
            return AnyOf(options=compiled, optional=optional)
        return Unordered(items=compiled, optional=optional)
    if kind == "object":
        props = _need(spec, "properties", path, source)
        if not isinstance(props, dict):
            raise _fail("'properties' must be an object", f"{path}.properties", source)
        return ObjectMatch(
            properties=compile_arguments(props, f"{path}.properties", source), optional=optional
        )
    hint = f"one of {', '.join(MATCH_KINDS)}"
    raise SuiteError(f"unknown matcher {kind!r}", source=source, path=f"{path}.match", hint=hint)


def _need(spec: dict[str, Any], key: str, path: str, source: str | None) -> Any:
    if key not in spec:
        raise _fail(f"matcher {spec.get('match')!r} needs {key!r}", path, source)
    return spec[key]


def compile_arguments(spec: dict[str, Any], path: str, source: str | None) -> dict[str, Matcher]:
    return {k: compile_matcher(v, f"{path}.{k}", source) for k, v in spec.items()}
