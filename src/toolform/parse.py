"""``parse_reply``: read a model's reply into calls, graded, resolved and validated.

The five steps of the spec run in order: strict parse (and, on demand, a lenient parse with every
parser), calls from the strict parse, the grading rule, name resolution, validation. The lenient
pass over all protocols runs only when something asks for it, so grading a reply that answered
in the right shape costs one parser.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from toolform.grading_rules import AS_WRITTEN_REASON, check_rule, renest
from toolform.ir import ToolIR, ToolsLike, tools_of
from toolform.naming import convert_case, normalise, resolve_name
from toolform.protocols.base import (
    CUT_OFF,
    ECHOED,
    AnswerProtocol,
    Extraction,
    RawCall,
    placeholder_name,
)
from toolform.protocols.registry import all_protocols, get_protocol
from toolform.protocols.scan import shared_scans
from toolform.think import strip_think
from toolform.validate import check_call


@dataclass
class ParsedCall:
    """One call: the name as written, the tool it resolved to, and whether its arguments fit."""

    name: str
    resolved_name: str | None
    arguments: dict[str, Any]
    valid: bool = True
    validation: list[dict[str, str]] = field(default_factory=list)
    repairs: list[str] = field(default_factory=list)
    syntax: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "resolved_name": self.resolved_name,
            "arguments": self.arguments,
            "valid": self.valid,
            "validation": self.validation,
            "repairs": self.repairs,
            "syntax": self.syntax,
        }


@dataclass
class RejectedCall:
    name: str
    arguments: dict[str, Any]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "arguments": self.arguments, "reason": self.reason}


@dataclass
class ParsedReply:
    """Everything ``parse_reply`` learnt about one reply."""

    text: str
    protocol_id: str
    rule: str
    calls: list[ParsedCall]
    rejected: list[RejectedCall]
    reasoning_removed: bool
    explicit_no_call: bool
    strict_found: bool
    #: The reply ended inside a call (its text, or the endpoint's ``finish_reason``), and that
    #: call is listed in ``rejected`` with the reason "cut off".
    truncated: bool = False
    _answer: str = field(repr=False, default="")
    #: Whether a name resolves to a tool of the toolset (weak lenient reads count only then).
    _known: Callable[[str], bool] = field(repr=False, compare=False, default=lambda name: True)
    #: The lenient reading, computed on first use and shared by the rules graded from one read.
    _lenient: dict[str, Any] = field(repr=False, compare=False, default_factory=dict)

    @property
    def hallucinated(self) -> list[str]:
        """Names of calls on tools that do not exist."""
        return [r.name for r in self.rejected if r.reason == "unknown tool"]

    @property
    def lenient_extractions(self) -> dict[str, Extraction]:
        """Every protocol's lenient reading of the reply (computed on first use)."""
        if "all" not in self._lenient:
            self._lenient["all"] = lenient_everywhere(self._answer, self._lenient.pop(_SCANS, None))
        found: dict[str, Extraction] = self._lenient["all"]
        return found

    @property
    def lenient_syntaxes(self) -> list[str]:
        """The shapes the lenient parse saw calls in, in order of first sight."""
        seen: dict[str, None] = {}
        for extraction in self.lenient_extractions.values():
            for call in extraction.calls:
                if not call.weak or self._known(call.name):
                    seen.setdefault(call.syntax, None)
        return list(seen)

    @property
    def lenient_failures(self) -> list[str]:
        """Why the lenient parse could not read a call attempt it saw (in any shape)."""
        return [
            f"{call.syntax}: {call.error}"
            for extraction in self.lenient_extractions.values()
            for call in extraction.failed
            if not call.weak or self._known(call.name)
        ]

    @property
    def no_call_declared(self) -> bool:
        """No call, and the reply says so: explicitly, or as plain text with no call in any shape.

        A reply that attempts a call, in any shape, and cannot be read (cut off, broken) never
        declares that no tool fits.
        """
        if self.strict_found or self.calls or self.rejected or self.truncated:
            return False
        if self.explicit_no_call:
            return True
        return (
            bool(self._answer.strip()) and not self.lenient_syntaxes and not self.lenient_failures
        )

    @property
    def format_compliant(self) -> bool:
        """The reply is in the asked shape: its calls came from the strict parse, or it declares none."""
        return self.strict_found or self.no_call_declared

    @property
    def ok(self) -> bool:
        if self.calls:
            return all(c.valid for c in self.calls)
        return not self.rejected and self.no_call_declared

    def mark_cut_off(self) -> None:
        """Record that the reply was cut off (the endpoint stopped it for length)."""
        if not self.truncated:
            self.truncated = True
            self.rejected.append(RejectedCall("", {}, CUT_OFF))

    def to_dict(self) -> dict[str, Any]:
        return {
            "protocol": self.protocol_id,
            "rule": self.rule,
            "ok": self.ok,
            "format_compliant": self.format_compliant,
            "no_call_declared": self.no_call_declared,
            "truncated": self.truncated,
            "reasoning_removed": self.reasoning_removed,
            "calls": [c.to_dict() for c in self.calls],
            "rejected": [r.to_dict() for r in self.rejected],
            "hallucinated": self.hallucinated,
            "lenient_syntaxes": self.lenient_syntaxes,
        }


