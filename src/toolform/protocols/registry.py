"""Every answer protocol, looked up by id (a ``toolform.registry.Registry``)."""

from __future__ import annotations

import importlib
from functools import cache

from toolform.errors import UnknownProtocolError
from toolform.protocols.base import AnswerProtocol
from toolform.registry import Registry

PROTOCOLS: Registry[AnswerProtocol] = Registry(UnknownProtocolError)

# Each protocol id, in the catalogue's order, with the module (under ``toolform.protocols``) and
# the class that read it. A module is imported when one of its protocols is first asked for:
# reading a JSON reply never loads the YAML parser, nor the tagged or token-envelope patterns.
for _id, _module_name, _cls in (
    ("xml_call", "xmlish", "XmlCallProtocol"),
    ("json_object", "jsonlike", "JsonObjectProtocol"),
    ("json_array", "jsonlike", "JsonArrayProtocol"),
    ("hermes", "tagged", "HermesProtocol"),
    ("python_call", "python_call", "PythonCallProtocol"),
    ("yaml_call", "yaml_call", "YamlCallProtocol"),
    ("react", "tagged", "ReactProtocol"),
    ("markdown_json", "jsonlike", "MarkdownJsonProtocol"),
    ("function_tag", "tagged", "FunctionTagProtocol"),
    ("mistral", "tagged", "MistralProtocol"),
    ("harmony", "tagged", "HarmonyProtocol"),
    ("native", "native", "NativeProtocol"),
    ("xml_function", "xmlish", "XmlFunctionProtocol"),
    ("token_envelope", "token_envelope", "TokenEnvelopeProtocol"),
    ("select", "select", "SelectProtocol"),
):
    PROTOCOLS.register_lazy(_id, f"toolform.protocols.{_module_name}:{_cls}", call=True)
_ENVELOPE = "token_envelope"
_ENVELOPE_MODULE = "toolform.protocols.token_envelope"


def _dialects() -> tuple[str, ...]:
    return tuple(importlib.import_module(_ENVELOPE_MODULE).DIALECTS)


def protocol_ids() -> list[str]:
    """The protocol ids, in the catalogue's order."""
    return PROTOCOLS.names()


def all_protocols() -> list[AnswerProtocol]:
    return PROTOCOLS.values()


def dialect_ids() -> list[str]:
    """Dialects of ``token_envelope``, addressed as ``token_envelope:<dialect>``."""
    return list(_dialects())


@cache
def _dialect(name: str) -> AnswerProtocol:
    protocol: AnswerProtocol = importlib.import_module(_ENVELOPE_MODULE).TokenEnvelopeProtocol(name)
    return protocol


def get_protocol(protocol_id: str) -> AnswerProtocol:
    """The protocol with this id (``token_envelope:<dialect>`` picks a dialect).

    Unknown ids raise ``UnknownProtocolError`` with up to five close matches.
    """
    if protocol_id in PROTOCOLS:
        return PROTOCOLS.get(protocol_id)
    base, _, dialect = str(protocol_id).partition(":")
    if base == _ENVELOPE and dialect in _dialects():
        return _dialect(dialect)
    raise PROTOCOLS.error(str(protocol_id), also=[f"{_ENVELOPE}:{d}" for d in _dialects()])
