"""Tools for the loader tests: two decorated functions among helpers and an import."""

from os.path import join  # imported: never a tool

from toolform.sdk import tool

__all__ = ["join"]


@tool
def first(x: int) -> int:
    """Return x."""
    return x


@tool(name="second_tool", description="Renamed.")
def second(y: str = "a") -> str:
    return y


def helper(z: float) -> float:
    """Not decorated: left out while any function is."""
    return z


def _private(w: int) -> int:
    return w
