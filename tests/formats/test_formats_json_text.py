"""JSON text as prompts show it."""

from toolform.formats.json_text import dump_json


def test_dump_json_minify():
    assert dump_json({"a": [1, "é"]}, minify=True) == '{"a":[1,"é"]}'
    assert dump_json({"a": 1}, indent=None) == '{"a": 1}'
