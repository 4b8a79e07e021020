"""The python family: tools written as Python source, as many models were trained to read them.

One renderer, ``render_python``, draws every variant from a ``PyStyle``: how parameters are
declared (a ``def`` line, a ``TypedDict`` behind ``**kwargs``, a Pydantic model), how they are
documented (Google, Sphinx or NumPy docstrings, trailing comments, ``Field`` metadata) and which
dialect of types it uses. Two variants reproduce a published layout exactly from the JSON Schema
(BFCL's python function doc and Command R's stub), including what those layouts leave out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from toolform.exporters import to_bfcl
from toolform.formats.family_table import Row, specs_from
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.formats.vocab.literals import json_literal
from toolform.formats.vocab.prose import (
    drop_blank_lines,
    limit_phrases,
    member_limit_phrases,
    one_line,
)
from toolform.formats.vocab.python import (
    PyTypes,
    class_name,
    py_literal,
    py_name,
    renamed,
    typing_names,
)
from toolform.formats.vocab.walk import Field, flatten
from toolform.ir import MISSING, ToolIR, TypeIR
from toolform.schema import type_to_schema

INDENT = "    "


@dataclass(frozen=True)
class PyStyle:
    """The axes the python variants differ on.

    ``declare``: ``def`` (parameters in the signature), ``kwargs`` (a TypedDict unpacked into
    ``**kwargs``) or ``model`` (a Pydantic model per tool). ``doc``: the docstring convention
    (``google``, ``sphinx``, ``numpy``, ``summary`` for the tool description only, ``none``).
    ``annotated``: constraints as ``Annotated[T, Field(...)]``. ``comments``: parameter facts
    as trailing ``#`` comments, one parameter per line. ``header``: a ``typing`` import line.
    """

    declare: str = "def"
    doc: str = "google"
    annotated: bool = False
    comments: bool = False
    nested: bool = False
    header: bool = False
    comment_above: bool = False
    missing_default: str = "None"


# Safe text inside Python source ----------------------------------------------------------------


def doc_text(text: str) -> str:
    """Text that can sit inside a triple-quoted docstring and read back as itself."""
    out = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    out = "".join(
        c if c in "\n\t" or (ord(c) >= 32 and ord(c) != 127) else f"\\x{ord(c):02x}" for c in out
    )
    return out + " " if out.endswith('"') else out


def comment_text(text: str) -> str:
    """Text for a ``#`` comment: one line, no control characters."""
    return " ".join("".join(c if ord(c) >= 32 and ord(c) != 127 else " " for c in text).split())


def docstring(lines: list[str], indent: str) -> list[str]:
    """A docstring block at ``indent``: one line when it fits on one, else opening on its own line."""
    body = [doc_text(part) for line in lines for part in line.split("\n")]
    while body and not body[-1].strip():
        body.pop()
    if not body:
        return []
    if len(body) == 1:
        return [f'{indent}"""{body[0]}"""']
    first, *rest = body
    return [
        f'{indent}"""{first}',
        *[f"{indent}{line}" if line else "" for line in rest],
        f'{indent}"""',
    ]


# Facts as docstring sentences -------------------------------------------------------------------


def fact_sentences(node: TypeIR, *, default_word: str = "Defaults to") -> str:
    """Constraints, example and default as sentences after a description."""
    out: list[str] = []
    limits = limit_phrases(node) + member_limit_phrases(node)
    if limits:
        out.append(f"Constraints: {'; '.join(limits)}.")
    if node.example is not MISSING:
        out.append(f"Example: {json_literal(node.example)}.")
    if node.default is not MISSING:
        out.append(f"{default_word} {py_literal(node.default)}.")
    return " ".join(out)


def field_text(node: TypeIR, *, default_word: str = "Defaults to") -> str:
    """A field's description on one line, then its facts as sentences."""
    desc = one_line(node.description)
    if desc and not desc.endswith((".", "!", "?")):
        desc += "."
    return " ".join(p for p in (desc, fact_sentences(node, default_word=default_word)) if p)


