"""The natural family: tools described in plain English, with no syntax to copy or break.

``render_natural`` writes every variant with a voice from ``VOICES``: a ``Listing`` (how a tool is
introduced, how required and optional parameters are listed), a ``PerField`` (a sentence per
parameter and nested field) or a function of its own. The facts themselves are worded once, in
``formats.vocab.prose``, so variants differ in register only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from toolform.formats.family_table import Row, specs_from
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import describe, first_sentence_lower, join_words, one_line
from toolform.formats.vocab.walk import flatten, object_fields
from toolform.ir import ToolIR, TypeIR


def sentence(text: str | None) -> str:
    """One line of text ending in a full stop ('' for none)."""
    body = one_line(text)
    if not body:
        return ""
    return body if body.endswith((".", "!", "?")) else body + "."


def _clause(text: str | None) -> str:
    return one_line(text).rstrip(".")


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


@dataclass(frozen=True)
class Listing:
    """A voice that introduces a tool, then lists what it must and may be given.

    ``intro`` builds the opening sentence; ``must``/``may`` lead the lists of required and
    optional parameters (``may_join`` is the word before the last optional one); ``empty`` is
    said of a tool without parameters and ``back`` leads the return value.
    """

    intro: Callable[[ToolIR], str]
    must: str
    may: str
    empty: str
    back: str
    may_join: str = "and"
    may_tail: str = ""

    def __call__(self, tool: ToolIR) -> str:
        req, opt = _split(tool)
        text = self.intro(tool)
        if req:
            text += f" {self.must} {join_words(req, 'and')}."
        if opt:
            text += f" {self.may} {join_words(opt, self.may_join)}{self.may_tail}."
        if not req and not opt:
            text += f" {self.empty}"
        return text + _returns(tool, self.back)


def _named(tool: ToolIR) -> str:
    text = f"{tool.name}: {sentence(tool.description)}".rstrip(": ")
    return text if text != tool.name else f"{tool.name}."


def _to_call(tool: ToolIR) -> str:
    return f"To {_purpose(tool, f'use {tool.name}')}, call {tool.name}."


def _you_can(tool: ToolIR) -> str:
    return f"You can use {tool.name} to {_purpose(tool, 'do what its name says')}."


def _use_when(tool: ToolIR) -> str:
    purpose = first_sentence_lower(tool.description)
    if purpose:
        return f"Use {tool.name} when you need to {purpose}."
    return f"Use {tool.name} when its inputs match the request."


def _minimal(tool: ToolIR) -> str:
    required = set(tool.parameters.required)
    names = list(tool.parameters.properties)
    text = _named(tool)
    req = [n for n in names if n in required]
    opt = [n for n in names if n not in required]
    if req:
        text += f" Requires {join_words(req, 'and')}."
    if opt:
        text += f" Optional: {', '.join(opt)}."
    return text


@dataclass(frozen=True)
class PerField:
    """A voice with a line per parameter and nested field, between a head and the output."""

    head: Callable[[ToolIR], list[str]]
    kinds: tuple[str, str]  # what a top-level parameter and a nested field are called
    need: Callable[[bool, str, str], str]  # (required, kind, path) -> the line's opening
    back: str
    all_examples: bool = False

    def __call__(self, tool: ToolIR) -> str:
        lines = self.head(tool)
        for f in flatten(tool.parameters):
            kind = self.kinds[0] if f.depth == 0 else self.kinds[1]
            line = f"{self.need(f.required, kind, f.path)} {value_words(f.node, fields=False)}."
            if desc := sentence(f.node.description):
                line += f" {desc}"
            others = [json_literal(v) for v in (f.node.examples or ())[1:]]
            if self.all_examples and others:
                line += f" Other examples: {', '.join(others)}."
            lines.append(line)
        if tool.returns is not None:
            back = f"{self.back} {value_words(tool.returns)}. {sentence(tool.returns.description)}"
            lines.append(back.rstrip())
        return "\n".join(lines)


def _exists(tool: ToolIR) -> list[str]:
    return [f"The tool {tool.name} exists. {sentence(tool.description)}".rstrip()]


def _sentence_need(required: bool, kind: str, path: str) -> str:
    return f"The {kind} {path} is {'required' if required else 'optional'}. It is"


def _purpose_head(tool: ToolIR) -> list[str]:
    lines = [f"Tool {tool.name}."]
    if tool.description.strip():
        lines.append(f"Purpose: {sentence(tool.description)}")
    if not tool.parameters.properties:
        lines.append("It takes no parameters.")
    return lines


def _full_need(required: bool, kind: str, path: str) -> str:
    return f"{'Required' if required else 'Optional'} {kind} {path}:"


def _nlt(tool: ToolIR) -> str:
    required = set(tool.parameters.required)
    inputs = [
        f"{n} ({value_words(t)}; {'required' if n in required else 'optional'})"
        for n, t in tool.parameters.properties.items()
    ]
    text = f"{tool.name} - {_clause(tool.description) or 'no description'}."
    text += f" Inputs: {'; '.join(inputs)}." if inputs else " No inputs."
    if tool.returns is not None:
        desc = _clause(tool.returns.description)
        text += f" Output: {value_words(tool.returns)}" + (f" ({desc})." if desc else ".")
    return text


VOICES: dict[str, Callable[[ToolIR], str]] = {
    "paragraph": Listing(
        _named, "It needs", "Optionally give", "It takes no parameters.", "It returns"
    ),
    "sentences": PerField(_exists, ("parameter", "field"), _sentence_need, "The tool returns"),
    "instructional": Listing(
        _to_call, "Pass", "You may also pass", "Call it with no arguments.", "The call returns"
    ),
    "minimal": _minimal,
    "full": PerField(_purpose_head, ("input", "field"), _full_need, "Output:", all_examples=True),
    "second_person": Listing(
        _you_can,
        "You must give it",
        "You may also give it",
        "You call it with nothing.",
        "You get back",
    ),
    "nlt": _nlt,
    "when_to_use": Listing(
        _use_when,
        "It cannot run without",
        "Add",
        "It needs no inputs.",
        "It answers with",
        may_join="or",
        may_tail=" only when the request mentions them",
    ),
}


def render_natural(tools: Sequence[ToolIR], options: RenderOptions, *, voice: str) -> str:
    blocks = [VOICES[voice](t) for t in tools]
    if voice == "nlt":
        blocks = [f"{i}. {b}" for i, b in enumerate(blocks, 1)]
        return "\n".join(["Toolbox:", *blocks]) + "\n"
    return ("\n" if options.minify else "\n\n").join(blocks) + "\n"


def _row(fid: str, name: str, summary: str, voice: str, shows: frozenset[str]) -> Row:
    return Row(fid, name, summary, partial(render_natural, voice=voice), shows)


ROWS = [
    _row(
        "natural_language",
        "Plain prose, one paragraph per tool",
        "'get_forecast: Get the weather forecast for a city. It needs city, text (...). Optionally "
        "give days, a whole number from 1 to 7, default 3 ...': a paragraph per tool.",
        "paragraph",
        ALL_FACTS,
    ),
    _row(
        "natural_sentences",
        "One sentence per parameter",
        "A line introducing each tool, then one line per parameter and nested field saying "
        "whether it is required, what it is and what it means.",
        "sentences",
        ALL_FACTS,
    ),
    _row(
        "natural_instructional",
        "Instructions: 'to do X, call Y'",
        "'To get the weather forecast for a city, call get_forecast. Pass city ... You may also "
        "pass ...': each tool as an instruction built from its description.",
        "instructional",
        ALL_FACTS,
    ),
    _row(
        "natural_minimal",
        "Minimal prose",
        "The tool name and description, then which parameters it requires and which are "
        "optional, by name only.",
        "minimal",
        frozenset({"required"}),
    ),
    _row(
        "natural_full",
        "Prose with every fact",
        "'Tool x.' and its purpose, then a sentence per input and nested field with its type, "
        "constraints, default, every example and description, and the output.",
        "full",
        ALL_FACTS,
    ),
    _row(
        "natural_second_person",
        "Second-person prose",
        "'You can use get_forecast to ... You must give it ... You may also give it ...'.",
        "second_person",
        ALL_FACTS,
    ),
    _row(
        "natural_nlt",
        "Natural-language toolbox list",
        "'Toolbox:' and a numbered line per tool (name - description; inputs with their kind, "
        "constraints and required flag), the tool list of natural-language tool selection prompts.",
        "nlt",
        ALL_FACTS - {"descriptions"},
    ),
    _row(
        "natural_when_to_use",
        "When-to-use prose",
        "'Use get_forecast when you need to ...', what it cannot run without, and which "
        "optional inputs to add only when the request mentions them.",
        "when_to_use",
        ALL_FACTS,
    ),
]

FORMATS: list[FormatSpec] = specs_from("natural", "json_object", ROWS)
