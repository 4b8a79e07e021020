"""Pick a format, protocol and grading rule for a model and a tool universe.

With measured study rows for the model (or its family) the advisor takes the best measured cell.
Without them it falls back to a documented default, and says so in ``rationale`` and ``source``
(``"default"``): the defaults follow each family's own prompt conventions, not measurements.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

# Model families recognised in a model id (checked in this order, case-insensitive).
FAMILIES: tuple[str, ...] = (
    "qwen",
    "llama",
    "mistral",
    "gemma",
    "deepseek",
    "phi",
    "granite",
    "glm",
    "gpt",
    "claude",
    "command",
)

# Default (format, protocol) per family when nothing was measured, with the reason.
_DEFAULTS: dict[str, tuple[str, str, str]] = {
    "qwen": ("xml_schema", "xml_call", "Qwen3 templates use XML-tagged tool sections"),
    "claude": ("xml_schema", "xml_call", "Anthropic's prompt-based tool use answers in XML"),
    "glm": ("xml_schema", "xml_call", "GLM-4.5 answers tool calls with XML key/value tags"),
    "llama": ("json_schema_openai", "json_object", "Llama 3.x templates paste OpenAI JSON tools"),
    "mistral": ("json_schema_openai", "json_object", "Mistral templates list OpenAI JSON tools"),
    "gemma": ("python_signature", "python_call", "Gemma prompts answer with Python calls"),
    "deepseek": ("json_schema_openai", "json_object", "DeepSeek templates list JSON tools"),
    "phi": ("json_schema_openai", "json_object", "Phi-4-mini templates list JSON tools"),
    "granite": ("json_schema_openai", "json_object", "Granite templates list JSON tools"),
    "gpt": ("json_schema_openai", "json_object", "OpenAI models are trained on JSON tools"),
    "command": ("python_signature", "python_call", "Command R lists tools as Python stubs"),
}
_FALLBACK = ("xml_schema", "xml_call", "XML tags delimit calls clearly for most models")
# Above this many tools the compact JSON format keeps the prompt short.
LARGE_UNIVERSE = 50


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
    lowered = model.lower()
    for family in FAMILIES:
        if family in lowered:
            return family
    return None


def recommend(model: str, n_tools: int, tier: int, *, study: Any = None) -> Recommendation:
    """The format, protocol and rule to use; ``study`` is reserved for measured rows."""
    family = model_family(model)
    fmt, proto, why = _DEFAULTS.get(family or "", _FALLBACK)
    rationale = f"no measured study rows for {model!r}; toolform's default"
    rationale += f" for the {family} family" if family else " for unknown families"
    rationale += f" ({why})"
    alternatives: list[dict[str, Any]] = []
    if n_tools > LARGE_UNIVERSE:
        alternatives.append({"format_id": fmt, "protocol_id": proto, "reason": "family default"})
        fmt, proto = "json_minimal", "json_object"
        rationale += f"; with {n_tools} tools, json_minimal keeps the tool block compact"
    return Recommendation(fmt, proto, "main", None, "default", rationale, alternatives)
