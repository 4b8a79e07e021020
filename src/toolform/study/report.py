"""A bench run as one self-contained HTML page: how each format did, and how it failed.

``toolform bench report DIR`` writes ``report.html`` beside the store: per cell (run, format,
protocol), accuracy under the main rule with its Wilson interval and tokens per task drawn as
inline SVG, the table of numbers, the failure taxonomy (``study.scoring.FAILURES``), and a few
real replies per cell, so a reader sees what the model wrote and not only a score. The page has
no script and loads nothing: it opens from a file, in any browser, offline. Every number on it
comes from the export of the same store, and the page names the runs it shows.
"""

from __future__ import annotations

import html
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from toolform.errors import StudyError
from toolform.study.export import build_export, failure_of_row
from toolform.study.scoring import FAILURES
from toolform.study.store import ResultRow, ResultStore

REPORT_NAME = "report.html"
REPLIES_PER_CELL = 3  # real replies shown per cell: one correct where there is one, then failures
REPLY_CHARS = 600  # the most of one reply shown; the store keeps all of it
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
SCREENSHOT_TIMEOUT_S = 120.0

_ROW_H, _PLOT_W, _PAD = 22, 360, 8
_CHAR_W = 7  # about the width of one character of the 12px labels, to fit the longest label

_STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1100px;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 7px;
text-align:right}th{background:#f4f4f4}td:first-child,th:first-child{text-align:left}
pre{white-space:pre-wrap;background:#f7f7f7;border:1px solid #ddd;padding:6px;font-size:12px}
.meta{color:#555}.ok{color:#176b2c}.bad{color:#9b1c1c}svg text{font:12px system-ui,sans-serif}
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _cell_label(cell: dict[str, Any]) -> str:
    return f"{cell['model']} · {cell['format_id']} / {cell['protocol_id']}"


def _label_width(cells: list[dict[str, Any]]) -> int:
    return max(120, _CHAR_W * max((len(_cell_label(c)) for c in cells), default=0))


def _accuracy_svg(cells: list[dict[str, Any]]) -> str:
    """Accuracy per cell as a dot with its 95% interval as a bar, on a 0-1 axis."""
    label_w = _label_width(cells)
    height = _ROW_H * len(cells) + 2 * _PAD + 16
    width = label_w + _PLOT_W + 2 * _PAD
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        'role="img" aria-label="accuracy per cell with 95% intervals">'
    ]
    x0 = label_w + _PAD
    for tick in (0, 0.25, 0.5, 0.75, 1):
        x = x0 + tick * _PLOT_W
        parts.append(
            f'<line x1="{x:.1f}" y1="{_PAD}" x2="{x:.1f}" y2="{height - 16}" stroke="#ddd"/>'
            f'<text x="{x:.1f}" y="{height - 3}" text-anchor="middle">{tick:g}</text>'
        )
    for i, cell in enumerate(cells):
        y = _PAD + i * _ROW_H + _ROW_H / 2
        parts.append(
            f'<text x="{label_w}" y="{y + 4:.1f}" text-anchor="end">{_e(_cell_label(cell))}</text>'
        )
        accuracy, ci = cell.get("accuracy"), cell.get("ci95")
        if accuracy is None:
            continue
        if ci:
            lo, hi = (x0 + v * _PLOT_W for v in ci)
            parts.append(
                f'<line x1="{lo:.1f}" y1="{y:.1f}" x2="{hi:.1f}" y2="{y:.1f}" '
                'stroke="#4a78b5" stroke-width="3"/>'
            )
        parts.append(
            f'<circle cx="{x0 + accuracy * _PLOT_W:.1f}" cy="{y:.1f}" r="4" fill="#1f3f6e">'
            f"<title>{accuracy:.3f}</title></circle>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _tokens_svg(cells: list[dict[str, Any]]) -> str:
    """Prompt and completion tokens per task, stacked, per cell."""
    totals = [
        (c["tokens_per_task"]["prompt"] or 0, c["tokens_per_task"]["completion"] or 0)
        for c in cells
    ]
    top = max((p + c for p, c in totals), default=0) or 1
    label_w = _label_width(cells)
    height = _ROW_H * len(cells) + 2 * _PAD
    width = label_w + _PLOT_W + 2 * _PAD + 60
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        'role="img" aria-label="tokens per task per cell">'
    ]
    x0 = label_w + _PAD
    for i, (cell, (prompt, completion)) in enumerate(zip(cells, totals)):
        y = _PAD + i * _ROW_H
        wp, wc = prompt / top * _PLOT_W, completion / top * _PLOT_W
        parts.append(
            f'<text x="{label_w}" y="{y + 15}" text-anchor="end">{_e(_cell_label(cell))}</text>'
            f'<rect x="{x0}" y="{y + 4}" width="{wp:.1f}" height="14" fill="#8fb0d9">'
            f"<title>prompt {prompt:g}</title></rect>"
            f'<rect x="{x0 + wp:.1f}" y="{y + 4}" width="{wc:.1f}" height="14" fill="#d99a4e">'
            f"<title>completion {completion:g}</title></rect>"
            f'<text x="{x0 + wp + wc + 4:.1f}" y="{y + 15}">{prompt + completion:g}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _number(value: Any) -> str:
    if value is None:
        return ""
    return f"{value:.3f}" if isinstance(value, float) and value <= 1 else _e(value)


def _table(cells: list[dict[str, Any]]) -> str:
    head = (
        "<tr><th>cell</th><th>accuracy</th><th>95% interval</th><th>n</th><th>errors</th>"
        "<th>tokens/task</th><th>hit token limit</th></tr>"
    )
    rows = []
    for c in cells:
        ci = c.get("ci95") or [None, None]
        rows.append(
            f"<tr><td>{_e(_cell_label(c))}</td><td>{_number(c.get('accuracy'))}</td>"
            f"<td>{_number(ci[0])}–{_number(ci[1])}</td><td>{c['n']}</td><td>{c['errors']}</td>"
            f"<td>{_number(c['tokens_per_task']['total'])}</td>"
            f"<td>{c.get('hit_token_limit', '')}</td></tr>"
        )
    return f"<table>{head}{''.join(rows)}</table>"


def _taxonomy(cells: list[dict[str, Any]]) -> str:
    kinds = list(FAILURES)
    if any("unclassified" in c.get("failures", {}) for c in cells):
        kinds.append("unclassified")
    # Spaces, not underscores, so that a narrow window wraps the headings instead of the table.
    head = "<tr><th>cell</th><th>correct</th>" + "".join(
        f"<th>{_e(k.replace('_', ' '))}</th>" for k in kinds
    )
    rows = [
        f"<tr><td>{_e(_cell_label(c))}</td><td>{c.get('correct', 0)}</td>"
        + "".join(f"<td>{c.get('failures', {}).get(k, 0) or ''}</td>" for k in kinds)
        + "</tr>"
        for c in cells
    ]
    return f"<table>{head}</tr>{''.join(rows)}</table>"


def _examples(rows: list[ResultRow]) -> list[ResultRow]:
    """A correct reply where there is one, then one of each failure class, up to the limit."""
    picked: list[ResultRow] = []
    seen: set[str | None] = set()
    for row in sorted(rows, key=lambda r: (r.task_id, r.repeat)):
        kind = failure_of_row(row)
        if kind not in seen:
            seen.add(kind)
            picked.append(row)
        if len(picked) == REPLIES_PER_CELL:
            break
    return picked


def _replies(cells: list[dict[str, Any]], rows: list[ResultRow]) -> str:
    by_cell: dict[tuple[str, str, str], list[ResultRow]] = {}
    for row in rows:
        if row.status == "ok":
            by_cell.setdefault((row.run_id, row.format_id, row.protocol_id), []).append(row)
    parts = []
    for cell in cells:
        shown = _examples(by_cell.get((cell["run_id"], cell["format_id"], cell["protocol_id"]), []))
        if not shown:
            continue
        parts.append(f"<h3>{_e(_cell_label(cell))}</h3>")
        for row in shown:
            kind = failure_of_row(row)
            verdict = (
                '<span class="ok">correct</span>'
                if kind is None
                else (f'<span class="bad">{_e(kind)}</span>')
            )
            text = row.reply or ""
            cut = f" … ({len(text):,} characters)" if len(text) > REPLY_CHARS else ""
            finish = f", finish_reason {_e(row.finish_reason)}" if row.finish_reason else ""
            parts.append(
                f"<p>task <code>{_e(row.task_id)}</code>: {verdict}{finish}</p>"
                f"<pre>{_e(text[:REPLY_CHARS])}{_e(cut)}</pre>"
            )
    return "".join(parts)


def build_report(store: ResultStore) -> str:
    """The page for every run in ``store``."""
    rows = list(store.rows())
    export = build_export(store, rows)
    cells = export["cells"]
    if not cells:
        raise StudyError("the store holds no finished rows to report on", source=str(store.path))
    runs = "".join(
        f"<li><code>{_e(r['source'])}</code> settings "
        f"<code>{_e(json.dumps(r.get('settings', {}), sort_keys=True))}</code>"
        f"{' (synthetic)' if r['synthetic'] else ''}</li>"
        for r in export["runs"]
    )
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>toolform bench report</title><style>{_STYLE}</style></head><body>"
        "<h1>toolform bench report</h1>"
        f'<p class="meta">Exported {_e(export["exported"])}. Accuracy is under the main rule, '
        "with its Wilson 95% interval; every number comes from these runs:</p>"
        f"<ul>{runs}</ul>"
        f"<h2>Accuracy per cell</h2>{_accuracy_svg(cells)}"
        f"<h2>Tokens per task</h2>{_tokens_svg(cells)}"
        f"<h2>Numbers</h2>{_table(cells)}"
        f"<h2>How replies failed</h2>{_taxonomy(cells)}"
        f"<h2>Real replies</h2>{_replies(cells, rows)}"
        "</body></html>\n"
    )


def write_report(folder: str | Path, out: str | Path | None = None) -> Path:
    """Write ``report.html`` for the store in ``folder`` (into ``out`` when given)."""
    with ResultStore(folder, create=False) as store:
        page = build_report(store)
    target = Path(out) if out else Path(folder) / REPORT_NAME
    if target.is_dir():
        target = target / REPORT_NAME
    try:
        target.write_text(page, encoding="utf-8")
    except OSError as exc:
        raise StudyError(
            f"cannot write the report: {exc.strerror or exc}", source=str(target)
        ) from None
    return target


def screenshot(page: Path, png: Path, *, width: int = 1200, height: int = 2400) -> Path:
    """Render ``page`` in a headless Chromium and save it as ``png``: the check that the page
    draws in a real browser, kept beside the run. A ``StudyError`` when no browser is found."""
    browser = next((found for name in BROWSERS if (found := shutil.which(name))), None)
    if browser is None:
        raise StudyError(
            f"no headless browser found (looked for {', '.join(BROWSERS)})", source=str(page)
        )
    command = [
        browser,
        "--headless",
        "--no-sandbox",  # root in a container has no user namespace to sandbox with
        "--disable-gpu",
        f"--window-size={width},{height}",
        f"--screenshot={png.resolve()}",
        page.resolve().as_uri(),
    ]
    try:
        subprocess.run(command, capture_output=True, timeout=SCREENSHOT_TIMEOUT_S, check=True)
    except (OSError, subprocess.SubprocessError) as exc:
        raise StudyError(f"the browser failed: {exc}", source=str(page)) from None
    if not png.is_file() or png.stat().st_size == 0:
        raise StudyError("the browser wrote no screenshot", source=str(png))
    return png
