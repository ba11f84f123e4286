"""Maus au Chocolat's rules, step by step (RULINGS 3), and properties of random games."""

from __future__ import annotations

import random

import pytest

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.maus.actions import (
    KEEP_HAND,
    NO_POWER,
    SCORE_NOTHING,
    Adjust,
    Bid,
    Discard,
    Keep,
    Pick,
    Score,
    Swap,
)
from macaron_desktop.games.maus.cards import ALL_CARDS, Card, Helper
from macaron_desktop.games.maus.rules import GAME
from macaron_desktop.games.maus.state import MausState, Phase

C = Card
H = Helper


def refused(state: MausState, seat: int, action: object) -> str:
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, seat, action)
    return error.value.message.key


def table(players: int = 3, **fields: object) -> MausState:
    """A new game with some fields set by hand (hands sorted as the rules keep them)."""
    state = GAME.new_game({"players": players}, 7)
    return replace(state, **fields)


def all_cards(state: MausState) -> list[Card]:
    """Every card where it lies; a bid is in no pile until its picker lays it."""
    if state.phase is Phase.BID:
        loose = [b for b in state.bids if b is not None]
    elif state.phase is Phase.PICK:
        loose = [state.bids[s] for s in state.order[state.index :] if state.bids[s] is not None]
    else:
        loose = []
    return [
        *state.deck,
        *state.discards,
        *state.display,
        *(c for h in state.hands for c in h),
        *(c for p in state.piles for c in p),
        *loose,
    ]


def test_a_new_game_deals_five_each_a_display_of_players_plus_one_and_a_helper_each() -> None:
    for n in range(2, 7):
        state = GAME.new_game({"players": n}, n)
        assert [len(h) for h in state.hands] == [5] * n
        assert len(state.display) == n + 1
        assert len(state.helpers) == n and len(state.helper_row) == 7 - n
        assert sorted(all_cards(state)) == sorted(ALL_CARDS)
        assert state.phase is Phase.BID and GAME.seats_to_act(state) == tuple(range(n))


def test_bids_are_secret_until_all_are_in_then_picking_goes_by_bid() -> None:
    state = table(
        3,
        hands=((C.SUGAR_0, C.EGGS_6), (C.NUTS_5, C.EGGS_0), (C.EGGS_3, C.FRUITS_1)),
        helpers=(H.CLAUDE, H.ETIENNE, H.LILLY),
        helper_row=(H.AMELIE, H.MATHIEU, H.MAURICE, H.HENRI),
    )
    state = GAME.apply(state, 1, Bid(C.NUTS_5))  # 8 coins
    for seat in (0, 2):
        assert GAME.view(state, seat).bids[1] is None
        assert GAME.view(state, seat).has_bid[1]
    assert refused(state, 1, Bid(C.EGGS_0)) == "already_chosen"
    state = GAME.apply(state, 0, Bid(C.SUGAR_0))  # 1 coin
    state = GAME.apply(state, 2, Bid(C.EGGS_3))  # 4 coins
    assert state.phase is Phase.PICK and state.order == (1, 2, 0)
    assert GAME.view(state, 0).bids == (C.SUGAR_0, C.NUTS_5, C.EGGS_3)
    assert GAME.seats_to_act(state) == (1,)
    assert refused(state, 2, Pick(state.display[:2])) == "not_your_turn"


def test_henris_two_coins_decide_a_tie_against_a_lower_helper() -> None:
    state = table(
        2,
        hands=((C.EGGS_1, C.NUTS_0), (C.EGGS_3, C.NUTS_1)),  # 2 coins, 4 coins
        helpers=(H.HENRI, H.ETIENNE),
        helper_row=(H.CLAUDE, H.AMELIE, H.LILLY, H.MATHIEU, H.MAURICE),
    )
    state = GAME.apply(GAME.apply(state, 0, Bid(C.EGGS_1)), 1, Bid(C.EGGS_3))
    assert state.order == (0, 1)  # 2 + 2 = 4 ties the 4; Henri's rank 2 beats Etienne's 1


