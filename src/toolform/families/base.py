"""What toolform knows about one model family, in one record.

A family's chat template format(s), the file each one follows upstream, the protocol its model
answers in, its thinking switch and the advisor's default used to live in four modules that had
drifted apart. A :class:`ModelFamily` holds them together; the template formats, the advisor and
the catalogue page read it. Only ids (strings) are stored here, never format or protocol objects,
so this package imports nothing from the rest of toolform but the error types.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Upstream:
    """The upstream file a template format follows.

    ``revision`` is the commit (first eight hex digits) or the date the format was checked
    against, or None when no pinned copy was reachable; ``note`` says which part of the file is
    followed, or how it was checked when it could not be read byte for byte.
    """

    repository: str
    path: str
    revision: str | None = None
    note: str = ""

    def __str__(self) -> str:
        text = f"{self.repository} {self.path}"
        if self.revision:
            text += f" @{self.revision}"
        return text + (f" ({self.note})" if self.note else "")


def vllm_example(file: str, commit: str, note: str = "") -> Upstream:
    """A template vLLM ships in ``examples/``, checked at ``commit``."""
    return Upstream("vllm-project/vllm", f"examples/{file}", commit, note)


@dataclass(frozen=True)
class TemplateFormat:
    """One ``template_*`` format: the model it serves, its upstream file and its protocol id."""

    format_id: str
    model: str
    upstream: Upstream
    protocol: str


@dataclass(frozen=True)
class AdvisorDefault:
    """The advisor's pick when no measured study row covers the model, and why."""

    format_id: str
    protocol_id: str
    why: str


@dataclass(frozen=True)
class ModelFamily:
    """One model family.

    ``match`` lists lower-case substrings of a model id that name the family (``qwen3-coder``,
    ``qwen``); ``protocol`` is how its models write calls (a protocol id, with a dialect after a
    colon where the protocol has several); ``thinking`` is the ``chat_template_kwargs`` key that
    switches its reasoning block off, or None when its template has no such switch.
    """

    name: str
    match: tuple[str, ...]
    templates: tuple[TemplateFormat, ...]
    protocol: str
    default: AdvisorDefault
    thinking: str | None = None
    anchor: bool = False  # served by a hosted API: study rows are anchors, not local runs

    def template(self, format_id: str) -> TemplateFormat:
        """The family's template format with this id (``KeyError`` when it has none)."""
        for t in self.templates:
            if t.format_id == format_id:
                return t
        raise KeyError(format_id)
