"""The interface every answer protocol implements.

A protocol owns three things: the answer instruction that goes into the prompt (including how to
make several calls and how to say that no tool fits), a way to write a correct reply for given
calls (used by round-trip tests and the study's scripted responders), and its parsers.

The parsers only read syntax. They hand back ``RawCall`` objects whose values may still be text
(``text_values``); resolving names, coercing values and validating belong to ``toolform.parse``.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from toolform.ir import ToolIR
from toolform.naming import normalise

# A call as a protocol writes it: (tool name, arguments).
CallSpec = tuple[str, dict[str, Any]]

NO_CALL_TEXT = "No tool fits this request."
PLAIN_NO_CALL = "If no tool fits the request, answer in plain text without any call."


class QuotedText(str):
    """Text the model marked as a string (a quoted YAML scalar): coercion leaves it a string."""


@dataclass
class RawCall:
    """One call as a parser read it, before name resolution and validation.

    ``error`` is set when the call was recognised but its arguments could not be read; such a call
    is reported as invalid rather than silently becoming a call with no arguments.
    """

    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    syntax: str = ""
    text_values: bool = False
    error: str | None = None
    repairs: list[str] = field(default_factory=list)
    #: Positional arguments (python_call), mapped onto parameter names once the tool is known.
    positional: list[Any] = field(default_factory=list)
    #: Read from an object that may be plain data (``{"name": "Alice"}``): it counts as a call
    #: (or a failed one) only when its name resolves to a tool of the toolset.
    weak: bool = False

    def key(self) -> tuple[str, str]:
        """What two parses must agree on for the call to count as the same call."""
        return (self.name, repr(sorted(self.arguments.items(), key=lambda kv: kv[0])))


@dataclass
class Extraction:
    """What one parser found in a reply."""

    calls: list[RawCall] = field(default_factory=list)
    #: The reply says, in this protocol's explicit way, that no tool fits (``[]``, ``NONE``).
    explicit_no_call: bool = False
    #: Call attempts in this protocol's shape that could not be read, each with ``error`` set
    #: to the reason (``CUT_OFF`` when the text ends inside the call); the name is ``""`` when
    #: even that could not be read. A failed attempt is never a declared no-call.
    failed: list[RawCall] = field(default_factory=list)

    def add(self, other: Extraction) -> None:
        """Take ``other``'s calls and failed attempts (a part of the reply read on its own)."""
        self.calls.extend(other.calls)
        self.failed.extend(other.failed)

    def full(self, syntax: str) -> bool:
        """Whether ``MAX_ATTEMPTS`` call attempts have been read; the first time it is, one
        failed attempt says the rest of the reply was not read (no call is dropped unsaid).

        A reply that loops can open a call in every line of a megabyte, and each attempt costs
        the read and the grading a step; past a count no real reply reaches, reading stops."""
        if len(self.calls) + len(self.failed) < MAX_ATTEMPTS:
            return False
        if not self.failed or self.failed[-1].error != TOO_MANY:
            self.failed.append(failed_call("", TOO_MANY, syntax))
        return True

    def capped(self, syntax: str) -> Extraction:
        """This extraction with at most ``MAX_ATTEMPTS`` attempts (its calls first), and one
        ``TOO_MANY`` entry when it held more or a part of it stopped at the cap: for parsers
        whose attempts come from several places (values of one list, envelopes of several
        dialects), which count them once at the end as well as stopping early."""
        if len(self.calls) + len(self.failed) <= MAX_ATTEMPTS:
            return self  # a part that stopped at the cap brought more than this along
        failed = [f for f in self.failed if f.error != TOO_MANY]
        calls = self.calls[:MAX_ATTEMPTS]
        failed = failed[: MAX_ATTEMPTS - len(calls)]
        failed.append(failed_call("", TOO_MANY, syntax))
        return Extraction(calls, self.explicit_no_call, failed)


#: How many call attempts (calls read and attempts that failed) a parser reads in one reply.
MAX_ATTEMPTS = 512
#: Why the attempts after the first ``MAX_ATTEMPTS`` of a reply were not read.
TOO_MANY = f"too many call attempts (more than {MAX_ATTEMPTS}): the rest of the reply was not read"


