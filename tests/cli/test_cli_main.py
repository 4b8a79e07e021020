"""``toolform`` against hostile arguments, files and streams: one line and exit 2 for what the
user got wrong, a quiet end on a closed stdout, and never a traceback, whatever the arguments
(a hypothesis test feeds it lists drawn from every flag and a set of awkward values)."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given
from hypothesis import strategies as st

from hypothesis_profiles import examples
from toolform.cli.main import SUBCOMMANDS, build_parser, main

DATA = Path(__file__).parents[1] / "data"
TOOLS = str(DATA / "weather_tools.json")


def run(argv: list[str], stdin: io.TextIOBase | None = None) -> tuple[int, str, str]:
    """``main(argv)`` with its streams captured."""
    out, err = io.StringIO(), io.StringIO()
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        mock.patch.object(sys, "stdin", stdin if stdin is not None else io.StringIO("")),
    ):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def one_error_line(err: str) -> str:
    assert "Traceback" not in err
    (line,) = [x for x in err.splitlines() if "error:" in x]
    assert line == err.strip().splitlines()[-1]
    return line


def test_a_tools_file_nested_100000_deep(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text('{"tools": ' + "[" * 100_000 + "]" * 100_000 + "}")
    for command in ("inspect", "guard", "convert"):
        argv = [command, str(deep)] + (["--to", "mcp"] if command == "convert" else [])
        code, _, err = run(argv)
        assert code == 2 and "nested too deeply" in one_error_line(err)


def test_a_schema_nested_deeper_than_python_goes(tmp_path):
    """JSON the parser reads, but deeper than the loaders' recursion: still one line."""
    depth = 900
    schema = '{"type": "array", "items": ' * depth + '{"type": "string"}' + "}" * depth
    tool = '{"type": "function", "function": {"name": "f", "parameters": {"type": "object",'
    (tmp_path / "deep.json").write_text("[" + tool + ' "properties": {"a": ' + schema + "}}}}]")
    code, _, err = run(["inspect", str(tmp_path / "deep.json")])
    assert code in (0, 2) and "Traceback" not in err
    if code == 2:
        one_error_line(err)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_read_up_to_the_cap():
    code, _, err = run(["inspect", "/dev/zero"])
    assert code == 2 and "larger than 33554432 bytes" in one_error_line(err)
    code, _, err = run(["parse", TOOLS, "--protocol", "xml_call", "--reply-file", "/dev/zero"])
    assert code == 2 and "larger than" in one_error_line(err)


def test_a_closed_stdin_is_a_user_error():
    closed = io.StringIO()
    closed.close()
    for stdin in (None, closed):
        with mock.patch.object(sys, "stdin", stdin):
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(["parse", TOOLS, "--protocol", "xml_call"])
        assert code == 2 and "standard input is closed" in one_error_line(err.getvalue())


def test_stdin_is_read_with_the_cap(monkeypatch):
    monkeypatch.setattr("toolform.cli.common.MAX_INPUT_BYTES", 10)
    code, _, err = run(["parse", TOOLS, "--protocol", "xml_call"], io.StringIO("x" * 11))
    assert code == 2 and "larger than 10 bytes" in one_error_line(err)