#: Where a read keeps its strict scans for the lenient reading (``ParsedReply._lenient``).
_SCANS = "scans"


def lenient_everywhere(
    text: str, scans: dict[tuple[str, str], Any] | None = None
) -> dict[str, Extraction]:
    """The lenient reading of ``text`` by every protocol, keyed by protocol id; ``scans`` holds
    what the strict read of the same text already scanned (``shared_scans``)."""
    with shared_scans(scans):
        return {p.id: p.extract(text, lenient=True) for p in all_protocols()}


#: The calls one read has accepted, by (id of the raw call, whether re-nesting moved anything);
#: the raw call is kept beside its call so that a reused id cannot match.
_Decided = dict[tuple[int, bool], tuple[RawCall, ParsedCall]]


def _rename_arguments(
    tool: ToolIR, args: dict[str, Any], convention: str, repairs: list[str]
) -> dict[str, Any]:
    """Map argument names written in the prompt's case convention back to the tool's own."""
    if convention == "as_is":
        return args
    own = {normalise(p): p for p in tool.parameters.properties}
    out: dict[str, Any] = {}
    for key, value in args.items():
        target = key if key in tool.parameters.properties else own.get(normalise(key), key)
        if target != key:
            repairs.append(f"argument:{key}->{target}")
        out[target] = value
    return out


def _positional(tool: ToolIR, raw: RawCall, args: dict[str, Any], repairs: list[str]) -> str | None:
    """Name ``raw``'s positional values into ``args``, the call's own copy of the arguments."""
    names = [n for n in tool.parameters.properties if n not in args]
    if len(raw.positional) > len(names):
        return f"{len(raw.positional)} positional arguments for {len(names)} free parameters"
    for name, value in zip(names, raw.positional):
        args[name] = value
        repairs.append(f"positional:{name}")
    return None


