"""YAML calls: ``name:`` and ``arguments:`` keys, a list of such mappings for several calls.

Scalars are read as text (quoted ones marked ``QuotedText``) so that coercion follows the schema
rather than YAML 1.1's guesses (``no`` -> False, ``08`` -> octal).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from typing import Any

import yaml

from toolform.protocols.base import (
    MAX_ATTEMPTS,
    AnswerProtocol,
    CallSpec,
    Extraction,
    QuotedText,
    RawCall,
    failed_call,
)
from toolform.protocols.jsonlike import (
    NAME_KEYS,
    fenced_blocks,
    lenient_call,
    named_object,
    strict_call,
)
from toolform.protocols.scan import WORK, shared_reading, too_deep

# libyaml's parser (bundled with PyYAML's wheels) reads about ten times faster than the pure
# Python one, and the constructors below run on either. The two differ only on byte order marks
# and tabs in odd places (libyaml accepts more), never on a call written as the prompt asks.
try:
    from yaml import CSafeLoader as _SafeLoader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _SafeLoader  # type: ignore[assignment]


_YAML = "tag:yaml.org,2002:"
_TEXT_TAGS = frozenset(_YAML + t for t in ("bool", "int", "float", "null", "timestamp", "str"))
_MERGE, _VALUE, _STR, _SEQ, _MAP = (_YAML + t for t in ("merge", "value", "str", "seq", "map"))


class _Unusual(Exception):
    """A node the direct construction leaves to PyYAML's constructor (tags, aliases, merges)."""


def _text(node: yaml.ScalarNode) -> str:
    return QuotedText(node.value) if node.style in ("'", '"') else str(node.value)


def _direct(node: yaml.Node, seen: set[int]) -> Any:
    """The document as ``_TextLoader``'s constructors build it, for plain trees only.

    PyYAML's constructor is generic (generators, state for recursive aliases) and costs as much
    as the C parser; a reply is a small tree of text, lists and mappings, built here directly.
    """
    if isinstance(node, yaml.ScalarNode):
        if node.tag not in _TEXT_TAGS:
            raise _Unusual
        return _text(node)
    if id(node) in seen:  # an alias: PyYAML shares (or refuses) the object
        raise _Unusual
    seen.add(id(node))
    if isinstance(node, yaml.SequenceNode) and node.tag == _SEQ:
        return [_direct(child, seen) for child in node.value]
    if isinstance(node, yaml.MappingNode) and node.tag == _MAP:
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag in (_MERGE, _VALUE):
                raise _Unusual  # merge keys, complex keys: flatten_mapping and its errors
            out[_direct(key_node, seen)] = _direct(value_node, seen)
        return out
    raise _Unusual


class AliasRefused(yaml.YAMLError):
    """A reply used a YAML alias to a collection: refused, since arguments are plain data (an
    alias can make a cycle, which no JSON holds, or a few hundred bytes that expand to
    gigabytes)."""


class DuplicateKey(yaml.YAMLError):
    """A mapping of a reply gives one key twice: YAML requires keys to be unique, and a loader
    that kept the last value would drop the first without a word, so the read is refused."""


def _refuse_duplicates(node: yaml.MappingNode) -> None:
    seen: set[str] = set()
    for key, _ in node.value:
        if isinstance(key, yaml.ScalarNode):
            if key.value in seen:
                raise DuplicateKey(f"the key {key.value!r} is given twice in one mapping")
            seen.add(key.value)


def _refuse_aliases(root: yaml.Node) -> None:
    """Raise ``AliasRefused`` when a collection node is reached twice (an alias, or a cycle),
    and ``DuplicateKey`` when a mapping repeats a key (every scalar is read as text, so ``1``
    and ``"1"`` are the same key).

    Stops at the first repeat, so a bomb costs no more than the nodes the text itself holds."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        node = todo.pop()
        if isinstance(node, yaml.ScalarNode):
            continue
        if id(node) in seen:
            raise AliasRefused("YAML aliases are refused in a call")
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            todo.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            _refuse_duplicates(node)
            for key, value in node.value:
                todo.extend((key, value))


class _TextLoader(_SafeLoader):
    """A safe loader that keeps every scalar as text."""

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        # Every implicit scalar tag but merge and value constructs to the same text, so the
        # regex resolvers (called from C for each node) only need to tell those two apart; the
        # loader has no path resolvers, so collections get the default tags.
        if kind is yaml.ScalarNode:
            if implicit[0] and value in ("<<", "="):
                return _MERGE if value == "<<" else _VALUE
            return _STR
        return _SEQ if kind is yaml.SequenceNode else _MAP

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass  # path resolvers only

    def ascend_resolver(self) -> None:
        pass

    def construct_document(self, node: yaml.Node) -> Any:
        _refuse_aliases(node)
        try:
            return _direct(node, set())
        except _Unusual:
            return super().construct_document(node)


def _scalar(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> str:
    loader.construct_scalar(node)  # refuses a collection under a scalar tag
    return _text(node)


for _tag in _TEXT_TAGS:
    _TextLoader.add_constructor(_tag, _scalar)


# A call needs a mapping with a name key (under any spelling the lenient reader takes); text
# with no such key followed by a colon holds none, and is not worth a YAML parse (nor, without
# a colon at all, worth the pattern's search).
_NAME_KEY = re.compile("(?:" + "|".join(NAME_KEYS) + r")[\"']?\s*:")


class _Plain(str):
    """A JSON number's own text: what YAML keeps of a plain scalar."""


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's pairs as a dict; one that repeats a key is left to the YAML reading,
    which refuses it with the key (``json`` would keep the last value silently)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        raise ValueError("a key is given twice")
    return found


