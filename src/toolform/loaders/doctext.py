"""Text clean-up shared by the docstring and JSDoc readers."""

from __future__ import annotations

import re

_PARAGRAPH = re.compile(r"\n\s*\n")


def clean_text(text: str | None) -> str:
    """Join wrapped lines into one line per paragraph; paragraphs stay apart.

    Docstrings and JSDoc wrap descriptions at the source's line width, which says nothing about
    the description, so a prompt shows each paragraph as one line.
    """
    if not text:
        return ""
    paragraphs = _PARAGRAPH.split(text.strip())
    return "\n\n".join(" ".join(p.split()) for p in paragraphs)
