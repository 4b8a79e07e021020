"""``toolform call``: ask a model endpoint to call your tools, as a dry run or the whole loop.

A dry run (the default, and the only thing possible for tools without executors) shows what one
model call does with the prompt: its size, the reply, the parsed call and its validation. With
``--execute`` the loop runs the tools and prints the trace. Progress goes to stderr and results to
stdout, so the output pipes cleanly.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from toolform.cli.common import print_json, timeout_seconds
from toolform.cli.tool_sources import add_tools_arguments, load_tools
from toolform.clients import AnthropicClient, OpenAICompatClient
from toolform.clients.base import ChatClient
from toolform.clients.http import DEFAULT_TIMEOUT_S
from toolform.cost import PRICES
from toolform.errors import ToolformError
from toolform.locality import default_price_for
from toolform.loop import CallLoop, LoopResult

NAME = "call"
EXAMPLES = (
    'toolform call examples/tools/weather.py --request "Forecast for Denver" '
    "--base-url http://localhost:8000/v1 --model Qwen/Qwen3-8B --no-thinking --execute",
    'toolform call --mcp "python tests/servers/weather_mcp.py" --request "Forecast for Denver" '
    "--base-url http://localhost:8000/v1 --model Qwen/Qwen3-8B --execute",
)
EXIT_CODES = {
    0: "success",
    1: "the endpoint failed, or the dry run's reply was not ok (an invalid or unknown call)",
    2: "user error: one line on stderr",
}


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_tools_arguments(p, "tools", "tools file (Python, OpenAI, Anthropic, MCP, ...)")
    p.add_argument("--request", required=True, metavar="TEXT", help="the user's request")
    p.add_argument("--base-url", metavar="URL", help="OpenAI-compatible base URL, e.g. .../v1")
    p.add_argument("--model", metavar="M", help="model id (default: the server's first model)")
    p.add_argument(
        "--no-thinking", action="store_true", help='send "enable_thinking": false to the template'
    )
    p.add_argument("--execute", action="store_true", help="run the tools and loop until no call")
    p.add_argument("--anthropic", action="store_true", help="use the Anthropic Messages API")
    p.add_argument("--format", metavar="F", help="format id (default: the advisor's)")
    p.add_argument("--protocol", metavar="P", help="answer protocol (default: the format's)")
    p.add_argument("--native", action="store_true", help="pass tools through the API's tools=")
    p.add_argument("--max-steps", type=int, default=8, metavar="N", help="most model calls")
    p.add_argument(
        "--max-tokens", type=int, default=1024, metavar="N", help="completion token limit per call"
    )
    p.add_argument(
        "--price",
        choices=sorted(PRICES),
        help="price vector for the cost line (default: self_hosted for a loopback or private "
        "--base-url, frontier_api otherwise)",
    )
    p.add_argument("--json", action="store_true", help="print the whole trace as JSON")
    p.add_argument(
        "--timeout",
        type=timeout_seconds,
        default=DEFAULT_TIMEOUT_S,
        metavar="S",
        help="seconds one model call attempt may take, connecting to the answer's last byte",
    )


def _progress(text: str) -> None:
    print(f"toolform call: {text}", file=sys.stderr, flush=True)


def make_client(args: argparse.Namespace) -> ChatClient:
    """The client the flags ask for; a missing endpoint or model is a user error."""
    if args.anthropic:
        if not args.model:
            raise ToolformError("--model is required with --anthropic")
        if args.base_url:
            return AnthropicClient(args.model, base_url=args.base_url, timeout_s=args.timeout)
        return AnthropicClient(args.model, timeout_s=args.timeout)
    if not args.base_url:
        raise ToolformError("--base-url is required (or pass --anthropic)")
    thinking = False if args.no_thinking else None
    model = args.model
    if not model:
        probe = OpenAICompatClient(args.base_url, "", max_retries=1, timeout_s=args.timeout)
        models = probe.list_models()
        if not models:
            raise ToolformError(f"{args.base_url} lists no models: pass --model")
        model = models[0]
        _progress(f"using the server's model {model}")
    return OpenAICompatClient(
        args.base_url, model, enable_thinking=thinking, timeout_s=args.timeout
    )


def _print_steps(result: LoopResult) -> None:
    for step in result.steps:
        for change in result.tool_changes:
            if change.before_step == step.index:  # an MCP server's tools/list_changed
                moves = change.diff.to_dict().items()
                print("tools changed: " + "; ".join(f"{k} {', '.join(v)}" for k, v in moves if v))
        print(
            f"-- step {step.index + 1}: {step.prompt_tokens} prompt tokens "
            f"({_cached(step.cached_tokens)}), {step.completion_tokens} completion, "
            f"{step.latency_s:.2f} s" + _finish(step.reply.finish_reason)
        )
        if step.reply.reasoning_text:
            print(f"reasoning: {len(step.reply.reasoning_text)} characters (removed)")
        print("reply:")
        print(step.reply.text if step.reply.text else "(empty)")
        for call in step.calls:
            print(
                f"call: {call.resolved_name or call.name} {json.dumps(call.arguments)} "
                f"valid={call.valid}"
            )
            if not call.valid:
                print(f"validation: {json.dumps(_plain(call.validation))}")
        for execution in step.executed:
            print(f"result: {json.dumps(execution.payload, ensure_ascii=False)}")


def _cached(tokens: int) -> str:
    """Cached prompt tokens as the endpoint reported them: many servers (llama.cpp among them)
    reuse a prompt prefix without saying so, so zero is "none reported", not "none"."""
    return f"{tokens} cached" if tokens else "no cache hits reported"


def _finish(reason: str | None) -> str:
    return f", stopped for {reason}" if reason and reason not in ("stop", "end_turn") else ""


def _plain(value: Any) -> Any:
    return value.to_dict() if hasattr(value, "to_dict") else value


def run(args: argparse.Namespace) -> int:
    if args.max_steps < 1:
        raise ToolformError("--max-steps must be at least 1")
    if args.max_tokens < 1:
        raise ToolformError("--max-tokens must be at least 1")
    toolset = load_tools(args, "tools")
    client = make_client(args)
    dry = not args.execute or not toolset.executors
    loop = CallLoop(
        client,
        toolset,
        format_id=args.format,
        protocol_id=args.protocol,
        executors={} if dry else None,
        max_steps=args.max_steps,
        native=args.native,
        max_tokens=args.max_tokens,
        price=args.price or default_price_for(None if args.anthropic else args.base_url),
    )
    prompt = loop.prompt_for(args.request)
    where = (
        "native tools"
        if args.native
        else f"{loop.format_id}/{loop.protocol_id or prompt.protocol_id}"
    )
    _progress(
        f"{len(toolset)} tools as {where}; prompt {prompt.chars} characters, "
        f"about {prompt.tokens_estimate} tokens"
    )
    if dry and args.execute:
        _progress("these tools carry no executors: dry run")
    _progress(f"asking {client.model}" + (" (dry run)" if dry else ""))
    start = time.perf_counter()
    result = loop.run(args.request)
    _progress(
        f"stopped: {result.stopped} after {len(result.steps)} model call(s), "
        f"{time.perf_counter() - start:.2f} s"
    )
    if args.json:
        print_json(
            {
                "prompt": {"chars": prompt.chars, "tokens_estimate": prompt.tokens_estimate},
                **result.to_dict(),
            }
        )
    else:
        print(f"prompt: {prompt.chars} characters, about {prompt.tokens_estimate} tokens")
        _print_steps(result)
        print(f"stopped: {result.stopped}")
        if result.final_text is not None:
            print(f"final: {result.final_text}")
        print(
            f"tokens: {result.prompt_tokens} prompt ({_cached(result.cached_tokens)}), "
            f"{result.completion_tokens} completion; cost {result.cost:.6f} ({loop.price.name})"
        )
    if result.error:
        print(f"toolform call: error: {result.error}", file=sys.stderr)
        return 1
    if dry:
        parsed = result.steps[0].parsed if result.steps else None
        return 0 if parsed is not None and parsed.ok else 1
    return 0
