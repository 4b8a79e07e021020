"""FunctionGemma: declarations and calls in its own special tokens, strings between ``<escape>``."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, Upstream
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="functiongemma",
        match=("functiongemma",),
        templates=(
            TemplateFormat(
                "template_functiongemma",
                "FunctionGemma",
                Upstream(
                    "huggingface.co/google/functiongemma-270m-it",
                    "chat_template.jinja",
                    None,
                    "the Hugging Face file was not reachable; the declarations were checked byte "
                    "for byte against Ollama's port of it, ollama/ollama "
                    "model/renderers/functiongemma.go and functiongemma_test.go @fe9298a5 (read "
                    "2026-12-03): sorted parameters, a description always written, upper-case "
                    "types last, empty properties and required left out. That port writes only "
                    "descriptions and types, so enum, items and nested properties follow the same "
                    "rules unchecked. Google's own port, google-ai-edge/LiteRT-LM "
                    "function_gemma_data_processor_test.cc @63e490a3, agrees on its cases but keeps "
                    "the input's key order. The lead sentence is the one ai.google.dev's "
                    "FunctionGemma guide puts in the developer turn (the ports add none or their own)",
                ),
                "token_envelope",
            ),
        ),
        protocol="token_envelope:functiongemma",
        default=AdvisorDefault(
            "template_functiongemma",
            "token_envelope:functiongemma",
            "FunctionGemma is tuned on its declaration tokens and answers in its call tokens",
        ),
    )
)
