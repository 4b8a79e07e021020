"""The parsers' shortcuts give exactly what their long way gives."""

from __future__ import annotations

import ast
import json
import re
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hypothesis_profiles import examples
from strategies import json_values
from toolform.protocols import jsonlike, native, python_call, scan, select

# Reply-like text: JSON written well or cut short, with the slips models make, amid prose and
# stray brackets.
_pieces = st.one_of(
    json_values.map(json.dumps),
    json_values.map(lambda v: json.dumps(v)[:-1]),
    json_values.map(lambda v: json.dumps(v).replace('"', "'")),
    json_values.map(lambda v: json.dumps(v) + ","),
    st.sampled_from(["{", "}", "[", "]", "(", ")", '"', "'", "\\", "// note\n", ",", ":", " "]),
    st.sampled_from(["{'a': True}", '{"a": 1,}', "[1, 2", '{"x": [{"y": (1)}]}', "{} []"]),
    st.text(max_size=12),
)
replies = st.lists(_pieces, max_size=8).map("".join)


@examples(150)
@given(replies)
def test_relaxed_values_read_strict_json_as_the_bracket_walk_does(text: str) -> None:
    quick = list(scan.relaxed_values(text))
    with mock.patch.object(scan, "_strict_at", return_value=None):
        walked = list(scan.relaxed_values(text))
    assert quick == walked


def _walked_step_by_step(text: str, limit: int) -> bool:
    depth = 0
    for ch in text:
        if ch in "[{(":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]})":
            depth = max(0, depth - 1)
    return False


@given(st.text(st.sampled_from("[]{}()a\"'"), max_size=200), st.integers(0, 8))
def test_too_deep_counts_like_the_walk(text: str, limit: int) -> None:
    deep = _walked_step_by_step(text, limit)
    assert scan.walked_too_deep(text, limit) == deep
    assert scan.too_deep(text, limit) == deep


def test_too_deep_still_walks_past_the_limit() -> None:
    assert scan.too_deep("[" * 65)
    assert not scan.too_deep("[]" * 100)  # many openers, never deep
    assert not scan.too_deep("{" * 64)


_select_lines = st.lists(
    st.tuples(
        st.sampled_from(["", " ", "- ", "* `"]),
        st.sampled_from(["get_weather", "send_email", "a.b-c", "9x"]),
        st.sampled_from([" - ", ": ", " -", "\t:"]),
        st.sampled_from(
            ["YES", "yes", "Yes", "NO", "no", "ye\u017f", "YE\u017f", "maybe", "yesno"]
        ),
    ).map("".join)
    | st.text(max_size=10),
    max_size=6,
).map("\n".join)


@given(_select_lines)
def test_select_skips_the_yes_no_pattern_only_where_it_finds_nothing(text: str) -> None:
    protocol = select.SelectProtocol()
    quick = protocol.extract(text, lenient=True)
    with mock.patch.object(select, "_may_say_yes", return_value=True):
        assert protocol.extract(text, lenient=True) == quick


def test_a_long_s_says_yes_as_the_pattern_reads_it() -> None:
    found = select.SelectProtocol().extract("send_email - YE\u017f", lenient=True)
    assert [c.name for c in found.calls] == ["send_email"]


class _Everything:
    """A container that holds anything: the shortcut's test always says "read it"."""

    def __contains__(self, item: object) -> bool:
        return True


@given(
    st.one_of(replies, json_values.map(json.dumps), st.sampled_from(["null", " null ", "", "  "]))
)
def test_native_reads_only_what_can_hold_calls(text: str) -> None:
    quick = native.NativeProtocol().extract(text, lenient=False)
    with mock.patch.object(native, "_MEANINGFUL_START", _Everything()):
        assert native.NativeProtocol().extract(text, lenient=False) == quick


