"""The public API of toolform. Import from here; other modules are internal and may move."""

from toolform import guard
from toolform.catalogue import TwoStage, TwoStageResult
from toolform.compare import compare_formats
from toolform.errors import (
    ClientError,
    GuardError,
    LoaderError,
    SuiteError,
    ToolformError,
    UnknownFormatError,
    UnknownPersonaError,
    UnknownProtocolError,
)
from toolform.exporters import to_anthropic, to_ir, to_mcp, to_openai
from toolform.formats.options import RenderOptions, render_options
from toolform.guard import LEVELS as GUARD_LEVELS
from toolform.guard import Finding, GuardDiff, GuardReport, Removal
from toolform.guard import apply as guard_apply
from toolform.guard import scan as guard_scan
from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
from toolform.loaders.detect import load_tools
from toolform.loaders.python import tool
from toolform.prompts import Prompt, build_messages, render
from toolform.schema import schema_to_type, type_to_schema
from toolform.tokens import estimate_tokens
from toolform.toolset import Toolset, tier_of

__all__ = [
    "GUARD_LEVELS",
    "MISSING",
    "ClientError",
    "Finding",
    "GuardDiff",
    "GuardError",
    "GuardReport",
    "LoaderError",
    "Prompt",
    "Removal",
    "RenderOptions",
    "SuiteError",
    "ToolIR",
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
    "estimate_tokens",
    "guard",
    "guard_apply",
    "guard_scan",
    "load_tools",
    "render",
    "render_options",
    "schema_to_type",
    "tier_of",
    "to_anthropic",
    "to_ir",
    "to_mcp",
    "to_openai",
    "tool",
    "type_to_schema",
]
