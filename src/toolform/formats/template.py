"""The tool section as each model's chat template writes it, special tokens and quirks included.

A model was tuned on the bytes its chat template produces, so these formats reproduce those
bytes: the wrapper text, the field order, the separators, even the template's own bugs (Hermes
leaves a brace unclosed, the vLLM Mistral template pastes strings unescaped, Command R calls every
optional parameter ``Optional[T] = None``). Where a template renders tools with Jinja ``tojson``
the output here is ``json.dumps(ensure_ascii=False)`` with the template's indent, which is what
``transformers`` registers as ``tojson``. The tool section starts at the first byte the template
writes only because tools are present and ends at the last such byte; turn markers around it
and trailing blank lines are left to the prompt builder. ``tests/formats/test_formats_template.py``
renders the stored templates with jinja2 and checks the two agree.

Every template variant is one entry of ``_TEMPLATES``: the shared pieces (JSON blocks, JSON lines,
the Hermes-style Python signature) are parameters, not copies. What a variant imitates (the model,
the upstream file and revision it follows, its protocol) is declared once, by its model family in
``toolform.families``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from toolform.exporters import to_openai
from toolform.families import template_formats
from toolform.formats.json_text import dump_json
from toolform.formats.options import RenderOptions
from toolform.formats.spec import ALL_FACTS, FormatSpec
from toolform.ir import ToolIR

Body = Callable[[list[dict[str, Any]], RenderOptions], str]

_NO_RETURNS = ALL_FACTS - {"returns"}
_SIGNATURE_ONLY = frozenset({"descriptions", "types", "required"})


def _tojson(value: Any, opts: RenderOptions, indent: int | None = None) -> str:
    """Jinja ``tojson`` as transformers defines it (``minify`` drops the optional spaces)."""
    return dump_json(value, minify=opts.minify, indent=indent)


def _jinja_str(value: Any) -> str:
    """Jinja's ``|string``: Python ``str``, so ``True`` and single-quoted lists."""
    return str(value)


# --- the Hermes / Granite / Command R ``json_to_python_type`` macro ---------------------------

_BASIC_PY = {"string": "str", "number": "float", "integer": "int", "boolean": "bool"}


def _macro_type(spec: Any, *, array: str, obj_generic: bool) -> str:
    """The template macro as Jinja evaluates it, including its quirks.

    The macro looks up ``items`` through a filter or a dict method, so it never sees the item
    schema: arrays come out as ``list[Union[]]``. A missing ``type`` is Jinja ``Undefined``, which
    is iterable, so unions without ``type`` render ``Union[]``. A type name the map lacks
    (``null``) makes the real template recurse without end; here it renders ``Any``.
    """
    kind = spec.get("type") if isinstance(spec, dict) else None
    if isinstance(kind, str) and kind in _BASIC_PY:
        return _BASIC_PY[kind]
    if kind == "array":
        return f"{array}[Union[]]"
    if kind == "object":
        if obj_generic:
            return (
                "Dict[str, Union[]]"
                if "additionalProperties" not in spec
                else (
                    "Dict[str, "
                    + _macro_type(spec["additionalProperties"], array=array, obj_generic=True)
                    + "]"
                )
            )
        if "additionalProperties" in spec:
            inner = _macro_type(spec["additionalProperties"], array=array, obj_generic=False)
            return f"dict[str, {inner}]"
        return "dict"
    if isinstance(kind, list):
        parts = [_macro_type({"type": t}, array=array, obj_generic=obj_generic) for t in kind]
        return "Union[" + ",".join(parts) + "]"
    if kind is None:
        return "Union[]"
    return "Any"


