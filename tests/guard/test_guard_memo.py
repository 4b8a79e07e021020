"""The guard's bounded memories: a value is kept, and no memory grows past its limit."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolform.guard.memo import remember


def test_a_value_is_returned_and_kept() -> None:
    memo: dict[str, int] = {}
    assert remember(memo, "a", 1, limit=4) == 1
    assert memo == {"a": 1}


def test_a_full_memory_is_emptied_before_the_new_entry() -> None:
    memo = {"a": 1, "b": 2}
    remember(memo, "c", 3, limit=2)
    assert memo == {"c": 3}


@given(st.lists(st.text(max_size=3), max_size=200), st.integers(min_value=1, max_value=20))
def test_a_memory_never_holds_more_than_its_limit(keys: list[str], limit: int) -> None:
    memo: dict[str, int] = {}
    for n, key in enumerate(keys):
        remember(memo, key, n, limit)
        assert len(memo) <= limit
        assert memo[key] == n
