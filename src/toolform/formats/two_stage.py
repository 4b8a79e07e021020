"""Two-stage formats: a compact index to pick a tool from, then only that tool in full.

A long tool list costs tokens on every turn and crowds the model's attention; a short index
(names, one-liners, signatures, groups, or yes/no lines) is enough to choose, and the full
schema of the chosen tool is enough to call it. ``FormatSpec.renderer`` writes the stage-one
index; ``stage_two_format`` names the format stage two renders with, which belongs to another
family and is looked up in the registry when used. ``toolform.two_stage_runner.TwoStage`` runs both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from toolform.formats.grouping import grouped
from toolform.formats.options import RenderOptions
from toolform.formats.spec import FormatSpec
from toolform.formats.vocab.prose import one_line
from toolform.ir import ToolIR

SELECT_PROTOCOL = "select"
# Stage two's format per suffix of the id, and that format's default protocol.
STAGE_TWO: dict[str, tuple[str, str]] = {
    "json": ("json_schema_openai", "json_object"),
    "python": ("python_signature", "python_call"),
}
# What the index tells the model stage two will show, per suffix.
STAGE_TWO_NOTE = {
    "json": "its JSON Schema",
    "python": "its Python signature",
}


def _needs(tool: ToolIR) -> str:
    """What the tool cannot run without, so the model can tell a request lacks it."""
    required = tool.parameters.required
    return f" (needs {', '.join(required)})" if required else ""


def _entry(tool: ToolIR) -> str:
    text = tool.name + _needs(tool)
    return f"{text}: {one_line(tool.description)}" if tool.description else text


def _names(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return "\n".join(f"- {t.name}{_needs(t)}" for t in tools)


def _oneliner(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    return "\n".join(f"- {_entry(t)}" for t in tools)


def _signature(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    sep = "," if options.minify else ", "
    lines = []
    for tool in tools:
        params = [
            name if name in tool.parameters.required else f"{name}?"
            for name in tool.parameters.properties
        ]
        line = f"{tool.name}({sep.join(params)})"
        if tool.description:
            line += f" - {one_line(tool.description)}"
        lines.append(line)
    return "\n".join(lines)


def _grouped(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    blocks = []
    for group, members in grouped(tools).items():
        lines = [f"[{group}]"]
        lines.extend(f"  {_entry(t)}" for t in members)
        blocks.append("\n".join(lines))
    return ("\n" if options.minify else "\n\n").join(blocks)


def _nlt_yesno(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    lines = [f"{t.name} - {one_line(t.description) or t.name}{_needs(t)}" for t in tools]
    ask = "Answer with one line per tool: its name, a dash, then YES if the request needs it, else NO."
    return "Toolbox:\n" + "\n".join(lines) + "\n" + ask


@dataclass(frozen=True)
class _Index:
    key: str
    title: str
    summary: str
    render: Callable[[Sequence[ToolIR], RenderOptions], str]
    shows: frozenset[str]


_INDEXES: tuple[_Index, ...] = (
    _Index(
        "names",
        "tool names",
        "a list of tool names with their required parameters",
        _names,
        frozenset({"required"}),
    ),
    _Index(
        "oneliner",
        "one line per tool",
        "one line per tool: name and the first line of its description",
        _oneliner,
        frozenset({"required"}),
    ),
    _Index(
        "signature",
        "signatures",
        "a signature per tool with its parameter names, optional ones marked ?",
        _signature,
        frozenset({"required"}),
    ),
    _Index(
        "grouped",
        "grouped one-liners",
        "one-liners grouped by namespace or leading word",
        _grouped,
        frozenset({"required"}),
    ),
    _Index(
        "nlt_yesno",
        "natural-language toolbox",
        "a natural-language toolbox list, answered with a YES or NO line per tool",
        _nlt_yesno,
        frozenset({"required"}),
    ),
)


def _with_note(
    render: Callable[[Sequence[ToolIR], RenderOptions], str], shown_as: str
) -> Callable[[Sequence[ToolIR], RenderOptions], str]:
    """The index, then a line saying how the chosen tool will be shown (so the two stage-two
    targets of one index are distinct prompts, as they are distinct formats)."""

    def rendered(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        note = f"After you choose, the chosen tool is shown in full as {shown_as}."
        return render(tools, options) + ("\n" if options.minify else "\n\n") + note

    return rendered


def stage_two_format(format_id: str) -> tuple[str, str]:
    """``(format id, protocol id)`` of stage two for a two-stage format id."""
    suffix = format_id.rsplit("_", 1)[-1]
    if not format_id.startswith("two_stage_") or suffix not in STAGE_TWO:
        raise ValueError(f"{format_id!r} is not a two-stage format id")
    return STAGE_TWO[suffix]


def index_style(format_id: str) -> str:
    """The stage-one index a two-stage id uses (``names``, ``oneliner``, ...)."""
    stage_two_format(format_id)
    return format_id[len("two_stage_") :].rsplit("_", 1)[0]


FORMATS: list[FormatSpec] = [
    FormatSpec(
        id=f"two_stage_{index.key}_{suffix}",
        name=f"Two-stage: {index.title}, then {target}",
        family="two_stage",
        novel=True,
        default_protocol=SELECT_PROTOCOL,
        summary=f"Stage one shows {index.summary} and asks for a tool; stage two shows only the "
        f"chosen tool as {target} and asks for the call.",
        renderer=_with_note(index.render, STAGE_TWO_NOTE[suffix]),
        two_stage=True,
        shows=index.shows,
    )
    for index in _INDEXES
    for suffix, (target, _protocol) in STAGE_TWO.items()
]