def test_a_picker_takes_two_and_lays_the_bid_on_display() -> None:
    state = table(
        2,
        hands=((C.EGGS_1,), (C.EGGS_3,)),
        display=(C.NUTS_0, C.NUTS_1, C.NUTS_2),
        helpers=(H.CLAUDE, H.AMELIE),
        helper_row=(H.LILLY, H.MATHIEU, H.MAURICE, H.HENRI, H.ETIENNE),
    )
    state = GAME.apply(GAME.apply(state, 0, Bid(C.EGGS_1)), 1, Bid(C.EGGS_3))
    assert refused(state, 1, Pick((C.NUTS_0,))) == "pick_count"
    assert refused(state, 1, Pick((C.NUTS_0, C.SUGAR_0))) == "not_on_display"
    state = GAME.apply(state, 1, Pick((C.NUTS_0, C.NUTS_2)))
    assert state.display == (C.NUTS_1, C.EGGS_3)
    assert state.hands[1] == (C.NUTS_0, C.NUTS_2)
    assert GAME.view(state, 0).known[1] == {C.NUTS_0, C.NUTS_2}


def test_a_display_short_of_cards_gives_what_is_there() -> None:
    state = table(
        2,
        hands=((C.EGGS_1,), (C.EGGS_3,)),
        display=(C.NUTS_0,),
        deck=(),
        discards=(),
        helpers=(H.CLAUDE, H.AMELIE),
        helper_row=(H.LILLY, H.MATHIEU, H.MAURICE, H.HENRI, H.ETIENNE),
    )
    state = GAME.apply(GAME.apply(state, 0, Bid(C.EGGS_1)), 1, Bid(C.EGGS_3))
    assert GAME.legal_actions(state, 1) == [Pick((C.NUTS_0,))]
    state = GAME.apply(state, 1, Pick((C.NUTS_0,)))
    assert state.display == (C.EGGS_3,)
    assert GAME.legal_actions(state, 0) == [Pick((C.EGGS_3,))]


def scoring(hand: tuple[Card, ...], helper: Helper, **more: object) -> MausState:
    """Seat 0 about to score with ``hand`` and ``helper`` (seat 1 holds Etienne... or not)."""
    others = [h for h in Helper if h is not helper]
    return table(
        2,
        phase=Phase.SCORE if helper is not H.ETIENNE else Phase.SWAP,
        hands=(hand, (C.SUGAR_15,)),
        helpers=(helper, others[0]),
        helper_row=tuple(others[1:]),
        order=(0, 1),
        index=0,
        **more,
    )


def test_a_trio_that_would_empty_the_hand_is_refused() -> None:
    state = scoring((C.EGGS_0, C.NUTS_1, C.SUGAR_2), H.LILLY)
    assert refused(state, 0, Score((C.EGGS_0, C.NUTS_1, C.SUGAR_2))) == "keep_a_card_in_hand"
    assert GAME.legal_actions(state, 0) == [SCORE_NOTHING]


def test_neither_a_run_nor_a_set_is_refused_and_a_set_keeps_the_players_pick() -> None:
    state = scoring((C.EGGS_0, C.NUTS_1, C.SUGAR_2, C.SUGAR_15), H.LILLY)
    assert refused(state, 0, Score((C.EGGS_0, C.NUTS_1, C.SUGAR_15))) == "not_a_combination"
    state = GAME.apply(state, 0, Score((C.EGGS_0, C.NUTS_1, C.SUGAR_2)))
    assert state.phase is Phase.KEEP and GAME.mid_turn(state, 0)
    assert refused(state, 0, Keep((C.EGGS_0, C.NUTS_1))) == "keep_not_allowed"
    state = GAME.apply(state, 0, Keep((C.NUTS_1,)))
    assert state.piles[0] == (C.NUTS_1,) and state.score(0) == 3
    assert set(state.discards[-2:]) == {C.EGGS_0, C.SUGAR_2}


