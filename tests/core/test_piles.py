"""``core.piles``: drawing refills the draw pile from the whole discard pile, shuffled
from the seed, and draws fewer cards only when both piles are empty."""

from __future__ import annotations

from macaron_desktop.core.piles import draw_cards
from macaron_desktop.core.rng import derive_rng


def test_a_draw_takes_the_top_cards_and_leaves_the_discards_alone() -> None:
    got = draw_cards((1, 2, 3), (9,), 2, seed=5, shuffled=1)
    assert (got.cards, got.deck, got.discards, got.reshuffles) == ((1, 2), (3,), (9,), ())


def test_an_empty_draw_pile_takes_the_shuffled_discards_keeping_nothing_back() -> None:
    got = draw_cards((1,), (4, 5, 6, 7), 3, seed=5, shuffled=2)
    order = [4, 5, 6, 7]
    derive_rng(5, "reshuffle", 2).shuffle(order)
    assert got.reshuffles == (tuple(order),) and got.discards == ()
    assert got.cards == (1, *order[:2]) and got.deck == tuple(order[2:])


def test_fewer_cards_when_both_piles_run_out() -> None:
    got = draw_cards((1,), (2,), 5, seed=1, shuffled=0)
    assert got.cards == (1, 2) and got.deck == () and len(got.reshuffles) == 1
