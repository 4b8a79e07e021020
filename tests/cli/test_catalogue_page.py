from toolform.cli.catalogue_page import catalogue_markdown
from toolform.formats.registry import all_formats
from toolform.sdk import Toolset


def test_catalogue_page_lists_every_format_with_a_rendering():
    text = catalogue_markdown(Toolset.load("tests/data/weather_tools.json"))
    for spec in all_formats():
        assert f"### `{spec.id}`" in text
    assert text.count("get_forecast") >= len(all_formats())
    assert "unmeasured" in text
