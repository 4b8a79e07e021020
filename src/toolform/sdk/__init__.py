"""The public API of toolform. Import from here; other modules are internal and may move."""

from toolform.advisor import Recommendation, recommend
from toolform.errors import (
    ClientError,
    GuardError,
    LoaderError,
    StudyError,
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
from toolform.study.export import export_dir
from toolform.study.runner import BenchConfig, BenchSummary, run_bench
from toolform.study.tasks import Suite, Task, load_suite
from toolform.toolset import Toolset, tier_of

__all__ = [
    "MISSING",
    "BenchConfig",
    "BenchSummary",
    "ClientError",
    "GuardError",
    "LoaderError",
    "Recommendation",
    "StudyError",
    "Suite",
    "SuiteError",
    "Task",
    "ToolIR",
    "ToolUniverse",
    "ToolformError",
    "Toolset",
    "TypeIR",
    "UnknownFormatError",
    "UnknownProtocolError",
    "export_dir",
    "load_suite",
    "load_tools",
    "recommend",
    "run_bench",
    "schema_to_type",
    "tier_of",
    "to_anthropic",
    "to_ir",
    "to_mcp",
    "to_openai",
    "tool",
    "type_to_schema",
]
