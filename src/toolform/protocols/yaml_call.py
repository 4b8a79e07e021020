"""YAML calls: ``name:`` and ``arguments:`` keys, a list of such mappings for several calls.

Scalars are read as text (quoted ones marked ``QuotedText``) so that coercion follows the schema
rather than YAML 1.1's guesses (``no`` -> False, ``08`` -> octal).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import yaml

from toolform.protocols.base import AnswerProtocol, CallSpec, Extraction, QuotedText, RawCall
from toolform.protocols.jsonlike import NAME_KEYS, fenced_blocks, lenient_call, strict_call
from toolform.protocols.scan import too_deep

# libyaml's parser (bundled with PyYAML's wheels) reads about ten times faster than the pure
# Python one, and the constructors below run on either. The two differ only on byte order marks
# and tabs in odd places (libyaml accepts more), never on a call written as the prompt asks.
try:
    from yaml import CSafeLoader as _SafeLoader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _SafeLoader  # type: ignore[assignment]


class _TextLoader(_SafeLoader):
    """A safe loader that keeps every scalar as text."""


def _scalar(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> str:
    value = loader.construct_scalar(node)
    text = str(value)
    return QuotedText(text) if node.style in ("'", '"') else text


for _tag in ("bool", "int", "float", "null", "timestamp", "str"):
    _TextLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", _scalar)


# A call needs a mapping with a name key (under any spelling the lenient reader takes); text
# with no such key followed by a colon holds none, and is not worth a YAML parse.
_NAME_KEY = re.compile("(?:" + "|".join(NAME_KEYS) + r")[\"']?\s*:")


def _load(text: str) -> Any:
    if _NAME_KEY.search(text) is None or too_deep(text):
        return None
    try:
        return yaml.load(text, Loader=_TextLoader)
    except (yaml.YAMLError, RecursionError, ValueError):
        return None


def _dump(calls: Sequence[CallSpec]) -> str:
    docs = [{"name": n, "arguments": a} for n, a in calls]
    body = docs[0] if len(docs) == 1 else docs
    return yaml.safe_dump(body, sort_keys=False, allow_unicode=True).rstrip("\n")


_YAML_LANGS = ("yaml", "yml")


class YamlCallProtocol(AnswerProtocol):
    id = "yaml_call"
    name = "YAML call"
    summary = "A YAML mapping with name: and arguments:; a list of them for several calls."
    shape_text = (
        "To call a tool, answer with YAML: a 'name:' key holding the tool name and an "
        "'arguments:' mapping, for example:"
    )
    several_text = "To make several calls, write a YAML list with one such mapping per call."

    def write_call(self, calls: Sequence[CallSpec]) -> str:
        return _dump(calls)

    def extract(self, text: str, *, lenient: bool) -> Extraction:
        # A closed yaml fence is formatting, not another shape: the strict parse reads it too.
        sources = [text] + [
            body for lang, body, closed in fenced_blocks(text) if closed and lang in _YAML_LANGS
        ]
        if lenient:
            sources += [body for _, body, _ in fenced_blocks(text)]
            start = text.find("name:")
            if start > 0:
                sources.append(text[text.rfind("\n", 0, start) + 1 :])
        for source in sources:
            calls = self._read(_load(source), lenient=lenient)
            if calls:
                return Extraction(calls)
        return Extraction()

    @staticmethod
    def _read(doc: Any, *, lenient: bool) -> list[RawCall]:
        items = doc if isinstance(doc, list) else [doc]
        reader = lenient_call if lenient else strict_call
        calls = [reader(item, "yaml_call") for item in items]
        found = [c for c in calls if c is not None]
        if not lenient and len(found) != len(items):
            return []
        for call in found:
            call.text_values = True
        return found
