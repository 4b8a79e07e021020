"""Families served through hosted APIs (OpenAI's GPT, Anthropic's Claude) and OpenAI's open
weights (gpt-oss, which writes calls in the harmony format). They have no template format here:
the API renders the tools itself, so their study rows are anchors (see ``toolform.advisor``)."""

from toolform.families.base import AdvisorDefault, ModelFamily
from toolform.families.registry import register

GPT = register(
    ModelFamily(
        name="gpt",
        match=("gpt",),
        templates=(),
        protocol="json_object",
        default=AdvisorDefault(
            "json_schema_openai", "json_object", "OpenAI models are trained on JSON tools"
        ),
        anchor=True,
    )
)

GPT_OSS = register(
    ModelFamily(
        name="gpt_oss",
        match=("gpt-oss",),
        templates=(),
        protocol="harmony",
        default=AdvisorDefault(
            "json_schema_openai",
            "harmony",
            "gpt-oss is trained on JSON tools and answers in harmony commentary messages",
        ),
    )
)

CLAUDE = register(
    ModelFamily(
        name="claude",
        match=("claude",),
        templates=(),
        protocol="xml_call",
        default=AdvisorDefault(
            "xml_schema", "xml_call", "Anthropic's prompt-based tool use answers in XML"
        ),
        anchor=True,
    )
)
