"""Formats that teach by example: schemas with example calls, demos, contrasts, or calls alone.

A model copies what it sees, so an example call is often clearer than a schema. Every example
here is built by ``example_values`` from the tool's own schema (its examples, defaults, enums,
bounds and formats) and validates against it. The variants differ in what surrounds the
examples (a schema or nothing), how they are framed (bare, a dialogue, query/answer pairs,
correct/incorrect pairs) and the call syntax (JSON or Python).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from toolform.formats.example_values import example_arguments, example_value
from toolform.formats.family_table import Row, specs_from
from toolform.formats.json_text import dump_json
from toolform.formats.options import RenderOptions
from toolform.formats.spec import FormatSpec
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import constraint_text
from toolform.formats.vocab.python import py_literal
from toolform.formats.vocab.schema_words import ANGLE, type_label
from toolform.formats.vocab.walk import flatten
from toolform.ir import MISSING, ToolIR
from toolform.naming import split_words
from toolform.schema import parameters_schema, type_to_schema


def json_call(name: str, args: dict[str, Any], opts: RenderOptions) -> str:
    return dump_json({"name": name, "arguments": args}, minify=opts.minify, indent=None)


def python_call(name: str, args: dict[str, Any], opts: RenderOptions) -> str:
    sep = "," if opts.minify else ", "
    return f"[{name}(" + sep.join(f"{k}={py_literal(v)}" for k, v in args.items()) + ")]"


Writer = Callable[[str, dict[str, Any], RenderOptions], str]


def _schema(tool: ToolIR, opts: RenderOptions) -> str:
    doc: dict[str, Any] = {"name": tool.name}
    if tool.description:
        doc["description"] = tool.description
    doc["parameters"] = parameters_schema(tool.parameters)
    if tool.returns is not None:
        doc["returns"] = type_to_schema(tool.returns)
    return dump_json(doc, minify=opts.minify, indent=None)


def _full_args(tool: ToolIR) -> dict[str, Any]:
    return example_arguments(tool, include_optional=True)


def request_text(tool: ToolIR, args: dict[str, Any]) -> str:
    """A user request that the example call answers, written from the tool name and values."""
    words = " ".join(split_words(tool.name)) or tool.name
    if not args:
        return f"Please {words}."
    given = ", ".join(f"{k} {json_literal(v)}" for k, v in args.items())
    return f"Please {words} with {given}."


def _gap(opts: RenderOptions) -> str:
    return "\n" if opts.minify else "\n\n"


def _with_calls(writer: Writer) -> Callable[[Sequence[ToolIR], RenderOptions], str]:
    """Schema, then one example call per tool."""

    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        blocks = [
            f"{_schema(t, options)}\nExample: {writer(t.name, example_arguments(t), options)}"
            for t in tools
        ]
        return _gap(options).join(blocks)

    return render


def _exchanges(
    tools: Sequence[ToolIR],
    options: RenderOptions,
    labels: tuple[str, str],
    args_of: Callable[[ToolIR], dict[str, Any]],
) -> list[str]:
    """One request and the JSON call that answers it per tool, under the two speakers' labels."""
    ask, answer = labels
    out = []
    for tool in tools:
        args = args_of(tool)
        out.append(
            f"{ask}: {request_text(tool, args)}\n{answer}: {json_call(tool.name, args, options)}"
        )
    return out


