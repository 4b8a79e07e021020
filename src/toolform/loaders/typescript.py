"""TypeScript function declarations as tools, read by a small hand-written parser.

No Node and no compiler: a regex tokenizer and a recursive-descent reader of the declaration subset
that agent tool files use (see ``docs/architecture.md``, "TypeScript loader", for why this is not
tree-sitter). Declarations are read in one pass into a small syntax tree, then resolved, so an
``interface`` or ``type`` may be declared after its use. Top-level statements that declare no tool
(variables, classes, imports, calls) are stepped over and reported in the first tool's notes with
their lines; in a signature, everything outside the subset (generics, overloads, ``enum``,
imported types, ...) stops with a ``LoaderError`` at its line and column rather than being guessed
at. TypeScript has no integer type, so ``number`` loads as ``number``.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from toolform import expansion
from toolform.errors import LoaderError, close_matches
from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
from toolform.loaders.common import check_name, is_typescript_path, read_text_input, universe
from toolform.loaders.doctext import clean_text
from toolform.loaders.pytypes import literal_type, make_nullable, union_of

KIND = "typescript"
FLATTEN_NAMES = frozenset({"args", "params", "input", "options"})
_PRIMITIVES: dict[str, str | None] = {
    "string": "string",
    "number": "number",
    "boolean": "boolean",
    "null": "null",
    "object": "object",
    "any": None,
    "unknown": None,
}
_UNSUPPORTED_WORDS = {
    "keyof": "keyof types",
    "typeof": "typeof types",
    "infer": "infer types",
    "unique": "unique symbol types",
    "never": "the never type",
    "bigint": "bigint (no JSON form)",
    "symbol": "symbol (no JSON form)",
}
# Global types people reach for whose JSON form is another type.
_BUILTIN_HINTS = {
    "Date": "a date travels as a string in JSON: use string",
    "String": "use string",
    "Number": "use number",
    "Boolean": "use boolean",
    "Object": "use object, an inline object type or an interface",
}
# Declarations that could hide tools or types the signatures need: the file stops there.
_STATEMENT_ERRORS = {
    "enum": ("enum declarations are not supported", 'use a union of literals: "a" | "b"'),
    "namespace": ("namespaces are not supported", "declare the functions at top level"),
    "module": ("module declarations are not supported", "declare the functions at top level"),
    "global": ("global declarations are not supported", "declare the functions at top level"),
}
# Statements that declare no tool: skipped with a note (what, error when nothing else is found).
_CLASS = ("class", "classes are not supported", "declare the tools as functions")
_VARIABLE = (
    "variable declaration",
    "variable declarations are not supported",
    "declare the tools as functions",
)
_SKIPPABLE: dict[str, tuple[str, str, str | None]] = {
    "const": _VARIABLE,
    "let": _VARIABLE,
    "var": _VARIABLE,
    "class": _CLASS,
    "abstract": _CLASS,
    "import": ("import", "imported types are not supported", "declare the types in this file"),
}
# Words that start a declaration: a statement being skipped ends before one on a new line.
_STATEMENT_STARTS = frozenset(
    {"function", "async", "export", "declare", "interface", "type", *_STATEMENT_ERRORS, *_SKIPPABLE}
)
_TOKEN = re.compile(
    r"""
    (?P<ws>[\s\ufeff]+)
  | (?P<doc>/\*\*(?!/).*?\*/)
  | (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<badcomment>/\*)
  | (?P<name>[A-Za-z_$][\w$]*)
  | (?P<number>(?:0[xXoObB][0-9a-fA-F_]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?))
  | (?P<string>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
  | (?P<template>`(?:[^`\\]|\\.)*`)
  | (?P<badstring>["'`])
  | (?P<punct>=>|\.\.\.|[{}()\[\]<>,;:?|&=.*+\-!~%^/@#])
  | (?P<badchar>.)
    """,
    re.S | re.X,
)


_SKIPPED = frozenset({"ws", "comment", "doc"})
_BAD = {
    "badcomment": "syntax error: unterminated comment",
    "badstring": "syntax error: unterminated string",
    "badchar": "syntax error: unexpected character {!r}",
}


class Token(NamedTuple):
    kind: str
    text: str
    line: int
    col: int
    doc: str | None  # the JSDoc comment right before this token, if any


def tokenize(text: str, source: str | None = None) -> list[Token]:
    """Tokens with 1-based line and column; JSDoc rides on the token that follows it.

    The list ends with three ``eof`` tokens, so the parser can look two tokens ahead unguarded.
    """
    tokens: list[Token] = []
    line, line_start, doc = 1, 0, None
    append = tokens.append
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or ""
        value = m.group()
        if kind in _SKIPPED:
            if kind == "doc":
                doc = value
        else:
            col = m.start() - line_start + 1
            if kind in _BAD:
                raise LoaderError(_BAD[kind].format(value), source=source, line=line, column=col)
            append(Token(kind, value, line, col, doc))
            doc = None
        if "\n" in value:
            line += value.count("\n")
            line_start = m.start() + value.rindex("\n") + 1
    eof = Token("eof", "", line, len(text) - line_start + 1, None)
    tokens.extend((eof, eof, eof))
    return tokens


# --- JSDoc ---------------------------------------------------------------------------------
class JSDoc(NamedTuple):
    description: str
    params: dict[str, str]  # "city" or "args.city" -> text
    returns: str | None


_NO_DOC = JSDoc("", {}, None)
_PARAM_TAG = re.compile(r"^(?:\{[^}]*\}\s*)?(\[[^\]]*\]|[\w$.]+)\s*(?:-\s*)?(.*)$", re.S)
_RETURNS_TAG = re.compile(r"^(?:\{[^}]*\}\s*)?(.*)$", re.S)


def parse_jsdoc(comment: str | None) -> JSDoc:
    """The description, ``@param`` texts and ``@returns`` text of a ``/** ... */`` comment."""
    if not comment:
        return _NO_DOC
    body = comment[3:-2]
    lines = [re.sub(r"^\s*\*? ?", "", raw) for raw in body.split("\n")]
    blocks: list[list[str]] = [[]]
    for text in lines:
        if text.lstrip().startswith("@"):
            blocks.append([text.lstrip()])
        else:
            blocks[-1].append(text)
    description = clean_text("\n".join(blocks[0]))
    params: dict[str, str] = {}
    returns = None
    for block in blocks[1:]:
        tag, _, rest = "\n".join(block).partition(" ")
        rest = rest.strip()
        if tag == "@param":
            m = _PARAM_TAG.match(rest)
            if m:
                name = m.group(1).strip("[]").split("=")[0].strip()
                params[name] = clean_text(m.group(2))
        elif tag in ("@returns", "@return"):
            m = _RETURNS_TAG.match(rest)
            returns = clean_text(m.group(1) if m else rest) or None
    return JSDoc(description, params, returns)


# --- syntax tree ---------------------------------------------------------------------------
# Types are tuples whose first item names the shape; each keeps the token it started at.
#   ("prim", name, tok) ("lit", value, tok) ("array", elem, tok) ("tuple", [elems], tok)
#   ("object", [Member], index_type | None, tok) ("union", [types], tok)
#   ("record", value_type, tok) ("promise", type, tok) ("ref", name, tok)
Node = tuple[Any, ...]


class Member(NamedTuple):
    name: str
    type: Node
    optional: bool
    doc: str | None
    tok: Token


@dataclass
class Param:
    name: str | None  # None for a destructuring pattern
    type: Node | None
    optional: bool
    default: Any
    tok: Token


@dataclass
class Function:
    name: str
    params: list[Param]
    returns: Node | None
    doc: JSDoc
    tok: Token
    notes: list[str] = field(default_factory=list)


@dataclass
class Declaration:
    name: str
    type: Node
    doc: JSDoc
    tok: Token
    extends: list[Node] = field(default_factory=list)


def _ends_before(prev: Token, name: Token) -> bool:
    """Whether a name that starts a new line ends the statement before it: a declaration keyword
    always does; any name does after a complete operand, where JavaScript inserts the ``;``."""
    complete = prev.kind in ("name", "number", "string", "template") or prev.text in ")]}"
    return name.text in _STATEMENT_STARTS or complete


class Skipped(NamedTuple):
    """A top-level statement that declares no tool, and the error it stands for when the file
    declares no function at all."""

    tok: Token
    what: str
    message: str
    hint: str | None


class Parser:
    """Recursive descent over the token list; one instance reads one source text."""

    def __init__(self, text: str, source: str | None = None) -> None:
        self.source = source
        self.toks = tokenize(text, source)
        self.i = 0
        self.functions: list[Function] = []
        self.function_names: set[str] = set()
        self.declarations: dict[str, Declaration] = {}
        self.skipped: list[Skipped] = []
        self.imported: set[str] = set()  # names an import statement mentions

    # --- token helpers ---------------------------------------------------------------------
    def error(self, message: str, tok: Token | None = None, hint: str | None = None) -> LoaderError:
        at = tok or self.toks[self.i]
        return LoaderError(message, source=self.source, line=at.line, column=at.col, hint=hint)

    def peek(self, offset: int = 0) -> Token:
        return self.toks[self.i + offset]

    def next(self) -> Token:
        tok = self.toks[self.i]
        if tok.kind != "eof":
            self.i += 1
        return tok

    def at(self, text: str, offset: int = 0) -> bool:
        # Strings keep their quotes in ``text``, so only names and punctuation can match.
        return self.toks[self.i + offset].text == text

    def accept(self, text: str) -> bool:
        if self.toks[self.i].text == text:
            self.i += 1
            return True
        return False

    def expect(self, text: str, what: str | None = None) -> Token:
        tok = self.peek()
        if not self.at(text):
            got = "end of input" if tok.kind == "eof" else repr(tok.text)
            raise self.error(f"syntax error: expected {what or repr(text)}, got {got}", tok)
        return self.next()

    def expect_name(self, what: str) -> Token:
        tok = self.peek()
        if tok.kind != "name":
            got = "end of input" if tok.kind == "eof" else repr(tok.text)
            raise self.error(f"syntax error: expected {what}, got {got}", tok)
        return self.next()

    # --- statements ------------------------------------------------------------------------
    def parse(self) -> Parser:
        while self.peek().kind != "eof":
            if self.accept(";"):
                continue
            self._statement()
        return self

    def _statement(self) -> None:
        first = self.peek()
        exported = self.accept("export")
        if exported and self.accept("default"):
            pass
        self.accept("declare")
        if self.at("async") and self.at("function", 1):
            self.next()
        tok = self.peek()
        if tok.kind == "name" and tok.text == "function":
            self._function(first)
        elif tok.kind == "name" and tok.text == "interface":
            self._interface(first)
        elif tok.kind == "name" and tok.text == "type" and self.peek(1).kind == "name":
            self._alias(first)
        elif tok.kind == "name" and self._declares_scope(tok):
            if tok.text == "const":
                tok = self.peek(1)
            message, hint = _STATEMENT_ERRORS[tok.text]
            raise self.error(message, tok, hint)
        elif exported and tok.text in ("{", "*", "="):
            raise self.error("re-exports are not supported", tok, "export the declarations")
        elif tok.kind == "name" or tok.text in ("(", "[", "@"):  # a statement, an IIFE, a decorator
            self._skip_statement(tok)
        else:
            got = "end of input" if tok.kind == "eof" else repr(tok.text)
            raise self.error(
                f"unexpected {got}: expected a function, interface or type declaration", tok
            )

    def _declares_scope(self, tok: Token) -> bool:
        """``enum``, ``const enum`` or a namespace/module/global block (``module.exports = ...``
        is an ordinary statement)."""
        if tok.text == "const":
            return self.at("enum", 1)
        after = self.peek(1)
        if tok.text in ("namespace", "module"):
            return after.kind in ("name", "string")
        return tok.text == "enum" or (tok.text == "global" and after.text == "{")

    def _skip_statement(self, first: Token) -> None:
        """Step over a statement that declares no tool (a variable, a class, an import, a call),
        remembering it for the load's notes. It ends at a ``;`` outside brackets, or where a
        later line starts a new statement (TypeScript needs no semicolons: see ``_ends_before``)."""
        what, message, hint = _SKIPPABLE.get(first.text, ("statement", "", None))
        if not message:
            message = (
                f"unexpected {first.text!r}: expected a function, interface or type declaration"
            )
        name = self.peek(1)
        if first.text in ("const", "let", "var", "class") and name.kind == "name":
            what = f"{what} {name.text}"
        start, prev = self.i, first
        opened: list[Token] = []  # the brackets open at this point
        while self.peek().kind != "eof":
            tok = self.peek()
            if not opened and self.i > start:
                if tok.text == ";":
                    self.next()
                    break
                if tok.line > prev.line and tok.kind == "name" and _ends_before(prev, tok):
                    break
            if tok.kind == "punct" and tok.text in "([{":
                opened.append(tok)
            elif tok.kind == "punct" and tok.text in ")]}":
                if not opened:
                    raise self.error(f"syntax error: unmatched {tok.text!r}", tok)
                opened.pop()
            prev = self.next()
        if opened:
            raise self.error(f"syntax error: {opened[-1].text!r} is never closed", opened[-1])
        self.skipped.append(Skipped(first, what, message, hint))
        if first.text == "import":
            self.imported.update(t.text for t in self.toks[start : self.i] if t.kind == "name")

    def _function(self, first: Token) -> None:
        self.expect("function")
        if self.at("*"):
            raise self.error("generator functions are not supported")
        name_tok = self.expect_name("a function name")
        if self.at("<"):
            raise self.error(
                f"generic functions are not supported ({name_tok.text})",
                hint="replace the type parameters with concrete types",
            )
        fn = Function(name_tok.text, [], None, parse_jsdoc(first.doc), name_tok)
        self.expect("(")
        while not self.accept(")"):
            fn.params.append(self._param(fn))
            if not self.at(")"):
                self.expect(",", "',' or ')'")
        if self.accept(":"):
            fn.returns = self._type()
            if self.at("is") and self.peek().kind == "name":
                raise self.error("type predicates are not supported")
        if self.at("{"):
            self._skip_balanced("{", "}")
        else:
            self.accept(";")
        if fn.name in self.function_names:
            raise self.error(
                f"overloads are not supported: {fn.name!r} is declared more than once",
                name_tok,
                "declare each tool once, with a union type where the overloads differ",
            )
        self.functions.append(fn)
        self.function_names.add(fn.name)

    def _param(self, fn: Function) -> Param:
        tok = self.peek()
        if self.accept("..."):
            raise self.error("rest parameters are not supported", tok)
        name: str | None
        if self.at("{") or self.at("["):
            self._skip_balanced(tok.text, "}" if tok.text == "{" else "]")
            name = None
        else:
            name = self.expect_name("a parameter name").text
            if name == "this":
                raise self.error("'this' parameters are not supported", tok)
        optional = self.accept("?")
        ptype = self._type() if self.accept(":") else None
        default: Any = MISSING
        if self.accept("="):
            default = self._default(fn, name or "the destructured parameter")
            optional = True
        return Param(name, ptype, optional, default, tok)

    def _default(self, fn: Function, name: str) -> Any:
        tok = self.peek()
        stop = (",", ")")
        if self.peek(1).text in stop:
            if tok.kind in ("string", "number"):
                self.next()
                return _literal_value(tok, self)
            words = {"true": True, "false": False, "null": None}
            if tok.kind == "name" and tok.text in words:
                self.next()
                return words[tok.text]
        if tok.text == "-" and self.peek(1).kind == "number" and self.peek(2).text in stop:
            self.next()
            return -_literal_value(self.next(), self)
        depth = 0
        while not (depth == 0 and self.peek().text in stop) and self.peek().kind != "eof":
            text = self.next().text
            if text in ("(", "[", "{"):
                depth += 1
            elif text in (")", "]", "}"):
                depth -= 1
        fn.notes.append(f"{fn.name}: the default of {name!r} is an expression and is not shown")
        return MISSING

    def _skip_balanced(self, open_: str, close: str) -> None:
        start = self.expect(open_)
        depth = 1
        while depth:
            tok = self.next()
            if tok.kind == "eof":
                raise self.error(f"syntax error: {open_!r} is never closed", start)
            if tok.kind == "punct":
                depth += (tok.text == open_) - (tok.text == close)

    def _interface(self, first: Token) -> None:
        self.expect("interface")
        name_tok = self.expect_name("an interface name")
        self._no_generics(name_tok)
        extends: list[Node] = []
        if self.accept("extends"):
            extends.append(self._named())
            while self.accept(","):
                extends.append(self._named())
        body = self.expect("{")
        decl = Declaration(name_tok.text, self._object(body), parse_jsdoc(first.doc), name_tok)
        decl.extends = extends
        self._declare(decl)

    def _alias(self, first: Token) -> None:
        self.expect("type")
        name_tok = self.expect_name("a type name")
        self._no_generics(name_tok)
        self.expect("=")
        decl = Declaration(name_tok.text, self._type(), parse_jsdoc(first.doc), name_tok)
        self.accept(";")
        self._declare(decl)

    def _no_generics(self, name_tok: Token) -> None:
        if self.at("<"):
            raise self.error(
                f"generic types are not supported ({name_tok.text})",
                hint="replace the type parameters with concrete types",
            )

    def _declare(self, decl: Declaration) -> None:
        if decl.name in self.declarations:
            first = self.declarations[decl.name].tok
            raise self.error(
                f"type {decl.name!r} is declared twice (first on line {first.line})", decl.tok
            )
        self.declarations[decl.name] = decl

    # --- types -----------------------------------------------------------------------------
    def _type(self) -> Node:
        start = self.peek()
        self.accept("|")
        members = [self._postfix()]
        while self.accept("|"):
            members.append(self._postfix())
        if self.at("&"):
            raise self.error("intersection types are not supported", hint="write one object type")
        if self.at("=>"):
            raise self.error("function types are not supported", start)
        if self.at("extends"):
            raise self.error("conditional types are not supported", start)
        return members[0] if len(members) == 1 else ("union", members, start)

    def _postfix(self) -> Node:
        node = self._primary()
        while self.at("[") and self.at("]", 1):
            tok = self.next()
            self.next()
            node = ("array", node, tok)
        if self.at("["):
            raise self.error("indexed access types are not supported")
        return node

    def _primary(self) -> Node:
        tok = self.peek()
        if tok.kind in ("string", "number"):
            self.next()
            return ("lit", _literal_value(tok, self), tok)
        if tok.kind == "template":
            raise self.error("template literal types are not supported", tok)
        if tok.kind == "punct":
            return self._punct_type(tok)
        if tok.kind != "name":
            got = "end of input" if tok.kind == "eof" else repr(tok.text)
            raise self.error(f"syntax error: expected a type, got {got}", tok)
        word = tok.text
        if word in _PRIMITIVES or word in ("undefined", "void"):
            self.next()
            return ("prim", word, tok)
        if word in ("true", "false"):
            self.next()
            return ("lit", word == "true", tok)
        if word == "readonly":
            self.next()
            return self._postfix()
        if word in _UNSUPPORTED_WORDS:
            raise self.error(f"{_UNSUPPORTED_WORDS[word]} are not supported", tok)
        return self._named()

    def _punct_type(self, tok: Token) -> Node:
        if tok.text == "(":
            if self.at(")", 1) or (self.peek(1).kind == "name" and self.peek(2).text in ":?,"):
                raise self.error("function types are not supported", tok)
            self.next()
            inner = self._type()
            self.expect(")")
            return inner
        if tok.text == "{":
            self.next()
            return self._object(tok)
        if tok.text == "[":
            self.next()
            elems: list[Node] = []
            while not self.accept("]"):
                elems.append(self._type())
                if not self.at("]"):
                    self.expect(",", "',' or ']'")
            return ("tuple", elems, tok)
        if tok.text == "-" and self.peek(1).kind == "number":
            self.next()
            return ("lit", -_literal_value(self.next(), self), tok)
        raise self.error(f"syntax error: expected a type, got {tok.text!r}", tok)

    def _named(self) -> Node:
        tok = self.expect_name("a type name")
        if self.at("."):
            raise self.error(
                f"qualified type names are not supported ({tok.text}.{self.peek(1).text})",
                tok,
                "declare the type in this file",
            )
        if not self.at("<"):
            return ("ref", tok.text, tok)
        if tok.text not in ("Array", "ReadonlyArray", "Record", "Promise"):
            raise self.error(f"generic type {tok.text}<...> is not supported", tok)
        self.next()
        if tok.text == "Record":
            key = self._type()
            if key[:2] != ("prim", "string"):
                raise self.error("only Record<string, T> is supported", key[-1])
            self.expect(",")
        inner = self._type()
        self.expect(">")
        kind = {"Record": "record", "Promise": "promise"}.get(tok.text, "array")
        return (kind, inner, tok)

    def _object(self, start: Token) -> Node:
        members: list[Member] = []
        index: Node | None = None
        while not self.accept("}"):
            tok = self.peek()
            if tok.kind == "eof":
                raise self.error("syntax error: '{' is never closed", start)
            if self.at("readonly") and self.peek(1).text not in ":?(":
                self.next()
            if self.at("["):
                index = self._index_signature()
            else:
                members.append(self._member(tok))
            separated = self.accept(";") or self.accept(",") or self.at("}")
            # A new line separates members too.
            if not separated and self.peek().line == self.toks[self.i - 1].line:
                self.expect(";", "';' or '}'")
        return ("object", members, index, start)

    def _member(self, first: Token) -> Member:
        tok = self.next()
        if tok.kind == "string":
            name = _literal_value(tok, self)
        elif tok.kind in ("name", "number"):
            name = tok.text
        else:
            raise self.error(f"syntax error: expected a property name, got {tok.text!r}", tok)
        optional = self.accept("?")
        if self.at("(") or self.at("<"):
            raise self.error("method signatures are not supported", tok)
        self.expect(":")
        return Member(str(name), self._type(), optional, first.doc, tok)

    def _index_signature(self) -> Node:
        start = self.expect("[")
        self.expect_name("an index name")
        if self.at("in"):
            raise self.error("mapped types are not supported", start)
        self.expect(":")
        key = self._type()
        if key[:2] != ("prim", "string"):
            raise self.error("only string index signatures are supported", key[-1])
        self.expect("]")
        self.expect(":")
        return self._type()


def _literal_value(tok: Token, parser: Parser) -> Any:
    try:
        return ast.literal_eval(tok.text)
    except (ValueError, SyntaxError):
        raise parser.error(f"unsupported literal {tok.text}", tok) from None


# --- resolution --------------------------------------------------------------------------------
class Resolver:
    """Turns syntax-tree types into ``TypeIR``, following names to their declarations.

    A name is written out afresh at each use, so aliases that each use the previous one twice
    double at every level; the nodes built are counted, and the file is refused once they pass
    ``expansion.limit`` of its token count, which keeps loading linear in the file's size.
    """

    def __init__(self, parser: Parser) -> None:
        self.parser = parser
        self.decls = parser.declarations
        self.stack: list[str] = []
        self.built = 0
        self.budget = expansion.limit(len(parser.toks))

    def field_type(self, node: Node) -> tuple[TypeIR, bool]:
        """The type of a parameter or property, and whether ``| undefined`` made it optional."""
        if node[0] == "union":
            kept = [m for m in node[1] if m[:2] != ("prim", "undefined")]
            if len(kept) < len(node[1]):
                if not kept:
                    raise self.parser.error("a type that is only undefined", node[-1])
                inner = kept[0] if len(kept) == 1 else ("union", kept, node[-1])
                return self.type(inner), True
        if node[:2] == ("prim", "undefined"):
            return TypeIR(type="null"), True
        return self.type(node), False

    def type(self, node: Node) -> TypeIR:
        self.built += 1
        if self.built > self.budget:
            message = expansion.overrun(len(self.parser.toks), "types", "tokens")
            raise self.parser.error(message, node[-1], expansion.HINT)
        kind = node[0]
        if kind == "prim":
            if node[1] in ("undefined", "void"):
                raise self.parser.error(
                    f"{node[1]} has no JSON form here",
                    node[-1],
                    "use it only as 'x?: T' or 'T | undefined' on a parameter or property",
                )
            return TypeIR(type=_PRIMITIVES[node[1]])
        if kind == "lit":
            return _literals([node[1]])
        if kind == "array":
            return TypeIR(type="array", items=self.type(node[1]))
        if kind == "tuple":
            prefix = [self.type(m) for m in node[1]]
            n = len(prefix)
            return TypeIR(
                type="array", prefix_items=prefix, constraints={"minItems": n, "maxItems": n}
            )
        if kind == "object":
            return self._object(node)
        if kind == "union":
            return self._union(node)
        if kind == "record":
            value = self.type(node[1])
            return TypeIR(
                type="object", additional_properties=value if value.type or value.any_of else None
            )
        if kind == "promise":
            raise self.parser.error("Promise<T> is only supported as a return type", node[-1])
        return self._ref(node)

    def _object(self, node: Node) -> TypeIR:
        out = TypeIR(type="object")
        for member in node[1]:
            sub, maybe_undefined = self.field_type(member.type)
            description = parse_jsdoc(member.doc).description
            if description:
                sub.description = description
            out.properties[member.name] = sub
            if not (member.optional or maybe_undefined):
                out.required.append(member.name)
        if node[2] is not None:
            out.additional_properties = self.type(node[2])
        return out

    def _union(self, node: Node) -> TypeIR:
        members = node[1]
        real = [m for m in members if m[:2] != ("prim", "null")]
        nullable = len(real) < len(members)
        if real and all(m[0] == "lit" for m in real):
            values = [m[1] for m in real]
            return _literals([*values, None] if nullable else values)
        converted = [self.type(m) for m in real]
        out = converted[0] if len(converted) == 1 else union_of(converted)
        if nullable:
            make_nullable(out)
        return out

    def _ref(self, node: Node) -> TypeIR:
        name, tok = node[1], node[-1]
        decl = self.decls.get(name)
        if decl is None:
            known = [*self.decls, "string", "number", "boolean", "Array", "Record"]
            matches = close_matches(name, known)
            hint = _BUILTIN_HINTS.get(name) or (
                f"did you mean: {', '.join(matches)}" if matches else "declare it in this file"
            )
            if name in self.parser.imported:
                raise self.parser.error(f"imported types are not supported ({name})", tok, hint)
            raise self.parser.error(f"unknown type {name!r}", tok, hint)
        if name in self.stack:
            cycle = " -> ".join([*self.stack[self.stack.index(name) :], name])
            raise self.parser.error(
                f"recursive type {cycle}", tok, "recursive types cannot be written into a prompt"
            )
        self.stack.append(name)
        try:
            out = self.type(decl.type)
            if decl.extends:
                out = self._extend(decl, out)
        finally:
            self.stack.pop()
        if decl.doc.description and out.description is None:
            out.description = decl.doc.description
        return out

    def _extend(self, decl: Declaration, own: TypeIR) -> TypeIR:
        merged = TypeIR(type="object")
        for base_node in decl.extends:
            base = self.type(base_node)
            if base.type != "object":
                raise self.parser.error(
                    f"{decl.name} extends a type that is not an object", base_node[-1]
                )
            merged.properties.update(base.properties)
            merged.required.extend(r for r in base.required if r not in merged.required)
        merged.properties.update(own.properties)
        merged.required.extend(r for r in own.required if r not in merged.required)
        merged.additional_properties = own.additional_properties
        return merged


def _literals(values: list[Any]) -> TypeIR:
    """A literal enum; numbers stay ``number`` because TypeScript has no integer type."""
    node = literal_type(values)
    if node.type == "integer":
        node.type = "number"
    for member in node.any_of or ():
        if member.type == "integer":
            member.type = "number"
    if node.any_of and len({m.type for m in node.any_of}) < len(node.any_of):
        node.any_of = [TypeIR(type=t) for t in dict.fromkeys(m.type for m in node.any_of)]
        if len(node.any_of) == 1:
            node.type, node.any_of, node.union_kind = node.any_of[0].type, None, "anyOf"
    return node


# --- tools ---------------------------------------------------------------------------------------
def _flattened(fn: Function, resolver: Resolver) -> TypeIR | None:
    """The object whose fields become the parameters, for ``f(args: {...})``-style functions."""
    if len(fn.params) != 1:
        return None
    param = fn.params[0]
    if param.name is not None and param.name not in FLATTEN_NAMES:
        return None
    if param.type is None:
        if param.name is None:
            raise resolver.parser.error("a destructured parameter needs a type", param.tok)
        return None
    node, _ = resolver.field_type(param.type)
    if node.type != "object" or node.nullable or not node.properties:
        if param.name is None:
            raise resolver.parser.error("a destructured parameter must be an object", param.tok)
        return None
    return node


def _set_path_doc(params: TypeIR, path: list[str], text: str) -> bool:
    node = params
    for part in path:
        node_props = (
            node.properties if node.is_object() else (node.items.properties if node.items else {})
        )
        if part not in node_props:
            return False
        node = node_props[part]
    node.description = text
    return True


def build_tool(fn: Function, resolver: Resolver) -> ToolIR:
    """One function declaration as a ``ToolIR``."""
    source = resolver.parser.source
    check_name(fn.name, fn.name, source)
    flat = _flattened(fn, resolver)
    tool = ToolIR(name=fn.name, description=fn.doc.description)
    if flat is not None:
        tool.parameters = flat
        flat.description = None
        prefix = fn.params[0].name
    else:
        prefix = None
        for param in fn.params:
            if param.name is None:
                raise resolver.parser.error(
                    "a destructured parameter must be the only parameter", param.tok
                )
            tool.parameters.properties[param.name] = _param_type(param, fn, resolver, tool)
    for name, text in fn.doc.params.items():
        path = name.split(".")
        if prefix is not None and path[0] == prefix:
            path = path[1:]
            if not path:
                tool.note(f"the @param {name} text is not shown: its fields are the parameters")
                continue
        if not _set_path_doc(tool.parameters, path, text):
            tool.note(f"JSDoc documents {name!r}, which is not a parameter of {fn.name}")
    tool.returns = _returns(fn, resolver)
    for note in fn.notes:
        tool.note(note)
    return tool


def _param_type(param: Param, fn: Function, resolver: Resolver, tool: ToolIR) -> TypeIR:
    assert param.name is not None
    if param.type is None:
        node, maybe_undefined = TypeIR(), False
        fn.notes.append(
            f"{fn.name}: parameter {param.name!r} has no type; any JSON value is accepted"
        )
    else:
        node, maybe_undefined = resolver.field_type(param.type)
    if param.default is not MISSING:
        node.default = param.default
    if not (param.optional or maybe_undefined):
        tool.parameters.required.append(param.name)
    return node


def _returns(fn: Function, resolver: Resolver) -> TypeIR | None:
    node = fn.returns
    if node is not None and node[0] == "promise":
        node = node[1]
    if node is None or node[:2] in (("prim", "void"), ("prim", "undefined")):
        return TypeIR(description=fn.doc.returns) if fn.doc.returns else None
    out, _ = resolver.field_type(node)
    if fn.doc.returns:
        out.description = fn.doc.returns
    return out


def parse(text: str, source: str | None = None) -> ToolUniverse:
    """Tools from TypeScript source text (``source`` names the file in errors)."""
    parser = Parser(text, source).parse()
    if not parser.functions and parser.skipped:
        first = parser.skipped[0]
        raise parser.error(first.message, first.tok, first.hint)
    if not parser.functions:
        raise LoaderError(
            "no function declarations found",
            source=source,
            hint="declare tools as 'function name(arg: type): type' or 'declare function ...'",
        )
    resolver = Resolver(parser)
    tools = [build_tool(fn, resolver) for fn in parser.functions]
    for skipped in parser.skipped:  # the file's notes ride on its first tool
        tools[0].note(
            f"skipped the top-level {skipped.what} on line {skipped.tok.line}: it declares no tool"
        )
    return universe(tools, source, [f"line {fn.tok.line}" for fn in parser.functions])


def load(obj: Any) -> ToolUniverse:
    """Load tools from a ``.ts``/``.d.ts`` path or TypeScript source text."""
    if is_typescript_path(obj):
        got = read_text_input(Path(obj))
        assert got is not None
        return parse(*got)
    if isinstance(obj, str):
        return parse(obj)
    raise LoaderError(
        f"cannot load TypeScript from {type(obj).__name__}", hint="pass a .ts path or source text"
    )
