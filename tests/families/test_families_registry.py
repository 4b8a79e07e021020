"""Model families: one record per family, read by the template formats, the advisor and the
catalogue page; the registry finds a family by name (close matches on a typo) or by model id."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from formats_support import weather_tools
from toolform.advisor import recommend
from toolform.cli.catalogue_page import families_markdown
from toolform.families import (
    AdvisorDefault,
    ModelFamily,
    TemplateFormat,
    UnknownFamilyError,
    Upstream,
    all_families,
    family_of,
    get_family,
    register,
    template_formats,
)
from toolform.formats import template
from toolform.formats.options import DEFAULT_OPTIONS
from toolform.formats.registry import get_format
from toolform.protocols.registry import get_protocol


def test_every_template_format_has_one_family_and_takes_its_record_from_it():
    records = template_formats()
    assert {f.id for f in template.FORMATS} == set(records)
    for spec in template.FORMATS:
        family, record = records[spec.id]
        assert spec.source == str(record.upstream)
        assert spec.default_protocol == record.protocol
        assert record.model in spec.name
        assert family.template(spec.id) is record


def test_every_declared_id_resolves():
    for family in all_families():
        get_protocol(family.protocol)
        get_protocol(family.default.protocol_id)
        get_format(family.default.format_id)
        for t in family.templates:
            get_protocol(t.protocol)


def test_a_family_with_a_template_format_defaults_to_it_unless_it_says_why_not():
    for family in all_families():
        if not family.templates:
            continue
        own = {t.format_id for t in family.templates}
        if family.default.format_id in own:
            assert family.default.protocol_id == family.protocol, family.name
        else:  # the exception names the template it passes over
            assert any(t in family.default.why for t in own), family.name


def test_the_advisor_default_is_the_familys():
    for family in all_families():
        rec = recommend(f"acme/{family.match[0]}-model", 3, 1)
        assert (rec.format_id, rec.protocol_id) == (
            family.default.format_id,
            family.default.protocol_id,
        )
        assert rec.source == "default" and rec.expected_accuracy is None
        assert family.default.why in rec.rationale


def test_the_advisor_offers_the_familys_own_template_when_the_default_is_another():
    rec = recommend("Qwen/Qwen3-8B", 3, 1)
    assert (rec.format_id, rec.protocol_id) == ("xml_schema", "xml_call")
    assert {"format_id": "template_qwen25", "protocol_id": "hermes"}.items() <= (
        rec.alternatives[0].items()
    )


def test_get_family_suggests_close_names():
    assert get_family("glm").name == "glm"
    with pytest.raises(UnknownFamilyError) as err:
        get_family("qwne")
    assert "qwen" in err.value.suggestions


def test_register_refuses_a_second_family_of_a_name_or_a_template_another_family_owns():
    qwen = get_family("qwen")
    with pytest.raises(ValueError, match="twice"):
        register(qwen)
    thief = dataclasses.replace(qwen, name="not_qwen")
    with pytest.raises(ValueError, match="template_qwen25"):
        register(thief)
    assert "not_qwen" not in {f.name for f in all_families()}


@pytest.mark.parametrize(
    ("model", "family"),
    [
        ("Qwen/Qwen3-8B", "qwen"),
        ("Qwen/Qwen3-Coder-30B-A3B-Instruct", "qwen3_coder"),
        ("meta-llama/Llama-3.1-8B-Instruct", "llama"),
        ("meta-llama/Llama-4-Scout-17B-16E-Instruct", "llama4"),
        ("Salesforce/Llama-xLAM-2-8b-fc-r", "xlam"),
        ("NousResearch/Hermes-3-Llama-3.1-8B", "hermes"),
        ("google/functiongemma-270m-it", "functiongemma"),
        ("google/gemma-3-27b-it", "gemma"),
        ("mistralai/Ministral-8B-Instruct-2410", "mistral"),
        ("openai/gpt-oss-20b", "gpt_oss"),
        ("gpt-5", "gpt"),
        ("zai-org/GLM-4.5-Air", "glm"),
        ("acme/mystery-1", None),
    ],
)
def test_family_of_takes_the_longest_match(model, family):
    found = family_of(model)
    assert (found.name if found else None) == family


@given(st.text(max_size=60))
def test_family_of_any_text_is_none_or_a_family_that_matches_it(text):
    found = family_of(text)
    assert found is None or any(m in text.lower() for m in found.match)


def test_upstream_names_repository_path_and_revision():
    assert str(Upstream("o/r", "a/b.jinja", "0123abcd", "note")) == "o/r a/b.jinja @0123abcd (note)"
    assert str(Upstream("o/r", "a/b.jinja")) == "o/r a/b.jinja"


def test_the_catalogue_page_lists_every_family_with_its_default():
    page = families_markdown()
    for family in all_families():
        assert f"| {family.name} |" in page
        assert f"`{family.default.format_id}` + `{family.default.protocol_id}`" in page


def test_mistral_v11_writes_only_the_fields_of_mistral_commons_tool():
    tool = dataclasses.replace(weather_tools()[0], annotations={"openai": {"strict": True}})
    text = get_format("template_mistral_v11").render([tool], DEFAULT_OPTIONS)
    assert '"strict"' not in text
    assert text.startswith('[AVAILABLE_TOOLS][{"type": "function", "function": {"name": ')


def test_records_are_plain_data():
    fam = ModelFamily(
        "x",
        ("x",),
        (TemplateFormat("t", "X", Upstream("r", "p"), "hermes"),),
        "hermes",
        AdvisorDefault("t", "hermes", "why"),
    )
    assert fam.template("t").model == "X"
    with pytest.raises(KeyError):
        fam.template("u")