def shell(command: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(
        ["sh", "-c", command], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell redirections")
def test_closed_and_broken_streams_in_a_real_process():
    toolform = f"{sys.executable} -m toolform.cli.main"
    closed = shell(f"{toolform} formats >&-")
    assert (closed.returncode, closed.stderr) == (0, "")
    broken = shell(f"{toolform} formats --json | head -c 10 >/dev/null")
    assert broken.stderr == ""
    no_stdin = shell(f"{toolform} parse {TOOLS} --protocol xml_call <&-")
    assert no_stdin.returncode == 2
    assert no_stdin.stderr.strip().endswith(
        "standard input is closed: nothing to read the reply from"
    )


def test_study_given_a_directory(tmp_path):
    code, _, err = run(["advise", "--model", "m", "--tools", TOOLS, "--study", str(tmp_path)])
    assert code == 2 and "is a directory" in one_error_line(err)
    code, _, err = run(["render", TOOLS, "--compare", "--study", str(tmp_path)])
    assert code == 2 and "is a directory" in one_error_line(err)


def test_suite_files_that_cannot_be_read(tmp_path):
    common = ["bench", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
    for suite in (str(tmp_path), "/dev/zero"):
        code, _, err = run([*common, "--suite", suite, "--out", str(tmp_path / "o")])
        assert code == 2
        one_error_line(err)


def test_argparse_errors_are_one_line():
    for argv in (["nope"], ["parse"], ["inspect", TOOLS, "--bogus"], ["bench", "--limit", "x"]):
        code, out, err = run(argv)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
        assert "--help" in err
    assert run(["--version"])[0] == 0 and run(["inspect", "--help"])[0] == 0


def test_a_bug_is_one_line_with_exit_1(monkeypatch):
    def broken(args):
        raise KeyError("inner")

    monkeypatch.setattr("toolform.cli.inspect_cmd.run", broken)
    code, _, err = run(["inspect", TOOLS])
    assert code == 1 and "internal error: KeyError" in err and len(err.splitlines()) == 1
    monkeypatch.setenv("TOOLFORM_TRACEBACK", "1")
    with pytest.raises(KeyError):
        run(["inspect", TOOLS])


# --- fuzzing ---------------------------------------------------------------------------------
def _flags() -> list[str]:
    found: set[str] = set()
    parser = build_parser()
    stack = [parser]
    while stack:
        p = stack.pop()
        for action in p._actions:
            found.update(o for o in action.option_strings if o not in ("-h", "--help"))
            if action.choices and isinstance(action.choices, dict):
                stack.extend(action.choices.values())
    return sorted(found)


VALUES = [
    TOOLS,
    str(DATA / "hard_tools.json"),
    "examples/tools/weather.py",
    "/dev/null",
    "/dev/zero",
    "/",
    "/proc/x",
    "missing.json",
    "-",
    "",
    "0",
    "-1",
    "3",
    "1e309",
    "nan",
    "xml_call",
    "json_object",
    "xml_schema",
    "core",
    "strict",
    "mcp",
    "ftp://x",
    "http://",
    "http://[::1",
    "http://127.0.0.1:9/v1",
    "http://127.0.0.1:notaport/v1",
    "export",
    "m",
    "\udcff\ud800",
    "\x00",
    "a\nb",
    '{"name": "f"}',
]


@examples(
    60,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    command=st.sampled_from([*SUBCOMMANDS, "nope"]),
    first=st.sampled_from(VALUES),
    words=st.lists(
        st.sampled_from(_flags()) | st.sampled_from(VALUES) | st.text(max_size=8), max_size=6
    ),
    stdin=st.text(max_size=50),
)
def test_no_arguments_give_a_traceback(tmp_path, monkeypatch, command, first, words, stdin):
    monkeypatch.chdir(tmp_path)  # a bench's default --out lands here
    monkeypatch.setenv("OPENAI_API_KEY", "")
    with mock.patch("time.sleep"):  # the clients' retry waits
        code, _, err = run(
            ["--limit", "1"] if command == "nope" else [command, first, *words], io.StringIO(stdin)
        )
    assert code in (0, 1, 2), err
    assert "Traceback" not in err and "internal error" not in err, err
    if code == 2:
        one_error_line(err)


def test_timeout_flag_reaches_the_clients(tmp_path):
    from toolform.sdk.testing import FakeOpenAIServer, Fault
    from toolform.study.store import ResultStore

    with FakeOpenAIServer(lambda body: Fault(delay_s=5.0)) as server:
        common = ["--base-url", server.base_url, "--model", "m", "--timeout", "0.2"]
        bench = ["bench", *common, "--formats", "json_minimal", "--limit", "1", "--quiet"]
        code, _, err = run([*bench, "--max-retries", "0", "--out", str(tmp_path)])
        assert code == 1 and "1 of 1 rows of the grid failed" in err
        with mock.patch("time.sleep"):  # the call's default retries
            code, _, err = run(["call", TOOLS, "--request", "x", *common])
    assert code == 1 and "ClientTimeoutError" in err and "timeout_s=0.2" in err
    with ResultStore(tmp_path) as store:
        (row,) = store.rows()
    assert row.error is not None and "timeout_s=0.2" in row.error
