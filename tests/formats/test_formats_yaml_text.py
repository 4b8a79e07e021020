"""The hand-written YAML: every scalar and collection reads back as the value written."""

from __future__ import annotations

import yaml
from hypothesis import given
from hypothesis import strategies as st

from strategies import json_values, texts
from toolform.formats.yaml_text import yaml_block, yaml_flow, yaml_scalar

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@given(texts)
def test_yaml_scalar_round_trips(text):
    assert yaml.load(f"k: {yaml_scalar(text)}", Loader=LOADER) == {"k": text}
    assert yaml.load(f"k: {yaml_flow([text])}", Loader=LOADER) == {"k": [text]}


@given(
    st.dictionaries(
        st.from_regex(r"[a-z][a-z_*]{0,8}", fullmatch=True), json_values, min_size=1, max_size=4
    )
)
def test_yaml_writers_round_trip(value):
    for step in (1, 2):
        assert yaml.load(yaml_block(value, step=step), Loader=LOADER) == value
    assert yaml.load(yaml_block(value, flow_from=1), Loader=LOADER) == value
    assert yaml.load(yaml_flow(value), Loader=LOADER) == value
