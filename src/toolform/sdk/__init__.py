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
  live tool source announced) over a client: `OpenAICompatClient`, `AnthropicClient` or
  `StubClient`, each returning a `ChatResult`; `Price` and `cost_of`. Its parts, each usable
  alone: `Renderer`, `Parser`, `Executor` (an `Execution` per call) and `as_guard`. The HTTP
  clients share `ClientOptions` and send through a `Transport`.
* **Study**: `recommend` and its `Recommendation`; `export_dir` writes `formats.json` from a results store.
* **Registries**: every table looked up by name is a `Registry` (register, get with close matches
  on a typo, list; an entry's module imported on first use): `FORMATS` of `FormatSpec`
  (`get_format`, `format_ids`), `PROTOCOLS` of `AnswerProtocol` (`get_protocol`, `protocol_ids`),
  `KINDS` of tool-definition `Kind` (`get_kind`), `FAMILIES` of `ModelFamily` (`get_family`) and
  `PRICES` of `Price`. A client is any `ChatClient`.

Errors raised on bad input derive from `ToolformError`; it and each concrete error are exported
here.
`toolform.sdk.testing` holds loopback fake servers for tests without a model.

Importing this module loads none of these names: each one imports its module when first used, so
a program that only parses replies never loads the study, the guard or the code loaders. The
functions that take a toolset (`render`, `build_messages`, `compare_formats`, `parse_reply`) load
any input `Toolset.load` reads (a path, JSON text, a vendor's list) before the core sees it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what mypy and the API reference read; at run time each name loads on use
    from toolform import guard
    from toolform.advisor import Recommendation, recommend
    from toolform.clients import (
        AnthropicClient,
        ChatClient,
        ChatResult,
        ClientOptions,
        OpenAICompatClient,
        StubClient,
        Transport,
    )
    from toolform.cost import PRICES, Price, cost_of
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
        UnknownKindError,
        UnknownPersonaError,
        UnknownPriceError,
        UnknownProtocolError,
    )
    from toolform.exporters import to_anthropic, to_bfcl, to_gemini, to_ir, to_mcp, to_openai
    from toolform.families import FAMILIES, ModelFamily, UnknownFamilyError, get_family
    from toolform.formats.options import RenderOptions, render_options
    from toolform.formats.registry import FORMATS, format_ids, get_format
    from toolform.formats.spec import FormatSpec
    from toolform.guard import LEVELS as GUARD_LEVELS
    from toolform.guard import Finding, Guard, GuardDiff, GuardReport, Removal
    from toolform.guard import apply as guard_apply
    from toolform.guard import scan as guard_scan
    from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
    from toolform.loaders.detect import load_tools
    from toolform.loaders.kinds import KINDS, Kind, get_kind
    from toolform.loaders.python import tool
    from toolform.loop import CallLoop, LoopResult, Step, ToolChange
    from toolform.loop_parts import Execution, Executor, Parser, Renderer, as_guard
    from toolform.mcp.server import McpServer
    from toolform.parse import ParsedCall, ParsedReply
    from toolform.prompts import Prompt
    from toolform.protocols.base import AnswerProtocol
    from toolform.protocols.registry import PROTOCOLS, get_protocol, protocol_ids
    from toolform.registry import Registry
    from toolform.schema import schema_to_type, type_to_schema
    from toolform.sdk.facade import build_messages, compare_formats, parse_reply, render
    from toolform.study.export import export_dir
    from toolform.study.runner import BenchConfig, BenchSummary, run_bench
    from toolform.study.tasks import Suite, Task, load_suite
    from toolform.tokens import estimate_tokens
    from toolform.toolset import Toolset, tier_of
    from toolform.two_stage_runner import TwoStage, TwoStageResult

# Where each public name lives: (module, attribute; None for the module itself). Importing the sdk
# loads none of them; the first use of a name imports its module, so a process that only parses
# replies never loads the study, the guard or the code loaders (see docs/architecture.md).
_WHERE: dict[str, tuple[str, str | None]] = {
    "Recommendation": ("toolform.advisor", "Recommendation"),
    "recommend": ("toolform.advisor", "recommend"),
    "TwoStage": ("toolform.two_stage_runner", "TwoStage"),
    "TwoStageResult": ("toolform.two_stage_runner", "TwoStageResult"),
    "AnthropicClient": ("toolform.clients", "AnthropicClient"),
    "ChatClient": ("toolform.clients", "ChatClient"),
    "ChatResult": ("toolform.clients", "ChatResult"),
    "OpenAICompatClient": ("toolform.clients", "OpenAICompatClient"),
    "StubClient": ("toolform.clients", "StubClient"),
    "ClientOptions": ("toolform.clients", "ClientOptions"),
    "McpConnectionError": ("toolform.errors", "McpConnectionError"),
    "McpError": ("toolform.errors", "McpError"),
    "McpTimeoutError": ("toolform.errors", "McpTimeoutError"),
    "McpToolError": ("toolform.errors", "McpToolError"),
    "PinError": ("toolform.errors", "PinError"),
    "ToolSourceError": ("toolform.errors", "ToolSourceError"),
    "ToolChange": ("toolform.loop", "ToolChange"),
    "McpServer": ("toolform.mcp.server", "McpServer"),
    "Transport": ("toolform.clients", "Transport"),
    "Execution": ("toolform.loop_parts", "Execution"),
    "Executor": ("toolform.loop_parts", "Executor"),
    "Parser": ("toolform.loop_parts", "Parser"),
    "Renderer": ("toolform.loop_parts", "Renderer"),
    "as_guard": ("toolform.loop_parts", "as_guard"),
    "PRICES": ("toolform.cost", "PRICES"),
    "Price": ("toolform.cost", "Price"),
    "cost_of": ("toolform.cost", "cost_of"),
    "ClientCertificateError": ("toolform.errors", "ClientCertificateError"),
    "ClientConnectionError": ("toolform.errors", "ClientConnectionError"),
    "ClientDecodeError": ("toolform.errors", "ClientDecodeError"),
    "ClientError": ("toolform.errors", "ClientError"),
    "ClientStatusError": ("toolform.errors", "ClientStatusError"),
    "ClientTimeoutError": ("toolform.errors", "ClientTimeoutError"),
    "ClientTooLargeError": ("toolform.errors", "ClientTooLargeError"),
    "GuardError": ("toolform.errors", "GuardError"),
    "LoaderError": ("toolform.errors", "LoaderError"),
    "StoreBusyError": ("toolform.errors", "StoreBusyError"),
    "StudyError": ("toolform.errors", "StudyError"),
    "SuiteError": ("toolform.errors", "SuiteError"),
    "ToolformError": ("toolform.errors", "ToolformError"),
    "UnknownFormatError": ("toolform.errors", "UnknownFormatError"),
    "UnknownKindError": ("toolform.errors", "UnknownKindError"),
    "UnknownPersonaError": ("toolform.errors", "UnknownPersonaError"),
    "UnknownPriceError": ("toolform.errors", "UnknownPriceError"),
    "UnknownProtocolError": ("toolform.errors", "UnknownProtocolError"),
    "to_anthropic": ("toolform.exporters", "to_anthropic"),
    "to_bfcl": ("toolform.exporters", "to_bfcl"),
    "to_gemini": ("toolform.exporters", "to_gemini"),
    "to_ir": ("toolform.exporters", "to_ir"),
    "to_mcp": ("toolform.exporters", "to_mcp"),
    "to_openai": ("toolform.exporters", "to_openai"),
    "FAMILIES": ("toolform.families", "FAMILIES"),
    "ModelFamily": ("toolform.families", "ModelFamily"),
    "UnknownFamilyError": ("toolform.families", "UnknownFamilyError"),
    "get_family": ("toolform.families", "get_family"),
    "FORMATS": ("toolform.formats.registry", "FORMATS"),
    "format_ids": ("toolform.formats.registry", "format_ids"),
    "get_format": ("toolform.formats.registry", "get_format"),
    "FormatSpec": ("toolform.formats.spec", "FormatSpec"),
    "RenderOptions": ("toolform.formats.options", "RenderOptions"),
    "render_options": ("toolform.formats.options", "render_options"),
    "Finding": ("toolform.guard", "Finding"),
    "GUARD_LEVELS": ("toolform.guard", "LEVELS"),
    "Guard": ("toolform.guard", "Guard"),
    "GuardDiff": ("toolform.guard", "GuardDiff"),
    "GuardReport": ("toolform.guard", "GuardReport"),
    "Removal": ("toolform.guard", "Removal"),
    "guard": ("toolform.guard", None),
    "guard_apply": ("toolform.guard", "apply"),
    "guard_scan": ("toolform.guard", "scan"),
    "MISSING": ("toolform.ir", "MISSING"),
    "ToolIR": ("toolform.ir", "ToolIR"),
    "ToolUniverse": ("toolform.ir", "ToolUniverse"),
    "TypeIR": ("toolform.ir", "TypeIR"),
    "load_tools": ("toolform.loaders.detect", "load_tools"),
    "KINDS": ("toolform.loaders.kinds", "KINDS"),
    "Kind": ("toolform.loaders.kinds", "Kind"),
    "get_kind": ("toolform.loaders.kinds", "get_kind"),
    "tool": ("toolform.loaders.python", "tool"),
    "CallLoop": ("toolform.loop", "CallLoop"),
    "LoopResult": ("toolform.loop", "LoopResult"),
    "Step": ("toolform.loop", "Step"),
    "ParsedCall": ("toolform.parse", "ParsedCall"),
    "ParsedReply": ("toolform.parse", "ParsedReply"),
    "Prompt": ("toolform.prompts", "Prompt"),
    "AnswerProtocol": ("toolform.protocols.base", "AnswerProtocol"),
    "PROTOCOLS": ("toolform.protocols.registry", "PROTOCOLS"),
    "get_protocol": ("toolform.protocols.registry", "get_protocol"),
    "protocol_ids": ("toolform.protocols.registry", "protocol_ids"),
    "Registry": ("toolform.registry", "Registry"),
    "schema_to_type": ("toolform.schema", "schema_to_type"),
    "type_to_schema": ("toolform.schema", "type_to_schema"),
    "build_messages": ("toolform.sdk.facade", "build_messages"),
    "compare_formats": ("toolform.sdk.facade", "compare_formats"),
    "parse_reply": ("toolform.sdk.facade", "parse_reply"),
    "render": ("toolform.sdk.facade", "render"),
    "export_dir": ("toolform.study.export", "export_dir"),
    "BenchConfig": ("toolform.study.runner", "BenchConfig"),
    "BenchSummary": ("toolform.study.runner", "BenchSummary"),
    "run_bench": ("toolform.study.runner", "run_bench"),
    "Suite": ("toolform.study.tasks", "Suite"),
    "Task": ("toolform.study.tasks", "Task"),
    "load_suite": ("toolform.study.tasks", "load_suite"),
    "estimate_tokens": ("toolform.tokens", "estimate_tokens"),
    "Toolset": ("toolform.toolset", "Toolset"),
    "tier_of": ("toolform.toolset", "tier_of"),
}


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use (then kept in this module)."""
    try:
        module, attribute = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = importlib.import_module(module)
    if attribute is not None:
        value = getattr(value, attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = [
    "FAMILIES",
    "FORMATS",
    "GUARD_LEVELS",
    "KINDS",
    "MISSING",
    "PRICES",
    "PROTOCOLS",
    "AnswerProtocol",
    "AnthropicClient",
    "BenchConfig",
    "BenchSummary",
    "CallLoop",
    "ChatClient",
    "ChatResult",
    "ClientCertificateError",
    "ClientConnectionError",
    "ClientDecodeError",
    "ClientError",
    "ClientOptions",
    "ClientStatusError",
    "ClientTimeoutError",
    "ClientTooLargeError",
    "Execution",
    "Executor",
    "Finding",
    "FormatSpec",
    "Guard",
    "GuardDiff",
    "GuardError",
    "GuardReport",
    "Kind",
    "LoaderError",
    "LoopResult",
    "McpConnectionError",
    "McpError",
    "McpServer",
    "McpTimeoutError",
    "McpToolError",
    "ModelFamily",
    "OpenAICompatClient",
    "ParsedCall",
    "ParsedReply",
    "Parser",
    "PinError",
    "Price",
    "Prompt",
    "Recommendation",
    "Registry",
    "Removal",
    "RenderOptions",
    "Renderer",
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
    "Transport",
    "TwoStage",
    "TwoStageResult",
    "TypeIR",
    "UnknownFamilyError",
    "UnknownFormatError",
    "UnknownKindError",
    "UnknownPersonaError",
    "UnknownPriceError",
    "UnknownProtocolError",
    "as_guard",
    "build_messages",
    "compare_formats",
    "cost_of",
    "estimate_tokens",
    "export_dir",
    "format_ids",
    "get_family",
    "get_format",
    "get_kind",
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