def test_amelie_scores_four_and_keeps_the_two_lowest() -> None:
    hand = (C.EGGS_0, C.NUTS_3, C.SUGAR_6, C.FRUITS_10, C.FRUITS_15)  # 3 4 5 6 7
    state = GAME.apply(scoring(hand, H.AMELIE), 0, Score(hand[:4]))
    assert state.piles[0] == (C.EGGS_0, C.NUTS_3) and state.hands[0] == (C.FRUITS_15,)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(scoring(hand, H.LILLY), 0, Score(hand[:4]))
    assert error.value.message.key == "four_needs_amelie"


def test_maurices_power_is_chosen_when_it_changes_the_combination() -> None:
    hand = (C.EGGS_3, C.NUTS_6, C.SUGAR_7, C.FRUITS_15)  # 4 5 5 7
    state = GAME.apply(scoring(hand, H.MAURICE), 0, Score(hand[:3]))
    assert state.phase is Phase.POWER
    options = GAME.legal_actions(state, 0)
    assert NO_POWER not in options and Adjust(C.EGGS_3, 1) in options
    state = GAME.apply(state, 0, Adjust(C.EGGS_3, 1))  # 5 5 5: mixed set, keep any one
    assert state.phase is Phase.KEEP
    state = GAME.apply(state, 0, Keep((C.EGGS_3,)))
    assert state.score(0) == 4  # the printed value, not the raised one


def test_etiennes_swap_then_a_score_with_the_drawn_card() -> None:
    hand = (C.EGGS_0, C.EGGS_3, C.SUGAR_15)  # 3, 4, 7 (sugar 7 goes)
    state = scoring(hand + (C.NUTS_15,), H.ETIENNE, deck=(C.EGGS_6,))  # draws an eggs 5
    assert state.phase is Phase.SWAP and GAME.legal_actions(state, 0)[-1] is KEEP_HAND
    state = GAME.apply(state, 0, Swap(C.SUGAR_15))
    assert state.phase is Phase.SCORE and C.EGGS_6 in state.hands[0]
    assert state.discards[-1] is C.SUGAR_15
    state = GAME.apply(state, 0, Score((C.EGGS_0, C.EGGS_3, C.EGGS_6)))
    assert state.piles[0] == (C.EGGS_6,)  # one colour run keeps the highest: 5


def test_the_draw_pile_is_refilled_from_the_discards_only_when_empty() -> None:
    hand = (C.EGGS_0, C.EGGS_3, C.SUGAR_15)
    state = scoring(hand, H.ETIENNE, deck=(), discards=(C.NUTS_0, C.NUTS_1))
    shuffles = len(state.shuffles)
    state = GAME.apply(state, 0, Swap(C.SUGAR_15))
    assert len(state.shuffles) == shuffles + 1
    assert len(state.hands[0]) == 3 and len(state.deck) == 2 and state.discards == ()
    assert any(e.key == "reshuffled" for e in GAME.view(state, 1).events)


def test_players_over_eight_discard_then_helpers_pass() -> None:
    nine = tuple(sorted(ALL_CARDS[16:25]))
    state = table(
        2,
        phase=Phase.SCORE,
        hands=(nine, (C.SUGAR_15, C.SUGAR_14)),
        helpers=(H.CLAUDE, H.AMELIE),
        helper_row=(H.LILLY, H.MATHIEU, H.MAURICE, H.HENRI, H.ETIENNE),
        order=(0, 1),
        index=0,
    )
    state = GAME.apply(GAME.apply(state, 0, SCORE_NOTHING), 1, SCORE_NOTHING)
    assert state.phase is Phase.DISCARD and GAME.seats_to_act(state) == (0,)
    assert refused(state, 0, Discard(nine[:2])) == "discard_count"
    state = GAME.apply(state, 0, Discard(nine[:1]))
    assert state.phase is Phase.BID and state.round == 2
    assert state.helpers == (H.LILLY, H.CLAUDE) and state.helper_row[-1] is H.AMELIE


