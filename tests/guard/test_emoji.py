"""Emoji presentation selectors (``toolform.guard.emoji``): one U+FE0F or U+FE0E after a symbol
is part of what is drawn and stays; every other variation selector is still stripped."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolform.guard import apply, emoji, unicode
from toolform.toolset import Toolset

SYMBOLS = "\u26a0\u2705\u2757\u23f1\u2764\u2600\u2b50\U0001f680\U0001f4c4\u2122"


@given(
    st.sampled_from(SYMBOLS),
    st.sampled_from("\ufe0f\ufe0e"),
    st.text(alphabet="abc DEF.", max_size=20),
)
def test_one_selector_after_a_symbol_stays(symbol: str, selector: str, rest: str) -> None:
    text = f"{symbol}{selector} DEPRECATED{rest}"
    assert unicode.strip_invisible(text) == (text, [])


@given(st.sampled_from("abcXYZ 1.,"), st.integers(min_value=1, max_value=4))
def test_a_selector_after_a_letter_or_a_run_of_them_goes(base: str, n: int) -> None:
    text = f"x{base}{chr(0xFE0F) * n}y"
    cleaned, runs = unicode.strip_invisible(text)
    assert cleaned == f"x{base}y" and runs


@given(st.integers(min_value=2, max_value=6), st.sampled_from(SYMBOLS))
def test_selectors_chained_after_a_symbol_go(n: int, symbol: str) -> None:
    """A chain of selectors after one base can carry bytes: it is stripped whole."""
    selectors = "".join(chr(0xFE00 + i % 16) for i in range(n))
    cleaned, runs = unicode.strip_invisible(f"{symbol}{selectors} ok")
    assert cleaned == f"{symbol} ok" and len(runs) == 1


def test_keycap() -> None:
    assert emoji.presentation_selector("1\ufe0f\u20e3", 1, 2)
    assert not emoji.presentation_selector("1\ufe0f", 1, 2)
    assert not emoji.presentation_selector("\ufe0f", 0, 1)


def test_a_deprecated_warning_with_an_emoji_is_left_intact_at_every_level() -> None:
    """A tool deprecating itself is not redirection, and its warning sign is not padding."""
    tool = {"name": "linkedin_search", "description": "\u26a0\ufe0f DEPRECATED: This tool is deprecated. "
            "Searches LinkedIn profiles.", "inputSchema": {"type": "object"}}  # fmt: skip
    ts = Toolset.from_mcp([tool])
    for level in ("standard", "strict"):
        out, report = apply(ts, level)
        assert out.tools[0].to_dict() == ts.tools[0].to_dict(), level
        assert not report.removed


@given(st.sampled_from(SYMBOLS), st.sampled_from(SYMBOLS), st.sampled_from(["", "\ufe0f"]))
def test_one_joiner_between_two_symbols_stays(first: str, second: str, selector: str) -> None:
    """A ZWJ sequence ("👩‍💻", "🏳️‍🌈") is one emoji: its joiner is part of what is drawn."""
    text = f"## Team {first}{selector}\u200d{second}\n\nSyncs the calendar."
    assert unicode.strip_invisible(text) == (text, [])


@given(st.sampled_from(SYMBOLS), st.integers(min_value=2, max_value=4), st.sampled_from("ab "))
def test_a_run_of_joiners_or_one_beside_a_letter_goes(symbol: str, n: int, letter: str) -> None:
    for text in (
        f"{symbol}{chr(0x200D) * n}{symbol}",
        f"{letter}\u200d{symbol}",
        f"{symbol}\u200d{letter}",
    ):
        cleaned, runs = unicode.strip_invisible(text)
        assert runs and "\u200d" not in cleaned


def test_an_emoji_base_of_another_category_keeps_its_selector() -> None:
    """ "\u2139\ufe0f" (information source) is a letter with an emoji form; "\u203c\ufe0f" punctuation."""
    for text in ("> \u2139\ufe0f Note: rate limits apply.", "\u203c\ufe0f Irreversible."):
        assert unicode.strip_invisible(text) == (text, [])
