"""When a hand ends: the pile is empty when a turn should begin, or a player leaves."""

from __future__ import annotations

from macaron_desktop.games.macarena import GAME
from macaron_desktop.games.macarena.actions import CHOOSE_WELL, FINISH, LAY, PASS
from macaron_desktop.games.macarena.state import Phase

from .helpers import C, play, table

WELLS = ("W5", "A3", "E6", "F9", "WQ", "A8", "EK")


def kinds(state):
    return [(a.kind, a.seat) for a in state.hand_results[-1].awards]


def test_an_empty_pile_at_the_start_of_a_turn_ends_the_hand() -> None:
    state = table(["W6 A9", "AK EQ"], WELLS, pile="")
    done = play(state, 0, CHOOSE_WELL[0], LAY[C("W6")], FINISH)
    assert done.hand_results[-1].end == "deck_empty" and done.hand_results[-1].seat is None
    assert done.hand_number == 2  # nobody has won: the next hand is dealt
    assert done.start_seat == 1  # the next player after the previous start player
    assert ("left_the_hand", 0) not in kinds(done)


def test_an_empty_pile_at_the_start_of_a_mirror_turn_ends_the_hand() -> None:
    state = table(["W5 A9", "AK EQ"], WELLS, pile="")
    done = play(state, 0, CHOOSE_WELL[0], LAY[C("W5")], FINISH)
    last = done.hand_results[-1]
    assert last.end == "deck_empty" and last.active_macas == (1, 0)
    assert ("maca_coins", 0) in kinds(done)


def test_running_out_of_cards_ends_the_hand_at_once_with_a_coin() -> None:
    state = table(["W6 W7", "AK EQ"], WELLS, pile="E2 E3 E4")
    done = play(state, 0, CHOOSE_WELL[0], LAY[C("W6")], LAY[C("W7")], FINISH)
    last = done.hand_results[-1]
    assert last.end == "left" and last.seat == 0 and last.hand_sizes == (0, 2)
    assert ("left_the_hand", 0) in kinds(done)
    # seat 1, with most cards, hands over (nothing to give in the first hand)
    assert ("hand_over_nothing", 1) in kinds(done)


def test_leaving_with_a_mirror_places_its_maca_and_skips_the_mirror_turn() -> None:
    state = table(["W5", "AK EQ"], WELLS, pile="E2 E3")
    done = play(state, 0, CHOOSE_WELL[0], LAY[C("W5")], FINISH)
    last = done.hand_results[-1]
    assert last.end == "left" and last.active_macas == (1, 0)
    assert ("maca_coins", 0) in kinds(done) and ("left_the_hand", 0) in kinds(done)
    assert done.hand_results[-1].collections[0] == (C("W5"),)


def test_drawing_the_last_card_and_then_emptying_the_hand_is_leaving() -> None:
    state = table(["A9", "W6"], WELLS, pile="W7")
    state = play(state, 0, PASS)  # seat 1 draws the last card, W7
    assert state.turn_seat == 1 and state.drawn == len(state.deck)
    done = play(state, 1, CHOOSE_WELL[0], LAY[C("W6")], LAY[C("W7")], FINISH)
    last = done.hand_results[-1]
    assert last.end == "left" and last.seat == 1
    assert ("left_the_hand", 1) in kinds(done)


def test_after_a_hand_the_next_is_dealt_and_the_result_is_public() -> None:
    state = table(["W6 A9", "AK EQ"], WELLS, pile="", elements=[(), ()])
    done = play(state, 0, CHOOSE_WELL[0], LAY[C("W6")], FINISH)
    assert done.phase is Phase.TURN and done.hand_number == 2
    assert GAME.view(done, 0).hand_results[-1].end == "deck_empty"
