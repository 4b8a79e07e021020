"""IBM Granite: Granite 3 gives tools a turn of their own; the older granite-20b-functioncalling
layout is kept beside it. Both read a JSON list of calls."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="granite",
        match=("granite",),
        templates=(
            TemplateFormat(
                "template_granite",
                "Granite 3 (available_tools turn)",
                vllm_example("tool_chat_template_granite.jinja", "1adecccb"),
                "json_array",
            ),
            TemplateFormat(
                "template_granite_20b_fc",
                "Granite 20B function calling",
                vllm_example(
                    "tool_chat_template_granite_20b_fc.jinja",
                    "cd20a578",
                    "default, short descriptions",
                ),
                "json_array",
            ),
        ),
        protocol="json_array",
        default=AdvisorDefault(
            "template_granite",
            "json_array",
            "Granite 3's template gives the JSON tools their own available_tools turn",
        ),
    )
)
