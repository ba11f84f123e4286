"""Dealing hidden cards under constraints (core.sampling)."""

import random
from collections import Counter

import pytest

from macaron_desktop.core.sampling import Place, deal_constrained


def kind(card):
    return card[0]


def test_every_place_gets_its_room_and_only_kinds_it_takes():
    cards = [(k, i) for k in "abcd" for i in range(5)]
    places = [
        Place(6, frozenset("ab")),
        Place(4, frozenset("c")),
        Place(7),
        Place(3, frozenset("d")),
    ]
    for seed in range(200):
        dealt = deal_constrained(cards, kind, places, random.Random(seed))
        assert sorted(c for d in dealt for c in d) == sorted(cards)
        for place, got in zip(places, dealt, strict=True):
            assert len(got) == place.capacity
            assert place.kinds is None or all(kind(c) in place.kinds for c in got)


def test_a_single_fitting_deal_is_always_found():
    cards = [("a", i) for i in range(4)] + [("b", i) for i in range(4)]
    places = [Place(4, frozenset("a")), Place(4)]
    for seed in range(50):
        first, second = deal_constrained(cards, kind, places, random.Random(seed))
        assert {kind(c) for c in first} == {"a"} and {kind(c) for c in second} == {"b"}


def test_no_fitting_deal_is_an_error():
    cards = [("a", 0), ("a", 1)]
    with pytest.raises(ValueError):
        deal_constrained(
            cards, kind, [Place(1, frozenset("a")), Place(1, frozenset("b"))], random.Random(1)
        )
    with pytest.raises(ValueError):
        deal_constrained(cards, kind, [Place(3)], random.Random(1))


def test_without_restrictions_each_card_lands_in_proportion_to_the_room():
    cards = [("x", i) for i in range(6)]
    counts = Counter()
    for seed in range(3000):
        small, big = deal_constrained(cards, kind, [Place(2), Place(4)], random.Random(seed))
        counts.update(c for c in small)
    for card in cards:
        assert abs(counts[card] / 3000 - 2 / 6) < 0.04
