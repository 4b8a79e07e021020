"""``toolform convert``: load tools of any kind and write them as another kind."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from toolform.cli.common import load_toolset
from toolform.errors import LoaderError

NAME = "convert"
EXAMPLES = ("toolform convert examples/tools/openai_tools.json --to mcp",)
TARGETS = ("openai", "anthropic", "mcp", "gemini", "bfcl", "ir")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "file", help="tools file: OpenAI, Anthropic, MCP, IR, BFCL or Gemini JSON, .py or .ts"
    )
    p.add_argument("--to", required=True, choices=TARGETS, help="kind to write")
    p.add_argument("--out", help="write to this file instead of stdout")


def run(args: argparse.Namespace) -> int:
    toolset = load_toolset(args.file)
    data = {
        "openai": toolset.to_openai,
        "anthropic": toolset.to_anthropic,
        "mcp": lambda: {"tools": toolset.to_mcp()},
        "gemini": lambda: {"functionDeclarations": toolset.to_gemini()},
        "bfcl": toolset.to_bfcl,
        "ir": toolset.to_ir,
    }[args.to]()
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if args.out:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise LoaderError(f"cannot write: {exc.strerror}", source=args.out) from None
    else:
        print(text, end="")
    return 0
