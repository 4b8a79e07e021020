"""Gemma 3: no tool tokens; Google documents a prompted Python-methods layout, and vLLM ships a
pythonic community template. Both are answered with Python calls."""

from toolform.families.base import (
    AdvisorDefault,
    ModelFamily,
    TemplateFormat,
    Upstream,
    vllm_example,
)
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="gemma",
        match=("gemma",),
        templates=(
            TemplateFormat(
                "template_gemma3_pythonic",
                "Gemma 3 (prompted pythonic)",
                vllm_example("tool_chat_template_gemma3_pythonic.jinja", "c6991a3b"),
                "python_call",
            ),
            TemplateFormat(
                "template_gemma_tool_code",
                "Gemma (prompted Python methods, tool_code fences)",
                Upstream(
                    "ai.google.dev",
                    "gemma/docs/capabilities/function-calling",
                    None,
                    "a documentation page, not a chat template: Gemma's own template has no tool "
                    "section; not re-checked against today's page, which was not reachable",
                ),
                "python_call",
            ),
        ),
        protocol="python_call",
        default=AdvisorDefault(
            "template_gemma_tool_code",
            "python_call",
            "Google's Gemma function-calling guide lists Python methods and reads Python calls",
        ),
    )
)