def _accept(
    raw: RawCall,
    tool: ToolIR,
    protocol: AnswerProtocol,
    *,
    rule: str,
    validate: bool,
    convention: str,
    extra_repairs: Iterable[str],
    decided: _Decided,
) -> ParsedCall:
    """The call ``raw`` makes under ``rule``.

    The rules of one read differ only in whether they re-nest, so a call whose arguments come
    out alike under two rules is coerced and validated once (``decided`` keeps it, by raw call
    and whether anything moved); each rule still gets its own copy, nested values included.
    """
    repairs = [*extra_repairs, *raw.repairs]
    error = raw.error
    args = dict(raw.arguments)  # _positional fills it; nothing here changes a nested value
    if raw.positional and error is None:
        error = _positional(tool, raw, args, repairs)
    args = _rename_arguments(tool, args, convention, repairs)
    moved: list[str] = []
    if rule == "symmetric" or (rule == "main" and protocol.renests):
        args, moved = renest(tool, args)
        # The spec's table: main, where the parser re-nested, marks the call once (renested);
        # symmetric, which re-nests every call itself, names each key it moved.
        if rule == "main" and any(m.startswith("renested:") for m in moved):
            moved = ["renested", *(m for m in moved if not m.startswith("renested:"))]
        repairs.extend(moved)
    key = (id(raw), bool(moved))
    found = decided.get(key)
    if found is None or found[0] is not raw:
        call = ParsedCall(raw.name, tool.name, args, repairs=repairs, syntax=raw.syntax)
        if error is not None:
            call.valid = False
            call.validation = [{"path": "$", "message": error}]
        elif validate and not protocol.selects_only:
            checked = check_call(tool, args, text_values=raw.text_values)
            call.arguments = checked.arguments
            call.repairs.extend(checked.repairs)
            call.validation = [e.to_dict() for e in checked.errors]
            call.valid = not checked.errors
        found = decided[key] = (raw, call)
    return _own_copy(found[1])


def _own_copy(call: ParsedCall) -> ParsedCall:
    """A call that shares no mutable value with ``call`` (nor with the raw call it came from)."""
    return ParsedCall(
        call.name,
        call.resolved_name,
        {
            k: copy.deepcopy(v) if isinstance(v, (dict, list)) else v
            for k, v in call.arguments.items()
        },
        call.valid,
        [dict(v) for v in call.validation],
        list(call.repairs),
        call.syntax,
    )


def _fallback(reply: ParsedReply, protocol: AnswerProtocol) -> Extraction:
    """The lenient reading: the asked protocol's own first, else the first that saw any call."""
    found = reply.lenient_extractions
    for pid in [protocol.id, *found]:
        if found.get(pid) and found[pid].calls:
            calls = [
                RawCall(
                    c.name,
                    c.arguments,
                    syntax=c.syntax,
                    text_values=c.text_values,
                    error=c.error,
                    repairs=[*c.repairs, f"lenient:{c.syntax}"],
                    positional=c.positional,
                    weak=c.weak,
                )
                for c in found[pid].calls
            ]
            return Extraction(calls, failed=found[pid].failed)
    return Extraction()


@dataclass
class _Read:
    """One reply read once: what every grading rule starts from."""

    text: str
    protocol: AnswerProtocol
    by_name: dict[str, ToolIR]
    answer: str
    reasoning_removed: bool
    strict: Extraction
    shared: dict[str, Any]
    example: str = ""
    decided: _Decided = field(default_factory=dict)
    names: dict[str, tuple[str | None, str | None, str | None]] = field(default_factory=dict)

    def resolve(self, name: str) -> tuple[str | None, str | None, str | None]:
        """``resolve_name`` against the toolset, once per name and read (an unknown name is
        compared with every tool's)."""
        found = self.names.get(name)
        if found is None:
            found = self.names[name] = resolve_name(name, self.by_name)
        return found

    def known(self, name: str) -> bool:
        return self.resolve(name)[0] is not None


def _read(text: str, toolset: Any, protocol_id: str) -> _Read:
    protocol = get_protocol(protocol_id)
    tools = tools_of(toolset)
    answer, reasoning = strip_think(text if isinstance(text, str) else str(text))
    # The lenient reading, made later and only if asked for, goes on from the strict one's
    # scans: a YAML reply is then parsed once, not once per reading.
    scans: dict[tuple[str, str], Any] = {}
    with shared_scans(scans):
        strict = protocol.extract(answer, lenient=False)
    by_name = {t.name: t for t in tools}
    example = placeholder_name(tools)
    shared: dict[str, Any] = {_SCANS: scans} if scans else {}
    return _Read(text, protocol, by_name, answer, reasoning is not None, strict, shared, example)


