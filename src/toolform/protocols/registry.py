"""Every answer protocol, looked up by id."""

from __future__ import annotations

from functools import cache

from toolform.errors import UnknownProtocolError
from toolform.protocols.base import AnswerProtocol
from toolform.protocols.jsonlike import JsonArrayProtocol, JsonObjectProtocol, MarkdownJsonProtocol
from toolform.protocols.native import NativeProtocol
from toolform.protocols.python_call import PythonCallProtocol
from toolform.protocols.select import SelectProtocol
from toolform.protocols.tagged import (
    FunctionTagProtocol,
    HarmonyProtocol,
    HermesProtocol,
    MistralProtocol,
    ReactProtocol,
)
from toolform.protocols.token_envelope import DIALECTS, TokenEnvelopeProtocol
from toolform.protocols.xmlish import XmlCallProtocol, XmlFunctionProtocol
from toolform.protocols.yaml_call import YamlCallProtocol


@cache
def _by_id() -> dict[str, AnswerProtocol]:
    protocols: list[AnswerProtocol] = [
        XmlCallProtocol(),
        JsonObjectProtocol(),
        JsonArrayProtocol(),
        HermesProtocol(),
        PythonCallProtocol(),
        YamlCallProtocol(),
        ReactProtocol(),
        MarkdownJsonProtocol(),
        FunctionTagProtocol(),
        MistralProtocol(),
        HarmonyProtocol(),
        NativeProtocol(),
        XmlFunctionProtocol(),
        TokenEnvelopeProtocol(),
        SelectProtocol(),
    ]
    return {p.id: p for p in protocols}


def protocol_ids() -> list[str]:
    """The protocol ids, in the catalogue's order."""
    return list(_by_id())


def all_protocols() -> list[AnswerProtocol]:
    return list(_by_id().values())


def dialect_ids() -> list[str]:
    """Dialects of ``token_envelope``, addressed as ``token_envelope:<dialect>``."""
    return list(DIALECTS)


@cache
def _dialect(name: str) -> AnswerProtocol:
    return TokenEnvelopeProtocol(name)


def get_protocol(protocol_id: str) -> AnswerProtocol:
    """The protocol with this id (``token_envelope:<dialect>`` picks a dialect).

    Unknown ids raise ``UnknownProtocolError`` with up to five close matches.
    """
    table = _by_id()
    if protocol_id in table:
        return table[protocol_id]
    base, _, dialect = protocol_id.partition(":")
    if base == "token_envelope" and dialect in DIALECTS:
        return _dialect(dialect)
    known = list(table) + [f"token_envelope:{d}" for d in DIALECTS]
    raise UnknownProtocolError(protocol_id, known)
