"""Macaron's level names: easy and normal play now; hard and expert search once the
engine has ``resample`` (until then they refuse to be made, saying why)."""

from __future__ import annotations

import random

import pytest

from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.games.macaron.levels import BOTS


def test_every_level_is_a_bot_name() -> None:
    assert {"random", "basic", "easy", "normal", "hard", "expert"} <= set(BOTS)
    assert BOTS["normal"] is BasicBot


@pytest.mark.parametrize("mode", ["2p", "4p", "2v2"])
def test_easy_and_normal_play_whole_games(mode: str) -> None:
    state = GAME.new_game(GAME.validate_config({"mode": mode}), 3)
    bots = [BOTS["easy"](), BOTS["normal"]()]
    rng = random.Random(1)
    while GAME.seats_to_act(state):
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = bots[seat % 2].choose(GAME.view(state, seat), legal, rng)
        assert action in legal
        state = GAME.apply(state, seat, action)
    assert GAME.result(state) is not None


def test_search_levels_need_resample() -> None:
    if callable(getattr(GAME, "resample", None)):
        state = GAME.new_game(GAME.validate_config({"mode": "2p"}), 3)
        seat = GAME.seats_to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert BOTS["hard"]().choose(GAME.view(state, seat), legal, random.Random(1)) in legal
    else:
        for name in ("hard", "expert"):
            with pytest.raises(TypeError, match="resample"):
                BOTS[name]()
