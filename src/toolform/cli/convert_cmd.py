"""``toolform convert``: load tools of any kind and write them as another kind."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from toolform.cli.common import load_toolset
from toolform.errors import LoaderError
from toolform.loaders.kinds import dump_kinds, get_kind

NAME = "convert"
EXAMPLES = ("toolform convert examples/tools/openai_tools.json --to mcp",)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "file", help="tools file: OpenAI, Anthropic, MCP, IR, BFCL or Gemini JSON, .py or .ts"
    )
    p.add_argument("--to", required=True, choices=dump_kinds(), help="kind to write")
    p.add_argument("--out", help="write to this file instead of stdout")


def run(args: argparse.Namespace) -> int:
    toolset = load_toolset(args.file)
    dump = get_kind(args.to).dump
    assert dump is not None  # --to offers only the kinds that have one
    text = json.dumps(dump(toolset.universe), indent=2, ensure_ascii=False) + "\n"
    if args.out:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise LoaderError(f"cannot write: {exc.strerror}", source=args.out) from None
    else:
        print(text, end="")
    return 0
