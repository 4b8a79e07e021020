"""``toolform serve`` on the command line: --check, one-line errors, the missing extra."""

from __future__ import annotations

import json
import sys

import pytest

from toolform.cli.main import main


def run(argv, capsys):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_check_prints_the_settings(capsys):
    code, out, err = run(
        ["serve", "--upstream", "http://localhost:8000/v1", "--format", "xml_schema", "--check"],
        capsys,
    )
    assert code == 0, err
    shown = json.loads(out)
    assert shown["format_id"] == "xml_schema" and shown["port"] == 8080
    assert "api_key" not in shown


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        ([], "--upstream"),
        (["--upstream", "localhost:8000"], "http(s) URL"),
        (["--upstream", "http://x/v1", "--format", "xml_schem"], "xml_schema"),
        (["--upstream", "http://x/v1", "--protocol", "native"], "native"),
        (["--upstream", "http://x/v1", "--port", "70000"], "port"),
        (["--upstream", "http://x/v1", "--max-body", "0"], "bytes"),
        (["--upstream", "http://x/v1", "--on-invalid", "ignore"], "on-invalid"),
    ],
)
def test_bad_flags_exit_2_with_one_line(argv, words, capsys):
    code, _, err = run(["serve", *argv, "--check"], capsys)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and words in err and "Traceback" not in err


def test_without_the_extra_it_names_the_extra(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # an import of it now fails
    code, _, err = run(["serve", "--upstream", "http://x/v1", "--check"], capsys)
    assert code == 2 and "pip install 'toolform[serve]'" in err


def test_a_taken_port_is_one_line(capsys):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        code, _, err = run(["serve", "--upstream", "http://x/v1", "--port", port], capsys)
    assert code == 2 and f"cannot listen on 127.0.0.1:{port}" in err
    assert err.count("\n") == 1, err


def test_importing_toolform_loads_no_web_framework():
    import subprocess

    probe = (
        "import sys, toolform, toolform.cli.main, toolform.serve; "
        "print(sorted(m for m in ('starlette', 'uvicorn') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.stdout.strip() == "[]", done.stderr


def test_the_command_serves_and_finishes_a_request_in_flight_on_ctrl_c():
    """The whole command in a process of its own: it serves the openai client, logs one JSON
    line per request, and on SIGINT answers the request in flight before it exits."""
    import re
    import signal
    import subprocess
    import threading

    import openai
    from serving import TOOLS

    from toolform.protocols.registry import get_protocol
    from toolform.sdk.testing import FakeOpenAIServer

    call = get_protocol("xml_call").write_call([("get_time", {"city": "Oslo"})])
    release = threading.Event()

    def reply(body):
        release.wait(30)  # held until the interrupt has been sent
        return call

    with FakeOpenAIServer(reply) as upstream:
        argv = ["serve", "--upstream", upstream.base_url, "--port", "0", "--format", "xml_schema"]
        process = subprocess.Popen(
            [sys.executable, "-m", "toolform.cli.main", *argv],
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            port = re.search(r":(\d+)/v1 ", process.stderr.readline()).group(1)
            client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="k")
            answers = []
            asking = threading.Thread(
                target=lambda: answers.append(
                    client.chat.completions.create(
                        model="m", messages=[{"role": "user", "content": "Time?"}], tools=TOOLS
                    )
                )
            )
            asking.start()
            while not upstream.requests:  # the request is in flight at the upstream
                threading.Event().wait(0.01)
            process.send_signal(signal.SIGINT)
            release.set()
            asking.join(30)
            _, err = process.communicate(timeout=30)
        finally:
            release.set()
            if process.poll() is None:
                process.kill()
    (done,) = answers
    assert done.choices[0].message.tool_calls[0].function.name == "get_time"
    assert process.returncode == 130
    logged = [json.loads(line) for line in err.splitlines() if line.startswith("{")]
    assert [entry["status"] for entry in logged] == [200] and logged[0]["calls"] == 1
