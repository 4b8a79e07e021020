"""Export a results store: ``formats.json`` and the core-format table (``main_table.md``/``.csv``).

``formats.json`` holds one entry per format (pooled over the models that ran it, on its default
protocol when that was run) and one ``cell`` per (run, format, protocol), each with accuracy under
the main rule and its Wilson 95% interval, n, tokens per task, and the same numbers by tier and by
rule. Every entry carries ``source``: the run id, model, suite version and date it came from.
Synthetic runs (against a scripted server) keep their ``synthetic:`` label, and a pooled entry never
mixes them with measured runs.
"""

from __future__ import annotations

import csv
import io
import json
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolform.clients.base import CUT_OFF_FINISH
from toolform.errors import StudyError
from toolform.grading_rules import RULES
from toolform.published import EXPORT_SCHEMA
from toolform.study.grid import CORE_FORMATS
from toolform.study.metrics import Proportion
from toolform.study.scoring import FAILURES
from toolform.study.store import ResultRow, ResultStore, Run, utc_now

EXPORT_VERSION = 1
TIERS = (1, 2, 3, 4)


@dataclass
class _Aggregate:
    """Everything the export says about a set of rows."""

    main: Proportion = field(default_factory=Proportion)
    by_rule: dict[str, Proportion] = field(default_factory=lambda: defaultdict(Proportion))
    by_tier: dict[int, Proportion] = field(default_factory=lambda: defaultdict(Proportion))
    by_category: dict[str, Proportion] = field(default_factory=lambda: defaultdict(Proportion))
    injection: Proportion = field(default_factory=Proportion)
    errors: int = 0
    prompt_tokens: list[int] = field(default_factory=list)
    completion_tokens: list[int] = field(default_factory=list)
    failures: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FAILURES, 0))
    hit_token_limit: int = 0

    def add(self, row: ResultRow) -> None:
        if row.status != "ok":
            self.errors += 1
            return
        if row.finish_reason in CUT_OFF_FINISH:
            self.hit_token_limit += 1
        failure = failure_of_row(row)
        if failure is not None:
            self.failures[failure] = self.failures.get(failure, 0) + 1
        ok = bool(row.correct_main)
        self.main.add(ok)
        self.by_tier[row.tier].add(ok)
        self.by_category[row.category].add(ok)
        for rule in RULES:
            self.by_rule[rule].add(bool(getattr(row, f"correct_{rule}")))
        if row.resisted is not None:
            self.injection.add(row.resisted)
        if row.prompt_tokens is not None:
            self.prompt_tokens.append(row.prompt_tokens)
        if row.completion_tokens is not None:
            self.completion_tokens.append(row.completion_tokens)

    def to_dict(self) -> dict[str, Any]:
        def mean(values: list[int]) -> float | None:
            return round(sum(values) / len(values), 1) if values else None

        prompt, completion = mean(self.prompt_tokens), mean(self.completion_tokens)
        total = None if prompt is None or completion is None else round(prompt + completion, 1)
        injection = self.injection.to_dict()
        return {
            **self.main.to_dict(),
            "errors": self.errors,
            "failures": dict(self.failures),
            "hit_token_limit": self.hit_token_limit,
            "tokens_per_task": {"prompt": prompt, "completion": completion, "total": total},
            "by_tier": {str(t): self.by_tier[t].to_dict() for t in sorted(self.by_tier)},
            "by_rule": {r: self.by_rule[r].to_dict() for r in RULES},
            "by_category": {c: self.by_category[c].to_dict() for c in sorted(self.by_category)},
            "injection": {
                "n": injection["n"],
                "resisted": injection["correct"],
                "rate": injection["accuracy"],
                "ci95": injection["ci95"],
            },
        }


def failure_of_row(row: ResultRow) -> str | None:
    """The main rule's failure class of a finished row (FAILURES); None when it is correct.

    Rows stored before the taxonomy existed carry no class: they count as ``unclassified``."""
    if row.correct_main:
        return None
    try:
        main = json.loads(row.score or "{}").get("main") or {}
    except (ValueError, AttributeError):
        main = {}
    return str(main.get("failure") or "unclassified")


def _aggregate(rows: Iterable[ResultRow]) -> dict[str, Any]:
    agg = _Aggregate()
    for row in rows:
        agg.add(row)
    return agg.to_dict()


def _group(
    rows: Iterable[ResultRow], key: Callable[[ResultRow], Any]
) -> dict[Any, list[ResultRow]]:
    groups: dict[Any, list[ResultRow]] = defaultdict(list)
    for row in rows:
        groups[key(row)].append(row)
    return groups


def _run_dict(run: Run) -> dict[str, Any]:
    return {
        "run_id": run.run_id,
        "model": run.model,
        "suite": run.suite,
        "suite_version": run.suite_version,
        "started": run.started,
        "updated": run.updated,
        "synthetic": run.synthetic,
        "source": run.source,
        "settings": run.settings,
    }


