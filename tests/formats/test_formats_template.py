"""The template family: each format agrees with its model's chat template on the tool section.

The stored templates are rendered the way ``transformers.apply_chat_template`` renders them: an
``ImmutableSandboxedEnvironment`` with ``trim_blocks`` and ``lstrip_blocks``, and ``tojson`` as
``json.dumps(ensure_ascii=False)``. The tool section agrees when the format's text appears in the
template's output verbatim and, with it removed, no tool name is left there.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given

from formats_support import chat_templates_dir, hard_tools, weather_tools
from strategies import openai_tool_lists
from toolform.exporters import to_openai
from toolform.formats import template
from toolform.formats.options import DEFAULT_OPTIONS, render_options
from toolform.formats.registry import get_format
from toolform.toolset import Toolset

jinja2 = pytest.importorskip("jinja2")
from jinja2.sandbox import ImmutableSandboxedEnvironment  # noqa: E402

TEMPLATES = chat_templates_dir() or Path("chat_templates")

# format id -> (stored template file, extra variables the template reads)
AGREEMENT: dict[str, tuple[str, dict[str, Any]]] = {
    "template_hermes": ("tool_chat_template_hermes.jinja", {}),
    "template_qwen3_coder": ("tool_chat_template_qwen3coder.jinja", {}),
    "template_llama31_json": ("tool_chat_template_llama3.1_json.jinja", {}),
    "template_llama32_pythonic": ("tool_chat_template_llama3.2_pythonic.jinja", {}),
    # The stored version writes tools only through ``custom_tools``.
    "template_llama4_pythonic": ("tool_chat_template_llama4_pythonic.jinja", {"custom": True}),
    "template_gemma3_pythonic": ("tool_chat_template_gemma3_pythonic.jinja", {}),
    "template_phi4_mini": ("tool_chat_template_phi4_mini.jinja", {}),
    "template_xlam": ("tool_chat_template_xlam_llama.jinja", {}),
    "template_deepseek_v3": ("tool_chat_template_deepseekv3.jinja", {}),
    "template_granite": ("tool_chat_template_granite.jinja", {}),
    "template_granite_20b_fc": ("tool_chat_template_granite_20b_fc.jinja", {}),
    "template_mistral_v3": ("tool_chat_template_mistral_official.jinja", {}),
    "template_command_r": ("command_r_tool_chat_template.jinja", {}),
}
# Templates that vLLM does not ship (Hugging Face model repos): checked when a copy is in the
# folder under this name. The family records say which upstream file and revision each follows.
ELSEWHERE: dict[str, tuple[str, dict[str, Any]]] = {
    "template_qwen25": ("Qwen2.5-7B-Instruct.jinja", {}),
    "template_glm45": ("GLM-4.5.jinja", {}),
    # GLM-4 reads the tools from a message (``item['tools']``), not from a ``tools`` variable.
    "template_glm4": ("glm-4-9b-chat.jinja", {"on_message": True}),
    "template_functiongemma": ("functiongemma-270m-it.jinja", {}),
}
AGREEMENT.update({k: v for k, v in ELSEWHERE.items() if (TEMPLATES / v[0]).is_file()})


def _tojson(
    x: Any,
    ensure_ascii: bool = False,
    indent: Any = None,
    separators: Any = None,
    sort_keys: bool = False,
) -> str:
    return json.dumps(
        x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
    )


def _raise_exception(message: str) -> None:
    raise jinja2.exceptions.TemplateError(message)


@cache
def compile_chat_template(path: Path) -> Any:
    """The template compiled once, as transformers caches it."""
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols"]
    )
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    return env.from_string(path.read_text(encoding="utf-8"))


def render_chat_template(
    path: Path, tools: list[dict[str, Any]], custom: bool = False, on_message: bool = False
) -> str:
    """The template's full prompt for one user turn, as transformers would render it."""
    variables: dict[str, Any] = {
        "messages": [{"role": "user", "content": "USER TURN"}],
        "add_generation_prompt": True,
        "bos_token": "<s>",
        "eos_token": "</s>",
        "date_string": "15 Jan 2025",
    }
    if on_message:
        variables["messages"].insert(0, {"role": "system", "content": "", "tools": tools})
    else:
        variables["custom_tools" if custom else "tools"] = tools
    return str(compile_chat_template(path).render(**variables))


def _agrees(format_id: str, tools: list[Any]) -> bool | None:
    """True/False for agreement; None when the template itself cannot render these tools."""
    name, extra = AGREEMENT[format_id]
    try:
        rendered = render_chat_template(TEMPLATES / name, to_openai(tools), **extra)
    except (jinja2.exceptions.TemplateError, RecursionError, TypeError):
        return None
    block = get_format(format_id).render(tools, DEFAULT_OPTIONS)
    if block not in rendered:
        return False
    rest = rendered.replace(block, "", 1)
    return not any(t.name in rest for t in tools)


