"""The Python loader degrades, never refuses, where a type is secondary.

A return type or a defaulted parameter whose annotation has no JSON Schema loads with a note; a
required parameter without a readable type stays an error; ``bytes`` is base64 text; the MCP
SDK's ``Context`` parameter is left out as the SDK leaves it out.
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.cli.main import main
from toolform.loaders import python as pyloader
from toolform.sdk import LoaderError


class Opaque:
    """A class the loader cannot read (no fields, not a dataclass or model)."""


def notes_of(tool: Any) -> list[str]:
    return list(tool.annotations.get("toolform", {}).get("notes", []))


def test_bytes_parameter_and_return_are_base64_strings():
    def blob(data: bytes, extra: bytearray | None = None) -> bytes:
        """Echo."""
        return data

    tool = pyloader.tool_from_function(blob)
    assert tool.parameters.properties["data"].type == "string"
    assert tool.parameters.properties["data"].constraints == {"format": "base64"}
    assert tool.parameters.properties["extra"].nullable
    assert tool.returns is not None and tool.returns.constraints == {"format": "base64"}


def test_unreadable_return_class_loads_without_returns_and_notes_it():
    def make(x: int) -> Opaque:
        """Make one."""
        return Opaque()

    tool = pyloader.tool_from_function(make)
    assert tool.returns is None
    assert any("return type" in n and "Opaque" in n for n in notes_of(tool))


def test_unresolvable_return_annotation_keeps_the_returns_text():
    def fetch(url: str) -> NotDefinedAnywhere:  # type: ignore[name-defined]  # noqa: F821
        """Fetch.

        Returns:
            The page.
        """

    tool = pyloader.tool_from_function(fetch)
    assert tool.returns is not None and tool.returns.description == "The page."
    assert tool.returns.type is None
    assert any("NotDefinedAnywhere" in n for n in notes_of(tool))


def test_unknown_annotation_with_a_default_accepts_any_value():
    def run(query: str, config: Opaque = None) -> str:  # type: ignore[assignment]
        """Run."""
        return query

    tool = pyloader.tool_from_function(run)
    config = tool.parameters.properties["config"]
    assert config.type is None and config.default is None
    assert tool.parameters.required == ["query"]
    assert any("'config'" in n and "any JSON value" in n for n in notes_of(tool))


def test_required_parameter_with_an_unknown_type_stays_an_error():
    def run(config: Opaque) -> None:
        """Run."""

    with pytest.raises(LoaderError, match=r"parameter 'config'.*Opaque"):
        pyloader.tool_from_function(run)


def test_required_parameter_error_in_a_file_names_the_line(tmp_path):
    path = tmp_path / "tools.py"
    path.write_text(
        'class Opaque:\n    pass\n\n\ndef run(config: Opaque) -> None:\n    """Run."""\n',
        encoding="utf-8",
    )
    with pytest.raises(LoaderError) as info:
        pyloader.load(path)
    assert info.value.line == 5 and f"{path}:5:" in str(info.value)


def _fake_context() -> type:
    """A class shaped like the MCP SDK's request context, without the SDK installed."""
    cls = type("Context", (), {})
    cls.__module__ = "mcp.server.mcpserver.context"
    return cls


def test_mcp_context_parameter_is_left_out():
    context = _fake_context()

    def search(query: str, ctx: Any) -> str:
        """Search."""
        return query

    search.__annotations__["ctx"] = context
    tool = pyloader.tool_from_function(search)
    assert list(tool.parameters.properties) == ["query"]
    assert tool.parameters.required == ["query"]
    assert any("MCP Context" in n for n in notes_of(tool))


def test_a_subclass_or_optional_context_is_left_out_too():
    sub = type("RequestContext", (_fake_context(),), {})
    sig = inspect.Signature(
        [
            inspect.Parameter("q", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
            inspect.Parameter(
                "ctx", inspect.Parameter.KEYWORD_ONLY, annotation=sub | None, default=None
            ),
        ]
    )

    def fn(q: str, ctx: Any = None) -> None:
        """Fn."""

    fn.__signature__ = sig  # type: ignore[attr-defined]
    assert list(pyloader.tool_from_function(fn).parameters.properties) == ["q"]


def test_a_class_named_context_elsewhere_is_an_ordinary_type():
    context = type("Context", (), {})  # defined here, not by an MCP package

    def fn(ctx: Any) -> None:
        """Fn."""

    fn.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=context)]
    )
    with pytest.raises(LoaderError, match="Context"):
        pyloader.tool_from_function(fn)


