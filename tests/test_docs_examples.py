"""Every example in README.md and docs/ runs: a broken example fails CI.

Python blocks of one page run in order in one namespace (a page tells one story). In console
blocks, each ``$ toolform ...`` line runs (a plain one through ``toolform.cli.main.main`` in this
process, one with pipes or other shell syntax in bash); a trailing ``# exit N`` states the
expected status (0 otherwise). Install lines (``pip install``), ``vllm serve`` and the test
command itself are not re-run here. Both kinds run from a scratch copy of the clone's root (every top-level entry
linked), so examples read ``examples/...`` as in a clone and whatever they write stays out of the
repository.

Examples that talk to a model run against loopback fake servers from ``toolform.sdk.testing``,
started once for the session. The rewriting rule, applied to a page's code and command lines
before they run:

* ``http://localhost:8000/v1`` (a local vLLM server) and ``https://api.openai.com/v1`` become
  the ``base_url`` of a ``FakeOpenAIServer``;
* ``https://api.anthropic.com`` becomes the ``base_url`` of a ``FakeAnthropicServer``.

Nothing else in the example changes. Both servers answer with one scripted responder (``reply``
below): on the first turn of a conversation it makes the call
``get_forecast(city="Denver", days=5)``, written in the answer protocol whose instruction the
system prompt carries (``<function_calls>`` XML, a JSON object, ...; a native tool call when the
request passes ``tools``), and on any later turn it answers in plain text.

Every subcommand's ``EXAMPLES`` run too, under the same rule; each must exit 0, or with the status
its module lists for that line in ``EXAMPLE_EXIT`` (a mapping from command line to status).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from toolform.cli.main import SUBCOMMANDS, main

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.S | re.M)
SKIPPED_PREFIXES = ("pip ", "python -m pytest", "python3 -m pytest", "vllm ")
OPENAI_URLS = ("http://localhost:8000/v1", "https://api.openai.com/v1")
ANTHROPIC_URL = "https://api.anthropic.com"
CALL = ("get_forecast", {"city": "Denver", "days": 5})
ANSWER = "Denver: sunny for the next five days."
FALLBACK_JSON = '{"name": "get_forecast", "arguments": {"city": "Denver", "days": 5}}'


def blocks(page: Path, languages: tuple[str, ...]) -> list[str]:
    return [body for lang, body in FENCE.findall(page.read_text()) if lang in languages]


def split_expected(command: str) -> tuple[str, int]:
    match = re.search(r"\s+# exit (\d+)$", command)
    if match:
        return command[: match.start()], int(match.group(1))
    return command, 0


def console_commands(page: Path) -> list[tuple[str, int]]:
    commands: list[tuple[str, int]] = []
    for body in blocks(page, ("console", "")):
        lines = body.replace("\\\n", " ").splitlines()
        for line in lines:
            if not line.startswith("$ "):
                continue
            command, expected = split_expected(line[2:].strip())
            parts = [p.strip() for p in command.split("&&")]
            parts = [p for p in parts if not p.startswith(SKIPPED_PREFIXES)]
            if parts:
                commands.append((" && ".join(parts), expected))
    return commands


def _page_id(page: Path) -> str:
    return str(page.relative_to(ROOT))


# --- the scripted model ---------------------------------------------------------------------
def _system_text(body: dict[str, Any]) -> str:
    system = body.get("system")
    if isinstance(system, list):
        system = " ".join(part.get("text", "") for part in system if isinstance(part, dict))
    texts = [system] if isinstance(system, str) else []
    for message in body.get("messages") or []:
        if message.get("role") == "system" and isinstance(message.get("content"), str):
            texts.append(message["content"])
    return "\n".join(texts)


def write_call(system: str) -> str:
    """The first-turn call, in the protocol whose instruction the system prompt carries."""
    from toolform.protocols.registry import get_protocol, protocol_ids

    asked = [
        get_protocol(pid)
        for pid in protocol_ids()
        if get_protocol(pid).shape_text and get_protocol(pid).shape_text in system
    ]
    if asked:
        protocol = max(asked, key=lambda p: len(p.shape_text))
        return protocol.write_call([CALL])
    if "<function_calls>" in system:
        return get_protocol("xml_call").write_call([CALL])
    return FALLBACK_JSON


def reply(body: Any) -> Any:
    """One answer of the fake model: a call on the first turn, plain text afterwards."""
    messages = body.get("messages") or []
    if any(m.get("role") in ("assistant", "tool") for m in messages):
        return ANSWER
    if body.get("tools"):
        return {"content": None, "tool_calls": [{"name": CALL[0], "arguments": CALL[1]}]}
    return write_call(_system_text(body))


@pytest.fixture(scope="session")
def fake_urls() -> Iterator[dict[str, str]]:
    """The rewriting rule: documented URL -> loopback URL (empty before the servers exist)."""
    try:
        from toolform.sdk.testing import FakeAnthropicServer, FakeOpenAIServer
    except ImportError:  # the loop has not landed: no page may need a model yet
        yield {}
        return
    with FakeOpenAIServer(reply) as openai, FakeAnthropicServer(reply) as anthropic:
        urls = dict.fromkeys(OPENAI_URLS, openai.base_url)
        urls[ANTHROPIC_URL] = anthropic.base_url
        yield urls


def rewrite(text: str, urls: dict[str, str]) -> str:
    for documented, fake in urls.items():
        text = text.replace(documented, fake)
    return text


@pytest.fixture(scope="session")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scratch root that looks like the clone: every top-level entry linked, writes stay here."""
    scratch = tmp_path_factory.mktemp("clone")
    for entry in ROOT.iterdir():
        if entry.name not in (".git", ".venv") and not entry.name.startswith(".pytest"):
            (scratch / entry.name).symlink_to(entry)
    return scratch


