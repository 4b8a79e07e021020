"""Every answer protocol, looked up by id."""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

from toolform.errors import UnknownProtocolError
from toolform.protocols.base import AnswerProtocol

# Each protocol id, in the catalogue's order, with the module (under ``toolform.protocols``) and the
# class that read it. A module is imported when one of its protocols is first asked for: reading a
# JSON reply never loads the YAML parser, nor the tagged or token-envelope patterns.
_WHERE: dict[str, tuple[str, str]] = {
    "xml_call": ("xmlish", "XmlCallProtocol"),
    "json_object": ("jsonlike", "JsonObjectProtocol"),
    "json_array": ("jsonlike", "JsonArrayProtocol"),
    "hermes": ("tagged", "HermesProtocol"),
    "python_call": ("python_call", "PythonCallProtocol"),
    "yaml_call": ("yaml_call", "YamlCallProtocol"),
    "react": ("tagged", "ReactProtocol"),
    "markdown_json": ("jsonlike", "MarkdownJsonProtocol"),
    "function_tag": ("tagged", "FunctionTagProtocol"),
    "mistral": ("tagged", "MistralProtocol"),
    "harmony": ("tagged", "HarmonyProtocol"),
    "native": ("native", "NativeProtocol"),
    "xml_function": ("xmlish", "XmlFunctionProtocol"),
    "token_envelope": ("token_envelope", "TokenEnvelopeProtocol"),
    "select": ("select", "SelectProtocol"),
}
_ENVELOPE = "token_envelope"


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"toolform.protocols.{name}")


@cache
def _load(protocol_id: str) -> AnswerProtocol:
    module, cls = _WHERE[protocol_id]
    protocol: AnswerProtocol = getattr(_module(module), cls)()
    return protocol


def _dialects() -> tuple[str, ...]:
    return tuple(_module(_ENVELOPE).DIALECTS)


def protocol_ids() -> list[str]:
    """The protocol ids, in the catalogue's order."""
    return list(_WHERE)


def all_protocols() -> list[AnswerProtocol]:
    return [_load(protocol_id) for protocol_id in _WHERE]


def dialect_ids() -> list[str]:
    """Dialects of ``token_envelope``, addressed as ``token_envelope:<dialect>``."""
    return list(_dialects())


@cache
def _dialect(name: str) -> AnswerProtocol:
    protocol: AnswerProtocol = _module(_ENVELOPE).TokenEnvelopeProtocol(name)
    return protocol


def get_protocol(protocol_id: str) -> AnswerProtocol:
    """The protocol with this id (``token_envelope:<dialect>`` picks a dialect).

    Unknown ids raise ``UnknownProtocolError`` with up to five close matches.
    """
    if protocol_id in _WHERE:
        return _load(protocol_id)
    base, _, dialect = protocol_id.partition(":")
    if base == _ENVELOPE and dialect in _dialects():
        return _dialect(dialect)
    known = list(_WHERE) + [f"{_ENVELOPE}:{d}" for d in _dialects()]
    raise UnknownProtocolError(protocol_id, known)
