"""The hand-written reply corpus: what a correct parser must read from replies models really give.

Entries whose expectation the parser does not meet yet carry ``known_gap`` and xfail strictly, so
fixing the parser turns them into failures that ask for the mark to go.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from toolform.sdk import parse_reply
from toolform.toolset import Toolset

REPLIES = Path(__file__).parent / "data" / "replies"
TOOLS = {
    "weather": Toolset.load(Path(__file__).parent / "data" / "weather_tools.json"),
    "hard": Toolset.load(Path(__file__).parent / "data" / "hard_tools.json"),
}
ENTRIES: list[dict[str, Any]] = [
    entry for path in sorted(REPLIES.glob("*.json")) for entry in json.loads(path.read_text())
]


def _param(entry: dict[str, Any]) -> Any:
    marks = []
    if "known_gap" in entry:
        marks.append(pytest.mark.xfail(reason=entry["known_gap"], strict=True))
    return pytest.param(entry, id=entry["id"], marks=marks)


def _calls(parsed: Any) -> list[list[Any]]:
    return [[c.resolved_name, c.arguments] for c in parsed.calls]


def test_corpus_is_large_and_ids_are_unique() -> None:
    ids = [e["id"] for e in ENTRIES]
    assert len(ids) >= 150
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("entry", [_param(e) for e in ENTRIES])
def test_reply(entry: dict[str, Any]) -> None:
    tools = TOOLS[entry["tools"]]
    strict = parse_reply(entry["reply"], tools, entry["protocol"])
    lenient = parse_reply(entry["reply"], tools, entry["protocol"], lenient_fallback=True)
    assert (_calls(strict), strict.ok) == (entry["strict"]["calls"], entry["strict"]["ok"])
    assert _calls(lenient) == entry["lenient"]["calls"]
