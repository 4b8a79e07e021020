"""The prompt builder: order of the parts, personas, clauses, messages, errors, byte stability,
and the spec's render examples."""

from __future__ import annotations

import pytest

from formats_support import DATA, fake_spec, hard_tools
from toolform import prompts, sdk
from toolform.errors import (
    LoaderError,
    UnknownFormatError,
    UnknownPersonaError,
    UnknownProtocolError,
)
from toolform.formats.options import apply_options, render_options
from toolform.formats.registry import all_formats, get_format
from toolform.protocols.base import ECHOED, PLACEHOLDER_TOOL, example_call
from toolform.protocols.registry import get_protocol
from toolform.sdk import CallLoop, StubClient, parse_reply
from toolform.toolset import Toolset

WEATHER = DATA / "weather_tools.json"


def weather() -> Toolset:
    return Toolset.load(WEATHER)


class TestAssembly:
    def test_parts_in_order(self):
        p = prompts.render(weather(), "xml_schema", request="Forecast for Denver, 5 days")
        expected = "\n\n".join([prompts.PERSONAS["agent"], p.tool_block, p.instructions])
        assert p.system_prompt == expected
        assert p.instructions == get_protocol("xml_call").instruction(weather().tools)
        assert p.protocol_id == "xml_call" and p.format_id == "xml_schema"
        assert p.messages == [
            {"role": "system", "content": p.system_prompt},
            {"role": "user", "content": "Forecast for Denver, 5 days"},
        ]

    def test_tool_block_is_the_format_rendering_with_options_applied(self):
        tools = weather().tools
        opts = render_options(descriptions=False, minify=True)
        p = prompts.render(tools, "json_schema_openai", options=opts)
        spec = get_format("json_schema_openai")
        assert p.tool_block == spec.render(apply_options(tools, opts), opts)
        assert p.tool_block == prompts.tool_block(tools, spec, opts)
        assert "Get the weather" not in p.tool_block

    def test_no_request_no_messages(self):
        p = prompts.render(weather(), "yaml_schema")
        assert p.messages is None
        assert p.chars == len(p.system_prompt)
        assert p.tokens_estimate > 0

    def test_protocol_can_be_paired_differently(self):
        p = prompts.render(weather(), "yaml_schema", "xml_call")
        assert p.protocol_id == "xml_call"
        assert p.instructions == get_protocol("xml_call").instruction(weather().tools)

    @pytest.mark.parametrize("persona", sorted(prompts.PERSONAS))
    def test_personas(self, persona):
        p = prompts.render(weather(), "xml_schema", persona=persona)
        opening = prompts.PERSONAS[persona]
        if opening:
            assert p.system_prompt.startswith(opening + "\n\n")
        else:
            assert p.system_prompt.startswith(p.tool_block)

    def test_personas_differ(self):
        texts = {
            prompts.render(weather(), "xml_schema", persona=n).system_prompt
            for n in prompts.PERSONAS
        }
        assert len(texts) == len(prompts.PERSONAS)

    def test_null_clause_and_trust_line(self):
        base = prompts.render(weather(), "xml_schema")
        clause = get_protocol("xml_call").none_text
        assert base.instructions.endswith(clause)
        assert prompts.TRUST_LINE not in base.system_prompt
        no_null = prompts.render(weather(), "xml_schema", null_clause=False)
        assert clause not in no_null.system_prompt
        assert base.instructions.startswith(no_null.instructions)
        trusted = prompts.render(weather(), "xml_schema", trust_line=True)
        assert trusted.system_prompt.endswith(prompts.TRUST_LINE)

    @pytest.mark.parametrize("pid", ["json_array", "python_call", "select", "native", "harmony"])
    def test_null_clause_is_the_protocols_own(self, pid):
        clause = get_protocol(pid).none_text
        on = prompts.render(weather(), "json_minimal", pid).system_prompt
        off = prompts.render(weather(), "json_minimal", pid, null_clause=False).system_prompt
        assert on.count(clause) == 1 and clause not in off

    def test_byte_stable(self):
        a = prompts.render(hard_tools(), "typescript_namespace", request="x")
        b = prompts.render(hard_tools(), "typescript_namespace", request="x")
        assert a == b and a.system_prompt.encode() == b.system_prompt.encode()

    def test_build_messages_takes_the_same_options(self):
        msgs = prompts.build_messages(
            weather(),
            "Forecast for Denver",
            format_id="json_minimal",
            persona="terse",
            trust_line=True,
        )
        p = prompts.render(
            weather(),
            "json_minimal",
            request="Forecast for Denver",
            persona="terse",
            trust_line=True,
        )
        assert msgs == p.messages

    def test_raw_tool_definitions_are_loaded(self):
        # The core takes tools; the sdk's render loads any input first (the facade).
        p = sdk.render(str(WEATHER), "xml_schema")
        assert p == prompts.render(weather(), "xml_schema")
        with pytest.raises(LoaderError, match="load the input first"):
            prompts.render(str(WEATHER), "xml_schema")

    def test_unknown_ids(self):
        with pytest.raises(UnknownFormatError) as info:
            prompts.render(weather(), "json_minimul")
        assert "json_minimal" in info.value.suggestions
        with pytest.raises(UnknownProtocolError):
            prompts.render(weather(), "xml_schema", "xml_cal")
        with pytest.raises(UnknownPersonaError) as persona:
            prompts.render(weather(), "xml_schema", persona="agnet")
        assert persona.value.suggestions == ["agent"]

    def test_bad_arguments(self):
        with pytest.raises(TypeError):
            prompts.render(weather(), "xml_schema", request=5)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            prompts.render(weather(), "xml_schema", options={"minify": True})  # type: ignore[arg-type]

    def test_two_stage_format_is_refused(self, monkeypatch):
        staged = fake_spec("two_stage_fake", lambda tools, opts: "index", two_stage=True)
        monkeypatch.setattr(prompts, "get_format", lambda fid: staged)
        with pytest.raises(ValueError, match=r"toolform\.catalogue\.TwoStage"):
            prompts.render(weather(), "two_stage_fake")


