"""The Python loader: inputs, the @tool rule, types, docstrings, executors and bad input."""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import inspect
import json
import sys
import typing
from pathlib import Path
from typing import Annotated, Any, Literal, Optional, TypedDict, Union

import annotated_types
import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.cli.main import main
from toolform.loaders import python as pyloader
from toolform.sdk import LoaderError, Toolset, load_tools, tool

DATA = Path(__file__).parents[1] / "data" / "py"
WEATHER = "examples/tools/weather.py"


def params_of(*annotations: Any, defaults: tuple[Any, ...] = ()) -> dict[str, Any]:
    """The OpenAI parameter schema of a function whose parameters have these annotations."""
    names = [f"p{i}" for i in range(len(annotations))]

    def fn(*args: Any) -> None:  # the signature below replaces this one
        return None

    first_default = len(names) - len(defaults)
    fn.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [
            inspect.Parameter(
                n,
                inspect.Parameter.POSITIONAL_OR_KEYWORD,
                annotation=a,
                default=defaults[i - first_default] if i >= first_default else inspect._empty,
            )
            for i, (n, a) in enumerate(zip(names, annotations))
        ]
    )
    fn.__name__ = "fn"
    return Toolset.from_python([fn]).to_openai()[0]["function"]["parameters"]


def schema_of(annotation: Any) -> dict[str, Any]:
    return params_of(annotation)["properties"]["p0"]


# --- the spec's example ------------------------------------------------------------------------
def test_weather_loads_to_the_golden_ir(weather_ir_path):
    got = Toolset.from_python(WEATHER).to_ir()["tools"]
    want = json.loads(weather_ir_path.read_text())["tools"]
    assert got == want
    assert got[0]["annotations"] == {}
    assert got[0]["returns"] == {"type": "object"}


def test_weather_spec_lines(capsys):
    py_tools = Toolset.from_python(WEATHER)
    print(py_tools.to_openai()[0]["function"]["parameters"]["required"])
    assert capsys.readouterr().out == "['city']\n"
    execute = py_tools.executors["get_forecast"]
    assert execute("Denver", days=5) == {
        "city": "Denver",
        "days": 5,
        "units": "metric",
        "forecast": [],
    }


def test_load_dispatches_python_inputs():
    toolset = Toolset.load(WEATHER)
    assert toolset.kind == "python" and "get_forecast" in toolset.executors
    assert load_tools(WEATHER).names == ["get_forecast"]
    assert load_tools(Path(WEATHER), kind="python").names == ["get_forecast"]


def test_executor_is_the_function_itself():
    def get_time(city: str) -> str:
        return city

    toolset = Toolset.from_python([get_time])
    assert toolset.executors["get_time"] is get_time


# --- which functions load ----------------------------------------------------------------------
def test_only_decorated_functions_load_when_any_is_marked():
    toolset = Toolset.from_python(DATA / "decorated.py")
    assert toolset.names == ["first", "second_tool"]
    assert toolset.get("second_tool").description == "Renamed."
    assert toolset.executors["second_tool"]("b") == "b"


def test_only_decorated_false_takes_every_public_function_defined_there():
    toolset = Toolset.from_python(DATA / "decorated.py", only_decorated=False)
    assert toolset.names == ["first", "second_tool", "helper"]  # not join, not _private


def test_undecorated_module_loads_public_functions(monkeypatch):
    monkeypatch.syspath_prepend(str(DATA))
    toolset = Toolset.from_python("plain")  # a dotted module name
    assert toolset.names == ["alpha", "beta"]
    module = sys.modules["plain"]
    assert Toolset.from_python(module).names == ["alpha", "beta"]
    with pytest.raises(LoaderError, match="no functions"):
        Toolset.from_python(module, only_decorated=True)


