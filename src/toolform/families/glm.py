"""GLM (THUDM / Z.ai): GLM-4 lists JSON tools under Chinese headings; GLM-4.5 uses the Qwen
``<tools>`` wrapper with an ``<arg_key>``/``<arg_value>`` answer and an ``enable_thinking``
switch."""

from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, Upstream
from toolform.families.registry import register

FAMILY = register(
    ModelFamily(
        name="glm",
        match=("glm",),
        templates=(
            TemplateFormat(
                "template_glm4",
                "GLM-4 9B chat",
                Upstream(
                    "huggingface.co/THUDM/glm-4-9b-chat",
                    "tokenizer_config.json chat_template",
                    None,
                    "the Hugging Face file was not reachable; checked byte for byte, rendered with "
                    "transformers' Jinja settings, against its text as quoted in "
                    "ShishirPatil/gorilla berkeley-function-call-leaderboard/bfcl_eval/"
                    "model_handler/local_inference/glm.py @8baf2126 and in huggingface/"
                    "huggingface.js packages/ollama-utils/src/chat-template-automap.ts @0429cdc7 "
                    "(read 2026-12-03); the template takes the tools from a message "
                    "(item['tools']) and writes an identity sentence before them, left to the "
                    "prompt builder",
                ),
                "token_envelope",
            ),
            TemplateFormat(
                "template_glm45",
                "GLM-4.5",
                Upstream(
                    "huggingface.co/zai-org/GLM-4.5",
                    "chat_template.jinja",
                    None,
                    "checked against llama.cpp's copy models/templates/glm_4_5.jinja @623f3dd0, "
                    "which only drops tojson's ensure_ascii=False",
                ),
                "xml_function",
            ),
        ),
        protocol="xml_function",
        default=AdvisorDefault(
            "template_glm45",
            "xml_function",
            "GLM-4.5's template lists JSON tools in <tools> and reads <arg_key>/<arg_value> calls",
        ),
        thinking="enable_thinking",
    )
)
