"""The table of kinds: every kind is detected, loaded and written from one table, and each kind
that toolform writes reads back what it wrote."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

from hypothesis_profiles import examples
from strategies import openai_tool_lists
from toolform.cli.main import build_parser, main
from toolform.errors import LoaderError, UnknownKindError
from toolform.loaders.detect import detect_kind, load_tools, source_kind
from toolform.loaders.kinds import KINDS, dump_kinds, get_kind, kind_names
from toolform.sdk import Toolset

# What each first hop from a generated OpenAI toolset cannot carry (the second hop is exact).
FIRST_HOP_LOSS = {"gemini": "a Gemini schema holds one `example`, not a list of `examples`"}


def _core(universe):
    return [(t.name, t.description, t.parameters) for t in universe.tools]


def test_every_kind_is_in_the_table_and_only_code_kinds_are_read_only():
    assert set(kind_names()) == {
        "openai",
        "anthropic",
        "mcp",
        "ir",
        "bfcl",
        "gemini",
        "python",
        "typescript",
    }
    read_only = {name for name in kind_names() if get_kind(name).dump is None}
    assert read_only == {"python", "typescript"}
    assert read_only == {name for name in kind_names() if not get_kind(name).reads_json}


def test_convert_offers_every_kind_that_has_a_dump():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    to = next(a for a in sub.choices["convert"]._actions if "--to" in a.option_strings)
    assert list(to.choices) == dump_kinds()


def test_an_unknown_kind_is_a_loader_error_with_close_matches():
    with pytest.raises(UnknownKindError, match="did you mean: openai") as caught:
        load_tools([], kind="opnai")
    assert isinstance(caught.value, LoaderError)


def test_code_inputs_are_detected_before_json():
    assert source_kind("tools.py") == "python" and source_kind("tools.ts") == "typescript"
    assert source_kind('[{"name": "f"}]') is None


@examples(20)
@given(openai_tool_lists())
def test_every_kind_reads_back_what_it_writes(tools):
    base = Toolset.from_openai(tools).universe
    for kind in KINDS.values():
        if kind.dump is None:
            continue
        once = load_tools(json.loads(json.dumps(kind.dump(base))), kind.name)
        if kind.name not in FIRST_HOP_LOSS:
            assert _core(once) == _core(base), kind.name
        written = json.loads(json.dumps(kind.dump(once)))
        assert detect_kind(written) == kind.name
        assert load_tools(written, kind.name) == once, kind.name
        assert Toolset.load(written).universe == once, kind.name


@pytest.mark.parametrize("kind", dump_kinds())
def test_cli_convert_writes_each_kind(tmp_path, kind):
    out = tmp_path / f"weather.{kind}.json"
    assert (
        main(["convert", "examples/tools/openai_tools.json", "--to", kind, "--out", str(out)]) == 0
    )
    written = json.loads(out.read_text("utf-8"))
    assert detect_kind(written) == kind
    if kind not in FIRST_HOP_LOSS:
        assert _core(load_tools(written)) == _core(load_tools("examples/tools/openai_tools.json"))