def test_tool_decorator_bare_and_with_arguments():
    @tool
    def a(x: int) -> int:
        return x

    @tool()
    def b(x: int) -> int:
        return x

    @tool(name="c_tool")
    def c(x: int) -> int:
        return x

    assert a(1) == 1 and pyloader.is_tool(b)
    assert Toolset.from_python([a, b, c]).names == ["a", "b", "c_tool"]
    with pytest.raises(TypeError):
        tool("name")  # type: ignore[call-overload]


def test_duplicate_tool_names_raise():
    @tool(name="same")
    def a() -> None: ...

    @tool(name="same")
    def b() -> None: ...

    with pytest.raises(LoaderError, match="duplicate tool name 'same'"):
        Toolset.from_python([a, b])


def test_corpus_loads_and_every_schema_is_valid_json_schema():
    pytest.importorskip("pydantic")
    pytest.importorskip("annotated_types")
    toolset = Toolset.from_python(DATA / "corpus.py")
    assert len(toolset) >= 40
    for item in toolset.to_openai():
        params = item["function"]["parameters"]
        jsonschema.Draft202012Validator.check_schema(params)
        assert "nullable" not in json.dumps(params)


# --- types -------------------------------------------------------------------------------------
class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


@dataclasses.dataclass
class Point:
    """A point.

    Attributes:
        x: Across.
    """

    x: float
    y: float = 0.0


@dataclasses.dataclass
class Node:
    child: Optional[Node] = None  # noqa: UP045


class Movie(TypedDict, total=False):
    title: typing.Required[str]
    year: int


@pytest.mark.parametrize(
    ("annotation", "schema"),
    [
        (str, {"type": "string"}),
        (int, {"type": "integer"}),
        (float, {"type": "number"}),
        (bool, {"type": "boolean"}),
        (Any, {}),
        (list, {"type": "array"}),
        (list[str], {"type": "array", "items": {"type": "string"}}),
        (typing.List[int], {"type": "array", "items": {"type": "integer"}}),  # noqa: UP006
        (tuple[int, ...], {"type": "array", "items": {"type": "integer"}}),
        (
            tuple[int, str],
            {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "prefixItems": [{"type": "integer"}, {"type": "string"}],
            },
        ),
        (dict, {"type": "object"}),
        (dict[str, Any], {"type": "object"}),
        (dict[str, int], {"type": "object", "additionalProperties": {"type": "integer"}}),
        (set[str], {"type": "array", "uniqueItems": True, "items": {"type": "string"}}),
        (Literal["a", "b"], {"type": "string", "enum": ["a", "b"]}),
        (Literal[1, 2], {"type": "integer", "enum": [1, 2]}),
        (Literal[1, "a", None], {"type": ["integer", "string", "null"], "enum": [1, "a", None]}),
        (Color, {"type": "string", "enum": ["red", "blue"]}),
        (Level, {"type": "integer", "enum": [1, 2]}),
        (Optional[Color], {"type": ["string", "null"], "enum": ["red", "blue", None]}),  # noqa: UP045
        (Optional[str], {"type": ["string", "null"]}),  # noqa: UP045
        (int | None, {"type": ["integer", "null"]}),
        (Union[int, str], {"type": ["integer", "string"]}),  # noqa: UP007
        (
            Union[int, list[str]],  # noqa: UP007
            {"anyOf": [{"type": "integer"}, {"type": "array", "items": {"type": "string"}}]},
        ),
        (
            Optional[list[int]],  # noqa: UP045
            {"type": ["array", "null"], "items": {"type": "integer"}},
        ),
        (
            Movie,
            {
                "type": "object",
                "properties": {"title": {"type": "string"}, "year": {"type": "integer"}},
                "required": ["title"],
            },
        ),
        (
            Point,
            {
                "type": "object",
                "description": "A point.",
                "properties": {
                    "x": {"type": "number", "description": "Across."},
                    "y": {"type": "number", "default": 0.0},
                },
                "required": ["x"],
            },
        ),
        (Annotated[str, "A label."], {"type": "string", "description": "A label."}),
    ],
)
def test_annotation_to_schema(annotation, schema):
    got = schema_of(annotation)
    assert got == schema
    jsonschema.Draft202012Validator.check_schema(got)


