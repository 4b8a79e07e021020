"""The rules' shared machinery: the trigger table and the set of the other tools' names."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolform.guard import intent
from toolform.guard.rules import RULES, WELL_KNOWN, OtherNames, TriggerTable, named_tool, words_of

TRIGGERS = ("ignore", "you to", "~/.ssh", ".env", "rm -", "0x", "-", "[", "i'm", "id_", "no need")
BITS = [*TRIGGERS, "you", "to", "ssh", "env", "rm", " ", "x", "0", "'", "m", "i", ".", "need", "no"]
texts = st.lists(st.sampled_from(BITS), max_size=14).map("".join)


@given(texts)
def test_present_finds_exactly_the_triggers_that_occur(text: str) -> None:
    """Anchored look-up (letters of a trigger inside one word) finds what substring tests find."""
    table = TriggerTable(TRIGGERS)
    assert table.present(text, words_of(text)) == {t for t in TRIGGERS if t in text}


@given(
    st.lists(
        st.sampled_from(["you", "to", "ssh", "env", "rm", "x", "m", "i", "need", "no"]), max_size=30
    )
)
def test_present_in_long_words_finds_what_substring_tests_find(bits: list[str]) -> None:
    """A word longer than the ones cut into pieces is tested trigger by trigger: the same answer."""
    word = "".join(bits)
    table = TriggerTable(TRIGGERS)
    assert table.present(word, words_of(word)) == {t for t in TRIGGERS if t in word}


_NAME_BITS = ["send", "_", "email", ".", "/", ":", "mcp", "tool", "read", "file", "x"]


@given(st.lists(st.sampled_from(_NAME_BITS), max_size=12).map("".join))
def test_named_tool_tries_every_suffix_after_a_separator(token: str) -> None:
    """``named_tool`` is the name, or a suffix after one of "_./:" that is a name (those within the
    longest name's length of the end are enough: a longer suffix cannot be one)."""
    names = frozenset({"send_email", "read_file", "email"})
    expected = (
        token in names
        or token in WELL_KNOWN
        or any(
            token[i] in "_./:" and (token[i + 1 :] in names or token[i + 1 :] in WELL_KNOWN)
            for i in range(len(token))
        )
    )
    assert named_tool(token, names) == expected


def test_other_names_is_every_name_but_the_tools_own() -> None:
    every = OtherNames(frozenset({"send_email", "read_file", "list"}))
    others = every.but("read_file")
    assert "send_email" in others and "read_file" not in others
    assert sorted(others) == ["list", "send_email"] and len(others) == 2
    assert others.isdisjoint({"read_file", "x"}) and not others.isdisjoint({"list"})
    assert others.longest == every.longest == max(map(len, {"send_email", *WELL_KNOWN}))
    assert named_tool("mcp_send_email", others) and not named_tool("mcp_read_file", others)


def test_every_rule_id_names_one_rule() -> None:
    """A report names a finding by its rule: two rules under one id could not be told apart (stop 43
    gave a new rule the id of an older one)."""
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    assert set(ids).isdisjoint(intent.REASONS)
