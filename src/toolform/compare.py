"""``compare_formats``: what each format costs for your tools, next to what the study measured.

Each row renders the full system prompt of a one-turn task (persona, tool block, the format's
default protocol's instruction, null clause) with the default options, so the numbers are what a
model would read. Study numbers come from ``_study_numbers``; without study data every format is
``None`` / ``"unmeasured"``: toolform ships no accuracy that no run of its own produced.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from toolform.formats.registry import all_formats, get_format
from toolform.ir import ToolsLike, tools_of
from toolform.prompts import render_spec
from toolform.published import EXPORT_SCHEMA, Study, study_numbers

UNMEASURED = "unmeasured"

ROW_KEYS: tuple[str, ...] = (
    "format_id",
    "name",
    "family",
    "novel",
    "default_protocol",
    "chars",
    "tokens_estimate",
    "study_accuracy",
    "study_source",
    "error",
)


def _study_numbers(study: Any) -> dict[str, tuple[float | None, str]]:
    """Accuracy and its source per format id, from study data.

    ``None`` reads the export bundled with the package (there is none until a measured run is
    bundled, so: no numbers). A path, a parsed ``formats.json`` or a loaded ``Study`` is read as a
    study export; synthetic entries keep their ``synthetic:`` label. Any other mapping
    ``{format_id: (accuracy, source)}`` or ``{format_id: {"accuracy": ..., "source": ...}}`` is
    taken as given (the caller names the run in ``source``).
    """
    if study is None or isinstance(study, (str, os.PathLike, Study)):
        return study_numbers(study)
    if not isinstance(study, Mapping):
        raise TypeError("study must be None, a formats.json path, or a mapping of format id")
    if study.get("schema") == EXPORT_SCHEMA:
        return study_numbers(dict(study))
    out: dict[str, tuple[float | None, str]] = {}
    for fid, value in study.items():
        if isinstance(value, Mapping):
            out[fid] = (value.get("accuracy"), str(value.get("source") or UNMEASURED))
        else:
            accuracy, source = value
            out[fid] = (accuracy, str(source))
    return out


def compare_formats(
    toolset: ToolsLike,
    format_ids: Sequence[str] | None = None,
    *,
    study: Any = None,
) -> list[dict[str, Any]]:
    """One row per format (every study format without a list), sorted by estimated tokens, fewest first.

    A format whose renderer raises still gets a row, with ``error`` set and no counts; an
    unknown id raises ``UnknownFormatError`` before anything is rendered.
    """
    tools = tools_of(toolset)
    if format_ids is None:
        specs = [spec for spec in all_formats() if spec.in_study]
    else:
        specs = [get_format(f) for f in format_ids]
    numbers = _study_numbers(study)
    rows: list[dict[str, Any]] = []
    for spec in specs:
        accuracy, source = numbers.get(spec.id, (None, UNMEASURED))
        row: dict[str, Any] = {
            "format_id": spec.id,
            "name": spec.name,
            "family": spec.family,
            "novel": spec.novel,
            "default_protocol": spec.default_protocol,
            "chars": None,
            "tokens_estimate": None,
            "study_accuracy": accuracy,
            "study_source": source,
            "error": None,
        }
        try:
            prompt = render_spec(tools, spec)
        except Exception as exc:  # a broken renderer is reported, not fatal to the comparison
            row["error"] = f"{type(exc).__name__}: {exc}"
        else:
            row["chars"] = prompt.chars
            row["tokens_estimate"] = prompt.tokens_estimate
        rows.append(row)
    rows.sort(key=lambda r: (r["tokens_estimate"] is None, r["tokens_estimate"] or 0))
    return rows
