"""Model clients: one ``chat`` interface over OpenAI-compatible servers, Anthropic and a stub."""

from toolform.clients.anthropic import AnthropicClient
from toolform.clients.base import ChatClient, ChatResult
from toolform.clients.openai_compat import OpenAICompatClient
from toolform.clients.stub import StubClient

__all__ = ["AnthropicClient", "ChatClient", "ChatResult", "OpenAICompatClient", "StubClient"]
