"""A CallToolResult as the loop's result value: text joined, structured content kept, errors
raised for the loop to send back, binary content summarised by type and size, never dumped."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

mcp_types = pytest.importorskip("mcp.types")

from toolform.errors import McpToolError  # noqa: E402
from toolform.mcp.results import EMPTY_ERROR, base64_size, result_value  # noqa: E402

T = mcp_types


def result(*content, structured=None, is_error=False):
    return T.CallToolResult(content=list(content), structured_content=structured, is_error=is_error)


def text(value):
    return T.TextContent(type="text", text=value)


def image(data: bytes, mime="image/png"):
    return T.ImageContent(type="image", data=base64.b64encode(data).decode(), mime_type=mime)


def test_text_blocks_are_joined():
    assert result_value(result(text("one"), text("two"))) == "one\ntwo"


def test_structured_content_alone_when_the_text_is_its_json():
    data = {"city": "Oslo", "temperature_c": -3.0}
    assert result_value(result(text(json.dumps(data, indent=2)), structured=data)) == data


def test_structured_content_beside_other_text():
    data = {"n": 1}
    assert result_value(result(text("one result"), structured=data)) == {
        "text": "one result",
        "structured": data,
    }


def test_binary_content_is_summarised_never_dumped():
    png = b"\x89PNG" + bytes(range(256)) * 4
    value = result_value(result(text("Radar."), image(png)))
    assert value == {
        "text": "Radar.",
        "attachments": [{"type": "image", "mime_type": "image/png", "bytes": len(png)}],
    }
    assert base64.b64encode(png).decode()[:40] not in json.dumps(value)


def test_resources_audio_and_links_are_summarised():
    blob = T.EmbeddedResource(
        type="resource",
        resource=T.BlobResourceContents(uri="file:///a.bin", mime_type="x/y", blob="AAECAw=="),
    )
    doc = T.EmbeddedResource(
        type="resource", resource=T.TextResourceContents(uri="file:///a.txt", text="hello")
    )
    audio = T.AudioContent(type="audio", data="AAAA", mime_type="audio/wav")
    link = T.ResourceLink(type="resource_link", name="page", uri="https://example.org/", size=99)
    assert result_value(result(blob, doc, audio, link)) == {
        "attachments": [
            {"type": "resource", "uri": "file:///a.bin", "mime_type": "x/y", "bytes": 4},
            {"type": "resource", "uri": "file:///a.txt", "text": "hello"},
            {"type": "audio", "mime_type": "audio/wav", "bytes": 3},
            {"type": "resource_link", "uri": "https://example.org/", "name": "page", "bytes": 99},
        ]
    }


def test_an_error_result_raises_with_its_text():
    with pytest.raises(McpToolError, match="unknown city"):
        result_value(result(text("unknown city 'X'"), is_error=True))
    with pytest.raises(McpToolError, match=EMPTY_ERROR):
        result_value(result(is_error=True))


def test_an_empty_result_is_empty_text():
    assert result_value(result()) == ""


@given(st.binary(max_size=300))
def test_base64_size_counts_the_decoded_bytes(data):
    assert base64_size(base64.b64encode(data).decode()) == len(data)


blocks = st.one_of(
    st.text(max_size=30).map(text),
    st.binary(min_size=1, max_size=64).map(image),
)


@given(st.lists(blocks, max_size=6), st.booleans())
def test_any_content_gives_json_without_the_bytes(content, is_error):
    try:
        value = result_value(result(*content, is_error=is_error))
    except McpToolError as exc:
        assert is_error
        dumped = str(exc)
    else:
        assert not is_error
        dumped = json.dumps(value)
    for block in content:
        if block.type == "image" and len(block.data) > 8:
            assert block.data not in dumped
