"""Parse-and-validate throughput of ``parse_reply`` across the answer protocols.

A 20-tool universe (the 10 hard tools of the test data plus 10 simple ones); 10,000 valid
replies, written by each protocol's own ``write_call`` with ``example_arguments`` and spread
round-robin over the protocols that carry arguments. Each reply is parsed and validated.

Baseline, measured in the same run on the same calls: ``json.loads`` of the call as JSON plus a
pre-built ``jsonschema.Draft202012Validator(schema).iter_errors`` on its arguments. The ratio is
parse time / baseline time, overall and per protocol. Goals: <= 3x json_object, <= 6x xml_call.

    python benchmarks/bench_parse.py [--replies 10000] [--passes 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

import jsonschema

from toolform.formats.example_values import example_arguments
from toolform.parse import parse_reply
from toolform.protocols.registry import all_protocols
from toolform.schema import parameters_schema
from toolform.sdk import Toolset

HARD_TOOLS = Path(__file__).resolve().parent.parent / "tests" / "data" / "hard_tools.json"
N_SIMPLE = 10
GOALS = {"json_object": 3.0, "xml_call": 6.0}


def universe() -> Toolset:
    hard = json.loads(HARD_TOOLS.read_text(encoding="utf-8"))
    simple = [
        {
            "type": "function",
            "function": {
                "name": f"lookup_{i:02d}",
                "description": f"Look something up in system {i}.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "query": {"type": "string", "description": "What to look up."},
                        "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
                        "mode": {"type": "string", "enum": ["fast", "exact"], "default": "fast"},
                    },
                    "required": ["query", "limit"],
                },
            },
        }
        for i in range(N_SIMPLE)
    ]
    return Toolset.from_openai(hard + simple)


def workload(toolset: Toolset, n: int) -> list[tuple[str, str, str, str]]:
    """(protocol id, reply text, tool name, the call as JSON) for ``n`` replies."""
    protocols = [p for p in all_protocols() if not p.selects_only]
    calls = [(t.name, example_arguments(t)) for t in toolset.tools]
    out = []
    for i in range(n):
        protocol = protocols[i % len(protocols)]
        name, args = calls[(i // len(protocols)) % len(calls)]
        as_json = json.dumps({"name": name, "arguments": args}, ensure_ascii=False)
        out.append((protocol.id, protocol.write_call([(name, args)]), name, as_json))
    return out


def time_parse(
    toolset: Toolset, work: list[tuple[str, str, str, str]], judged: dict[str, int]
) -> dict[str, float]:
    """Seconds per protocol; ``judged`` counts the replies whose calls came out invalid."""
    spent: dict[str, float] = {}
    clock = time.perf_counter
    for pid, text, _, _ in work:
        start = clock()
        reply = parse_reply(text, toolset, pid)
        spent[pid] = spent.get(pid, 0.0) + clock() - start
        if not reply.strict_found:
            raise AssertionError(f"{pid}: the strict parse found no call in {text!r}")
        if not reply.ok:
            judged[pid] = judged.get(pid, 0) + 1
    return spent


def time_baseline(
    validators: dict[str, Any], work: list[tuple[str, str, str, str]]
) -> dict[str, float]:
    spent: dict[str, float] = {}
    clock = time.perf_counter
    for pid, _, name, as_json in work:
        start = clock()
        call = json.loads(as_json)
        errors = list(validators[call["name"]].iter_errors(call["arguments"]))
        spent[pid] = spent.get(pid, 0.0) + clock() - start
        if errors:
            raise AssertionError(f"baseline: {name} arguments invalid: {errors[0].message}")
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=10_000)
    parser.add_argument("--passes", type=int, default=3, help="passes; the median is shown")
    args = parser.parse_args()
    toolset = universe()
    work = workload(toolset, args.replies)
    validators = {
        t.name: jsonschema.Draft202012Validator(parameters_schema(t.parameters))
        for t in toolset.tools
    }
    time_parse(toolset, work[:500], {})  # warm up imports and the validator cache
    time_baseline(validators, work[:500])
    invalid: dict[str, int] = {}
    passes = [
        (time_parse(toolset, work, invalid), time_baseline(validators, work))
        for _ in range(args.passes)
    ]
    counts: dict[str, int] = {}
    for pid, *_ in work:
        counts[pid] = counts.get(pid, 0) + 1

    def median(pick: Any) -> float:
        return statistics.median(pick(p, b) for p, b in passes)

    total_p = median(lambda p, b: sum(p.values()))
    total_b = median(lambda p, b: sum(b.values()))
    ratio = median(lambda p, b: sum(p.values()) / sum(b.values()))
    print(
        f"{len(work)} replies over {len(counts)} protocols, {len(toolset.tools)} tools "
        f"(median of {args.passes} passes)"
    )
    print(
        f"overall: parse_reply {len(work) / total_p:,.0f} replies/s, "
        f"baseline {len(work) / total_b:,.0f} calls/s, ratio {ratio:.2f}x"
    )
    for pid, n in counts.items():
        p_s = median(lambda p, b, pid=pid: p[pid])
        r = median(lambda p, b, pid=pid: p[pid] / b[pid])
        goal = f" (goal <= {GOALS[pid]:g}x)" if pid in GOALS else ""
        print(f"  {pid:15} {n / p_s:>9,.0f} replies/s  ratio {r:6.2f}x{goal}")
    for pid, n in invalid.items():
        # Text protocols keep "20" a string where the schema also allows a string (oneOf).
        print(f"note: {pid}: {n // args.passes} of {counts[pid]} replies judged invalid")


if __name__ == "__main__":
    main()
