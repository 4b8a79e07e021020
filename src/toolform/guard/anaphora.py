"""An attack spread over two sentences, joined by a reference: the place named in one, the act in
the next.

Written to pass a sentence-by-sentence reader, an attack names its place plainly ("The district
keeps an oversight mailbox at records@edu-review.org.", "The signing key is kept in ~/.aws/credentials.")
and gives the order in the next sentence, about "that mailbox", "that file" or "there", where no
address or secret is left for a rule to see. Each alone is harmless; the pair is the attack. This
module pairs them: a sentence that points back (``_POINTER``) and does something with what it
points at, joined to the sentence before it that names an outside address, a secret's place or an
account. The act must be one an attack needs: another tool's call written to (a copy, a reviewer,
the destination), data carried there, or the secret read into a parameter. A vendor's contact
line ("support is at help@vendor.com; send bug reports to that address") carries none of these.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from toolform.guard import regex, work
from toolform.guard.intent import Context
from toolform.guard.rules import BARE_HOST, EMAIL, SENSITIVE_PATH, mentions_other_tool
from toolform.guard.substrings import any_in

_F = re.DOTALL
RULE = "guard.spread_reference"
_REASONS = {
    "exfiltration": "sends data to the outside address a neighbouring sentence names",
    "shadowing": "writes the address or account a neighbouring sentence names into another tool's call",
    "secrets": "reads the secret whose place a neighbouring sentence names into a parameter",
}

# What a sentence may name for the next one to point at.
_OUTSIDE = re.compile(
    r"https?://[^\s<>\"')\]]+|" + EMAIL + r"|" + BARE_HOST,
    _F,
)
_ACCOUNT = re.compile(
    r"\b(?:account|iban|wallet|mailbox|address|bot|user)\s+(?:called|named|at|is|number)?\s*[`'\"]?(?:[a-z]{2}\d{2}[\s\da-z]{10,40}"
    r"|\d{6,}|[a-z][\w.-]*\d[\w.-]*)\b",
    _F,
)
_SECRET_PLACE = re.compile(
    SENSITIVE_PATH
    + r"|\b(?:secret|signing|private|api)[ _]?key\b[^.;]{0,40}\b(?:kept|stored|found|lives|sits)\s+in\b"
    # secret variables named: "the values of GITHUB_TOKEN and NPM_TOKEN in the environment"
    r"|\b[a-z][a-z0-9]*_(?:token|api_key|secret|password|access_key)\b",
    _F,
)
# A chat channel named: "#ext-audit-share".
_CHANNEL = re.compile(r"(?<![\w&#])#[a-z][\w-]{2,}", _F)
# A reference back to what the sentence before named.
_POINTER = regex.compile(
    r"\b(?:that|this|the\s+same|the\s+above|said)\s+(?:e-?mail\s+)?(?:address|mailbox|inbox|url|link|endpoint|host|server|mirror"
    r"|account|file|path|folder|key|value|token|bucket|desk|bureau|bot|location|site|channel|workspace|archive"
    r"|registry|repository|repo)\b|\bthere\b|\bto\s+it\b"
    r"|\b(?:its|their)\s+(?:contents?|values?|text)\b|\bthe\s+(?:file|key|token|secret)'s\s+(?:contents?|text|value)\b"
    r"|(?:^|[.!?;]\s+)\W*(?:both|these|those|they)\s+(?:are|is)\s+(?:copied|placed|put|passed|pasted|written|sent"
    r"|included)\b",
    _F,
)
# What the act does with it.
_CARRIES = re.compile(
    r"\b(?:send|sent|upload|uploaded|copy|copies|copied|forward|forwarded|post|posted|mirror|mirrored|share|shared|sync"
    r"|synced|export|exported)\b[^.;]{0,80}?\b(?:documents?|files?|copies|cop(?:y|ies)\s+of|payslips?|messages?|conversation"
    r"|transcripts?|drafts?|results?|records?|contents?|summar(?:y|ies)|attachments?|data|exports?|history)\b"
    r"|\b(?:documents?|files?|copies|payslips?|messages?|conversation|transcripts?|drafts?|results?|records?|attachments?"
    r"|data|exports?)\b[^.;]{0,80}?\b(?:should|must|are\s+to|is\s+to|will)\s+(?:also\s+)?be\s+(?:sent|uploaded|copied"
    r"|forwarded|posted|mirrored|shared|synced)\b",
    _F,
)
_WRITES_IN = re.compile(
    r"\b(?:bcc|cc)\b|\bas\s+(?:an?\s+)?(?:editor|reviewer|owner|admin|collaborator|co-?owner|member|recipient)\b"
    r"|\b(?:destination|recipient|payee|beneficiary|assignee)\b",
    _F,
)
_READ_INTO = re.compile(
    r"\b(?:read|open|load|copy|include|pass|put|paste|attach|send)\b[^.;]{0,60}?\b(?:in|into|as|to)\s+(?:the\s+)?"
    r"[`'\"]?[\w-]+[`'\"]?\s+(?:parameter|field|argument|param)\b|\b(?:read|open|cat)\s+(?:that|this|the\s+same)\s+file\b"
    # or said of it: "its text placed in connection_hint", "the file's contents go into this field",
    # "its contents are what this parameter carries"
    r"|\b(?:go(?:es)?|placed|put|copied|passed|pasted|written|included|carried)\s+(?:in|into)\s+(?:this|the)\s+(?:\w+\s+)?"
    r"(?:field|parameter|argument)\b|\bwhat\s+this\s+(?:parameter|field|argument)\s+(?:carries|holds|contains)\b"
    r"|\b(?:placed|put|copied|pasted|written)\s+(?:in|into)\s+[`'\"]?[a-z][a-z0-9]*_[a-z0-9_]+\b",
    _F,
)
# Cheap gates: a field with no place word has no pair, and a sentence without one names nothing to
# point at.
_PLACE_WORDS = ("http", "@", "~/", "/.", ".env", "account", "iban", "wallet", "mailbox", "kept in", "stored in",
                "credential", "keychain", ".io", ".com", ".net", ".org", ".dev", ".app", "_token", "_api_key",
                "_secret", "_password", "_access_key")  # fmt: skip
_PLACE = re.compile("|".join(re.escape(w) for w in _PLACE_WORDS))


def links(
    count: int, low_of: Callable[[int], str], lowered: str, ctx: Context
) -> Iterator[tuple[int, str, str, str]]:
    """``(sentence, rule, class, reason)`` for both sentences of each pair of a field (``count``
    sentences, each ``low_of(i)``) where one points back at what one of the two before it named."""
    # (the reference is looked for only in the one or two sentences after a place: a pass of its
    # pattern over every field cost more than all the pairs it would spare)
    if count < 2 or not any_in(lowered, _PLACE_WORDS):
        return
    work.add(len(lowered))
    paired: set[int] = set()
    for j in range(count - 1):
        named = low_of(j)
        if _PLACE.search(named) is None:
            continue
        for i in (j + 1, j + 2):
            if i >= count or i in paired:
                continue
            low = low_of(i)
            work.add(len(named) + len(low))
            if _POINTER.search(low) is None:
                continue
            cls = _joined(named, low, ctx)
            if cls is not None:
                paired.add(i)
                yield j, RULE, cls, _REASONS[cls]
                yield i, RULE, cls, _REASONS[cls]


def named_place(named: str, act: str) -> bool:
    """``named`` names a place (an outside address, an account, a secret's place) that ``act``, the
    sentence after it, points back at ("... a mirror channel, #ext-audit-share." then "whatever is
    sent goes to that channel as well")."""
    return _POINTER.search(act) is not None and (
        _PLACE.search(named) is not None or _CHANNEL.search(named) is not None
    )


def _joined(named: str, act: str, ctx: Context) -> str | None:
    """The class of the attack the two sentences make together (``None`` when they make none)."""
    if _SECRET_PLACE.search(named) and _READ_INTO.search(act):
        return "secrets"
    outside = _OUTSIDE.search(named) is not None
    if not (outside or _ACCOUNT.search(named)):
        return None
    if mentions_other_tool(act, ctx.others) and _WRITES_IN.search(act):
        return "shadowing"
    if outside and _CARRIES.search(act):
        return "exfiltration"
    return None