@pytest.mark.chat_templates
@pytest.mark.parametrize("format_id", sorted(AGREEMENT))
def test_tool_section_agrees_with_the_chat_template_on_weather(format_id):
    assert _agrees(format_id, weather_tools()) is True


@pytest.mark.chat_templates
@pytest.mark.parametrize("format_id", sorted(AGREEMENT))
def test_tool_section_agrees_on_every_hard_tool_the_template_can_render(format_id):
    verdicts = {t.name: _agrees(format_id, [t]) for t in hard_tools()}
    assert False not in verdicts.values(), verdicts
    assert any(v for v in verdicts.values()), "the template renders none of the hard tools"
    rendered = [t for t in hard_tools() if verdicts[t.name]]
    if len(rendered) > 1:
        assert _agrees(format_id, rendered) is True


def test_every_template_format_names_its_source_file():
    for t in template.FORMATS:
        assert t.source and t.source in t.summary
        assert not t.novel


def test_every_template_elsewhere_names_its_upstream_repository():
    for format_id in ELSEWHERE:
        source = get_format(format_id).source or ""
        assert source.startswith("huggingface.co/"), format_id


def test_vllm_templates_name_the_commit_they_follow():
    """A template that vLLM ships records the file and the commit it was checked against."""
    for t in template.FORMATS:
        if t.source and t.source.startswith("vllm-project/vllm"):
            assert re.search(r"examples/\S+\.jinja @[0-9a-f]{8}\b", t.source), t.id


def test_templates_keep_special_tokens_literally():
    tools = weather_tools()
    text = {f.id: f.render(tools, DEFAULT_OPTIONS) for f in template.FORMATS}
    assert text["template_hermes"].endswith("</tool_call><|im_end|>")
    assert "<｜tool▁call▁begin｜>" in text["template_deepseek_v3"]
    assert text["template_mistral_v11"].startswith("[AVAILABLE_TOOLS][")
    assert "<start_function_declaration>declaration:get_forecast{" in text["template_functiongemma"]
    assert "<escape>STRING<escape>" in text["template_functiongemma"]
    assert "<arg_key>" in text["template_glm45"]
    assert text["template_glm4"].startswith("# 可用工具\n## get_forecast\n\n{")
    assert text["template_granite"].startswith("<|start_of_role|>available_tools<|end_of_role|>\n{")
    assert text["template_granite"].endswith("}<|end_of_text|>")
    assert text["template_granite_20b_fc"].startswith("<|function_call_library|>{")


def test_json_tool_lines_parse_back():
    tools = hard_tools()
    qwen = get_format("template_qwen25").render(tools, DEFAULT_OPTIONS)
    inner = qwen.split("<tools>\n", 1)[1].split("\n</tools>", 1)[0]
    assert [json.loads(line) for line in inner.split("\n")] == to_openai(tools)
    v11 = get_format("template_mistral_v11").render(tools, DEFAULT_OPTIONS)
    assert json.loads(v11[len("[AVAILABLE_TOOLS]") : -len("[/AVAILABLE_TOOLS]")]) == to_openai(
        tools
    )


def test_command_r_drops_defaults_and_enums_as_the_template_does():
    text = get_format("template_command_r").render(weather_tools(), DEFAULT_OPTIONS)
    assert "days: Optional[int] = None" in text
    assert "imperial" not in text
    assert "default" not in get_format("template_command_r").shows


def test_minify_compacts_the_json_inside_templates():
    tools = hard_tools()
    for fid in ("template_llama31_json", "template_qwen25", "template_xlam"):
        spec = get_format(fid)
        assert len(spec.render(tools, render_options(minify=True))) < len(
            spec.render(tools, DEFAULT_OPTIONS)
        )


# --- the three formats checked against copies and ports of their upstream (families records) ---

# Enums, a nested object, an array of objects, optional parameters with and without a default,
# a parameter without a description, and a tool without parameters.
_RICH = [
    {
        "type": "function",
        "function": {
            "name": "book",
            "description": "Book a room.",
            "parameters": {
                "type": "object",
                "properties": {
                    "room": {"type": "string", "enum": ["single", "double"], "description": "Kind"},
                    "guests": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {"name": {"type": "string"}},
                            "required": ["name"],
                        },
                    },
                    "when": {
                        "type": "object",
                        "description": "Dates",
                        "properties": {"start": {"type": "string"}, "end": {"type": "string"}},
                        "required": ["start"],
                    },
                    "note": {"type": "string", "default": "none"},
                },
                "required": ["room", "when"],
            },
        },
    },
    {"type": "function", "function": {"name": "ping", "description": "Ping."}},
]


def _rich_tools() -> list[Any]:
    return Toolset.from_openai(_RICH).tools


