"""The public API of toolform. Import from here; other modules are internal and may move."""

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
from toolform.ir import MISSING, ToolIR, ToolUniverse, TypeIR
from toolform.loaders.detect import load_tools
from toolform.loaders.python import tool
from toolform.schema import schema_to_type, type_to_schema
from toolform.toolset import Toolset, tier_of

__all__ = [
    "MISSING",
    "ClientError",
    "GuardError",
    "LoaderError",
    "SuiteError",
    "ToolIR",
    "ToolUniverse",
    "ToolformError",
    "Toolset",
    "TypeIR",
    "UnknownFormatError",
    "UnknownProtocolError",
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
