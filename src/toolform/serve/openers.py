"""Where a call can begin in a reply, per answer protocol: what the proxy streams as content.

Each protocol's strict parser only finds a call at or after one of its openers (the envelope's
first token: ``<function_calls>``, ``<tool_call>``, ``{``, the dialect's own begin token...).
So the text before the earliest opener can never be part of a call and may be forwarded as soon
as it arrives, and a text that ends partway through an opener is held back until the next chunk
says which it is. A protocol whose strict parser reads the whole reply as one document
(``yaml_call``) has no safe prefix: its reply is held whole.

Openers are literal strings, so finding the earliest is a few ``str.find`` calls from the first
unforwarded character: linear in the reply over a whole stream.
"""

from __future__ import annotations

from dataclasses import dataclass

from toolform.protocols.base import AnswerProtocol

#: Protocol id -> the literal openers its strict parser needs before a call (a superset is safe:
#: it only holds back more text). ``None``: the strict parser reads the whole reply.
_OPENERS: dict[str, tuple[str, ...] | None] = {
    "xml_call": ("<function_calls", "<invoke"),
    "json_object": ("{",),
    "json_array": ("[", "{"),
    "hermes": ("<tool_call>",),
    "python_call": ("[",),
    "yaml_call": None,
    "react": ("Action:",),
    "markdown_json": ("```",),
    "function_tag": ("<function=",),
    "mistral": ("[TOOL_CALLS]", "["),
    "harmony": ("<|channel|>", "<|start|>", "commentary"),
    "xml_function": ("<tool_call>", "<function="),
}


@dataclass(frozen=True)
class Openers:
    """The openers of one protocol (``whole``: the reply is one document, held from the start)."""

    literals: tuple[str, ...]
    whole: bool = False

    def first(self, text: str, start: int = 0) -> int | None:
        """The index of the earliest opener at or after ``start``, or None."""
        if self.whole:
            return 0 if text else None
        found = [i for i in (text.find(op, start) for op in self.literals) if i >= 0]
        return min(found) if found else None

    def safe_end(self, text: str, start: int = 0) -> int:
        """How far ``text`` (with no opener at or after ``start``) may be forwarded: up to its
        end, less a tail that could be the beginning of an opener."""
        if self.whole:
            return start
        end = len(text)
        for op in self.literals:
            for k in range(min(len(op) - 1, end - start), 0, -1):
                if text.endswith(op[:k]):
                    end = min(end, len(text) - k)
                    break
        return end


def openers_for(protocol: AnswerProtocol) -> Openers:
    """The openers of ``protocol``; a ``token_envelope`` dialect brings its own begin tokens."""
    dialect = getattr(protocol, "dialect", None)
    if dialect is not None:
        return Openers(tuple(t for t in (dialect.prefix, dialect.call_begin) if t))
    literals = _OPENERS.get(protocol.id, ())
    if literals is None or not literals:
        return Openers((), whole=True)
    return Openers(literals)


def servable(protocol: AnswerProtocol) -> bool:
    """Whether the proxy can serve calls in this protocol (text protocols that make calls)."""
    return protocol.id not in ("native", "select") and not protocol.selects_only
