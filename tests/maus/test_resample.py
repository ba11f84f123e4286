"""Maus au Chocolat: resampling a seat's view keeps everything that seat knows."""

from __future__ import annotations

import random

import pytest

from macaron_desktop.games.maus.rules import GAME
from macaron_desktop.games.maus.state import Phase


def same_view(a: object, b: object) -> bool:
    return {**a.__dict__, "events": ()} == {**b.__dict__, "events": ()}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_resampled_state_shows_the_seat_the_same_view_at_every_step(players: int) -> None:
    phases_seen = set()
    for seed in range(2):
        rng = random.Random(seed)
        state = GAME.new_game({"players": players}, seed)
        moves = 0
        while GAME.result(state) is None and moves < 400:
            if moves % 5 == 0:
                phases_seen.add(state.phase)
                for seat in range(players):
                    view = GAME.view(state, seat)
                    imagined = GAME.resample(view, random.Random(moves * 7 + seat))
                    assert same_view(GAME.view(imagined, seat), view)
            seat = rng.choice(GAME.seats_to_act(state))
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            moves += 1
    assert {Phase.BID, Phase.PICK, Phase.SCORE} <= phases_seen


def test_resampling_hides_the_other_hands_and_the_secret_bids() -> None:
    state = GAME.new_game({"players": 4}, 11)
    seat0 = GAME.legal_actions(state, 0)[0]
    state = GAME.apply(GAME.apply(state, 1, GAME.legal_actions(state, 1)[0]), 0, seat0)
    view = GAME.view(state, 0)
    worlds = [GAME.resample(view, random.Random(k)) for k in range(20)]
    assert len({w.bids[1] for w in worlds}) > 1  # seat 1's bid is not known to seat 0
    assert len({w.hands[2] for w in worlds}) > 1
    assert all(w.hands[0] == state.hands[0] and w.bids[0] == state.bids[0] for w in worlds)
