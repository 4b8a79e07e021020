"""TypeScript loader speed: 1,000 declarations, against two baselines measured in the same run.

Baselines: toolform's OpenAI loader reading the same tools as JSON (what the TypeScript text costs
over a JSON file), and, when ``tree-sitter`` and ``tree-sitter-typescript`` are installed, a
tree-sitter parse of the same text (a syntax tree only: no types resolved, no schemas built), the
alternative weighed in ``docs/architecture.md``.

Run: ``.venv/bin/python benchmarks/bench_typescript.py [--n 1000] [--repeat 7]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from toolform.exporters import to_openai
from toolform.loaders import openai as openai_loader
from toolform.loaders import typescript


def declarations(n: int) -> str:
    """``n`` declarations: functions with JSDoc, and the interfaces and aliases they use."""
    parts: list[str] = []
    for i in range(n):
        kind = i % 4
        if kind == 0:
            parts.append(
                f"/**\n * Tool number {i}.\n * @param city City name.\n * @param days How many days.\n */\n"
                f"export declare function tool_{i}(city: string, days?: number, "
                f'units?: "metric" | "imperial"): Promise<Result{i + 3}>;'
            )
        elif kind == 1:
            parts.append(
                f"/** Search {i}. @param args.query Words. */\n"
                f"declare function search_{i}(args: {{ query: string; limit?: number; "
                f"tags: string[]; filter: Filter{i + 1} | null }}): void;"
            )
        elif kind == 2:
            parts.append(
                f"interface Filter{i} {{\n  /** Field. */\n  field: string;\n"
                f'  op: "eq" | "lt" | "gt";\n  value: string | number;\n}}'
            )
        else:
            parts.append(
                f"type Result{i} = {{ id: string; score: number; extra: Record<string, unknown> }};"
            )
    return "\n\n".join(parts) + "\n"


def median_ms(fn: Callable[[], Any], repeat: int) -> float:
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        rounds.append((time.perf_counter() - start) * 1000)
    return statistics.median(rounds)


def tree_sitter_parser() -> Callable[[bytes], Any] | None:
    try:
        import tree_sitter_typescript
        from tree_sitter import Language, Parser
    except ImportError:
        return None
    parser = Parser(Language(tree_sitter_typescript.language_typescript()))
    return parser.parse


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    text = declarations(args.n)
    tools = typescript.parse(text)
    as_json = json.dumps(to_openai(tools))
    print(f"{args.n} declarations ({len(text) / 1024:.0f} KiB): {len(tools)} tools")
    full = median_ms(lambda: typescript.parse(text), args.repeat)
    tokens = median_ms(lambda: typescript.tokenize(text), args.repeat)
    from_json = median_ms(lambda: openai_loader.load(as_json), args.repeat)
    print(
        f"  toolform TypeScript loader:  {full:8.1f} ms  ({full / args.n * 1000:.0f} us per declaration)"
    )
    print(f"    of which tokenizing:       {tokens:8.1f} ms")
    print(
        f"  same tools as OpenAI JSON:   {from_json:8.1f} ms  (ratio TS / JSON {full / from_json:.2f}x)"
    )
    ts_parse = tree_sitter_parser()
    if ts_parse is None:
        print("  tree-sitter: not installed, unmeasured")
        return
    data = text.encode()
    tree = median_ms(lambda: ts_parse(data), args.repeat)
    walked = median_ms(lambda: visit_all(ts_parse(data)), args.repeat)
    print(f"  tree-sitter parse only:      {tree:8.1f} ms  (toolform / that {full / tree:.2f}x)")
    print(
        f"  tree-sitter parse + visit:   {walked:8.1f} ms  (toolform / that {full / walked:.2f}x)"
    )
    print(
        "    (visiting every node from Python, building nothing: a floor for a tree-sitter loader)"
    )


def visit_all(tree: Any) -> int:
    """Step a cursor over every node: the least any Python walker of the tree must do."""
    cursor = tree.walk()
    count = 1
    while True:
        if cursor.goto_first_child() or cursor.goto_next_sibling():
            count += 1
            continue
        while cursor.goto_parent():
            if cursor.goto_next_sibling():
                count += 1
                break
        else:
            return count


if __name__ == "__main__":
    main()
