"""The natural family: tools described in plain English, with no syntax to copy or break.

``render_natural`` writes every variant from a ``Voice``: how a tool is introduced, how required
and optional parameters are listed, and whether each parameter gets a sentence of its own. The
facts themselves are worded once, in ``formats.text``, so variants differ in register only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.formats.text import (
    describe,
    first_sentence_lower,
    flatten,
    join_words,
    noun,
    object_fields,
    value_text,
)
from toolform.ir import ToolIR, TypeIR


def sentence(text: str | None) -> str:
    """One line of text ending in a full stop ('' for none)."""
    body = " ".join((text or "").split())
    if not body:
        return ""
    return body if body.endswith((".", "!", "?")) else body + "."


def _clause(text: str | None) -> str:
    return " ".join((text or "").split()).rstrip(".")


def value_words(node: TypeIR, *, fields: bool = True) -> str:
    """A value in words, with the fields of a nested object or of array items spelled out."""
    words = describe(node)
    inner = object_fields(node) if fields else None
    if inner is None:
        return words
    required = set(inner.required)
    parts = []
    for name, sub in inner.properties.items():
        extra = [value_words(sub), "required" if name in required else "optional"]
        if desc := _clause(sub.description):
            extra.append(desc)
        parts.append(f"{name} ({'; '.join(extra)})")
    lead = "each item with" if inner is not node else "with"
    return f"{words}, {lead} {join_words(parts, 'and', plain=True)}"


def param_words(name: str, node: TypeIR, *, descriptions: bool = True) -> str:
    """``city, text ("City name")``: a parameter as a list item in a sentence."""
    text = f"{name}, {value_words(node)}"
    desc = _clause(node.description) if descriptions else ""
    return f"{text} ({desc})" if desc else text


def _split(tool: ToolIR) -> tuple[list[str], list[str]]:
    required = set(tool.parameters.required)
    props = tool.parameters.properties
    req = [param_words(n, t) for n, t in props.items() if n in required]
    opt = [param_words(n, t) for n, t in props.items() if n not in required]
    return req, opt


def _returns(tool: ToolIR, lead: str) -> str:
    if tool.returns is None:
        return ""
    desc = _clause(tool.returns.description)
    return f" {lead} {value_words(tool.returns)}" + (f" ({desc})." if desc else ".")


def _purpose(tool: ToolIR, fallback: str) -> str:
    desc = first_sentence_lower(tool.description)
    return desc if desc else fallback


# Voices -----------------------------------------------------------------------------------------


def _paragraph(tool: ToolIR) -> str:
    req, opt = _split(tool)
    text = f"{tool.name}: {sentence(tool.description)}".rstrip(": ")
    text = text if text != tool.name else f"{tool.name}."
    if req:
        text += f" It needs {join_words(req, 'and')}."
    if opt:
        text += f" Optionally give {join_words(opt, 'and')}."
    if not req and not opt:
        text += " It takes no parameters."
    return text + _returns(tool, "It returns")


def _sentences(tool: ToolIR) -> str:
    lines = [f"The tool {tool.name} exists. {sentence(tool.description)}".rstrip()]
    for f in flatten(tool.parameters):
        kind = "parameter" if f.depth == 0 else "field"
        need = "is required" if f.required else "is optional"
        line = f"The {kind} {f.path} {need}. It is {value_words(f.node, fields=False)}."
        if desc := sentence(f.node.description):
            line += f" {desc}"
        lines.append(line)
    if tool.returns is not None:
        lines.append(
            f"The tool returns {value_words(tool.returns)}. {sentence(tool.returns.description)}".rstrip()
        )
    return "\n".join(lines)


def _instructional(tool: ToolIR) -> str:
    req, opt = _split(tool)
    purpose = _purpose(tool, f"use {tool.name}")
    text = f"To {purpose}, call {tool.name}."
    if req:
        text += f" Pass {join_words(req, 'and')}."
    if opt:
        text += f" You may also pass {join_words(opt, 'and')}."
    if not req and not opt:
        text += " Call it with no arguments."
    return text + _returns(tool, "The call returns")


def _minimal(tool: ToolIR) -> str:
    required = set(tool.parameters.required)
    names = list(tool.parameters.properties)
    text = f"{tool.name}: {sentence(tool.description)}".rstrip(": ")
    text = text if text != tool.name else f"{tool.name}."
    req = [n for n in names if n in required]
    opt = [n for n in names if n not in required]
    if req:
        text += f" Requires {join_words(req, 'and')}."
    if opt:
        text += f" Optional: {', '.join(opt)}."
    return text


def _full(tool: ToolIR) -> str:
    lines = [
        f"Tool {tool.name}.",
        *([f"Purpose: {sentence(tool.description)}"] if tool.description.strip() else []),
    ]
    fields = list(flatten(tool.parameters))
    if not fields:
        lines.append("It takes no parameters.")
    for f in fields:
        need = "Required" if f.required else "Optional"
        line = f"{need} {'input' if f.depth == 0 else 'field'} {f.path}: {value_words(f.node, fields=False)}."
        if desc := sentence(f.node.description):
            line += f" {desc}"
        if len(f.node.examples or ()) > 1:
            line += (
                f" Other examples: {', '.join(value_text(v) for v in (f.node.examples or ())[1:])}."
            )
        lines.append(line)
    if tool.returns is not None:
        lines.append(
            f"Output: {value_words(tool.returns)}. {sentence(tool.returns.description)}".rstrip()
        )
    return "\n".join(lines)


def _second_person(tool: ToolIR) -> str:
    req, opt = _split(tool)
    text = f"You can use {tool.name} to {_purpose(tool, 'do what its name says')}."
    if req:
        text += f" You must give it {join_words(req, 'and')}."
    if opt:
        text += f" You may also give it {join_words(opt, 'and')}."
    if not req and not opt:
        text += " You call it with nothing."
    return text + _returns(tool, "You get back")


def _nlt(tool: ToolIR) -> str:
    required = set(tool.parameters.required)
    inputs = [
        f"{n} ({value_words(t)}; {'required' if n in required else 'optional'})"
        for n, t in tool.parameters.properties.items()
    ]
    text = f"{tool.name} - {_clause(tool.description) or 'no description'}."
    text += f" Inputs: {'; '.join(inputs)}." if inputs else " No inputs."
    if tool.returns is not None:
        text += f" Output: {noun(tool.returns)}."
    return text


def _when_to_use(tool: ToolIR) -> str:
    req, opt = _split(tool)
    purpose = first_sentence_lower(tool.description)
    text = (
        f"Use {tool.name} when you need to {purpose}."
        if purpose
        else f"Use {tool.name} when its inputs match the request."
    )
    if req:
        text += f" It cannot run without {join_words(req, 'and')}."
    if opt:
        text += f" Add {join_words(opt, 'or')} only when the request mentions them."
    if not req and not opt:
        text += " It needs no inputs."
    return text + _returns(tool, "It answers with")


VOICES: dict[str, Callable[[ToolIR], str]] = {
    "paragraph": _paragraph,
    "sentences": _sentences,
    "instructional": _instructional,
    "minimal": _minimal,
    "full": _full,
    "second_person": _second_person,
    "nlt": _nlt,
    "when_to_use": _when_to_use,
}


def render_natural(tools: Sequence[ToolIR], options: RenderOptions, *, voice: str) -> str:
    blocks = [VOICES[voice](t) for t in tools]
    if voice == "nlt":
        blocks = [f"{i}. {b}" for i, b in enumerate(blocks, 1)]
        return "\n".join(["Toolbox:", *blocks]) + "\n"
    return ("\n" if options.minify else "\n\n").join(blocks) + "\n"


def _spec(fid: str, name: str, summary: str, voice: str, shows: frozenset[str]) -> FormatSpec:
    return FormatSpec(
        id=fid,
        name=name,
        family="natural",
        novel=True,
        default_protocol="json_object",
        summary=summary,
        renderer=partial(render_natural, voice=voice),
        shows=shows,
    )


FORMATS: list[FormatSpec] = [
    _spec(
        "natural_language",
        "Plain prose, one paragraph per tool",
        "'get_forecast: Get the weather forecast for a city. It needs city, text (...). Optionally "
        "give days, a whole number from 1 to 7, default 3 ...': a paragraph per tool.",
        "paragraph",
        ALL_FACTS,
    ),
    _spec(
        "natural_sentences",
        "One sentence per parameter",
        "A line introducing each tool, then one line per parameter and nested field saying "
        "whether it is required, what it is and what it means.",
        "sentences",
        ALL_FACTS,
    ),
    _spec(
        "natural_instructional",
        "Instructions: 'to do X, call Y'",
        "'To get the weather forecast for a city, call get_forecast. Pass city ... You may also "
        "pass ...': each tool as an instruction built from its description.",
        "instructional",
        ALL_FACTS,
    ),
    _spec(
        "natural_minimal",
        "Minimal prose",
        "The tool name and description, then which parameters it requires and which are "
        "optional, by name only.",
        "minimal",
        frozenset({"required"}),
    ),
    _spec(
        "natural_full",
        "Prose with every fact",
        "'Tool x.' and its purpose, then a sentence per input and nested field with its type, "
        "constraints, default, every example and description, and the output.",
        "full",
        ALL_FACTS,
    ),
    _spec(
        "natural_second_person",
        "Second-person prose",
        "'You can use get_forecast to ... You must give it ... You may also give it ...'.",
        "second_person",
        ALL_FACTS,
    ),
    _spec(
        "natural_nlt",
        "Natural-language toolbox list",
        "'Toolbox:' and a numbered line per tool (name - description; inputs with their kind, "
        "constraints and required flag), the tool list of natural-language tool selection prompts.",
        "nlt",
        ALL_FACTS - {"descriptions"},
    ),
    _spec(
        "natural_when_to_use",
        "When-to-use prose",
        "'Use get_forecast when you need to ...', what it cannot run without, and which "
        "optional inputs to add only when the request mentions them.",
        "when_to_use",
        ALL_FACTS,
    ),
]
