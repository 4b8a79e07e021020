"""Meta Llama: Llama 3.1 pastes JSON tools and reads one JSON object; Llama 3.2 and Llama 4 also
have pythonic templates (vLLM's), and Llama 4 is served with the pythonic one by default."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, vllm_example
from toolform.families.registry import register

LLAMA = register(
    ModelFamily(
        name="llama",
        match=("llama",),
        templates=(
            TemplateFormat(
                "template_llama31_json",
                "Llama 3.1 (JSON, tools in the first user message)",
                vllm_example("tool_chat_template_llama3.1_json.jinja", "54522760"),
                "json_object",
            ),
            TemplateFormat(
                "template_llama32_pythonic",
                "Llama 3.2 (pythonic, tools in the system message)",
                vllm_example("tool_chat_template_llama3.2_pythonic.jinja", "3a9445d9"),
                "python_call",
            ),
        ),
        protocol="json_object",
        default=AdvisorDefault(
            "template_llama31_json",
            "json_object",
            "Llama 3.x templates paste OpenAI JSON tools and read one JSON call",
        ),
    )
)

LLAMA4 = register(
    ModelFamily(
        name="llama4",
        match=("llama-4", "llama4"),
        templates=(
            TemplateFormat(
                "template_llama4_pythonic",
                "Llama 4 (pythonic, default rules)",
                vllm_example(
                    "tool_chat_template_llama4_pythonic.jinja", "0471aed1", "custom_tools path"
                ),
                "python_call",
            ),
        ),
        protocol="python_call",
        default=AdvisorDefault(
            "template_llama4_pythonic",
            "python_call",
            "Llama 4's pythonic template lists JSON tools and reads a Python list of calls",
        ),
    )
)
