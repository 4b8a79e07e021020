"""``toolform formats`` and ``toolform render``."""

from __future__ import annotations

import json

import pytest

from formats_support import DATA
from toolform.cli.main import main
from toolform.formats.registry import all_formats

WEATHER = str(DATA / "weather_tools.json")


def test_formats_table_lists_every_format(capsys):
    assert main(["formats"]) == 0
    out = capsys.readouterr().out
    for spec in all_formats():
        assert spec.id in out


def test_formats_json_and_family(capsys):
    assert main(["formats", "--family", "xml", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data and all(d["family"] == "xml" for d in data)
    assert {"id", "name", "family", "novel", "default_protocol", "two_stage", "summary"} <= set(
        data[0]
    )


def test_render_messages(capsys):
    assert (
        main(
            [
                "render",
                WEATHER,
                "--format",
                "xml_schema",
                "--request",
                "Forecast for Denver",
                "--messages",
            ]
        )
        == 0
    )
    messages = json.loads(capsys.readouterr().out)
    assert [m["role"] for m in messages] == ["system", "user"]
    assert '<tool name="get_forecast">' in messages[0]["content"]


def test_render_system_prompt_and_json(capsys):
    assert (
        main(["render", WEATHER, "--format", "json_minimal", "--minify", "--persona", "bare"]) == 0
    )
    out = capsys.readouterr().out
    assert out.startswith('{"get_forecast":')
    assert main(["render", WEATHER, "--format", "json_minimal", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format_id"] == "json_minimal" and data["messages"] is None


def test_render_compare(capsys):
    assert main(["render", WEATHER, "--compare"]) == 0
    out = capsys.readouterr().out
    assert "unmeasured" in out and "xml_schema" in out
    assert (
        main(["render", WEATHER, "--compare", "--format", "xml_schema,json_minimal", "--json"]) == 0
    )
    rows = json.loads(capsys.readouterr().out)
    assert {r["format_id"] for r in rows} == {"xml_schema", "json_minimal"}


@pytest.mark.parametrize(
    "argv",
    [
        ["render", WEATHER],
        ["render", WEATHER, "--format", "xml_shema"],
        ["render", WEATHER, "--format", "xml_schema", "--messages"],
    ],
)
def test_render_user_errors_exit_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error" in err
