"""The interface every answer protocol implements.

A protocol owns three things: the answer instruction that goes into the prompt (including how to
make several calls and how to say that no tool fits), a way to write a correct reply for given
calls (used by round-trip tests and the study's scripted responders), and its parsers.

The parsers only read syntax. They hand back ``RawCall`` objects whose values may still be text
(``text_values``); resolving names, coercing values and validating belong to ``toolform.parse``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolform.ir import MISSING, ToolIR, TypeIR

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

    def key(self) -> tuple[str, str]:
        """What two parses must agree on for the call to count as the same call."""
        return (self.name, repr(sorted(self.arguments.items(), key=lambda kv: kv[0])))


@dataclass
class Extraction:
    """What one parser found in a reply."""

    calls: list[RawCall] = field(default_factory=list)
    #: The reply says, in this protocol's explicit way, that no tool fits (``[]``, ``NONE``).
    explicit_no_call: bool = False


def sample_value(node: TypeIR) -> Any:
    """A plausible value for an instruction's example call (an example, a default, an enum)."""
    if node.example is not MISSING:
        return node.example
    if node.enum:
        return node.enum[0]
    if node.has_default:
        return node.default
    samples: dict[str | None, Any] = {
        "string": "...",
        "integer": 1,
        "number": 1.5,
        "boolean": True,
        "array": [],
        "object": {},
        "null": None,
    }
    return samples.get(node.type, "...")


def example_call(tools: Sequence[ToolIR]) -> CallSpec:
    """The example call an instruction shows: the first tool with its required arguments."""
    if not tools:
        return ("tool_name", {"argument": "value"})
    tool = tools[0]
    props = tool.parameters.properties
    names = [n for n in tool.required_names() if n in props] or list(props)[:1]
    return (tool.name, {n: sample_value(props[n]) for n in names[:3]})


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