# Parameters -------------------------------------------------------------------------------------


def _field_kwargs(node: TypeIR, *, with_default: bool) -> list[str]:
    """Pydantic ``Field(...)`` arguments for the facts of a value."""
    names = {"minimum": "ge", "maximum": "le", "multipleOf": "multiple_of", "pattern": "pattern"}
    names |= {"minLength": "min_length", "maxLength": "max_length"}
    names |= {"minItems": "min_length", "maxItems": "max_length"}
    args: list[str] = []
    if with_default:
        args.append(f"default={py_literal(node.default)}")
    extra: dict[str, Any] = {}
    for key, value in node.constraints.items():
        if key in names:
            args.append(f"{names[key]}={py_literal(value)}")
        else:
            extra[key] = value
    if node.description:
        args.append(f"description={py_literal(node.description)}")
    if node.examples:
        args.append(f"examples={py_literal(node.examples)}")
    if extra:
        args.append(f"json_schema_extra={py_literal(extra)}")
    return args


def _annotation(node: TypeIR, path: tuple[str, ...], types: PyTypes, style: PyStyle) -> str:
    ann = types.write(node, path)
    if style.annotated:
        args = _field_kwargs(node, with_default=False)
        if args:
            ann = f"Annotated[{ann}, Field({', '.join(args)})]"
    return ann


def _optional(ann: str) -> str:
    return ann if ann in ("Any", "None") or ann.startswith("Optional[") else f"Optional[{ann}]"


def param_decl(name: str, node: TypeIR, required: bool, ann: str, style: PyStyle) -> str:
    """``days: int = 3``; an optional parameter without a default gets ``= None`` (or ``...``)."""
    if required:
        return f"{py_name(name)}: {ann}"
    if node.default is not MISSING:
        return f"{py_name(name)}: {ann} = {py_literal(node.default)}"
    if style.missing_default == "...":
        return f"{py_name(name)}: {ann} = ..."
    return f"{py_name(name)}: {_optional(ann)} = None"


def _params(tool: ToolIR, types: PyTypes, style: PyStyle) -> list[tuple[str, str]]:
    """(declaration, trailing comment) per parameter, with a ``*`` when order needs one."""
    out: list[tuple[str, str]] = []
    required = set(tool.parameters.required)
    seen_optional = False
    for name, node in tool.parameters.properties.items():
        is_req = name in required
        if is_req and seen_optional and not any(d == "*" for d, _ in out):
            # A required parameter after an optional one: keyword-only keeps the stub valid.
            out.insert(0, ("*", ""))
        seen_optional = seen_optional or not is_req
        ann = _annotation(node, (tool.name, name), types, style)
        out.append((param_decl(name, node, is_req, ann, style), _comment_for(node)))
    return out


def _comment_for(node: TypeIR) -> str:
    return comment_text(field_text(node, default_word="Default"))


def _result_type(tool: ToolIR, types: PyTypes) -> str:
    assert tool.returns is not None
    return types.write(tool.returns, (tool.name, "result"))


def _returns(tool: ToolIR, types: PyTypes) -> str:
    return "" if tool.returns is None else f" -> {_result_type(tool, types)}"


# Docstrings -------------------------------------------------------------------------------------


def _doc_type(f: Field, types: PyTypes) -> str:
    return types.write(f.node, ("",))


def _google(tool: ToolIR, types: PyTypes) -> list[str]:
    lines = [tool.description.strip()] if tool.description.strip() else []
    fields = list(flatten(tool.parameters))
    if fields:
        lines += ["", "Args:"] if lines else ["Args:"]
        for f in fields:
            kind = _doc_type(f, types) + ("" if f.required else ", optional")
            lines.append(
                f"{INDENT * (f.depth + 1)}{f.name} ({kind}): {field_text(f.node)}".rstrip()
            )
    if tool.returns is not None:
        text = field_text(tool.returns)
        lines += [
            "",
            "Returns:",
            f"{INDENT}{_result_type(tool, types)}" + (f": {text}" if text else ""),
        ]
    return lines


