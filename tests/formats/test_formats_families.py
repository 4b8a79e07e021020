"""The python, signature, markdown, natural and cli families: promises every format keeps.

Names and required parameters always appear; every declared fact is present (checked with a
probe tool whose facts carry unique markers, or by a rendering that changes when the fact does);
Python outputs parse; options change what they should; random schemas never crash a renderer.
"""

from __future__ import annotations

import ast
import copy
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from formats_support import FACT_MARKERS, probe_tools
from hypothesis_profiles import examples
from strategies import openai_tool_lists
from toolform.formats import cli_family, markdown, natural, python_family, signature
from toolform.formats.options import RenderOptions, apply_options
from toolform.formats.spec import FormatSpec
from toolform.formats.vocab.prose import describe
from toolform.formats.vocab.python import PyTypes, py_literal, py_name
from toolform.formats.vocab.schema_words import type_label
from toolform.formats.vocab.walk import flatten
from toolform.ir import MISSING, ToolIR
from toolform.naming import CASE_CONVENTIONS
from toolform.schema import schema_to_type
from toolform.sdk import Toolset

DATA = Path(__file__).parents[1] / "data"
MODULES = (python_family, signature, markdown, natural, cli_family)
SPECS: list[FormatSpec] = [s for m in MODULES for s in m.FORMATS]
IDS = [s.id for s in SPECS]
EXPECTED = {
    "python": [
        "python_signature",
        "python_bfcl",
        "python_command_r",
        "python_def_only",
        "python_annotated",
        "python_pydantic",
        "python_typeddict",
        "python_sphinx",
        "python_numpy",
        "python_pyi",
    ],
    "signature": [
        "sig_python",
        "sig_python_desc",
        "sig_typescript",
        "sig_usage",
        "sig_numbered",
        "sig_bare",
    ],
    "markdown": [
        "markdown_doc",
        "markdown_react",
        "markdown_table",
        "markdown_table_global",
        "markdown_headings",
        "markdown_deflist",
        "markdown_glm4",
        "markdown_bfcl",
        "markdown_compact",
        "markdown_full",
    ],
    "natural": [
        "natural_language",
        "natural_sentences",
        "natural_instructional",
        "natural_minimal",
        "natural_full",
        "natural_second_person",
        "natural_nlt",
        "natural_when_to_use",
    ],
    "cli": ["cli_usage", "cli_man", "cli_docopt", "cli_help", "cli_short", "cli_subcommands"],
}
# One-line layouts with no optional whitespace left to drop.
MINIFY_NOOP = {"sig_usage", "natural_nlt", "markdown_compact", "cli_usage"}


def _tools(name: str) -> list[ToolIR]:
    return Toolset.load(DATA / f"{name}_tools.json").tools


HARD = _tools("hard")
WEATHER = _tools("weather")


def render(spec: FormatSpec, tools: list[ToolIR], opts: RenderOptions | None = None) -> str:
    opts = opts or RenderOptions()
    return spec.render(apply_options(tools, opts), opts)


def python_sources(spec: FormatSpec, text: str) -> list[str]:
    """The Python a format wrote: the whole text, or each fenced block of a fenced layout."""
    if spec.id == "python_command_r":
        return re.findall(r"```python\n(.*?)```", text, re.S)
    return [text]


# Catalogue ---------------------------------------------------------------------------------------


def test_ids_are_the_planned_forty():
    assert len(IDS) == len(set(IDS)) == 40
    for family, ids in EXPECTED.items():
        assert sorted(s.id for s in SPECS if s.family == family) == sorted(ids)


def test_core_and_protocols():
    by_id = {s.id: s for s in SPECS}
    assert by_id["markdown_react"].default_protocol == "react"
    for s in SPECS:
        if s.family in ("python", "signature"):
            assert s.default_protocol == "python_call"
        elif s.id != "markdown_react":
            assert s.default_protocol == "json_object"
        assert s.novel == (s.source is None)
        assert s.shows <= set(s.shows | s.hides)


def test_outputs_distinct_on_hard_toolset():
    texts = {s.id: render(s, HARD) for s in SPECS}
    assert len(set(texts.values())) == len(texts)


# Names and required parameters -------------------------------------------------------------------

OPTION_SETS = [RenderOptions(descriptions=False), RenderOptions(minify=True)] + [
    RenderOptions(case_convention=c) for c in CASE_CONVENTIONS
]


@pytest.mark.parametrize("opts", OPTION_SETS, ids=repr)
@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_names_and_required_always_present(spec, opts):
    tools = apply_options(HARD, opts)
    text = spec.render(tools, opts)
    for tool in tools:
        assert tool.name in text
        for name in tool.required_names():
            assert name in text, (tool.name, name)


# Declared facts ----------------------------------------------------------------------------------


