"""Python function -> JSON Schema: toolform against transformers and the mcp SDK, on one corpus.

The corpus is ``tests/data/py/corpus.py`` (45 functions with tricky types). For each function the
script lists which fields each peer emits (descriptions, enums, defaults, required, nested
schemas), checks that toolform carries every field either peer carries, and explains each place
where it does not or where the values differ. Then it times schema building (function -> OpenAI
``parameters`` dict) against ``transformers.utils.get_json_schema`` in the same run.

Peers come from the ``bench`` extra: ``.venv/bin/pip install -e ".[bench]"``. mcp 1.x exposes the
tool builder as ``mcp.server.fastmcp.tools.base.Tool``, mcp 2.x as
``mcp.server.mcpserver.tools.base.Tool``; both are tried. The mcp schema's ``$ref``s are inlined
(with toolform's JSON Schema reader) before comparing, so that nesting is compared, not spelling.

Run: ``.venv/bin/python benchmarks/compare_python_schemas.py [--repeat 200]``
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "data" / "py"))

import corpus  # noqa: E402

from toolform.exporters import openai_function  # noqa: E402
from toolform.loaders import python as pyloader  # noqa: E402
from toolform.schema import schema_to_type, type_to_schema  # noqa: E402

FIELDS = ("description", "enum", "default", "required", "nested")

# Why a peer carries a field that toolform does not, or carries it with another value. Keyed by
# (peer, field); checked against what the run finds, so a stale reason cannot hide a new gap.
PEER_WRONG: dict[tuple[str, str], str] = {
    ("mcp", "description@$"): (
        "mcp puts the raw docstring (with its Args: block and indentation) in the tool "
        "description; toolform keeps the summary and moves Args entries to the parameters"
    ),
    ("transformers", "nullable"): (
        "transformers writes Optional[T] as 'nullable: true', an OpenAPI keyword that JSON "
        "Schema does not have; toolform writes a type list with 'null'"
    ),
    ("mcp", "class-docstring"): (
        "mcp copies a nested class's whole docstring (Attributes: block included) as the "
        "object's description, also over the parameter's own Args text; toolform keeps the "
        "class summary, moves Attributes entries to the fields, and lets the Args text win"
    ),
}


def mcp_tool_class() -> Any:
    """The mcp SDK's function-to-tool builder, wherever this version keeps it."""
    for name in ("mcp.server.mcpserver.tools.base", "mcp.server.fastmcp.tools.base"):
        try:
            return importlib.import_module(name).Tool
        except ImportError:
            continue
    return None


def transformers_schema() -> Callable[[Any], dict[str, Any]] | None:
    try:
        from transformers.utils import get_json_schema
    except ImportError:
        return None
    return get_json_schema  # type: ignore[no-any-return]


# --- what a schema carries ---------------------------------------------------------------------
def facts(
    schema: Any, path: str = "$", out: dict[str, dict[str, Any]] | None = None
) -> dict[str, dict[str, Any]]:
    """Per JSON path, the fields that matter here. Union members fold into their parent's path."""
    out = {} if out is None else out
    if not isinstance(schema, dict):
        return out
    here = out.setdefault(path, {})
    if "description" in schema:
        here["description"] = schema["description"]
    if "enum" in schema:
        here["enum"] = [v for v in schema["enum"] if v is not None]
    if "default" in schema:
        here["default"] = schema["default"]
    if schema.get("nullable") is True:
        here["nullable"] = True
    props = schema.get("properties")
    if isinstance(props, dict) and props:
        if path != "$":
            here["nested"] = sorted(props)
        here["required"] = sorted(schema.get("required", []))
        for name, sub in props.items():
            facts(sub, f"{path}.{name}", out)
    if isinstance(schema.get("items"), dict):
        facts(schema["items"], f"{path}[]", out)
    for i, sub in enumerate(schema.get("prefixItems") or []):
        facts(sub, f"{path}[{i}]", out)
    if isinstance(schema.get("additionalProperties"), dict):
        facts(schema["additionalProperties"], f"{path}{{}}", out)
    for key in ("anyOf", "oneOf"):
        for sub in schema.get(key) or []:
            facts(sub, path, out)
    return out


