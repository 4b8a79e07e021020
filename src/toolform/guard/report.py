"""What the guard found and what it removed, in a form a person and a program can read."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from toolform.guard.judge import Judgement
from toolform.guard.rules import RANK
from toolform.ir import ToolIR
from toolform.schema import type_to_schema


@dataclass(frozen=True)
class Finding:
    """One rule that fired on one sentence of one field of one tool."""

    tool: str
    field: str  # JSON path inside the tool, e.g. $.parameters.properties.city.description
    sentence: str
    rule: str
    attack_class: str
    severity: str  # low, medium or high
    reason: str
    source: str = "rules"  # "rules" or "classifier"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Removal:
    """Something the guard took out, kept here so that nothing is lost from the user's view."""

    tool: str
    field: str
    text: str
    severity: str
    rules: tuple[str, ...]
    kind: str  # sentence, region, value, characters or tool

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["rules"] = list(self.rules)
        return data


def tool_hash(tool: ToolIR) -> str:
    """A stable hash of what the model reads of a tool: name, description, schemas, MCP metadata.

    Canonical JSON (sorted keys) makes it independent of key order in the source file, so a changed
    hash between two loads means the tool itself changed (a rug pull, or an update to review).
    """
    data = {
        "name": tool.name,
        "description": tool.description,
        "parameters": type_to_schema(tool.parameters),
        "returns": None if tool.returns is None else type_to_schema(tool.returns),
        "mcp": tool.annotations.get("mcp"),
    }
    canonical = json.dumps(
        data, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class GuardDiff:
    """Tools added, removed or changed between two loads of a toolset."""

    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[str, ...]

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)

    def to_dict(self) -> dict[str, list[str]]:
        return {
            "added": list(self.added),
            "removed": list(self.removed),
            "changed": list(self.changed),
        }


@dataclass
class GuardReport:
    """The result of a scan: findings, removals, dropped tools and a hash of every tool."""

    level: str
    findings: list[Finding] = field(default_factory=list)
    removed: list[Removal] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    hashes: dict[str, str] = field(default_factory=dict)
    judged: list[Judgement] = field(default_factory=list)  # each sentence the judge was asked

    @property
    def has_high(self) -> bool:
        return any(f.severity == "high" for f in self.findings)

    @property
    def max_severity(self) -> str | None:
        if not self.findings:
            return None
        return max((f.severity for f in self.findings), key=RANK.__getitem__)

    def counts(self) -> dict[str, int]:
        out = {"high": 0, "medium": 0, "low": 0}
        for f in self.findings:
            out[f.severity] += 1
        return out

    def for_tool(self, name: str) -> list[Finding]:
        return [f for f in self.findings if f.tool == name]

    def diff(self, previous: GuardReport | Mapping[str, str]) -> GuardDiff:
        """What changed since ``previous`` (a report, or its ``hashes``): the rug-pull check."""
        before = previous.hashes if isinstance(previous, GuardReport) else dict(previous)
        now = self.hashes
        return GuardDiff(
            added=tuple(n for n in now if n not in before),
            removed=tuple(n for n in before if n not in now),
            changed=tuple(n for n in now if n in before and before[n] != now[n]),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "has_high": self.has_high,
            "counts": self.counts(),
            "findings": [f.to_dict() for f in self.findings],
            "removed": [r.to_dict() for r in self.removed],
            "dropped": list(self.dropped),
            "hashes": dict(self.hashes),
            "judged": [j.to_dict() for j in self.judged],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GuardReport:
        """A report read back from ``to_dict`` output (to diff against a saved scan)."""
        removed = [Removal(**{**r, "rules": tuple(r["rules"])}) for r in data.get("removed", [])]
        return cls(
            level=data["level"],
            findings=[Finding(**f) for f in data.get("findings", [])],
            removed=removed,
            dropped=list(data.get("dropped", [])),
            hashes=dict(data.get("hashes", {})),
            judged=[Judgement(**j) for j in data.get("judged", [])],
        )


def sort_findings(findings: Iterable[Finding]) -> list[Finding]:
    """Most severe first, then in the order they were found."""
    return sorted(findings, key=lambda f: -RANK[f.severity])
