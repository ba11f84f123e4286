"""States made on the quick paths (``core.fastcopy.update``, unchecked names) are whole."""

import dataclasses

import pytest

from macaron_desktop.core.registry import get_spec
from macaron_desktop.sim import bot_factories, play_game


@pytest.mark.parametrize("mode", ["solo", "2p", "3p", "4p", "2v2", "5p"])
def test_every_state_of_a_game_holds_exactly_its_fields(mode):
    spec = get_spec("macaron")
    game = spec.game()
    config = game.validate_config(spec.config(mode))
    seats = spec.bot_seats(mode, ["random"])
    outcome = play_game(game, config, 3, seats, bot_factories(spec), keep_moves=True)
    state = game.new_game(config, 3)
    for move in outcome.moves:
        state = game.apply(state, move.seat, move.action)
        for obj in (state, state.round):
            assert set(vars(obj)) == {f.name for f in dataclasses.fields(obj)}
