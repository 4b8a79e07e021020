"""OpenAPI formats are valid OpenAPI 3.1 documents whose schemas are the tools' own."""

from __future__ import annotations

import json

import pytest
import yaml
from hypothesis import given
from jsonschema import Draft202012Validator

from formats_support import hard_tools, probe_tools
from hypothesis_profiles import examples
from strategies import openai_tool_lists
from toolform.formats.openapi import openapi_document
from toolform.formats.options import DEFAULT_OPTIONS, render_options
from toolform.formats.registry import get_format
from toolform.schema import parameters_schema, type_to_schema
from toolform.sdk import Toolset

LOADERS = {
    "openapi_yaml": yaml.safe_load,
    "openapi_json": json.loads,
    "openapi_minimal": json.loads,
}


def _check_openapi(doc, tools, *, full: bool) -> None:
    assert doc["openapi"] == "3.1.0"
    assert doc["info"]["title"] and doc["info"]["version"]
    assert list(doc["paths"]) == [f"/{t.name}" for t in tools]
    for tool in tools:
        op = doc["paths"][f"/{tool.name}"]["post"]
        assert op["operationId"] == tool.name
        schema = op["requestBody"]["content"]["application/json"]["schema"]
        assert schema == parameters_schema(tool.parameters)
        Draft202012Validator.check_schema(schema)
        if tool.returns is not None:
            body = op["responses"]["200"]["content"]["application/json"]["schema"]
            assert body == type_to_schema(tool.returns)
        elif full:
            assert op["responses"]["200"]["description"]


@pytest.mark.parametrize("fid", sorted(LOADERS))
@pytest.mark.parametrize("minify", [False, True])
def test_documents_parse_back_as_openapi_31(fid, minify):
    tools = hard_tools() + probe_tools()
    text = get_format(fid).render(tools, render_options(minify=minify))
    _check_openapi(LOADERS[fid](text), tools, full=fid != "openapi_minimal")


def test_yaml_and_json_are_the_same_document():
    tools = hard_tools()
    assert (
        yaml.safe_load(get_format("openapi_yaml").render(tools, DEFAULT_OPTIONS))
        == json.loads(get_format("openapi_json").render(tools, DEFAULT_OPTIONS))
        == openapi_document(tools)
    )


def test_rapidapi_splits_required_and_optional():
    doc = json.loads(get_format("openapi_rapidapi").render(hard_tools(), DEFAULT_OPTIONS))
    forecast = doc["api_list"][0]
    assert forecast["api_name"] == "get_forecast"
    assert [p["name"] for p in forecast["required_parameters"]] == ["city"]
    units = forecast["optional_parameters"][1]
    assert units == {
        "name": "units",
        "type": "ENUM",
        "description": "Unit system for temperatures.",
        "default": "metric",
        "enum": ["metric", "imperial"],
    }


@examples(20)  # every example validates a whole OpenAPI document
@given(openai_tool_lists())
def test_random_universes_give_valid_documents(raw):
    tools = Toolset.load(raw).tools
    _check_openapi(
        json.loads(get_format("openapi_json").render(tools, DEFAULT_OPTIONS)), tools, full=True
    )
