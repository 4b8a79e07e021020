"""Bad input gives a LoaderError with the location of the fault, never a crash."""

from __future__ import annotations

import json

import pytest

from toolform import expansion
from toolform import schema as schema_module
from toolform.cli.main import main
from toolform.errors import LoaderError
from toolform.sdk import Toolset, load_tools


def _err(obj, loader=load_tools) -> LoaderError:
    with pytest.raises(LoaderError) as info:
        loader(obj)
    return info.value


def test_malformed_json_has_line_and_column(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[\n  {"name": "a",\n   "parameters": {,}}\n]')
    err = _err(bad)
    assert (err.line, err.column) == (3, 19)
    assert str(bad) in str(err)


def test_shape_matching_no_kind_lists_each_kind():
    err = _err({"hello": "world"})
    for kind in ("ir", "mcp", "anthropic", "gemini", "bfcl", "openai"):
        assert f"{kind}:" in err.message
    assert err.path == "$"


def test_tool_without_name():
    err = _err([{"type": "function", "function": {"description": "x", "parameters": {}}}])
    assert err.path == "$[0].function.name" and "no name" in err.message


def test_non_string_name():
    err = _err([{"name": 5, "parameters": {"type": "object"}}], Toolset.from_openai)
    assert err.path == "$[0].name" and "must be a string" in err.message


def test_parameters_not_an_object_schema():
    err = _err([{"name": "a", "parameters": {"type": "string"}}], Toolset.from_openai)
    assert err.path == "$[0].parameters" and "object schema" in err.message
    err = _err([{"name": "a", "parameters": [1]}], Toolset.from_openai)
    assert err.path == "$[0].parameters"


def test_unresolvable_and_cyclic_ref_paths():
    unresolved = [
        {"name": "a", "parameters": {"type": "object", "properties": {"x": {"$ref": "#/$defs/X"}}}}
    ]
    err = _err(unresolved, Toolset.from_openai)
    assert err.path == "$[0].parameters.properties.x.$ref"
    cyclic = [{"name": "a", "input_schema": {"type": "object", "properties": {"x": {"$ref": "#"}}}}]
    err = _err(cyclic, Toolset.from_anthropic)
    assert "cyclic $ref: # -> #" in err.message
    assert err.path == "$[0].input_schema.properties.x.properties.x"


def test_duplicate_names(tmp_path):
    err = _err(
        [{"name": "a", "parameters": {}}, {"name": "a", "parameters": {}}], Toolset.from_openai
    )
    assert "duplicate tool name 'a'" in err.message and err.path == "$[1]"


def test_empty_file(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_text("  \n")
    assert "empty" in _err(empty).message


def test_missing_file_and_directory(tmp_path):
    assert "no such file" in _err(tmp_path / "nope.json").message
    assert "directory" in _err(tmp_path).message


def test_wrong_kind_explicitly_asked():
    err = _err([{"name": "a", "input_schema": {}}], Toolset.from_mcp)
    assert "no 'inputSchema'" in err.message and err.path == "$[0]"


def _counting_conversions(monkeypatch) -> list[int]:
    """A counter of the schema nodes converted from here on (one per ``_convert`` call)."""
    count = [0]
    original = schema_module._convert

    def counted(*args, **kwargs):
        count[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(schema_module, "_convert", counted)
    return count


def _tools(n: int) -> str:
    return json.dumps(
        [
            {
                "type": "function",
                "function": {
                    "name": f"tool_{i}",
                    "description": "d",
                    "parameters": {"type": "object", "properties": {"a": {"type": "string"}}},
                },
            }
            for i in range(n)
        ]
    )


def test_loading_many_tools_takes_work_linear_in_their_number(monkeypatch):
    # The work is counted, not timed: bench_load.py prints the time as a ratio to json.loads.
    count = _counting_conversions(monkeypatch)
    assert len(Toolset.load(_tools(2_000))) == 2_000
    half = count[0]
    assert len(Toolset.load(_tools(4_000))) == 4_000
    assert count[0] - half == 2 * half == 8_000  # two nodes a tool, each converted once


def _doubling_defs(levels: int) -> dict:
    """``levels`` definitions, each using the one before twice, over a 1 KB leaf."""
    defs = {
        "L0": {"type": "object", "properties": {"x": {"type": "string", "description": "d" * 1000}}}
    }
    for i in range(1, levels + 1):
        use = {"$ref": f"#/$defs/L{i - 1}"}
        defs[f"L{i}"] = {"type": "object", "properties": {"a": use, "b": dict(use)}}
    return {"type": "object", "properties": {"top": {"$ref": f"#/$defs/L{levels}"}}, "$defs": defs}


def test_shared_definitions_that_double_are_refused_at_the_bound(monkeypatch, tmp_path):
    # 18 levels, each used twice, over a 1 KB leaf: 2**18 copies of the leaf if expanded.
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([{"name": "f", "parameters": _doubling_defs(18)}]))
    count = _counting_conversions(monkeypatch)
    err = _err(path, Toolset.from_openai)
    assert "expand to more than 50,000 JSON values" in err.message
    assert err.path is not None and err.path.startswith("$[0].parameters.properties.top")
    assert str(path) in str(err)
    # Each node built is charged at least one value (a $ref adds one call before the node it
    # leads to), so the work stopped at the bound instead of going on to 2**18 copies.
    assert count[0] <= 2 * (expansion.FLOOR + 1)


def test_shared_definitions_within_the_bound_load_as_full_copies():
    schema = _doubling_defs(6)
    tool = Toolset.from_openai([{"name": "f", "parameters": schema}]).tools[0]
    node = tool.parameters.properties["top"]
    for _ in range(6):
        assert node.properties["a"] is not node.properties["b"]  # each use is its own node
        node = node.properties["a"]
    assert node.properties["x"].description == "d" * 1000


@pytest.mark.parametrize(
    ("keyword", "value", "message"),
    [
        ("multipleOf", 0, "less than or equal to the minimum of 0"),
        ("minimum", "a", '"a" is not of type "number"'),
        ("pattern", "([", '"([" is not a "regex"'),
        ("not", 5, "5 is not of types"),
    ],
)
def test_an_invalid_schema_is_refused_at_load_by_every_command(
    tmp_path, capsys, keyword, value, message
):
    prop = {"type": "number", keyword: value}
    tools = [
        {
            "type": "function",
            "function": {"name": "f", "parameters": {"type": "object", "properties": {"n": prop}}},
        }
    ]
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(tools))
    err = _err(path)
    assert err.path == f"$[0].function.parameters.properties.n.{keyword}"
    assert "invalid JSON Schema" in err.message and message in err.message
    reply = tmp_path / "reply.txt"
    reply.write_text('{"name": "f", "arguments": {"n": 1}}')
    for argv in (
        ["inspect", str(path)],
        ["guard", str(path)],
        ["parse", str(path), "--protocol", "json_object", "--reply-file", str(reply)],
    ):
        assert main(argv) == 2
        out = capsys.readouterr()
        assert out.err.count("\n") == 1 and err.path in out.err and "Traceback" not in out.err


def test_cli_prints_one_line_and_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["inspect", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "bad.json:1:2" in err


@pytest.mark.parametrize(
    ("params", "path"),
    [
        (
            {"type": "object", "not": {"type": "string", "pattern": "(["}},
            "$[0].parameters.not.pattern",
        ),
        ({"type": "object", "patternProperties": {"([": {}}}, "$[0].parameters.patternProperties"),
    ],
)
def test_a_broken_pattern_anywhere_is_refused_at_load(params, path):
    err = _err([{"name": "f", "parameters": params}], Toolset.from_openai)
    assert "invalid JSON Schema" in err.message and err.path is not None
    assert err.path.startswith(path)


def test_a_draft4_exclusive_flag_still_loads():
    params = {"type": "object", "properties": {"n": {"minimum": 0, "exclusiveMinimum": True}}}
    tool = Toolset.from_openai([{"name": "f", "parameters": params}]).tools[0]
    assert tool.parameters.properties["n"].constraints == {"minimum": 0}
