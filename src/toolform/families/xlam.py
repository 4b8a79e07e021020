"""Salesforce xLAM (Llama base): JSON tools in blocks, calls as one JSON array."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="xlam",
        match=("xlam-", "llama-xlam"),
        templates=(
            TemplateFormat(
                "template_xlam",
                "xLAM (Llama base)",
                vllm_example("tool_chat_template_xlam_llama.jinja", "466716c2"),
                "json_array",
            ),
        ),
        protocol="json_array",
        default=AdvisorDefault(
            "template_xlam", "json_array", "xLAM's template asks for one JSON array of calls"
        ),
    )
)