_JSON_TEXT = json.JSONDecoder(
    parse_float=_Plain, parse_int=_Plain, parse_constant=_Plain, object_pairs_hook=_unique_pairs
)
_PLAIN_WORDS = {True: "true", False: "false", None: "null"}
# What the JSON reading below leaves to YAML: anything but printable ASCII and line feeds (no
# escapes, tabs, carriage returns or non-ASCII: YAML 1.1 reads some of those otherwise), a key
# whose colon is on a later line (YAML keys are one line), and 500 characters after a quote
# without another, or 500 spaces in a row: nothing shorter can pass YAML's limit of 1024
# characters from a key to its colon.
_NOT_PLAIN_JSON = re.compile(r'[^\n\x20-\x5b\x5d-\x7e]|"[ \n]*\n[ \n]*:|"[^"]{500}| {500}')


def _as_yaml_reads(value: Any) -> Any:
    """A JSON value as ``_TextLoader`` reads the same text: strings quoted text, the rest plain."""
    if isinstance(value, dict):
        return {QuotedText(k): _as_yaml_reads(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_as_yaml_reads(v) for v in value]
    if isinstance(value, _Plain):
        return str(value)
    if isinstance(value, str):
        return QuotedText(value)
    return _PLAIN_WORDS[value]


def _json_document(text: str) -> Any:
    """A JSON object or array read as the YAML flow collection it also is, or None when the
    text is not one (or not plainly enough to be sure YAML would agree).

    JSON is most of what reaches the YAML reader (every JSON reply is read by every protocol),
    and the C JSON decoder reads it ten times faster than libyaml builds its nodes.
    """
    if _NOT_PLAIN_JSON.search(text) is not None:
        return None
    stripped = text.strip(" \n")
    if stripped[:1] not in ("{", "["):
        return None
    try:
        value, end = _JSON_TEXT.raw_decode(stripped)
    except ValueError:
        return None
    return _as_yaml_reads(value) if end == len(stripped) else None


class _Undecided(Exception):
    """The event stream holds what only the full load can judge (anchors, aliases, several
    documents): ``_stream_check`` leaves the text to it."""


def _stream_check(text: str) -> None:
    """Raise what ``yaml.load(text, Loader=_TextLoader)`` raises first, where the event stream
    alone settles it: a parse error, or a repeated key (the one ``_refuse_aliases`` meets
    first). Returns when the text must be loaded (no problem, or one the stream cannot judge).

    Loading composes the whole document as nodes before the checks run: a megabyte of
    ``name: a`` lines costs some 90 bytes of nodes per byte of text, only to be refused for its
    first repeated key or a parse error at its end. The events come one at a time and are
    dropped at once, so refusing such a text costs no memory beyond a stack of open mappings.
    """
    loader = _TextLoader(text)
    try:
        _refusal_in_events(iter(loader.get_event, None))
    except _Undecided:
        return
    finally:
        loader.dispose()


#: One open collection: its path from the root (child indices, negated: ``_refuse_aliases``
#: visits later children first), whether it is a mapping, the keys it has given, and [children
#: so far, whether a key repeated].
_Frame = tuple[tuple[int, ...], bool, set[str], list[int]]
_SCALAR, _ALIAS = yaml.ScalarEvent, yaml.AliasEvent
_STARTS = {yaml.MappingStartEvent: True, yaml.SequenceStartEvent: False}
_ENDS = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _refusal_in_events(events: Iterator[yaml.Event]) -> None:
    """Walk the events of one document; raise its first repeated key in the order
    ``_refuse_aliases`` visits mappings (a mapping before its children, later children first),
    or ``_Undecided``. Parse errors raise from the iteration itself, in the order a load would
    meet them (with no anchor or alias before them, composing adds no error of its own)."""
    stack: list[_Frame] = []
    first: tuple[tuple[int, ...], str] | None = None  # the repeat ``_refuse_aliases`` raises
    documents = 0
    for event in events:
        kind = type(event)
        if kind is _SCALAR or kind in _STARTS:
            if event.anchor is not None:  # type: ignore[attr-defined]
                raise _Undecided  # an anchor (and the aliases to it): the load judges
            if not stack:
                if kind in _STARTS:
                    stack.append(((), _STARTS[kind], set(), [0, 0]))
                continue
            parent, is_map, keys, state = stack[-1]
            if is_map and not state[0] % 2 and kind is _SCALAR:
                key = event.value  # type: ignore[attr-defined]
                if key in keys and not state[1]:
                    state[1] = 1  # a mapping raises its first repeat, in key order
                    if first is None or parent < first[0]:
                        first = (parent, key)
                keys.add(key)
            if kind in _STARTS:
                stack.append(((*parent, -state[0]), _STARTS[kind], set(), [0, 0]))
            state[0] += 1
        elif kind in _ENDS:
            stack.pop()
        elif kind is _ALIAS:
            raise _Undecided  # to a collection, to a scalar or to nothing: the load judges
        elif kind is yaml.DocumentStartEvent:
            documents += 1
            if documents > 1:
                raise _Undecided  # several documents: the load refuses them before any check
        elif kind is yaml.StreamEndEvent:
            break
    if first is not None:
        raise DuplicateKey(f"the key {first[1]!r} is given twice in one mapping")


def _load(text: str) -> Any:
    return shared_reading("yaml", text, _load_now)


class Unreadable(str):
    """Why a text that holds a ``name:`` key could not be read as YAML."""


def _load_now(text: str) -> Any:
    WORK.add(len(text))
    if ":" not in text or _NAME_KEY.search(text) is None:
        return None
    if too_deep(text):
        return Unreadable("nested too deeply")
    document = _json_document(text)
    if document is not None:
        return document
    try:
        _stream_check(text)
        return yaml.load(text, Loader=_TextLoader)
    except (AliasRefused, DuplicateKey) as exc:
        return Unreadable(str(exc))
    except yaml.YAMLError as exc:
        return Unreadable(f"not readable as YAML ({getattr(exc, 'problem', None) or exc})")
    except (RecursionError, ValueError):
        return Unreadable("not readable as YAML")


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
        blocks = fenced_blocks(text)
        sources = [text] + [body for lang, body, closed in blocks if closed and lang in _YAML_LANGS]
        if lenient:
            sources += [body for _, body, _ in blocks]
            start = text.find("name:")
            if start > 0:
                sources.append(text[text.rfind("\n", 0, start) + 1 :])
        failed: list[RawCall] = []
        for source in sources:
            if ":" not in source:  # no key: ``_load`` would read nothing (a fence's code)
                continue
            found = self._read(_load(source), lenient=lenient)
            if found.calls:
                return found
            failed = failed or found.failed
        if not failed and _LINE_NAME.search(text):  # a name key, and no call YAML could read
            failed = [failed_call("", "not a call in the instructed shape", "yaml_call")]
        for call in failed:
            # Strictly, YAML was asked for and a name key is an attempt; leniently (every reply
            # is read so) it counts only when it names a tool.
            call.name = call.name or _name_on_line(text)
            call.weak = lenient
        return Extraction(failed=failed)

    @staticmethod
    def _read(doc: Any, *, lenient: bool) -> Extraction:
        if isinstance(doc, Unreadable):
            return Extraction(failed=[failed_call("", str(doc), "yaml_call")])
        # Past the cap nothing is read; one item more says that there was more.
        items = (doc if isinstance(doc, list) else [doc])[: MAX_ATTEMPTS + 1]
        reader = lenient_call if lenient else strict_call
        calls = [reader(item, "yaml_call") for item in items]
        found = [c for c in calls if c is not None]
        if not lenient and len(found) != len(items):
            named = (named_object(item, "yaml_call") for item in items)
            return Extraction(failed=[f for f in named if f is not None])
        for call in found:
            call.text_values = True
            call.weak = False  # a YAML mapping with a name key is a call, never stray data
        return Extraction(found).capped("yaml_call")


#: A ``name:`` key at the start of a line (or of a list item): what a YAML call opens with.
_LINE_NAME = re.compile(r"^[ \t]*(?:-[ \t]+)?name[ \t]*:[ \t]*(\S*)", re.M)


def _name_on_line(text: str) -> str:
    found = _LINE_NAME.search(text)
    return found.group(1).strip("\"'") if found else ""
