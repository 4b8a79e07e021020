"""The grid runner, store and export with stand-ins for the prompt builder, the parser and the
client: concurrency, round-robin, resume, retried errors, Ctrl-C and exact exported numbers."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
import zlib
from pathlib import Path
from types import SimpleNamespace
from typing import ClassVar

import pytest

from toolform.errors import ClientError, StudyError
from toolform.study import reply_grade, runner
from toolform.study.export import build_export, export_dir
from toolform.study.grid import Cell
from toolform.study.metrics import wilson_interval
from toolform.study.progress import Progress
from toolform.study.store import BackgroundWriter, ResultRow, ResultStore
from toolform.study.tasks import load_suite

CELLS = [Cell("xml_schema", "xml_call", True), Cell("json_minimal", "json_object", True)]
LIMIT = 40


def right(task_id: str) -> bool:
    return zlib.crc32(task_id.encode()) % 10 < 7


@pytest.fixture(scope="module")
def suite():
    return load_suite("core")


@pytest.fixture
def stand_ins(monkeypatch):
    """A prompt is 'format|protocol|task'; a reply is JSON of the calls; parse reads it back."""

    def messages(self, toolset, cell, request):
        return [{"role": "user", "content": f"{cell.format_id}|{cell.protocol_id}|{request}"}]

    def parse(text, toolset, protocol_id, rule):
        data = json.loads(text)
        calls = [
            SimpleNamespace(
                resolved_name=n, arguments=a, valid=True, to_dict=lambda n=n, a=a: {n: a}
            )
            for n, a in data["calls"]
        ]
        return SimpleNamespace(
            calls=calls,
            rejected=[],
            no_call_declared=data["no_call"],
            to_dict=lambda: {"rule": rule, **data},
        )

    Client.fail = set()
    monkeypatch.setattr(runner.PromptCache, "messages", messages)
    monkeypatch.setattr(
        reply_grade,
        "parse_reply_rules",
        lambda text, toolset, pid, rules: {r: parse(text, toolset, pid, r) for r in rules},
    )


class Client:
    """Answers right for 70% of tasks (by a hash), records the URL it served and the load."""

    lock = threading.Lock()
    served: ClassVar[list[str]] = []
    fail: ClassVar[set[str]] = set()
    in_flight = 0
    peak = 0

    def __init__(self, suite, url):
        self.suite, self.url = suite, url

    def chat(self, messages, **kwargs):
        _, _, request = messages[0]["content"].split("|")
        task_id = next(t.id for t in self.suite.tasks[:LIMIT] if t.request == request)
        with Client.lock:
            Client.served.append(self.url)
            Client.in_flight += 1
            Client.peak = max(Client.peak, Client.in_flight)
        time.sleep(0.002)  # long enough for requests to overlap
        try:
            if task_id in Client.fail:
                raise ClientError("boom", status=500)
            task = self.suite.task(task_id)
            ok = right(task_id)
            if task.no_call:
                data = {"calls": [] if ok else [["x", {}]], "no_call": ok}
            else:
                calls = [[c.name, c.example_arguments()] for c in task.expected] if ok else []
                data = {"calls": calls, "no_call": not ok}
            return SimpleNamespace(
                text=json.dumps(data), prompt_tokens=100, completion_tokens=10, latency_s=0.0
            )
        finally:
            with Client.lock:
                Client.in_flight -= 1


def config(suite, out: Path, **kw):
    return runner.BenchConfig(
        model="Qwen/Qwen3-8B",
        base_urls=["http://a/v1", "http://b/v1"],
        suite=suite,
        cells=CELLS,
        out=out,
        limit=LIMIT,
        label="scripted 70%",
        **kw,
    )


def quiet():
    return Progress(0, enabled=False)


def test_run_resume_and_export(tmp_path, suite, stand_ins):
    Client.served.clear()
    Client.fail = {suite.tasks[3].id}
    cfg = config(suite, tmp_path, concurrency=4, batch_size=7)
    first = runner.run_bench(cfg, client_factory=lambda url: Client(suite, url), progress=quiet())
    assert (first.done, first.errors, first.already_done) == (2 * LIMIT - 2, 2, 0)
    assert set(Client.served) == {"http://a/v1", "http://b/v1"}
    assert 1 < Client.peak <= 4
    Client.fail = set()
    Client.served.clear()
    second = runner.run_bench(cfg, client_factory=lambda url: Client(suite, url), progress=quiet())
    assert (second.done, second.errors, second.already_done) == (2, 0, 2 * LIMIT - 2)
    assert second.run.run_id == first.run.run_id and len(Client.served) == 2

    paths = export_dir(tmp_path)
    export = json.loads(paths["formats.json"].read_text())
    tasks = suite.tasks[:LIMIT]
    k = sum(right(t.id) for t in tasks)
    for fmt in ("xml_schema", "json_minimal"):
        entry = export["formats"][fmt]
        assert (entry["correct"], entry["n"], entry["errors"]) == (k, LIMIT, 0)
        assert entry["accuracy"] == round(k / LIMIT, 4)
        assert entry["ci95"] == [round(x, 4) for x in wilson_interval(k, LIMIT)]
        assert entry["tokens_per_task"] == {"prompt": 100.0, "completion": 10.0, "total": 110.0}
        assert {r: v["correct"] for r, v in entry["by_rule"].items()} == {
            "main": k,
            "symmetric": k,
            "as_written": k,
        }
        for tier, stats in entry["by_tier"].items():
            in_tier = [t for t in tasks if str(t.tier) == tier]
            assert stats["correct"] == sum(right(t.id) for t in in_tier)
        assert entry["source"].startswith("synthetic:scripted 70% run:")
        assert (
            f"suite=core@{suite.version}" in entry["source"]
            and "model=Qwen/Qwen3-8B" in entry["source"]
        )
    table = paths["main_table.csv"].read_text().splitlines()
    assert table[0].startswith("model,format_id,protocol_id,accuracy,ci95_low")
    assert len(table) == 1 + 8  # one model, eight core formats (six not run)
    assert "not run" in paths["main_table.md"].read_text()


def test_ctrl_c_keeps_finished_rows(tmp_path, suite, stand_ins):
    class Stop(Progress):
        def update(self, done, errors):
            if done >= 10:
                raise KeyboardInterrupt

    cfg = config(suite, tmp_path, concurrency=2, batch_size=1000)
    summary = runner.run_bench(
        cfg, client_factory=lambda url: Client(suite, url), progress=Stop(0, enabled=False)
    )
    assert summary.interrupted
    with ResultStore(tmp_path) as store:
        saved = store.count(summary.run.run_id, "ok")
    assert saved >= 10 and saved == summary.done
    again = runner.run_bench(cfg, client_factory=lambda url: Client(suite, url), progress=quiet())
    assert again.already_done == saved and again.done + saved == 2 * LIMIT


def test_measured_and_synthetic_are_pooled_apart(tmp_path, suite, stand_ins):
    factory = lambda url: Client(suite, url)  # noqa: E731
    runner.run_bench(config(suite, tmp_path), client_factory=factory, progress=quiet())
    measured = config(suite, tmp_path)
    measured.label = ""
    measured.cells = CELLS[:1]
    measured.limit = 10
    runner.run_bench(measured, client_factory=factory, progress=quiet())
    with ResultStore(tmp_path) as store:
        export = build_export(store)
    assert export["formats"]["xml_schema"]["n"] == 10  # the measured rows only
    assert not export["formats"]["xml_schema"]["source"].startswith("synthetic:")
    assert export["formats"]["json_minimal"]["source"].startswith("synthetic:")
    assert len(export["cells"]) == 3


def test_store_errors(tmp_path):
    with pytest.raises(StudyError, match="no results store"):
        export_dir(tmp_path / "empty")
    bad = tmp_path / "x.sqlite"
    bad.write_text("not a database at all, just text" * 10)
    with pytest.raises(StudyError, match="not a results store"):
        ResultStore(bad)


def _row(task: str, repeat: int = 0) -> ResultRow:
    return ResultRow("r1", "fmt", "json_object", task, repeat, True, 1, "cat", "ok")


def test_background_writer_commits_every_batch_in_order(tmp_path):
    with ResultStore(tmp_path) as store:
        writer = BackgroundWriter(store)
        for i in range(20):
            writer.put([_row(f"t{i}", 0), _row(f"t{i}", 1)])
        writer.put([_row("t0", 0)])  # a later batch replaces an earlier row, as it was sent
        writer.put([])
        writer.close()
        rows = list(store.rows("r1"))
    assert len(rows) == 40
    assert {(r.task_id, r.repeat) for r in rows} == {
        (f"t{i}", k) for i in range(20) for k in (0, 1)
    }


def test_background_writer_hands_a_failed_write_back(tmp_path):
    class Broken(ResultStore):
        def write(self, rows):
            raise sqlite3.OperationalError("disk I/O error")

    with Broken(tmp_path) as store:
        writer = BackgroundWriter(store)
        writer.put([_row("t0")])
        with pytest.raises(sqlite3.OperationalError, match="disk I/O"):
            for _ in range(200):  # raised by a later put once the thread has met it
                writer.put([_row("t1")])
                time.sleep(0.01)
        writer.close()  # the error was handed over once: closing raises nothing more

    with Broken(tmp_path / "b") as store:
        writer = BackgroundWriter(store)
        writer.put([_row("t0")])
        with pytest.raises(sqlite3.OperationalError):
            writer.close()


def test_bench_cli_user_errors(tmp_path, capsys):
    from toolform.cli.main import main

    assert main(["bench", "--model", "m"]) == 2
    assert "--base-url and --model are required" in capsys.readouterr().err
    assert main(["bench", "--base-url", "http://x/v1", "--model", "m", "--limit", "0"]) == 2
    assert "--limit must be at least 1" in capsys.readouterr().err
    bad = ["bench", "--base-url", "http://x/v1", "--model", "m", "--formats", "xml_shema"]
    assert main(bad) == 2
    assert "unknown format 'xml_shema'" in capsys.readouterr().err
    assert (
        main(["bench", "--base-url", "u", "--model", "m", "--suite", str(tmp_path / "s.json")]) == 2
    )
    assert main(["bench", "export", str(tmp_path)]) == 2
    assert "no results store here" in capsys.readouterr().err


def test_bench_export_cli(tmp_path, suite, stand_ins, capsys):
    from toolform.cli.main import main

    runner.run_bench(
        config(suite, tmp_path), client_factory=lambda url: Client(suite, url), progress=quiet()
    )
    assert main(["bench", "export", str(tmp_path), "--to", str(tmp_path / "site")]) == 0
    out = capsys.readouterr().out
    assert "formats.json" in out and (tmp_path / "site" / "main_table.md").exists()


def test_plain_progress_lines():
    import io

    stream = io.StringIO()
    progress = Progress(4, stream)
    for done in range(1, 5):
        progress.update(done, 0)
    progress.close()
    lines = stream.getvalue().splitlines()
    assert lines[0].startswith("bench: 1/4 (25%)") and "req/s ETA" in lines[0]
    assert lines[-1].startswith("bench: 4/4 (100%)") and lines[-1].endswith("errors 0")


def test_rich_bar_is_updated_sparingly_and_ends_on_the_last_count(monkeypatch):
    import io

    pytest.importorskip("rich")

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    stream = Terminal()
    progress = Progress(1000, stream)
    assert progress._bar is not None
    shown = []
    monkeypatch.setattr(progress, "_show_on_bar", lambda: shown.append(progress._done))
    for done in range(1, 601):  # an interrupted run: never reaches the total
        progress.update(done, 0)
    assert len(shown) < 10  # not once per row
    monkeypatch.undo()
    progress.close()
    assert "600/1000" in stream.getvalue()


def test_prompt_cache_gives_the_bytes_render_gives(suite):
    from toolform.prompts import render

    cache = runner.PromptCache()
    picks = [t for t in suite.tasks if t.is_injection][:3] + suite.tasks[::60]
    for cell in CELLS:
        for task in picks:
            toolset = suite.toolset_for(task)
            want = render(toolset, cell.format_id, cell.protocol_id, request=task.request).messages
            assert cache.messages(toolset, cell, task.request) == want
