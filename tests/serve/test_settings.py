"""The settings are checked before the server starts."""

from __future__ import annotations

import pytest

from toolform.errors import ServeError, UnknownFormatError, UnknownProtocolError
from toolform.serve.settings import Settings

URL = "http://upstream/v1"


@pytest.mark.parametrize(
    ("options", "error"),
    [
        ({"upstream": "localhost:8000"}, ServeError),
        ({"upstream": "http://"}, ServeError),
        ({"format_id": "xml_schem"}, UnknownFormatError),
        ({"protocol_id": "xml_cal"}, UnknownProtocolError),
        ({"protocol_id": "native"}, ServeError),
        ({"protocol_id": "select"}, ServeError),
        ({"guard": "judge"}, ServeError),
        ({"guard": "paranoid"}, ServeError),
        ({"on_invalid": "explode"}, ServeError),
        ({"timeout_s": 0}, ServeError),
        ({"rule": "lenient"}, ServeError),
    ],
)
def test_bad_settings_are_refused_before_serving(options, error):
    upstream = options.pop("upstream", URL)
    with pytest.raises(error):
        Settings(upstream, **options).check()


def test_a_two_stage_format_is_refused():
    from toolform.formats.registry import all_formats

    two_stage = next(f.id for f in all_formats() if f.two_stage)
    with pytest.raises(ServeError, match="two-stage"):
        Settings(URL, format_id=two_stage).check()
