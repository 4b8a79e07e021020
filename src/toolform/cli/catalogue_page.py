"""The format catalogue as Markdown, generated from the registry at documentation build time.

Each format gets its row (family, default protocol, origin, what it hides), a rendering of the
example weather tool, and the study numbers with their source ("unmeasured" until a measured run
is bundled), so the page can never drift from the code. It is documentation tooling, beside the
CLI reference (``cli.reference``): it reads the comparison, the prompt builder and a ``Toolset``,
so it sits above them, not among the formats it lists.
"""

from __future__ import annotations

import re

from toolform.compare import compare_formats
from toolform.families import all_families
from toolform.formats.options import DEFAULT_OPTIONS
from toolform.formats.registry import all_formats, families
from toolform.prompts import tool_block
from toolform.toolset import Toolset

_CODE_SPAN = re.compile(r"(`[^`]*`)")
_MARKUP = str.maketrans({"\\": "\\\\", "*": "\\*", "_": "\\_", "[": "\\[", "]": "\\]", "<": "&lt;"})


def _prose(text: str) -> str:
    """A format's own words as Markdown text: outside its code spans, characters that Markdown
    would read as emphasis, links or HTML (``[a:b]``, ``<tools>``) are escaped, so the page shows
    them as written and the link checker sees no reference."""
    parts = _CODE_SPAN.split(text)
    return "".join(p if i % 2 else p.translate(_MARKUP) for i, p in enumerate(parts))


def _fence(text: str) -> str:
    ticks = "````" if "```" in text else "```"
    return f"{ticks}text\n{text.rstrip()}\n{ticks}"


def families_markdown() -> str:
    """The model families: what each one's models are served with, from ``toolform.families``."""
    out = [
        "## Model families",
        "",
        "Each family declares its chat template formats (with the upstream file each follows), "
        "the protocol its models answer in, the `chat_template_kwargs` switch that turns its "
        "reasoning off, and the advisor's default when no study row covers the model.",
        "",
        "| family | model ids containing | template formats | protocol | thinking switch "
        "| advisor default |",
        "|---|---|---|---|---|---|",
    ]
    for f in all_families():
        templates = ", ".join(f"`{t.format_id}`" for t in f.templates) or "-"
        out.append(
            f"| {f.name} | {', '.join(f'`{m}`' for m in f.match)} | {templates} | "
            f"`{f.protocol}` | {f'`{f.thinking}`' if f.thinking else '-'} | "
            f"`{f.default.format_id}` + `{f.default.protocol_id}`: {_prose(f.default.why)} |"
        )
    return "\n".join(out) + "\n"


def catalogue_markdown(toolset: Toolset) -> str:
    """Every format, grouped by family, with a rendering of ``toolset``'s tools."""
    specs = all_formats()
    study = {row["format_id"]: row for row in compare_formats(toolset)}
    out = [
        f"{len(specs)} formats in {len(families())} families. The rendering under each format is "
        "the tool block of the example weather tool with the default options.",
        "",
        families_markdown(),
    ]
    for family in families():
        members = [s for s in specs if s.family == family]
        out += [f"## {family}", ""]
        out += [
            "| id | default protocol | origin | study accuracy | source |",
            "|---|---|---|---|---|",
        ]
        for spec in members:
            row = study.get(spec.id, {})
            accuracy = row.get("study_accuracy")
            shown = "-" if accuracy is None else f"{accuracy:.3f}"
            origin = "novel" if spec.novel else "in the wild"
            out.append(
                f"| `{spec.id}` | `{spec.default_protocol}` | {origin} | {shown} | "
                f"{row.get('study_source', 'unmeasured')} |"
            )
        out.append("")
        for spec in members:
            out += [f"### `{spec.id}`", "", _prose(spec.summary), ""]
            if spec.source:
                out += [f"Imitates: {_prose(spec.source)}.", ""]
            if not spec.in_study:
                out += ["Added after the study's grid was fixed: no study number.", ""]
            if spec.hides:
                out += [f"Does not show: {', '.join(sorted(spec.hides))}.", ""]
            out += [_fence(tool_block(toolset.tools, spec, DEFAULT_OPTIONS)), ""]
    return "\n".join(out)
