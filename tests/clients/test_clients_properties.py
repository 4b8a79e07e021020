"""Properties: the response readers and message translators never crash on arbitrary input,
and one client is safe to share between threads (a connection per thread)."""

from __future__ import annotations

import itertools
import json
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.clients.anthropic import parse_message, to_anthropic_messages
from toolform.clients.body import LONG, encode_body
from toolform.clients.http import retry_after_s
from toolform.clients.openai_compat import parse_completion
from toolform.errors import ClientError
from toolform.sdk import ChatResult, OpenAICompatClient
from toolform.sdk.testing import FakeOpenAIServer

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=20,
)
keys = st.sampled_from(
    ["choices", "message", "content", "tool_calls", "usage", "role", "type", "text"]
)
shaped = st.recursive(
    st.none() | st.text(max_size=10) | st.integers(-2, 5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=15,
)


@given(st.one_of(json_values, shaped))
def test_readers_give_a_result_or_a_client_error(data):
    for reader in (parse_completion, parse_message):
        try:
            result = reader(data, 0.0)
        except ClientError:
            continue
        assert isinstance(result, ChatResult) and isinstance(result.text, str)
        assert min(result.prompt_tokens, result.completion_tokens, result.cached_tokens) >= 0


messages = st.fixed_dictionaries(
    {"role": st.sampled_from(["system", "user", "assistant", "tool", "other"])},
    optional={"content": shaped, "tool_calls": shaped, "tool_call_id": shaped},
)


@given(st.lists(messages | shaped, max_size=4))
def test_message_translation_gives_turns_or_a_client_error(messages):
    try:
        system, turns = to_anthropic_messages(messages)
    except ClientError:
        return
    assert isinstance(system, str)
    assert all(a["role"] != b["role"] for a, b in itertools.pairwise(turns))


@given(st.text(max_size=40) | st.none())
def test_retry_after_never_raises_and_stays_capped(value):
    seconds = retry_after_s(value, cap_s=5.0)
    assert seconds is None or 0.0 <= seconds <= 5.0


def test_one_client_shared_by_threads():
    with FakeOpenAIServer(lambda body: body["messages"][0]["content"]) as server:
        client = OpenAICompatClient(server.base_url, "m", api_key_env=None)
        seen: dict[int, list[str]] = {}

        def worker(n: int) -> None:
            seen[n] = [
                client.chat([{"role": "user", "content": f"{n}-{i}"}]).text for i in range(5)
            ]

        threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert seen == {n: [f"{n}-{i}" for i in range(5)] for n in range(4)}


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=6,
)
# Strings either side of the length the encoder caches, some shared between messages.
_texts = st.sampled_from([0, LONG - 1, LONG, 3 * LONG]).flatmap(
    lambda n: st.text(min_size=n, max_size=n + 2)
)
_messages = st.lists(
    st.fixed_dictionaries(
        {"role": st.sampled_from(["system", "user"]), "content": _texts | _json},
        optional={"name": _texts, "extra": _json},
    ),
    max_size=4,
)


@given(
    st.fixed_dictionaries(
        {"model": st.text(max_size=4), "messages": _messages},
        optional={"system": _texts, "max_tokens": st.integers(), "other": _json},
    )
)
def test_encoded_bodies_are_the_bytes_json_dumps_gives(body):
    expected = json.dumps(body, ensure_ascii=False).encode("utf-8")
    assert encode_body(body) == expected
    assert encode_body(body) == expected  # the second time from the cache


@given(_json)
def test_any_json_value_encodes_as_json_dumps_does(value):
    assert encode_body(value) == json.dumps(value, ensure_ascii=False).encode("utf-8")


def test_bodies_json_cannot_write_still_raise_type_error():
    with pytest.raises(TypeError):
        encode_body({"messages": [{"content": "x" * LONG, "when": object()}]})


def test_objects_with_keys_that_are_not_text_are_left_to_json_dumps():
    body = {"messages": [{1: "x" * LONG, None: True}], 2: "y" * LONG}
    assert encode_body(body) == json.dumps(body, ensure_ascii=False).encode("utf-8")
