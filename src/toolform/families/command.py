"""Cohere Command R / R+: tools as Python stubs, calls as a JSON list of actions."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="command",
        match=("command",),
        templates=(
            TemplateFormat(
                "template_command_r",
                "Command R / R+",
                vllm_example("command_r_tool_chat_template.jinja", "483f64f9"),
                "json_array",
            ),
        ),
        protocol="json_array",
        default=AdvisorDefault(
            "template_command_r",
            "json_array",
            "Command R's template lists Python stubs and asks for a JSON list of actions",
        ),
    )
)
