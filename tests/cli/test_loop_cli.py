"""``toolform call`` against the loopback server: dry runs, the loop, and user errors."""

from __future__ import annotations

import json

import pytest

from toolform.cli.main import main
from toolform.clients import http
from toolform.sdk.testing import FakeAnthropicServer, FakeOpenAIServer

WEATHER = "examples/tools/weather.py"
CALL = '<function_calls>\n  <invoke name="get_forecast">\n    <parameter name="city">Denver</parameter>\n  </invoke>\n</function_calls>'
BAD_CALL = CALL.replace('name="city">Denver', 'name="days">lots')


def call(*extra: str) -> list[str]:
    return ["call", WEATHER, "--request", "Forecast for Denver", *extra]


def test_dry_run_prints_prompt_reply_call_and_validation(capsys):
    with FakeOpenAIServer([CALL], model="Qwen/Qwen3-8B") as server:
        code = main(
            call("--base-url", server.base_url, "--model", "Qwen/Qwen3-8B", "--no-thinking")
        )
    out, err = capsys.readouterr()
    assert code == 0
    assert out.startswith("prompt: ") and "characters, about" in out
    assert CALL in out and 'call: get_forecast {"city": "Denver"} valid=True' in out
    assert "stopped: dry_run" in out
    assert "asking Qwen/Qwen3-8B (dry run)" in err
    assert server.requests[0].body["chat_template_kwargs"] == {"enable_thinking": False}
    assert len(server.requests) == 1


def test_dry_run_of_an_invalid_call_shows_validation_and_exits_1(capsys):
    with FakeOpenAIServer([BAD_CALL]) as server:
        code = main(call("--base-url", server.base_url, "--model", "Qwen/Qwen3-8B"))
    out = capsys.readouterr().out
    assert code == 1 and "valid=False" in out and "validation:" in out


def test_execute_runs_the_loop(capsys):
    with FakeOpenAIServer([CALL, "Sunny in Denver."]) as server:
        code = main(call("--base-url", server.base_url, "--model", "Qwen/Qwen3-8B", "--execute"))
    out = capsys.readouterr().out
    assert code == 0 and "stopped: no_call" in out and "final: Sunny in Denver." in out
    assert 'result: {"ok": true' in out and "-- step 2" in out


def test_json_trace_and_the_servers_model(capsys):
    with FakeOpenAIServer([CALL, "Sunny."], model="Qwen/Qwen3-8B") as server:
        code = main(call("--base-url", server.base_url, "--execute", "--json", "--max-steps", "3"))
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert code == 0 and data["stopped"] == "no_call" and data["prompt"]["chars"] > 0
    assert "using the server's model Qwen/Qwen3-8B" in err
    assert server.requests[-1].body["model"] == "Qwen/Qwen3-8B"


def test_tools_without_executors_are_a_dry_run(capsys, openai_path):
    with FakeOpenAIServer([CALL]) as server:
        argv = ["call", str(openai_path), "--request", "x", "--base-url", server.base_url]
        code = main([*argv, "--model", "Qwen/Qwen3-8B", "--execute"])
    out, err = capsys.readouterr()
    assert code == 0 and "stopped: dry_run" in out and "no executors" in err


def test_native_and_format_flags(capsys):
    native = {"tool_calls": [{"name": "get_forecast", "arguments": {"city": "Denver"}}]}
    with FakeOpenAIServer([native, "Sunny."]) as server:
        code = main(call("--base-url", server.base_url, "--model", "m", "--native", "--execute"))
        assert (
            code == 0 and server.requests[0].body["tools"][0]["function"]["name"] == "get_forecast"
        )
    json_call = json.dumps({"name": "get_forecast", "arguments": {"city": "Denver"}})
    with FakeOpenAIServer([json_call]) as server:
        argv = call("--base-url", server.base_url, "--model", "m")
        code = main([*argv, "--format", "json_schema_openai", "--protocol", "json_object"])
    assert code == 0 and "valid=True" in capsys.readouterr().out


def test_anthropic_flag(capsys):
    with FakeAnthropicServer([CALL]) as server:
        code = main(call("--anthropic", "--model", "claude-opus-5-5", "--base-url", server.url))
    assert code == 0 and "valid=True" in capsys.readouterr().out
    assert server.requests[0].path == "/v1/messages"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (call(), "--base-url is required"),
        (call("--anthropic"), "--model is required"),
        (
            call("--base-url", "http://127.0.0.1:9/v1", "--model", "m", "--max-steps", "0"),
            "--max-steps",
        ),
        (
            call("--base-url", "http://127.0.0.1:9/v1", "--model", "m", "--max-tokens", "0"),
            "--max-tokens",
        ),
    ],
)
def test_user_errors_exit_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_an_unreachable_endpoint_exits_1_without_a_traceback(capsys, monkeypatch):
    sleeps: list[float] = []
    monkeypatch.setattr(http.time, "sleep", sleeps.append)
    with FakeOpenAIServer([]) as server:
        url = server.base_url
    assert main(call("--base-url", url, "--model", "m")) == 1
    assert sleeps == [0.5, 1.0, 2.0]  # the default backoff, doubling over three retries
    err = capsys.readouterr().err
    assert "stopped: error" in err and "connection error" in err and "Traceback" not in err


def test_max_tokens_local_price_and_a_reply_cut_for_length(capsys):
    cut = {"content": '<function_calls>\n  <invoke name="get_forecast">', "finish_reason": "length"}
    with FakeOpenAIServer([cut], model="m") as server:
        code = main(call("--base-url", server.base_url, "--model", "m", "--max-tokens", "16"))
    out = capsys.readouterr().out
    assert code == 1  # a cut-off reply is not an ok dry run
    assert server.requests[0].body["max_tokens"] == 16
    assert "stopped for length" in out and "no cache hits reported" in out
    assert "(self_hosted)" in out  # the loopback server is the user's own hardware


def test_price_flag_overrides_the_local_default(capsys):
    with FakeOpenAIServer([CALL], model="m") as server:
        code = main(call("--base-url", server.base_url, "--model", "m", "--price", "frontier_api"))
    assert code == 0 and "(frontier_api)" in capsys.readouterr().out