def _sphinx(tool: ToolIR, types: PyTypes) -> list[str]:
    lines = [tool.description.strip(), ""] if tool.description.strip() else []
    for f in flatten(tool.parameters):
        lines.append(f":param {f.path}: {field_text(f.node)}".rstrip())
        lines.append(f":type {f.path}: {_doc_type(f, types)}{'' if f.required else ', optional'}")
    if tool.returns is not None:
        if text := field_text(tool.returns):
            lines.append(f":returns: {text}")
        lines.append(f":rtype: {_result_type(tool, types)}")
    return lines


def _numpy(tool: ToolIR, types: PyTypes) -> list[str]:
    lines = [tool.description.strip(), ""] if tool.description.strip() else []
    fields = list(flatten(tool.parameters))
    if fields:
        lines += ["Parameters", "----------"]
        for f in fields:
            lines.append(f"{f.path} : {_doc_type(f, types)}{'' if f.required else ', optional'}")
            if text := field_text(f.node, default_word="Default is"):
                lines.append(f"{INDENT}{text}")
        lines.append("")
    if tool.returns is not None:
        lines += ["Returns", "-------", _result_type(tool, types)]
        if text := field_text(tool.returns):
            lines.append(f"{INDENT}{text}")
    return lines


def _summary(tool: ToolIR, types: PyTypes) -> list[str]:
    """The tool description, and what the return annotation cannot say (its description)."""
    lines = [tool.description.strip()] if tool.description.strip() else []
    if tool.returns is not None and (text := field_text(tool.returns)):
        lines += ["", f"Returns: {text}"]
    return lines


def _model_summary(tool: ToolIR, types: PyTypes) -> list[str]:
    """A model has no return annotation, so its docstring names the return type too."""
    lines = [tool.description.strip()] if tool.description.strip() else []
    if tool.returns is not None:
        text = field_text(tool.returns)
        lines += ["", f"Returns: {_result_type(tool, types)}" + (f". {text}" if text else "")]
    return lines


DOCSTRINGS: dict[str, Callable[[ToolIR, PyTypes], list[str]]] = {
    "google": _google,
    "sphinx": _sphinx,
    "numpy": _numpy,
    "summary": _summary,
    "none": lambda tool, types: [],
}


# Declarations -----------------------------------------------------------------------------------


def _def(tool: ToolIR, types: PyTypes, style: PyStyle) -> list[str]:
    params = _params(tool, types, style)
    head = f"def {py_name(tool.name)}("
    tail = f"){_returns(tool, types)}:"
    lines: list[str] = []
    if style.comment_above:
        above = (
            [tool.description, *_summary(tool, types)[1:]]
            if tool.description.strip()
            else _summary(tool, types)
        )
        if text := comment_text(" ".join(above)):
            lines.append(f"# {text}")
    if style.comments and params:
        lines.append(head)
        for decl, comment in params:
            lines.append(f"{INDENT}{decl},{'  # ' + comment if comment and decl != '*' else ''}")
        lines.append(tail)
    else:
        lines.append(head + ", ".join(d for d, _ in params) + tail)
    doc = docstring(DOCSTRINGS[style.doc](tool, types), INDENT)
    if not doc:
        lines[-1] += " ..."
        return lines
    return [*lines, *doc, f"{INDENT}..."]


def _class_body(node: TypeIR, path: tuple[str, ...], types: PyTypes, style: PyStyle) -> list[str]:
    """Fields of a TypedDict (``kwargs``/nested) or a Pydantic model (``model``)."""
    lines: list[str] = []
    required = set(node.required)
    for name, sub in node.properties.items():
        ann = types.write(sub, (*path, name))
        is_req = name in required
        if style.declare == "model":
            lines.append(f"{INDENT}{_model_field(name, sub, is_req, ann)}")
        else:
            ann = ann if is_req else f"NotRequired[{ann}]"
            comment = _comment_for(sub)
            lines.append(f"{INDENT}{py_name(name)}: {ann}" + (f"  # {comment}" if comment else ""))
    return lines or [f"{INDENT}pass"]


