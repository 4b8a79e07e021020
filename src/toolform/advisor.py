"""Pick a format, protocol and grading rule for a model and a tool universe.

With measured study rows for the model (or its family) the advisor takes the best measured cell.
Without them it falls back to a documented default, and says so in ``rationale`` and ``source``
(``"default"``): each model family declares its default in ``toolform.families`` (its own chat
template format and call protocol where toolform has one), which is a convention, not a
measurement.

Rows come from the study passed (a ``formats.json`` path or a loaded export) or the package's
bundled export; the package bundles none until a measured run exists. A cell is scored at the
requested tier when the tier has at least ``MIN_TIER_N`` tasks, else over all tiers. Rows of hosted
models (gpt, claude) are anchors: what those models did with the study's own prompts, which their
API may re-render. Synthetic rows are used only from a file passed explicitly, and keep their label.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from toolform.families import AdvisorDefault, all_families, family_of
from toolform.published import load_study

# Without a family: XML tags delimit calls clearly for most models.
_FALLBACK = AdvisorDefault(
    "xml_schema", "xml_call", "XML tags delimit calls clearly for most models"
)
# Above this many tools the compact JSON format keeps the prompt short.
LARGE_UNIVERSE = 50
# Fewest tasks of one tier for a cell's per-tier accuracy to stand in for its overall accuracy.
MIN_TIER_N = 20
ALTERNATIVES = 3


@dataclass
class Recommendation:
    format_id: str
    protocol_id: str
    rule: str
    expected_accuracy: float | None
    source: str
    rationale: str
    alternatives: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def model_family(model: str) -> str | None:
    """The family of a model id such as ``Qwen/Qwen3-8B`` (``qwen``), or None."""
    family = family_of(model)
    return family.name if family else None


def family_defaults() -> dict[str, AdvisorDefault]:
    """Each registered family's default (format, protocol, reason), by family name."""
    return {f.name: f.default for f in all_families()}


def _cell_accuracy(cell: dict[str, Any], tier: int) -> tuple[float | None, str]:
    """The cell's accuracy at ``tier`` when that tier has enough tasks, else overall."""
    at_tier = (cell.get("by_tier") or {}).get(str(tier)) or {}
    if (at_tier.get("n") or 0) >= MIN_TIER_N and at_tier.get("accuracy") is not None:
        return at_tier["accuracy"], f"tier {tier}"
    return cell.get("accuracy"), "all tiers"


def _measured(model: str, tier: int, study: Any) -> Recommendation | None:
    loaded = load_study(study)
    if loaded is None:
        return None
    cells = [c for c in loaded.cells() if c.get("n") and c.get("accuracy") is not None]
    scope = [c for c in cells if c["model"].lower() == model.lower()]
    family = model_family(model)
    whose = f"{model!r}"
    if not scope and family:
        scope = [c for c in cells if model_family(c["model"]) == family]
        whose = f"the {family} family ({', '.join(sorted({c['model'] for c in scope}))})"
    if not scope:
        return None
    scored = sorted(
        ((*_cell_accuracy(c, tier), c) for c in scope),
        key=lambda t: (-(t[0] or 0.0), -t[2]["n"], t[2]["format_id"]),
    )
    accuracy, basis, best = scored[0]
    rationale = (
        f"best of {len(scope)} measured cells for {whose} at {basis}: {best['format_id']} with "
        f"{best['protocol_id']} scored {accuracy} (main rule, n={best['n']})"
    )
    found = family_of(model)
    if found is not None and found.anchor:
        rationale += "; anchor rows: what the hosted model did with the study's own prompts"
    if best["source"].startswith("synthetic:"):
        rationale += "; these rows are synthetic (a scripted server), not a measurement"
    alternatives = [
        {
            "format_id": c["format_id"],
            "protocol_id": c["protocol_id"],
            "expected_accuracy": acc,
            "source": c["source"],
        }
        for acc, _, c in scored[1 : 1 + ALTERNATIVES]
    ]
    return Recommendation(
        best["format_id"],
        best["protocol_id"],
        "main",
        accuracy,
        best["source"],
        rationale,
        alternatives,
    )


def recommend(model: str, n_tools: int, tier: int, *, study: Any = None) -> Recommendation:
    """The format, protocol and rule to use: the best measured cell, else the family default.

    ``study`` is a ``formats.json`` path or a loaded export; None uses the bundled export, if any.
    """
    measured = _measured(model, tier, study)
    if measured is not None:
        return measured
    family = model_family(model)
    default = family_defaults().get(family or "", _FALLBACK)
    fmt, proto, why = default.format_id, default.protocol_id, default.why
    rationale = f"no measured study rows for {model!r}; toolform's default"
    rationale += f" for the {family} family" if family else " for unknown families"
    rationale += f" ({why})"
    alternatives: list[dict[str, Any]] = []
    if n_tools > LARGE_UNIVERSE:
        alternatives.append({"format_id": fmt, "protocol_id": proto, "reason": "family default"})
        fmt, proto = "json_minimal", "json_object"
        rationale += f"; with {n_tools} tools, json_minimal keeps the tool block compact"
    found = family_of(model)
    if found is not None:
        for template in found.templates:
            if (template.format_id, found.protocol) != (fmt, proto):
                alternatives.append(
                    {
                        "format_id": template.format_id,
                        "protocol_id": found.protocol,
                        "reason": f"the {found.name} family's own chat template",
                    }
                )
    return Recommendation(fmt, proto, "main", None, "default", rationale, alternatives)
