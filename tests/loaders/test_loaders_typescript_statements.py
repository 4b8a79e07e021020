"""TypeScript files that mix tool functions with other top-level statements.

Variables, classes, imports and calls declare no tool: the loader steps over them and notes each
with its line; a file with nothing else still fails on the first of them; a signature that needs
what was skipped (an imported type) stays an error.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.cli.main import main
from toolform.loaders import typescript
from toolform.sdk import LoaderError

MIXED = """\
import { z } from "zod";
import type { Units } from "./units";

const API = "https://example.com";
let counter = 0;

/** Get the forecast.
 * @param city The city.
 */
export async function getForecast(city: string, days: number = 3): Promise<Forecast> {
  const r = await fetch(`${API}/f?c=${city}`);
  return r.json();
}

interface Forecast { days: number[] }

export class Server {
  constructor(private port: number) {}
  start() { function inner() {} }
}

export const handler = async (req: Request) => {
  return { ok: true };
}

server.tool("x", { a: 1 })
main().catch(console.error);
(async () => { await main(); })();

function search(query: string): string[] { return []; }
"""


def notes_of(tool) -> list[str]:
    return tool.annotations.get("toolform", {}).get("notes", [])


def test_mixed_file_loads_its_functions_and_notes_what_it_skipped():
    tools = typescript.parse(MIXED).tools
    assert [t.name for t in tools] == ["getForecast", "search"]
    assert tools[0].parameters.required == ["city"]
    skipped = [n for n in notes_of(tools[0]) if n.startswith("skipped")]
    assert skipped == [
        "skipped the top-level import on line 1: it declares no tool",
        "skipped the top-level import on line 2: it declares no tool",
        "skipped the top-level variable declaration API on line 4: it declares no tool",
        "skipped the top-level variable declaration counter on line 5: it declares no tool",
        "skipped the top-level class Server on line 17: it declares no tool",
        "skipped the top-level variable declaration handler on line 22: it declares no tool",
        "skipped the top-level statement on line 26: it declares no tool",
        "skipped the top-level statement on line 27: it declares no tool",
        "skipped the top-level statement on line 28: it declares no tool",
    ]
    assert not notes_of(tools[1])


def test_statements_without_semicolons_end_at_the_next_declaration():
    source = "const a = {\n  b: 1,\n}\nfunction f(x: string): void {}\nlet c = 2\ntype T = string\n"
    source += "declare function g(t: T): void\n"
    tools = typescript.parse(source).tools
    assert [t.name for t in tools] == ["f", "g"]
    assert tools[1].parameters.properties["t"].type == "string"


def test_an_imported_type_in_a_signature_stays_an_error():
    source = 'import { Units } from "./units";\ndeclare function f(u: Units): void;'
    with pytest.raises(LoaderError, match="imported types are not supported") as info:
        typescript.parse(source)
    assert (info.value.line, info.value.column) == (2, 23)


@pytest.mark.parametrize(
    ("source", "line", "words"),
    [
        ("const x = 1;\nclass A {}", 1, "variable declarations"),
        ("export class Tools { run() {} }", 1, "classes"),
        ("main();", 1, "unexpected 'main'"),
    ],
)
def test_a_file_of_skipped_statements_only_fails_on_the_first(source, line, words):
    with pytest.raises(LoaderError, match=words) as info:
        typescript.parse(source)
    assert info.value.line == line


@pytest.mark.parametrize(
    "source",
    [
        "declare function f(): void;\nnamespace N { function g(): void }",
        "declare function f(): void;\ndeclare module 'm' { }",
        "declare function f(): void;\nconst enum E { A }",
        "declare function f(): void;\n  }",
        "declare function f(): void;\nconst x = (1;",
    ],
)
def test_scopes_that_may_hide_tools_and_broken_statements_stay_errors(source):
    with pytest.raises(LoaderError) as info:
        typescript.parse(source)
    assert info.value.line == 2


def test_module_exports_is_an_ordinary_statement():
    tools = typescript.parse("declare function f(): void;\nmodule.exports = { f };\n").tools
    assert [t.name for t in tools] == ["f"]


def test_cli_inspect_prints_the_skipped_lines(tmp_path, capsys):
    path = tmp_path / "tools.ts"
    path.write_text(MIXED, encoding="utf-8")
    assert main(["inspect", str(path)]) == 0
    err = capsys.readouterr().err
    assert "note: getForecast: skipped the top-level class Server on line 17" in err


# --- generated: statements between declarations never change what loads -----------------------

_STATEMENTS = st.sampled_from(
    [
        "const a = 1;",
        "let b = { c: [1, 2, { d: 3 }] }",
        "var e = f(g, (h) => { return h; })",
        "class K { m() { return 1; } }",
        'import { q } from "q";',
        "call(1, 2)",
        ";(function () { x(); })();",  # JavaScript, too, joins an unguarded ( to the line above
        "export const z = `tpl ${1}`;",
    ]
)


@given(between=st.lists(_STATEMENTS, max_size=4), after=st.lists(_STATEMENTS, max_size=3))
def test_generated_statements_are_skipped_and_counted(between, after):
    source = "\n".join(
        [
            "declare function one(a: string): void;",
            *between,
            "function two(b: number): number { return b; }",
            *after,
        ]
    )
    tools = typescript.parse(source).tools
    assert [t.name for t in tools] == ["one", "two"]
    skipped = [n for n in notes_of(tools[0]) if n.startswith("skipped")]
    assert len(skipped) == len(between) + len(after)