def _model_field(name: str, node: TypeIR, required: bool, ann: str) -> str:
    """A model field; a required one is ``Field(...)`` (with any schema default as metadata)."""
    has_default = node.default is not MISSING
    args = _field_kwargs(node, with_default=has_default and not required)
    if required:
        extra = (
            [f"json_schema_extra={py_literal({'default': node.default})}"] if has_default else []
        )
        args = ["...", *args, *extra]
    elif not has_default:
        ann, args = _optional(ann), ["default=None", *args]
    return f"{py_name(name)}: {ann} = Field({', '.join(args)})"


def _class(name: str, base: str, doc: list[str], body: list[str]) -> list[str]:
    return [f"class {name}({base}):", *docstring(doc, INDENT), *body]


def _nested_classes(types: PyTypes, style: PyStyle, done: set[str]) -> list[list[str]]:
    """Definitions of every nested class the writer named (new ones may appear while writing)."""
    blocks: list[list[str]] = []
    base = "BaseModel" if style.declare == "model" else "TypedDict"
    while pending := [n for n in types.classes if n not in done]:
        for name in pending:
            done.add(name)
            node, path = types.classes[name]
            doc = [node.description.strip()] if node.description else []
            blocks.append(_class(name, base, doc, _class_body(node, path, types, style)))
    return blocks[::-1]  # the innermost first, so each class is defined before its use


def _kwargs_tool(tool: ToolIR, types: PyTypes, style: PyStyle) -> list[list[str]]:
    args = class_name(tool.name, "args")
    body = _class_body(tool.parameters, (tool.name,), types, style)
    nested = _nested_classes(types, style, set())
    signature = f"def {py_name(tool.name)}(**kwargs: Unpack[{args}]){_returns(tool, types)}:"
    fn = [signature, *docstring(_summary(tool, types), INDENT), f"{INDENT}..."]
    return [*nested, _class(args, "TypedDict", [f"Arguments of {tool.name}."], body), fn]


def _model_tool(tool: ToolIR, types: PyTypes, style: PyStyle) -> list[list[str]]:
    body = _class_body(tool.parameters, (tool.name,), types, style)
    nested = _nested_classes(types, style, set())
    doc = _model_summary(tool, types)
    return [*nested, _class(py_name(tool.name), "BaseModel", doc, body)]


def _def_tool(tool: ToolIR, types: PyTypes, style: PyStyle) -> list[list[str]]:
    fn = _def(tool, types, style)
    return [*_nested_classes(types, style, set()), fn]


DECLARE = {"def": _def_tool, "kwargs": _kwargs_tool, "model": _model_tool}


def _aliases(tool: ToolIR) -> list[str]:
    """A comment naming the originals of names that had to change to be Python identifiers."""
    names = [tool.name, *(name for _, node in tool.parameters.walk() for name in node.properties)]
    pairs = renamed(names)
    if not pairs:
        return []
    return ["# names: " + ", ".join(f"{ident} = {comment_text(name)}" for ident, name in pairs)]


def render_python(tools: Sequence[ToolIR], options: RenderOptions, *, style: PyStyle) -> str:
    blocks: list[list[str]] = []
    for tool in tools:
        types = PyTypes(nested=style.nested)
        tool_blocks = DECLARE[style.declare](tool, types, style)
        tool_blocks[0] = _aliases(tool) + tool_blocks[0]
        blocks.extend(tool_blocks)
    source = "\n\n\n".join("\n".join(b) for b in blocks)
    if style.header and (names := typing_names(source)):
        source = f"from typing import {', '.join(names)}\n\n\n{source}"
    source += "\n"
    return drop_blank_lines(source) + "\n" if options.minify else source


# Faithful layouts from a JSON Schema ------------------------------------------------------------


