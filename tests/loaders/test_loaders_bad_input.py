"""Bad input gives a LoaderError with the location of the fault, never a crash."""

from __future__ import annotations

import json
import time

import pytest

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


def test_ten_thousand_tools_load_fast():
    tools = [
        {
            "type": "function",
            "function": {
                "name": f"tool_{i}",
                "description": "d",
                "parameters": {"type": "object", "properties": {"a": {"type": "string"}}},
            },
        }
        for i in range(10_000)
    ]
    start = time.perf_counter()
    ts = Toolset.load(json.dumps(tools))
    assert len(ts) == 10_000
    assert time.perf_counter() - start < 10  # generous: the benchmark measures the ratio


def test_cli_prints_one_line_and_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["inspect", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "bad.json:1:2" in err
