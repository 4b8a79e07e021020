"""Linear scanners shared by the text protocols: find JSON values anywhere in a reply.

Calls are located with ``json.JSONDecoder.raw_decode`` and a quote-aware bracket scanner rather
than regular expressions, so nesting depth is unlimited and a long reply cannot trigger
backtracking blow-ups.
"""

from __future__ import annotations

import ast
import json
import re
from array import array
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import chain, compress
from threading import Lock
from typing import Any, TypeVar

_OPEN = {"{": "}", "[": "]", "(": ")"}
_CLOSE = {"}", "]", ")"}


class WorkMeter:
    """Characters the scanners hand to their searching primitives (searches, walks, decodes,
    relaxed reads), summed over a process: a machine-independent measure of the work a read
    did, which tests compare across reply sizes to hold every read linear."""

    def __init__(self) -> None:
        self.chars = 0

    def add(self, chars: int) -> None:
        self.chars += chars


#: The meter the scanners of every protocol add to.
WORK = WorkMeter()


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_STRICT = json.JSONDecoder(parse_constant=_reject_constant)


def strict_decode(text: str, start: int = 0) -> tuple[Any, int]:
    """``raw_decode`` that refuses NaN and Infinity; raises ValueError on anything that is not JSON."""
    try:
        return _STRICT.raw_decode(text, start)
    except RecursionError as exc:
        raise ValueError("JSON nested too deeply") from exc


def decode_at(text: str, start: int) -> tuple[Any, int]:
    """``strict_decode`` of the value opening at ``start``, read from its own span.

    Where the bracket table knows the opener's closer, only that span is decoded: a failed
    decode computes its error's line number from the start of the text it was given, which read
    per opener of a long reply is quadratic. An opener that never closes raises at once.
    """
    close = brackets(text).closer(start)
    if close is None:
        WORK.add(len(text) - start)
        return strict_decode(text, start)
    if close < 0:
        raise ValueError("the bracket never closes")
    WORK.add(close - start)
    value, end = strict_decode(text[start:close])
    return value, start + end


def strict_loads(text: str) -> Any:
    """A whole text as one strict JSON value (surrounding whitespace allowed)."""
    stripped = text.strip()
    value, end = strict_decode(stripped)
    if end != len(stripped):
        raise ValueError(f"extra text after the JSON value at offset {end}")
    return value


def _walk_brackets(
    text: str, start: int, *, strict: bool
) -> tuple[int | None, list[str], str, list[int]]:
    """Walk brackets from ``start``, skipping quoted text (single or double quotes).

    Strict: stop with the index after the bracket that closes the first one, or ``None`` on a
    mismatched closer. Lenient: pop on any closer and walk to the end. Returns that index, the
    closers still owed (innermost last), the quote still open, and where the last member of
    each container still open starts (after its opener or its last comma).
    """
    stack: list[str] = []
    members: list[int] = []
    i, n = start, len(text)
    quote = ""
    while i < n:
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 2
                continue
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in _OPEN:
            stack.append(_OPEN[ch])
            members.append(i + 1)
        elif ch in _CLOSE:
            if strict:
                if not stack or stack.pop() != ch:
                    WORK.add(i - start)
                    return None, stack, quote, members
                members.pop()
                if not stack:
                    WORK.add(i - start)
                    return i + 1, stack, quote, members
            elif stack:
                stack.pop()
                members.pop()
        elif ch == "," and members:
            members[-1] = i + 1
        i += 1
    WORK.add(n - start)
    return None, stack, quote, members


def balanced_end(text: str, start: int) -> int | None:
    """Index after the bracket that closes the one at ``start``; ``None`` when it never closes.

    Quotes (single or double) are skipped so that brackets inside strings do not count. Looked
    up in the text's ``Brackets`` table, so asking for every opener of a text stays linear.
    """
    return brackets(text).end(start)


