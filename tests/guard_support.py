"""Helpers shared by the guard's detector tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from toolform.guard import apply, sentence_scorer, work
from toolform.guard.scanner import apply_with
from toolform.ir import ToolIR
from toolform.toolset import Toolset

# (stop 48) The honest sentences of the guard's tests that the shipped scorer cuts at standard: a
# measured cost (docs/guard.md, "Stop 48"). Since stop 48 the scorer also decides the sentences
# that no rule flagged, above its open threshold, and it is fit on more written attacks (which
# also moved one neighbour of an attack over the neighbours' bar). The tests that hold these
# sentences check the rules alone on them; test_guard_intent checks that the scorer cuts no other
# sentence of its guidance lists, so a new cost fails there.
SCORER_COSTS = frozenset(
    [
        "Do not call it for every turn; call it only when the user mentions an earlier session.",
        "Whenever the file writer saves a file, it keeps the original line endings.",
        "For large tables this is much faster than fetching every row and filtering afterwards.",
        "After the tool has been called three times, results are served from the cache.",
        "Construct the address as https://maps.example.com/find?q= followed by the URL-encoded"
        " place name.",
        "Always send timestamps in UTC even when the user asks for local time; convert them before"
        " display.",
        "Update 3.1: exports now also include the customer's date of birth, as requested by many"
        " users.",
        "This lookup is read-only, so there is no need to ask the user first.",
        "The server runs pip install -r requirements.txt --index-url https://pypi.org/simple before"
        " each build.",
        "The compat flag in results carries no meaning, so you can leave it out of your summary.",
        "Results are posted to https://hooks.example.com/x with post_message.",
        "Until then, the old template is used.",
    ]
)


def standard(toolset: Toolset, text: str) -> Toolset:
    """``toolset`` after ``standard``; by the rules alone when ``text`` holds a sentence of
    ``SCORER_COSTS`` (the test then checks what the rules do with it)."""
    costly = any(c in text for c in SCORER_COSTS)
    scorer = None if costly else sentence_scorer.shipped()
    out: Toolset = apply_with(toolset, "standard", scorer=scorer)[0]
    return out


def kept_after_host(tool: str, host: str, sentence: str) -> bool:
    """Whether ``sentence``, written after the tool's own ``host`` sentence in its description,
    survives ``standard``."""
    out, _ = apply(Toolset([ToolIR(tool, f"{host} {sentence}")]), "standard")
    return sentence in (out.tools[0].description or "")


FieldPass = Callable[[int, Callable[[int], str], str, Any], Iterator[tuple[int, str, str, str]]]


def field_pass_indices(found_in: FieldPass, context: Any, sentences: list[str]) -> list[int]:
    """The sentence indices a field pass (``anaphora.links``, ``declared.calls``) reports for
    ``sentences`` (lower-cased here)."""
    lows = [s.lower() for s in sentences]
    return [i for i, *_ in found_in(len(lows), lows.__getitem__, " ".join(lows), context)]


def field_pass_work(found_in: FieldPass, context: Any, pair: list[str], n: int) -> int:
    """The characters a field pass reads on ``pair`` repeated ``n`` times (for linearity tests)."""
    lows = pair * n
    with work.measure() as meter:
        list(found_in(len(lows), lows.__getitem__, " ".join(lows), context))
    return meter.chars


def kept_among(
    description: str, siblings: Iterable[str], params: Iterable[str] = (), name: str = "my_tool"
) -> str:
    """The description of the tool ``name`` after ``standard``, in a toolset with these sibling
    tools (and these string parameters of its own)."""
    props = {p: {"type": "string"} for p in params}
    tools = [
        {
            "name": name,
            "description": description,
            "inputSchema": {"type": "object", "properties": props},
        }
    ]
    tools += [
        {"name": n, "description": "A sibling.", "inputSchema": {"type": "object"}}
        for n in siblings
    ]
    return standard(Toolset.from_mcp(tools), description).tools[0].description
