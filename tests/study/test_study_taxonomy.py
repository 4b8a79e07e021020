"""The study's failure taxonomy, the endpoint's finish reason in the rows, and run identity."""

from __future__ import annotations

import json
import sqlite3
from types import SimpleNamespace

import pytest

from toolform.errors import StudyError
from toolform.study import runner
from toolform.study.export import build_export
from toolform.study.grid import Cell
from toolform.study.progress import Progress
from toolform.study.reply_grade import grade_reply
from toolform.study.scoring import FAILURES
from toolform.study.store import ResultStore
from toolform.study.tasks import load_suite

NO_CALL = "weather.unrelated.01"
FORECAST = "weather.forecast.01"
GOOD = '{"name": "get_forecast", "arguments": {"city": "Denver", "days": 5, "units": "metric"}}'


@pytest.fixture(scope="module")
def suite():
    return load_suite("core")


def _failure(suite, task_id: str, text: str, finish_reason: str | None = None) -> str | None:
    task = suite.task(task_id)
    graded = grade_reply(task, suite.toolset_for(task), "json_object", text, finish_reason)
    return json.loads(graded.score)["main"]["failure"]


@pytest.mark.parametrize(
    ("task_id", "text", "finish", "expected"),
    [
        (FORECAST, GOOD, None, None),
        (FORECAST, GOOD, "length", "cut_off"),
        (FORECAST, '{"name": "get_forecast", "arguments": {"city":', None, "cut_off"),
        (NO_CALL, "Obrigado means thank you, and there is more to say", "length", "cut_off"),
        (FORECAST, "Denver will be sunny all week.", None, "prose"),
        (FORECAST, "   ", None, "no_reply"),
        (FORECAST, '{"name": "launch_rocket", "arguments": {}}', None, "wrong_tool"),
        (FORECAST, '{"name": "get_forecast", "arguments": {"city": 5}}', None, "invalid_arguments"),
        (
            FORECAST,
            '{"name": "get_forecast", "arguments": {"city": "Boston", "days": 5}}',
            None,
            "wrong_arguments",
        ),
        (NO_CALL, GOOD, None, "wrong_tool"),
        (FORECAST, 'get_forecast(city="Denver", days=5)', None, "wrong_format"),
    ],
)
def test_each_failure_has_its_class(suite, task_id, text, finish, expected):
    assert _failure(suite, task_id, text, finish) == expected
    assert expected is None or expected in FAILURES


def test_a_reply_stopped_for_length_is_never_a_correct_no_call(suite):
    task = suite.task(NO_CALL)
    tools = suite.toolset_for(task)
    finished = grade_reply(task, tools, "json_object", "No tool fits this request.")
    cut = grade_reply(task, tools, "json_object", "No tool fits this request.", "length")
    assert finished.correct["main"] and not any(cut.correct.values())


class _Client:
    """Answers every task in prose that the endpoint says it stopped for length."""

    def chat(self, messages, **kwargs):
        return SimpleNamespace(
            text="I would say that", prompt_tokens=50, completion_tokens=16, finish_reason="length"
        )


def _config(suite, out, **kw):
    return runner.BenchConfig(
        model="m",
        base_urls=["http://a/v1"],
        suite=suite,
        cells=[Cell("json_minimal", "json_object", True)],
        out=out,
        limit=4,
        label="scripted",
        **kw,
    )


def test_rows_keep_the_finish_reason_and_the_export_counts_failures(tmp_path, suite):
    summary = runner.run_bench(
        _config(suite, tmp_path, max_tokens=16),
        client_factory=lambda url: _Client(),
        progress=Progress(0, enabled=False),
    )
    assert summary.done == 4
    with ResultStore(tmp_path) as store:
        rows = list(store.rows())
        export = build_export(store)
    assert {r.finish_reason for r in rows} == {"length"}
    cell = export["cells"][0]
    assert cell["hit_token_limit"] == 4 and cell["failures"]["cut_off"] == 4
    assert set(cell["failures"]) == set(FAILURES)
    assert export["runs"][0]["settings"]["max_tokens"] == 16


def test_a_rerun_with_other_reply_settings_is_refused(tmp_path, suite):
    quiet = Progress(0, enabled=False)
    runner.run_bench(
        _config(suite, tmp_path, max_tokens=16),
        client_factory=lambda url: _Client(),
        progress=quiet,
    )
    with pytest.raises(StudyError, match="max_tokens=16 there, 128 now"):
        runner.run_bench(
            _config(suite, tmp_path, max_tokens=128),
            client_factory=lambda url: _Client(),
            progress=quiet,
        )
    # Settings that do not change replies (the endpoints) resume the same run.
    again = _config(suite, tmp_path, max_tokens=16)
    again.base_urls = ["http://b/v1"]
    summary = runner.run_bench(again, client_factory=lambda url: _Client(), progress=quiet)
    assert summary.already_done == 4


