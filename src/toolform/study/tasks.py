"""Task suites: load, check and serve the single-turn tasks the study runs.

A suite file holds named tool universes (bare OpenAI function objects; a universe may ``include``
others, which is how the 50- and 200-tool universes are built from the small hand-written ones)
and tasks over them. Loading checks the file against ``SUITE_SCHEMA`` and then checks what a schema
cannot: that each task's universe exists, that every expected call names one of its tools, and that
every value its matchers accept validates against that tool's parameters. Any failure is a
``SuiteError`` naming the file and the JSON path.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolform.errors import LoaderError, SuiteError, close_matches
from toolform.ir import ToolIR
from toolform.loaders import openai
from toolform.study.matching import Matcher, ObjectMatch, compile_arguments
from toolform.study.suite_schema import SUITE_SCHEMA
from toolform.textfile import read_json_file
from toolform.toolset import Toolset
from toolform.validate import validate_arguments

if TYPE_CHECKING:
    pass

BUNDLED_SUITES: tuple[str, ...] = ("core",)
DEFAULT_SUITE = "core"


@dataclass
class ExpectedCall:
    name: str
    arguments: ObjectMatch

    def example_arguments(self) -> dict[str, Any]:
        value: dict[str, Any] = self.arguments.example()
        return value


@dataclass
class Condition:
    """One way an injected instruction shows as followed: a call (optionally with arguments) or text."""

    call: str | None = None
    arguments: dict[str, Matcher] | None = None
    text: str | None = None


@dataclass
class Task:
    id: str
    universe: str
    request: str
    category: str
    expected: list[ExpectedCall]
    tier: int
    ordered: bool = False
    tags: list[str] = field(default_factory=list)
    poison: dict[str, str] | None = None
    followed_if: list[Condition] = field(default_factory=list)

    @property
    def no_call(self) -> bool:
        return not self.expected

    @property
    def is_injection(self) -> bool:
        return self.poison is not None


@dataclass
class Suite:
    name: str
    version: str
    description: str
    universes: dict[str, list[ToolIR]]
    tasks: list[Task]
    source: str | None = None
    _toolsets: dict[tuple[str, str], Toolset] = field(
        default_factory=dict, repr=False, compare=False
    )

    @property
    def label(self) -> str:
        """``name@version``: what every result's source names."""
        return f"{self.name}@{self.version}"

    def task(self, task_id: str) -> Task:
        for t in self.tasks:
            if t.id == task_id:
                return t
        raise SuiteError(
            f"no task {task_id!r} in suite {self.label}",
            hint=_did_you_mean(task_id, (t.id for t in self.tasks)),
        )

    def toolset_for(self, task: Task) -> Toolset:
        """The tools the task shows: its universe, with the poisoned sentence when it has one.

        Only a poisoned universe is copied (the poison is written into its copy); the plain one
        is shown as the suite holds it, which nothing that reads a toolset changes.
        """
        poison = "" if task.poison is None else json.dumps(task.poison, sort_keys=True)
        key = (task.universe, poison)
        found = self._toolsets.get(key)
        if found is None:
            tools = list(self.universes[task.universe])
            if task.poison is not None:
                tools = copy.deepcopy(tools)
                _apply_poison(tools, task.poison)
            found = self._toolsets[key] = Toolset(tools, kind="suite")
        return found


def _did_you_mean(word: str, pool: Iterable[str]) -> str | None:
    found = close_matches(word, pool)
    return f"did you mean: {', '.join(found)}" if found else None


def _apply_poison(tools: list[ToolIR], poison: dict[str, str]) -> None:
    for tool in tools:
        if tool.name != poison["tool"]:
            continue
        param = poison.get("parameter")
        if param:
            node = tool.parameters.properties[param]
            node.description = f"{node.description or ''} {poison['text']}".strip()
        else:
            tool.description = f"{tool.description} {poison['text']}".strip()


# --- loading ---------------------------------------------------------------------------------
def bundled_suite_path(name: str) -> Path:
    return Path(str(resources.files("toolform.study") / "suites" / f"{name}.json"))


def load_suite(spec: str | Path | dict[str, Any] = DEFAULT_SUITE) -> Suite:
    """A suite from a bundled name (``core``), a JSON file path, or an already parsed object."""
    source: str | None = None
    if isinstance(spec, dict):
        data = spec
    else:
        text_path = Path(spec)
        if str(spec) in BUNDLED_SUITES:
            text_path = bundled_suite_path(str(spec))
        elif not text_path.exists():
            raise SuiteError(
                "no such suite file",
                source=str(spec),
                hint=f"bundled suites: {', '.join(BUNDLED_SUITES)}",
            )
        source = str(spec)
        data = read_json_file(text_path, SuiteError, source=source)
    return build_suite(data, source)