def _bfcl_type(meta: Any) -> str:
    """BFCL's ``_to_py_type``; a type list (which BFCL cannot take) reads its first real type."""
    t = meta.get("type", "string") if isinstance(meta, dict) else "string"
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), "string")
    primitive = {"string": "str", "number": "float", "integer": "int", "boolean": "bool"}
    if t in primitive:
        return primitive[t]
    if t in {"array", "list", "tuple"} and "items" in meta:
        return f"list[{_bfcl_type(meta['items'])}]"
    if t in {"object", "dict"}:
        extra = meta.get("additionalProperties")
        return f"dict[str, {_bfcl_type(extra)}]" if isinstance(extra, dict) else "dict"
    return str(t)


def _bfcl_param(name: str, meta: dict[str, Any], depth: int) -> list[str]:
    indent = " " * 8 + " " * 4 * depth
    desc = meta.get("description", "")
    if "enum" in meta:
        desc += f" Enum values: {meta['enum']}."
    default = f", default={meta['default']!r}" if "default" in meta else ""
    lines = [f"{indent}{name} ({_bfcl_type(meta)}{default}): {desc}\n"]
    for child, child_meta in meta.get("properties", {}).items():
        lines.extend(_bfcl_param(child, child_meta, depth + 1))
    return lines


def render_bfcl(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """BFCL's python function doc (``bfcl_eval/model_handler/utils.py``), joined as BFCL joins it."""
    docs: list[str] = []
    for tool, doc in zip(tools, to_bfcl(tools)):
        lines = [f"# Function: {tool.name}\n", '    """\n', f"    {tool.description}\n\n"]
        props = doc["parameters"].get("properties", {})
        if props:
            lines.append("    Args:\n")
            for name, meta in props.items():
                lines.extend(_bfcl_param(name, meta, 0))
        lines.append('    """\n')
        docs.extend(["".join(lines), "\n"])
    text = "\n\n".join(docs)
    return drop_blank_lines(text) + "\n" if options.minify else text


def _command_r_type(meta: Any) -> str:
    """Command R's ``json_to_python_type`` macro (a ``null`` type reads ``None``)."""
    if not isinstance(meta, dict):
        return "Any"
    t = meta.get("type")
    basic = {
        "string": "str",
        "number": "float",
        "integer": "int",
        "boolean": "bool",
        "null": "None",
    }
    if isinstance(t, str) and t in basic:
        return basic[t]
    if t == "array":
        return f"List[{_command_r_type(meta.get('items'))}]"
    if t == "object":
        return f"Dict[str, {_command_r_type(meta.get('additionalProperties'))}]"
    if isinstance(t, list):
        return "Union[" + ", ".join(_command_r_type({"type": x}) for x in t) + "]"
    return "Any"


def render_command_r(tools: Sequence[ToolIR], options: RenderOptions) -> str:
    """Command R's tool stub (the ``new_tool_parser`` macro of its chat template)."""
    blocks: list[str] = []
    for tool in tools:
        schema = type_to_schema(tool.parameters)
        props: dict[str, Any] = schema.get("properties", {})
        required = schema.get("required", [])
        kinds = {
            n: _command_r_type(m) if n in required else f"Optional[{_command_r_type(m)}]"
            for n, m in props.items()
        }
        sig = ", ".join(
            f"{n}: {k}" if n in required else f"{n}: {k} = None" for n, k in kinds.items()
        )
        text = f'```python\ndef {tool.name}({sig}) -> List[Dict]:\n    """{tool.description}'
        if props:
            args = [f"{n} ({kinds[n]}): {m.get('description', '')}" for n, m in props.items()]
            text += "\n\n    Args:\n        " + "\n        ".join(args)
        blocks.append(text + '\n    """\n    pass\n```')
    text = "\n\n".join(blocks)
    return drop_blank_lines(text) if options.minify else text


# The catalogue ----------------------------------------------------------------------------------


def _styled(style: PyStyle) -> Any:
    return partial(render_python, style=style)


ROWS = [
    Row(
        "python_signature",
        "Python def stubs with a Google docstring",
        "A typed def per tool (Literal enums, real defaults) with a Google-style docstring listing "
        "every argument, nested field, constraint, example and the return value; NexusRaven-V2 and "
        "Hermes-style prompts document tools this way.",
        _styled(PyStyle(doc="google")),
        ALL_FACTS,
        language="python",
        source="NexusRaven-V2 function blocks; Google Python style guide docstrings",
    ),
    Row(
        "python_bfcl",
        "BFCL python function doc",
        "BFCL's python function-doc format: '# Function: name' and a docstring of Args with "
        "'(type, default=repr)' and enums appended as 'Enum values: [...]'; no signature, no "
        "required marker, no bounds.",
        render_bfcl,
        frozenset({"descriptions", "types", "enum", "default", "nested"}),
        source="gorilla bfcl_eval/model_handler/utils.py _generate_function_doc_python (BFCL v4)",
    ),
    Row(
        "python_command_r",
        "Command R fenced Python stub",
        "Command R's tool section: a fenced def per tool, optional parameters as Optional[T] = None, "
        "'-> List[Dict]', Args with types and descriptions, body 'pass'; defaults, enums and "
        "constraints are dropped as the template drops them.",
        render_command_r,
        frozenset({"descriptions", "types", "required"}),
        source="Cohere Command R chat template (tool_use, new_tool_parser); vLLM examples",
    ),
    Row(
        "python_def_only",
        "Python def lines only",
        "One typed def line per tool (Literal enums, defaults, return type), the tool description "
        "and what it returns as a comment above it, no docstring.",
        _styled(PyStyle(doc="none", comment_above=True)),
        frozenset({"types", "required", "enum", "default", "union", "returns"}),
        language="python",
    ),
    Row(
        "python_annotated",
        "Python Annotated[T, Field(...)] signatures",
        "Typed defs whose parameters carry constraints and descriptions as "
        "Annotated[int, Field(ge=1, le=7, description=...)], Literal enums, nested objects as "
        "TypedDicts; the docstring holds the tool description.",
        _styled(PyStyle(doc="summary", annotated=True, nested=True)),
        ALL_FACTS,
        language="python",
        source="Pydantic v2 Annotated/Field idiom, as FastAPI and validate_call signatures write it",
    ),
    Row(
        "python_pydantic",
        "Pydantic model per tool",
        "A BaseModel class named after each tool: fields with Field(default, ge, le, pattern, "
        "description, examples), nested objects as their own models.",
        _styled(PyStyle(declare="model", nested=True, doc="summary")),
        ALL_FACTS,
        language="python",
        source="Pydantic v2 models as instructor and OpenAI pydantic_function_tool take tools",
    ),
    Row(
        "python_typeddict",
        "TypedDict arguments unpacked into **kwargs",
        "A TypedDict of each tool's arguments (NotRequired for optional ones, facts as trailing "
        "comments, nested TypedDicts) and a def taking **kwargs: Unpack[...].",
        _styled(PyStyle(declare="kwargs", nested=True)),
        ALL_FACTS,
        language="python",
    ),
    Row(
        "python_sphinx",
        "Python def stubs with a Sphinx docstring",
        "Typed defs with reStructuredText field lists (:param x:, :type x:, :returns:, :rtype:), "
        "nested fields as dotted names.",
        _styled(PyStyle(doc="sphinx")),
        ALL_FACTS,
        language="python",
        source="Sphinx info field lists (Python domain)",
    ),
    Row(
        "python_numpy",
        "Python def stubs with a NumPy docstring",
        "Typed defs with numpydoc Parameters/Returns sections, nested fields as dotted names.",
        _styled(PyStyle(doc="numpy")),
        ALL_FACTS,
        language="python",
        source="numpydoc docstring standard",
    ),
    Row(
        "python_pyi",
        "Python stub file",
        "A .pyi-style stub: a typing import line, nested TypedDicts, one parameter per line with "
        "its facts as a trailing comment, '= ...' for an optional parameter without a default.",
        _styled(
            PyStyle(doc="summary", comments=True, nested=True, header=True, missing_default="...")
        ),
        ALL_FACTS,
        language="python",
        source="PEP 484 stub files (typeshed conventions)",
    ),
]

FORMATS: list[FormatSpec] = specs_from("python", "python_call", ROWS)
