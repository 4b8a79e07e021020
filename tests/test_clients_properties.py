"""Properties: the response readers and message translators never crash on arbitrary input,
and one client is safe to share between threads (a connection per thread)."""

from __future__ import annotations

import itertools
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.clients.anthropic import parse_message, to_anthropic_messages
from toolform.clients.http import retry_after_s
from toolform.clients.openai_compat import parse_completion
from toolform.errors import ClientError
from toolform.sdk import ChatResult, OpenAICompatClient
from toolform.sdk.testing import FakeOpenAIServer

pytest.importorskip("toolform.think")  # lands with the parsing layer

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
