"""``toolform demo``: the whole pipeline on the bundled weather tool, offline, in a few seconds.

It loads the example module, renders the prompt the advisor picks, starts the loopback
OpenAI-compatible server with two scripted model replies (a call written in the chosen answer
protocol, then an answer) and runs the
call loop against it over real HTTP, printing each stage. No model and no network are needed, so
it is the first command to try after installing.
"""

from __future__ import annotations

import argparse
import json

from toolform.cli.common import print_json
from toolform.clients import OpenAICompatClient
from toolform.examples_data import example_weather_module
from toolform.loop import CallLoop
from toolform.prompts import get_protocol
from toolform.sdk.testing import FakeOpenAIServer
from toolform.toolset import Toolset

NAME = "demo"
EXAMPLES = ("toolform demo",)
MODEL = "Qwen/Qwen3-8B"
REQUEST = "What's the forecast for Denver over the next five days?"
# What the scripted model does: a call, then an answer without a call.
CALL = ("get_forecast", {"city": "Denver", "days": 5})
ANSWER = "Denver: five days of forecast retrieved; no rain expected."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print the loop's whole trace as JSON")


def _stage(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 60 - len(title)))


def run(args: argparse.Namespace) -> int:
    toolset = Toolset.from_python(example_weather_module())
    with FakeOpenAIServer(model=MODEL) as server:
        client = OpenAICompatClient(server.base_url, MODEL, api_key_env=None, enable_thinking=False)
        loop = CallLoop(client, toolset, guard="standard", max_steps=4)
        # The call is written in whatever protocol the advisor picked, as a model would answer.
        protocol = get_protocol(loop.protocol_id or loop.base_prompt().protocol_id)
        server.add_replies(protocol.write_call([CALL]), ANSWER)
        prompt = loop.prompt_for(REQUEST)
        result = loop.run(REQUEST)
        url = server.base_url
    if args.json:
        print_json(result.to_dict())
        return 0
    _stage("1. load: examples/tools/weather.py")
    print(json.dumps(toolset.summary(), indent=2))
    _stage("2. guard: scan the tool metadata")
    print(json.dumps(result.guard.to_dict() if result.guard else None, indent=2))
    _stage(f"3. advise: {loop.format_id} / {loop.protocol_id}")
    print(loop.recommendation.rationale if loop.recommendation else "format given")
    _stage(f"4. render: {prompt.chars} characters, about {prompt.tokens_estimate} tokens")
    print(prompt.system_prompt)
    print(f"\n(loopback server at {url}, model {MODEL})")
    for step in result.steps:
        _stage(
            f"5.{step.index + 1} model reply ({step.prompt_tokens} prompt tokens, "
            f"{step.cached_tokens} cached)"
        )
        print(step.reply.text)
        for call in step.calls:
            print(f"\nparsed: {call.resolved_name} {json.dumps(call.arguments)} valid={call.valid}")
        for execution in step.executed:
            print(f"executed; sent back: Tool result: {json.dumps(execution.payload)}")
    _stage("6. result")
    print(f"stopped: {result.stopped}")
    print(f"calls: {[c.name for c in result.calls]}")
    print(f"final text: {result.final_text}")
    print(
        f"tokens: {result.prompt_tokens} prompt ({result.cached_tokens} cached), "
        f"{result.completion_tokens} completion"
    )
    print(f"cost: {result.cost:.6f} ({result.price.name if result.price else '-'}, relative units)")
    return 0 if result.stopped == "no_call" else 1
