"""The YAML reader's direct construction gives what PyYAML's own constructors give.

``yaml_call`` builds plain documents itself and resolves scalar tags without regexes; the
reference here is the loader as it was before those shortcuts: the same text-keeping scalar
constructors on PyYAML's generic machinery.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from strategies import json_values
from toolform.protocols.base import QuotedText
from toolform.protocols.yaml_call import _SafeLoader, _TextLoader


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
    assert _read(text, _TextLoader) == _read(text, _Reference), text


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


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_or_yaml_dump_reads_the_same(value):
    same(yaml.safe_dump(value, allow_unicode=True))
    same(yaml.safe_dump(value, default_flow_style=True))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab:-[]{}&*!<=?'\"\n #|>,.0", max_size=40))
def test_any_text_reads_the_same(text):
    same(text)
