"""A learned sentence scorer: one more detector, fit from labelled sentences, combined with the rules.

Hand rules catch the wordings their author saw; a new source words the same intent differently. The
scorer is a logistic regression over four kinds of features of one sentence (after look-alike
folding and lower-casing, as the rules see it): the ids of the rules and intent detectors that fired
on it, the intent parts that fired (alone and in pairs, when two or more did), hashed word unigrams
and bigrams, and (since stop 59) the word classes the sentence holds, alone and in pairs
(``concepts``: two wordings of one idea that share no word still meet there). It is fit by
``toolform.guard.scorer_training`` from the labelled corpora and shipped as ``scorer.json``; scoring
is a sum over a sentence's features, so it is linear in the text and deterministic. It carries four
thresholds. At ``standard``, ``threshold`` for the sentences some rule or detector fired on, and the
higher ``open_threshold`` for the others (since stop 48: a new wording of an attack often wakes no
rule at all, and only a confident rating of its words decides it); ``strict_threshold`` for
``strict``, which scores every sentence against one bar (more recall, at the cost of some
first-party guidance; docs/guard.md gives the levels' leave-one-source-out figures); and at both
levels ``own_threshold`` for guidance about the tool alone that nothing flagged (since stop 58:
until then the scorer never decided it, and an attack worded as guidance about "this tool" passed
however sure its words were) and, since stop 60, for guidance on what to tell the user of the
results that no condition holds. A sentence above its threshold gets a high finding, removed like
any other.
"""

from __future__ import annotations

import itertools
import json
import math
import random
import re
import zlib
from collections.abc import Iterable, Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

from toolform.guard import concepts
from toolform.guard.memo import remember

RULE_ID = "learned.sentence_scorer"
# Feature space: 2**18 hashed buckets (crc32, so the same on every machine and Python).
DIM = 1 << 18
FORMAT = "toolform-guard-scorer/2"
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# A sentence is scored on at most this many words: a longer one is already a paragraph, and a
# bound keeps one pathological field from costing more than its length.
MAX_WORDS = 400


