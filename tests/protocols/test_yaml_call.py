"""``yaml_call`` never drops a value a reply gave: a mapping that repeats a key is refused with
the key named, whatever YAML or JSON spelling the reply used."""

from __future__ import annotations

import json
from typing import Any
from unittest import mock

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from formats_support import weather_tools
from hypothesis_profiles import examples
from toolform.parse import parse_reply
from toolform.protocols import yaml_call
from toolform.protocols.registry import get_protocol
from toolform.toolset import Toolset

WEATHER = Toolset(weather_tools())
KEYS = st.sampled_from(["city", "days", "units", "note", "1"])
WORDS = st.text("abcxyz0123 ", min_size=1, max_size=6).map(str.strip).filter(bool)


def _block(pairs: list[tuple[str, str]], indent: str) -> str:
    return "".join(f"{indent}{k}: {json.dumps(v)}\n" for k, v in pairs)


@given(
    pairs=st.lists(st.tuples(KEYS, WORDS), min_size=1, max_size=4),
    twice=st.data(),
    where=st.sampled_from(["arguments", "top"]),
    spelling=st.sampled_from(["block", "flow"]),
    lenient=st.booleans(),
)
def test_a_repeated_key_is_refused_with_its_name_never_dropped(
    pairs: list[tuple[str, str]], twice: st.DataObject, where: str, spelling: str, lenient: bool
) -> None:
    key, value = twice.draw(st.sampled_from(pairs))
    pairs = [*pairs, (key, value + "2")]  # the same key again, with another value
    if where == "arguments":
        if spelling == "block":
            text = "name: get_forecast\narguments:\n" + _block(pairs, "  ")
        else:
            inner = ", ".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in pairs)
            text = f'{{"name": "get_forecast", "arguments": {{{inner}}}}}'
    else:
        text = "name: get_forecast\n" + _block(pairs, "") + "arguments: {}\n"
    extraction = get_protocol("yaml_call").extract(text, lenient=lenient)
    assert not extraction.calls, text
    keys = [k for k, _ in pairs]
    repeated = {repr(k) for k in keys if keys.count(k) > 1}
    assert any(r in (f.error or "") for f in extraction.failed for r in repeated), text
    parsed = parse_reply(text, WEATHER, "yaml_call")
    assert not parsed.calls and not parsed.ok
    assert any("twice" in r.reason for r in parsed.rejected), text


def test_keys_that_differ_only_in_quoting_are_the_same_key() -> None:
    text = "name: get_forecast\narguments:\n  city: a\n  'city': b\n"
    parsed = parse_reply(text, WEATHER, "yaml_call")
    assert [r.reason for r in parsed.rejected] == ["the key 'city' is given twice in one mapping"]


def _loaded(text: str, *, streamed: bool) -> str:
    """What ``_load_now`` makes of ``text`` (its reason when refused), with or without the
    event stream's check before the load."""
    if streamed:
        return repr(yaml_call._load_now(text))
    with mock.patch.object(yaml_call, "_stream_check", lambda text: None):
        return repr(yaml_call._load_now(text))


# YAML documents with repeated keys at several depths (in block and flow mappings), anchors,
# aliases, several documents and broken lines: every reason a load can give, several in a text.
_nested = st.lists(
    st.tuples(st.sampled_from(["c", "d", "'c'"]), st.sampled_from([" 1", " {e: 1, e: 2}", ""])),
    max_size=3,
).map(lambda pairs: "".join(f"\n  {k}:{v}" for k, v in pairs))
_top_line = st.tuples(
    st.sampled_from(["name", "a", "b", "'a'"]),
    st.sampled_from([" x", " {b: 1, b: 2}", " [1, {f: 1, f: 2}]", " &y [1]", " *y", ""]),
    _nested,
).map(lambda kvn: f"{kvn[0]}:{kvn[1]}" + (kvn[2] if not kvn[1] else ""))
_odd_line = st.sampled_from(["---", "[", "- a", "&x b: 1", "*x : 1", "a: b: c"])
_yaml_lines = st.lists(st.one_of(_top_line, _top_line, _top_line, _odd_line), max_size=6).map(
    lambda lines: "name: f\n" + "\n".join(lines)
)


@examples(200)
@given(_yaml_lines)
def test_the_event_stream_check_refuses_as_the_load_does(text: str) -> None:
    assert _loaded(text, streamed=True) == _loaded(text, streamed=False)


@pytest.mark.parametrize(
    "text",
    [
        "name: a\nb:\n  c: 1\n  c: 2\nname: b\n",  # the root's repeat is met first
        "name: {x: 1, x: 2}\nb: {y: 1, y: 2}\n",  # later children are met first
        "- {name: 1, x: 2, x: 1}\n- {name: 1, y: 2, y: 3}\n",
        "name: &x 1\nname: 2\n",  # an anchor: left to the load
        "name: a\n---\nname: b\n",  # several documents: left to the load
        "name: a\nname: b\n{",  # a parse error after a repeat: the load meets the error first
    ],
)
def test_the_event_stream_check_on_fixed_documents(text: str) -> None:
    assert _loaded(text, streamed=True) == _loaded(text, streamed=False)


def test_refusing_a_long_document_composes_no_node() -> None:
    # A megabyte of ``name: a`` lines is refused (a repeated key, or a parse error at its end)
    # from the event stream, one event at a time: no node of the document is ever built.
    built = []
    real = yaml.ScalarNode.__init__

    def counted(self: Any, *args: Any, **kwargs: Any) -> None:
        built.append(1)
        real(self, *args, **kwargs)

    with mock.patch.object(yaml.ScalarNode, "__init__", counted):
        repeated = yaml_call._load_now("name: a\n" * 5_000)
        broken = yaml_call._load_now("name: a\n" * 5_000 + '{"name": "b"')
    assert repeated == "the key 'name' is given twice in one mapping"
    assert str(broken).startswith("not readable as YAML")
    assert built == []


def test_a_lenient_read_parses_the_yaml_of_the_strict_read_once() -> None:
    text = get_protocol("yaml_call").write_call([("get_forecast", {"city": "Denver"})])
    with mock.patch.object(yaml_call, "_load_now", wraps=yaml_call._load_now) as load:
        parse_reply(text, WEATHER, "yaml_call", lenient_fallback=True).to_dict()
    assert [c.args[0] for c in load.call_args_list].count(text) == 1
