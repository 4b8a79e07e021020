"""How fast the bench runner drives a server, against a bare thread pool on the same server.

A FakeOpenAIServer runs in its own process (a model server is never inside the harness's
interpreter), answering as a scripted model. Both sides send the same chat requests at the same
concurrency: the baseline is a thread pool of plain ``http.client`` posts of prebuilt bodies; the
runner renders each prompt, calls the client, parses the reply under three rules, scores it and
stores the row (grading in a grader process, as a run of this size does by default). Goal:
runner / baseline >= 0.8, so the harness is never the bottleneck. The runner's rounds alternate
with the baseline's and the median ratio is the figure. Then a half-finished run is resumed, and
every finished row must be skipped.

    python benchmarks/bench_runner.py [--requests 5000] [--concurrency 32] [--rounds 5]
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

from loopback import server_process
from toolform.formats.registry import format_ids
from toolform.study.grid import CORE_FORMATS, plan_cells
from toolform.study.progress import Progress
from toolform.study.runner import BenchConfig, PromptCache, run_bench
from toolform.study.scripted import ScriptedResponder, share_rule
from toolform.study.tasks import load_suite

MODEL = "Qwen/Qwen3-8B"


def grid(requests: int):
    suite = load_suite("core")
    formats = [f for f in CORE_FORMATS if f in set(format_ids())][:4]
    cells = plan_cells(formats).cells
    per_cell = -(-requests // len(cells))
    # the fewest repeats of a whole number of tasks that gives exactly per_cell requests
    repeats = next(
        r for r in range(1, per_cell + 1) if per_cell % r == 0 and per_cell // r <= len(suite.tasks)
    )
    tasks = per_cell // repeats
    return suite, cells, tasks, repeats


def responder(requests: int) -> ScriptedResponder:
    suite, cells, tasks, _ = grid(requests)
    return ScriptedResponder(suite, cells, suite.tasks[:tasks], share_rule(0.7))


def bodies(requests: int) -> list[bytes]:
    suite, cells, tasks, repeats = grid(requests)
    out: list[bytes] = []
    prompts = PromptCache()
    for cell in cells:
        for task in suite.tasks[:tasks]:
            messages = prompts.messages(suite.toolset_for(task), cell, task.request)
            body = {"model": MODEL, "messages": messages, "max_tokens": 1024}
            out.extend([json.dumps(body).encode()] * repeats)
    return out[:requests]


def baseline(base_url: str, payloads: list[bytes], concurrency: int) -> float:
    """Requests per second of a bare thread pool, one kept-alive connection per thread."""
    parts = urlsplit(base_url)
    import threading

    local = threading.local()

    def post(body: bytes) -> None:
        for attempt in range(4):  # reconnect on a reset, as the toolform client does
            conn = getattr(local, "conn", None)
            if conn is None:
                conn = local.conn = http.client.HTTPConnection(
                    parts.hostname, parts.port, timeout=60
                )
            try:
                conn.request(
                    "POST",
                    parts.path + "/chat/completions",
                    body,
                    {"Content-Type": "application/json"},
                )
                json.loads(conn.getresponse().read())
                return
            except (ConnectionError, http.client.HTTPException):
                conn.close()
                local.conn = None
                if attempt == 3:
                    raise

    started = time.perf_counter()
    with ThreadPoolExecutor(concurrency) as pool:
        list(pool.map(post, payloads))
    return len(payloads) / (time.perf_counter() - started)


def runner_config(
    base_url: str, requests: int, concurrency: int, out: Path, tasks: int | None = None
) -> BenchConfig:
    suite, cells, n_tasks, repeats = grid(requests)
    return BenchConfig(
        model=MODEL,
        base_urls=[base_url],
        suite=suite,
        cells=cells,
        out=out,
        concurrency=concurrency,
        limit=tasks or n_tasks,
        repeats=repeats,
        label="bench_runner scripted server",
    )


def runner_rate(base_url: str, requests: int, concurrency: int, out: Path) -> float:
    summary = run_bench(
        runner_config(base_url, requests, concurrency, out), progress=Progress(0, enabled=False)
    )
    assert summary.errors == 0 and summary.done == requests, summary
    return summary.done / summary.elapsed_s


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=5000)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    with server_process(lambda: responder(args.requests)) as base_url:
        payloads = bodies(args.requests)
        baseline(base_url, payloads[:200], args.concurrency)  # warm up
        with tempfile.TemporaryDirectory() as tmp:
            # Each runner round (a whole fresh run) sits between two baseline rounds and is
            # compared with their mean, so that a slow spell of a shared machine hits both.
            bare = [baseline(base_url, payloads, args.concurrency)]
            ours: list[float] = []
            for i in range(args.rounds):
                ours.append(
                    runner_rate(base_url, args.requests, args.concurrency, Path(tmp) / str(i))
                )
                bare.append(baseline(base_url, payloads, args.concurrency))
            half = runner_config(base_url, args.requests, args.concurrency, Path(tmp) / "resume")
            half.limit = max(1, (half.limit or 1) // 2)
            first = run_bench(half, progress=Progress(0, enabled=False))
            whole = runner_config(base_url, args.requests, args.concurrency, Path(tmp) / "resume")
            second = run_bench(whole, progress=Progress(0, enabled=False))
    ratios = [rate / ((bare[i] + bare[i + 1]) / 2) for i, rate in enumerate(ours)]
    print(f"requests: {args.requests} per round at concurrency {args.concurrency}")
    print("bare http.client thread pool:  " + "  ".join(f"{r:7.1f}" for r in bare) + "  req/s")
    print("toolform bench runner:         " + "  ".join(f"{r:7.1f}" for r in ours) + "  req/s")
    print("round ratios runner / bare:    " + "  ".join(f"{r:7.2f}" for r in ratios))
    print(f"ratio runner / bare (median):  {statistics.median(ratios):7.2f}  (goal >= 0.8)")
    skipped_all = second.already_done == first.done and second.done + first.done == second.planned
    print(
        f"resume: first run {first.done} rows; rerun skipped {second.already_done}, "
        f"ran {second.done} of {second.planned}: {'all finished rows skipped' if skipped_all else 'MISMATCH'}"
    )


if __name__ == "__main__":
    main()
