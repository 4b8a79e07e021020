"""Python function -> JSON Schema: toolform against transformers, the mcp SDK and pydantic.

The corpus is ``tests/data/py/corpus.py`` (45 functions with tricky types) and, with
``--modules DIR``, the real tool modules listed in ``benchmarks/data/python_modules.json`` (agent
framework and MCP server examples; their code is not stored here, see ``real_modules.py``). For
each function the script lists which fields each peer emits (descriptions, enums, defaults,
required, nested schemas), checks that toolform carries every field a peer carries, and explains
each place where it does not or where the values differ. Per peer it counts the functions the peer
loads on which toolform matches or beats it (loads the function and lacks nothing the peer
carries), and the functions only one side loads. Then it times schema building (function ->
OpenAI ``parameters`` dict) against ``transformers.utils.get_json_schema`` in the same run.

Peers come from the ``bench`` extra: ``.venv/bin/pip install -e ".[bench]"``. mcp 1.x exposes the
tool builder as ``mcp.server.fastmcp.tools.base.Tool``, mcp 2.x as
``mcp.server.mcpserver.tools.base.Tool``; both are tried. pydantic's peer is
``TypeAdapter(fn).json_schema()`` (the arguments schema; pydantic writes no function description).
The mcp and pydantic schemas' ``$ref``s are inlined (with toolform's JSON Schema reader) before
comparing, so that nesting is compared, not spelling.

Run: ``.venv/bin/python benchmarks/compare_python_schemas.py [--repeat 200] [--modules DIR]``
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

from real_modules import load_functions, manifest  # noqa: E402
from toolform.exporters import openai_function  # noqa: E402
from toolform.loaders import python as pyloader  # noqa: E402
from toolform.schema import schema_to_type, type_to_schema  # noqa: E402

FIELDS = ("description", "enum", "default", "required", "nested")
PEERS = ("transformers", "mcp", "pydantic")
# function -> the parameters toolform left out as MCP Context (from its load notes)
CONTEXT_PARAMS: dict[Any, set[str]] = {}

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
    ("pydantic", "class-docstring"): (
        "pydantic copies a model's or dataclass's whole docstring (Attributes: block included) "
        "as the object's description, also over the parameter's own Args text; toolform keeps "
        "the class summary, moves Attributes entries to the fields, and lets the Args text win"
    ),
    ("transformers", "wrapped-lines"): (
        "transformers keeps the docstring's line breaks in the description; toolform joins "
        "wrapped lines into one paragraph (the same words)"
    ),
    ("any", "mcp-context"): (
        "the peer (pydantic's TypeAdapter) asks the model for the MCP Context parameter, which "
        "the server injects; mcp and toolform leave it out"
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


def pydantic_schema() -> Callable[[Any], dict[str, Any]] | None:
    try:
        from pydantic import TypeAdapter
    except ImportError:
        return None

    def build(fn: Any) -> dict[str, Any]:
        schema: dict[str, Any] = TypeAdapter(fn).json_schema()
        return schema

    return build


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


def run_peers(fn: Any, builders: dict[str, Any]) -> dict[str, tuple[str, dict[str, Any]] | str]:
    """Each peer's (description, parameters) for ``fn``, or the error it raised."""
    got: dict[str, tuple[str, dict[str, Any]] | str] = {}
    try:
        tool = pyloader.tool_from_function(fn)
        fn_dict = openai_function(tool)
        got["toolform"] = (fn_dict["description"], fn_dict["parameters"])
        left_out = [
            n for n in tool.annotations.get("toolform", {}).get("notes", []) if "MCP Context" in n
        ]
        CONTEXT_PARAMS[fn] = {n.split("'")[3] for n in left_out}
    except Exception as exc:
        got["toolform"] = f"raises {type(exc).__name__}"
    for peer, build in builders.items():
        if build is None:
            continue
        try:
            got[peer] = build(fn)
        except Exception as exc:
            got[peer] = f"raises {type(exc).__name__}"
    return got


