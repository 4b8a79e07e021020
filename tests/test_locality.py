"""The local-endpoint rule behind two defaults: the price and a bench run's concurrency."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.locality import default_price_for, is_local_url


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/v1",
        "http://localhost:11434/v1",
        "http://[::1]:8000/v1",
        "http://10.0.0.5/v1",
        "http://192.168.1.20:8000/v1",
        "http://172.16.3.4/v1",
        "http://gpu-box.local:8000/v1",
        "http://vllm.internal/v1",
        "http://169.254.10.1/v1",
    ],
)
def test_local_endpoints(url):
    assert is_local_url(url) and default_price_for(url) == "self_hosted"


@pytest.mark.parametrize(
    "url",
    [
        "https://api.openai.com/v1",
        "https://8.8.8.8/v1",
        "https://localhost.example.com/v1",
        "not a url",
        "http://[::1",
        "",
    ],
)
def test_remote_or_unreadable_endpoints(url):
    assert not is_local_url(url) and default_price_for(url) == "frontier_api"


def test_no_url_is_priced_as_an_api():
    assert default_price_for(None) == "frontier_api"


@given(st.text(max_size=200))
def test_any_text_is_answered_without_error(text):
    assert isinstance(is_local_url(text), bool)
