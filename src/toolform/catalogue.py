"""The spec's import path for the two-stage runner: ``toolform.catalogue.TwoStage``.

The runner lives in ``toolform.two_stage_runner`` (a module named after its job); this one keeps
the path the spec and the two-stage error message name. ``toolform.sdk.TwoStage`` is the same
class.
"""

from toolform.two_stage_runner import TwoStage, TwoStageResult

__all__ = ["TwoStage", "TwoStageResult"]
