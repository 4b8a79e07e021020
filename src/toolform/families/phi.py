"""Microsoft Phi-4-mini: JSON tool blocks, calls as ``functools[...]``."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="phi",
        match=("phi-", "phi4", "phi3"),
        templates=(
            TemplateFormat(
                "template_phi4_mini",
                "Phi-4-mini",
                vllm_example("tool_chat_template_phi4_mini.jinja", "07b13497"),
                "json_array",
            ),
        ),
        protocol="json_array",
        default=AdvisorDefault(
            "template_phi4_mini",
            "json_array",
            "Phi-4-mini's template asks for one JSON list of calls after functools",
        ),
    )
)
