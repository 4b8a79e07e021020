"""XML escaping: character data and attributes read back as the value written."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hypothesis import given
from hypothesis import strategies as st

from toolform.formats.xml_text import xml_attr, xml_text


@given(
    st.text(
        st.characters(codec="utf-8", exclude_categories=("Cs", "Cc"), include_characters="\t\n\r"),
        max_size=30,
    )
)
def test_xml_escaping_round_trips(text):
    root = ET.fromstring(f"<a b={xml_attr(text)}>{xml_text(text)}</a>")
    assert root.get("b") == text and (root.text or "") == text
