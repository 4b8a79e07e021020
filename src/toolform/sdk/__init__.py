"""The public API of toolform. Import from here; other modules are internal and may move.

The names follow the pipeline, one stage after another:

* **Load**: `Toolset` (`Toolset.load`, `from_openai`, `from_anthropic`, `from_mcp`, `from_python`,
  `from_typescript`, ...; `from_mcp_server` and `from_mcp_servers` with `McpServer` for running
  MCP servers, the extra `toolform[mcp]`), `load_tools`, the `tool` decorator, and the exporters `to_openai`,
  `to_anthropic`, `to_mcp`, `to_bfcl`, `to_gemini`, `to_ir`. The intermediate representation is `ToolIR`, `TypeIR` and
  `ToolUniverse`; `schema_to_type` and `type_to_schema` convert JSON Schema.
* **Guard**: `guard_scan`, `guard_apply` and the `guard` module, reporting with `GuardReport`.
* **Render**: `render` (a `Prompt`), `build_messages`, `render_options` (`RenderOptions`),
  `compare_formats`, `estimate_tokens`; `TwoStage` for two-stage formats.
* **Parse**: `parse_reply`, giving a `ParsedReply` of `ParsedCall` objects.
* **Loop**: `CallLoop` (a `LoopResult` of `Step` objects, and a `ToolChange` for each change a
  live tool source announced) over a client: `OpenAICompatClient`,
  `AnthropicClient` or `StubClient`, each returning a `ChatResult`; `Price` and `cost_of`.
* **Study**: `recommend` and its `Recommendation`; `export_dir` writes `formats.json` from a results store.

Errors raised on bad input derive from `ToolformError`; it and each concrete error are exported
here.
`toolform.sdk.testing` holds loopback fake servers for tests without a model.
"""

from toolform import guard
from toolform.advisor import Recommendation, recommend
from toolform.catalogue import TwoStage, TwoStageResult
from toolform.clients import AnthropicClient, ChatResult, OpenAICompatClient, StubClient
from toolform.compare import compare_formats
from toolform.cost import Price, cost_of
from toolform.errors import (
    ClientCertificateError,
    ClientConnectionError,
    ClientDecodeError,
    ClientError,
    ClientStatusError,
    ClientTimeoutError,
    ClientTooLargeError,
    GuardError,
    LoaderError,
    McpConnectionError,
    McpError,
    McpTimeoutError,
    McpToolError,
    PinError,
    StoreBusyError,
    StudyError,
    SuiteError,
    ToolformError,
    ToolSourceError,
    UnknownFormatError,
    UnknownPersonaError,
    UnknownProtocolError,
)
from toolform.exporters import to_anthropic, to_bfcl, to_gemini, to_ir, to_mcp, to_openai
from toolform.formats.options import RenderOptions, render_options
from toolform.guard import LEVELS as GUARD_LEVELS
from toolform.guard import Finding, Guard, GuardDiff, GuardReport, Removal
from toolform.guard import apply as guard_apply
from toolform.guard import scan as guard_scan
from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
from toolform.loaders.detect import load_tools
from toolform.loaders.python import tool
from toolform.loop import CallLoop, LoopResult, Step, ToolChange
from toolform.mcp.server import McpServer
from toolform.parse import ParsedCall, ParsedReply, parse_reply
from toolform.prompts import Prompt, build_messages, render
from toolform.protocols.registry import get_protocol, protocol_ids
from toolform.schema import schema_to_type, type_to_schema
from toolform.study.export import export_dir
from toolform.study.runner import BenchConfig, BenchSummary, run_bench
from toolform.study.tasks import Suite, Task, load_suite
from toolform.tokens import estimate_tokens
from toolform.toolset import Toolset, tier_of

__all__ = [
    "GUARD_LEVELS",
    "MISSING",
    "AnthropicClient",
    "BenchConfig",
    "BenchSummary",
    "CallLoop",
    "ChatResult",
    "ClientCertificateError",
    "ClientConnectionError",
    "ClientDecodeError",
    "ClientError",
    "ClientStatusError",
    "ClientTimeoutError",
    "ClientTooLargeError",
    "Finding",
    "Guard",
    "GuardDiff",
    "GuardError",
    "GuardReport",
    "LoaderError",
    "LoopResult",
    "McpConnectionError",
    "McpError",
    "McpServer",
    "McpTimeoutError",
    "McpToolError",
    "OpenAICompatClient",
    "ParsedCall",
    "ParsedReply",
    "PinError",
    "Price",
    "Prompt",
    "Recommendation",
    "Removal",
    "RenderOptions",
    "Step",
    "StoreBusyError",
    "StubClient",
    "StudyError",
    "Suite",
    "SuiteError",
    "Task",
    "ToolChange",
    "ToolIR",
    "ToolSourceError",
    "ToolUniverse",
    "ToolformError",
    "Toolset",
    "TwoStage",
    "TwoStageResult",
    "TypeIR",
    "UnknownFormatError",
    "UnknownPersonaError",
    "UnknownProtocolError",
    "build_messages",
    "compare_formats",
    "cost_of",
    "estimate_tokens",
    "export_dir",
    "get_protocol",
    "guard",
    "guard_apply",
    "guard_scan",
    "load_suite",
    "load_tools",
    "parse_reply",
    "protocol_ids",
    "recommend",
    "render",
    "render_options",
    "run_bench",
    "schema_to_type",
    "tier_of",
    "to_anthropic",
    "to_bfcl",
    "to_gemini",
    "to_ir",
    "to_mcp",
    "to_openai",
    "tool",
    "type_to_schema",
]
