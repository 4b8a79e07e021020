"""The token estimate: deterministic, monotone in content, sensitive to what formats differ in."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolform.tokens import estimate_tokens, features


def test_empty_and_small():
    assert estimate_tokens("") == 0
    assert estimate_tokens("a") == 1
    assert estimate_tokens("hello world") == 2


def test_punctuation_and_long_words_cost_more_than_short_words():
    assert estimate_tokens('{"a": [1, 2], "b": {"c": null}}') > estimate_tokens("a b c d e f")
    assert estimate_tokens("internationalisation") > estimate_tokens("cat")


def test_features_count_the_pieces():
    assert features('{"x": 12345}\n  yZ') == (2, 2, 5, 3, 1, 1, 1)
    assert features("é😀") == (0, 0, 0, 0, 0, 0, 0)
    assert estimate_tokens("é😀") == 2


def test_english_prose_is_near_four_characters_per_token():
    text = "Get the weather forecast for a city. How many days to forecast, one to seven. " * 5
    ratio = len(text) / estimate_tokens(text)
    assert 3.5 < ratio < 6.5


@given(st.text(max_size=200), st.text(max_size=200))
def test_concatenation_is_roughly_additive(a, b):
    joined = estimate_tokens(a + " " + b)
    assert joined <= estimate_tokens(a) + estimate_tokens(b) + 3