def test_a_shared_block_reads_each_yaml_text_once() -> None:
    from toolform.protocols import yaml_call

    protocol = yaml_call.YamlCallProtocol()
    text = "name: get_weather\narguments:\n  city: Paris\n"
    with mock.patch.object(yaml_call.yaml, "load", wraps=yaml_call.yaml.load) as load:
        alone = protocol.extract(text, lenient=False), protocol.extract(text, lenient=True)
        assert load.call_count == 2
        with scan.shared_scans():
            with scan.shared_scans():  # an inner block joins the outer one
                strict = protocol.extract(text, lenient=False)
            lenient = protocol.extract(text, lenient=True)
        assert load.call_count == 3
    assert (strict, lenient) == alone


@given(replies)
def test_no_strict_json_closes_where_none_can_open(text: str) -> None:
    """The relaxed scan decodes no closed bracket where ``_may_open`` says no value starts."""
    for start, ch in enumerate(text):
        end = scan.balanced_end(text, start) if ch in "{[" else None
        if end is not None and not scan._may_open(text, start):
            assert scan._json_only(text[start:end]) is None


@given(
    st.lists(
        st.sampled_from(["[", "]", "(", ")", " ", "\n", "\f", "#", "\\", "a", "1", "'", ",", "*"]),
        max_size=10,
    ).map(lambda parts: "[" + "".join(parts) + "]")
)
def test_python_call_skips_only_brackets_that_parse_to_no_call(source: str) -> None:
    """A bracket ``_holds_no_call`` skips parses to no call list and no empty list."""
    if python_call._holds_no_call(source):
        node = python_call._parse(source)
        assert not (isinstance(node, ast.List) and not node.elts)
        assert not (isinstance(node, ast.List) and any(isinstance(e, ast.Call) for e in node.elts))


def _bracket_table_one_char_at_a_time(
    text: str,
) -> tuple[dict[int, int], list[int], list[int], list[int]]:
    """The long way of ``scan.Brackets``: every bracket, quote and backslash one step each."""
    close: dict[int, int] = {}
    tops: list[int] = []
    closed: list[int] = []
    quoted: list[int] = []
    stack: list[tuple[int, str]] = []
    quote, i = "", 0
    pairs = {"[": "]", "{": "}", "(": ")"}
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch in (quote, "\n"):
                quote = ""
            elif ch in pairs:
                quoted.append(i)
        elif ch in pairs:
            if not stack:
                tops.append(i)
            stack.append((i, pairs[ch]))
        elif ch in "]})":
            if stack and stack[-1][1] == ch:
                closed.append(stack[-1][0])
                close[stack.pop()[0]] = i + 1
            elif stack:
                close[stack.pop()[0]] = scan.BROKEN
        elif stack and ch in "\"'":
            quote = ch
        i += 1
    close.update(dict.fromkeys((k for k, _ in stack), scan.OPEN_AT_END))
    return close, tops, closed, quoted


@given(
    st.sampled_from(
        ["", '{"' + "[" * scan.QUOTED_STARTS + '"']
    ).flatmap(  # the quoted starts all found
        lambda head: st.text(st.sampled_from("[[[]]]{{}}(())\"'\\\na "), max_size=120).map(
            lambda tail: head + tail
        )
    )
)
def test_bracket_table_by_runs_is_the_table_one_char_at_a_time(text: str) -> None:
    _same_as_one_char_at_a_time(text)


def _same_as_one_char_at_a_time(text: str) -> None:
    table = scan.Brackets(text)
    close = {i: table.closer(i) for i in range(len(text))}
    close = {i: c for i, c in close.items() if c is not None}
    runs = (i for run in table.closed_runs for i in run)
    closed = sorted([*table.closed, *table.closed_pairs(), *runs])
    want_close, want_tops, want_closed, want_quoted = _bracket_table_one_char_at_a_time(text)
    assert (close, list(table.tops), closed, table.quoted) == (
        want_close,
        want_tops,
        sorted(want_closed),
        want_quoted[: scan.QUOTED_STARTS],
    )