def test_pydantic_field_constraints_and_model():
    pydantic = pytest.importorskip("pydantic")

    class User(pydantic.BaseModel):
        name: str = pydantic.Field(description="Full name.")
        age: int = pydantic.Field(default=30, ge=0)

    assert schema_of(Annotated[int, pydantic.Field(ge=1, le=5, description="Stars.")]) == {
        "type": "integer",
        "description": "Stars.",
        "minimum": 1,
        "maximum": 5,
    }
    assert schema_of(Annotated[str, pydantic.Field(min_length=2, pattern="^a")]) == {
        "type": "string",
        "minLength": 2,
        "pattern": "^a",
    }
    assert schema_of(Annotated[list[int], pydantic.Field(max_length=3)]) == {
        "type": "array",
        "maxItems": 3,
        "items": {"type": "integer"},
    }
    assert schema_of(User) == {
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "Full name."},
            "age": {"type": "integer", "default": 30, "minimum": 0},
        },
        "required": ["name"],
    }


def test_field_as_default_and_annotated_types():
    pydantic = pytest.importorskip("pydantic")
    at = pytest.importorskip("annotated_types")

    def fn(n: int = pydantic.Field(5, gt=0), f: float = 0):
        return n

    fn.__annotations__["f"] = Annotated[float, at.Interval(ge=0, lt=1)]

    toolset = Toolset.from_python([fn])
    props = toolset.to_openai()[0]["function"]["parameters"]["properties"]
    assert props["n"] == {"type": "integer", "default": 5, "minimum": 1}  # gt 0 on an integer
    assert props["f"] == {"type": "number", "default": 0, "minimum": 0, "maximum": 1}
    notes = toolset.tools[0].annotations["toolform"]["notes"]
    assert any("exclusive bound lt=1" in n for n in notes)


def test_default_none_on_a_plain_type_becomes_nullable_and_says_so():
    def fn(x: str = None):  # type: ignore[assignment]  # noqa: RUF013
        return x

    toolset = Toolset.from_python([fn])
    schema = toolset.to_openai()[0]["function"]["parameters"]["properties"]["x"]
    assert schema == {"type": ["string", "null"], "default": None}
    assert "nullable" in toolset.tools[0].annotations["toolform"]["notes"][0]


def test_defaults_are_kept_as_json():
    def fn(c: Color = Color.RED, t: tuple[int, int] = (1, 2), d: object = object()):
        return c

    toolset = Toolset.from_python([fn])
    props = toolset.to_openai()[0]["function"]["parameters"]["properties"]
    assert props["c"]["default"] == "red" and props["t"]["default"] == [1, 2]
    assert "default" not in props["d"]
    assert toolset.to_openai()[0]["function"]["parameters"].get("required") is None


def test_nested_dataclasses_and_string_annotations():
    from_future = DATA / "corpus.py"
    pytest.importorskip("pydantic")
    toolset = Toolset.from_python(from_future)
    plan = toolset.to_openai()[toolset.names.index("plan")]["function"]["parameters"]
    start = plan["properties"]["route"]["properties"]["start"]
    assert start["properties"]["x"] == {"type": "number", "description": "Horizontal position."}
    stops = plan["properties"]["route"]["properties"]["stops"]
    assert stops["default"] == [] and stops["items"]["required"] == ["x"]


# --- docstrings --------------------------------------------------------------------------------
def test_google_docstring_multiline_args_typed_form_and_returns():
    def fn(city: str, days: int = 1) -> list[str]:
        """Forecast a city.

        Longer text
        over two lines.

        Args:
            city (str): The city, for
                example Denver.
            days: Days.

        Returns:
            list[str]: One line per day.
        """
        return []

    tool_ir = Toolset.from_python([fn]).tools[0]
    assert tool_ir.description == "Forecast a city.\n\nLonger text over two lines."
    props = tool_ir.parameters.properties
    assert props["city"].description == "The city, for example Denver."
    assert props["days"].description == "Days."
    assert tool_ir.returns is not None and tool_ir.returns.description == "One line per day."


