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
                    "the tool_code prompt of Google's earlier Gemma guides, not a chat template "
                    "(Gemma's own template has no tool section). The preamble and the layout "
                    "were checked against that prompt's currency-converter example as public "
                    "code quotes it (the page was not reachable); today's page (snapshot read "
                    "2026-12-03) shows a different prompt, a JSON list of the functions under a "
                    "pythonic-call instruction, which this format does not follow",
                ),
                "python_call",
            ),
        ),
        protocol="python_call",
        default=AdvisorDefault(
            "template_gemma_tool_code",
            "python_call",
            "Google's Gemma guides list Python methods in tool_code fences and read Python calls",
        ),
    )
)