def build_export(store: ResultStore, rows: list[ResultRow] | None = None) -> dict[str, Any]:
    """The ``formats.json`` document for every run in ``store``. ``rows``: the store's rows when
    the caller has read them already (the report needs them too), so a large store is read once."""
    runs = {r.run_id: r for r in store.runs()}
    rows = list(store.rows()) if rows is None else rows
    cells: list[dict[str, Any]] = []
    for (run_id, fmt, proto), group in sorted(
        _group(rows, lambda r: (r.run_id, r.format_id, r.protocol_id)).items()
    ):
        run = runs[run_id]
        cells.append(
            {
                "model": run.model,
                "format_id": fmt,
                "protocol_id": proto,
                "default_protocol": group[0].default_protocol,
                "run_id": run_id,
                "synthetic": run.synthetic,
                "source": run.source,
                **_aggregate(group),
            }
        )
    formats: dict[str, Any] = {}
    for fmt, group in sorted(_group(rows, lambda r: r.format_id).items()):
        pool = _pool(group, runs)
        used = sorted({r.run_id for r in pool})
        formats[fmt] = {
            "protocols": sorted({r.protocol_id for r in pool}),
            "models": sorted({runs[i].model for i in used}),
            "synthetic": runs[used[0]].synthetic,
            "source": "; ".join(runs[i].source for i in used),
            **_aggregate(pool),
        }
    return {
        "schema": EXPORT_SCHEMA,
        "version": EXPORT_VERSION,
        "exported": utc_now(),
        "runs": [_run_dict(r) for r in runs.values()],
        "formats": formats,
        "cells": cells,
    }


def _pool(rows: list[ResultRow], runs: dict[str, Run]) -> list[ResultRow]:
    """The rows a format's pooled entry uses: measured over synthetic, default protocol first."""
    measured = [r for r in rows if not runs[r.run_id].synthetic]
    rows = measured or rows
    on_default = [r for r in rows if r.default_protocol]
    return on_default or rows


# --- the core table --------------------------------------------------------------------------
TABLE_COLUMNS = [
    "model",
    "format_id",
    "protocol_id",
    "accuracy",
    "ci95_low",
    "ci95_high",
    "n",
    "tokens_per_task",
    *(f"tier_{t}" for t in TIERS),
    "symmetric",
    "as_written",
    "source",
]


def main_table(export: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per (model, core format), from the cell on the format's default protocol."""
    by_key: dict[tuple[str, str], dict[str, Any]] = {}
    for cell in export["cells"]:
        key = (cell["model"], cell["format_id"])
        if cell["format_id"] in CORE_FORMATS and (key not in by_key or cell["default_protocol"]):
            by_key[key] = cell
    models = sorted({c["model"] for c in export["cells"]})
    table: list[dict[str, Any]] = []
    for model in models:
        for fmt in CORE_FORMATS:
            cell = by_key.get((model, fmt))
            if cell is None:
                table.append({"model": model, "format_id": fmt, "source": "not run"})
                continue
            ci = cell["ci95"] or [None, None]
            tiers = cell["by_tier"]
            table.append(
                {
                    "model": model,
                    "format_id": fmt,
                    "protocol_id": cell["protocol_id"],
                    "accuracy": cell["accuracy"],
                    "ci95_low": ci[0],
                    "ci95_high": ci[1],
                    "n": cell["n"],
                    "tokens_per_task": cell["tokens_per_task"]["total"],
                    **{f"tier_{t}": tiers.get(str(t), {}).get("accuracy") for t in TIERS},
                    "symmetric": cell["by_rule"]["symmetric"]["accuracy"],
                    "as_written": cell["by_rule"]["as_written"]["accuracy"],
                    "source": cell["source"],
                }
            )
    return table


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.3f}" if value <= 1 else f"{value:.1f}"
    return str(value)


def table_csv(table: list[dict[str, Any]]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, TABLE_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in table:
        writer.writerow({k: "" if row.get(k) is None else row.get(k) for k in TABLE_COLUMNS})
    return out.getvalue()


def table_markdown(table: list[dict[str, Any]], export: dict[str, Any]) -> str:
    """The core table as Markdown; sources are numbered under it so the rows stay readable."""
    sources = list(dict.fromkeys(r["source"] for r in table if r.get("source") != "not run"))
    shown = [c for c in TABLE_COLUMNS if c != "source"]
    lines = [
        "# Core formats",
        "",
        f"Exported {export['exported']} by toolform. Accuracy is under the main rule, with its "
        "Wilson 95% interval; tokens are prompt plus completion per task.",
        "",
        "| " + " | ".join([*shown, "source"]) + " |",
        "|" + "---|" * (len(shown) + 1),
    ]
    for row in table:
        ref = (
            "not run" if row.get("source") == "not run" else f"[{sources.index(row['source']) + 1}]"
        )
        lines.append("| " + " | ".join([*(_cell(row.get(c)) for c in shown), ref]) + " |")
    lines.append("")
    lines.extend(f"[{i}] {s}" for i, s in enumerate(sources, 1))
    return "\n".join(lines) + "\n"


def export_dir(folder: str | Path, out: str | Path | None = None) -> dict[str, Path]:
    """Write ``formats.json``, ``main_table.md`` and ``main_table.csv`` for the store in ``folder``."""
    target = Path(out or folder)
    with ResultStore(folder, create=False) as store:
        export = build_export(store)
    table = main_table(export)
    if target.exists() and not target.is_dir():
        raise StudyError("the export goes into a folder, and this is a file", source=str(target))
    paths = {
        "formats.json": target / "formats.json",
        "main_table.md": target / "main_table.md",
        "main_table.csv": target / "main_table.csv",
    }
    texts = {
        "formats.json": json.dumps(export, indent=2) + "\n",  # ASCII: odd text is escaped
        "main_table.md": table_markdown(table, export),
        "main_table.csv": table_csv(table),
    }
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name, path in paths.items():
            # A lone surrogate in a model name cannot be UTF-8: the tables show it escaped.
            path.write_text(texts[name], encoding="utf-8", errors="backslashreplace")
    except OSError as exc:
        raise StudyError(
            f"cannot write the export: {exc.strerror or exc}", source=str(exc.filename or target)
        ) from None
    return paths