def test_numpy_and_rest_docstrings():
    pytest.importorskip("pydantic")
    toolset = Toolset.from_python(DATA / "corpus.py")
    numpy_tool = toolset.get("numpy_style")
    rest_tool = toolset.get("rest_style")
    assert numpy_tool.parameters.properties["x"].description == "The base."
    assert numpy_tool.returns.description == "The power."
    assert rest_tool.parameters.properties["recursive"].description == (
        "Descend into subdirectories."
    )
    assert rest_tool.description == "List a directory."


def test_docstring_entry_for_a_missing_parameter_is_a_note():
    def fn(city: str) -> None:
        """Do it.

        Args:
            city: City.
            country: Not a parameter.
        """

    tool_ir = Toolset.from_python([fn]).tools[0]
    notes = tool_ir.annotations["toolform"]["notes"]
    assert notes == ["docstring documents 'country', which is not a parameter of fn"]


# --- executors ---------------------------------------------------------------------------------
async def _fetch(url: str) -> str:
    await asyncio.sleep(0)
    return url.upper()


def test_async_functions_get_synchronous_executors():
    toolset = Toolset.from_python([_fetch])
    assert toolset.names == ["_fetch"]
    assert toolset.executors["_fetch"]("a") == "A"

    async def inside_a_loop() -> str:
        return toolset.executors["_fetch"]("b")  # type: ignore[no-any-return]

    assert asyncio.run(inside_a_loop()) == "B"


# --- bad input ---------------------------------------------------------------------------------
def _load_error(*functions: Any) -> str:
    with pytest.raises(LoaderError) as info:
        Toolset.from_python(list(functions))
    return str(info.value)


def test_variadic_and_positional_only_parameters_raise():
    def star(*items: int) -> None: ...

    def stars(**opts: int) -> None: ...

    def posonly(a: int, /, b: int) -> None: ...

    assert "function 'star'" in _load_error(star) and "*items" in _load_error(star)
    assert "function 'stars'" in _load_error(stars) and "**opts" in _load_error(stars)
    message = _load_error(posonly)
    assert "function 'posonly'" in message and "a (positional-only)" in message


class Opaque:
    """A class with no JSON form."""


def test_unexpressible_types_name_function_parameter_and_type():
    def fn(x: Opaque) -> None: ...

    def keys(m: dict[int, str]) -> None: ...

    def rec(n: Node) -> None: ...

    def cplx(c: complex) -> None: ...

    message = _load_error(fn)
    assert "function 'fn', parameter 'x'" in message and "Opaque" in message
    assert "JSON object keys are strings" in _load_error(keys)
    assert "recursive type Node -> Node" in _load_error(rec)
    assert "complex" in _load_error(cplx)


def test_unresolvable_string_annotation_names_the_parameter():
    def fn(x: int) -> None: ...

    fn.__annotations__ = {"x": "Missing"}
    message = _load_error(fn)
    assert "parameter 'x'" in message and "'Missing'" in message and "NameError" in message
    fn.__annotations__ = {"x": "Opaqe"}
    assert "did you mean: Opaque" in _load_error(fn)


def test_failing_import_names_the_file_and_the_exception():
    with pytest.raises(LoaderError) as info:
        Toolset.from_python(DATA / "broken_import.py")
    message = str(info.value)
    assert "broken_import.py:5" in message and "KeyError" in message and "'missing'" in message
    assert isinstance(info.value.__cause__, KeyError)


