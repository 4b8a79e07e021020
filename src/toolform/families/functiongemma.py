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
                    "developer-turn declarations; no copy of the template was reachable, so the "
                    "layout follows the worked example of ai.google.dev's FunctionGemma "
                    "formatting guide, which it reproduces",
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