def peer_builders(mcp_tool: Any, get_json_schema: Any, pydantic_build: Any) -> dict[str, Any]:
    """peer -> fn -> (description, parameters with $refs inlined); None for a missing peer."""

    def transformers(fn: Any) -> tuple[str, dict[str, Any]]:
        out = get_json_schema(fn)["function"]
        return out.get("description", ""), out["parameters"]

    def mcp(fn: Any) -> tuple[str, dict[str, Any]]:
        t = mcp_tool.from_function(fn)
        return t.description or "", type_to_schema(schema_to_type(t.parameters))

    def pydantic(fn: Any) -> tuple[str, dict[str, Any]]:
        return "", type_to_schema(schema_to_type(pydantic_build(fn)))

    return {
        "transformers": transformers if get_json_schema else None,
        "mcp": mcp if mcp_tool else None,
        "pydantic": pydantic if pydantic_build else None,
    }


def compare(
    name: str,
    got: dict[str, Any],
    context: set[str] = frozenset(),  # type: ignore[assignment]
) -> tuple[dict[str, list[str]], list[tuple[str, str]]]:
    """Per peer, fields it carries that toolform lacks (gaps); and peer fields found wrong."""
    gaps: dict[str, list[str]] = {}
    explained: list[tuple[str, str]] = []
    if not isinstance(got.get("toolform"), tuple):
        return gaps, explained
    ours_desc, ours = got["toolform"]
    ours_facts = facts(ours)
    ours_facts["$"]["description"] = ours_desc
    for peer in PEERS:
        if not isinstance(got.get(peer), tuple):
            continue
        mine_gaps = gaps.setdefault(peer, [])
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
                if context and _is_context(path, key, value, mine, context):
                    explained.append((PEER_WRONG[("any", "mcp-context")], f"{name} {path}"))
                    continue
                if key not in mine:
                    mine_gaps.append(f"{peer} {path}.{key}={value!r}")
                elif mine[key] != value and not _same(key, mine[key], value):
                    reason = PEER_WRONG.get((peer, f"{key}@{path}"))
                    if reason is None and key == "description" and "Attributes:" in str(value):
                        reason = PEER_WRONG.get((peer, "class-docstring"))
                    if (
                        reason is None
                        and key == "description"
                        and _words(value) == _words(mine[key])
                    ):
                        reason = PEER_WRONG.get((peer, "wrapped-lines"))
                    if reason is None:
                        mine_gaps.append(
                            f"{peer} {path}.{key}: {value!r} vs toolform {mine[key]!r}"
                        )
                    else:
                        explained.append((reason, f"{name} {path}"))
    return gaps, explained


def _is_context(path: str, key: str, value: Any, mine: dict[str, Any], context: set[str]) -> bool:
    """A peer field that exists only because the peer kept a parameter the server injects."""
    if path.split(".")[1:2] and path.split(".")[1] in context:
        return True
    extra = set(value) - set(mine.get("required", ()))
    return key == "required" and bool(extra) and extra <= context


def _words(text: Any) -> list[str]:
    return str(text).split()


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


def _tally(row: Counter[str], peer: str, got: dict[str, Any], gaps: dict[str, list[str]]) -> None:
    """One function's verdict against one peer (see ``print_verdicts`` for the keys)."""
    ours_ok = isinstance(got.get("toolform"), tuple)
    theirs_ok = isinstance(got.get(peer), tuple)
    if theirs_ok:
        row["peer loads"] += 1
        row["match or beat" if ours_ok and not gaps.get(peer) else "toolform short"] += 1
        if not ours_ok:
            row["only peer loads"] += 1
    elif ours_ok:
        row["only toolform loads"] += 1
    else:
        row["neither loads"] += 1


def print_verdicts(title: str, verdicts: dict[str, Counter[str]]) -> None:
    keys = ("peer loads", "match or beat", "toolform short", "only toolform loads",
            "only peer loads", "neither loads")  # fmt: skip
    print(f"{title}: per peer, of the functions it loads, toolform matches or beats it on")
    print(f"{'peer':<14} " + " ".join(f"{k:>20}" for k in keys))
    for peer, row in verdicts.items():
        print(f"{peer:<14} " + " ".join(f"{row[k]:>20}" for k in keys))
    print()