def test_functiongemma_writes_declarations_as_ollamas_port_of_the_template_does():
    """The cases Ollama's renderer pins (functiongemma_test.go): sorted parameters, a description
    always written (empty when missing), upper-case types last, no empty properties/required."""
    tools = Toolset.from_openai(
        [
            {
                "type": "function",
                "function": {
                    "name": "add",
                    "description": "Add numbers",
                    "parameters": {
                        "type": "object",
                        "properties": {"b": {"type": "number"}, "a": {"type": "number"}},
                        "required": ["b"],
                    },
                },
            },
            {
                "type": "function",
                "function": {
                    "name": "noop",
                    "description": "",
                    "parameters": {"type": "object", "properties": {}},
                },
            },
        ]
    ).tools
    text = get_format("template_functiongemma").render(tools, DEFAULT_OPTIONS)
    assert text == (
        "You are a model that can do function calling with the following functions"
        "<start_function_declaration>declaration:add{description:<escape>Add numbers<escape>,"
        "parameters:{properties:{a:{description:<escape><escape>,type:<escape>NUMBER<escape>},"
        "b:{description:<escape><escape>,type:<escape>NUMBER<escape>}},"
        "required:[<escape>b<escape>],type:<escape>OBJECT<escape>}}<end_function_declaration>"
        "<start_function_declaration>declaration:noop{description:<escape><escape>,"
        "parameters:{type:<escape>OBJECT<escape>}}<end_function_declaration>"
    )


def test_functiongemma_layout_of_enums_nesting_arrays_and_optionals():
    text = get_format("template_functiongemma").render(_rich_tools(), DEFAULT_OPTIONS)
    e = "<escape>"
    assert text.split("functions", 1)[1] == (
        f"<start_function_declaration>declaration:book{{description:{e}Book a room.{e},"
        f"parameters:{{properties:{{"
        f"guests:{{description:{e}{e},items:{{properties:{{name:{{description:{e}{e},"
        f"type:{e}STRING{e}}}}},required:[{e}name{e}],type:{e}OBJECT{e}}},type:{e}ARRAY{e}}},"
        f"note:{{description:{e}{e},default:{e}none{e},type:{e}STRING{e}}},"
        f"room:{{description:{e}Kind{e},enum:[{e}single{e},{e}double{e}],type:{e}STRING{e}}},"
        f"when:{{description:{e}Dates{e},properties:{{end:{{description:{e}{e},"
        f"type:{e}STRING{e}}},start:{{description:{e}{e},type:{e}STRING{e}}}}},"
        f"required:[{e}start{e}],type:{e}OBJECT{e}}}}},"
        f"required:[{e}room{e},{e}when{e}],type:{e}OBJECT{e}}}}}<end_function_declaration>"
        f"<start_function_declaration>declaration:ping{{description:{e}Ping.{e},"
        f"parameters:{{type:{e}OBJECT{e}}}}}<end_function_declaration>"
    )


def test_glm4_heading_follows_the_tag_whose_first_newline_trim_blocks_eats():
    text = get_format("template_glm4").render(_rich_tools(), DEFAULT_OPTIONS)
    blocks = text.split("\n## ")
    assert blocks[0] == "# 可用工具"
    suffix = "\n在调用上述函数时，请使用 Json 格式表示调用的参数。"
    for block, tool in zip(blocks[1:], to_openai(_rich_tools()), strict=True):
        name, rest = block.split("\n\n", 1)
        assert name == tool["function"]["name"]
        assert rest.endswith(suffix)
        body = rest[: -len(suffix)]
        assert body == json.dumps(tool["function"], ensure_ascii=False, indent=4)


def test_gemma_tool_code_writes_valid_python_with_required_parameters_first():
    import ast

    text = get_format("template_gemma_tool_code").render(_rich_tools(), DEFAULT_OPTIONS)
    code = text.split("```python\n", 1)[1].rsplit("\n```", 1)[0]
    tree = ast.parse(code)
    book = tree.body[0]
    assert isinstance(book, ast.FunctionDef)
    assert [a.arg for a in book.args.args] == ["room", "when", "guests", "note"]
    assert (
        "def book(room: Literal['single', 'double'], when: dict, guests: list[dict] = None, "
        "note: str = 'none') -> dict:" in code
    )
    assert "    Args:\n      room: Kind\n      when: Dates\n      guests:\n      note:\n" in code


@given(openai_tool_lists())
def test_functiongemma_describes_every_parameter_and_writes_no_empty_list(raw):
    """On any toolset: each parameter opens with its description, and no declaration carries an
    empty ``properties`` or ``required`` (the template leaves them out)."""
    text = get_format("template_functiongemma").render(Toolset.load(raw).tools, DEFAULT_OPTIONS)
    structure = re.sub(r"<escape>.*?<escape>", "S", text, flags=re.S)
    assert "properties:{}" not in structure
    assert "required:[]" not in structure
    for tool in raw:
        for name in tool["function"]["parameters"]["properties"]:
            assert f"{name}:{{description:S" in structure