#: One step of the pass outside quotes: an opener, then either the closer that ends it at once
#: (``[TOOL_CALLS]``: nothing nests in it) or the rest of its segment (up to the next closer or
#: quote: whatever openers it holds nest in turn) and the run of one closer after it. The
#: pattern leads with one character class, which the regular expression engine scans for in C.
#: Inside brackets a step may also be a run of one closer, a run of whole one-line strings (ones
#: with no bracket in them, or any once the quoted openers a scan tries are found) and the text
#: between them (``{"name": "a", "x": `` is two steps, not five), or a quote; at depth zero a
#: closer or a quote opens nothing, and the search skips them.
_OPENER = r"""([\[{(])(?:[^\[{(\]})"']*([\]})])|([^\]})"']*)(\]+|\}+|\)+)?)"""
_PLAIN_STRING = r""""[^"\\\n\[\]{}()]*"|'[^'\\\n\[\]{}()]*'"""
_STRING = r""""(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*'"""
_TOP = re.compile(_OPENER)
_STEP = {
    quoted_found: re.compile(
        f"""{_OPENER}|(\\]+|\\}}+|\\)+)|(?:{string}|[^\\[\\]{{}}()"'])+|(["'])"""
    )
    for quoted_found, string in ((False, _PLAIN_STRING), (True, _STRING))
}
_RUN = re.compile(r"\[+|\{+|\(+")
#: Inside a quote: what ends it or escapes, and (while ``QUOTED_STARTS`` are not found yet) an
#: opener, which a reader starting there would see as one.
_IN_QUOTE = {
    (q, openers): re.compile("[\\\\\n" + q + ("\\[{(" if openers else "") + "]")
    for q in "\"'"
    for openers in (True, False)
}
#: How many openers inside quotes a text's JSON scan tries: a JSON value written inside a
#: string is a rarity, and each try outside the table's spans can cost the rest of the line.
QUOTED_STARTS = 64
#: How much of an open segment a closer splits into runs at a time (``Brackets._top_run``).
SPLIT_PIECE = 4096
#: ``Brackets.closer`` values for an opener that never closes, and one a wrong closer broke.
OPEN_AT_END, BROKEN = -1, -2