def compare_set(
    label: str,
    functions: list[tuple[str, Any]],
    builders: dict[str, Any],
    source_of: dict[str, str] | None = None,
) -> list[Any]:
    """Compare every function of one set; print its table, gaps and verdicts (also per source
    when ``source_of`` maps each module file to where it comes from). Returns the functions
    transformers loads (for timing)."""
    print(f"{'function':<28} {'toolform':<34} " + " ".join(f"{p:<34}" for p in PEERS))
    all_gaps: list[str] = []
    all_explained: dict[str, list[str]] = {}
    totals: dict[str, Counter[str]] = {}
    verdicts: dict[str, Counter[str]] = {p: Counter() for p, b in builders.items() if b}
    by_source: dict[str, dict[str, Counter[str]]] = {}
    ok_for_transformers: list[Any] = []
    for where, fn in functions:
        name = f"{where}:{fn.__name__}" if where else fn.__name__
        got = run_peers(fn, builders)
        row = carried(got)
        print(f"{name[-28:]:<28} {row['toolform'][:33]:<34} "
              + " ".join(f"{row.get(p, '-')[:33]:<34}" for p in PEERS))  # fmt: skip
        gaps, explained = compare(name, got, CONTEXT_PARAMS.get(fn, set()))
        all_gaps.extend(f"{name}: {g}" for peer_gaps in gaps.values() for g in peer_gaps)
        for reason, place in explained:
            all_explained.setdefault(reason, []).append(place)
        for peer, value in got.items():
            count = totals.setdefault(peer, Counter())
            count.update(["raises"] if isinstance(value, str) else _field_counts(value[1]))
        for peer, row_count in verdicts.items():
            _tally(row_count, peer, got, gaps)
            if source_of is not None:
                mine = by_source.setdefault(source_of.get(where, "?"), {})
                _tally(mine.setdefault(peer, Counter()), peer, got, gaps)
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
    print_verdicts(label, verdicts)
    for source, rows in sorted(by_source.items()):
        print_verdicts(f"{label} from {source}", rows)
    return ok_for_transformers


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=100)
    ap.add_argument(
        "--modules", type=Path, help="folder holding the real modules of data/python_modules.json"
    )
    args = ap.parse_args()
    mcp_tool = mcp_tool_class()
    get_json_schema = transformers_schema()
    builders = peer_builders(mcp_tool, get_json_schema, pydantic_schema())
    print(
        "peers: " + ", ".join(f"{p} {'ok' if b else 'not installed'}" for p, b in builders.items())
    )
    functions = pyloader.module_functions(corpus, None)
    print(f"corpus: {len(functions)} functions from tests/data/py/corpus.py")
    print()
    ok_for_transformers = compare_set("corpus", [("", f) for f in functions], builders)
    if args.modules is not None:
        real, problems = load_functions(args.modules)
        print(f"real modules: {len(real)} functions from {args.modules}")
        for line in problems:
            print("  not loaded:", line)
        print()
        source_of = {m["file"]: m["repo"] for m in manifest()}
        compare_set("real modules", real, builders, source_of)
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
        f"schema building, {len(subset)} corpus functions transformers accepts, "
        f"median of {args.repeat}:"
    )
    print(f"  transformers get_json_schema: {theirs_ms:8.3f} ms")
    print(f"  toolform tool_from_function:  {ours_ms:8.3f} ms")
    print(f"  ratio toolform / transformers: {ours_ms / theirs_ms:.2f}x (goal <= 1.00x)")
    print(f"  toolform on all {len(functions)} functions: {all_ms:.3f} ms")
    if mcp_tool is not None:
        mcp_subset = [
            f
            for f in functions
            if isinstance(run_peers(f, {"mcp": builders["mcp"]}).get("mcp"), tuple)
        ]
        mcp_ms = time_builder(mcp_tool.from_function, mcp_subset, max(5, args.repeat // 10))
        ours_mcp = time_builder(ours, mcp_subset, max(5, args.repeat // 10))
        print(
            f"  mcp Tool.from_function on {len(mcp_subset)}: {mcp_ms:.3f} ms "
            f"(toolform {ours_mcp:.3f} ms, ratio {ours_mcp / mcp_ms:.2f}x)"
        )


if __name__ == "__main__":
    main()
