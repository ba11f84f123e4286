"""Maus au Chocolat: picking order, scoring order and the passing of helpers."""

from __future__ import annotations

from macaron_desktop.games.maus.cards import HELPERS, Card, Helper
from macaron_desktop.games.maus.order import pass_helpers, pick_order, scoring_order

C = Card
H = Helper


def test_the_highest_bid_picks_first() -> None:
    bids = (C.SUGAR_0, C.NUTS_5, C.EGGS_3)  # 1, 8, 4 coins
    assert [b.bid for b in bids] == [1, 8, 4]
    assert pick_order(bids, (H.CLAUDE, H.ETIENNE, H.LILLY)) == (1, 2, 0)


def test_ties_go_to_the_higher_helper() -> None:
    bids = (C.EGGS_3, C.FRUITS_2, C.SUGAR_3)  # 4, 4, 4 coins
    assert {b.bid for b in bids} == {4}
    assert pick_order(bids, (H.ETIENNE, H.AMELIE, H.MATHIEU)) == (1, 2, 0)


def test_henris_two_coins_decide_a_tie_and_then_his_rank_counts() -> None:
    # Henri bids 2 (+2 = 4) against a 4 held with Maurice (rank 3): Maurice goes first,
    # since equal totals go by rank and Henri's is 2.
    bids = (C.EGGS_1, C.EGGS_3)  # 2 and 4 coins
    assert pick_order(bids, (H.HENRI, H.MAURICE)) == (1, 0)
    # Against a 4 held by Etienne (rank 1), Henri's 2 + 2 wins the tie.
    assert pick_order(bids, (H.HENRI, H.ETIENNE)) == (0, 1)
    # Henri's 3 + 2 beats a printed 4 outright.
    assert pick_order((C.EGGS_2, C.EGGS_3), (H.HENRI, H.CLAUDE)) == (0, 1)


def test_an_empty_hand_bids_nothing_and_picks_after_every_bidder_by_helper() -> None:
    bids = (None, C.SUGAR_0, None, C.EGGS_0)  # -, 1, -, 1
    helpers = (H.CLAUDE, H.ETIENNE, H.AMELIE, H.HENRI)
    assert pick_order(bids, helpers) == (3, 1, 0, 2)


def test_scoring_goes_by_helper_rank() -> None:
    assert scoring_order((H.ETIENNE, H.CLAUDE, H.LILLY)) == (1, 2, 0)


def test_helpers_pass_left_with_the_dealers_and_the_last_seats_exceptions() -> None:
    held = (H.CLAUDE, H.AMELIE, H.LILLY, H.MATHIEU)
    row = (H.MAURICE, H.HENRI, H.ETIENNE)
    new_held, new_row = pass_helpers(held, row)
    assert new_held == (H.MAURICE, H.CLAUDE, H.AMELIE, H.LILLY)
    assert new_row == (H.HENRI, H.ETIENNE, H.MATHIEU)


def test_helper_rotation_with_two_and_with_six_players_keeps_all_seven() -> None:
    for n in (2, 6):
        held, row = HELPERS[:n], HELPERS[n:]
        for _ in range(9):
            held, row = pass_helpers(held, row)
            assert len(row) == 7 - n
            assert sorted(h.rank for h in (*held, *row)) == list(range(1, 8))
    two, row2 = pass_helpers((H.CLAUDE, H.AMELIE), HELPERS[2:])
    assert two == (H.LILLY, H.CLAUDE) and row2[-1] is H.AMELIE
