"""``yaml_call``: a YAML mapping with ``name:`` and ``arguments:`` (a list of them for several).

YAML 1.1 turns ``no`` into False and ``08`` into a string or an octal, so the loader resolves no
plain scalar at all: plain values reach ``toolform.validate`` as text and are coerced by the
schema, while quoted ones stay strings (``QuotedText``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import yaml

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, QuotedText, RawCall
from toolform.protocols.jsoncalls import calls_from_value
from toolform.protocols.markdown_json import fenced_blocks

_START = re.compile(r"^(?:- )?name[ \t]*:", re.MULTILINE)
_LENIENT_START = re.compile(r"^[ \t]*(?:- )?(?:name|tool|tool_name|function)[ \t]*:", re.MULTILINE)


class _TextLoader(yaml.SafeLoader):
    """A safe loader whose plain scalars stay text."""


def _scalar(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> str:
    value = loader.construct_scalar(node)
    return QuotedText(value) if node.style else str(value)


# Every scalar, whatever the resolver guessed, is built as text.
_TextLoader.yaml_implicit_resolvers = {}
_TextLoader.add_constructor("tag:yaml.org,2002:str", _scalar)


def _load(source: str) -> Any:
    try:
        return yaml.load(source, Loader=_TextLoader)  # a SafeLoader subclass: builds no objects
    except (yaml.YAMLError, RecursionError, ValueError, TypeError):
        return None


class _Dumper(yaml.SafeDumper):
    pass


class YamlCall(AnswerProtocol):
    id = "yaml_call"
    name = "YAML call"
    summary = "A YAML mapping with name: and arguments:."
    shape_text = (
        "To call a tool, answer with YAML giving the tool's name and its arguments, for example:"
    )
    several_text = "To make several calls, write a YAML list with one such mapping per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        docs = [{"name": name, "arguments": dict(args)} for name, args in calls]
        data: Any = docs[0] if len(docs) == 1 else docs
        return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True).rstrip("\n")

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        sources = (
            [
                body
                for lang, body in fenced_blocks(text, lenient=True)
                if lang in ("yaml", "yml", "")
            ]
            if lenient
            else []
        )
        sources.append(text)
        for source in sources:
            calls = self._from_source(source, lenient=lenient)
            if calls:
                return Extraction(calls)
        return Extraction()

    def _from_source(self, source: str, *, lenient: bool) -> list[RawCall]:
        start = (_LENIENT_START if lenient else _START).search(source)
        if start is None:
            return []
        region = source[start.start() :]
        value = _load(region)
        if value is None:
            blank = region.find("\n\n")
            value = _load(region[:blank]) if blank > 0 else None
        calls = calls_from_value(value, self.id, lenient=lenient, lists=True)
        for call in calls:
            call.text_values = True
        return calls
