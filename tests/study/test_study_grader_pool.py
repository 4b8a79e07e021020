"""Grader processes: the rows they grade equal the runner's own, and a lost grader loses no row."""

from __future__ import annotations

import queue
import threading
from dataclasses import asdict

import pytest

from toolform.sdk.testing import FakeOpenAIServer
from toolform.study import grader_pool, runner
from toolform.study.grader_pool import GraderPool
from toolform.study.grid import CORE_FORMATS, plan_cells
from toolform.study.progress import Progress
from toolform.study.reply_grade import grade_reply
from toolform.study.scripted import ScriptedResponder, share_rule
from toolform.study.store import ResultStore
from toolform.study.tasks import load_suite

TASKS = 40
VOLATILE = {"run_id", "finished", "latency_s", "base_url"}


@pytest.fixture(scope="module")
def suite():
    return load_suite("core")


@pytest.fixture(scope="module")
def cells():
    return plan_cells(list(CORE_FORMATS[:2])).cells


@pytest.fixture
def server(suite, cells):
    responder = ScriptedResponder(suite, cells, suite.tasks[:TASKS], share_rule(0.7))
    with FakeOpenAIServer(responder) as fake:
        yield fake


def config(suite, cells, out, url, workers):
    return runner.BenchConfig(
        model="Qwen/Qwen3-8B",
        base_urls=[url],
        suite=suite,
        cells=cells,
        out=out,
        concurrency=8,
        limit=TASKS,
        label="graders test",
        grade_workers=workers,
    )


def _into(outcomes: queue.SimpleQueue):
    """A pool's callback that puts each (seq, outcome) of a batch on ``outcomes``."""

    def put(answered):
        for pair in answered:
            outcomes.put(pair)

    return put


def stored(out):
    with ResultStore(out) as store:
        rows = [{k: v for k, v in asdict(row).items() if k not in VOLATILE} for row in store.rows()]
    return sorted(rows, key=lambda r: (r["format_id"], r["protocol_id"], r["task_id"]))


def test_rows_graded_in_a_grader_equal_rows_graded_in_process(tmp_path, suite, cells, server):
    quiet = Progress(0, enabled=False)
    here = runner.run_bench(
        config(suite, cells, tmp_path / "here", server.base_url, 0), progress=quiet
    )
    there = runner.run_bench(
        config(suite, cells, tmp_path / "there", server.base_url, 2), progress=quiet
    )
    assert here.done == there.done == len(cells) * TASKS and there.errors == 0
    rows = stored(tmp_path / "there")
    assert rows == stored(tmp_path / "here")
    assert {r["correct_main"] for r in rows} == {True, False}  # both kinds were graded


