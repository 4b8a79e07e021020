"""The YAML reader's direct construction gives what PyYAML's own constructors give.

``yaml_call`` builds plain documents itself and resolves scalar tags without regexes; the
reference here is the loader as it was before those shortcuts: the same text-keeping scalar
constructors on PyYAML's generic machinery.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from hypothesis_profiles import examples
from strategies import json_values
from toolform.protocols.base import QuotedText
from toolform.protocols.yaml_call import _json_document, _SafeLoader, _TextLoader


class _Reference(_SafeLoader):
    pass


def _scalar(loader: Any, node: Any) -> str:
    text = str(loader.construct_scalar(node))
    return QuotedText(text) if node.style in ("'", '"') else text


for _tag in ("bool", "int", "float", "null", "timestamp", "str"):
    _Reference.add_constructor(f"tag:yaml.org,2002:{_tag}", _scalar)


def _read(text: str, loader: type) -> tuple[str, Any]:
    try:
        value = yaml.load(text, Loader=loader)
    except (yaml.YAMLError, RecursionError, ValueError) as exc:
        return "error", type(exc).__name__
    return "ok", _typed(value)


def _typed(value: Any, path: tuple[int, ...] = ()) -> Any:
    """The value with each text's kind (quoted or plain) made comparable; a recursive
    document's cycle shows as how many levels up it points."""
    if isinstance(value, (dict, list)):
        if id(value) in path:
            return ("cycle", len(path) - path.index(id(value)))
        inner = (*path, id(value))
        if isinstance(value, dict):
            return [("map", _typed(k, inner), _typed(v, inner)) for k, v in value.items()]
        return ["seq", *(_typed(v, inner) for v in value)]
    return (type(value).__name__, value)


def same(text: str) -> None:
    """Both loaders read ``text`` alike, except that the reply reader refuses an alias to a
    collection (a cycle or an expansion bomb), which the reference loader shares, and a mapping
    that repeats a key, of which the reference keeps the last value."""
    ours = _read(text, _TextLoader)
    if ours == ("error", "AliasRefused"):
        assert "*" in text, text
        return
    if ours == ("error", "DuplicateKey"):
        assert _read(text, _Reference)[0] == "ok", text
        return
    assert ours == _read(text, _Reference), text


@pytest.mark.parametrize(
    "text",
    ["a: &x [1, 2]\nb: *x\n", "base: &b {k: 1}\nchild:\n  <<: *b\n", "a: &r [*r]\n"],
)
def test_collection_aliases_are_refused(text: str) -> None:
    assert _read(text, _TextLoader) == ("error", "AliasRefused")


def test_a_scalar_alias_is_read_as_its_text() -> None:
    assert _read("a: &x v\nb: *x\n", _TextLoader) == _read("a: &x v\nb: *x\n", _Reference)


CASES = [
    'name: get_weather\narguments:\n  city: "Paris"\n  days: 3\n',
    "- name: a\n  arguments: {x: yes, y: 08, z: ~}\n- name: b\n  arguments: []\n",
    '{"name": "f", "arguments": {"n": 1e5, "b": true, "s": "\\u00e9"}}',
    "a: &x [1, 2]\nb: *x\n",
    "base: &b {k: 1}\nchild:\n  <<: *b\n  j: 2\n",
    "=: value key\nother: 1\n",
    "? [complex, key]\n: v\n",
    "a: &r [*r]\n",
    "!!str [1]\n",
    "x: !!int [1]\n",
    "- !!binary aGVsbG8=\n",
    "a: !custom b\n",
    "t: 2001-12-14t21:59:43.10-05:00\nn: .inf\no: 0o17\n",
    "d: {a: 1, a: 2}\n",
    "---\na: 1\n---\nb: 2\n",
    "'quoted key': plain\n\"dq\": 'sq'\n",
    "",
    "   ",
    "just text",
    "- - - deep\n",
    "k: |\n  block\n  text\n",
]


@pytest.mark.parametrize("text", CASES)
def test_fixed_documents(text):
    same(text)


@examples(150)
@given(json_values)
def test_any_json_or_yaml_dump_reads_the_same(value):
    same(yaml.safe_dump(value, allow_unicode=True))
    same(yaml.safe_dump(value, default_flow_style=True))


@examples(150)
@given(st.text(alphabet="ab:-[]{}&*!<=?'\"\n #|>,.0", max_size=40))
def test_any_text_reads_the_same(text):
    same(text)


# JSON as models write it: plain ASCII, and the characters that make YAML read a text otherwise.
_json_text = st.text(
    alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E)
    | st.sampled_from("\t\xe9\u2028"),
    max_size=12,
)
_json_numbers = (
    st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from([0.0, -0.0, 1e-05, 1.5e300])
)
_json_documents = st.recursive(
    st.none() | st.booleans() | _json_numbers | _json_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_json_text, inner, max_size=4),
    max_leaves=10,
).filter(lambda v: isinstance(v, (dict, list)))
_json_layouts = st.tuples(
    st.sampled_from([None, 0, 1, 2, 4]),
    st.sampled_from([(",", ":"), (", ", ": "), (",", ": "), (" , ", " : ")]),
    st.sampled_from(["", " ", "\n", "\n\n  "]),
    st.sampled_from(["", " ", "\n", " \n"]),
)


@examples(250)
@given(_json_documents, _json_layouts, st.booleans())
def test_json_is_read_as_libyaml_reads_it(value, layout, ascii_only):
    indent, separators, before, after = layout
    body = json.dumps(value, indent=indent, separators=separators, ensure_ascii=ascii_only)
    text = before + body + after
    quick = _json_document(text)
    if quick is not None:
        assert ("ok", _typed(quick)) == _read(text, _TextLoader), text


def test_json_without_odd_characters_takes_the_quick_reading():
    text = '{"name": "f", "arguments": {"n": 1e5, "b": true, "x": null, "s": "a: #b"}}'
    assert _json_document(text) == {
        "name": "f",
        "arguments": {"n": "1e5", "b": "true", "x": "null", "s": "a: #b"},
    }
    same(text)
    for odd in ('{"s": "\\u00e9"}', '{"s": "\t"}', '{"k"\n: 1}', "{\"k\": 'v'}", '{"a": 1} x'):
        assert _json_document(odd) is None, odd


@pytest.mark.parametrize(("key", "gap"), [(499, 0), (0, 480), (499, 499), (500, 0), (0, 600)])
def test_keys_near_yamls_length_limit_read_the_same(key, gap):
    text = '{"' + "k" * key + '"' + " " * gap + ': 1, "name": "f"}'
    quick = _json_document(text)
    if quick is not None:
        assert ("ok", _typed(quick)) == _read(text, _TextLoader)
    # no quote-free stretch of 500 characters: read as JSON
    assert (quick is not None) == (key < 500 and gap + 5 < 500)
