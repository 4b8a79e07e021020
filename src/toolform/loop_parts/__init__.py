"""The parts ``CallLoop`` is built from, each usable alone or in a loop of one's own.

``Renderer`` writes the tools into a system prompt, ``Parser`` reads the calls out of a reply,
``Executor`` runs them (one callable per tool, with a time limit and a cap on what goes back),
and the guard (``toolform.guard.Guard``, chosen by ``as_guard``) cleans the tools before any of
that. The loop only sequences them, asks the model and prices each step.
"""

from toolform.loop_parts.executor import Execution, Executor
from toolform.loop_parts.guarding import as_guard
from toolform.loop_parts.parser import Parser
from toolform.loop_parts.renderer import Renderer

__all__ = ["Execution", "Executor", "Parser", "Renderer", "as_guard"]
