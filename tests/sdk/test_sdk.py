"""``toolform.sdk`` resolves its names on first use: each one in ``__all__`` is there, and the
facade functions keep the core functions' signatures while loading any input first."""

from __future__ import annotations

import importlib
import inspect
import subprocess
import sys

import pytest

import toolform.sdk as sdk
from formats_support import DATA
from toolform import compare, parse, prompts
from toolform.errors import LoaderError
from toolform.sdk import facade
from toolform.toolset import Toolset

WEATHER = DATA / "weather_tools.json"


def test_every_public_name_resolves_to_its_module_attribute():
    assert set(sdk._WHERE) == set(sdk.__all__)
    for name in sdk.__all__:
        module, attribute = sdk._WHERE[name]
        owner = importlib.import_module(module)
        expected = owner if attribute is None else getattr(owner, attribute)
        assert getattr(sdk, name) is expected, name


def test_unknown_names_raise_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        sdk.nope  # noqa: B018
    with pytest.raises(ImportError):
        exec("from toolform.sdk import nope", {})


def test_dir_lists_every_public_name():
    assert set(sdk.__all__) <= set(dir(sdk))


def test_importing_the_sdk_loads_none_of_its_names():
    code = (
        "import sys, toolform.sdk; "
        "print(sorted(m for m in sys.modules if m.startswith('toolform')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    assert out.strip() == "['toolform', 'toolform.sdk']"


@pytest.mark.parametrize(
    ("wrapper", "core"),
    [
        (facade.render, prompts.render),
        (facade.build_messages, prompts.build_messages),
        (facade.compare_formats, compare.compare_formats),
        (facade.parse_reply, parse.parse_reply),
    ],
)
def test_facade_keeps_the_core_signature(wrapper, core):
    ours, theirs = inspect.signature(wrapper), inspect.signature(core)
    assert [(p.name, p.kind, p.default) for p in ours.parameters.values()] == [
        (p.name, p.kind, p.default) for p in theirs.parameters.values()
    ]


def test_facade_loads_any_input_the_core_refuses():
    tools = Toolset.load(WEATHER)
    reply = '{"name": "get_weather", "arguments": {"city": "Paris"}}'
    assert sdk.parse_reply(reply, str(WEATHER), "json_object") == parse.parse_reply(
        reply, tools, "json_object"
    )
    assert sdk.render(WEATHER, "xml_schema") == prompts.render(tools, "xml_schema")
    assert sdk.compare_formats(WEATHER, ["xml_schema"]) == compare.compare_formats(
        tools, ["xml_schema"]
    )
    for core_call in (
        lambda: parse.parse_reply(reply, str(WEATHER), "json_object"),
        lambda: compare.compare_formats(str(WEATHER), ["xml_schema"]),
    ):
        with pytest.raises(LoaderError, match="load the input first"):
            core_call()


def test_core_takes_a_toolset_a_universe_or_a_list_alike():
    tools = Toolset.load(WEATHER)
    reply = '{"name": "get_weather", "arguments": {"city": "Paris"}}'
    want = parse.parse_reply(reply, tools, "json_object")
    assert parse.parse_reply(reply, tools.universe, "json_object") == want
    assert parse.parse_reply(reply, list(tools.tools), "json_object") == want
    assert parse.parse_reply(reply, tuple(tools.tools), "json_object") == want
