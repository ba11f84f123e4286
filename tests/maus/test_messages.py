"""Maus au Chocolat: every key the rules use is listed once, with the values it carries."""

from __future__ import annotations

import random

from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.maus.messages import MESSAGES
from macaron_desktop.games.maus.rules import GAME


def test_every_event_and_refusal_of_random_games_is_listed_with_its_values() -> None:
    seen: set[str] = set()
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new_game({"players": 2 + seed}, seed)
        while GAME.result(state) is None:
            seat = rng.choice(GAME.seats_to_act(state))
            legal = GAME.legal_actions(state, seat)
            wrong = rng.choice(legal)
            try:  # an action from another seat: refused with a listed key
                GAME.apply(state, (seat + 1) % state.players, wrong)
            except IllegalAction as refusal:
                key = refusal.message.key
                assert MESSAGES[key].kind == "refusal"
                assert set(refusal.message.params) == set(MESSAGES[key].params)
            state = GAME.apply(state, seat, rng.choice(legal))
        for event in state.logs.of(0):
            assert MESSAGES[event.key].kind == "event", event.key
            assert set(event.params) == set(MESSAGES[event.key].params), event.key
            seen.add(event.key)
    assert {"bids_revealed", "took", "scored", "helpers_passed", "game_ended"} <= seen
