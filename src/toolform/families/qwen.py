"""Qwen: Qwen 2.5 and Qwen 3 share the Hermes-style ``<tools>`` JSON lines; Qwen3-Coder lists
tools as XML and answers with ``<function=...>`` blocks, and has no thinking switch."""

from toolform.families.base import (
    AdvisorDefault,
    ModelFamily,
    TemplateFormat,
    Upstream,
    vllm_example,
)
from toolform.families.registry import register

QWEN = register(
    ModelFamily(
        name="qwen",
        match=("qwen",),
        templates=(
            TemplateFormat(
                "template_qwen25",
                "Qwen 2.5 Instruct",
                Upstream(
                    "huggingface.co/Qwen/Qwen2.5-7B-Instruct",
                    "tokenizer_config.json chat_template",
                    None,
                    "no pinned copy of the Hugging Face file was reachable; the tool section "
                    "agrees with the same text as quoted by public code, which Qwen 3 repeats",
                ),
                "hermes",
            ),
        ),
        protocol="hermes",
        # Not the family's own template: the spec's CallLoop examples (call-loop.txt, "Test
        # without a model") answer Qwen/Qwen3-8B in xml_call with no format given, so the spec
        # binds this default. The advisor offers template_qwen25 + hermes as the alternative.
        default=AdvisorDefault(
            "xml_schema",
            "xml_call",
            "the spec's default for Qwen; its own template (template_qwen25, hermes) is offered "
            "as the alternative",
        ),
        thinking="enable_thinking",
    )
)

QWEN3_CODER = register(
    ModelFamily(
        name="qwen3_coder",
        match=("qwen3-coder",),
        templates=(
            TemplateFormat(
                "template_qwen3_coder",
                "Qwen3-Coder",
                vllm_example("tool_chat_template_qwen3coder.jinja", "7a3bde4c"),
                "xml_function",
            ),
        ),
        protocol="xml_function",
        default=AdvisorDefault(
            "template_qwen3_coder",
            "xml_function",
            "Qwen3-Coder's template lists XML tools and reads <function=...> calls",
        ),
    )
)