def run_peers(
    fn: Any, mcp_tool: Any, get_json_schema: Any
) -> dict[str, tuple[str, dict[str, Any]] | str]:
    """Each peer's (description, parameters) for ``fn``, or the error it raised."""
    got: dict[str, tuple[str, dict[str, Any]] | str] = {}
    tool = pyloader.tool_from_function(fn)
    fn_dict = openai_function(tool)
    got["toolform"] = (fn_dict["description"], fn_dict["parameters"])
    if get_json_schema is not None:
        try:
            out = get_json_schema(fn)["function"]
            got["transformers"] = (out.get("description", ""), out["parameters"])
        except Exception as exc:
            got["transformers"] = f"raises {type(exc).__name__}"
    if mcp_tool is not None:
        try:
            t = mcp_tool.from_function(fn)
            inlined = type_to_schema(schema_to_type(t.parameters))
            got["mcp"] = (t.description or "", inlined)
        except Exception as exc:
            got["mcp"] = f"raises {type(exc).__name__}"
    return got


def compare(name: str, got: dict[str, Any]) -> tuple[list[str], list[tuple[str, str]]]:
    """Fields a peer carries that toolform lacks (gaps) and peer fields found wrong (explained)."""
    ours_desc, ours = got["toolform"]
    ours_facts = facts(ours)
    ours_facts["$"]["description"] = ours_desc
    gaps: list[str] = []
    explained: list[tuple[str, str]] = []
    for peer in ("transformers", "mcp"):
        if not isinstance(got.get(peer), tuple):
            continue
        desc, params = got[peer]
        peer_facts = facts(params)
        if desc:
            peer_facts["$"]["description"] = desc
        for path, fields in peer_facts.items():
            mine = ours_facts.get(path, {})
            for key, value in fields.items():
                if key == "nullable":
                    explained.append((PEER_WRONG[("transformers", "nullable")], f"{name} {path}"))
                    continue
                if key not in mine:
                    gaps.append(f"{peer} {path}.{key}={value!r}")
                elif mine[key] != value and not _same(key, mine[key], value):
                    reason = PEER_WRONG.get((peer, f"{key}@{path}"))
                    if reason is None and key == "description" and "Attributes:" in str(value):
                        reason = PEER_WRONG.get((peer, "class-docstring"))
                    if reason is None:
                        gaps.append(f"{peer} {path}.{key}: {value!r} vs toolform {mine[key]!r}")
                    else:
                        explained.append((reason, f"{name} {path}"))
    return gaps, explained


def _same(key: str, a: Any, b: Any) -> bool:
    if key == "enum":
        return sorted(map(repr, a)) == sorted(map(repr, b))
    return False


def carried(got: dict[str, Any]) -> dict[str, str]:
    """A compact per-peer summary: which of FIELDS appear anywhere in its schema."""
    row: dict[str, str] = {}
    for peer, value in got.items():
        if isinstance(value, str):
            row[peer] = value
            continue
        _, params = value
        found = {k for fields in facts(params).values() for k in fields}
        if any("description" in f for p, f in facts(params).items() if p != "$"):
            found.add("param-desc")
        marks = [k for k in ("param-desc", "enum", "default", "required", "nested") if k in found]
        row[peer] = ",".join(marks) or "-"
    return row


def _field_counts(params: dict[str, Any]) -> list[str]:
    found: list[str] = []
    for path, fields in facts(params).items():
        if path != "$" and "description" in fields:
            found.append("param descriptions")
        found.extend(
            label
            for key, label in (
                ("default", "defaults"),
                ("enum", "enums"),
                ("nested", "nested objects"),
            )
            if key in fields
        )
        if fields.get("required"):
            found.append("required lists")
    return found


