"""The bots: legal, reproducible, and the basic bot plays like a sensible beginner."""

from __future__ import annotations

import random

from macaron_desktop.games.macarena import BOTS, GAME
from macaron_desktop.games.macarena.actions import (
    CHOOSE_WELL,
    FINISH,
    HAND_OVER,
    LAY,
    MOVE_MACA,
    PASS,
    TakeBack,
)
from macaron_desktop.games.macarena.cards import Element
from macaron_desktop.games.macarena.state import Phase

from .helpers import C, play, play_game, table

WELLS = ("W1", "A3", "E6", "F9", "WQ", "A8", "EK")
W, A, E, F = Element.WATER, Element.AIR, Element.EARTH, Element.FIRE


def basic(state, seat=0):
    return BOTS["basic"]().choose(
        GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(0)
    )


def test_the_random_bot_never_takes_back_and_games_end() -> None:
    bot = BOTS["random"]()
    seen = []

    def spy(state):
        to_act = GAME.seats_to_act(state)
        if to_act:
            seen.append(
                bot.choose(
                    GAME.view(state, to_act[0]),
                    GAME.legal_actions(state, to_act[0]),
                    random.Random(len(seen)),
                )
            )

    state, moves = play_game(3, 1, ["random"] * 3, check=spy)
    assert GAME.result(state) is not None
    assert not any(isinstance(a, TakeBack) for _, a in moves)
    assert not any(isinstance(a, TakeBack) for a in seen)


def test_bot_games_are_reproducible() -> None:
    assert play_game(4, 3, ["basic", "random", "random", "random"]) == play_game(
        4, 3, ["basic", "random", "random", "random"]
    )


def test_basic_wins_most_games_against_random() -> None:
    wins = 0.0
    for seed in range(12):
        state, _ = play_game(3, seed, ["basic", "random", "random"])
        winners = GAME.result(state).winners
        wins += (0 in winners) / len(winners)
    assert wins / 12 > 0.6  # a fair share is 1/3


def test_basic_plays_the_longest_series() -> None:
    state = table(["W2 W3 W4 F8", "AK"], WELLS, pile="E2 E3")
    assert basic(state) == CHOOSE_WELL[0]
    for card in ("W2", "W3", "W4"):
        state = play(state, 0, CHOOSE_WELL[0]) if state.phase is Phase.TURN else state
        assert basic(state) == LAY[C(card)]
        state = play(state, 0, LAY[C(card)])
    assert basic(state) == FINISH


def test_basic_takes_the_mirror_and_its_extra_turn() -> None:
    # F9 on F9 is a lone mirror; W2 on W1 collects nothing
    state = table(["W2 F9 A2", "AK"], WELLS, pile="E2 E3")
    assert basic(state) == CHOOSE_WELL[3]


def test_basic_passes_early_rather_than_waste_a_card_but_not_near_the_end() -> None:
    early = table(["W2 AK", "AK"], WELLS, pile=" ".join(["E2"] * 20))
    assert basic(early) == PASS
    late = table(["W2 AK", "AK"], WELLS, pile="E2")
    assert basic(late) == CHOOSE_WELL[0]
    # with a Maca to keep it plays
    kept = table(
        ["W2 AK", "AK"], WELLS, pile=" ".join(["E2"] * 20), macas=[(), (0,), (), (), (), (), ()]
    )
    assert basic(kept) == CHOOSE_WELL[0]


def test_basic_moves_the_maca_from_the_well_it_can_least_reuse() -> None:
    macas = [(), (0, 0, 0, 0), (0, 0, 0), (), (), (), ()]
    state = table(["W1 A4 A9", "AK"], WELLS, pile="E2 E3", macas=macas)
    state = play(state, 0, CHOOSE_WELL[0], LAY[C("W1")], FINISH)
    assert state.phase is Phase.MOVE_MACA
    # A4 links to well 1's A3; nothing links to well 2's E6: that Maca moves
    assert basic(state) == MOVE_MACA[2]


def test_basic_hands_over_the_element_it_is_likeliest_to_win_back() -> None:
    state = table(
        ["A9", "W2 W3"], WELLS, pile="", collections=["", "F2 F3 F4"], elements=[(), (W, F)]
    )
    state = play(state, 0, PASS)
    assert state.phase is Phase.HAND_OVER
    assert basic(state, 1) == HAND_OVER[F]
