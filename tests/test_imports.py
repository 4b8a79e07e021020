"""What each entry point loads, counted in a fresh interpreter (modules, never seconds): a process
that only parses replies, or asks for the version, does not pay for the study, the loaders, the
guard or the YAML and JSON Schema libraries. ``benchmarks/bench_import.py`` times the same."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from toolform.protocols.registry import get_protocol, protocol_ids

HEAVY = (
    "toolform.study",
    "toolform.loaders",
    "toolform.toolset",
    "toolform.guard",
    "toolform.loop",
    "sqlite3",
    "subprocess",
    "yaml",
    "jsonschema",
    "jsonschema_rs",
    "asyncio",
)


def loaded_after(code: str) -> set[str]:
    """The modules ``code`` adds to a fresh interpreter's ``sys.modules``."""
    script = (
        "import sys, json; before = set(sys.modules)\n"
        f"{code}\n"
        "print(json.dumps(sorted(set(sys.modules) - before)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], check=True, capture_output=True, text=True
    ).stdout
    return set(json.loads(out.splitlines()[-1]))


def heavy_in(modules: set[str]) -> list[str]:
    return sorted(h for h in HEAVY if any(m == h or m.startswith(h + ".") for m in modules))


@pytest.mark.parametrize("module", ["toolform.parse", "toolform.sdk", "toolform.prompts"])
def test_core_imports_load_nothing_heavy(module):
    assert heavy_in(loaded_after(f"import {module}")) == []


def test_parse_loads_only_the_protocols_asked_for():
    modules = loaded_after(
        "from toolform.parse import parse_reply\n"
        "from toolform.ir import ToolIR\n"
        "parse_reply('{\"name\": \"f\", \"arguments\": {}}', [ToolIR('f')], 'json_object', validate=False)"
    )
    protocols = {m for m in modules if m.startswith("toolform.protocols.")}
    assert "toolform.protocols.jsonlike" in protocols
    assert not protocols & {"toolform.protocols.yaml_call", "toolform.protocols.tagged"}


def test_version_and_help_import_no_subcommand():
    for argv in (["--version"], ["--help"]):
        code = (
            "import contextlib, io\nfrom toolform.cli.main import main\n"
            f"with contextlib.redirect_stdout(io.StringIO()): main({argv!r})"
        )
        modules = loaded_after(code)
        assert not [m for m in modules if m.endswith("_cmd")], argv
        assert sorted(m for m in modules if m.startswith("toolform")) == [
            "toolform",
            "toolform.cli",
            "toolform.cli.main",
            "toolform.errors",
        ]


def test_help_lists_every_subcommand_with_its_help(capsys):
    from toolform.cli.main import SUBCOMMANDS, main

    assert main(["--help"]) == 0
    listing = " ".join(capsys.readouterr().out.split())
    for name, help_text in SUBCOMMANDS.items():
        assert f"{name} {' '.join(help_text.split())}" in listing, name


def test_a_subcommand_imports_its_own_module_only():
    code = (
        "import contextlib, io\nfrom toolform.cli.main import main\n"
        "with contextlib.redirect_stdout(io.StringIO()): main(['formats'])"
    )
    commands = {m for m in loaded_after(code) if m.endswith("_cmd")}
    assert commands == {"toolform.cli.formats_cmd"}


def test_every_protocol_id_names_its_own_protocol():
    assert [get_protocol(pid).id for pid in protocol_ids()] == protocol_ids()