def test_real_mcp_context_when_the_sdk_is_installed():
    server = pytest.importorskip("mcp.server.mcpserver")

    def fn(query: str, ctx: Any) -> str:
        """Fn."""
        return query

    fn.__annotations__["ctx"] = server.Context
    assert list(pyloader.tool_from_function(fn).parameters.properties) == ["query"]


def test_pydantic_model_parameter_loads_like_a_dataclass():
    pydantic = pytest.importorskip("pydantic")

    class Query(pydantic.BaseModel):
        """A query.

        Attributes:
            text: What to look for.
        """

        text: str
        limit: int = pydantic.Field(5, ge=1, description="At most this many.")

    def search(q: Any) -> list[str]:
        """Search.

        Args:
            q: The query.
        """
        return []

    search.__annotations__["q"] = Query  # a local class: no string annotation can name it
    q = pyloader.tool_from_function(search).parameters.properties["q"]
    assert q.type == "object" and q.description == "The query."
    assert q.required == ["text"]
    assert q.properties["text"].description == "What to look for."
    assert q.properties["limit"].default == 5
    assert q.properties["limit"].constraints == {"minimum": 1}


def test_wrapped_args_line_that_reads_like_a_section_word_continues_the_entry():
    def fetch(url: str, timeout: int = 10) -> str:
        """Fetch a page.

        Args:
            url: The address to fetch, absolute.
            timeout: Seconds to wait for the server.
            Default: 10, which suits most sites.
        """
        return url

    tool = pyloader.tool_from_function(fetch)
    assert tool.parameters.properties["timeout"].description == (
        "Seconds to wait for the server. Default: 10, which suits most sites."
    )
    assert notes_of(tool) == []


def test_inspect_prints_the_degrade_notes(tmp_path, capsys):
    path = tmp_path / "tools.py"
    path.write_text(
        "class Image:\n    pass\n\n\ndef snap(width: int) -> Image:\n"
        '    """Take a picture."""\n    return Image()\n',
        encoding="utf-8",
    )
    assert main(["inspect", str(path)]) == 0
    err = capsys.readouterr().err
    assert "note: snap:" in err and "without a returns schema" in err


# --- generated: any class without fields, as a return or a defaulted parameter, degrades ------

_NAMES = st.from_regex(r"[A-Z][a-z]{2,8}", fullmatch=True)


@given(name=_NAMES, as_return=st.booleans(), nullable=st.booleans())
def test_generated_unreadable_classes_degrade(name, as_return, nullable):
    cls = type(name, (), {})
    annotation: Any = (cls | None) if nullable else cls
    params = [inspect.Parameter("x", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=int)]
    if not as_return:
        params.append(
            inspect.Parameter(
                "opt", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=annotation, default=None
            )
        )

    def fn(*args: Any) -> None:
        """Generated."""

    fn.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        params, return_annotation=annotation if as_return else None
    )
    tool = pyloader.tool_from_function(fn)
    assert tool.parameters.required == ["x"]
    assert any(name in n for n in notes_of(tool))
    if as_return:
        assert tool.returns is None
    else:
        assert tool.parameters.properties["opt"].type is None


class _AnswersEverything(type):
    """A class that answers to any attribute name (a settings proxy, a mock's class)."""

    def __getattr__(cls, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return cls


class ProxySetting(metaclass=_AnswersEverything):
    """Looks like a pydantic FieldInfo and a model to duck typing; is neither."""


class SelfDumping:
    """``model_dump`` returns the object itself: following it would never end."""

    def model_dump(self, mode: str = "python") -> Any:
        return self


class FailingDump:
    def model_dump(self, mode: str = "python") -> Any:
        raise ValueError("not serialisable")


@pytest.mark.parametrize("default", [ProxySetting, SelfDumping(), FailingDump()])
def test_a_default_that_only_looks_like_pydantic_is_left_out_with_a_note(default):
    def search(query: str, limit: int = default) -> str:
        """Search.

        Args:
            query: What to look for.
            limit: How many results.
        """
        return query

    tool = pyloader.tool_from_function(search)
    limit = tool.parameters.properties["limit"]
    assert tool.parameters.required == ["query"]
    assert limit.type == "integer" and limit.description == "How many results."
    assert any("limit" in n and "no JSON form" in n for n in notes_of(tool))
