"""Matches on the toy game shared by the search tests."""

from __future__ import annotations

import random

from macaron_desktop.core.bots import Bot, RandomBot
from macaron_desktop.games.toy.rules import GAME


def share_against_random(searcher: Bot, games: int = 120) -> float:
    """``searcher``'s win share over ``games`` 2-player toy games against a random bot,
    seats alternating (seeded: the same every run; shared wins split)."""
    wins = 0.0
    for seed in range(games):
        state = GAME.new_game({"players": 2}, 1000 + seed)
        searching = seed % 2
        players = {searching: searcher, 1 - searching: RandomBot()}
        rng = random.Random(seed)
        while GAME.seats_to_act(state):
            seat = GAME.seats_to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(
                state, seat, players[seat].choose(GAME.view(state, seat), legal, rng)
            )
        result = GAME.result(state)
        assert result is not None
        if searching in result.winners:
            wins += 1 / len(result.winners)
    return wins / games
