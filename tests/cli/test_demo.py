"""``toolform demo`` runs the whole pipeline offline, from any directory."""

from __future__ import annotations

import json

from toolform.cli.main import main


def test_demo_prints_every_stage(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the example comes from the package, not the clone
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    for stage in (
        "1. load",
        "2. guard",
        "3. advise: xml_schema / xml_call",
        "4. render",
        "6. result",
    ):
        assert stage in out
    assert "parsed: get_forecast" in out and "valid=True" in out
    assert 'Tool result: {"ok": true' in out
    assert "stopped: no_call" in out and "calls: ['get_forecast']" in out
    assert "relative units" in out


def test_demo_json_is_the_trace(capsys):
    assert main(["demo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["stopped"] == "no_call" and len(data["steps"]) == 2
    assert data["steps"][0]["executed"][0]["payload"]["ok"] is True