def _grade(
    read: _Read,
    raws_strict: list[RawCall],
    *,
    rule: str,
    validate: bool,
    lenient_fallback: bool,
    case_convention: str,
) -> ParsedReply:
    protocol, by_name = read.protocol, read.by_name
    reply = ParsedReply(
        text=read.text,
        protocol_id=protocol.id,
        rule=rule,
        calls=[],
        rejected=[],
        reasoning_removed=read.reasoning_removed,
        explicit_no_call=read.strict.explicit_no_call,
        strict_found=any(not r.weak or read.known(r.name) for r in raws_strict),
        _answer=read.answer,
        _lenient=read.shared,
        _known=read.known,
    )
    used, raws = read.strict, raws_strict
    if not raws_strict and lenient_fallback:
        lenient = _fallback(reply, protocol)
        if lenient.calls:
            used, raws = lenient, lenient.calls
    resolved: list[tuple[RawCall, ToolIR, list[str]]] = []
    for raw in raws:
        name, repair, reason = read.resolve(raw.name)
        if raw.name == read.example:
            reply.rejected.append(RejectedCall(raw.name, raw.arguments, ECHOED))
        elif name is None and not raw.weak:
            reply.rejected.append(RejectedCall(raw.name, raw.arguments, reason or "unknown tool"))
        elif name is not None:
            resolved.append((raw, by_name[name], [repair] if repair else []))
    for failed in used.failed:
        if not failed.weak or read.known(failed.name):
            reply.rejected.append(RejectedCall(failed.name, {}, failed.error or CUT_OFF))
    reply.truncated = any(r.reason == CUT_OFF for r in reply.rejected)
    if (
        rule == "as_written"
        and protocol.renests
        and any(renest(tool, raw.arguments)[1] for raw, tool, _ in resolved)
    ):
        reply.rejected.extend(
            RejectedCall(r.name, r.arguments, AS_WRITTEN_REASON) for r, _, _ in resolved
        )
        return reply
    for raw, tool, extra in resolved:
        reply.calls.append(
            _accept(
                raw,
                tool,
                protocol,
                rule=rule,
                validate=validate,
                convention=case_convention,
                extra_repairs=extra,
                decided=read.decided,
            )
        )
    return reply


def parse_reply(
    text: str,
    toolset: ToolsLike,
    protocol_id: str,
    *,
    rule: str = "main",
    validate: bool = True,
    lenient_fallback: bool = False,
    case_convention: str = "as_is",
) -> ParsedReply:
    """Parse ``text`` as an answer in ``protocol_id`` against ``toolset``'s tools.

    ``case_convention`` is the rendering option the prompt used; when it renamed identifiers,
    argument names are mapped back (each rename a repair). ``lenient_fallback`` takes the calls
    from the lenient parse when the strict one found none; it is refused under ``as_written``.
    """
    check_rule(rule)
    convert_case("x", case_convention)  # rejects an unknown convention
    if lenient_fallback and rule == "as_written":
        raise ValueError(
            "lenient_fallback is refused under rule='as_written': it grades the call as written"
        )
    read = _read(text, toolset, protocol_id)
    return _grade(
        read,
        read.strict.calls,
        rule=rule,
        validate=validate,
        lenient_fallback=lenient_fallback,
        case_convention=case_convention,
    )


def parse_reply_rules(
    text: str,
    toolset: Any,
    protocol_id: str,
    rules: Iterable[str],
    *,
    validate: bool = True,
    case_convention: str = "as_is",
) -> dict[str, ParsedReply]:
    """``parse_reply`` under each of ``rules``, reading the text once.

    The study grades every reply under several rules; the syntax read (strict and, when asked
    for, lenient) is the same for all of them, so only grading runs per rule (grading never
    changes the calls it reads). The result for each rule equals
    ``parse_reply(text, toolset, protocol_id, rule=rule)``.
    """
    wanted = list(rules)
    for rule in wanted:
        check_rule(rule)
    convert_case("x", case_convention)
    read = _read(text, toolset, protocol_id)
    return {
        rule: _grade(
            read,
            read.strict.calls,
            rule=rule,
            validate=validate,
            lenient_fallback=False,
            case_convention=case_convention,
        )
        for rule in wanted
    }
