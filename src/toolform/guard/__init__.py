"""The guard: finds instructions hidden in tool metadata and strips them before rendering.

``scan(toolset)`` reports; ``apply(toolset, level)`` reports and removes (levels ``off``,
``report``, ``standard``, ``strict``). ``GuardReport.diff(previous)`` shows tools that changed
between two loads. See docs/guard.md for the rules and for what the guard does not catch.
"""

from __future__ import annotations

from toolform.guard.judge import Judge, Judgement
from toolform.guard.report import Finding, GuardDiff, GuardReport, Removal, tool_hash
from toolform.guard.rules import CLASSES, RULES, SEVERITIES
from toolform.guard.scanner import LEVELS, Classifier, Guard, apply, scan

__all__ = [
    "CLASSES",
    "LEVELS",
    "RULES",
    "SEVERITIES",
    "Classifier",
    "Finding",
    "Guard",
    "GuardDiff",
    "GuardReport",
    "Judge",
    "Judgement",
    "Removal",
    "apply",
    "scan",
    "tool_hash",
]