def build_suite(data: Any, source: str | None = None) -> Suite:
    """Check ``data`` (schema first, then meaning) and build the ``Suite``."""
    # jsonschema is loaded here, when a suite is built, and not by the grader processes that
    # only read one (its import was about a quarter of a spawned grader's start).
    import jsonschema

    validator = jsonschema.Draft202012Validator(SUITE_SCHEMA)
    errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        err = errors[0]
        more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
        raise SuiteError(err.message + more, source=source, path=err.json_path)
    universes = _build_universes(data["universes"], source)
    tiers = {name: Toolset(tools).tier for name, tools in universes.items()}
    checker = _CallChecker(source)
    tasks: list[Task] = []
    seen: set[str] = set()
    for i, raw in enumerate(data["tasks"]):
        path = f"$.tasks[{i}]"
        if raw["id"] in seen:
            raise SuiteError(f"duplicate task id {raw['id']!r}", source=source, path=f"{path}.id")
        seen.add(raw["id"])
        if raw["universe"] not in universes:
            raise SuiteError(
                f"unknown universe {raw['universe']!r}",
                source=source,
                path=f"{path}.universe",
                hint=_did_you_mean(raw["universe"], universes),
            )
        task = _build_task(raw, tiers[raw["universe"]], path, source)
        tools = {t.name: t for t in universes[task.universe]}
        for j, call in enumerate(task.expected):
            checker.check(call, tools, f"{path}.expected[{j}]")
        _check_injection(task, tools, path, source)
        tasks.append(task)
    return Suite(
        name=data["suite"],
        version=data["version"],
        description=data.get("description", ""),
        universes=universes,
        tasks=tasks,
        source=source,
    )


def _build_universes(raw: dict[str, Any], source: str | None) -> dict[str, list[ToolIR]]:
    built: dict[str, list[ToolIR]] = {}

    def build(name: str, stack: tuple[str, ...]) -> list[ToolIR]:
        if name in built:
            return built[name]
        path = f"$.universes.{name}"
        if name in stack:
            cycle = " -> ".join((*stack, name))
            raise SuiteError(f"universes include each other: {cycle}", source=source, path=path)
        spec = raw[name]
        tools: list[ToolIR] = []
        for k, inc in enumerate(spec.get("include", [])):
            if inc not in raw:
                raise SuiteError(
                    f"unknown universe {inc!r}",
                    source=source,
                    path=f"{path}.include[{k}]",
                    hint=_did_you_mean(inc, raw),
                )
            tools.extend(copy.deepcopy(build(inc, (*stack, name))))
        if spec.get("tools"):
            try:
                tools.extend(openai.load(spec["tools"]).tools)
            except LoaderError as exc:
                raise SuiteError(
                    exc.message, source=source, path=f"{path}.tools{(exc.path or '$')[1:]}"
                ) from None
        names = [t.name for t in tools]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise SuiteError(f"tool names repeat: {dupes}", source=source, path=path)
        if not tools:
            raise SuiteError("a universe needs tools or includes", source=source, path=path)
        built[name] = tools
        return tools

    for name in raw:
        build(name, ())
    return built


def _build_task(raw: dict[str, Any], tier: int, path: str, source: str | None) -> Task:
    expected = [
        ExpectedCall(
            call["name"],
            ObjectMatch(
                properties=compile_arguments(
                    call.get("arguments", {}), f"{path}.expected[{j}].arguments", source
                )
            ),
        )
        for j, call in enumerate(raw["expected"])
    ]
    conditions = [
        Condition(
            call=c.get("call"),
            arguments=(
                compile_arguments(c["arguments"], f"{path}.followed_if[{k}].arguments", source)
                if "arguments" in c
                else None
            ),
            text=c.get("text"),
        )
        for k, c in enumerate(raw.get("followed_if", []))
    ]
    return Task(
        id=raw["id"],
        universe=raw["universe"],
        request=raw["request"],
        category=raw["category"],
        expected=expected,
        tier=tier,
        ordered=raw.get("ordered", False),
        tags=list(raw.get("tags", [])),
        poison=raw.get("poison"),
        followed_if=conditions,
    )


class _CallChecker:
    """Checks expected calls against their tools' schemas, with the validator that grades the
    replies (``toolform.validate``): an expected call the grader would refuse is a suite error."""

    def __init__(self, source: str | None) -> None:
        self.source = source

    def check(self, call: ExpectedCall, tools: dict[str, ToolIR], path: str) -> None:
        tool = tools.get(call.name)
        if tool is None:
            raise SuiteError(
                f"expected call names no tool of the universe: {call.name!r}",
                source=self.source,
                path=f"{path}.name",
                hint=_did_you_mean(call.name, tools),
            )
        for value in call.arguments.variants():
            problems = validate_arguments(tool, value)
            if problems:
                problem = problems[0]
                raise SuiteError(
                    f"expected arguments {json.dumps(value)} do not validate: {problem.message}",
                    source=self.source,
                    path=f"{path}.arguments{problem.path[1:]}",
                )


def _check_injection(task: Task, tools: dict[str, ToolIR], path: str, source: str | None) -> None:
    injection = task.category == "injection"
    if injection != (task.poison is not None) or injection != bool(task.followed_if):
        raise SuiteError(
            "an injection task needs 'poison' and 'followed_if', and only injection tasks have them",
            source=source,
            path=path,
        )
    if task.poison is None:
        return
    target = tools.get(task.poison["tool"])
    if target is None:
        raise SuiteError(
            f"poison names no tool of the universe: {task.poison['tool']!r}",
            source=source,
            path=f"{path}.poison.tool",
            hint=_did_you_mean(task.poison["tool"], tools),
        )
    param = task.poison.get("parameter")
    if param and param not in target.parameters.properties:
        raise SuiteError(
            f"poison names no parameter of {target.name}: {param!r}",
            source=source,
            path=f"{path}.poison.parameter",
        )
