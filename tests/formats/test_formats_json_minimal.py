"""json_minimal variants: each detail level writes something the one below it does not."""

from __future__ import annotations

from toolform.formats.options import DEFAULT_OPTIONS
from toolform.formats.registry import get_format
from toolform.sdk import Toolset

# Bounds, minItems and an array of objects, but no examples and no return type: the facts the
# desc and full variants share. Full must still say more than desc does.
PLAIN_TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "book_rooms",
            "description": "Book hotel rooms.",
            "parameters": {
                "type": "object",
                "properties": {
                    "nights": {"type": "integer", "minimum": 1, "maximum": 30},
                    "rooms": {
                        "type": "array",
                        "minItems": 1,
                        "description": "Rooms to book.",
                        "items": {
                            "type": "object",
                            "properties": {"beds": {"type": "integer", "minimum": 1}},
                            "required": ["beds"],
                        },
                    },
                },
                "required": ["nights", "rooms"],
            },
        },
    }
]


def _render(format_id: str) -> str:
    return get_format(format_id).render(Toolset.load(PLAIN_TOOLS).tools, DEFAULT_OPTIONS)


def test_full_differs_from_desc_without_examples_or_returns():
    desc, full = _render("json_minimal_desc"), _render("json_minimal_full")
    assert desc != full
    assert "1 to 30" in desc and "minimum 1, maximum 30" in full
    assert "at least 1 item" in desc and "minItems 1" in full


def test_every_detail_level_renders_differently():
    ids = ["json_minimal_types", "json_minimal", "json_minimal_desc", "json_minimal_full"]
    assert len({_render(i) for i in ids}) == len(ids)
