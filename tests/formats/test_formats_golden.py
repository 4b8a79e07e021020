"""Golden renderings: any change to a prompt byte shows up here and in review.

Regenerate with ``TOOLFORM_UPDATE_GOLDEN=1 python -m pytest tests/formats/test_formats_golden.py`` and
read the diff before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from toolform.formats.options import RenderOptions
from toolform.formats.registry import all_formats
from toolform.sdk import Toolset

GOLDEN = Path(__file__).parents[1] / "golden"
DATA = Path(__file__).parents[1] / "data"
UPDATE = os.environ.get("TOOLFORM_UPDATE_GOLDEN") == "1"
TOOLSETS = {"weather": "weather_tools.json", "hard": "hard_tools.json"}


@pytest.mark.parametrize("toolset_name", sorted(TOOLSETS))
@pytest.mark.parametrize("spec", all_formats(), ids=lambda s: s.id)
def test_golden(spec, toolset_name):
    tools = Toolset.load(DATA / TOOLSETS[toolset_name]).tools
    text = spec.render(tools, RenderOptions())
    path = GOLDEN / toolset_name / f"{spec.id}.txt"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path}: run with TOOLFORM_UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
