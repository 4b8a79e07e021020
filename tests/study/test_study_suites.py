"""The core suite: size, tiers, categories, every expected call valid, and the suite schema's errors."""

from __future__ import annotations

import copy
import json
from collections import Counter

import jsonschema
import pytest

from toolform.errors import SuiteError
from toolform.schema import parameters_schema
from toolform.study.suite_schema import CATEGORIES
from toolform.study.suites import generate
from toolform.study.tasks import bundled_suite_path, load_suite
from toolform.toolset import Toolset


@pytest.fixture(scope="module")
def core():
    return load_suite("core")


@pytest.fixture
def tiny() -> dict:
    """A minimal valid suite to break in each test."""
    return {
        "suite": "tiny",
        "version": "0.1",
        "universes": {
            "w": {
                "tools": [
                    {
                        "name": "get_forecast",
                        "description": "Forecast.",
                        "parameters": {
                            "type": "object",
                            "properties": {
                                "city": {"type": "string"},
                                "days": {"type": "integer", "minimum": 1, "maximum": 7},
                            },
                            "required": ["city"],
                        },
                    }
                ]
            }
        },
        "tasks": [
            {
                "id": "t1",
                "universe": "w",
                "request": "Forecast for Denver, 5 days",
                "category": "single",
                "expected": [{"name": "get_forecast", "arguments": {"city": "Denver", "days": 5}}],
            }
        ],
    }


def test_core_is_large_and_spans_four_tiers(core):
    assert len(core.tasks) >= 300
    tiers = Counter(t.tier for t in core.tasks)
    assert sorted(tiers) == [1, 2, 3, 4]
    assert min(tiers.values()) >= 50
    assert set(Counter(t.category for t in core.tasks)) == set(CATEGORIES)
    assert core.label == f"core@{generate.SUITE_VERSION}"


def test_large_universes_have_50_and_200_tools(core):
    assert len(core.universes["office50"]) == 50
    assert len(core.universes["enterprise200"]) == 200
    assert Toolset(core.universes["enterprise200"]).tier == 4


def test_core_json_is_what_the_generator_writes():
    assert bundled_suite_path("core").read_text(encoding="utf-8") == generate.render()


def test_every_expected_call_validates_against_its_tool(core):
    checked = 0
    for task in core.tasks:
        tools = {t.name: t for t in core.toolset_for(task).tools}
        for call in task.expected:
            schema = parameters_schema(tools[call.name].parameters)
            for value in call.arguments.variants():
                jsonschema.validate(value, schema, format_checker=jsonschema.FormatChecker())
                assert call.arguments.matches(value, tools[call.name].parameters)
                checked += 1
    assert checked > 400


def test_task_kinds_are_present(core):
    parallel = [t for t in core.tasks if len(t.expected) > 1]
    no_call = [t for t in core.tasks if t.no_call]
    assert len(parallel) >= 10 and len(no_call) >= 20
    assert all(t.category == "no_call" for t in no_call)
    requests = Counter((t.universe, t.request, json.dumps(t.poison)) for t in core.tasks)
    assert max(requests.values()) == 1


def test_injection_poisons_only_that_task(core):
    task = next(t for t in core.tasks if t.is_injection and not t.poison.get("parameter"))
    poisoned = core.toolset_for(task).get(task.poison["tool"])
    assert task.poison["text"] in poisoned.description
    clean = next(t for t in core.tasks if t.universe == task.universe and not t.is_injection)
    assert task.poison["text"] not in core.toolset_for(clean).get(task.poison["tool"]).description
    assert task.poison["text"] not in core.universes[task.universe][0].description


def test_user_suite_from_file(tmp_path, tiny):
    path = tmp_path / "my_suite.json"
    path.write_text(json.dumps(tiny))
    suite = load_suite(str(path))
    assert suite.label == "tiny@0.1" and suite.tasks[0].tier == 1


@pytest.mark.parametrize(
    ("edit", "where", "words"),
    [
        (lambda s: s["tasks"][0].pop("request"), "$.tasks[0]", "'request' is a required"),
        (lambda s: s["tasks"][0].update(category="hard"), "$.tasks[0].category", "is not one of"),
        (lambda s: s["tasks"][0].update(universe="x"), "$.tasks[0].universe", "unknown universe"),
        (
            lambda s: s["tasks"][0]["expected"][0].update(name="get_forcast"),
            "$.tasks[0].expected[0].name",
            "get_forecast",
        ),
        (
            lambda s: s["tasks"][0]["expected"][0]["arguments"].update(days=9),
            "$.tasks[0].expected[0].arguments.days",
            "do not validate",
        ),
        (
            lambda s: s["tasks"][0]["expected"][0]["arguments"].update(city={"match": "fuzzy"}),
            "$.tasks[0].expected[0].arguments.city.match",
            "unknown matcher",
        ),
        (lambda s: s["tasks"].append(copy.deepcopy(s["tasks"][0])), "$.tasks[1].id", "duplicate"),
        (
            lambda s: s["tasks"][0].update(category="injection"),
            "$.tasks[0]",
            "needs 'poison'",
        ),
        (
            lambda s: s["universes"]["w"].update(include=["w"]),
            "$.universes.w",
            "include each other",
        ),
    ],
)
def test_suite_errors_name_the_json_path(tmp_path, tiny, edit, where, words):
    edit(tiny)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(tiny))
    with pytest.raises(SuiteError) as info:
        load_suite(str(path))
    assert info.value.path == where
    assert info.value.source == str(path)
    assert words in str(info.value)


def test_missing_and_broken_files(tmp_path):
    with pytest.raises(SuiteError, match="bundled suites: core"):
        load_suite(str(tmp_path / "none.json"))
    bad = tmp_path / "bad.json"
    bad.write_text("{\n  nope")
    with pytest.raises(SuiteError) as info:
        load_suite(str(bad))
    assert info.value.line == 2


def test_the_docs_example_suite_loads():
    import re
    from pathlib import Path

    page = (Path(__file__).parents[2] / "docs" / "study.md").read_text()
    example = re.search(r"```json\n(.*?)```", page, re.S).group(1)
    suite = load_suite(json.loads(example))
    assert suite.label == "my_suite@1" and suite.tasks[0].expected[0].name == "get_forecast"


def test_the_docs_state_the_suite_size(core):
    from pathlib import Path

    page = (Path(__file__).parents[2] / "docs" / "study.md").read_text()
    assert f"{len(core.tasks)} single-turn tasks" in page
