"""Paths of the example tool files shipped inside the package (the repository's examples/tools/
is a link to the same folder), so ``toolform demo`` works from any directory."""

from __future__ import annotations

from pathlib import Path

EXAMPLES_DIR = Path(__file__).parent / "data" / "examples"


def example_path(name: str) -> Path:
    return EXAMPLES_DIR / name


def example_openai_tools() -> Path:
    return example_path("openai_tools.json")


def example_weather_module() -> Path:
    return example_path("weather.py")