#: Why a call that the reply opened and never closed was not read.
CUT_OFF = "cut off"
#: Why a call that repeats the answer instruction's example was not taken.
ECHOED = "echoed the example"


def open_marker(text: str, opening: str, closing: str) -> int | None:
    """Where a call envelope the text leaves open starts: the last ``opening`` with no
    ``closing`` after it, or the end of a text that stops partway through writing ``opening``.
    ``None`` when every envelope closes. Two searches, so linear in the text."""
    start = text.rfind(opening)
    if start >= 0 and text.find(closing, start + len(opening)) < 0:
        return start
    return len(text) if partial_marker(text, opening) else None


_BLANK_TAIL = re.compile(r"\s*\Z")


def blank_from(text: str, start: int) -> bool:
    """Whether nothing but whitespace follows ``start`` (without copying the rest of the text,
    which per call of a long reply would be quadratic)."""
    return _BLANK_TAIL.match(text, start) is not None


def partial_marker(text: str, opening: str) -> bool:
    """Whether the text stops partway through writing ``opening`` (three characters or more)."""
    tail = text.rstrip()
    return any(tail.endswith(opening[:k]) for k in range(3, len(opening)))


def failed_call(name: str, reason: str, syntax: str, *, weak: bool = False) -> RawCall:
    """A call attempt that could not be read, for ``Extraction.failed``."""
    return RawCall(name, syntax=syntax, error=reason, weak=weak)


#: The placeholder an answer instruction's example calls: the example shows the syntax, and a
#: tool of that name is never in the toolset, so a reply that echoes it can never run.
PLACEHOLDER_TOOL = "tool_name"
PLACEHOLDER_ARGUMENTS: dict[str, Any] = {"argument_name": "argument value"}


def placeholder_name(tools: Sequence[ToolIR]) -> str:
    """``PLACEHOLDER_TOOL``, suffixed until no tool's name (in any case convention) matches it."""
    return _placeholder_for(tuple(t.name for t in tools))


@lru_cache(maxsize=256)
def _placeholder_for(names: tuple[str, ...]) -> str:
    # Every parse asks (to reject an echoed example); normalising every name each time cost as
    # much as reading a short reply, and a toolset's names rarely change between parses.
    taken = {normalise(n) for n in names}
    name, n = PLACEHOLDER_TOOL, 1
    while normalise(name) in taken:
        n += 1
        name = f"{PLACEHOLDER_TOOL}_{n}"
    return name


def example_call(tools: Sequence[ToolIR]) -> CallSpec:
    """The example call an instruction shows: a placeholder tool with placeholder arguments.

    It shows the syntax only. An example on a real tool would need values that satisfy the
    tool's schema, and a small model echoes the example back, which must never run.
    """
    return (placeholder_name(tools), dict(PLACEHOLDER_ARGUMENTS))


class AnswerProtocol(ABC):
    id: str = ""
    name: str = ""
    summary: str = ""
    #: True when the strict parser moves a flat argument into the object it belongs to.
    renests: bool = False
    #: True when one reply can carry several calls.
    parallel: bool = True
    #: True when the protocol only picks tools (two-stage formats): calls carry no arguments.
    selects_only: bool = False
    #: First sentence of the instruction: what the answer must look like.
    shape_text: str = ""
    #: How to make several calls in one reply.
    several_text: str = ""
    #: How to say that no tool fits.
    none_text: str = PLAIN_NO_CALL

    def instruction(self, tools: Sequence[ToolIR]) -> str:
        """The answer instruction rendered into ``Prompt.instructions``."""
        example = self.write_call([example_call(tools)])
        return f"{self.shape_text}\n\n{example}\n\n{self.several_text} {self.none_text}"

    @abstractmethod
    def write_call(self, calls: Sequence[CallSpec]) -> str:
        """A reply that makes exactly these calls in this protocol's strict shape."""

    def write_no_call(self) -> str:
        """A reply that declares, in this protocol's way, that no tool fits."""
        return NO_CALL_TEXT

    @abstractmethod
    def extract(self, text: str, *, lenient: bool) -> Extraction:
        """Every call written in this protocol's syntax.

        The strict read accepts exactly the instructed shape; the lenient read also accepts the
        dialects and slips models make, and finds at least every call the strict read finds.
        """

    def __repr__(self) -> str:
        return f"<protocol {self.id}>"
