"""Read a study export (``formats.json``) for the consumers: ``compare_formats`` and the advisor.

The package bundles an export only once a measured run exists; until then there is none, and every
consumer says ``unmeasured``. Synthetic numbers (runs against a scripted server) are never taken
from the bundled location: a bundled export holding any is refused. A file the caller passes
explicitly may hold them, and then every number keeps its ``synthetic:`` label, so it cannot pass
for a measurement.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, TypeAlias

from toolform.errors import StudyError
from toolform.textfile import read_json_file

# The export's schema name and the label of synthetic numbers: defined here, where they are read,
# and imported by the study that writes them (the study sits above its readers, not below).
EXPORT_SCHEMA = "toolform.study.formats"
SYNTHETIC_PREFIX = "synthetic:"
UNMEASURED = "unmeasured"
# What a consumer may pass as ``study``: a formats.json path, a parsed export, a loaded one.
StudyInput: TypeAlias = "str | os.PathLike[str] | dict[str, Any] | Study | None"


def bundled_study_path() -> Path:
    """Where a measured export would ship inside the package (absent until one is measured)."""
    return Path(str(resources.files("toolform.study") / "data" / "formats.json"))


def _is_synthetic(entry: dict[str, Any]) -> bool:
    return bool(entry.get("synthetic")) or str(entry.get("source", "")).startswith(SYNTHETIC_PREFIX)


def _labelled(entry: dict[str, Any]) -> str:
    """The entry's source, with the synthetic label in front whenever the entry is synthetic."""
    source = str(entry.get("source") or "")
    if not source:
        raise StudyError("an entry without a source", hint="every number must name its run")
    if _is_synthetic(entry) and not source.startswith(SYNTHETIC_PREFIX):
        source = f"{SYNTHETIC_PREFIX} {source}"
    return source


@dataclass
class Study:
    """A loaded export; ``explicit`` is False for the bundled one."""

    data: dict[str, Any]
    path: str | None
    explicit: bool

    def format_numbers(self) -> dict[str, tuple[float | None, str]]:
        """format id -> (pooled main-rule accuracy, its source)."""
        return {
            fmt: (entry.get("accuracy"), _labelled(entry))
            for fmt, entry in self.data.get("formats", {}).items()
        }

    def cells(self) -> list[dict[str, Any]]:
        """Per (model, format, protocol) entries, with labelled sources."""
        return [{**c, "source": _labelled(c)} for c in self.data.get("cells", [])]


def _read(path: Path) -> dict[str, Any]:
    return _check(read_json_file(path, StudyError), str(path))


def _check(data: Any, source: str | None) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("schema") != EXPORT_SCHEMA:
        raise StudyError(
            f"not a toolform study export (expected schema {EXPORT_SCHEMA!r})",
            source=source,
            path="$.schema",
            hint="write one with: toolform bench export DIR",
        )
    if not isinstance(data.get("formats"), dict):
        raise StudyError("'formats' must be an object", source=source, path="$.formats")
    if not isinstance(data.get("cells", []), list):
        raise StudyError("'cells' must be a list", source=source, path="$.cells")
    for fmt, entry in data["formats"].items():
        if not isinstance(entry, dict) or not entry.get("source"):
            raise StudyError("an entry without a source", source=source, path=f"$.formats.{fmt}")
    for i, cell in enumerate(data.get("cells", [])):
        if not isinstance(cell, dict) or not cell.get("source") or not cell.get("model"):
            raise StudyError(
                "a cell needs a model and a source", source=source, path=f"$.cells[{i}]"
            )
    return data


def load_study(study: StudyInput = None) -> Study | None:
    """The study to use: the one passed (a path, a parsed export), else the bundled one, else None."""
    if isinstance(study, Study):
        return study
    if isinstance(study, dict):
        return Study(_check(study, None), None, explicit=True)
    if study is not None:
        return Study(_read(Path(study)), os.fspath(study), explicit=True)
    path = bundled_study_path()
    if not path.exists():
        return None
    data = _read(path)
    entries = [*data["formats"].values(), *data.get("cells", [])]
    if any(_is_synthetic(e) for e in entries):
        raise StudyError(
            "the bundled study holds synthetic numbers; only measured runs may be bundled",
            source=str(path),
        )
    return Study(data, str(path), explicit=False)


def study_numbers(study: StudyInput = None) -> dict[str, Any]:
    """format id -> (accuracy, source) for ``compare_formats``; empty when nothing is measured."""
    loaded = load_study(study)
    return loaded.format_numbers() if loaded else {}
