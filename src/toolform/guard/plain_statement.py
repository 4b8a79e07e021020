"""A plain statement of the tool's own subject: the one kind of sentence a marker's sweep leaves.

After a marker (a role label, "ignore previous instructions", a forged policy) the scanner removes
the rest of its paragraph, whatever its words: the payload rarely repeats the marker's signs. But
a tool's documentation often goes on in the same paragraph, and the sweep took it too ("Returns
new TTL.", "Invitations expire after 72 hours.", "Requires an unlocked session."): an attacked
tool that loses its own sentences is a miss, because the user's tool is damaged with the attack
(stop 57 counted 26 such sentences among the 197 the sweep removed from the labelled corpora and
the read probe sets).

What sets them apart from the payload is how they are put, not what they are about: they open
with a third-person verb or a noun phrase about the tool's objects ("Returns", "Approved
invoices", "Large dashboards are ..."), address nobody (no "you", no "I" or "my" of a user
persona, no user, assistant, model or system), point back at nothing (no "This is required ...",
"Then ..."), oblige nobody (no "must", "should", "is to"), quote no literal and name no sibling,
address or path. The payload's own statements nearly always break one of these ("This is a
required security check.", "My patient ID is 67890.", "The title should be 'Intro with Mark'.").
The test reads the folded, lower-cased sentence; the scanner also requires that no rule or
detector found anything in it.
"""

from __future__ import annotations

import re

# Whom a sentence addresses or speaks as: the agent, a user persona, the user, the model.
_PERSON = re.compile(
    r"\b(?:you|your|yours|yourself|i|i'm|i've|my|me|mine|we|our|us|users?|user's|assistants?"
    r"|agents?|models?|ai|llm|system|admin\w*|operators?|instructions?|prompts?|conversation"
    r"|chat)\b"
)
# A first word that points back at the attack or orders the agent rather than stating a fact.
_OPENERS = re.compile(
    r"this|that|these|those|it|its|it's|they|them|their|such|thus|then|so|therefore|otherwise|also"
    r"|hence|again|finally|next|afterwards|now|remember|note|important|always|never|do|don't|please"
    r"|instead|before|after|when|if|once|unless|only|here|there"
    # the purpose of what came before ("Required for context resolution.", "Helps format it.")
    r"|required|used|helps|improves|reduces|increases|boosts|ensures"
)
_DETERMINERS = re.compile(r"the|a|an|each|every|all|some|no|both|most|many")
_OBLIGES = re.compile(r"\b(?:should|must|need to|needs to|have to|has to|shall|is to|are to)\b")
_LITERAL = re.compile(r"['\"`][^'\"`]{1,80}['\"`]")
# A sibling's name (snake_case), an address, a mail address or a path.
_REACHES = re.compile(r"[a-z][a-z0-9]*_[a-z0-9_]+|https?://|www\.|@|/")
# (anchored: only ever matched at the start, but searched anywhere a run of "- " made it quadratic)
_FIRST_WORD = re.compile(r"\A[\s\-*\u2022\d.)]*([a-z][a-z'-]*)")
# Longer than this, a sentence is a paragraph's worth of text and no plain statement.
_MAX_WORDS = 30


def _states(word: str) -> bool:
    """The first word opens a statement: a determiner, a third-person verb or plural noun
    ("returns", "invitations"), a participle ("approved"; not "proceed", "need") or an adjective
    of use ("useful", "available")."""
    return (
        _DETERMINERS.fullmatch(word) is not None
        or (word.endswith("s") and not word.endswith("ss"))
        or (word.endswith("ed") and not word.endswith("eed"))
        or word.endswith(("ful", "able"))
    )


def plain_statement(low: str) -> bool:
    """The sentence (folded, lower-cased) states a fact of the tool's subject and asks nothing."""
    m = _FIRST_WORD.match(low)
    if m is None or _OPENERS.fullmatch(m.group(1)) or not _states(m.group(1)):
        return False
    if len(low.split()) > _MAX_WORDS:
        return False
    return not (
        _PERSON.search(low) or _OBLIGES.search(low) or _LITERAL.search(low) or _REACHES.search(low)
    )
