"""Memory a read holds grows with the reply no faster than a few times its size.

Peak memory is counted by ``tracemalloc`` (allocations, not time: the same on any machine of one
Python version). A table that costs a dict entry per bracket, or a lowered copy of a text with
one character beyond Latin-1, holds 14-25 times the reply; a megabyte reply then costs a
quarter of a gigabyte and falls out of every cache.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable

import pytest

from toolform.protocols.registry import get_protocol
from toolform.protocols.scan import Brackets

SIZE = 64 * 1024


def _peak(read: Callable[[], object]) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        read()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_bracket_table_of_immediate_pairs_is_compact() -> None:
    text = ("[TOOL_CALLS]" * (SIZE // 12 + 1))[:SIZE]
    assert _peak(lambda: Brackets(text)) < 4 * len(text)


@pytest.mark.parametrize("lenient", [False, True])
def test_select_reads_wide_text_without_a_cased_copy(lenient: bool) -> None:
    text = ("The forecast is mild \u2014 nothing to call. " * (SIZE // 40 + 1))[:SIZE]
    select = get_protocol("select")
    assert _peak(lambda: select.extract(text, lenient=lenient)) < 4 * len(text)