def test_small_runs_start_no_grader(tmp_path, suite, cells, server, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a grader was started for a small run")

    monkeypatch.setattr(runner, "GraderPool", refuse)
    summary = runner.run_bench(
        config(suite, cells, tmp_path, server.base_url, None), progress=Progress(0, enabled=False)
    )
    assert summary.done == len(cells) * TASKS


def test_ctrl_c_with_graders_keeps_every_row_that_came_back(tmp_path, suite, cells, server):
    class Stop(Progress):
        def update(self, done, errors):
            if done >= 10:
                raise KeyboardInterrupt

    cfg = config(suite, cells, tmp_path, server.base_url, 1)
    cfg.batch_size = 1000
    first = runner.run_bench(cfg, progress=Stop(0, enabled=False))
    assert first.interrupted
    with ResultStore(tmp_path) as store:
        assert store.count(first.run.run_id, "ok") == first.done >= 10
    again = runner.run_bench(cfg, progress=Progress(0, enabled=False))
    assert again.already_done == first.done
    assert again.done + first.done == len(cells) * TASKS and again.errors == 0


@pytest.mark.parametrize("fork", [True, False], ids=["forked", "spawned"])
def test_a_lost_grader_hands_its_replies_back(suite, fork):
    outcomes: queue.SimpleQueue = queue.SimpleQueue()
    pool = GraderPool(suite, 1, _into(outcomes), fork=fork)
    assert pool.forked is fork
    task = suite.tasks[0]
    text = '{"name": "nothing", "arguments": {}}'
    try:
        assert pool.submit(
            [(1, task.id, "json_object", text, None), (2, "no-such-task", "x", "", None)]
        )
        got = dict(outcomes.get(timeout=30) for _ in range(2))
        assert got[1] == grade_reply(task, suite.toolset_for(task), "json_object", text)
        assert isinstance(got[2], str) and got[2].startswith("KeyError")  # an error, reported
        child = pool.children[0]
        child.process.kill()
        child.process.wait()
        # Refused at once, or taken and handed back as None: either way the caller grades it.
        if pool.submit([(3, task.id, "json_object", text, None)]):
            assert outcomes.get(timeout=30) == (3, None)
        child.reader.join(timeout=30)
        assert not pool.submit([(4, task.id, "json_object", text, None)])  # no grader left
        assert outcomes.empty()
    finally:
        pool.close()


def test_starting_a_grader_does_not_wait_for_it_to_read_the_suite(suite, tmp_path, monkeypatch):
    # A "grader" that never reads its stdin and exits after a while: the suite (far more than a
    # pipe holds) must not hold up the caller, and what was sent to it comes back as None.
    # A constructor that wrote the suite itself would block until that child exits (the write
    # fails only then), so the child still running when it returns shows that it did not wait.
    lazy = tmp_path / "lazy-grader"
    lazy.write_text("#!/bin/sh\nexec sleep 600\n")
    lazy.chmod(0o755)
    monkeypatch.setattr(grader_pool.sys, "executable", str(lazy))
    outcomes: queue.SimpleQueue = queue.SimpleQueue()
    pool = GraderPool(suite, 1, _into(outcomes), fork=False)
    child = pool.children[0]
    try:
        assert child.process.poll() is None
        child.process.kill()  # what was sent to a grader that is gone comes back as None
        if pool.submit([(7, suite.tasks[0].id, "json_object", "{}", None)]):
            assert outcomes.get(timeout=30) == (7, None)
    finally:
        pool.close()


def test_forked_and_spawned_graders_grade_alike(suite, cells):
    replies = ScriptedResponder(suite, cells, suite.tasks[:TASKS], share_rule(0.5)).replies
    texts = list(replies.values())
    items = [
        (i, task.id, cell.protocol_id, texts[i % len(texts)], None)
        for i, (task, cell) in enumerate((t, c) for c in cells for t in suite.tasks[:TASKS])
    ]
    graded: dict[bool, dict[int, object]] = {}
    for fork in (True, False):
        outcomes: queue.SimpleQueue = queue.SimpleQueue()
        pool = GraderPool(suite, 2, _into(outcomes), fork=fork)
        try:
            for start in range(0, len(items), 16):
                assert pool.submit(items[start : start + 16])
            graded[fork] = dict(outcomes.get(timeout=60) for _ in items)
        finally:
            # Each child must see its own EOF: were another child holding its pipe open, close
            # would wait in vain and then kill it, and the exit status below would not be 0.
            pool.close()
        assert all(child.process.wait(timeout=5) == 0 for child in pool.children)
    here = {
        seq: grade_reply(suite.task(task_id), suite.toolset_for(suite.task(task_id)), pid, text)
        for seq, task_id, pid, text, _ in items
    }
    assert graded[True] == graded[False] == here


def test_graders_fork_only_from_a_single_threaded_process(suite):
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert not grader_pool.can_fork()
        pool = GraderPool(suite, 1, lambda answered: None)
        assert not pool.forked
        pool.close()
    finally:
        stop.set()
        other.join()


def test_graders_start_before_the_progress_bar(tmp_path, suite, cells, server, monkeypatch):
    # A bar's refresh thread would keep a grader from being forked, so the graders come first.
    order: list[str] = []
    real_pool, real_progress = runner.GraderPool, runner.Progress

    def pool(*args, **kwargs):
        order.append("graders")
        return real_pool(*args, **kwargs)

    def progress(*args, **kwargs):
        order.append("progress")
        return real_progress(*args, **{**kwargs, "enabled": False})

    monkeypatch.setattr(runner, "GraderPool", pool)
    monkeypatch.setattr(runner, "Progress", progress)
    summary = runner.run_bench(config(suite, cells, tmp_path, server.base_url, 1))
    assert summary.done == len(cells) * TASKS
    assert order == ["graders", "progress"]
