"""The cli family: each tool written as a command-line program's documentation.

Models have read a great many ``--help`` screens, man pages and docopt strings; these layouts ask
whether that familiarity helps them fill arguments. Parameters become flags (nested fields as
dotted flags, array items with ``[]``), and ``render_cli`` draws the variants from one flag table
per tool: a usage line, argparse help, a man page, docopt, short letters, or one program with a
subcommand per tool.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from toolform.formats.family_table import Row, specs_from
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import drop_blank_lines, notes, one_line
from toolform.formats.vocab.schema_words import type_label
from toolform.formats.vocab.walk import Field, flatten
from toolform.ir import MISSING, ToolIR, TypeIR

_TYPE_WORDS = {
    "string": "STR",
    "integer": "INT",
    "number": "FLOAT",
    "boolean": "BOOL",
    "null": "NULL",
}


def _plain(value: object) -> str:
    return value if isinstance(value, str) and value and " " not in value else json_literal(value)


def type_metavar(node: TypeIR) -> str:
    """``STR``, ``INT``, ``{metric,imperial}``, ``INT|STR``, ``STR...`` (arrays), ``JSON``."""
    if node.enum is not None:
        return "{" + ",".join(_plain(v) for v in node.enum) + "}"
    if node.any_of is not None:
        return (
            "|".join(dict.fromkeys(type_metavar(m) for m in node.any_of if m.type != "null"))
            or "NULL"
        )
    if node.items is not None:
        return "JSON..." if node.items.is_object() else f"{type_metavar(node.items)}..."
    if node.type == "array" or node.prefix_items is not None:
        return "JSON..."
    if node.is_object():
        return "OBJ" if node.properties else "JSON"
    return _TYPE_WORDS.get(node.type or "", "VALUE")


def _name_metavar(f: Field) -> str:
    if f.node.enum is not None:
        return type_metavar(f.node)
    return f.name.upper().replace("-", "_") or "VALUE"


def _facts(f: Field) -> str:
    return "; ".join(
        [f"{type_label(f.node)}, {'required' if f.required else 'optional'}", *notes(f.node)]
    )


def _desc(node: TypeIR) -> str:
    return one_line(node.description)


def _arg(flag: str, metavar: str, required: bool, sep: str = " ") -> str:
    text = f"{flag}{sep}{metavar}"
    return text if required else f"[{text}]"


def synopsis_fields(tool: ToolIR) -> list[Field]:
    """The flags a command line spells out: leaf fields only (an object's fields stand for it),
    each required only when it and every object above it are required."""
    fields = list(flatten(tool.parameters))
    out: list[Field] = []
    needed: dict[int, bool] = {}
    for i, f in enumerate(fields):
        needed[f.depth] = f.required and needed.get(f.depth - 1, True)
        is_parent = i + 1 < len(fields) and fields[i + 1].depth > f.depth
        if not is_parent:
            out.append(Field(f.name, f.path, f.node, needed[f.depth], f.depth))
    return out


def _synopsis(tool: ToolIR, metavar: Callable[[Field], str], sep: str = " ") -> str:
    args = [_arg(f"--{f.path}", metavar(f), f.required, sep) for f in synopsis_fields(tool)]
    return " ".join([tool.name, *args])


def _columns(rows: list[tuple[str, str]], indent: str, width: int) -> list[str]:
    """argparse-style two columns: help at ``width``, or on the next line after a long flag."""
    out: list[str] = []
    for left, right in rows:
        head = f"{indent}{left}"
        if not right:
            out.append(head)
        elif len(head) + 2 <= width:
            out.append(f"{head.ljust(width)}{right}")
        else:
            out += [head, f"{' ' * width}{right}"]
    return out


# Layouts ----------------------------------------------------------------------------------------


def _usage(tool: ToolIR) -> list[str]:
    lines = [f"# {' '.join(tool.description.split())}"] if tool.description.strip() else []
    return [*lines, f"usage: {_synopsis(tool, lambda f: type_metavar(f.node))}"]


def _help_text(f: Field) -> str:
    parts = [_desc(f.node)] if _desc(f.node) else []
    extra = [type_label(f.node), *notes(f.node, enum=False, default=False)]
    if f.node.default is not MISSING:
        extra.append(f"default: {_plain(f.node.default)}")
    parts.append(f"({', '.join(extra)})")
    if f.required:
        parts.append("(required)")
    return " ".join(parts)


def _help(tool: ToolIR) -> list[str]:
    lines = [f"usage: {_synopsis(tool, _name_metavar)}"]
    if desc := one_line(tool.description):
        lines += ["", desc]
    fields = list(flatten(tool.parameters))
    if fields:
        rows = [(f"--{f.path} {_name_metavar(f)}", _help_text(f)) for f in fields]
        lines += ["", "options:", *_columns(rows, "  ", 24)]
    if tool.returns is not None:
        lines += ["", f"output: {type_label(tool.returns)} {_desc(tool.returns)}".rstrip()]
    return lines


def _man(tool: ToolIR) -> list[str]:
    pad, deep = " " * 7, " " * 14
    desc = one_line(tool.description)
    lines = ["NAME", f"{pad}{tool.name}" + (f" - {desc}" if desc else ""), ""]
    lines += ["SYNOPSIS", f"{pad}{_synopsis(tool, _name_metavar)}"]
    fields = list(flatten(tool.parameters))
    if fields:
        lines += ["", "OPTIONS"]
        for f in fields:
            lines.append(f"{pad}--{f.path} {_name_metavar(f)} ({_facts(f)})")
            if text := _desc(f.node):
                lines.append(f"{deep}{text}")
            lines.append("")
        lines.pop()
    if tool.returns is not None:
        lines += [
            "",
            "RETURN VALUE",
            f"{pad}{type_label(tool.returns)} {_desc(tool.returns)}".rstrip(),
        ]
    return lines


def _docopt_meta(f: Field) -> str:
    return f"<{f.name}>"


def _docopt(tool: ToolIR) -> list[str]:
    desc = one_line(tool.description)
    lines = [f"{tool.name}" + (f" - {desc}" if desc else ""), "", "Usage:"]
    lines.append(f"  {_synopsis(tool, _docopt_meta, '=')}")
    fields = list(flatten(tool.parameters))
    if fields:
        rows = []
        for f in fields:
            text = " ".join(
                p
                for p in (
                    _desc(f.node),
                    f"({'; '.join([type_label(f.node), *notes(f.node, default=False)])})",
                )
                if p
            )
            if f.node.default is not MISSING:
                text += f" [default: {_plain(f.node.default)}]"
            rows.append((f"--{f.path}={_docopt_meta(f)}", text))
        width = max(len(r[0]) for r in rows) + 4
        lines += ["", "Options:", *_columns(rows, "  ", width)]
    if tool.returns is not None:
        lines += ["", f"Returns: {type_label(tool.returns)} {_desc(tool.returns)}".rstrip()]
    return lines


def short_letters(names: Sequence[str]) -> dict[str, str]:
    """A distinct option letter for each name: its initial, else the initial's other case, else
    another letter of the name, else any free letter or digit; ``--name`` when none is left."""
    used: set[str] = set()
    out: dict[str, str] = {}
    pool = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    for name in names:
        word = "".join(c for c in name.split(".")[-1].replace("[]", "") if c.isalnum())
        wanted = [word[:1].lower(), word[:1].upper(), *word.lower(), *word.upper(), *pool]
        letter = next((c for c in wanted if c and c.isascii() and c not in used), None)
        if letter is None:
            out[name] = f"--{name}"
        else:
            used.add(letter)
            out[name] = f"-{letter}"
    return out


def _short(tool: ToolIR) -> list[str]:
    leaves = synopsis_fields(tool)
    letters = short_letters([f.path for f in leaves])
    args = [_arg(letters[f.path], _name_metavar(f), f.required) for f in leaves]
    lines = [" ".join([tool.name, *args])]
    if desc := one_line(tool.description):
        lines.append(f"  {desc}")
    for f in flatten(tool.parameters):
        text = f"{_facts(f)}" + (f": {_desc(f.node)}" if _desc(f.node) else "")
        lines.append(f"  {letters.get(f.path, '  ')}  {f.path}  {text}")
    if tool.returns is not None:
        lines.append(f"  => {type_label(tool.returns)} {_desc(tool.returns)}".rstrip())
    return lines


def _subcommand(tool: ToolIR) -> list[str]:
    desc = one_line(tool.description)
    lines = [f"  {tool.name}" + (f"  {desc}" if desc else "")]
    rows = []
    for f in flatten(tool.parameters):
        text = "; ".join([f"{'required' if f.required else 'optional'}", *notes(f.node)])
        if d := _desc(f.node):
            text += f". {d}"
        rows.append((f"--{f.path} {type_metavar(f.node)}", text))
    if rows:
        width = max(len(r[0]) for r in rows) + 8
        lines += _columns(rows, "      ", width)
    if tool.returns is not None:
        lines.append(f"      output: {type_label(tool.returns)} {_desc(tool.returns)}".rstrip())
    return lines


PER_TOOL: dict[str, Callable[[ToolIR], list[str]]] = {
    "usage": _usage,
    "help": _help,
    "man": _man,
    "docopt": _docopt,
    "short": _short,
}


def render_cli(tools: Sequence[ToolIR], options: RenderOptions, *, layout: str) -> str:
    if layout == "subcommands":
        lines = ["usage: tools <command> [options]", "", "commands:"]
        for tool in tools:
            lines += _subcommand(tool)
        text = "\n".join(lines)
    else:
        sep = "\n" if layout == "usage" else "\n\n"
        text = sep.join("\n".join(PER_TOOL[layout](t)) for t in tools)
    if options.minify:
        text = "\n".join(" ".join(line.split()) for line in drop_blank_lines(text).split("\n"))
    return text + "\n"


def _row(fid: str, name: str, summary: str, layout: str, shows: frozenset[str]) -> Row:
    return Row(fid, name, summary, partial(render_cli, layout=layout), shows)


ROWS = [
    _row(
        "cli_usage",
        "Command usage lines",
        "'usage: get_forecast --city STR [--days INT] [--units {metric,imperial}]' per tool, the "
        "description as a comment above; nested fields as dotted flags.",
        "usage",
        frozenset({"types", "required", "enum", "nested", "array_of_objects", "union"}),
    ),
    _row(
        "cli_man",
        "man pages",
        "A NAME / SYNOPSIS / OPTIONS / RETURN VALUE page per tool, each option with its type, "
        "required flag, constraints and default, and its description indented below.",
        "man",
        ALL_FACTS,
    ),
    _row(
        "cli_docopt",
        "docopt usage strings",
        "'Usage:' with --flag=<name> arguments and an 'Options:' list with descriptions, types, "
        "constraints and '[default: x]', as docopt reads them.",
        "docopt",
        ALL_FACTS,
    ),
    _row(
        "cli_help",
        "argparse --help screens",
        "The --help output of an argparse program per tool: usage line, description and an "
        "aligned options list with types, constraints, defaults and (required).",
        "help",
        ALL_FACTS,
    ),
    _row(
        "cli_short",
        "Short option letters",
        "A getopt-style synopsis with one-letter options per tool, then a legend mapping each "
        "letter to the parameter name, type, constraints and description.",
        "short",
        ALL_FACTS,
    ),
    _row(
        "cli_subcommands",
        "One program, a subcommand per tool",
        "'usage: tools <command> [options]' and a commands list: each tool a subcommand with its "
        "description and its flags indented below.",
        "subcommands",
        ALL_FACTS,
    ),
]

FORMATS: list[FormatSpec] = specs_from("cli", "json_object", ROWS)
