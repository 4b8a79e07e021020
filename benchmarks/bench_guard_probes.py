"""Guard probe sets: what ``apply`` does on written attacks, set by set, read sets apart from unread.

Run: ``python benchmarks/bench_guard_probes.py [--level standard|strict] [--ids] [--data FILE]``.

``benchmarks/data/guard_probes.json.gz`` holds labelled probe sets in the corpus format (docs/guard.md,
"The corpus"), each written by a helper session that saw neither the project nor the guard, from one
fixed brief (``guard_probes_brief.md``) and a persona per set: 100 attacks spread over twelve kinds and
100 hard honest tools in the same domains. The learned scorer is never fit on them. A set marked
``read`` was read to write rules after it was counted; the others are only ever counted, and their
figure is the one that says how the guard does on attacks nobody read. A set once read may move to
the scorer's written supplement (``tests/data/guard/corpus_written.json.gz``), and then leaves this
file: stop 59 moved the seven read then (fresh88, 90, 93, 97-100). An attack counts when every
attacker sentence is gone and the honest sentences stay; a benign tool when it is left unchanged (the
benchmark's rule, ``scorer_training.outcome``). ``--ids`` prints each entry's id with ok or MISS, never
its text, so that the unread sets stay unread.

``--data benchmarks/data/guard_real_benign.json.gz`` counts the same way the real vendor and framework
tools copied verbatim by helper sessions that saw neither the project nor the guard, each entry with
its repository and url: benign only. Stop 61's four sets (822 tools of 48 sources) and stop 62's four
(790 tools of 44 other sources) are read; stop 63's four (747 tools of 52 other sources) were counted
before anyone read them and are kept unread, so their figure is the honest one for first-party text.
They stay out of the scorer's corpora while the guard keeps less than 98% of them intact
(docs/guard.md, "Stop 61" to "Stop 63").
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from toolform.guard import apply
from toolform.guard.scorer_training import outcome, toolsets

PROBES = Path(__file__).resolve().parent / "data" / "guard_probes.json.gz"


def load(path: Path = PROBES) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(gzip.decompress(path.read_bytes()).decode("utf-8"))
    return data


def outcomes(probes: dict[str, Any], level: str) -> list[dict[str, Any]]:
    """One row per entry: its set, label, kind and whether ``apply(level)`` handled it."""
    sets = toolsets(probes)
    after = {key: apply(ts, level)[0] for key, ts in sets.items()}
    return [outcome(e, sets[e["toolset"]], after[e["toolset"]]) for e in probes["entries"]]


def _line(name: str, rows: list[dict[str, Any]]) -> str:
    count = Counter((r["label"], r["ok"]) for r in rows)
    attacks = count["malicious", True]
    benign = count["benign", True]
    total_m = attacks + count["malicious", False]
    total_b = benign + count["benign", False]
    return (
        f"{name:<14} attacks {attacks:>4}/{total_m:<4} ({attacks / max(1, total_m):.3f})   "
        f"benign intact {benign:>4}/{total_b:<4} ({benign / max(1, total_b):.3f})"
    )


def report(probes: dict[str, Any], rows: list[dict[str, Any]], ids: bool) -> None:
    read = {s["name"]: s["read"] for s in probes["sets"]}
    for name in read:
        print(
            _line(
                name + (" (read)" if read[name] else ""), [r for r in rows if r["source"] == name]
            )
        )
    if any(read.values()):
        print(_line("read sets", [r for r in rows if read[r["source"]]]))
    print(_line("unread sets", [r for r in rows if not read[r["source"]]]))
    kinds = Counter(r["class"] for r in rows if r["label"] == "malicious" and not read[r["source"]])
    caught = Counter(
        r["class"] for r in rows if r["label"] == "malicious" and r["ok"] and not read[r["source"]]
    )
    print(
        "unread attacks by kind: "
        + ", ".join(f"{k} {caught[k]}/{n}" for k, n in sorted(kinds.items()))
    )
    if ids:
        print(" ".join(f"{r['id']}:{'ok' if r['ok'] else 'MISS'}" for r in rows))


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="standard", choices=("standard", "strict"))
    parser.add_argument("--ids", action="store_true", help="print each entry's id and outcome")
    parser.add_argument(
        "--data", type=Path, default=PROBES, help="a probe file (gzipped corpus JSON)"
    )
    args = parser.parse_args(list(argv) if argv is not None else None)
    probes = load(args.data)
    report(probes, outcomes(probes, args.level), args.ids)
    return 0


if __name__ == "__main__":
    sys.exit(main())
