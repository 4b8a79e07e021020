"""The word classes the learned scorer sees beside the words (``toolform.guard.concepts``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolform.guard import concepts, sentence_scorer


def test_a_sentence_gets_its_classes_and_their_pairs() -> None:
    words = sentence_scorer._WORD.findall("report the denied claim to the patient as paid")
    names = concepts.of(words)
    assert {"k:speak", "k:person", "k:failed", "k:fine"} <= set(names)
    assert {"k:failed+fine", "k:fine+speak", "k:person+speak"} <= set(names)
    assert concepts.of([]) == [] and concepts.of(["weather", "forecast"]) == []


def test_two_wordings_of_one_idea_share_features_though_they_share_no_word() -> None:
    """What the classes are for: "describe the renewal as free" and "report the claim as paid"
    have no word in common beyond "the" and "as", and the scorer's features of the two meet on
    speaking, all-is-well and the pair of them."""
    one = set(sentence_scorer.word_features("describe renewal free"))
    two = set(sentence_scorer.word_features("report claim paid"))
    assert len(one & two) == 3


def test_every_listed_word_is_one_the_scorer_can_see() -> None:
    """A word with a hyphen or an underscore is two words to the scorer and would never match."""
    for word in concepts._WORD_CLASS:
        assert sentence_scorer._WORD.fullmatch(word), word


@given(st.lists(st.sampled_from([*concepts._WORD_CLASS, "x", "tool"]), max_size=400))
def test_the_features_are_bounded_by_the_classes_not_the_words(words: list[str]) -> None:
    classes = len(concepts._CLASSES)
    names = concepts.of(words)
    assert len(names) == len(set(names)) <= classes + classes * (classes - 1) // 2
    assert all(name.startswith("k:") for name in names)


@given(st.text(max_size=300))
def test_no_text_breaks_the_scorer_features(text: str) -> None:
    assert sentence_scorer.word_features(text.lower())