def test_bracket_table_on_runs_that_close_together() -> None:
    for text in ["[[a]]", "x [[a]] [[[b]]]", "{{[[]]}}", "[[[)", "(((a]]", "[[[]]"]:
        _same_as_one_char_at_a_time(text)


@given(
    replies,
    st.lists(st.integers(0, 60)).map(sorted),
    st.sampled_from(["{[", "{", "["]),
    st.booleans(),
)
def test_unread_objects_skip_only_tops_that_name_no_tool(
    text: str, read_at: list[int], opener: str, lenient: bool
) -> None:
    quick = jsonlike.unread_objects(text, "json_object", read_at, opener=opener, lenient=lenient)
    every_top = lambda table, opener: [t for t in table.tops if table.text[t] in opener]  # noqa: E731
    with mock.patch.object(jsonlike, "_attempt_tops", every_top):
        walked = jsonlike.unread_objects(
            text, "json_object", read_at, opener=opener, lenient=lenient
        )
    assert quick == walked


@given(st.integers(1, 3000), st.sampled_from(["[", "{", "("]))
def test_a_run_of_openers_left_open_is_one_entry_of_the_table(n: int, opener: str) -> None:
    """A flood of openers with no closer costs the table one run, not an entry per opener."""
    table = scan.Brackets("x" + opener * n)
    assert (table.open_starts, table.open_ends) == ([1], [n + 1])
    assert all(table.closer(i) == scan.OPEN_AT_END for i in (1, n // 2 + 1, n))
    assert table.closer(0) is None and table.closed == []


def test_kept_bracket_tables_are_bounded_by_the_text_they_cover() -> None:
    scan.forget_brackets()
    for k in range(8):
        scan.brackets(str(k) + "[" * (scan.TABLE_CHARS // 3))
    assert sum(map(len, scan._TABLES)) <= scan.TABLE_CHARS
    big = "]" * (2 * scan.TABLE_CHARS)
    assert scan.brackets(big) is scan.brackets(big)  # the last table is kept whatever its size
    assert list(scan._TABLES) == [big]
    scan.forget_brackets()


@pytest.mark.parametrize(
    "pid",
    [
        *("hermes", "function_tag", "mistral", "harmony", "react", "xml_call", "xml_function"),
        *("json_object", "json_array", "markdown_json", "python_call", "yaml_call"),
        *("token_envelope", "token_envelope:functiongemma", "token_envelope:functionary"),
    ],
)
@examples(10)
@given(extra=st.integers(1, 40), lenient=st.booleans(), together=st.booleans())
def test_attempts_past_the_cap_are_one_rejected_entry_never_dropped_unsaid(
    pid: str, extra: int, lenient: bool, together: bool
) -> None:
    # Calls in one reply each (repeated), or all in one (a list, a block, one envelope).
    from toolform.protocols.base import MAX_ATTEMPTS, TOO_MANY
    from toolform.protocols.registry import get_protocol

    protocol = get_protocol(pid)
    n = MAX_ATTEMPTS + extra
    calls = [("get_forecast", {"city": f"Denver {k}"}) for k in range(n)]  # YAML: no aliases
    one = protocol.write_call(calls[:1])
    text = protocol.write_call(calls) if together or pid == "yaml_call" else "\n".join([one] * n)
    found = protocol.extract(text, lenient=lenient)
    assert len(found.calls) + len(found.failed) == MAX_ATTEMPTS + 1
    assert [f.error for f in found.failed] == [TOO_MANY]


def _table(text: str) -> tuple[Any, ...]:
    table = scan.Brackets(text)
    closers = [table.closer(i) for i in range(len(text))]
    starts = [
        i for item in table.value_starts("{[") for i in ([item] if isinstance(item, int) else item)
    ]
    return closers, table.tops, starts, table.quoted, table.quote_open


@examples(150)
@given(st.text(st.sampled_from("[]{}()a\"'\n"), max_size=120), st.integers(1, 6))
def test_a_segment_split_piece_by_piece_gives_the_whole_split(text: str, piece: int) -> None:
    whole = _table(text)  # the default piece is longer than any text here: split whole
    with mock.patch.object(scan, "SPLIT_PIECE", piece):
        assert _table(text) == whole


def test_a_closer_splits_only_the_end_of_a_long_open_segment() -> None:
    # A megabyte of ``a{`` met by two closers lists the runs of one piece, not one per opener.
    n = 200_000
    table = scan.Brackets("a{" * n + "}}")
    assert len(table.open_starts) <= scan.SPLIT_PIECE // 2 + 2
    assert table.closer(2 * n - 1) == 2 * n + 1 and table.closer(2 * n - 3) == 2 * n + 2
    assert table.closer(1) == scan.OPEN_AT_END and table.closer(0) is None


# Replies with brackets that close at once, holding no value ([TOOL_CALLS]) or one ([1], [t]).
_leaves = st.lists(
    _pieces
    | st.sampled_from(["[TOOL_CALLS]", "[ a b ]", "[x]", "[1]", "[-]", "[ ]", "[t]", "[\n y]"])
    | st.sampled_from(["[get_forecast]", "[a(", "[.5]", "[~x]", "['a']", "[a]]", "[[a]"]),
    max_size=10,
).map("".join)
_NOTHING_SKIPPED = re.compile("")


@examples(150)
@given(_leaves)
def test_the_scans_skip_brackets_where_nothing_opens_as_the_step_by_step_scan_does(
    text: str,
) -> None:
    quick = (list(scan.relaxed_values(text)), list(scan.json_values(text)))
    one_at_a_time = re.compile(scan._NO_VALUE_LEAVES.pattern.replace("{0,1024}", "{0,1}"))
    with mock.patch.object(scan, "_NO_VALUE_LEAVES", one_at_a_time):  # the bound of a match
        assert list(scan.relaxed_values(text)) == quick[0]
    scan.forget_brackets()
    every_opener = re.compile(r"[{\[(]")  # value_starts then lists every opener that closes
    with (
        mock.patch.object(scan, "_NO_VALUE_LEAVES", _NOTHING_SKIPPED),
        mock.patch.object(scan, "_MAY_OPEN", every_opener),
    ):
        assert (list(scan.relaxed_values(text)), list(scan.json_values(text))) == quick
    scan.forget_brackets()


@examples(150)
@given(_leaves, st.booleans())
def test_python_call_skips_brackets_that_hold_no_call_as_the_step_by_step_read_does(
    text: str, lenient: bool
) -> None:
    protocol = python_call.PythonCallProtocol()
    quick = protocol.extract(text, lenient=lenient)
    with mock.patch.object(python_call, "_NO_CALL_LEAVES", _NOTHING_SKIPPED):
        assert protocol.extract(text, lenient=lenient) == quick
    bounded = python_call._NO_CALL_LEAVES.pattern.replace("{0,1024}", "{0,1}")
    with mock.patch.object(python_call, "_NO_CALL_LEAVES", re.compile(bounded)):
        assert protocol.extract(text, lenient=lenient) == quick


def test_a_run_of_openers_closed_together_is_one_entry() -> None:
    # [[[...]]] of any depth keeps one run per piece split, not an entry per opener.
    n = 100_000
    table = scan.Brackets("[" * n + "]" * n)
    assert len(table._met) == 0 and len(table._runs) <= n // scan.SPLIT_PIECE + 2
    assert table.closer(0) == 2 * n and table.closer(n - 1) == n + 1
    starts = table.value_starts("{[")
    assert len(starts) <= 2 * len(table._runs) and list(scan.json_values("[[1]]")) == [
        (0, 5, [[1]])
    ]
