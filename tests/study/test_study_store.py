"""The results store against hostile text and hostile files, and one writer per store, driven
through ``toolform bench`` over a loopback server: odd text is stored as given, a second run on
one store stops with exit 2, a run with error rows says how many and never exits 0."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hypothesis_profiles import examples
from toolform.cli.main import main
from toolform.errors import StoreBusyError, StudyError
from toolform.sdk.testing import FakeOpenAIServer, Fault
from toolform.study.store import ResultRow, ResultStore


def bench(url: str, out, *extra: str) -> list[str]:
    return [
        "bench",
        "--base-url",
        url,
        "--model",
        "m",
        "--formats",
        "json_minimal",
        "xml_schema",
        "--limit",
        "3",
        "--out",
        str(out),
        "--quiet",
        "--max-retries",
        "0",
        *extra,
    ]


def error_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if "error:" in line]


def test_a_lone_surrogate_reply_is_stored_as_given_and_the_run_finishes(tmp_path, capsys):
    with FakeOpenAIServer(lambda body: {"content": "\ud800 and \udfff"}) as server:
        assert main(bench(server.base_url, tmp_path)) == 0
        assert main(bench(server.base_url, tmp_path)) == 0  # resumed: nothing left to do
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("grid complete: all 6 rows") == 2
    with ResultStore(tmp_path) as store:
        rows = list(store.rows())
    assert len(rows) == 6 and {r.status for r in rows} == {"ok"}
    assert {r.reply for r in rows} == {"\ud800 and \udfff"}


@examples(30)
@given(text=st.text(), model=st.text(min_size=1))
def test_any_text_round_trips_through_the_store(tmp_path_factory, text, model):
    out = tmp_path_factory.mktemp("store")
    row = ResultRow("", "f", "p", text, 0, True, 1, "c", "error", error=text, reply=text)
    with ResultStore(out, exclusive=True) as store:
        run = store.open_run(model, "core", "1", label=text)
        row.run_id = run.run_id
        store.write([row])
        assert store.run(run.run_id).model == model
        assert store.finished(run.run_id) == set()
    with ResultStore(out) as store:
        (back,) = store.rows()
    assert (back.task_id, back.error, back.reply) == (text, text, text)


def test_a_second_writer_stops_with_one_line_and_exit_2(tmp_path, capsys):
    with FakeOpenAIServer(lambda body: "no call") as server:
        with ResultStore(tmp_path, exclusive=True):
            assert main(bench(server.base_url, tmp_path)) == 2
            err = capsys.readouterr().err
            (line,) = error_lines(err)
            assert "another toolform bench is writing to this store" in line
            assert server.requests == []  # stopped before asking anything
            with ResultStore(tmp_path) as reader:  # readers take no lock
                assert reader.runs() == []
            with pytest.raises(StoreBusyError):
                ResultStore(tmp_path, exclusive=True)
        assert main(bench(server.base_url, tmp_path)) == 0  # the lock went with its holder


def test_error_rows_are_counted_and_never_called_complete(tmp_path, capsys):
    answers = iter(range(1000))

    def flaky(body):  # every other request refused (a 400 is not retried)
        return Fault(status=400) if next(answers) % 2 else "no call"

    with FakeOpenAIServer(flaky) as server:
        assert main(bench(server.base_url, tmp_path)) == 1
    captured = capsys.readouterr()
    assert "grid complete" not in captured.err + captured.out
    assert "3 of 6 rows of the grid failed" in captured.err
    with ResultStore(tmp_path) as store:
        assert sorted(r.status for r in store.rows()) == ["error"] * 3 + ["ok"] * 3
    with FakeOpenAIServer(lambda body: "no call") as server:
        assert main(bench(server.base_url, tmp_path)) == 0
    assert "grid complete: all 6 rows finished" in capsys.readouterr().err


def test_a_damaged_store_is_one_line_and_exit_2(tmp_path, capsys):
    with ResultStore(tmp_path) as store:
        run = store.open_run("m", "core", "1")
        store.write(
            ResultRow(run.run_id, "f", "p", f"t{i}", 0, True, 1, "c", "ok", reply="x" * 500)
            for i in range(400)
        )
    db = tmp_path / "results.sqlite"
    data = bytearray(db.read_bytes())
    page = 4096
    assert len(data) > 8 * page
    data[2 * page : len(data) - page] = b"\xff" * (len(data) - 3 * page)
    db.write_bytes(bytes(data))
    assert main(["bench", "export", str(tmp_path)]) == 2
    (line,) = error_lines(capsys.readouterr().err)
    assert "results.sqlite" in line


@pytest.mark.parametrize(
    "schema",
    [
        "CREATE TABLE notes (x TEXT)",
        "CREATE TABLE runs (run_id TEXT); CREATE TABLE results (run_id TEXT, other TEXT)",
    ],
    ids=["other-tables", "other-columns"],
)
def test_a_foreign_database_is_refused_and_left_alone(tmp_path, capsys, schema):
    db = tmp_path / "results.sqlite"
    with sqlite3.connect(db) as conn:
        conn.executescript(schema)
    conn.close()
    before = db.read_bytes()
    assert main(["bench", "export", str(tmp_path)]) == 2
    with FakeOpenAIServer(lambda body: "no call") as server:
        assert main(bench(server.base_url, tmp_path)) == 2
    lines = error_lines(capsys.readouterr().err)
    assert len(lines) == 2 and all("not a toolform results store" in x for x in lines)
    assert db.read_bytes() == before
    with pytest.raises(StudyError, match="not a toolform results store"):
        ResultStore(db)


def test_export_into_a_file_and_out_under_proc_are_exit_2(tmp_path, capsys):
    with ResultStore(tmp_path):
        pass
    target = tmp_path / "taken"
    target.write_text("keep me")
    assert main(["bench", "export", str(tmp_path), "--to", str(target)]) == 2
    assert target.read_text() == "keep me"
    with FakeOpenAIServer(lambda body: "no call") as server:
        assert main(bench(server.base_url, "/proc/x")) == 2
    assert main(bench("ftp://x", tmp_path)) == 2
    lines = error_lines(capsys.readouterr().err)
    assert len(lines) == 3
    assert "is a file" in lines[0] and "/proc/x" in lines[1] and "ftp://x" in lines[2]
