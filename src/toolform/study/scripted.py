"""A scripted model for testing the whole bench pipeline without a model.

``ScriptedResponder`` knows every prompt a grid will send (it renders them with the same prompt
builder) and answers each one in the cell's protocol: right when ``decide(task, cell)`` says so,
wrong otherwise (no call on a call task, a call on a no-call task). The numbers an export of such a
run must show are then known in advance: ``expected_correct``. Runs made with it are synthetic and
must be labelled so (``BenchConfig.label``): they test the harness, they measure nothing.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from toolform.study.grid import Cell
from toolform.study.tasks import Suite, Task

Decide = Callable[[Task, Cell], bool]


def share_rule(share: float) -> Decide:
    """Right for a fixed, deterministic ``share`` of tasks (by a hash of the task id)."""
    cut = round(share * 1000)
    return lambda task, cell: zlib.crc32(task.id.encode()) % 1000 < cut


def _key(messages: Sequence[dict[str, Any]]) -> str:
    return json.dumps(
        [[m.get("role"), m.get("content")] for m in messages], ensure_ascii=False, sort_keys=True
    )


def reply_text(task: Task, cell: Cell, right: bool) -> str:
    """The reply a model that is ``right`` (or not) would give, in the cell's protocol."""
    from toolform.protocols.registry import get_protocol

    protocol = get_protocol(cell.protocol_id)
    if task.no_call:
        if right:
            return protocol.write_no_call()
        return protocol.write_call([("no_such_tool", {})])
    if not right:
        return protocol.write_no_call()
    return protocol.write_call([(c.name, c.example_arguments()) for c in task.expected])


class ScriptedResponder:
    """Maps each rendered prompt of the grid to its scripted reply."""

    def __init__(self, suite: Suite, cells: Iterable[Cell], tasks: Iterable[Task], decide: Decide):
        from toolform.study.runner import PromptCache

        prompts = PromptCache()
        self.replies: dict[str, str] = {}
        self.correct: dict[tuple[str, str], int] = {}
        self.planned: dict[tuple[str, str], int] = {}
        task_list = list(tasks)
        for cell in cells:
            key = (cell.format_id, cell.protocol_id)
            for task in task_list:
                right = decide(task, cell)
                messages = prompts.messages(suite.toolset_for(task), cell, task.request)
                self.replies[_key(messages)] = reply_text(task, cell, right)
                self.correct[key] = self.correct.get(key, 0) + int(right)
                self.planned[key] = self.planned.get(key, 0) + 1

    def reply_for(self, messages: Sequence[dict[str, Any]]) -> str:
        """The scripted reply; a prompt the grid does not send gets an empty reply."""
        return self.replies.get(_key(messages), "")

    def __call__(self, request: dict[str, Any]) -> str:
        """Answer a chat-completions request body (the shape FakeOpenAIServer passes)."""
        return self.reply_for(request.get("messages") or [])

    def expected_correct(self, cell: Cell) -> tuple[int, int]:
        """(right, planned) for ``cell``: what its exported accuracy must be."""
        key = (cell.format_id, cell.protocol_id)
        return self.correct.get(key, 0), self.planned.get(key, 0)