def test_sdk_exports():
    import toolform.sdk as sdk

    for name in (
        "render",
        "render_options",
        "build_messages",
        "Prompt",
        "RenderOptions",
        "compare_formats",
    ):
        assert name in sdk.__all__ and hasattr(sdk, name)


def _spec_tools() -> Toolset:
    """The spec's py_tools: the Python loader's weather tools once it lands, else their IR."""
    if hasattr(Toolset, "from_python"):
        return Toolset.from_python("examples/tools/weather.py")
    return weather()


def test_spec_render_examples():
    from toolform.protocols.registry import get_protocol
    from toolform.sdk import build_messages, render, render_options

    py_tools = _spec_tools()
    prompt = render(py_tools, "xml_schema", request="Forecast for Denver, 5 days")
    assert '<tool name="get_forecast">' in prompt.tool_block
    assert prompt.instructions == get_protocol("xml_call").instruction(py_tools.tools)
    assert prompt.tool_block in prompt.system_prompt and prompt.instructions in prompt.system_prompt
    assert prompt.chars > 0 and prompt.tokens_estimate > 0
    assert [m["role"] for m in prompt.messages] == ["system", "user"]
    assert render(py_tools, "yaml_schema", "xml_call").protocol_id == "xml_call"
    messages = build_messages(
        py_tools, "Forecast for Denver", format_id="xml_schema", protocol_id="xml_call"
    )
    assert messages[1] == {"role": "user", "content": "Forecast for Denver"}
    opts = render_options(
        descriptions=False,
        constraints=True,
        defaults=True,
        returns=False,
        minify=False,
        case_convention="as_is",
    )
    plain = render(py_tools, "json_schema_openai", options=opts)
    assert "Get the weather" not in plain.tool_block


def test_unknown_protocol_with_the_real_registry():
    with pytest.raises(UnknownProtocolError) as info:
        prompts.render(weather(), "xml_schema", "xml_cal")
    assert "xml_call" in info.value.suggestions


def test_every_default_protocol_renders():
    from toolform.formats.registry import all_formats

    for spec in all_formats():
        if not spec.two_stage:
            assert prompts.render(hard_tools(), spec.id).instructions


@pytest.mark.parametrize("spec", all_formats(), ids=lambda s: s.id)
def test_the_instruction_example_can_never_run(spec) -> None:
    # Every format with its default protocol, on the hard tools: the instruction's example is
    # a call, in the protocol's own syntax, on a placeholder tool that is not in the toolset;
    # a reply that echoes it back is rejected ("echoed the example") and nothing can run.
    tools = Toolset(hard_tools())
    protocol = get_protocol(spec.default_protocol)
    prompt = prompts.render_spec(tools.tools, spec)
    if protocol.id == "native":
        return  # no instruction, no example
    example = protocol.write_call([example_call(tools.tools)])
    assert example in prompt.instructions
    raw = protocol.extract(example, lenient=False).calls
    assert [c.name for c in raw] == [PLACEHOLDER_TOOL]
    assert tools.get(PLACEHOLDER_TOOL) is None
    echoed = parse_reply(example, tools, protocol.id)
    assert echoed.calls == [] and not echoed.ok
    assert [r.reason for r in echoed.rejected] == [ECHOED]


def test_native_system_prompt_points_at_no_tool_block() -> None:
    # The native path sends the tools in the request's tools field: nothing is "below".
    loop = CallLoop(StubClient(["x"]), weather(), native=True)
    system = loop.base_prompt().system_prompt
    assert "below" not in system and "given with this request" in system
    for persona in prompts.PERSONAS:
        assert "below" not in prompts.assemble("", "", persona=persona, native=True)
