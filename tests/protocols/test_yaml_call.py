"""``yaml_call`` never drops a value a reply gave: a mapping that repeats a key is refused with
the key named, whatever YAML or JSON spelling the reply used."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from formats_support import weather_tools
from toolform.parse import parse_reply
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
