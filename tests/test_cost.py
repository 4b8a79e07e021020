"""Costs from token counts: the named relative vectors and a custom Price."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.cost import PRICES, get_price
from toolform.errors import UnknownPriceError
from toolform.sdk import Price, cost_of


def test_named_prices_are_relative_vectors():
    for name, price in PRICES.items():
        assert price.name == name and price.input_per_m == 1.0
        assert price.cached_input_per_m < price.input_per_m < price.output_per_m


def test_cost_of_splits_cached_tokens():
    assert cost_of(1_000_000, 0) == pytest.approx(1.0)
    assert cost_of(1_000_000, 0, cached_tokens=1_000_000) == pytest.approx(0.1)
    assert cost_of(0, 1_000_000) == pytest.approx(4.0)
    assert cost_of(1000, 100, cached_tokens=400, price="self_hosted") == pytest.approx(
        (600 * 1.0 + 400 * 0.02 + 100 * 3.0) / 1e6
    )


def test_a_custom_price():
    price = Price(input_per_m=3.0, cached_input_per_m=0.3, output_per_m=15.0, name="my_contract")
    assert cost_of(2_000_000, 1_000_000, cached_tokens=1_000_000, price=price) == pytest.approx(
        3.0 + 0.3 + 15.0
    )
    assert price.to_dict()["name"] == "my_contract"


def test_bad_input():
    with pytest.raises(UnknownPriceError, match="frontier_api"):
        get_price("frontier")
    with pytest.raises(ValueError, match="exceed"):
        cost_of(10, 0, cached_tokens=11)
    with pytest.raises(ValueError, match="completion"):
        cost_of(10, -1)
    with pytest.raises(ValueError, match="input_per_m"):
        Price(-1.0, 0.0, 0.0)


@given(st.integers(0, 10**7), st.integers(0, 10**6), st.data())
def test_cost_is_monotone_in_cache_hits(prompt, completion, data):
    cached = data.draw(st.integers(0, prompt))
    for name in PRICES:
        assert (
            cost_of(prompt, completion, cached_tokens=cached, price=name)
            <= cost_of(prompt, completion, price=name) + 1e-12
        )
