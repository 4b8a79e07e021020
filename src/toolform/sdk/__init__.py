"""The public API of toolform. Import from here; other modules are internal and may move."""

from toolform import guard
from toolform.errors import (
    ClientError,
    GuardError,
    LoaderError,
    SuiteError,
    ToolformError,
    UnknownFormatError,
    UnknownProtocolError,
)
from toolform.exporters import to_anthropic, to_ir, to_mcp, to_openai
from toolform.guard import LEVELS as GUARD_LEVELS
from toolform.guard import Finding, GuardDiff, GuardReport, Removal
from toolform.guard import apply as guard_apply
from toolform.guard import scan as guard_scan
from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
from toolform.loaders.detect import load_tools
from toolform.loaders.python import tool
from toolform.schema import schema_to_type, type_to_schema
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
    "Removal",
    "SuiteError",
    "ToolIR",
    "ToolUniverse",
    "ToolformError",
    "Toolset",
    "TypeIR",
    "UnknownFormatError",
    "UnknownProtocolError",
    "guard",
    "guard_apply",
    "guard_scan",
    "load_tools",
    "schema_to_type",
    "tier_of",
    "to_anthropic",
    "to_ir",
    "to_mcp",
    "to_openai",
    "tool",
    "type_to_schema",
]
