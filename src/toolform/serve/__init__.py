"""``toolform serve``: tool calling for any model, behind the OpenAI API.

An OpenAI-compatible proxy: a request with ``tools`` is rewritten into a prompt in the format
that suits the model, and the reply is parsed, validated and returned as ``tool_calls``. The app
needs the ``serve`` extra (``pip install 'toolform[serve]'``: Starlette, uvicorn, httpx), so
``create_app`` is imported on first use and ``import toolform`` never loads a web framework.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolform.errors import ToolformError

if TYPE_CHECKING:
    from toolform.serve.app import create_app

__all__ = ["EXTRA_HINT", "create_app"]

#: The modules of the ``serve`` extra.
EXTRA_MODULES = ("starlette", "uvicorn", "httpx", "anyio", "h11")
EXTRA_HINT = "toolform serve needs the serve extra: pip install 'toolform[serve]'"


def __getattr__(name: str) -> Any:
    if name == "create_app":
        try:
            from toolform.serve.app import create_app
        except ModuleNotFoundError as exc:
            if (exc.name or "").partition(".")[0] not in EXTRA_MODULES:
                raise
            raise ToolformError(f"{EXTRA_HINT} (no module named {exc.name!r})") from None
        return create_app
    raise AttributeError(f"module 'toolform.serve' has no attribute {name!r}")