def _probe(required_too: str | None = None) -> list[ToolIR]:
    """The shared probe tool (every fact carries a marker), optionally with one more required."""
    tools = probe_tools()
    if required_too:
        tools[0].parameters.required.append(required_too)
    return tools


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_declared_facts_present(spec):
    text = render(spec, _probe())
    for fact in spec.shows:
        if fact == "required":  # shown as a mark that moves when a parameter becomes required
            assert text != render(spec, _probe("defaulted")), fact
        for alternatives in FACT_MARKERS.get(fact, []):
            assert any(m in text for m in alternatives), (fact, alternatives)


def test_days_bounds_shown_where_declared():
    for spec in SPECS:
        if "bounds" in spec.shows:
            text = render(spec, HARD[:1])
            assert "1" in text and "7" in text, spec.id


# Python ------------------------------------------------------------------------------------------

PYTHON = [s for s in SPECS if s.language == "python" or s.id == "python_command_r"]


@pytest.mark.parametrize(
    "opts",
    [
        RenderOptions(),
        RenderOptions(minify=True),
        RenderOptions(descriptions=False, defaults=False),
        *(RenderOptions(case_convention=c) for c in CASE_CONVENTIONS),
    ],
    ids=repr,
)
@pytest.mark.parametrize("spec", PYTHON, ids=lambda s: s.id)
def test_python_outputs_parse(spec, opts):
    # Command R's template writes names as they are, valid Python or not: kebab-case is not.
    writes_names_as_given = spec.id == "python_command_r" and opts.case_convention == "kebab"
    for tools in (HARD, WEATHER):
        sources = python_sources(spec, render(spec, tools, opts))
        assert sources
        parsed = [_parses(source) for source in sources]
        assert not all(parsed) if writes_names_as_given else all(parsed)


def _parses(source: str) -> bool:
    try:
        ast.parse(source)
    except SyntaxError:
        return False
    return True


def test_python_declares_language():
    not_valid_python = {"python_bfcl", "python_command_r"}  # faithful layouts: a doc, a fence
    expected = set(EXPECTED["python"]) - not_valid_python
    assert {s.id for s in SPECS if s.language == "python"} == expected


def test_python_signature_weather_golden_shape():
    text = render(next(s for s in SPECS if s.id == "python_signature"), WEATHER)
    assert text.startswith(
        "def get_forecast(city: str, days: int = 3, units: Literal['metric', 'imperial'] = 'metric') -> dict:"
    )


def test_keyword_only_marker_when_required_follows_optional():
    tool = ToolIR.from_dict(
        {
            "name": "f",
            "parameters": {
                "type": "object",
                "properties": {"a": {"type": "integer"}, "b": {"type": "string"}},
                "required": ["b"],
            },
        }
    )
    spec = next(s for s in SPECS if s.id == "python_signature")
    text = render(spec, [tool])
    assert "def f(*, a: Optional[int] = None, b: str)" in text
    ast.parse(text)


def test_missing_default_differs_from_none_default():
    def tool(extra):
        return ToolIR.from_dict(
            {
                "name": "f",
                "parameters": {"type": "object", "properties": {"a": {"type": "integer", **extra}}},
            }
        )

    for spec in SPECS:
        if "default" in spec.shows:
            assert render(spec, [tool({})]) != render(spec, [tool({"default": None})]), spec.id


FAITHFUL = {
    "python_bfcl": [
        '# Function: get_forecast\n    """\n    Get the weather forecast for a city.\n\n    Args:\n',
        "        days (int, default=3): How many days to forecast, 1 to 7.\n",
        "Enum values: ['metric', 'imperial'].",
    ],
    "python_command_r": [
        "```python\ndef get_forecast(city: str, days: Optional[int] = None, "
        "units: Optional[str] = None) -> List[Dict]:\n",
        '    """Get the weather forecast for a city.\n\n    Args:\n        city (str): City name',
        '    """\n    pass\n```',
    ],
    "markdown_react": [
        "You have access to the following tools:\n> Tool Name: get_forecast\nTool Description:",
        "  - city (string, required): City name",
        ", should be one of [metric, imperial]",
    ],
}


@pytest.mark.parametrize("fid", sorted(FAITHFUL))
def test_faithful_layouts(fid):
    text = render(next(s for s in SPECS if s.id == fid), WEATHER)
    for fragment in FAITHFUL[fid]:
        assert fragment in text
    if fid == "python_command_r":
        assert "metric" not in text and "3" not in text  # defaults and enums are dropped


def test_sig_python_matches_codeact_line():
    spec = next(s for s in SPECS if s.id == "sig_python")
    assert (
        render(spec, WEATHER)
        == '[1] get_forecast(city: str, days: int = 3, units: str = "metric") -> dict\n'
    )


