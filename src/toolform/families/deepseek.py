"""DeepSeek V3: ``<tools>`` JSON lines, calls in DeepSeek's tool-call tokens with a JSON fence."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="deepseek",
        match=("deepseek",),
        templates=(
            TemplateFormat(
                "template_deepseek_v3",
                "DeepSeek V3",
                vllm_example("tool_chat_template_deepseekv3.jinja", "7531ada7"),
                "token_envelope",
            ),
        ),
        protocol="token_envelope:deepseek",
        default=AdvisorDefault(
            "template_deepseek_v3",
            "token_envelope:deepseek",
            "DeepSeek V3's template asks for calls in its tool-call tokens",
        ),
    )
)