# --- timing ---------------------------------------------------------------------------------
def time_builder(build: Callable[[Any], Any], functions: list[Any], repeat: int) -> float:
    """Median over ``repeat`` rounds of the time to build schemas for all ``functions`` (ms)."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for fn in functions:
            build(fn)
        rounds.append((time.perf_counter() - start) * 1000)
    return statistics.median(rounds)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=100)
    args = ap.parse_args()
    mcp_tool = mcp_tool_class()
    get_json_schema = transformers_schema()
    functions = pyloader.module_functions(corpus, None)
    print(f"corpus: {len(functions)} functions from tests/data/py/corpus.py")
    print(
        f"peers: transformers {'ok' if get_json_schema else 'not installed'}, "
        f"mcp {'ok' if mcp_tool else 'not installed'}"
    )
    print()
    print(f"{'function':<14} {'toolform':<40} {'transformers':<40} {'mcp':<40}")
    all_gaps: list[str] = []
    all_explained: dict[str, list[str]] = {}
    totals: dict[str, Counter[str]] = {}
    ok_for_transformers: list[Any] = []
    for fn in functions:
        got = run_peers(fn, mcp_tool, get_json_schema)
        row = carried(got)
        print(
            f"{fn.__name__:<14} {row['toolform']:<40} {row.get('transformers', '-'):<40} "
            f"{row.get('mcp', '-'):<40}"
        )
        gaps, explained = compare(fn.__name__, got)
        all_gaps.extend(f"{fn.__name__}: {g}" for g in gaps)
        for reason, where in explained:
            all_explained.setdefault(reason, []).append(where)
        for peer, value in got.items():
            count = totals.setdefault(peer, Counter())
            count.update(["raises"] if isinstance(value, str) else _field_counts(value[1]))
        if isinstance(got.get("transformers"), tuple):
            ok_for_transformers.append(fn)
    print()
    print(f"peer fields toolform lacks or states differently (unexplained): {len(all_gaps)}")
    for line in all_gaps:
        print("  GAP", line)
    print("peer fields that differ because the peer is wrong:")
    for reason, places in all_explained.items():
        print(f"  {len(places):3d} x {reason}")
        print(f"        e.g. {', '.join(places[:4])}")
    print()
    keys = ("param descriptions", "defaults", "enums", "required lists", "nested objects", "raises")
    print(f"{'totals':<14} " + " ".join(f"{k:>18}" for k in keys))
    for peer, count in totals.items():
        print(f"{peer:<14} " + " ".join(f"{count[k]:>18}" for k in keys))
    print()
    if get_json_schema is None:
        print("timing: transformers not installed, ratio unmeasured")
        return

    def ours(fn: Any) -> Any:
        return openai_function(pyloader.tool_from_function(fn))

    subset = ok_for_transformers
    theirs_ms = time_builder(get_json_schema, subset, args.repeat)
    ours_ms = time_builder(ours, subset, args.repeat)
    all_ms = time_builder(ours, functions, args.repeat)
    print(
        f"schema building, {len(subset)} functions transformers accepts, median of {args.repeat}:"
    )
    print(f"  transformers get_json_schema: {theirs_ms:8.3f} ms")
    print(f"  toolform tool_from_function:  {ours_ms:8.3f} ms")
    print(f"  ratio toolform / transformers: {ours_ms / theirs_ms:.2f}x (goal <= 1.00x)")
    print(f"  toolform on all {len(functions)} functions: {all_ms:.3f} ms")
    if mcp_tool is not None:
        mcp_subset = [
            f for f in functions if isinstance(run_peers(f, mcp_tool, None).get("mcp"), tuple)
        ]
        mcp_ms = time_builder(mcp_tool.from_function, mcp_subset, max(5, args.repeat // 10))
        ours_mcp = time_builder(ours, mcp_subset, max(5, args.repeat // 10))
        print(
            f"  mcp Tool.from_function on {len(mcp_subset)}: {mcp_ms:.3f} ms "
            f"(toolform {ours_mcp:.3f} ms, ratio {ours_mcp / mcp_ms:.2f}x)"
        )


if __name__ == "__main__":
    main()
