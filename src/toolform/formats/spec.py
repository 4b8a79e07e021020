"""``FormatSpec``: one entry of the catalogue, and the facts a rendering can show.

A renderer is a pure function ``(tools, options) -> str``: the tools already have the rendering
options applied (see ``formats.options``), so a renderer only decides layout and ``minify``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from toolform.formats.options import RenderOptions
from toolform.ir import ToolIR

Renderer = Callable[[Sequence[ToolIR], RenderOptions], str]

# Schema facts a format may show. A format declares the ones it shows in ``shows``; tests check
# each declared fact is present in the rendering and that names and required parameters always are.
FACTS: tuple[str, ...] = (
    "descriptions",
    "types",
    "required",
    "enum",
    "default",
    "bounds",  # minimum, maximum
    "length",  # minLength, maxLength, minItems, maxItems
    "pattern",
    "format",
    "nested",  # properties of nested objects
    "array_of_objects",
    "union",
    "examples",
    "returns",
)
ALL_FACTS = frozenset(FACTS)


@dataclass(frozen=True)
class FormatSpec:
    """A tool-description format.

    ``source`` names the layout a W (in-the-wild) format imitates, with its version; ``novel`` is
    True for layouts invented here. ``language`` names the syntax a real parser can read the tool
    block back with (``json``, ``yaml``, ``xml``, ``python``, ``typescript``, ``toml``) or None.
    ``in_study`` is False for a format added after the study's grid was fixed (the spec's 129
    study formats are the others): it has no published number, and ``compare_formats`` without
    a list leaves it out.
    """

    id: str
    name: str
    family: str
    novel: bool
    default_protocol: str
    summary: str
    renderer: Renderer = field(repr=False, compare=False)
    two_stage: bool = False
    shows: frozenset[str] = ALL_FACTS
    language: str | None = None
    source: str | None = None
    in_study: bool = True

    def render(self, tools: Sequence[ToolIR], options: RenderOptions) -> str:
        return self.renderer(tools, options)

    @property
    def hides(self) -> frozenset[str]:
        """The facts this format declares it cannot show."""
        return ALL_FACTS - self.shows
