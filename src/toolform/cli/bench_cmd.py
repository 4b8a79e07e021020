"""``toolform bench``: run the format grid against a model endpoint, and export the results."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from toolform.cli.common import timeout_seconds
from toolform.clients.http import DEFAULT_TIMEOUT_S
from toolform.errors import ToolformError

NAME = "bench"
EXAMPLES = (
    "toolform bench --base-url http://localhost:8000/v1 --model Qwen/Qwen3-8B --no-thinking --core --limit 20 --out runs/qwen3-8b",
    "toolform bench export runs/qwen3-8b",
    "toolform bench report runs/qwen3-8b",
)
EXIT_CODES = {
    0: 'every row of the grid is finished and stored ("grid complete")',
    1: "rows of the grid failed (stderr says how many of how many; they are stored as errors); "
    "run the same command again to retry them",
    2: "user error, or another run is writing the same --out: one line on stderr",
    130: "interrupted; finished rows are saved, run again to resume",
}
DEFAULT_OUT = "bench-results"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--base-url",
        action="append",
        dest="base_urls",
        metavar="URL",
        help="endpoint (repeat to share the load round-robin over several servers)",
    )
    p.add_argument("--model", help="model id sent to the endpoint, recorded in every row")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--formats", nargs="+", metavar="ID", help="format ids to run")
    which.add_argument("--core", action="store_true", help="the eight core formats (the default)")
    which.add_argument(
        "--all", action="store_true", help="every single-turn format of the catalogue"
    )
    p.add_argument(
        "--protocols",
        nargs="+",
        metavar="ID",
        help="pair each format with these protocols instead of its default",
    )
    p.add_argument("--suite", default="core", help="bundled suite name or a suite JSON file")
    p.add_argument(
        "--concurrency",
        type=int,
        help="requests in flight at most (default: the slots a llama.cpp server reports, else "
        "1 per local endpoint and 16 per remote one; a timed-out request halves it)",
    )
    p.add_argument("--limit", type=int, help="run only the first K tasks of the suite")
    p.add_argument("--repeats", type=int, default=1, help="times to ask each task")
    p.add_argument(
        "--out", default=DEFAULT_OUT, help="folder of results.sqlite (a rerun resumes it)"
    )
    p.add_argument("--max-tokens", type=int, default=1024, help="completion token limit")
    p.add_argument("--temperature", type=float, default=0.0, help="sampling temperature")
    p.add_argument(
        "--no-thinking", action="store_true", help="send enable_thinking=false (Qwen 3 templates)"
    )
    p.add_argument(
        "--api-key-env", default="OPENAI_API_KEY", help="environment variable holding the key"
    )
    p.add_argument(
        "--max-retries",
        type=int,
        default=3,
        help="client retries on 429, 5xx and connection errors",
    )
    p.add_argument(
        "--timeout",
        type=timeout_seconds,
        default=DEFAULT_TIMEOUT_S,
        metavar="S",
        help="seconds one attempt may take, connecting to the answer's last byte",
    )
    p.add_argument(
        "--synthetic",
        metavar="LABEL",
        help="mark the run synthetic (a scripted server): its numbers are labelled synthetic:LABEL",
    )
    p.add_argument("--quiet", action="store_true", help="no progress output")
    actions = p.add_subparsers(dest="bench_action", metavar="ACTION")
    export = actions.add_parser(
        "export", help="write formats.json, main_table.md and main_table.csv"
    )
    export.add_argument("dir", help="folder holding results.sqlite")
    export.add_argument(
        "--to", dest="export_to", metavar="DIR", help="write the files here instead"
    )
    report = actions.add_parser(
        "report", help="write report.html: accuracy, tokens, failure taxonomy and real replies"
    )
    report.add_argument("dir", help="folder holding results.sqlite")
    report.add_argument(
        "--to", dest="report_to", metavar="PATH", help="write the page here instead"
    )
    report.add_argument(
        "--screenshot",
        action="store_true",
        help="also render the page in headless Chromium and keep report.png beside it",
    )


def _positive(name: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise ToolformError(f"{name} must be at least 1, got {value}")


def run(args: argparse.Namespace) -> int:
    if args.bench_action == "export":
        return _export(args)
    if args.bench_action == "report":
        from toolform.study.report import screenshot, write_report

        page = write_report(args.dir, args.report_to)
        print(f"report: {page}")
        if args.screenshot:
            print(f"screenshot: {screenshot(page, page.with_suffix('.png'))}")
        return 0
    return _run_grid(args)


def _export(args: argparse.Namespace) -> int:
    from toolform.study.export import export_dir

    for name, path in export_dir(args.dir, args.export_to).items():
        print(f"{name}: {path}")
    return 0


def _run_grid(args: argparse.Namespace) -> int:
    from toolform.clients.http import api_key_from, check_base_url
    from toolform.study.grid import plan_cells
    from toolform.study.progress import Progress, rate_text
    from toolform.study.runner import BenchConfig, run_bench
    from toolform.study.tasks import load_suite

    if not args.base_urls or not args.model:
        raise ToolformError("--base-url and --model are required to run the grid")
    for name in ("concurrency", "limit", "repeats"):
        _positive(f"--{name}", getattr(args, name))
    for url in args.base_urls:
        check_base_url(url)
    api_key = api_key_from(None, args.api_key_env)
    suite = load_suite(args.suite)
    plan = plan_cells(args.formats, all_formats=args.all, protocol_ids=args.protocols)
    if plan.skipped:
        print(f"bench: skipping two-stage formats: {', '.join(plan.skipped)}", file=sys.stderr)
    label = args.synthetic or ""
    config = BenchConfig(
        model=args.model,
        base_urls=args.base_urls,
        suite=suite,
        cells=plan.cells,
        out=Path(args.out),
        concurrency=args.concurrency,
        limit=args.limit,
        repeats=args.repeats,
        max_tokens=args.max_tokens,
        temperature=args.temperature,
        enable_thinking=False if args.no_thinking else None,
        api_key=api_key,
        max_retries=args.max_retries,
        timeout_s=args.timeout,
        label=label,
    )
    tasks = min(len(suite.tasks), args.limit or len(suite.tasks))
    print(
        f"bench: {args.model} on {suite.label}: {len(plan.cells)} cells x {tasks} tasks"
        f" x {args.repeats} repeats into {config.out}",
        file=sys.stderr,
    )
    summary = run_bench(config, progress=Progress(0, enabled=False) if args.quiet else None)
    narrowed = f", halved {summary.narrowed} times after timeouts" if summary.narrowed else ""
    print(
        f"run {summary.run.run_id}: {summary.done} finished now, {summary.errors} errors, "
        f"{summary.already_done} already done; {rate_text(summary.rate)}, "
        f"{summary.concurrency} in flight at most{narrowed}; results in {summary.store_path}"
    )
    if summary.interrupted:
        print("bench: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    if summary.unfinished:
        print(
            f"bench: {summary.unfinished} of {summary.planned} rows of the grid failed and are "
            "stored as errors; run the same command again to retry them",
            file=sys.stderr,
        )
        return 1
    print(f"bench: grid complete: all {summary.planned} rows finished", file=sys.stderr)
    return 0