def test_sig_usage_matches_survey_line():
    spec = next(s for s in SPECS if s.id == "sig_usage")
    assert (
        render(spec, HARD[:1])
        == "get_forecast city:str [days:int 1..7 =3] [units:metric|imperial =metric]\n"
    )


# Options -----------------------------------------------------------------------------------------

OPTION_FACTS = {
    "descriptions": ({"descriptions"}, RenderOptions(descriptions=False)),
    "constraints": ({"bounds", "length", "pattern"}, RenderOptions(constraints=False)),
    "defaults": ({"default"}, RenderOptions(defaults=False)),
}


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_options_change_output_where_shown(spec):
    base = render(spec, HARD)
    for facts, opts in OPTION_FACTS.values():
        changed = render(spec, HARD, opts)
        if facts & spec.shows:
            assert changed != base, opts
    if "returns" in spec.shows:
        assert render(spec, WEATHER, RenderOptions(returns=False)) != render(spec, WEATHER)
    assert render(spec, HARD, RenderOptions(case_convention="camel")) != base
    minified = render(spec, HARD, RenderOptions(minify=True))
    assert len(minified) <= len(base)
    if spec.id not in MINIFY_NOOP:
        assert len(minified) < len(base)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_renders_are_byte_stable(spec):
    assert render(spec, HARD) == render(spec, copy.deepcopy(HARD))


# Random universes --------------------------------------------------------------------------------

_options = st.builds(
    RenderOptions,
    st.booleans(),
    st.booleans(),
    st.booleans(),
    st.booleans(),
    st.booleans(),
    st.sampled_from(CASE_CONVENTIONS),
)


@examples(20)  # every example renders forty formats
@given(openai_tool_lists(), _options)
def test_random_universes_render_in_every_format(raw, opts):
    tools = apply_options(Toolset.from_openai(raw).tools, opts)
    for spec in SPECS:
        text = spec.render(tools, opts)
        assert isinstance(text, str)
        for tool in tools:
            assert tool.name in text
            assert all(name in text for name in tool.required_names())
        if spec.language == "python":
            for source in python_sources(spec, text):
                ast.parse(source)


EDGE = [
    {"name": "ping"},
    {
        "name": "echo",
        "description": 'Say """hi""" \\ back "\nover two lines\x00',
        "parameters": {
            "type": "object",
            "properties": {"x": {"description": "a\nb"}, "y": {"type": "null"}, "z": {"const": 5}},
            "required": ["x"],
        },
    },
]


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_edge_tools(spec):
    tools = [ToolIR.from_dict(t) for t in EDGE]
    text = render(spec, tools)
    assert "ping" in text and "echo" in text
    if spec.language == "python":
        ast.parse(text)


# Helpers -----------------------------------------------------------------------------------------


def test_pytypes_vocabulary():
    def t(schema):
        return schema_to_type(schema)

    w = PyTypes()
    assert w.write(t({"type": "array", "items": {"type": "string"}})) == "list[str]"
    assert (
        w.write(t({"type": "string", "enum": ["metric", "imperial"]}))
        == "Literal['metric', 'imperial']"
    )
    assert w.write(t({"type": ["integer", "null"]})) == "Optional[int]"
    assert w.write(t({"anyOf": [{"type": "integer"}, {"type": "string"}]})) == "Union[int, str]"
    assert (
        PyTypes(typing_generics=True).write(t({"type": "array", "items": {"type": "object"}}))
        == "List[Dict]"
    )
    nested = PyTypes(nested=True)
    assert (
        nested.write(
            t({"type": "object", "properties": {"a": {"type": "string"}}}), ("get_x", "opts")
        )
        == "GetXOpts"
    )
    assert list(nested.classes) == ["GetXOpts"]
    assert py_literal({"a": [True, None]}) == "{'a': [True, None]}"
    names = ("get-forecast", "class", "2fa", "ok")
    assert [py_name(n) for n in names] == ["get_forecast", "class_", "_2fa", "ok"]
    assert py_literal('x"y', double_quotes=True) == '"x\\"y"'


def test_text_phrasing():
    days = schema_to_type({"type": "integer", "minimum": 1, "maximum": 7, "default": 3})
    assert describe(days) == "a whole number from 1 to 7, default 3"
    none_default = schema_to_type({"type": ["string", "null"], "default": None})
    assert describe(none_default) == "text or null, default null"
    assert (
        type_label(schema_to_type({"type": "array", "items": {"type": "object"}}))
        == "array of object"
    )
    params = schema_to_type(
        {
            "type": "object",
            "properties": {
                "a": {"type": "object", "properties": {"b": {"type": "string"}}, "required": ["b"]}
            },
        }
    )
    assert [(f.path, f.required, f.depth) for f in flatten(params)] == [
        ("a", False, 0),
        ("a.b", True, 1),
    ]
    assert MISSING is schema_to_type({"type": "string"}).default
