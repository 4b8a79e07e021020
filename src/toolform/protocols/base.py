"""The interface every answer protocol implements.

A protocol owns three things: the answer instruction that goes into the prompt (including how to
make several calls and how to say that no tool fits), a way to write a correct reply for given
calls (used by round-trip tests and the study's scripted responders), and its parsers.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from toolform.ir import ToolIR

# A call as a protocol writes it: (tool name, arguments).
CallSpec = tuple[str, dict[str, Any]]


class AnswerProtocol(ABC):
    id: str = ""
    name: str = ""
    summary: str = ""
    #: True when the strict parser moves a flat argument into the object it belongs to.
    renests: bool = False
    #: True when one reply can carry several calls.
    parallel: bool = True

    @abstractmethod
    def instruction(self, tools: Sequence[ToolIR]) -> str:
        """The answer instruction rendered into ``Prompt.instructions``."""

    @abstractmethod
    def write_call(self, calls: Sequence[CallSpec]) -> str:
        """A reply that makes exactly these calls in this protocol's strict shape."""

    @abstractmethod
    def write_no_call(self) -> str:
        """A reply that declares, in this protocol's way, that no tool fits."""
