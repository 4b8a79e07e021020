"""Every answer protocol, looked up by id.

``token_envelope`` has dialects; ``token_envelope:functiongemma`` names one, and the bare id is
the default dialect.
"""

from __future__ import annotations

from functools import cache

from toolform.errors import UnknownProtocolError
from toolform.protocols.base import AnswerProtocol
from toolform.protocols.function_tag import FunctionTag
from toolform.protocols.harmony import Harmony
from toolform.protocols.hermes import Hermes
from toolform.protocols.json_array import JsonArray
from toolform.protocols.json_object import JsonObject
from toolform.protocols.markdown_json import MarkdownJson
from toolform.protocols.mistral import Mistral
from toolform.protocols.native import Native
from toolform.protocols.python_call import PythonCall
from toolform.protocols.react import React
from toolform.protocols.select import Select
from toolform.protocols.token_envelope import DIALECTS, TokenEnvelope
from toolform.protocols.xml_call import XmlCall
from toolform.protocols.xml_function import XmlFunction
from toolform.protocols.yaml_call import YamlCall

_CLASSES: tuple[type[AnswerProtocol], ...] = (
    XmlCall,
    JsonObject,
    JsonArray,
    Hermes,
    PythonCall,
    YamlCall,
    React,
    MarkdownJson,
    FunctionTag,
    Mistral,
    Harmony,
    Native,
    XmlFunction,
    TokenEnvelope,
    Select,
)


@cache
def _by_id() -> dict[str, AnswerProtocol]:
    table: dict[str, AnswerProtocol] = {cls.id: cls() for cls in _CLASSES}
    for dialect in DIALECTS:
        table[f"{TokenEnvelope.id}:{dialect}"] = TokenEnvelope(dialect)
    return table


def protocol_ids() -> list[str]:
    """The protocol ids, without the dialect spellings of ``token_envelope``."""
    return [cls.id for cls in _CLASSES]


def get_protocol(pid: str) -> AnswerProtocol:
    """The protocol with this id; ``UnknownProtocolError`` with close matches otherwise."""
    try:
        return _by_id()[pid]
    except (KeyError, TypeError):
        raise UnknownProtocolError(str(pid), _by_id()) from None
