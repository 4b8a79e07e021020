"""Call openers: every strict call of a protocol starts at or after its earliest opener."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from serving import DEFAULTS

from hypothesis_profiles import examples
from toolform.protocols.registry import get_protocol
from toolform.serve.openers import Openers, openers_for, servable

PROSE = "Here is what I will do: check it."


@pytest.mark.parametrize("protocol_id", sorted(DEFAULTS))
def test_a_written_call_begins_at_the_first_opener(protocol_id):
    protocol = get_protocol(protocol_id)
    openers = openers_for(protocol)
    call = protocol.write_call([("get_time", {"city": "Oslo"})])
    if openers.whole:
        assert openers.first(PROSE + call) == 0
    else:
        assert openers.first(PROSE + "\n" + call) == len(PROSE) + 1


def test_native_and_select_are_not_served():
    assert not servable(get_protocol("native")) and not servable(get_protocol("select"))
    assert servable(get_protocol("xml_call"))


def test_safe_end_holds_back_a_partial_opener():
    openers = Openers(("<function_calls", "<invoke"))
    assert openers.safe_end("text <func") == len("text ")
    assert openers.safe_end("text <") == len("text ")
    assert openers.safe_end("text") == 4
    assert openers.safe_end("a<b") == 3


@examples(40)
@given(st.text(st.sampled_from(list("<fnvoke_ a")), max_size=30))
def test_safe_end_never_forwards_the_start_of_an_opener(text):
    openers = Openers(("<function_calls", "<invoke"))
    if openers.first(text) is None:
        end = openers.safe_end(text)
        rest = text[end:]
        # what is held back is a proper prefix of an opener (or nothing)
        assert rest == "" or any(op.startswith(rest) for op in openers.literals)
        for i in range(end):  # no forwarded character can begin an opener
            assert not any(op.startswith(text[i:]) for op in openers.literals)
