"""NousResearch Hermes 2 Pro / Hermes 3: JSON tools in ``<tools>``, calls in ``<tool_call>`` tags."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="hermes",
        match=("hermes",),
        templates=(
            TemplateFormat(
                "template_hermes",
                "Hermes 2 Pro",
                vllm_example("tool_chat_template_hermes.jinja", "f73e0891"),
                "hermes",
            ),
        ),
        protocol="hermes",
        default=AdvisorDefault(
            "template_hermes", "hermes", "Hermes models are tuned on their own <tools> template"
        ),
    )
)
