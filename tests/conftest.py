"""Shared fixtures: the example tool files and a hard toolset."""

from __future__ import annotations

from pathlib import Path

import pytest

import hypothesis_profiles
from formats_support import chat_templates_dir

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "tools"

hypothesis_profiles.load()


@pytest.fixture(autouse=True)
def _repo_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """The spec's examples use paths relative to the root of a clone."""
    monkeypatch.chdir(ROOT)


@pytest.fixture
def openai_path() -> Path:
    return EXAMPLES / "openai_tools.json"


@pytest.fixture
def mcp_path() -> Path:
    return EXAMPLES / "mcp_tools_list.json"


@pytest.fixture
def anthropic_path() -> Path:
    return EXAMPLES / "anthropic_tools.json"


@pytest.fixture
def hard_path() -> Path:
    """Ten tools with nesting, arrays of objects, enums, unions and constraints."""
    return ROOT / "tests" / "data" / "hard_tools.json"


@pytest.fixture
def weather_ir_path() -> Path:
    """The IR that examples/tools/weather.py must load to (the golden files render it)."""
    return ROOT / "tests" / "data" / "weather_tools.json"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Two opt-in tiers are deselected from a plain run, never collected only to skip:
    template-fidelity tests need upstream chat templates, which the project does not ship, and
    real-model tests need a model server (they run under ``-m realmodel``)."""
    opted_out = set()
    if chat_templates_dir() is None:
        opted_out.add("chat_templates")
    if "realmodel" not in (config.getoption("markexpr", "") or ""):
        opted_out.add("realmodel")
    kept = [
        item
        for item in items
        if not any(item.get_closest_marker(name) is not None for name in opted_out)
    ]
    if len(kept) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept
