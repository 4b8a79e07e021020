"""The CLI reference is generated from the parser: every subcommand, flag and example appears."""

from __future__ import annotations

import importlib

from toolform.cli.main import SUBCOMMANDS, build_parser, main
from toolform.cli.reference import cli_reference_markdown


def test_every_subcommand_documented_with_an_example():
    text = cli_reference_markdown()
    for name in SUBCOMMANDS:
        module = importlib.import_module(f"toolform.cli.{name}_cmd")
        assert f"## toolform {module.NAME}" in text
        assert getattr(module, "EXAMPLES", ()), f"toolform {name} has no EXAMPLES"


def test_every_flag_in_the_reference():
    text = cli_reference_markdown()
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    for sub_parser in sub.choices.values():
        for action in sub_parser._actions:
            for flag in action.option_strings:
                if flag not in ("-h", "--help"):
                    assert f"`{flag}`" in text


def test_no_command_prints_help_and_exits_2(capsys):
    assert main([]) == 2
    assert "usage" in capsys.readouterr().out
