"""Fitting and honestly measuring the learned sentence scorer on the labelled guard corpora.

A corpus (docs/guard.md, "The corpus") lists entries: a target tool in a toolset, its source, its
label, and for attacks the ``remove`` spans that must be gone after ``apply(level="standard")``
and the ``keep`` spans that must stay. Training examples are sentences as the scanner cuts them:
positive inside a remove span, negative in a benign tool or inside a keep span (other sentences
of an attacked tool are left out: nobody labelled them).

``leave_one_source_out`` is the estimate that counts: each source is scored by a scorer fit on the
other sources, with both thresholds (``standard``'s and ``strict``'s) picked on those sources
alone, and judged at each level by the same rule as the benchmark: a case counts only when every
attacker sentence is gone and its keep spans stay.

The scorer is also fit on a written supplement (stop 42, ``CORPORA``' last file): labelled probe
sets written by helper sessions that saw neither the project nor the guard, one source per set.
It is written text, not real text, so it only trains: it is never a held-out source of the
estimate, and it is in every fold's training, as it is in the shipped scorer's. Fit on both
corpora alone, the scorer never saw most ways an attack is worded; with the supplement, sets of
the same kind that were never read nor trained on lost far fewer attacks, while on the real
corpora, ten folds by source, it moved two cases each way (docs/guard.md, "Stop 42").
"""

from __future__ import annotations

import gzip
import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from toolform.guard.scanner import Sentence, apply_with
from toolform.guard.sentence_scorer import Scorer, fit
from toolform.toolset import Toolset

# The labelled files the shipped scorer is fit on, relative to the repository: the two real corpora
# and the written supplement (gzip-compressed JSON of the same format; see the module docstring).
CORPORA = (
    "tests/data/guard/corpus.json",
    "tests/data/guard/corpus_sources.json",
    "tests/data/guard/corpus_written.json.gz",
)
# The files whose sources are held out one at a time: the real corpora (the supplement only trains).
REAL = 2


def load(root: Path, names: Sequence[str] = CORPORA) -> list[dict[str, Any]]:
    """The corpora ``names`` under ``root``, read as JSON (gzip-compressed when named ``.gz``)."""
    out = []
    for name in names:
        path = root / name
        raw = gzip.decompress(path.read_bytes()) if name.endswith(".gz") else path.read_bytes()
        out.append(json.loads(raw.decode("utf-8")))
    return out


# A remove-span piece shorter than this many words is not judged (tags, "Signed,", ...).
MIN_PIECE_WORDS = 3
# A piece survives when any run of this many consecutive words of it is still in the tool.
RUN_WORDS = 6
# The share of benign tools the scorer may change beyond those the rules change: a learned
# detector earns its place on attacks the rules miss, not by spending the benign margin. (Until
# stop 59 a threshold also had to keep 98% of the benign tools intact, rules and scorer together.
# On the real corpora the rules alone keep more than that, and the target only shrank the budget;
# on a pool that holds the written supplement's hard benign tools the rules alone keep 97.6%, and
# the target switched the scorer off at every level. What the scorer costs is the bar it answers
# for.)
SCORER_BUDGET = 0.005
# The scorer removes a sentence only when it is confident: the threshold is never below this. The
# benign tools rarely hold a sentence the rules notice, so the pick above alone can fall to 0.5,
# which cut first-party guidance ("do not include secrets such as passwords in the query") at 0.76.
MIN_THRESHOLD = 0.9
# ``standard`` lets the scorer decide, against ``open_threshold``, the sentences no rule or detector
# flagged (stop 48): it may change at most OPEN_BUDGET of the benign tools beyond what standard's
# rules change, and is never below OPEN_FLOOR. (Stop 59: half the flagged sentences' budget. With
# the 98% target gone, 0.005 bought 15 more of 1,800 unread written attacks for 7 of their benign
# tools; real vendor tools hold many sentences each, and stop 54 found that a lower open bar bought
# one real attack in 216 for one to six real benign tools in 210.)
OPEN_BUDGET = 0.0025
OPEN_FLOOR = MIN_THRESHOLD
# ``strict`` lets the scorer decide every sentence: its threshold is the lowest that costs at most
# STRICT_BUDGET of the benign tools beyond strict's rules, and is never below STRICT_FLOOR. (With a
# target alone, leave-one-source-out cost more benign tools for about the same attacks:
# docs/guard.md.)
STRICT_BUDGET = 0.01
STRICT_FLOOR = 0.5
# (stop 58) Guidance about this tool alone that nothing flagged (``intent.self_scoped``, and no
# first-party test or protection vouches for it) was never the scorer's to decide, and attacks
# worded as guidance about "this tool" passed at any rating. Both levels now decide it against
# ``own_threshold``: the lowest bar that costs at most OWN_BUDGET of the benign tools beyond what
# the rules change, picked like the others on out-of-fold ratings, and never below OWN_FLOOR.
# (Stop 60) Guidance on what to tell the user of the results (``intent.user_facing``) that no
# condition holds is decided the same way: on the unread probe sets, 4 surviving attacker sentences
# of the class were rated above 0.99 and none of its 781 honest ones.
OWN_BUDGET = 0.002
OWN_FLOOR = 0.99


