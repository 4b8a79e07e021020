"""Model families by name: register, get (with close matches on a typo), list, and find the
family of a model id."""

from __future__ import annotations

from toolform.errors import UnknownIdError
from toolform.families.base import ModelFamily, TemplateFormat
from toolform.registry import Registry


class UnknownFamilyError(UnknownIdError):
    """A model family name that the family registry does not have."""

    kind = "model family"


FAMILIES: Registry[ModelFamily] = Registry(UnknownFamilyError)


def register(family: ModelFamily) -> ModelFamily:
    """Add ``family``; a second family under the same name, or a template format that another
    family already declares, is a programming error."""
    taken = {t.format_id for f in FAMILIES.values() if f.name != family.name for t in f.templates}
    clash = taken & {t.format_id for t in family.templates}
    if clash:
        raise ValueError(f"template formats {sorted(clash)} already belong to another family")
    return FAMILIES.register(family.name, family)


def get_family(name: str) -> ModelFamily:
    """The family called ``name``; ``UnknownFamilyError`` with close matches otherwise."""
    return FAMILIES.get(name)


def all_families() -> list[ModelFamily]:
    """Every family, in registration order."""
    return FAMILIES.values()


def family_names() -> list[str]:
    return FAMILIES.names()


def family_of(model: str) -> ModelFamily | None:
    """The family of a model id such as ``Qwen/Qwen3-8B``, or None.

    The longest matching substring wins, so ``qwen3-coder`` beats ``qwen`` and
    ``functiongemma`` beats ``gemma`` whatever the registration order.
    """
    lowered = model.lower()
    best: tuple[int, ModelFamily] | None = None
    for family in FAMILIES.values():
        for needle in family.match:
            if needle in lowered and (best is None or len(needle) > best[0]):
                best = (len(needle), family)
    return best[1] if best else None


def template_formats() -> dict[str, tuple[ModelFamily, TemplateFormat]]:
    """Every ``template_*`` format id -> (its family, its record)."""
    return {t.format_id: (f, t) for f in FAMILIES.values() for t in f.templates}