class Brackets:
    """Where every bracket of a text closes, found in one left-to-right pass.

    Walking from each opener to its closer costs the rest of the text per opener, which is
    quadratic on ``[[[[...``; one pass with a stack gives every opener's closer at once. Quotes
    (single or double) count only inside brackets, so an apostrophe in prose opens nothing, and
    a quote never runs past a line end (neither JSON nor a Python literal has a raw newline in a
    one-line string). An opener inside a quote is no opener.

    The pass steps by segments, not characters: an opener and the text up to the next closer
    or quote is one step, pushed whole (every opener in it nests in the one before), and the
    openers of a segment are listed only when a closer reaches it. A reply of a megabyte of
    ``[`` or of ``<function=a>{`` with no closer costs a step; only openers that met a closer
    (matched or broken by it) get an entry each, and a text holds no more of those than it
    holds closers.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        #: opener index -> index after its closer, or ``BROKEN``; openers that met a closer
        #: after other brackets
        self._met: dict[int, int] = {}
        #: Openers whose closer (or the closer that broke them) came next, as ``[TOOL_CALLS]``,
        #: left to right, and beside each the index after that closer or ``BROKEN``: two
        #: machine words a pair, where a dict entry and a list entry cost some 100 bytes, and a
        #: megabyte of ``[TOOL_CALLS]`` is eighty thousand pairs.
        self._pair_at = array("q")
        self._pair_end = array("q")
        #: openers at depth zero, left to right
        self.tops = array("q")
        #: Runs of openers that met a run of closers together, as (first opener, end of the
        #: run, the sum that gives each opener's closer or ``BROKEN``): the innermost closes
        #: first, so opener ``p`` of a run closes at ``sum - p``. A megabyte of ``[[[...]]]``
        #: is one entry, not half a million (a dict entry and a list entry each, some 80
        #: bytes of memory per byte of text). Sorted by first opener when the pass ends.
        self._runs: list[tuple[int, int, int]] = []
        self._run_starts: list[int] = []
        #: openers in ``_met`` that close (not in a run), in the order they close; runs of one
        #: bracket that close; openers inside a quote, left to right (the first
        #: ``QUOTED_STARTS`` of them: no reader tries more)
        self.closed: list[int] = []
        self.closed_runs: list[range] = []
        self.quoted: list[int] = []
        #: ``value_starts``, made on first use
        self._may_start: list[int | range] | None = None
        #: The stack, which holds the segments still open when the text ends: segments
        #: [open_starts[k], open_ends[k]), left to right, each with its openers still open
        #: (``None`` until a closer reaches the segment, which is then split into its runs of one
        #: bracket, each a range).
        self.open_starts: list[int] = []
        self.open_ends: list[int] = []
        self._open: list[range | None] = []
        starts, ends, segments = self.open_starts, self.open_ends, self._open
        quote = ""
        i, n = 0, len(text)
        WORK.add(n)
        while i < n:
            if quote:
                found = _IN_QUOTE[quote, len(self.quoted) < QUOTED_STARTS].search(text, i)
                if found is None:
                    break
                k = found.start()
                ch = text[k]
                if ch == "\\":
                    i = k + 2
                    continue
                if ch == quote or ch == "\n":
                    quote = ""
                else:
                    self.quoted.append(k)
                i = k + 1
                continue
            if starts:
                found = _STEP[len(self.quoted) >= QUOTED_STARTS].search(text, i)
            else:
                found = _TOP.search(text, i)
            if found is None:
                break
            i = found.end()
            if found.start(2) >= 0:  # an opener and its closer: pushed and popped at once
                k, c = found.start(1), found.start(2)
                if not starts:
                    self.tops.append(k)
                self._pair_at.append(k)
                self._pair_end.append(c + 1 if _OPEN[text[k]] == text[c] else BROKEN)
            elif found.start(1) >= 0:
                k, e = found.start(1), found.end(3)
                if not starts:
                    self.tops.append(k)
                starts.append(k)
                ends.append(e)
                segments.append(None)
                if e < i:
                    self._meet(e, i, text[e])
            elif found.start(5) >= 0:
                self._meet(*found.span(5), text[found.start(5)])
            elif found.lastindex == 6:
                quote = found.group(6)
        self.quote_open = quote
        self._runs.sort()
        self._run_starts = [run[0] for run in self._runs]

    def _top_run(self) -> range:
        """The innermost open run of one bracket. A segment is split into its runs when a
        closer first reaches it, from its end and a piece (``SPLIT_PIECE`` characters) at a
        time: the rest stays one segment until a closer reaches it in turn. A megabyte of
        ``a{`` that a handful of closers meet is then split for those closers only, not into
        half a million runs (a range and two list entries each, some 150 bytes per opener)."""
        while (found := self._open[-1]) is None:
            start, end = self.open_starts.pop(), self.open_ends.pop()
            self._open.pop()
            cut = max(start, end - SPLIT_PIECE)
            if cut > start:  # a run the cut splits is two runs of the same bracket: no matter
                self.open_starts.append(start)
                self.open_ends.append(cut)
                self._open.append(None)
            for run in _RUN.finditer(self.text, cut, end):
                self.open_starts.append(run.start())
                self.open_ends.append(run.end())
                self._open.append(range(run.start(), run.end()))
        return found

    def _meet(self, i: int, j: int, ch: str) -> None:
        """The closers ``text[i:j]`` (all ``ch``) against the stack: each pops one opener, which
        it closes when it is the closer the opener wants and breaks otherwise (as a walk does)."""
        starts, ends, segments = self.open_starts, self.open_ends, self._open
        k = i
        while k < j and starts:
            top = self._top_run()
            take = min(j - k, len(top))
            matched = _OPEN[self.text[top.start]] == ch
            if take == 1:
                self._met[top[-1]] = k + 1 if matched else BROKEN
                if matched:
                    self.closed.append(top[-1])
            else:  # the innermost closes first: opener top[-1] at k + 1, and so on outwards
                popped = top[len(top) - take :]
                self._runs.append(
                    (popped.start, popped.stop, k + popped.stop if matched else BROKEN)
                )
                if matched:
                    self.closed_runs.append(popped)
            k += take
            if take < len(top):
                segments[-1] = top[: len(top) - take]
            else:
                del starts[-1], ends[-1], segments[-1]

    def closer(self, start: int) -> int | None:
        """Index after the closer of the opener at ``start``, ``OPEN_AT_END`` or ``BROKEN``;
        ``None`` when the pass saw no opener there (not a bracket, or one inside a quote)."""
        found = self._met.get(start)
        if found is not None:
            return found
        k = bisect_left(self._pair_at, start)
        if k < len(self._pair_at) and self._pair_at[k] == start:
            return self._pair_end[k]
        k = bisect_right(self._run_starts, start) - 1
        if k >= 0 and start < self._runs[k][1]:
            total = self._runs[k][2]
            return BROKEN if total == BROKEN else total - start
        k = bisect_right(self.open_starts, start) - 1
        if k < 0 or start >= self.open_ends[k] or self.text[start] not in _OPEN:
            return None
        listed = self._open[k]
        return OPEN_AT_END if listed is None or start in listed else None

    def closed_pairs(self) -> Iterator[int]:
        """The openers whose closer came next and matched them, left to right."""
        return compress(self._pair_at, (end != BROKEN for end in self._pair_end))

    def value_starts(self, opener: str) -> list[int | range]:
        """Where a JSON value can start, left to right: the openers in ``opener`` that close,
        and those inside a quote (a reader starting there sees no quote), where ``_may_open``
        holds; a run of ``[`` that closes together is one range (each ``[`` but the last has a
        ``[`` after it, where a value may open). An opener that never closes starts no value,
        and a flood of them is skipped without a step each; a flood of ``[TOOL_CALLS]`` (no
        value opens there) is sifted out by one pattern match per opener."""
        if self._may_start is None:
            match, text = _MAY_OPEN.match, self.text
            singles = chain(self.closed, self.closed_pairs(), self.quoted)
            starts = sorted(i for i in singles if match(text, i))
            found: list[int | range] = [*starts]
            for run in self.closed_runs:
                if text[run.start] == "[":
                    found.append(run[:-1])
                if match(text, run[-1]):
                    found.append(run[-1])
            found.sort(key=_first)
            self._may_start = found
        if opener == "{[":
            return self._may_start
        return [i for i in self._may_start if self.text[_first(i)] in opener]

    def end(self, start: int) -> int | None:
        """Index after the closer of the opener at ``start``; ``None`` when it has none.

        An opener the pass saw inside a quote (``{"[]``) is walked from itself, as a reader that
        starts there sees it; the readers bound how many such walks one text gets.
        """
        found = self.closer(start)
        if found is None:
            return _walk_brackets(self.text, start, strict=True)[0]
        return found if found >= 0 else None

    def is_top(self, start: int) -> bool:
        """Whether the opener at ``start`` is at depth zero."""
        k = bisect_left(self.tops, start)
        return k < len(self.tops) and self.tops[k] == start

    def open_at_end(self, start: int) -> bool:
        """Whether the opener at ``start`` is still open when the text ends (a cut-off tail)."""
        return self.closer(start) == OPEN_AT_END


def ends_open(text: str, start: int) -> bool:
    """Whether the text ends before a value at ``start`` (after whitespace) could end: nothing is
    left, or the bracket there is still open at the end of the text. A call whose arguments
    begin here was cut off."""
    j = start
    while j < len(text) and text[j] in " \t\r\n":
        j += 1
    return j >= len(text) or (text[j] in "{[" and brackets(text).open_at_end(j))


#: How many characters of text the kept bracket tables may cover together, and how many tables
#: are kept: the readers of one reply ask for the same few texts (the reply, a fence's body, a
#: fragment) in turn, and a megabyte reply must not keep its table alive behind it for long.
TABLE_CHARS, TABLES = 2_000_000, 16
_TABLES: OrderedDict[str, Brackets] = OrderedDict()
_TABLES_LOCK = Lock()
#: The table asked for last, read without the lock (one tuple, swapped whole).
_LAST: list[tuple[str, Brackets]] = [("", Brackets(""))]


def brackets(text: str) -> Brackets:
    """The ``Brackets`` table of ``text``, built once for the readers that share a text.

    The most recently used tables are kept, as many as fit in ``TABLE_CHARS`` characters of
    text (the last one always, whatever its size) and at most ``TABLES`` of them.
    """
    last = _LAST[0]  # the readers of a text ask for its table many times in a row
    if last[0] is text:
        return last[1]
    with _TABLES_LOCK:
        table = _TABLES.get(text)
        if table is not None:
            _TABLES.move_to_end(text)
            _LAST[0] = (text, table)
            return table
    table = Brackets(text)
    with _TABLES_LOCK:
        _LAST[0] = (text, table)
        _TABLES[text] = table
        _TABLES.move_to_end(text)
        kept = sum(map(len, _TABLES))
        while len(_TABLES) > 1 and (kept > TABLE_CHARS or len(_TABLES) > TABLES):
            kept -= len(_TABLES.popitem(last=False)[0])
    return table


def forget_brackets() -> None:
    """Drop every kept table (benchmarks read each text afresh, as a new reply would be)."""
    with _TABLES_LOCK:
        _TABLES.clear()
        _LAST[0] = ("", Brackets(""))


#: A member of a cut-off container: a key (quoted or bare) and what follows its colon.
_MEMBER = re.compile(r"""\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^:]*?)\s*(:?)(.*)""", re.S)
#: A value that is whole as written: quoted or bracketed text, a number, a literal word.
_WHOLE_VALUE = re.compile(
    r"""\s*(?:["'\[{(].*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|True|False|None)\s*""",
    re.S,
)


def _dangles(member: str, in_object: bool) -> bool:
    """Whether the last member of a cut-off container has no whole value: a key with no value
    (or half a key), or half a word or number (``tru``, ``1.``). Its value cannot be known."""
    if not in_object:
        return bool(member.strip()) and _WHOLE_VALUE.fullmatch(member) is None
    found = _MEMBER.fullmatch(member)
    if found is None or not found.group(1):
        return False  # nothing written after the last comma: only the comma goes
    _, colon, value = found.groups()
    return not colon or not value.strip() or _WHOLE_VALUE.fullmatch(value) is None


def close_truncated(fragment: str) -> tuple[str, str]:
    """A truncated JSON-like fragment completed (lenient reading only), and how.

    The open string is closed; a last member with no whole value (a dangling key ``"city":``,
    half a key, half a literal) is dropped, since no value can be guessed for it; a trailing
    comma goes; the open containers are closed. The second value is the slip to record:
    ``truncated``, or ``truncated+dropped_member`` when a member was dropped (the call then
    lacks that argument, which validation reports).
    """
    _, owed, quote, members = _walk_brackets(fragment, 0, strict=False)
    body = fragment + quote
    slip = "truncated"
    if owed and owed[-1] != ")" and _dangles(body[members[-1] :], owed[-1] == "}"):
        body = body[: members[-1]]
        slip = "truncated+dropped_member"
    return body.rstrip().rstrip(",") + "".join(reversed(owed)), slip


_COMMENT_OR_STRING = re.compile(
    r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|//[^\n]*|/\*.*?\*/|#[^\n]*', re.S
)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")
_JSON_NAMES = {"true": "True", "false": "False", "null": "None"}
_BARE_NAME = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|\b(true|false|null)\b')


def _strip_comments(text: str) -> str:
    return _COMMENT_OR_STRING.sub(lambda m: m.group(0) if m.group(0)[0] in "\"'" else "", text)


def relaxed_loads(text: str) -> tuple[Any, str] | None:
    """Read JSON the way models slip: comments, trailing commas, single quotes, Python literals.

    Returns the value and the name of the slip that made it readable ("json" when none), or
    ``None`` when even the relaxed reading fails. Never evaluates code: ``ast.literal_eval`` only.
    """
    WORK.add(len(text))
    try:
        return strict_loads(text), "json"
    except ValueError:
        pass
    cleaned = _TRAILING_COMMA.sub(r"\1", _strip_comments(text))
    try:
        return strict_loads(cleaned), "json_relaxed"
    except ValueError:
        pass
    pythonic = _BARE_NAME.sub(lambda m: _JSON_NAMES.get(m.group(1) or "", m.group(0)), cleaned)
    try:
        value = ast.literal_eval(pythonic.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None
    if isinstance(value, (dict, list)):
        return value, "python_literal"
    return None


_VALUE_START = frozenset('"{[-0123456789tfn')
#: Where ``_may_open`` holds, as a pattern: a ``{`` before a key's quote or its close, a ``[``
#: before what can start a value or its close (whitespace between).
_MAY_OPEN = re.compile(r'\{(?=[ \t\r\n]*["}])|\[(?=[ \t\r\n]*["{\[\-0-9tfn\]])')
#: A ``[`` where no value opens (``_may_open`` fails) and that closes at once, with no bracket or
#: quote inside: ``[TOOL_CALLS]``. The relaxed scan skips it whole (nothing in it is read), so a
#: run of them, and the text between them, is skipped with one match (of at most
#: ``LEAVES_PER_MATCH``: the regex engine keeps a backtracking entry per repeat, which for a
#: megabyte of them would cost more memory than the text).
_NO_VALUE_LEAF = r"""\[[ \t\r\n]*[^ \t\r\n"'{}\[\]()\-0-9tfn][^"'{}\[\]()]*\]"""
LEAVES_PER_MATCH = 1024
_NO_VALUE_LEAVES = re.compile(f"(?:[^{{\\[]*{_NO_VALUE_LEAF}){{0,{LEAVES_PER_MATCH}}}")


def _first(item: int | range) -> int:
    return item if isinstance(item, int) else item.start


def _may_open(text: str, start: int) -> bool:
    """Whether a JSON value can begin at ``start``: a cheap test that spares most failed decodes.

    A failed decode is not free (its error computes a line number from the start of the text),
    so prose full of stray brackets is filtered here first.
    """
    j = start + 1
    while j < len(text) and text[j] in " \t\r\n":
        j += 1
    if j >= len(text):
        return False
    nxt = text[j]
    if text[start] == "{":
        return nxt in '"}'
    return nxt in _VALUE_START or nxt == "]"


class NextOf:
    """The next position of any of several needles, each search cached until passed.

    Re-running ``str.find`` for every needle at every step is quadratic when one needle is absent
    from a long text; caching each hit keeps a left-to-right scan linear.
    """

    def __init__(self, text: str, needles: Sequence[str]) -> None:
        self.text = text
        self.hits = {n: -2 for n in needles}

    def __call__(self, i: int) -> int:
        """The first position >= ``i`` where some needle starts; -1 when none does."""
        best = -1
        for needle, hit in self.hits.items():
            if hit != -1 and hit < i:
                hit = self.text.find(needle, i)
                self.hits[needle] = hit
                WORK.add((hit if hit >= 0 else len(self.text)) - i)
            if hit >= 0 and (best < 0 or hit < best):
                best = hit
        return best


def _holds_any(text: str, opener: str) -> bool:
    """Whether an opening bracket occurs at all: most replies read by most protocols hold none,
    and then no scanner need start."""
    return any(o in text for o in opener)


def json_values(text: str, opener: str = "{[") -> Iterator[tuple[int, int, Any]]:
    """Every strict JSON object or array in ``text`` as (start, end, value), left to right.

    Values are not searched inside each other: after a value is read, scanning resumes after it.
    """
    return _json_values(text, opener) if _holds_any(text, opener) else iter(())


def _json_values(text: str, opener: str) -> Iterator[tuple[int, int, Any]]:
    items = brackets(text).value_starts(opener)
    i = k = 0
    while k < len(items):
        item = items[k]
        start, stop = (item, item + 1) if isinstance(item, int) else (item.start, item.stop)
        if stop <= i:  # inside a value read, or a run skipped: jump past it, not step by step
            k = max(k + 1, bisect_left(items, i, k, key=_first) - 1)
            continue
        k += 1
        start = max(start, i)  # a run's openers from where the scan stands
        while start < stop:
            try:  # ``value_starts`` holds only where a value may open
                value, end = decode_at(text, start)
            except ValueError as exc:
                deep = isinstance(exc.__cause__, RecursionError)
                i = _skip_openers(text, start) if deep else start + 1
            else:
                yield start, end, value
                i = end
            start = max(start + 1, i)


#: Nesting deeper than this is no call; the slower readers (YAML, ``ast``) skip such text.
MAX_DEPTH = 64


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    WORK.add(len(text))
    if text.count("[") + text.count("{") + text.count("(") <= limit:
        return False  # no deeper than the openers it holds: the common case, counted in C
    return walked_too_deep(text, limit)


def walked_too_deep(text: str, limit: int) -> bool:
    """Whether brackets in ``text`` nest deeper than ``limit`` (quotes not skipped; a closer
    with nothing open is ignored).

    The walk steps over the text's brackets only, the rest dropped first by one pattern
    substitution in C (a megabyte of ``[TOOL_CALLS]`` is a sixth brackets), and stops at the
    first bracket past the limit, so a deep text costs ``limit`` steps (and a piece)."""
    depth = 0
    for at in range(0, len(text), _DEPTH_PIECE):
        for ch in _NOT_BRACKET.sub("", text[at : at + _DEPTH_PIECE]):
            if ch in "[{(":
                depth += 1
                if depth > limit:
                    return True
            elif depth:
                depth -= 1
    return False


_NOT_BRACKET = re.compile(r"[^\[\]{}()]+")
_DEPTH_PIECE = 16_384


_OPENERS = re.compile(r"[{\[ \t\n\r]*")


def _skip_openers(text: str, start: int) -> int:
    """Past a run of brackets too deep to decode, so that each is not retried one by one."""
    found = _OPENERS.match(text, start)
    return max(found.end() if found else start, start + 1)


#: How many unclosed brackets a lenient scan tries to repair before it stops looking.
TRUNCATION_BUDGET = 4
#: A truncated tail longer than this is not repaired: a real call cut short is never that long.
TRUNCATION_MAX = 65_536


RelaxedValue = tuple[int, int, Any, str]
T = TypeVar("T")
_SHARED: ContextVar[dict[tuple[str, str], Any] | None] = ContextVar(
    "toolform_shared_scans", default=None
)


@contextmanager
def shared_scans(store: dict[tuple[str, str], Any] | None = None) -> Iterator[None]:
    """Within the block, each shared reading of a text (``shared_reading``) is made once.

    Reading one reply leniently with every protocol scans the same text for JSON four times
    (bare objects, arrays, unfenced markdown, unmarked Mistral), and a YAML reply is parsed by
    both the strict and the lenient read; inside this block the later readings reuse the first
    one's values. The values are shared, so callers must not change them (the parser copies
    arguments before it touches them). A block opened inside another joins it; nothing is kept
    after the outermost one, except in ``store``, which a later block may be given to go on
    from where this one stopped (a reply read strictly now and leniently on demand).
    """
    if _SHARED.get() is not None:
        yield
        return
    token = _SHARED.set({} if store is None else store)
    try:
        yield
    finally:
        _SHARED.reset(token)


def shared_reading(kind: str, text: str, read: Callable[[str], T]) -> T:
    """``read(text)``, made once per ``kind`` and text within a ``shared_scans`` block."""
    shared = _SHARED.get()
    if shared is None:
        return read(text)
    key = (kind, text)
    if key in shared:
        found: T = shared[key]
        return found
    value = shared[key] = read(text)
    return value


def relaxed_values(text: str, opener: str = "{[") -> Iterator[RelaxedValue]:
    """Every JSON-like object or array in ``text``, read leniently (closes a truncated tail)."""
    if not _holds_any(text, opener):
        return iter(())
    if _SHARED.get() is None:
        return _relaxed_values(text, opener)
    return iter(
        shared_reading(f"relaxed{opener}", text, lambda t: list(_relaxed_values(t, opener)))
    )


def _strict_at(text: str, start: int) -> tuple[Any, int] | None:
    """The strict JSON value starting at ``start`` and the index after it, if there is one.

    A strict value's closing bracket is the one the quote-aware walk balances (valid JSON has
    no single quotes or parentheses outside its strings), so when this succeeds it gives the
    walk's fragment and the relaxed reading's value ("json", no slip) without either.
    """
    if not _may_open(text, start):
        return None
    try:
        return decode_at(text, start)
    except ValueError:
        return None


def _json_only(text: str) -> tuple[Any, str] | None:
    """``relaxed_loads`` without the relaxations: the strict reading, or ``None``."""
    WORK.add(len(text))
    try:
        return strict_loads(text), "json"
    except ValueError:
        return None


def _relaxed_values(text: str, opener: str) -> Iterator[RelaxedValue]:
    i, n = 0, len(text)
    budget = TRUNCATION_BUDGET
    next_of = NextOf(text, opener)
    while i < n:
        skipped = _NO_VALUE_LEAVES.match(text, i)
        assert skipped is not None  # the pattern matches the empty text
        WORK.add(skipped.end() - i)
        i = skipped.end()
        start = next_of(i)
        if start < 0:
            return
        strict = _strict_at(text, start)
        if strict is not None:  # what the walk below would find, read at C speed
            decoded, stop = strict
            if not too_deep(text[start:stop]):
                yield start, stop, decoded, "json"
            i = stop
            continue
        end = balanced_end(text, start)
        if (
            end is not None
            and not _may_open(text, start)
            and text.find("{", start, end) < 0
            and text.find("[", start + 1, end) < 0
        ):  # ``[TOOL_CALLS]``: no value opens here nor inside, as the reading below would find
            i = end
            continue
        if end is None:
            if budget <= 0:
                return
            budget -= 1
            if n - start > TRUNCATION_MAX:
                i = start + 1
                continue
        completed = "truncated"
        if end is None:
            fragment, completed = close_truncated(text[start:])
        else:
            fragment = text[start:end]
        # Calls are objects: a fragment with no brace holds none, and the relaxed reading (a
        # Python parse) is the slowest step, so a reply of bracketed words is read strictly only.
        # Where no JSON value can open (``[TOOL_CALLS]``), a closed fragment is no strict JSON
        # either, and is not decoded again: only a repaired tail is.
        deep = too_deep(fragment)
        read = None
        if not deep and "{" in fragment:
            read = relaxed_loads(fragment)
        elif not deep and (end is None or _may_open(text, start)):
            read = _json_only(fragment)
        if read is None:
            i = start + 1 if end is None or not deep else end
            continue
        value, slip = read
        if end is None:
            slip, end = completed, n
        yield start, end, value, slip
        i = end
