"""The Wilson interval: known values, edges, and that it always holds the observed rate."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.study.metrics import Proportion, wilson_interval


def test_known_values():
    lo, hi = wilson_interval(7, 10)
    assert lo == pytest.approx(0.3968, abs=1e-4) and hi == pytest.approx(0.8922, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


@given(st.integers(1, 5000).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_interval_holds_the_rate(kn):
    k, n = kn
    lo, hi = wilson_interval(k, n)
    assert 0.0 <= lo <= k / n + 1e-12 and k / n - 1e-12 <= hi <= 1.0


def test_proportion_dict():
    p = Proportion()
    for ok in (True, True, False):
        p.add(ok)
    d = p.to_dict()
    assert d["accuracy"] == 0.6667 and d["n"] == 3 and d["correct"] == 2
    assert Proportion().to_dict()["accuracy"] is None