SHELL_SYNTAX = re.compile(r"[|<>;&$`()*?~]")
ECHO_PIPE = re.compile(r"echo ('[^']*') \| (toolform .*)")


@contextlib.contextmanager
def _stdin(text: str) -> Iterator[None]:
    previous, sys.stdin = sys.stdin, io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = previous


@dataclass
class Outcome:
    returncode: int
    stdout: str
    stderr: str


def run_command(command: str, cwd: Path) -> Outcome:
    """Run one command line: a plain ``toolform ...`` (also fed by ``echo '...' |``) in this
    process, through the same ``main`` the console script calls but without a second
    interpreter's start-up; anything else in bash. Both find this interpreter's folder first on
    PATH, so ``python`` in a command line an example starts is this interpreter."""
    stdin = ""
    piped = ECHO_PIPE.fullmatch(command)
    if piped and len(shlex.split(piped.group(1))) == 1:
        stdin, command = shlex.split(piped.group(1))[0] + "\n", piped.group(2)
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
    if command.startswith("toolform ") and not SHELL_SYNTAX.search(command):
        out, err = io.StringIO(), io.StringIO()
        previous, previous_path = os.getcwd(), os.environ["PATH"]
        os.chdir(cwd)
        os.environ["PATH"] = path  # a command the example starts (--mcp "python ...") finds ours
        try:
            with (
                contextlib.redirect_stdout(out),
                contextlib.redirect_stderr(err),
                _stdin(stdin),
            ):
                try:
                    code = main(shlex.split(command)[1:])
                except SystemExit as exc:  # argparse rejects a command line with exit 2
                    code = exc.code if isinstance(exc.code, int) else 1
        finally:
            os.chdir(previous)
            os.environ["PATH"] = previous_path
        return Outcome(code, out.getvalue(), err.getvalue())
    env = dict(os.environ, PATH=path)
    done = subprocess.run(
        ["bash", "-c", command], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    return Outcome(done.returncode, done.stdout, done.stderr)


# --- the tests ------------------------------------------------------------------------------
@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, ("python",))], ids=_page_id)
def test_python_examples(page, fake_urls, clone, monkeypatch, capsys):
    monkeypatch.chdir(clone)
    namespace: dict[str, object] = {"__name__": "__docs__"}
    for number, code in enumerate(blocks(page, ("python",)), 1):
        try:
            exec(
                compile(rewrite(code, fake_urls), f"{_page_id(page)}#python-{number}", "exec"),
                namespace,
            )
        except Exception as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"{_page_id(page)} python block {number} failed: {exc!r}\n{code}")


@pytest.mark.parametrize("page", [p for p in PAGES if console_commands(p)], ids=_page_id)
def test_console_examples(page, fake_urls, clone):
    for command, expected in console_commands(page):
        done = run_command(rewrite(command, fake_urls), clone)
        assert done.returncode == expected, (
            f"{_page_id(page)}: `{command}` exited {done.returncode}, expected {expected}\n"
            f"{done.stdout[-1000:]}\n{done.stderr[-2000:]}"
        )
        assert "Traceback" not in done.stderr


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_cli_module_examples_run(name, fake_urls, clone):
    module = importlib.import_module(f"toolform.cli.{name}_cmd")
    expected_exit: dict[str, int] = getattr(module, "EXAMPLE_EXIT", {})
    for line in module.EXAMPLES:
        if not fake_urls and any(url in line for url in (*OPENAI_URLS, ANTHROPIC_URL)):
            pytest.skip("an example needs a model, and toolform.sdk.testing is not there yet")
        done = run_command(rewrite(line, fake_urls), clone)
        assert done.returncode == expected_exit.get(line, 0), (
            f"toolform {name} example `{line}` exited {done.returncode}\n"
            f"{done.stdout[-1000:]}\n{done.stderr[-2000:]}"
        )
        assert "Traceback" not in done.stderr


def test_architecture_names_every_module():
    """The module map in docs/architecture.md keeps up with the package."""
    page = (ROOT / "docs" / "architecture.md").read_text()
    package = ROOT / "src" / "toolform"
    missing = [
        str(path.relative_to(package))
        for path in sorted(package.rglob("*.py"))
        if path.stem != "__init__"
        and "data" not in path.relative_to(package).parts
        and not {f"`{path.stem}`", f"`{path.name}`", f"`{path.stem.removesuffix('_cmd')}`"}
        & set(re.findall(r"`[^`\n]+`", FENCE.sub("", page)))
    ]
    assert not missing, f"docs/architecture.md does not mention: {missing}"


def test_every_page_in_the_nav():
    nav = (ROOT / "mkdocs.yml").read_text()
    pages = [str(p.relative_to(ROOT / "docs")) for p in sorted((ROOT / "docs").rglob("*.md"))]
    assert [p for p in pages if p not in nav] == []
