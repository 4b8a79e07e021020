"""Every example in README.md and docs/ runs: a broken example fails CI.

Python blocks of one page run in order in one namespace (a page tells one story). In console
blocks, each ``$ toolform ...`` line runs in a shell from the root of the clone; a trailing
``# exit N`` states the expected status (0 otherwise). Install lines (``pip install``) and the test
command itself are not re-run here.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.S | re.M)
SKIPPED_PREFIXES = ("pip ", "python -m pytest", "python3 -m pytest", "vllm ")


def blocks(page: Path, languages: tuple[str, ...]) -> list[str]:
    return [body for lang, body in FENCE.findall(page.read_text()) if lang in languages]


def console_commands(page: Path) -> list[tuple[str, int]]:
    commands: list[tuple[str, int]] = []
    for body in blocks(page, ("console", "")):
        for line in body.splitlines():
            if not line.startswith("$ "):
                continue
            command = line[2:].strip()
            expected = 0
            match = re.search(r"\s+# exit (\d+)$", command)
            if match:
                expected = int(match.group(1))
                command = command[: match.start()]
            parts = [p.strip() for p in command.split("&&")]
            parts = [p for p in parts if not p.startswith(SKIPPED_PREFIXES)]
            if parts:
                commands.append((" && ".join(parts), expected))
    return commands


def _page_id(page: Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, ("python",))], ids=_page_id)
def test_python_examples(page, capsys):
    namespace: dict[str, object] = {"__name__": "__docs__"}
    for number, code in enumerate(blocks(page, ("python",)), 1):
        try:
            exec(compile(code, f"{_page_id(page)}#python-{number}", "exec"), namespace)
        except Exception as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"{_page_id(page)} python block {number} failed: {exc!r}\n{code}")


@pytest.mark.parametrize("page", [p for p in PAGES if console_commands(p)], ids=_page_id)
def test_console_examples(page):
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    for command, expected in console_commands(page):
        done = subprocess.run(
            ["bash", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == expected, (
            f"{_page_id(page)}: `{command}` exited {done.returncode}, expected {expected}\n"
            f"{done.stderr[-2000:]}"
        )
        assert "Traceback" not in done.stderr