def _hermes_description(fn: dict[str, Any]) -> str:
    """Hermes replaces the description with a signature and an ``Args:`` list."""
    props = fn["parameters"].get("properties", {})
    sig = ", ".join(
        f"{name}: {_macro_type(f, array='list', obj_generic=False)}" for name, f in props.items()
    )
    text = f"{fn['name']}({sig}) - {fn.get('description', '')}\n\n"
    for i, (name, f) in enumerate(props.items()):
        if i == 0:
            text += "    Args:\n"
        desc = str(f.get("description", "")).strip() if isinstance(f, dict) else ""
        text += f"        {name}({_macro_type(f, array='list', obj_generic=False)}): {desc}"
    return text


def _hermes_entry(fn: dict[str, Any], opts: RenderOptions) -> str:
    params = fn["parameters"]
    body = "{}" if not params.get("properties") else _tojson(params, opts)
    return (
        f'{{"type": "function", "function": {{"name": "{fn["name"]}", '
        f'"description": "{_hermes_description(fn)}"'
        f', "parameters": {body}}}'
    )


# --- bodies --------------------------------------------------------------------------------


def _hermes(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # Today's template lists ``name`` before ``arguments`` in the call schema and closes that
    # schema with one brace too many; both are kept.
    entries = "\n".join(_hermes_entry(t["function"], opts) for t in tools)
    return (
        "You are a function calling AI model. You are provided with function signatures within "
        "<tools></tools> XML tags. You may call one or more functions to assist with the user "
        "query. Don't make assumptions about what values to plug into functions. Here are the "
        f"available tools: <tools> {entries} </tools>"
        "Use the following pydantic model json schema for each tool call you will make: "
        '{"properties": {"name": {"title": "Name", "type": "string"}, "arguments": '
        '{"title": "Arguments", "type": "object"}}, "required": ["name", "arguments"], "title": '
        '"FunctionCall", "type": "object"}}\n'
        "For each function call return a json object with function name and arguments within "
        "<tool_call></tool_call> XML tags as follows:\n<tool_call>\n"
        '{"name": <function-name>, "arguments": <args-dict>}\n</tool_call><|im_end|>'
    )


def _granite3(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    """Granite 3: the tools as a turn of their own, one ``tojson(indent=4)`` block per tool."""
    return (
        "<|start_of_role|>available_tools<|end_of_role|>\n"
        + _blocks(tools, opts)
        + "<|end_of_text|>"
    )


def _granite_20b_fc(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # With ``full_function_description`` unset (the default) the description is pasted without
    # its closing quote, and the closing sentence follows the last tool on the same line.
    entries = []
    for tool in tools:
        fn = tool["function"]
        params = fn["parameters"]
        body = "{}" if not params.get("properties") else _tojson(params, opts)
        entries.append(
            f'{{"name": "{fn["name"]}", "description": "{fn.get("description", "")}'
            f', "parameters": {body}}}'
        )
    return (
        "<|function_call_library|>"
        + "\n".join(entries)
        + "If none of the functions are relevant or the given question lacks the parameters "
        'required by the function, please output \\"<function_call> {\\"name\\": '
        '\\"no_function\\", \\"arguments\\": {}}\\".'
    )


_QWEN_TOOLS_HEAD = (
    "# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>"
)


def _json_lines(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return "".join("\n" + _tojson(t, opts) for t in tools) + "\n</tools>"


def _qwen25(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return (
        _QWEN_TOOLS_HEAD
        + _json_lines(tools, opts)
        + "\n\nFor each function call, return a json object with function name and arguments "
        "within <tool_call></tool_call> XML tags:\n<tool_call>\n"
        '{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>'
    )


def _deepseek_v3(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # The vLLM template's ``{{ }}`` lines keep their newlines and indentation: "\n\n    ".
    gap = "\n\n    "
    return (
        _QWEN_TOOLS_HEAD
        + "".join("\n" + _tojson(t, opts) for t in tools)
        + "    \n</tools>\n\n"
        + gap
        + "For function call returns, you should first print <｜tool▁calls▁begin｜>"
        + gap
        + "For each function call, you should return object like:\n"
        + "\n    "
        + "<｜tool▁call▁begin｜>function<｜tool▁sep｜><function_name>\n```json\n"
        "<function_arguments_in_json_format>\n```<｜tool▁call▁end｜>"
        + gap
        + "At the end of function call returns, you should print "
        "<｜tool▁calls▁end｜><｜end▁of▁sentence｜>"
    )


def _glm45(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return (
        _QWEN_TOOLS_HEAD
        + "".join("\n" + _tojson(t, opts) for t in tools)
        + "\n</tools>\n\nFor each function call, output the function name and arguments within "
        "the following XML format:\n<tool_call>{function-name}\n<arg_key>{arg-key-1}</arg_key>\n"
        "<arg_value>{arg-value-1}</arg_value>\n<arg_key>{arg-key-2}</arg_key>\n"
        "<arg_value>{arg-value-2}</arg_value>\n...\n</tool_call>"
    )


def _extra_keys(mapping: dict[str, Any], handled: tuple[str, ...], opts: RenderOptions) -> str:
    out = []
    for key, value in mapping.items():
        if key in handled:
            continue
        text = _tojson(value, opts) if isinstance(value, (dict, list)) else _jinja_str(value)
        out.append(f"\n<{key}>{text}</{key}>")
    return "".join(out)


def _qwen3_coder(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    parts = ["# Tools\n\nYou have access to the following functions:\n\n<tools>"]
    for tool in tools:
        fn = tool["function"]
        parts.append(f"\n<function>\n<name>{fn['name']}</name>")
        if "description" in fn:
            parts.append(f"\n<description>{str(fn['description']).strip()}</description>")
        parts.append("\n<parameters>")
        params = fn["parameters"]
        for name, field in params.get("properties", {}).items():
            parts.append(f"\n<parameter>\n<name>{name}</name>")
            if "type" in field:
                parts.append(f"\n<type>{_jinja_str(field['type'])}</type>")
            if "description" in field:
                parts.append(f"\n<description>{str(field['description']).strip()}</description>")
            parts.append(_extra_keys(field, ("name", "type", "description"), opts))
            parts.append("\n</parameter>")
        parts.append(_extra_keys(params, ("type", "properties"), opts))
        parts.append("\n</parameters>")
        parts.append(_extra_keys(fn, ("type", "name", "description", "parameters"), opts))
        parts.append("\n</function>")
    parts.append(
        "\n</tools>\n\nIf you choose to call a function ONLY reply in the following format with "
        "NO suffix:\n\n<tool_call>\n<function=example_function_name>\n"
        "<parameter=example_parameter_1>\nvalue_1\n</parameter>\n<parameter=example_parameter_2>\n"
        "This is the value for the second parameter\nthat can span\nmultiple lines\n</parameter>\n"
        "</function>\n</tool_call>\n\n<IMPORTANT>\nReminder:\n- Function calls MUST follow the "
        "specified format: an inner <function=...></function> block must be nested within "
        "<tool_call></tool_call> XML tags\n- Required parameters MUST be specified\n- You may "
        "provide optional reasoning for your function call in natural language BEFORE the "
        "function call, but NOT after\n- If there is no function call available, answer the "
        "question like normal with your current knowledge and do not tell the user about "
        "function calls\n</IMPORTANT>"
    )
    return "".join(parts)


def _blocks(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    """One ``tojson(indent=4)`` block per tool, a blank line between (Llama, xLAM, Phi-4)."""
    return "\n\n".join(_tojson(t, opts, indent=4) for t in tools)


_LLAMA_PYTHONIC = (
    "Respond in the format [func_name1(params_name1=params_value1, "
    "params_name2=params_value2...), func_name2(params)] Do not use variables.\n\n"
)


def _llama31_json(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return (
        "Given the following functions, please respond with a JSON for a function call with its "
        "proper arguments that best answers the given prompt.\n\n"
        'Respond in the format {"name": function name, "parameters": dictionary of argument name '
        "and its value}. Do not use variables.\n\n" + _blocks(tools, opts)
    )


def _llama32_pythonic(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return (
        "You have access to the following functions. To call functions, please respond with a "
        "python list of the calls. " + _LLAMA_PYTHONIC + _blocks(tools, opts)
    )


def _llama4_pythonic(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    rules = (
        "You are a helpful assistant and an expert in function composition. You can answer "
        "general questions using your internal knowledge OR invoke functions when necessary. "
        "Follow these strict guidelines:\n\n1. FUNCTION CALLS:\n- ONLY use functions that are "
        "EXPLICITLY listed in the function list below\n- If NO functions are listed (empty "
        "function list []), respond ONLY with internal knowledge or \"I don't have access to "
        '[Unavailable service] information"\n- If a function is not in the list, respond ONLY '
        "with internal knowledge or \"I don't have access to [Unavailable service] "
        'information"\n- If ALL required parameters are present AND the query EXACTLY matches '
        "a listed function's purpose: output ONLY the function call(s)\n- Use exact format: "
        "[func_name1(param1=value1, param2=value2), func_name2(...)]\nExamples:\nCORRECT: "
        '[get_weather(location="Vancouver"), calculate_route(start="Boston", end="New York")] '
        "<- Only if get_weather and calculate_route are in function list\nINCORRECT: "
        'get_weather(location="New York")\nINCORRECT: Let me check the weather: '
        '[get_weather(location="New York")]\nINCORRECT: [get_events(location="Singapore")] <- '
        "If function not in list\n\n2. RESPONSE RULES:\n- For pure function requests matching a "
        "listed function: ONLY output the function call(s)\n- For knowledge questions: ONLY "
        "output text\n- For missing parameters: ONLY request the specific missing parameters\n"
        "- For unavailable services (not in function list): output ONLY with internal knowledge "
        'or "I don\'t have access to [Unavailable service] information". Do NOT execute a '
        "function call.\n- If the query asks for information beyond what a listed function "
        "provides: output ONLY with internal knowledge about your limitations\n- NEVER combine "
        "text and function calls in the same response\n- NEVER suggest alternative functions "
        "when the requested service is unavailable\n- NEVER create or invent new functions not "
        "listed below\n\n3. STRICT BOUNDARIES:\n- ONLY use functions from the list below - no "
        "exceptions\n- NEVER use a function as an alternative to unavailable information\n- "
        "NEVER call functions not present in the function list\n- NEVER add explanatory text to "
        "function calls\n- NEVER respond with empty brackets\n- Use proper Python/JSON syntax "
        "for function calls\n- Check the function list carefully before responding\n\n4. TOOL "
        "RESPONSE HANDLING:\n- When receiving tool responses: provide concise, natural language "
        "responses\n- Don't repeat tool response verbatim\n- Don't add supplementary "
        "information\n\nHere is a list of functions in JSON format that you can invoke:\n"
    )
    return rules + _tojson(tools, opts, indent=4)


def _gemma3_pythonic(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return (
        "Tools (functions) are available. If you decide to invoke one or more of the tools, you "
        "must respond with a python list of the function calls.\nExample Format: "
        "[func_name1(params_name1=params_value1, params_name2=params_value2...), "
        "func_name2(params)] \nDo not use variables. DO NOT USE MARKDOWN SYNTAX. You SHOULD NOT "
        "include any other text in the response if you call a function. If none of the "
        "functions can be used, point it out. If you lack the parameters required by the "
        "function, also point it out.\nHere is a list of functions in JSON format that you can "
        "invoke.\n" + _tojson(tools, opts, indent=4)
    )


def _phi4_mini(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # The template's ``{%- for %}`` eats the blank lines before the first tool.
    return (
        "In addition to plain text responses, you can choose to call one or more of the "
        "provided functions.\n\nUse the following rule to decide when to call a function:\n"
        "  * if the response can be generated from your internal knowledge (e.g., as in the "
        'case of queries like "What is the capital of Poland?"), do so\n  * if you need '
        "external information that can be obtained by calling one or more of the provided "
        "functions, generate a function calls\n\nIf you decide to call functions:\n  * prefix "
        "function calls with functools marker (no closing marker required)\n  * all function "
        'calls should be generated in a single JSON list formatted as functools[{"name": '
        '[function name], "arguments": [function arguments as JSON]}, ...]\n  * follow the '
        "provided JSON schema. Do not hallucinate arguments or values. Do to blindly copy "
        "values from the provided samples\n  * respect the argument type formatting. E.g., if "
        "the type is number and format is float, write value 7 as 7.0\n  * make sure you pick "
        "the right functions that match the user intent" + _blocks(tools, opts)
    )


def _xlam(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    return (
        "You have access to a set of tools. When using tools, make calls in a single JSON array: "
        '\n\n[{"name": "tool_call_name", "arguments": {"arg1": "value1", "arg2": "value2"}}, ... '
        "(additional parallel tool calls as needed)]\n\nIf no tool is suitable, state that "
        "explicitly. If the user's input lacks required parameters, ask for clarification. Do "
        "not interpret or respond until tool results are returned. Once they are available, "
        "process them or make additional calls if needed. For tasks that don't require tools, "
        "such as casual conversation or general advice, respond directly in plain text. The "
        "available tools are:\n\n" + _blocks(tools, opts)
    )


def _mistral_v3(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # The template pastes string values between quotes without escaping them.
    entries = []
    for tool in tools:
        fields = []
        for key, val in tool["function"].items():
            if key == "return":
                continue
            text = f'"{val}"' if isinstance(val, str) else _tojson(val, opts)
            fields.append(f'"{key}": {text}')
        entries.append('{"type": "function", "function": {' + ", ".join(fields) + "}}")
    return "[AVAILABLE_TOOLS] [" + ", ".join(entries) + "][/AVAILABLE_TOOLS]"


_MISTRAL_FUNCTION_KEYS = ("name", "description", "parameters")


def _mistral_v11(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # mistral-common dumps its own Tool model: a function has exactly these keys (vendor keys
    # such as ``strict`` are not part of it), in this order.
    dumped = [
        {
            "type": "function",
            "function": {k: t["function"][k] for k in _MISTRAL_FUNCTION_KEYS if k in t["function"]},
        }
        for t in tools
    ]
    return "[AVAILABLE_TOOLS]" + _tojson(dumped, opts) + "[/AVAILABLE_TOOLS]"


def _glm4(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # The template writes "\n\n## " right after a ``{% if %}`` tag, and ``trim_blocks`` (on in
    # transformers) eats the first newline: one newline before each heading, not two. The
    # identity sentence the template puts before "# 可用工具" is left to the prompt builder.
    blocks = [
        f"\n## {t['function']['name']}\n\n{_tojson(t['function'], opts, indent=4)}\n"
        "在调用上述函数时，请使用 Json 格式表示调用的参数。"
        for t in tools
    ]
    return "# 可用工具" + "".join(blocks)


def _command_r(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    stubs = []
    for tool in tools:
        fn = tool["function"]
        params = fn["parameters"]
        required = params.get("required", [])
        props = params.get("properties", {})

        def kind(name: str, field: Any, default: bool, required: list[str] = required) -> str:
            t = _macro_type(field, array="List", obj_generic=True)
            if name in required:
                return t
            return f"Optional[{t}] = None" if default else f"Optional[{t}]"

        sig = ", ".join(f"{n}: {kind(n, f, True)}" for n, f in props.items())
        stub = (
            f'```python\ndef {fn["name"]}({sig}) -> List[Dict]:\n    """{fn.get("description", "")}'
        )
        if props:
            args = "\n        ".join(
                f"{n} ({kind(n, f, False)}): {f.get('description', '')}" for n, f in props.items()
            )
            stub += "\n\n    Args:\n        " + args
        stubs.append(stub + '\n    """\n    pass\n```')
    return "## Available Tools\nHere is a list of tools that you have available to you:\n\n" + (
        "\n\n".join(stubs)
    )


def _escaped(value: Any) -> str:
    """FunctionGemma's brace grammar for a value: unquoted keys in sorted order (the template's
    ``dictsort``), strings between ``<escape>`` tokens, JSON for numbers."""
    if isinstance(value, str):
        return f"<escape>{value}<escape>"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{_escaped(value[k])}" for k in sorted(value)) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_escaped(v) for v in value) + "]"
    return json.dumps(value)


def _upper_type(kind: Any) -> Any:
    """The template upper-cases every type name (``| upper``), one name or a list of them."""
    return [str(t).upper() for t in kind] if isinstance(kind, list) else str(kind).upper()


# Keywords whose value is itself a schema (or a list of schemas): their types are upper-cased too.
_FG_SUBSCHEMA = frozenset({"items", "additionalProperties", "not"})
_FG_SUBSCHEMAS = frozenset({"anyOf", "oneOf", "allOf"})


def _fg_schema(schema: dict[str, Any], *, described: bool) -> str:
    """One schema node: ``description`` first (written even when empty for a parameter, as the
    template does), ``type`` upper-cased and last, every other key between in sorted order; a
    nested ``properties``/``required`` pair is written only when non-empty."""
    parts = []
    if described or "description" in schema:
        parts.append(f"description:{_escaped(str(schema.get('description', '')))}")
    for key in sorted(k for k in schema if k not in ("description", "type")):
        value = schema[key]
        if key == "properties" and isinstance(value, dict):
            if value:
                parts.append(f"properties:{_fg_properties(value)}")
        elif key == "required" and not value:
            continue
        elif key in _FG_SUBSCHEMA and isinstance(value, dict):
            parts.append(f"{key}:{_fg_schema(value, described=False)}")
        elif key in _FG_SUBSCHEMAS and isinstance(value, list):
            members = (
                _fg_schema(m, described=False) if isinstance(m, dict) else _escaped(m)
                for m in value
            )
            parts.append(f"{key}:[{','.join(members)}]")
        else:
            parts.append(f"{key}:{_escaped(value)}")
    if "type" in schema:
        parts.append(f"type:{_escaped(_upper_type(schema['type']))}")
    return "{" + ",".join(parts) + "}"


def _fg_properties(properties: dict[str, Any]) -> str:
    """The parameters by name, sorted; each one always carries its description."""
    return (
        "{"
        + ",".join(
            f"{name}:{_fg_schema(field if isinstance(field, dict) else {}, described=True)}"
            for name, field in sorted(properties.items())
        )
        + "}"
    )


def _functiongemma(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    # A declaration holds the description (always, empty when the tool has none) and the
    # parameters; keys the template does not read (``strict``) are not written.
    decls = []
    for tool in tools:
        fn = tool["function"]
        body = f"description:{_escaped(str(fn.get('description', '')))}"
        params = fn.get("parameters")
        if isinstance(params, dict) and params:
            body += f",parameters:{_fg_schema(params, described=False)}"
        decls.append(
            f"<start_function_declaration>declaration:{fn['name']}{{{body}}}"
            "<end_function_declaration>"
        )
    return "You are a model that can do function calling with the following functions" + "".join(
        decls
    )


_PY_TYPES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}


def _gemma_type(field: dict[str, Any]) -> str:
    if "enum" in field:
        return "Literal[" + ", ".join(repr(v) for v in field["enum"]) + "]"
    kind = field.get("type")
    if isinstance(kind, list):
        return " | ".join(_gemma_type({"type": k}) if k != "null" else "None" for k in kind)
    if kind == "array":
        inner = field.get("items")
        return f"list[{_gemma_type(inner)}]" if isinstance(inner, dict) else "list"
    if kind == "object":
        return "dict"
    if kind in _PY_TYPES:
        return _PY_TYPES[kind]
    members = field.get("anyOf") or field.get("oneOf")
    if members:
        return " | ".join(_gemma_type(m) for m in members)
    return "Any"


def _gemma_tool_code(tools: list[dict[str, Any]], opts: RenderOptions) -> str:
    defs = []
    for tool in tools:
        fn = tool["function"]
        params = fn["parameters"]
        required = params.get("required", [])
        # Python wants every parameter with a default after those without one, so the required
        # parameters come first (each group in its declared order), in the signature and Args.
        props = sorted(
            params.get("properties", {}).items(), key=lambda item: item[0] not in required
        )
        sig = []
        for name, field in props:
            text = f"{name}: {_gemma_type(field)}"
            if name not in required:
                text += f" = {field['default']!r}" if "default" in field else " = None"
            sig.append(text)
        doc = f'    """{fn.get("description", "")}'
        args = [f"      {n}: {f.get('description', '')}".rstrip() for n, f in props]
        if args:
            doc += "\n\n    Args:\n" + "\n".join(args)
        defs.append(f'def {fn["name"]}({", ".join(sig)}) -> dict:\n{doc}\n    """')
    return (
        "At each turn, if you decide to invoke any of the function(s), it should be wrapped with "
        "```tool_code```. The python methods described below are imported and available, you can "
        "only use defined methods. The generated code should be readable and efficient. The "
        "response to a method will be wrapped in ```tool_output``` use it to call more tools or "
        "generate a helpful, friendly response. When using a ```tool_call``` think step by step "
        "why and how it should be used.\n\nThe following Python methods are available:\n\n"
        "```python\n" + "\n\n".join(defs) + "\n```"
    )


@dataclass(frozen=True)
class _Template:
    """How one template format is rendered; what it imitates is its family's record."""

    id: str
    body: Body
    shows: frozenset[str] = _NO_RETURNS
    in_study: bool = True


_TEMPLATES: tuple[_Template, ...] = (
    _Template("template_hermes", _hermes),
    _Template("template_qwen25", _qwen25),
    _Template("template_qwen3_coder", _qwen3_coder),
    _Template("template_llama31_json", _llama31_json),
    _Template("template_llama32_pythonic", _llama32_pythonic),
    _Template("template_llama4_pythonic", _llama4_pythonic),
    _Template("template_mistral_v3", _mistral_v3),
    _Template("template_mistral_v11", _mistral_v11),
    _Template("template_gemma3_pythonic", _gemma3_pythonic),
    _Template(
        "template_gemma_tool_code",
        _gemma_tool_code,
        frozenset({"descriptions", "types", "required", "enum", "default"}),
    ),
    _Template("template_functiongemma", _functiongemma),
    _Template("template_deepseek_v3", _deepseek_v3),
    _Template("template_glm4", _glm4),
    _Template("template_glm45", _glm45),
    _Template("template_command_r", _command_r, _SIGNATURE_ONLY),
    _Template("template_granite", _granite3),
    # Kept beside Granite 3 after the study's grid was fixed.
    _Template("template_granite_20b_fc", _granite_20b_fc, in_study=False),
    _Template("template_phi4_mini", _phi4_mini),
    _Template("template_xlam", _xlam),
)


def _renderer(template: _Template) -> Callable[[Sequence[ToolIR], RenderOptions], str]:
    def render(tools: Sequence[ToolIR], options: RenderOptions) -> str:
        return template.body(to_openai(list(tools)), options)

    return render


def _spec(template: _Template) -> FormatSpec:
    _, record = template_formats()[template.id]
    source = str(record.upstream)
    return FormatSpec(
        id=template.id,
        name=f"{record.model} chat template",
        family="template",
        novel=False,
        default_protocol=record.protocol,
        summary=(
            f"The tool section of the {record.model} chat template, byte for byte ({source})."
        ),
        renderer=_renderer(template),
        shows=template.shows,
        source=source,
        in_study=template.in_study,
    )


FORMATS: list[FormatSpec] = [_spec(t) for t in _TEMPLATES]
