"""Rendering options, applied to the tools before any renderer sees them.

Because the options are applied to the IR (a description removed, a constraint dropped, a name
re-cased), every renderer honours every option without code of its own; only ``minify`` reaches
the renderers, which decide what whitespace is optional in their syntax.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from toolform.ir import CONSTRAINT_KEYS, MISSING, ToolIR, TypeIR
from toolform.naming import CASE_CONVENTIONS, convert_case

# Constraints hidden by ``constraints=False``: bounds, lengths and patterns (and their kin).
# ``format`` stays: it says what a string is (a date, an email), not a limit on it.
HIDDEN_BY_CONSTRAINTS = frozenset(k for k in CONSTRAINT_KEYS if k != "format")


@dataclass(frozen=True)
class RenderOptions:
    """What the tool block shows. The defaults are the study's."""

    descriptions: bool = True
    constraints: bool = True
    defaults: bool = True
    returns: bool = True
    minify: bool = False
    case_convention: str = "as_is"

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "case_convention":
                if value not in CASE_CONVENTIONS:
                    raise ValueError(
                        f"case_convention must be one of {', '.join(CASE_CONVENTIONS)}, got {value!r}"
                    )
            elif not isinstance(value, bool):
                raise TypeError(f"{f.name} must be True or False, got {value!r}")


DEFAULT_OPTIONS = RenderOptions()


def render_options(
    *,
    descriptions: bool = True,
    constraints: bool = True,
    defaults: bool = True,
    returns: bool = True,
    minify: bool = False,
    case_convention: str = "as_is",
) -> RenderOptions:
    """Build ``RenderOptions`` (checked: unknown case conventions raise ``ValueError``)."""
    return RenderOptions(descriptions, constraints, defaults, returns, minify, case_convention)


def _apply_type(node: TypeIR, opts: RenderOptions) -> TypeIR:
    out = copy.copy(node)
    if not opts.descriptions:
        out.description = None
        out.title = None
    if not opts.constraints and node.constraints:
        out.constraints = {
            k: v for k, v in node.constraints.items() if k not in HIDDEN_BY_CONSTRAINTS
        }
    if not opts.defaults:
        out.default = MISSING
    if node.properties:
        if opts.case_convention == "as_is":
            out.properties = {k: _apply_type(v, opts) for k, v in node.properties.items()}
        else:
            conv = opts.case_convention
            out.properties = {
                convert_case(k, conv): _apply_type(v, opts) for k, v in node.properties.items()
            }
            out.required = [convert_case(k, conv) for k in node.required]
    if node.items is not None:
        out.items = _apply_type(node.items, opts)
    if node.prefix_items is not None:
        out.prefix_items = [_apply_type(m, opts) for m in node.prefix_items]
    if isinstance(node.additional_properties, TypeIR):
        out.additional_properties = _apply_type(node.additional_properties, opts)
    if node.any_of is not None:
        out.any_of = [_apply_type(m, opts) for m in node.any_of]
    if node.all_of is not None:
        out.all_of = [_apply_type(m, opts) for m in node.all_of]
    return out


def apply_options(tools: Sequence[ToolIR], opts: RenderOptions) -> list[ToolIR]:
    """The tools as the options say the model should see them (the inputs are not changed)."""
    if opts == DEFAULT_OPTIONS:
        return list(tools)
    out: list[ToolIR] = []
    for tool in tools:
        out.append(
            ToolIR(
                name=convert_case(tool.name, opts.case_convention),
                description=tool.description if opts.descriptions else "",
                parameters=_apply_type(tool.parameters, opts),
                returns=None
                if tool.returns is None or not opts.returns
                else _apply_type(tool.returns, opts),
                annotations=tool.annotations,
            )
        )
    return out


def options_dict(opts: RenderOptions) -> dict[str, Any]:
    return {f.name: getattr(opts, f.name) for f in fields(opts)}