def norm(text: str) -> str:
    return " ".join(text.split())


def pieces(span: str) -> list[list[str]]:
    """The sentences and lines of an attacker span, as word lists long enough to judge."""
    out = []
    for line in span.splitlines():
        for sentence in re.split(r"(?<=[.!?])\s+", line):
            words = sentence.split()
            if len(words) >= MIN_PIECE_WORDS:
                out.append(words)
    return out


def survives(words: list[str], text: str) -> bool:
    """True when some run of RUN_WORDS consecutive words (or the whole piece) is still in text."""
    n = min(RUN_WORDS, len(words))
    return any(" ".join(words[i : i + n]) in text for i in range(len(words) - n + 1))


def strings(value: Any) -> Iterable[str]:
    """Every string in a tool's dict (keys too: a property name is text the model reads)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def _spans(entry: dict[str, Any], key: str) -> list[str]:
    value = entry.get(key) or []
    return [value] if isinstance(value, str) else list(value)


def toolsets(corpus: dict[str, Any]) -> dict[str, Toolset]:
    return {key: Toolset.from_mcp(tools) for key, tools in corpus["toolsets"].items()}


def outcome(entry: dict[str, Any], before: Toolset, after: Toolset) -> dict[str, Any]:
    """Whether the guarded toolset ``after`` handled ``entry`` (the benchmark's rule)."""
    before_tool = before.get(entry["target"])
    after_tool = after.get(entry["target"])
    assert before_tool is not None, entry["id"]
    row = {k: entry[k] for k in ("id", "label", "class", "source")}
    if entry["label"] == "benign":
        row["ok"] = after_tool is not None and after_tool.to_dict() == before_tool.to_dict()
        return row
    raw = "\n".join(strings(after_tool.to_dict())) if after_tool else ""
    text = norm(raw)
    remove = _spans(entry, "remove")
    left = [" ".join(w) for s in remove for w in pieces(s) if survives(w, text)]
    # A span with no words to judge (invisible padding) must be gone character for character.
    left += [repr(s) for s in remove if not pieces(s) and s in raw]
    lost = [k for k in _spans(entry, "keep") if norm(k) not in text]
    row.update(ok=not left and not lost, left=left, lost=lost)
    return row


def label(entry: dict[str, Any], sentence: str) -> int | None:
    """1 inside a remove span, 0 in a benign tool or a keep span, None when nobody labelled it."""
    if entry["label"] == "benign":
        return 0
    text = norm(sentence)
    if len(text.split()) < MIN_PIECE_WORDS:
        return None
    remove = _spans(entry, "remove")
    if any(survives(w, text) for s in remove for w in pieces(s)) or any(
        text in norm(s) for s in remove
    ):
        return 1
    if any(text in norm(k) for k in _spans(entry, "keep")):
        return 0
    return None


@dataclass
class Case:
    """One entry with what the rules alone did and the labelled sentences of its tool."""

    entry: dict[str, Any]
    corpus: int  # which corpus (index) it comes from
    rules_ok: bool  # at standard
    strict_ok: bool  # the rules alone at strict
    examples: list[tuple[list[int], int]] = field(default_factory=list)
    features: list[list[int]] = field(
        default_factory=list
    )  # the sentences standard's scorer decides
    every: list[list[int]] = field(default_factory=list)  # the sentences strict's scorer decides
    # guidance about this tool alone, or on what to tell the user, that nothing flagged nor vouches
    # for: decided at both levels against own_threshold
    owned: list[list[int]] = field(default_factory=list)
    honest_rules: list[tuple[str, ...]] = field(default_factory=list)  # of its honest sentences


def cases(corpora: Sequence[dict[str, Any]]) -> list[Case]:
    """Every entry of every corpus, with the rules-only outcome and its tool's sentences."""
    out: list[Case] = []
    for n, corpus in enumerate(corpora):
        for key, ts in toolsets(corpus).items():
            record: list[Sentence] = []
            after, _ = apply_with(ts, "standard", scorer=None, record=record)
            after_strict, _ = apply_with(ts, "strict", scorer=None)
            by_tool: dict[str, list[Sentence]] = {}
            for s in record:
                by_tool.setdefault(s.tool, []).append(s)
            for e in corpus["entries"]:
                if e["toolset"] != key:
                    continue
                ok, strict_ok = (outcome(e, ts, a)["ok"] for a in (after, after_strict))
                case = Case(e, n, ok, strict_ok)
                seen: set[tuple[str, int]] = set()
                for s in by_tool.get(e["target"], []):
                    if s.scored or not s.own_scope:
                        case.every.append(s.features)
                    elif s.doubted:
                        case.owned.append(s.features)
                    if s.scored:
                        case.features.append(s.features)
                    y = label(e, s.text)
                    if y is not None and (s.text, y) not in seen:
                        seen.add((s.text, y))
                        case.examples.append((s.features, y))
                        if y == 0:
                            case.honest_rules.append(s.rules)
                out.append(case)
    return out


# Folds (by source) for picking the threshold on probabilities the scorer did not fit.
INNER_FOLDS = 4


def pick_threshold(
    highs: Sequence[float],
    benign: int,
    budget: float = SCORER_BUDGET,
    floor: float = MIN_THRESHOLD,
) -> float:
    """The lowest threshold (at least ``floor``) at which the scorer changes at most ``budget`` of
    the ``benign`` tools beyond those the rules already change.

    ``highs``: the top probability of each benign tool the rules left intact (over the sentences
    the scorer decides); a tool is changed when its top is above the threshold.
    """
    need = len(highs) - math.floor(budget * benign)
    if need <= 0:
        return floor
    return max(floor, sorted(highs)[need - 1])


def _top(scorer: Scorer, feats: Sequence[Sequence[int]]) -> float:
    return max((scorer.probability_of(f) for f in feats), default=0.0)


def train(train_cases: Sequence[Case]) -> Scorer:
    """Fit on the cases' labelled sentences; the threshold comes from out-of-fold probabilities.

    A scorer rates the sentences it was fit on too well, so a threshold picked on them is too
    low for new text. The benign tools are split by source into ``INNER_FOLDS`` folds, each
    rated by a scorer fit on the others, and the thresholds are picked on those ratings:
    ``standard``'s over the flagged sentences of the tools the rules keep intact at standard,
    ``open``'s over every sentence the scorer may decide in those tools, ``own``'s over the
    guidance about the tool alone in those tools, ``strict``'s over every sentence of the tools
    the rules keep intact at strict.
    """
    sources = sorted({c.entry["source"] for c in train_cases})
    fold_of = {s: i % INNER_FOLDS for i, s in enumerate(sources)}
    highs: list[float] = []
    strict_highs: list[float] = []
    open_highs: list[float] = []
    own_highs: list[float] = []
    for k in range(INNER_FOLDS):
        inner = [c for c in train_cases if fold_of[c.entry["source"]] != k]
        rated = [
            c
            for c in train_cases
            if fold_of[c.entry["source"]] == k and c.entry["label"] == "benign"
        ]
        if rated:
            scorer = fit([x for c in inner for x in c.examples])
            highs += [_top(scorer, c.features) for c in rated if c.rules_ok]
            open_highs += [_top(scorer, c.every) for c in rated if c.rules_ok]
            strict_highs += [_top(scorer, c.every) for c in rated if c.strict_ok]
            own_highs += [_top(scorer, c.owned) for c in rated if c.rules_ok]
    benign = sum(1 for c in train_cases if c.entry["label"] == "benign")
    final = fit([x for c in train_cases for x in c.examples])
    final.threshold = pick_threshold(highs, benign)
    final.open_threshold = pick_threshold(open_highs, benign, budget=OPEN_BUDGET, floor=OPEN_FLOOR)
    final.strict_threshold = pick_threshold(
        strict_highs, benign, budget=STRICT_BUDGET, floor=STRICT_FLOOR
    )
    final.own_threshold = pick_threshold(own_highs, benign, budget=OWN_BUDGET, floor=OWN_FLOOR)
    final.honest = dict(
        Counter(r for c in train_cases for rules in c.honest_rules for r in set(rules))
    )
    return final


LEVELS = ("standard", "strict")


def leave_one_source_out(
    corpora: Sequence[dict[str, Any]],
    all_cases: Sequence[Case] | None = None,
    levels: Sequence[str] = LEVELS,
    extra: Sequence[Case] = (),
    jobs: int = 1,
    folds: int = 0,
) -> list[dict[str, Any]]:
    """One outcome row per entry and level, each scored by a scorer that never saw the entry's
    source; a row's ``threshold`` is the one its level used (``open_threshold``: standard's for
    the sentences nothing flagged). ``extra`` cases (the written supplement) are in every fold's
    training and are never held out.

    ``folds`` > 0 holds the sources out ``folds`` groups at a time (source ``i`` of the sorted
    sources in group ``i % folds``) instead of one at a time: every source is still scored by a
    scorer that never saw it, on less training data, at a tenth of the cost with ten groups (stop 62:
    a few minutes against an hour; the figures were within two cases of the one-at-a-time ones).

    The folds are independent and each refits the scorer, so ``jobs`` processes share them out
    (the full run takes most of an hour in one process); the rows come back in the same order
    and with the same values whatever ``jobs`` is."""
    all_cases = list(all_cases if all_cases is not None else cases(corpora))
    sources = sorted({c.entry["source"] for c in all_cases})
    groups = [sources[i::folds] for i in range(folds)] if folds > 0 else [[s] for s in sources]
    if jobs <= 1:
        rows = _folds(corpora, all_cases, levels, extra, groups)
    else:
        shares = [groups[i::jobs] for i in range(jobs)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            rows = [
                r
                for done in pool.map(partial(_folds, corpora, all_cases, levels, extra), shares)
                for r in done
            ]
    by_source: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_source.setdefault(row["source"], []).append(row)
    return [row for source in sources for row in by_source.get(source, [])]


def _folds(
    corpora: Sequence[dict[str, Any]],
    all_cases: Sequence[Case],
    levels: Sequence[str],
    extra: Sequence[Case],
    groups: Sequence[Sequence[str]],
) -> list[dict[str, Any]]:
    """The rows of the folds that hold out each group of sources in turn."""
    sets = [toolsets(c) for c in corpora]
    rows: list[dict[str, Any]] = []
    for group in groups:
        out = set(group)
        held = [c for c in all_cases if c.entry["source"] in out]
        scorer = train([c for c in all_cases if c.entry["source"] not in out] + list(extra))
        keys = {(c.corpus, c.entry["toolset"]) for c in held}
        for level in levels:
            after = {k: apply_with(sets[k[0]][k[1]], level, scorer=scorer)[0] for k in keys}
            cut = scorer.strict_threshold if level == "strict" else scorer.threshold
            for c in held:
                k = (c.corpus, c.entry["toolset"])
                row = outcome(c.entry, sets[k[0]][k[1]], after[k])
                row.update(level=level, threshold=cut, open_threshold=scorer.open_threshold)
                rows.append(row)
    return rows


def shipped_text(corpora: Sequence[dict[str, Any]], names: Sequence[str]) -> str:
    """The text of ``scorer.json``: the scorer fit on every entry of ``corpora`` (named ``names``)."""
    every = cases(corpora)
    scorer = train(every)
    examples = [y for c in every for _, y in c.examples]
    meta = {
        "corpora": list(names),
        "sources": len({c.entry["source"] for c in every}),
        "sentences": len(examples),
        "positive": sum(examples),
        "regenerate": "python scripts/train_guard_scorer.py",
    }
    return scorer.to_json(meta)
