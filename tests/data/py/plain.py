"""Undecorated tools: every public function defined here loads."""

from os.path import join  # imported: never a tool

__all__ = ["join"]


def alpha(a: int) -> int:
    """Alpha."""
    return a


def beta(b: str) -> str:
    """Beta."""
    return b


def _hidden(c: int) -> int:
    return c
