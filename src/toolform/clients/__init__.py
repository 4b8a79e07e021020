"""Model clients: one ``chat`` interface over OpenAI-compatible servers, Anthropic and a stub.

The HTTP clients share their limits (``ClientOptions``) and send through a ``Transport``: by
default ``WireTransport``, or any object with the same two methods."""

from toolform.clients.anthropic import AnthropicClient
from toolform.clients.base import ChatClient, ChatResult
from toolform.clients.http import ClientOptions
from toolform.clients.openai_compat import OpenAICompatClient
from toolform.clients.stub import StubClient
from toolform.clients.transport import Transport
from toolform.clients.wire import WireTransport

__all__ = [
    "AnthropicClient",
    "ChatClient",
    "ChatResult",
    "ClientOptions",
    "OpenAICompatClient",
    "StubClient",
    "Transport",
    "WireTransport",
]