def test_a_store_from_before_finish_reasons_gains_the_column(tmp_path, suite):
    quiet = Progress(0, enabled=False)
    runner.run_bench(_config(suite, tmp_path), client_factory=lambda url: _Client(), progress=quiet)
    db = sqlite3.connect(tmp_path / "results.sqlite")
    db.execute("ALTER TABLE results DROP COLUMN finish_reason")
    db.commit()
    db.close()
    with ResultStore(tmp_path) as store:
        assert {r.finish_reason for r in store.rows()} == {None}


def test_concurrency_follows_the_endpoints():
    slots = {"http://127.0.0.1:8080/v1": 4}.get
    assert runner.choose_concurrency(["http://127.0.0.1:8080/v1"], slots) == 4
    assert runner.choose_concurrency(["http://127.0.0.1:9000/v1"], slots) == 1
    assert runner.choose_concurrency(["https://api.example.com/v1"], slots) == 16
    assert runner.choose_concurrency(["http://127.0.0.1:8080/v1", "http://10.0.0.2/v1"], slots) == 5


def test_a_timeout_halves_the_window_and_answers_widen_it_again():
    import threading

    stop = threading.Event()
    window = runner.Window(8)
    assert window.acquire(stop)
    window.release(timed_out=True)
    assert (window.limit, window.narrowed) == (4, 1)
    for _ in range(3):
        window.acquire(stop)
        window.release(timed_out=True)
    assert window.limit == 1  # never below one
    for _ in range(8 * 3):
        window.acquire(stop)
        window.release(timed_out=False)
    assert window.limit == 4  # one more per eight answers in a row
    stop.set()
    while window.in_flight < window.limit:
        window.in_flight += 1
    assert not window.acquire(stop)  # a stopped run hands out no more slots


class _SlowClient:
    """Times out on every request (as a one-slot server under too much load would)."""

    def chat(self, messages, **kwargs):
        from toolform.errors import ClientTimeoutError

        raise ClientTimeoutError("no whole answer within timeout_s=1 s")


def test_timeouts_narrow_a_bench_run(tmp_path, suite):
    summary = runner.run_bench(
        _config(suite, tmp_path, concurrency=4),
        client_factory=lambda url: _SlowClient(),
        progress=Progress(0, enabled=False),
    )
    assert summary.errors == 4 and summary.concurrency == 4 and summary.narrowed >= 2


@pytest.mark.parametrize(
    ("rate", "text"),
    [
        (0.0, "no request finished yet"),
        (0.25, "4.0 s/req"),
        (1.0, "1.0 req/s"),
        (12.34, "12.3 req/s"),
    ],
)
def test_rates_below_one_read_as_seconds_per_request(rate, text):
    from toolform.study.progress import rate_text

    assert rate_text(rate) == text


def test_the_report_page_shows_numbers_taxonomy_and_escaped_replies(tmp_path, suite):
    from toolform.cli.main import main
    from toolform.study.report import REPORT_NAME

    class Hostile:
        def chat(self, messages, **kwargs):
            return SimpleNamespace(text="<script>alert(1)</script> & more", finish_reason="stop")

    runner.run_bench(
        _config(suite, tmp_path),
        client_factory=lambda url: Hostile(),
        progress=Progress(0, enabled=False),
    )
    assert main(["bench", "report", str(tmp_path)]) == 0
    page = (tmp_path / REPORT_NAME).read_text()
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more" in page
    assert page.count("<svg") == 2 and "How replies failed" in page and "cut off" in page
    assert "json_minimal / json_object" in page and "synthetic" in page


def test_a_report_of_an_empty_or_missing_store_is_one_line(tmp_path, capsys):
    from toolform.cli.main import main

    assert main(["bench", "report", str(tmp_path / "nothing")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_screenshot_without_a_browser_is_a_study_error(tmp_path, monkeypatch):
    from toolform.study import report

    monkeypatch.setattr(report.shutil, "which", lambda name: None)
    with pytest.raises(StudyError, match="no headless browser found"):
        report.screenshot(tmp_path / "report.html", tmp_path / "report.png")


def test_a_server_that_does_not_report_slots_gives_none():
    from toolform.sdk.testing import FakeOpenAIServer

    with FakeOpenAIServer([]) as server:
        assert runner.server_slots(server.base_url) is None
    assert runner.server_slots("http://127.0.0.1:9/v1", timeout_s=1) is None  # nothing listens
