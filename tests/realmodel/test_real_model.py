"""The opt-in real-model tier: toolform against a real model server on 127.0.0.1.

Run it with ``bash scripts/real-model.sh install && bash scripts/real-model.sh start`` and then
``pytest -m realmodel``; a plain ``pytest`` deselects it. The base URL comes from
``TOOLFORM_REAL_MODEL_URL`` or the file the script writes. These tests hold toolform to what it
promises whatever a real model answers (a 135M model on a CPU mostly answers in prose): every run
ends with a reason and an intact trace, a reply cut at the token limit is never "no call", and the
instruction's example call is never executed. They never assert that the model is right.
"""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path

import pytest

from toolform.cli.main import main
from toolform.clients import OpenAICompatClient
from toolform.loop import CallLoop
from toolform.protocols.base import example_call
from toolform.protocols.registry import get_protocol
from toolform.study.grid import CORE_FORMATS
from toolform.toolset import Toolset

pytestmark = pytest.mark.realmodel

ROOT = Path(__file__).resolve().parents[2]
WEATHER = ROOT / "examples" / "tools" / "weather.py"
REQUEST = "What's the forecast for Denver for the next 3 days?"
TIMEOUT_S = 300.0  # a CPU model answers a long prompt in about a minute; never wait forever


def _base_url() -> str | None:
    url = os.environ.get("TOOLFORM_REAL_MODEL_URL")
    if not url:
        saved = Path(os.environ.get("TOOLFORM_REAL_MODEL_HOME", ROOT / ".real-model")) / "base_url"
        url = saved.read_text().strip() if saved.is_file() else None
    if not url:
        return None
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/models", timeout=5):
            return url
    except OSError:
        return None


@pytest.fixture(scope="module")
def server() -> str:
    url = _base_url()
    if url is None:
        pytest.skip("no real model server: run `bash scripts/real-model.sh start` first")
    return url


@pytest.fixture(scope="module")
def client(server: str) -> OpenAICompatClient:
    model = OpenAICompatClient(server, "", max_retries=0, timeout_s=TIMEOUT_S).list_models()[0]
    return OpenAICompatClient(server, model, max_retries=0, timeout_s=TIMEOUT_S)


@pytest.fixture(scope="module")
def weather() -> Toolset:
    return Toolset.from_python(str(WEATHER))


def _ended_cleanly(result) -> None:
    assert result.stopped in {"no_call", "max_steps", "invalid_call", "dry_run"}, result.error
    assert result.steps and all(step.reply is not None for step in result.steps)
    json.dumps(result.to_dict())  # the whole trace serialises


@pytest.mark.parametrize("format_id", CORE_FORMATS)
def test_each_core_format_runs_the_loop(client, weather, format_id):
    loop = CallLoop(client, weather, format_id=format_id, max_steps=2, max_tokens=96)
    _ended_cleanly(loop.run(REQUEST))


def test_native_tools_run_the_loop(client, weather):
    loop = CallLoop(client, weather, native=True, max_steps=2, max_tokens=96)
    _ended_cleanly(loop.run(REQUEST))


def test_a_reply_cut_at_the_token_limit_is_an_invalid_call(client, weather):
    loop = CallLoop(client, weather, format_id="json_minimal", max_steps=1, max_tokens=16)
    result = loop.run(REQUEST)
    step = result.steps[0]
    if step.reply.finish_reason != "length":
        pytest.skip("the model finished within 16 tokens")
    assert result.stopped != "no_call" and step.parsed.truncated and not step.parsed.ok


def test_the_instruction_example_is_never_executed(client, weather):
    ran: list[str] = []
    executors = {
        name: (lambda name=name, **kw: ran.append(name) or {"ok": True}) for name in weather.names
    }
    for format_id in CORE_FORMATS:
        protocol = get_protocol(
            CallLoop(client, weather, format_id=format_id).prompt_for("x").protocol_id
        )
        example = protocol.write_call([example_call(list(weather))])
        request = f"Repeat this exactly and nothing else: {example}"
        loop = CallLoop(client, weather, format_id=format_id, executors=executors, max_steps=1)
        result = loop.run(request)
        for step in result.steps:
            assert all(weather.get(c.resolved_name or c.name) for c in step.calls if c.valid)
    assert all(name in weather.names for name in ran)


def test_call_cli_against_the_server(server, capsys):
    code = main(
        [
            "call",
            str(WEATHER),
            "--request",
            REQUEST,
            "--base-url",
            server,
            "--max-tokens",
            "64",
            "--timeout",
            str(TIMEOUT_S),
        ]
    )
    out, err = capsys.readouterr()
    assert code in (0, 1) and "Traceback" not in err
    assert "(self_hosted)" in out  # a loopback server is priced as the user's own hardware


def test_bench_cli_against_the_server(server, tmp_path, capsys):
    out_dir = tmp_path / "run"
    code = main(
        [
            "bench",
            "--base-url",
            server,
            "--model",
            "smollm2-135m",
            "--formats",
            "json_minimal",
            "--limit",
            "2",
            "--max-tokens",
            "48",
            "--timeout",
            str(TIMEOUT_S),
            "--out",
            str(out_dir),
            "--quiet",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "1 in flight at most" in out or "in flight at most" in out
    assert main(["bench", "export", str(out_dir)]) == 0
    export = json.loads((out_dir / "formats.json").read_text())
    cell = export["cells"][0]
    assert cell["n"] == 2 and sum(cell["failures"].values()) == 2 - cell["correct"]


def test_the_report_draws_in_a_real_browser(server, tmp_path):
    import shutil

    from toolform.study.report import BROWSERS

    if not any(shutil.which(b) for b in BROWSERS):
        pytest.skip("no headless Chromium: apt-get install chromium")
    out_dir = tmp_path / "run"
    argv = ["bench", "--base-url", server, "--model", "smollm2-135m", "--formats", "json_minimal"]
    assert (
        main([*argv, "--limit", "1", "--max-tokens", "32", "--out", str(out_dir), "--quiet"]) == 0
    )
    assert main(["bench", "report", str(out_dir), "--screenshot"]) == 0
    png = out_dir / "report.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
