"""Mistral: tools between ``[AVAILABLE_TOOLS]`` tokens, calls after ``[TOOL_CALLS]``.

The v3 tokenizer (Mistral 7B v0.3, Nemo) is served with vLLM's template; the v11 layout (the
tekken models) is written by mistral-common itself, not by a Jinja template.
"""

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
        name="mistral",
        match=("mistral", "ministral", "magistral", "devstral", "codestral"),
        templates=(
            TemplateFormat(
                "template_mistral_v3",
                "Mistral v3 tokenizer",
                vllm_example("tool_chat_template_mistral_official.jinja", "55ece00b"),
                "mistral",
            ),
            TemplateFormat(
                "template_mistral_v11",
                "Mistral v11 tokenizer",
                Upstream(
                    "mistralai/mistral-common",
                    "src/mistral_common/tokens/tokenizers/instruct.py",
                    "bc022b91",
                    "InstructTokenizerV11 inherits V2's tool block: json.dumps(ensure_ascii=False) "
                    "of each tool's type, name, description and parameters, strict left out, "
                    "between the tags with no space",
                ),
                "mistral",
            ),
        ),
        protocol="mistral",
        default=AdvisorDefault(
            "template_mistral_v11",
            "mistral",
            "Mistral's tokenizer writes tools as one JSON list in [AVAILABLE_TOOLS]",
        ),
    )
)