def _fewshot(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    schemas = "\n".join(_schema(t, options) for t in tools)
    turns = _exchanges(tools, options, ("User", "Assistant"), _full_args)
    return f"Tools:\n{schemas}{_gap(options)}Example conversation:\n" + "\n".join(turns)


def _param_values(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    bullet = "-" if options.minify else "  -"
    blocks = []
    for tool in tools:
        lines = [f"{tool.name}: {tool.description}".rstrip(": ").rstrip() or tool.name]
        for f in flatten(tool.parameters):
            node = f.node
            facts = [type_label(node, ANGLE), "required" if f.required else "optional"]
            limits = constraint_text(node)
            if limits:
                facts.append(limits)
            if node.has_default:
                facts.append(f"default {json_literal(node.default)}")
            text = f"{bullet} {f.path} ({'; '.join(facts)})"
            if node.description:
                text += f": {node.description}"
            shown = node.example if node.example is not MISSING else example_value(node)
            lines.append(f"{text} Example: {json_literal(shown)}")
        if tool.returns is not None:
            desc = f": {tool.returns.description}" if tool.returns.description else ""
            lines.append(f"{bullet} returns ({type_label(tool.returns, ANGLE)}){desc}")
        blocks.append("\n".join(lines))
    return _gap(options).join(blocks)


def _negative(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    blocks = []
    for tool in tools:
        purpose = tool.description or " ".join(split_words(tool.name))
        blocks.append(
            f"{_schema(tool, options)}\nUse it for: {purpose}\nExample: "
            f"{json_call(tool.name, example_arguments(tool), options)}\n"
            f"Do not use it when the request is about something else, or to guess values the user "
            f"did not give."
        )
    refusal = (
        "Example of a request no tool fits:\nUser: Tell me a joke.\n"
        "Assistant: No tool fits this request, so no call is made."
    )
    return _gap(options).join([*blocks, refusal])


def _only(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    blocks = []
    for tool in tools:
        lines = [f"# {tool.description}"] if tool.description else []
        minimal = example_arguments(tool)
        full = _full_args(tool)
        lines.append(python_call(tool.name, minimal, options)[1:-1])
        if full != minimal:
            lines.append(python_call(tool.name, full, options)[1:-1])
        blocks.append("\n".join(lines))
    intro = (
        "Each tool is shown by example calls; the first call of each uses only what it requires."
    )
    return intro + _gap(options) + _gap(options).join(blocks)


def _io(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    schemas = "\n".join(_schema(t, options) for t in tools)
    pairs = _exchanges(tools, options, ("Input", "Output"), example_arguments)
    return f"{schemas}{_gap(options)}" + _gap(options).join(pairs)


def _wrong_call(tool: ToolIR) -> tuple[dict[str, Any], str]:
    """A call that breaks the schema, and why: a missing required parameter, else a bad name."""
    args = example_arguments(tool)
    if tool.parameters.required:
        missing = tool.parameters.required[0]
        broken = {k: v for k, v in args.items() if k != missing}
        return broken, f"missing the required parameter {missing}"
    return {**args, "unknown_parameter": 1}, "unknown_parameter is not a parameter of this tool"


def _contrast(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    blocks = []
    for tool in tools:
        wrong, why = _wrong_call(tool)
        blocks.append(
            f"{_schema(tool, options)}\n"
            f"CORRECT: {python_call(tool.name, example_arguments(tool), options)}\n"
            f"INCORRECT: {python_call(tool.name, wrong, options)} <- {why}"
        )
    return _gap(options).join(blocks)


_NO_SCHEMA = frozenset({"required", "examples"})


FORMATS: list[FormatSpec] = specs_from(
    "examples",
    "json_object",
    [
        Row(
            "examples_call_json",
            "Schema + JSON example call",
            "Each tool's JSON schema on one line, followed by one example call in JSON.",
            _with_calls(json_call),
            protocol="json_object",
            source="Llama 4 and Gemma prompt guides show example calls beside the tools (W*)",
        ),
        Row(
            "examples_call_python",
            "Schema + Python example call",
            "Each tool's JSON schema on one line, followed by one example call in Python syntax.",
            _with_calls(python_call),
            protocol="python_call",
            source="Llama 3.2/4 pythonic prompts with example calls (W*)",
        ),
        Row(
            "examples_fewshot",
            "Few-shot dialogue",
            "The schemas, then a short example conversation with one user request and call per tool.",
            _fewshot,
            protocol="json_object",
            source="few-shot tool prompting (W*)",
        ),
        Row(
            "examples_param_values",
            "Parameters with example values",
            "A line per parameter (nested fields as dotted paths) with its facts and an example value.",
            _param_values,
            protocol="json_object",
        ),
        Row(
            "examples_negative",
            "When to use and when not",
            "Each schema with what it is for, an example call, when not to use it, and one example "
            "of a request no tool fits.",
            _negative,
            protocol="json_object",
        ),
        Row(
            "examples_only",
            "Example calls only",
            "No schema: each tool is defined by a call with its required parameters and a call with "
            "all of them.",
            _only,
            protocol="python_call",
            shows=_NO_SCHEMA,
        ),
        Row(
            "examples_io",
            "Input/output pairs",
            "The schemas, then an input request and output call pair per tool.",
            _io,
            protocol="json_object",
        ),
        Row(
            "examples_contrast",
            "Correct and incorrect calls",
            "Each schema with a CORRECT call and an INCORRECT one (a required parameter missing) "
            "and the reason, in the style of Llama 4's default rules.",
            _contrast,
            protocol="python_call",
            source="Llama 4 default system prompt's CORRECT/INCORRECT examples (W*)",
        ),
    ],
)