def test_syntax_error_in_a_py_file(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(:\n    pass\n")
    with pytest.raises(LoaderError, match=r"bad\.py:1: failed to import: SyntaxError"):
        Toolset.from_python(bad)


def test_missing_file_and_module_and_wrong_object():
    with pytest.raises(LoaderError, match="no such file"):
        Toolset.from_python("nowhere/tools.py")
    with pytest.raises(LoaderError, match="ModuleNotFoundError"):
        Toolset.from_python("no_such_module_xyz")
    with pytest.raises(LoaderError, match=r"\$\[1\]"):
        Toolset.from_python([_fetch, 3])
    with pytest.raises(LoaderError, match="cannot load Python tools"):
        Toolset.from_python(42)
    with pytest.raises(LoaderError, match="no usable name"):
        Toolset.from_python([lambda x: x])


def test_cli_convert_python_to_anthropic(capsys):
    assert main(["convert", WEATHER, "--to", "anthropic"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out[0]["name"] == "get_forecast"
    assert out[0]["input_schema"]["required"] == ["city"]


# --- properties --------------------------------------------------------------------------------
_SCALARS = [
    (str, st.text(max_size=5)),
    (int, st.integers(-5, 5)),
    (float, st.floats(-5, 5, allow_nan=False)),
    (bool, st.booleans()),
    (Literal["x", "y"], st.sampled_from(["x", "y"])),
    (Literal[1, 2], st.sampled_from([1, 2])),
    (Color, st.sampled_from(["red", "blue"])),
    (Any, st.integers()),
]
try:  # constraints from annotated_types, when it is installed (it comes with pydantic)
    import annotated_types as _at
except ImportError:  # pragma: no cover
    pass
else:
    _SCALARS.append((Annotated[int, _at.Ge(0), _at.Le(9)], st.integers(0, 9)))
    _SCALARS.append((Annotated[str, _at.MaxLen(3)], st.text(max_size=3)))


def _annotations(depth: int) -> st.SearchStrategy[tuple[Any, st.SearchStrategy[Any]]]:
    scalars = st.sampled_from(_SCALARS)
    if depth == 0:
        return scalars
    inner = _annotations(depth - 1)

    def wrap(pair: tuple[Any, Any], how: str) -> tuple[Any, Any]:
        tp, values = pair
        if how == "list":
            return list[tp], st.lists(values, max_size=3)
        if how == "tuple":
            return tuple[tp, ...], st.lists(values, max_size=3)
        if how == "dict":
            return dict[str, tp], st.dictionaries(st.text(max_size=3), values, max_size=2)
        if how == "optional":
            return Optional[tp], st.none() | values  # noqa: UP045
        if how == "pair":
            return tuple[tp, int], st.tuples(values, st.integers()).map(list)
        return Union[tp, bool], values | st.booleans()  # noqa: UP007

    hows = st.sampled_from(["list", "tuple", "dict", "optional", "pair", "union"])
    return scalars | st.builds(wrap, inner, hows)


@given(pair=_annotations(2), data=st.data())
def test_generated_annotations_accept_their_values(pair, data):
    annotation, values = pair
    schema = schema_of(annotation)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert "nullable" not in json.dumps(schema)
    value = data.draw(values)
    jsonschema.validate(value, schema, cls=jsonschema.Draft202012Validator)


@given(pairs=st.lists(_annotations(2), min_size=1, max_size=4))
def test_generated_tools_round_trip_through_openai(pairs):
    params = params_of(*[a for a, _ in pairs])
    item = {"type": "function", "function": {"name": "fn", "description": "", "parameters": params}}
    again = Toolset.from_openai([item])
    assert again.to_openai() == [item]


class _PatternMeta:
    """Metadata carrying a ``pattern``, as pydantic's ``Field(pattern=...)`` does."""

    pattern = "(["


def _ratio(x: Annotated[float, annotated_types.MultipleOf(0)]) -> None:
    """Doc."""


def _code(s: Annotated[str, _PatternMeta()]) -> None:
    """Doc."""


def test_a_constraint_no_schema_can_hold_is_refused_at_load_with_its_path():
    for fn, path in ((_ratio, "x.multipleOf"), (_code, "s.pattern")):
        with pytest.raises(LoaderError) as info:
            Toolset.from_python([fn])
        assert info.value.path == f"{fn.__name__}.parameters.properties.{path}"
        assert "invalid JSON Schema" in info.value.message
