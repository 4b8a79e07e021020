"""API keys never leave a failing run: ``call`` and ``bench`` against a loopback server that
refuses the key and quotes it back, every output grepped for the key (stdout, stderr, the JSON
trace, the results store's bytes, the export); a key with a control character is refused
without being shown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolform.cli.main import main
from toolform.errors import ClientError, ClientStatusError
from toolform.sdk import OpenAICompatClient
from toolform.sdk.testing import FakeOpenAIServer, Fault

KEY = "sk-SECRET-0123456789abcdef"
TOOLS = str(Path(__file__).parents[1] / "data" / "weather_tools.json")


def refusing(body):
    """What OpenAI does with a wrong key: a 401 that quotes it."""
    message = f"Incorrect API key provided: {KEY}. Authorization: Bearer {KEY}"
    return Fault(status=401, body=json.dumps({"error": {"message": message}}))


def everything_written(out_dir) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(out_dir.rglob("*")) if p.is_file())


def test_a_failing_call_never_shows_the_key(capsys, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    with FakeOpenAIServer(refusing) as server:
        argv = ["call", TOOLS, "--request", "x", "--base-url", server.base_url, "--model", "m"]
        assert main(argv) == 1
        assert main([*argv, "--json"]) == 1
    assert server.requests[0].headers["Authorization"] == f"Bearer {KEY}"  # it was sent
    out, err = capsys.readouterr()
    assert KEY not in out + err and "[redacted]" in err
    trace = json.loads(out[out.index("{") :])  # the --json trace
    assert "[redacted]" in trace["error"] and KEY not in json.dumps(trace)


def test_a_failing_bench_never_stores_the_key(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    out_dir = tmp_path / "run"
    with FakeOpenAIServer(refusing) as server:
        argv = ["bench", "--base-url", server.base_url, "--model", "m", "--limit", "2"]
        assert main([*argv, "--out", str(out_dir), "--quiet"]) == 1
    assert main(["bench", "export", str(out_dir)]) == 0
    out, err = capsys.readouterr()
    assert KEY not in out + err
    written = everything_written(out_dir)  # results.sqlite (and its WAL, if any), the export
    assert KEY.encode() not in written and b"[redacted]" in written


@pytest.mark.parametrize(
    "key", [f"{KEY}\n", f"{KEY}\r\nX-Injected: 1", f"sk {KEY}", f"{KEY}\u00e9"]
)
def test_a_key_that_cannot_be_sent_is_refused_unseen(tmp_path, capsys, monkeypatch, key):
    monkeypatch.setenv("OPENAI_API_KEY", key)
    with FakeOpenAIServer(["unused"]) as server:
        call = ["call", TOOLS, "--request", "x", "--base-url", server.base_url, "--model", "m"]
        assert main(call) == 2
        bench = ["bench", "--base-url", server.base_url, "--model", "m", "--limit", "1"]
        assert main([*bench, "--out", str(tmp_path / "run"), "--quiet"]) == 2
        with pytest.raises(ClientError, match="API key given as api_key") as info:
            OpenAICompatClient(server.base_url, "m", api_key=key)
    assert server.requests == []
    out, err = capsys.readouterr()
    assert "SECRET" not in out + err + str(info.value)
    assert err.count("API key in $OPENAI_API_KEY has a") == 2
    assert not (tmp_path / "run").exists()


def test_the_redacted_error_keeps_its_type_status_and_no_context():
    with FakeOpenAIServer([]) as server:
        server.inject(refusing(None))
        client = OpenAICompatClient(server.base_url, "m", api_key=KEY, max_retries=0)
        with pytest.raises(ClientStatusError) as info:
            client.chat([{"role": "user", "content": "hi"}])
    error = info.value
    assert error.status == 401 and KEY not in str(error) + error.body + error.reason
    assert error.__context__ is None and error.__cause__ is None


def test_a_key_in_the_base_url_is_refused_unseen(capsys):
    url = f"http://user:{KEY}@127.0.0.1:9/v1"
    with pytest.raises(ClientError, match="user name or password") as info:
        OpenAICompatClient(url, "m")
    assert KEY not in str(info.value)
    assert main(["bench", "--base-url", url, "--model", "m"]) == 2
    assert KEY not in capsys.readouterr().err


def test_a_key_quoted_with_json_escapes_is_blanked_too():
    key = "sk-proj/AbC+def=0123"
    body = '{"error": {"message": "bad key sk-proj\\/AbC+def=0123"}}'
    with FakeOpenAIServer([]) as server:
        server.inject(Fault(status=401, body=body, content_type="application/json"))
        client = OpenAICompatClient(server.base_url, "m", api_key=key, max_retries=0)
        with pytest.raises(ClientStatusError) as info:
            client.chat([{"role": "user", "content": "hi"}])
    shown = str(info.value) + info.value.body
    assert "AbC+def" not in shown and shown.count("[redacted]") == 2


def test_the_anthropic_client_refuses_and_redacts_the_same_way(monkeypatch):
    from toolform.sdk import AnthropicClient
    from toolform.sdk.testing import FakeAnthropicServer

    monkeypatch.setenv("ANTHROPIC_API_KEY", f"{KEY}\n")
    with pytest.raises(ClientError, match=r"in \$ANTHROPIC_API_KEY") as info:
        AnthropicClient("claude-x")
    assert "SECRET" not in str(info.value)
    with FakeAnthropicServer([]) as server:
        server.inject(refusing(None))
        client = AnthropicClient("claude-x", api_key=KEY, base_url=server.url, max_retries=0)
        with pytest.raises(ClientStatusError) as info:
            client.chat([{"role": "user", "content": "hi"}])
    assert server.requests[0].headers["x-api-key"] == KEY
    assert KEY not in str(info.value) + info.value.body
