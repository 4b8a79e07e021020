"""The Python vocabulary: type hints (``int``, ``list[str]``, ``Literal['a', 'b']``), literals,
names and signatures, written from ``TypeIR`` (``loaders.pytypes`` reads annotations the other way).

Several layouts write tools as Python (stubs, signatures, Pydantic models) and disagree only on
dialect: builtin or ``typing`` generics, whether enums become ``Literal``, and whether a nested
object is ``dict`` or a named class. ``PyTypes`` is one writer with those knobs; when it names
nested classes it records them (in first-use order) so the caller can emit their definitions.
"""

from __future__ import annotations

import io
import keyword
import re
import tokenize
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from toolform.formats.vocab.literals import enum_json_type
from toolform.formats.vocab.walk import has_returns, tool_params
from toolform.ir import MISSING, ToolIR, TypeIR
from toolform.naming import convert_case

SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "null": "None"}
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def is_identifier(name: str) -> bool:
    """True when ``name`` can be written as a Python name (so the stub stays valid Python)."""
    return bool(_IDENT.match(name)) and not keyword.iskeyword(name)


def py_name(name: str) -> str:
    """``name`` as a Python identifier: other characters become ``_``, a keyword gains ``_``.

    Layouts that must stay valid Python write this and name the original beside it (see
    ``renamed``), so a model can call either and the parser resolves both.
    """
    if is_identifier(name):
        return name
    out = re.sub(r"\W", "_", name, flags=re.ASCII) or "_"
    if out[0].isdigit():
        out = f"_{out}"
    return f"{out}_" if keyword.iskeyword(out) else out


def renamed(names: Iterable[str]) -> list[tuple[str, str]]:
    """(identifier, original) for each name ``py_name`` had to change, in first-seen order."""
    out = {n: py_name(n) for n in names if py_name(n) != n}
    return [(ident, name) for name, ident in out.items()]


def py_literal(value: Any, *, double_quotes: bool = False) -> str:
    """A JSON value as a Python literal (``True``, ``None``, ``'metric'`` or ``"metric"``)."""
    if isinstance(value, str):
        if double_quotes:
            escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            return '"' + escaped.replace("\r", "\\r").replace("\t", "\\t") + '"'
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v, double_quotes=double_quotes) for v in value) + "]"
    if isinstance(value, dict):
        items = (
            f"{py_literal(k, double_quotes=double_quotes)}: "
            f"{py_literal(v, double_quotes=double_quotes)}"
            for k, v in value.items()
        )
        return "{" + ", ".join(items) + "}"
    return repr(value)  # bool, None, int, float


def class_name(*parts: str) -> str:
    """``("search_flights", "passengers")`` -> ``SearchFlightsPassengers``."""
    name = "".join(convert_case(p, "pascal") for p in parts if p)
    name = re.sub(r"[^A-Za-z0-9_]", "", name)
    return name if name and not name[0].isdigit() else f"T{name}"


@dataclass
class PyTypes:
    """Writes Python annotations for ``TypeIR`` nodes.

    ``typing_generics`` writes ``List[str]``/``Dict[str, Any]`` (older stubs, Command R) instead
    of ``list[str]``; ``literals=False`` writes enums as their base type (``str``);
    ``nested`` names nested objects as classes (collected in ``classes``) instead of ``dict``.
    """

    literals: bool = True
    typing_generics: bool = False
    nested: bool = False
    quote: Callable[[Any], str] = py_literal
    classes: dict[str, tuple[TypeIR, tuple[str, ...]]] = field(default_factory=dict)

    def _generic(self, name: str) -> str:
        return name.capitalize() if self.typing_generics else name

    def write(self, node: TypeIR, path: tuple[str, ...] = ()) -> str:
        """The annotation for ``node``; ``path`` (tool name, then field names) names classes."""
        core = self._core(node, path)
        if node.nullable and core not in ("None", "Any") and not core.startswith("Optional["):
            return f"Optional[{core}]"
        return core

    def _core(self, node: TypeIR, path: tuple[str, ...]) -> str:
        if node.const is not MISSING and self.literals:
            return f"Literal[{self.quote(node.const)}]"
        if node.enum is not None and self.literals and node.enum:
            return "Literal[" + ", ".join(self.quote(v) for v in node.enum) + "]"
        if node.any_of is not None:
            members = [m for m in node.any_of if m.type != "null"]
            written = list(dict.fromkeys(self.write(m, path) for m in members))
            if not written:
                return "None"
            return written[0] if len(written) == 1 else f"Union[{', '.join(written)}]"
        if node.all_of and node.type is None and not node.properties:
            return self.write(node.all_of[0], path) if len(node.all_of) == 1 else "Any"
        if node.prefix_items is not None:
            inner = ", ".join(
                self.write(m, (*path, f"item{i}")) for i, m in enumerate(node.prefix_items)
            )
            return f"{self._generic('tuple')}[{inner}]" if inner else self._generic("tuple")
        if node.type == "array" or node.items is not None:
            if node.items is None:
                return self._generic("list")
            return f"{self._generic('list')}[{self.write(node.items, (*path, 'item'))}]"
        if node.is_object():
            return self._object(node, path)
        if node.type is None and node.enum is not None:
            return SCALARS.get(enum_json_type(node.enum), "Any")
        if node.type is None:
            return "Any"
        return SCALARS.get(node.type, "Any")

    def _object(self, node: TypeIR, path: tuple[str, ...]) -> str:
        if node.properties and self.nested:
            name = class_name(*path)
            known = self.classes.get(name)
            suffix = 2
            while known is not None and known[0] is not node:
                name, known = (
                    f"{class_name(*path)}{suffix}",
                    self.classes.get(f"{class_name(*path)}{suffix}"),
                )
                suffix += 1
            self.classes.setdefault(name, (node, path))
            return name
        extra = node.additional_properties
        if isinstance(extra, TypeIR):
            return f"{self._generic('dict')}[str, {self.write(extra, (*path, 'value'))}]"
        return self._generic("dict")


def py_type(node: TypeIR, *, literals: bool = True) -> str:
    """A Python type hint for a node with builtin generics and nested objects as ``dict``.

    With ``literals=False`` an enum is written as its base type, the way the Hermes template's
    ``json_to_python_type`` macro does.
    """
    return PyTypes(literals=literals).write(node)


def python_signature(tool: ToolIR) -> str:
    """``get_forecast(city: str, days: int = 3) -> dict``: required parameters first, as Python
    requires, each optional one with its default (``None`` when it has none)."""
    args = []
    for p in tool_params(tool, required_first=True):
        text = f"{p.name}: {py_type(p.node)}"
        if not p.required:
            default = p.node.default if p.node.default is not MISSING else None
            text += " = " + py_literal(default)
        args.append(text)
    sig = f"{tool.name}({', '.join(args)})"
    if tool.returns is not None and has_returns(tool):
        sig += " -> " + py_type(tool.returns)
    return sig


TYPING_NAMES = (
    "Annotated",
    "Any",
    "Dict",
    "List",
    "Literal",
    "NotRequired",
    "Optional",
    "Tuple",
    "TypedDict",
    "Union",
    "Unpack",
)


def typing_names(source: str) -> list[str]:
    """The ``typing`` names generated source uses as code (not inside comments or strings)."""
    try:
        tokens = tokenize.generate_tokens(io.StringIO(source).readline)
        used = {t.string for t in tokens if t.type == tokenize.NAME}
    except (tokenize.TokenError, SyntaxError):
        return []
    return [n for n in TYPING_NAMES if n in used]