def test_six_players_pass_their_helpers_left_the_dealer_taking_from_the_row() -> None:
    held = (H.CLAUDE, H.AMELIE, H.LILLY, H.MATHIEU, H.MAURICE, H.HENRI)
    state = table(
        6,
        phase=Phase.SCORE,
        hands=tuple((c,) for c in ALL_CARDS[:6]),
        helpers=held,
        helper_row=(H.ETIENNE,),
        order=(0, 1, 2, 3, 4, 5),
        index=0,
    )
    for seat in range(6):
        state = GAME.apply(state, seat, SCORE_NOTHING)
    assert state.phase is Phase.BID and state.round == 2
    # seat i's helper goes to seat i + 1; the dealer takes Etienne; Henri goes to the row
    assert state.helpers == (H.ETIENNE, *held[:5]) and state.helper_row == (H.HENRI,)


def test_the_game_ends_after_the_round_someone_reaches_30_ties_to_the_higher_helper() -> None:
    pile = (C.EGGS_15, C.NUTS_15, C.SUGAR_15, C.FRUITS_15)  # 28 points
    state = table(
        2,
        phase=Phase.SCORE,
        hands=(
            (C.EGGS_0, C.EGGS_3, C.EGGS_6, C.NUTS_0),
            (C.SUGAR_0, C.SUGAR_3, C.SUGAR_6, C.NUTS_1),
        ),
        piles=(pile, pile),
        helpers=(H.CLAUDE, H.AMELIE),
        helper_row=(H.LILLY, H.MATHIEU, H.MAURICE, H.HENRI, H.ETIENNE),
        order=(0, 1),
        index=0,
    )
    state = GAME.apply(state, 0, Score((C.EGGS_0, C.EGGS_3, C.EGGS_6)))  # +5 = 33
    assert state.result is None  # the round's scoring goes on
    state = GAME.apply(state, 1, Score((C.SUGAR_0, C.SUGAR_3, C.SUGAR_6)))  # +5 = 33
    result = GAME.result(state)
    assert result is not None and result.scores == (33, 33)
    assert result.winners == (0,)  # Claude (7) beats Amélie (6)
    assert refused(state, 0, SCORE_NOTHING) == "game_over"


def test_undo_takes_back_a_whole_scoring_turn() -> None:
    # Random play until someone must choose the cards they keep, then undo.
    rng = random.Random(3)
    match = Match(GAME, {"players": 3}, 3, [SeatSpec(f"P{i}") for i in range(3)])
    while match.state.phase is not Phase.KEEP:
        seat = rng.choice(match.seats_to_act())
        match.play(seat, rng.choice(match.legal_actions(seat)))
    seat = match.state.acting
    assert GAME.mid_turn(match.state, seat)
    assert match.undo_last_decision(seat)
    assert match.state.phase is Phase.SCORE and match.seats_to_act() == (seat,)
    assert not GAME.mid_turn(match.state, seat)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_conserve_cards_helpers_and_scores(players: int) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game({"players": players}, seed)
        while GAME.result(state) is None:
            seat = rng.choice(GAME.seats_to_act(state))
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            assert sorted(all_cards(state)) == sorted(ALL_CARDS)
            assert sorted(h.rank for h in (*state.helpers, *state.helper_row)) == list(range(1, 8))
        scored = [e.params for e in state.logs.of(0) if e.key == "scored"]
        for seat in range(players):
            mine = [p for p in scored if p["seat"] == seat]
            # a score pile is exactly the cards kept, each worth its printed snack value
            kept = [c for p in mine for c in p["kept"]]
            assert sorted(state.piles[seat]) == sorted(kept)
            assert all(set(p["kept"]) <= set(p["cards"]) and p["kept"] for p in mine)
            assert all(p["points"] == sum(c.snack for c in p["kept"]) for p in mine)
            assert state.score(seat) == sum(p["points"] for p in mine)
        assert max(GAME.result(state).scores) >= 30
