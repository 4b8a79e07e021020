"""Render every format for a 50-tool universe; compare the Hermes layout with transformers.

The universe is the ten hard test tools five times over (names suffixed), so every format meets
nesting, arrays of objects, unions, enums and constraints at scale. Each format is timed through
``prompts.tool_block`` (options applied, then rendered), median of repeated runs.

The peer: ``PreTrainedTokenizerFast.apply_chat_template(tools=...)`` with a chat template that
writes the same Hermes-style tool lines (written here, in the layout of the Hermes 2 Pro template)
and an in-memory WordLevel tokenizer, so nothing is downloaded. The ratio is toolform's
``json_minimal_hermes`` (or ``template_hermes`` once registered) time over the peer's, in the
same run; the goal is <= 1.0, and all formats for 50 tools under 1 s.

    pip install -e ".[bench]"
    python benchmarks/bench_render.py
"""

from __future__ import annotations

import copy
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from toolform.exporters import to_openai  # noqa: E402
from toolform.formats.options import DEFAULT_OPTIONS  # noqa: E402
from toolform.formats.registry import all_formats, format_ids, get_format  # noqa: E402
from toolform.prompts import tool_block  # noqa: E402
from toolform.toolset import Toolset  # noqa: E402

# A chat template writing the tools the way the Hermes 2 Pro template does: one JSON line per
# tool inside <tools>, the description rewritten as a Python signature with an Args list.
HERMES_LIKE = r"""
{%- macro pytype(s, t=none) -%}
{%- set t = s.type if t is none else t -%}
{%- set names = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"} -%}
{%- if s.anyOf is defined or s.oneOf is defined -%}
{%- set all = s.anyOf if s.anyOf is defined else s.oneOf -%}
{%- set members = all | rejectattr("type", "equalto", "null") | list -%}
{%- set core -%}
{%- if members | length == 1 -%}{{ pytype(members[0]) }}
{%- else -%}Union[{%- for m in members -%}{{ pytype(m) }}{{ ", " if not loop.last }}{%- endfor -%}]{%- endif -%}
{%- endset -%}
{{- "Optional[" ~ core ~ "]" if members | length < all | length else core -}}
{%- elif t is string and t in names -%}{{ names[t] }}
{%- elif t == "array" -%}list[{{ pytype(s["items"]) if s["items"] is defined else "Any" }}]
{%- elif t == "object" -%}
{%- if s.additionalProperties is mapping -%}dict[str, {{ pytype(s.additionalProperties) }}]{%- else -%}dict{%- endif -%}
{%- elif t is defined and t is not string and t is iterable -%}
{%- set real = t | reject("equalto", "null") | list -%}
{%- set core -%}
{%- if real | length == 1 -%}{{ pytype(s, real[0]) }}
{%- else -%}Union[{%- for r in real -%}{{ pytype(s, r) }}{{ ", " if not loop.last }}{%- endfor -%}]{%- endif -%}
{%- endset -%}
{{- "Optional[" ~ core ~ "]" if "null" in t else core -}}
{%- else -%}Any
{%- endif -%}
{%- endmacro -%}
{{- "<tools> " -}}
{%- for item in tools -%}
{%- set tool = item.function -%}
{{- '{"type": "function", "function": {"name": "' ~ tool.name ~ '", "description": "' ~ tool.name ~ '(' -}}
{%- for name, p in tool.parameters.properties.items() -%}{{ name ~ ": " ~ pytype(p) }}{{ ", " if not loop.last }}{%- endfor -%}
{{- ") - " ~ tool.description ~ "\n\n" -}}
{%- for name, p in tool.parameters.properties.items() -%}
{%- if loop.first -%}{{ "    Args:\n" }}{%- endif -%}
{{- "        " ~ name ~ "(" ~ pytype(p) ~ "): " ~ (p.description or "") | trim -}}
{%- endfor -%}
{{- '", "parameters": ' ~ (tool.parameters | tojson) ~ "}" -}}
{{- "\n" if not loop.last -}}
{%- endfor -%}
{{- " </tools>" -}}
"""


def universe(copies: int = 5) -> Toolset:
    raw = json.loads((ROOT / "tests/data/hard_tools.json").read_text())
    tools = []
    for i in range(copies):
        for entry in raw:
            item = copy.deepcopy(entry)
            item["function"]["name"] += f"_{i}"
            tools.append(item)
    return Toolset.load(tools)


def median_seconds(fn: Callable[[], Any], repeat: int) -> float:
    fn()  # warm: caches, imports, first-call costs are not what we compare
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peer() -> tuple[Callable[[list[dict[str, Any]]], str], str]:
    import transformers
    from tokenizers import Tokenizer, models
    from transformers import PreTrainedTokenizerFast

    tok = PreTrainedTokenizerFast(
        tokenizer_object=Tokenizer(models.WordLevel({"[UNK]": 0}, unk_token="[UNK]"))
    )
    messages = [{"role": "user", "content": "hi"}]

    def render(openai_tools: list[dict[str, Any]]) -> str:
        out: str = tok.apply_chat_template(
            messages, tools=openai_tools, chat_template=HERMES_LIKE, tokenize=False
        )
        return out

    return render, transformers.__version__


def main() -> None:
    tools = universe().tools
    print(f"{len(tools)} tools, {len(all_formats())} formats")
    per_family: dict[str, float] = defaultdict(float)
    total = 0.0
    slowest: list[tuple[float, str]] = []
    for spec in all_formats():
        seconds = median_seconds(
            lambda spec=spec: tool_block(tools, spec, DEFAULT_OPTIONS), repeat=7
        )
        per_family[spec.family] += seconds
        total += seconds
        slowest.append((seconds, spec.id))
    print(f"all formats, one render each: {total * 1000:.1f} ms (goal < 1000 ms)")
    for family, seconds in sorted(per_family.items(), key=lambda kv: -kv[1]):
        print(f"  {family:<14} {seconds * 1000:7.2f} ms")
    print("slowest:", ", ".join(f"{fid} {s * 1000:.2f} ms" for s, fid in sorted(slowest)[-3:]))

    hermes_id = "template_hermes" if "template_hermes" in format_ids() else "json_minimal_hermes"
    spec = get_format(hermes_id)
    ours = median_seconds(lambda: tool_block(tools, spec, DEFAULT_OPTIONS), repeat=31)
    openai_tools = to_openai(tools)
    try:
        peer_render, version = peer()
    except ImportError as exc:
        print(f"peer not installed ({exc}); pip install -e '.[bench]'")
        return
    theirs = median_seconds(lambda: peer_render(openai_tools), repeat=31)
    ours_text = tool_block(tools, spec, DEFAULT_OPTIONS)
    theirs_text = peer_render(openai_tools)
    print(
        f"{hermes_id}: toolform {ours * 1000:.2f} ms, transformers {version} apply_chat_template "
        f"{theirs * 1000:.2f} ms, ratio {ours / theirs:.2f}x (goal <= 1.0x); "
        f"same text: {ours_text == theirs_text} ({len(ours_text)} vs {len(theirs_text)} chars)"
    )


if __name__ == "__main__":
    main()