def _bucket(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8"))


_CACHE_MAX = 50_000


class _Hashes(dict[str, int]):
    """Name -> the hash of its feature (``prefix`` + name), computed the first time it is seen.

    A dict that fills itself: a sentence's words (and word classes) are nearly all known, and
    looking them up with ``map`` over ``__getitem__`` costs no Python call per word (a helper
    function did, for every word of every sentence scored).
    """

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def __missing__(self, name: str) -> int:
        return remember(self, name, _bucket(self.prefix + name), _CACHE_MAX)


_WORD_HASH = _Hashes("u:")
# (the class names carry their own "k:" prefix)
_CLASS_HASH = _Hashes("")


def word_features(low: str) -> list[int]:
    """The hashed unigrams, bigrams and word classes of a folded, lower-cased sentence (may
    repeat)."""
    words = _WORD.findall(low)[:MAX_WORDS]
    hashes = list(map(_WORD_HASH.__getitem__, words))
    if not hashes:
        return [_bucket("empty") & (DIM - 1)]
    mask = DIM - 1  # (read once, not once per word)
    out = [h & mask for h in hashes]
    out += [((a * 1_000_003) ^ b) & mask for a, b in itertools.pairwise(hashes)]
    out += [_CLASS_HASH[name] & mask for name in concepts.of(words)]
    return out


def rule_features(rules: Iterable[str]) -> list[int]:
    return [_bucket("r:" + r) & (DIM - 1) for r in rules]


def part_signals(parts: Sequence[str]) -> list[str]:
    """The parts that fired on a sentence, alone and in pairs, as names the scorer hashes.

    A pair is a combination no hand rule makes (yet): "conceal" with "endpoint" is worth more
    than either alone, and the weights say by how much.
    """
    ordered = sorted(set(parts))
    return ordered + [f"{a}+{b}" for a, b in itertools.combinations(ordered, 2)]


def features(low: str, rules: Iterable[str] = ()) -> list[int]:
    """The distinct hashed features of a folded, lower-cased sentence and the rules that fired."""
    return sorted({*word_features(low), *rule_features(rules)})


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


class Scorer:
    """Weights (bucket -> weight), a bias and the thresholds above which a sentence is removed.

    ``threshold`` applies at ``standard`` to the sentences some rule or detector flagged,
    ``open_threshold`` at ``standard`` to the others (a higher bar: nothing but the words speaks
    against them), ``strict_threshold`` at ``strict`` to every sentence; ``own_threshold`` at both
    levels to guidance about the tool alone or on what to tell the user (never below the level's
    own bar: such a sentence is removed only when its words are an attack's beyond doubt); 1.0
    removes nothing. ``honest`` counts, per rule, the honest training sentences it fired on: the
    scorer vouches against a rule's finding only when it has seen enough of them (stop 62,
    ``scanner._Scanner._second_opinion``).
    """

    def __init__(
        self,
        weights: dict[int, float],
        bias: float,
        threshold: float,
        strict_threshold: float = 1.0,
        open_threshold: float = 1.0,
        own_threshold: float = 1.0,
        honest: dict[str, int] | None = None,
    ) -> None:
        self.weights = weights
        self.bias = bias
        self.threshold = threshold
        self.strict_threshold = strict_threshold
        self.open_threshold = open_threshold
        self.own_threshold = own_threshold
        # rule -> how many honest sentences of its training data the rule fired on
        self.honest = honest or {}
        self._words: dict[str, float] = {}  # sentence -> sum of its word features' weights

    def probability(self, low: str, rules: Iterable[str] = ()) -> float:
        """As ``probability_of(features(low, rules))``; a sentence seen before costs a lookup."""
        words = self._words.get(low)
        if words is None:
            # (``map`` with a repeated default: the same sum, in the same order, as a generator of
            # ``get(f, 0.0)``, without resuming one per feature)
            words = sum(map(self.weights.get, set(word_features(low)), itertools.repeat(0.0)))
            remember(self._words, low, words, _CACHE_MAX)
        rule_weights = map(self.weights.get, set(rule_features(rules)), itertools.repeat(0.0))
        return _sigmoid(self.bias + words + sum(rule_weights))

    def probability_of(self, feats: Sequence[int]) -> float:
        w = self.weights
        return _sigmoid(self.bias + sum(w.get(f, 0.0) for f in feats))

    def to_json(self, meta: dict[str, Any] | None = None) -> str:
        """A stable text: buckets sorted, weights rounded, so regeneration is byte-identical.

        The buckets and their weights are two lists, the buckets written as the steps from one to
        the next: the guard's first scan reads the file, and an object of 160,000 text keys, each
        turned into an int, took it twice as long to read as two lists of numbers do (79 ms, 36 ms).
        """
        kept = [(k, round(v, 5)) for k, v in sorted(self.weights.items()) if round(v, 5)]
        buckets = [k for k, _ in kept]
        data = {
            "format": FORMAT,
            "dim": DIM,
            "meta": meta or {},
            "bias": round(self.bias, 6),
            "threshold": round(self.threshold, 6),
            "strict_threshold": round(self.strict_threshold, 6),
            "open_threshold": round(self.open_threshold, 6),
            "own_threshold": round(self.own_threshold, 6),
            "honest_rule_firings": dict(sorted(self.honest.items())),
            "bucket_steps": [b - a for a, b in zip([0, *buckets], buckets)],
            "weights": [v for _, v in kept],
        }
        return json.dumps(data, indent=0, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Scorer:
        data = json.loads(text)
        if data.get("format") != FORMAT or data.get("dim") != DIM:
            raise ValueError(f"not a {FORMAT} file with {DIM} buckets")
        weights = dict(zip(itertools.accumulate(data["bucket_steps"]), data["weights"]))
        strict = float(data.get("strict_threshold", 1.0))
        opened = float(data.get("open_threshold", 1.0))
        own = float(data.get("own_threshold", 1.0))
        honest = {str(k): int(v) for k, v in data.get("honest_rule_firings", {}).items()}
        return cls(
            weights, float(data["bias"]), float(data["threshold"]), strict, opened, own, honest
        )


@lru_cache(maxsize=1)
def shipped() -> Scorer:
    """The scorer fit on every labelled source (``scripts/train_guard_scorer.py`` writes it)."""
    text = resources.files("toolform.guard").joinpath("scorer.json").read_text(encoding="utf-8")
    return Scorer.from_json(text)


def fit(
    examples: Sequence[tuple[Sequence[int], int]],
    *,
    epochs: int = 6,
    rate: float = 0.1,
    l2: float = 1e-5,
    seed: int = 12,
) -> Scorer:
    """Logistic regression by plain SGD, classes balanced, fixed seed: the same data, the same weights.

    The thresholds are left at 0.5; ``scorer_training.pick_threshold`` sets them from benign tools.
    """
    pos = sum(1 for _, y in examples if y)
    neg = len(examples) - pos
    if not pos or not neg:
        raise ValueError("fitting needs positive and negative sentences")
    weight_of = {1: len(examples) / (2 * pos), 0: len(examples) / (2 * neg)}
    order = list(range(len(examples)))
    rng = random.Random(seed)
    w: dict[int, float] = {}
    bias = 0.0
    for epoch in range(epochs):
        rng.shuffle(order)
        step = rate / (1 + epoch)
        shrink = 1.0 - step * l2
        for i in order:
            feats, y = examples[i]
            p = _sigmoid(bias + sum(w.get(f, 0.0) for f in feats))
            g = (p - y) * weight_of[y] * step
            bias -= g
            for f in feats:
                w[f] = w.get(f, 0.0) * shrink - g
    return Scorer(w, bias, 0.5, 0.5, 0.5)
