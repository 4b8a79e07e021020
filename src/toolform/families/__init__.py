"""One module per model family, registered by name (see :mod:`toolform.families.base`).

Importing the package registers every family; ``get_family``, ``all_families`` and
``family_of`` read the registry.
"""

from toolform.families import (  # noqa: F401  (each module registers its family)
    command,
    deepseek,
    functiongemma,
    gemma,
    glm,
    granite,
    hermes,
    hosted,
    llama,
    mistral,
    phi,
    qwen,
    xlam,
)
from toolform.families.base import AdvisorDefault, ModelFamily, TemplateFormat, Upstream
from toolform.families.registry import (
    FAMILIES,
    UnknownFamilyError,
    all_families,
    family_names,
    family_of,
    get_family,
    register,
    template_formats,
)

__all__ = [
    "FAMILIES",
    "AdvisorDefault",
    "ModelFamily",
    "TemplateFormat",
    "UnknownFamilyError",
    "Upstream",
    "all_families",
    "family_names",
    "family_of",
    "get_family",
    "register",
    "template_formats",
]
