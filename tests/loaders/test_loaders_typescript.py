"""The TypeScript loader: the declaration subset, flattening, JSDoc, and errors with positions."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform import expansion
from toolform.cli.main import main
from toolform.loaders import typescript
from toolform.sdk import LoaderError, Toolset, load_tools

DATA = Path(__file__).parents[1] / "data" / "ts"


def params(source: str) -> dict[str, Any]:
    """The parameter schema of the first function in ``source``."""
    return Toolset.from_typescript(source).to_openai()[0]["function"]["parameters"]


def ts_error(source: str) -> LoaderError:
    with pytest.raises(LoaderError) as info:
        Toolset.from_typescript(source)
    return info.value


# --- the sample file ---------------------------------------------------------------------------
def test_sample_file_loads_to_the_expected_ir():
    got = Toolset.from_typescript(DATA / "tools.d.ts").to_ir()
    assert got == json.loads((DATA / "tools.expected.json").read_text())


def test_path_kinds_and_dispatch():
    as_text = str(DATA / "tools.d.ts")
    names = ["get_forecast", "search_catalogue", "book_room", "tag_document"]
    assert Toolset.from_typescript(as_text).names == names
    assert Toolset.load(as_text).kind == "typescript"
    assert load_tools(DATA / "tools.d.ts").names == names
    source = (DATA / "tools.d.ts").read_text()
    assert load_tools(source, kind="typescript").names == names


def test_cli_convert_typescript_to_openai(capsys):
    assert main(["convert", str(DATA / "tools.d.ts"), "--to", "openai"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out[0]["function"]["parameters"]["required"] == ["city"]


# --- declarations ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "head",
    [
        "function f",
        "declare function f",
        "export function f",
        "export declare function f",
        "export default function f",
        "export async function f",
    ],
)
def test_every_function_form(head):
    body = " { return 1; }" if "declare" not in head else ";"
    source = f"/** Doc. */\n{head}(x: string): number{body}"
    toolset = Toolset.from_typescript(source)
    assert toolset.names == ["f"] and toolset.tools[0].description == "Doc."
    assert toolset.to_ir()["tools"][0]["returns"] == {"type": "number"}


def test_implementation_bodies_are_skipped_and_defaults_kept():
    source = """
    export async function greet(name: string, times: number = 2, loud = false): Promise<string> {
      const s = `}${name}{`; // a brace in a template
      if (times > 1) { return "}"; }
      return s;
    }
    """
    schema = params(source)
    assert schema["properties"]["times"] == {"type": "number", "default": 2}
    assert schema["properties"]["loud"] == {"default": False}
    assert schema["required"] == ["name"]


def test_types_of_the_subset():
    schema = params(
        """declare function f(
          a: string, b: number, c: boolean, d: any, e: unknown, g: null,
          h: string[], i: Array<number>, j: "x" | "y", k: 1 | 2, l: string | number,
          m: string | null, n?: string, o: string | undefined, p: Record<string, boolean>,
          q: { inner: string; opt?: number }, r: readonly string[], s: [number, string],
          t: (string | number)[], u: -1 | 0,
        ): void;"""
    )
    props = schema["properties"]
    assert props["a"] == {"type": "string"} and props["b"] == {"type": "number"}
    assert props["c"] == {"type": "boolean"} and props["d"] == {} and props["e"] == {}
    assert props["g"] == {"type": "null"}
    assert props["h"] == {"type": "array", "items": {"type": "string"}}
    assert props["i"] == {"type": "array", "items": {"type": "number"}}
    assert props["j"] == {"type": "string", "enum": ["x", "y"]}
    assert props["k"] == {"type": "number", "enum": [1, 2]}  # no integer type in TypeScript
    assert props["l"] == {"type": ["string", "number"]}
    assert props["m"] == {"type": ["string", "null"]}
    assert props["n"] == props["o"] == {"type": "string"}
    assert props["p"] == {"type": "object", "additionalProperties": {"type": "boolean"}}
    assert props["q"] == {
        "type": "object",
        "properties": {"inner": {"type": "string"}, "opt": {"type": "number"}},
        "required": ["inner"],
    }
    assert props["r"] == props["h"]
    assert props["s"]["prefixItems"] == [{"type": "number"}, {"type": "string"}]
    assert props["t"] == {"type": "array", "items": {"type": ["string", "number"]}}
    assert props["u"] == {"type": "number", "enum": [-1, 0]}
    assert "n" not in schema["required"] and "o" not in schema["required"]
    jsonschema.Draft202012Validator.check_schema(schema)


def test_named_types_declared_after_use_nested_and_extended():
    source = """
    declare function f(order: Order): void;
    /** An order. */
    interface Order extends Base { lines: Line[]; status: Status }
    interface Base { id: string }
    type Line = { sku: string; qty: number };
    type Status = "open" | "closed";
    """
    order = params(source)["properties"]["order"]
    assert order["description"] == "An order."
    assert list(order["properties"]) == ["id", "lines", "status"]
    assert order["required"] == ["id", "lines", "status"]
    assert order["properties"]["lines"]["items"]["properties"]["qty"] == {"type": "number"}
    assert order["properties"]["status"] == {"type": "string", "enum": ["open", "closed"]}


@pytest.mark.parametrize("name", ["args", "params", "input", "options"])
def test_single_object_parameter_is_flattened(name):
    source = f"""
    /**
     * Search.
     * @param {name} - everything
     * @param {name}.query Words.
     */
    declare function search({name}: {{ query: string; limit?: number }}): void;
    """
    toolset = Toolset.from_typescript(source)
    schema = toolset.to_openai()[0]["function"]["parameters"]
    assert schema == {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "Words."},
            "limit": {"type": "number"},
        },
        "required": ["query"],
    }
    assert "is not shown" in toolset.tools[0].annotations["toolform"]["notes"][0]


def test_other_names_and_two_parameters_are_not_flattened():
    assert list(params("declare function f(opts: { a: string }): void;")["properties"]) == ["opts"]
    two = params("declare function f(args: { a: string }, b: number): void;")
    assert list(two["properties"]) == ["args", "b"]


def test_destructured_parameter_is_flattened():
    schema = params("function f({ a, b }: { a: string; b?: number }) { return a; }")
    assert list(schema["properties"]) == ["a", "b"] and schema["required"] == ["a"]


def test_jsdoc_forms_and_unknown_param_note():
    source = """
    /**
     * Move it.
     *
     * Second paragraph.
     * @param {string} target - Where to.
     * @param [speed=1] How fast.
     * @param ghost Not a parameter.
     * @return Nothing useful.
     */
    declare function move(target: string, speed?: number): string;
    """
    tool = Toolset.from_typescript(source).tools[0]
    assert tool.description == "Move it.\n\nSecond paragraph."
    assert tool.parameters.properties["target"].description == "Where to."
    assert tool.parameters.properties["speed"].description == "How fast."
    assert tool.returns is not None and tool.returns.description == "Nothing useful."
    assert tool.annotations["toolform"]["notes"] == [
        "JSDoc documents 'ghost', which is not a parameter of move"
    ]


def test_dotted_param_docs_reach_nested_fields():
    source = """
    /** @param opts.depth How deep. */
    declare function f(opts: { depth: number }): void;
    """
    nested = params(source)["properties"]["opts"]["properties"]["depth"]
    assert nested == {"type": "number", "description": "How deep."}


# --- errors with positions ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("source", "line", "column", "words"),
    [
        ("\n\nfunction f<T>(x: T): T;", 3, 11, "generic functions"),
        ("class Tools {}", 1, 1, "classes"),
        (
            "declare function f(x: string): void;\ndeclare function f(x: number): void;",
            2,
            18,
            "overloads",
        ),
        ("enum Units { Metric }", 1, 1, "enum declarations"),
        ("export const enum U { A }", 1, 14, "enum declarations"),
        ('import { Units } from "./units";', 1, 1, "imported types"),
        ("declare function f(x: Map<string, number>): void;", 1, 23, "generic type Map"),
        ("declare function f(x: Record<number, string>): void;", 1, 30, "Record<string, T>"),
        ("declare function f(x: A & B): void;", 1, 25, "intersection"),
        ("declare function f(x: { m(): void }): void;", 1, 25, "method signatures"),
        ("declare function f(x: () => void): void;", 1, 23, "function types"),
        ("declare function f(...xs: string[]): void;", 1, 20, "rest parameters"),
        ("declare namespace N { }", 1, 9, "namespaces"),
        ("const x = 1;", 1, 1, "variable declarations"),
        ("type T<U> = U[];", 1, 7, "generic types"),
        ("declare function f(x: keyof Y): void;", 1, 23, "keyof"),
        ("declare function f(x: `a${string}`): void;", 1, 23, "template literal"),
        ("declare function f(x: T): void;\ntype T = { a: T[] };", 2, 15, "recursive type T -> T"),
        ("declare function f(x: undefined[]): void;", 1, 23, "undefined has no JSON form"),
        ("declare function f(x: Promise<string>): void;", 1, 23, "only supported as a return"),
    ],
)
def test_unsupported_constructs_raise_with_line_and_column(source, line, column, words):
    err = ts_error(source)
    assert (err.line, err.column) == (line, column), str(err)
    assert words in str(err)


def test_syntax_errors_have_line_and_column():
    err = ts_error("declare function f(x: string;\n")
    assert (err.line, err.column) == (1, 29) and "expected ',' or ')'" in str(err)
    err = ts_error('declare function f(x: "abc): void;')
    assert (err.line, err.column) == (1, 23) and "unterminated string" in str(err)
    err = ts_error("/* never closed\ndeclare function f(): void;")
    assert (err.line, err.column) == (1, 1) and "unterminated comment" in str(err)
    err = ts_error("declare function f(x: string): void;\n  #")
    assert err.line == 2 and err.column == 3


def test_syntax_error_in_a_file_names_the_file(tmp_path):
    bad = tmp_path / "bad.ts"
    bad.write_text("declare function (x: string): void;")
    with pytest.raises(LoaderError, match=r"bad\.ts:1:18: syntax error: expected a function name"):
        Toolset.from_typescript(bad)


def test_unknown_type_name_suggests_close_matches():
    err = ts_error("declare function f(x: Forcast): void;\ninterface Forecast { a: string }")
    assert "unknown type 'Forcast'" in str(err) and "did you mean: Forecast" in str(err)
    assert (err.line, err.column) == (1, 23)
    assert "use string" in str(ts_error("declare function f(when: Date): void;"))


def test_inputs_without_functions_and_bad_objects():
    with pytest.raises(LoaderError, match="no function declarations"):
        Toolset.from_typescript("interface A { a: string }")
    with pytest.raises(LoaderError, match="no such file"):
        Toolset.from_typescript("missing/tools.ts")
    with pytest.raises(LoaderError, match="cannot load TypeScript"):
        Toolset.from_typescript(42)


# --- properties --------------------------------------------------------------------------------
_LEAVES: list[tuple[str, dict[str, Any]]] = [
    ("string", {"type": "string"}),
    ("number", {"type": "number"}),
    ("boolean", {"type": "boolean"}),
    ("any", {}),
    ("unknown", {}),
    ('"a" | "b"', {"type": "string", "enum": ["a", "b"]}),
    ("1 | 2 | 3", {"type": "number", "enum": [1, 2, 3]}),
    ("string | number", {"type": ["string", "number"]}),
]
_idents = st.from_regex(r"[a-z][a-zA-Z0-9_]{0,6}", fullmatch=True).filter(
    lambda s: s not in {"in", "is", "readonly"}
)


def _wrap(inner: tuple[str, dict[str, Any]], how: str, field: str, optional: bool):
    text, schema = inner
    group = f"({text})" if "|" in text else text
    if how == "array":
        return f"{group}[]", {"type": "array", "items": schema}
    if how == "generic":
        return f"Array<{text}>", {"type": "array", "items": schema}
    if how == "record":
        out: dict[str, Any] = {"type": "object"}
        if schema:
            out["additionalProperties"] = schema
        return f"Record<string, {text}>", out
    if how == "nullable" and schema and "|" not in text:
        nullable = dict(schema)
        nullable["type"] = [schema["type"], "null"]
        return f"{text} | null", nullable
    obj: dict[str, Any] = {"type": "object", "properties": {field: schema}}
    if not optional:
        obj["required"] = [field]
    return f"{{ {field}{'?' if optional else ''}: {text} }}", obj


def _ts_types(depth: int):
    leaves = st.sampled_from(_LEAVES)
    if depth == 0:
        return leaves
    hows = st.sampled_from(["array", "generic", "record", "nullable", "object"])
    return leaves | st.builds(_wrap, _ts_types(depth - 1), hows, _idents, st.booleans())


@given(pair=_ts_types(3), spaces=st.sampled_from([" ", "\n  ", " /* c */ "]))
def test_generated_declarations_parse_to_the_expected_schema(pair, spaces):
    text, schema = pair
    source = f"declare function f(x:{spaces}{text}){spaces}: void;"
    got = params(source)["properties"]["x"]
    assert got == schema
    jsonschema.Draft202012Validator.check_schema(got)


@given(st.text(max_size=60))
def test_arbitrary_text_fails_cleanly_or_parses(text):
    try:
        typescript.parse(text)
    except LoaderError as exc:
        assert exc.line is not None or "no function declarations" in str(exc)


@given(
    st.lists(
        st.sampled_from(
            [
                "declare",
                "function",
                "f",
                "(",
                ")",
                ":",
                "string",
                ";",
                "{",
                "}",
                "|",
                "x",
                ",",
                "?",
                "<",
                ">",
                "[",
                "]",
                "type",
                "=",
                "interface",
                '"a"',
                "1",
            ]
        ),
        max_size=25,
    )
)
def test_arbitrary_tokens_fail_cleanly_or_parse(tokens):
    with contextlib.suppress(LoaderError):
        typescript.parse(" ".join(tokens))


def test_cli_convert_prints_loader_notes_on_stderr(tmp_path, capsys):
    source = tmp_path / "tools.ts"
    source.write_text("/** @param ghost Gone. */\ndeclare function f(x: string): void;\n")
    assert main(["convert", str(source), "--to", "openai"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)[0]["function"]["name"] == "f"
    assert captured.err == "note: f: JSDoc documents 'ghost', which is not a parameter of f\n"


def test_aliases_that_double_are_refused_with_work_linear_in_the_file(monkeypatch):
    built = [0]
    original = typescript.Resolver.type

    def counted(self, node):
        built[0] += 1
        return original(self, node)

    monkeypatch.setattr(typescript.Resolver, "type", counted)
    lines = ["type T0 = { x: string };"]
    lines += [f"type T{i} = {{ a: T{i - 1}; b: T{i - 1} }};" for i in range(1, 21)]
    source = "\n".join([*lines, "declare function f(t: T20): void;"])
    with pytest.raises(LoaderError) as info:
        Toolset.from_typescript(source)
    assert "expand to more than 50,000 types" in info.value.message
    # 2**20 copies of T0 were asked for; the count stops at the bound.
    assert built[0] == expansion.limit(len(typescript.tokenize(source, None))) + 1


def test_an_alias_used_many_times_within_the_bound_loads():
    source = "type P = { name: string; age?: number };\n" + "".join(
        f"declare function f{i}(a: P, b: P): void;\n" for i in range(50)
    )
    tools = Toolset.from_typescript(source).tools
    assert len(tools) == 50
    assert tools[49].parameters.properties["b"].properties["age"].type == "number"
