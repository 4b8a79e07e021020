"""``toolform.guard.substrings.any_in`` answers as ``any(n in text for n in needles)`` does."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolform.guard.substrings import any_in

_SMALL = st.text(alphabet="ab c.\u00e9", max_size=12)


@given(_SMALL, st.lists(st.text(alphabet="ab c.\u00e9", max_size=3), max_size=6))
def test_any_in_is_any_substring(text: str, needles: list[str]) -> None:
    assert any_in(text, needles) == any(n in text for n in needles)


def test_any_in_examples() -> None:
    assert any_in("send the api key", ("token", "api key"))
    assert not any_in("send the report", ("token", "api key"))
    assert not any_in("anything", ())
    assert any_in("anything", ("",))  # the empty string occurs in every text, as with ``in``
