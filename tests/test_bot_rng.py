"""One bot-randomness scheme: the simulator and the app's matches play the same games."""

import pytest

from macaron_desktop.core.bots import bot_rng, bot_rngs
from macaron_desktop.core.match import Match
from macaron_desktop.core.registry import get_spec
from macaron_desktop.sim import bot_factories, play_game


@pytest.mark.parametrize(("mode", "bot"), [("solo", "random"), ("3p", "random"), ("4p", "basic")])
def test_simulator_and_match_make_the_same_moves_for_a_seed(mode, bot):
    spec = get_spec("macaron")
    game = spec.game()
    config = game.validate_config(spec.config(mode))
    seats = spec.bot_seats(mode, [bot])
    factories = bot_factories(spec)
    outcome = play_game(game, config, 77, seats, factories, keep_moves=True)
    match = Match(game, config, 77, seats)
    bots = {s: factories[seat.level]() for s, seat in enumerate(seats) if seat.kind == "bot"}
    while not match.finished:
        seat = match.seats_to_act()[0]
        if seat in bots:
            action = match.bot_choice(seat, bots[seat])
        else:
            action = match.legal_actions(seat)[0]
        match.play(seat, action)
    assert match.moves == outcome.moves
    assert match.result() == game.result(outcome.state)


def test_bot_generators_are_reproducible_and_differ_by_seat_and_move():
    draws = {
        (seat, move): bot_rng(5, seat, move).random() for seat in range(5) for move in range(50)
    }
    assert len(set(draws.values())) == len(draws)
    assert bot_rng(5, 2, 9).random() == draws[(2, 9)]
    assert bot_rng(6, 2, 9).random() != draws[(2, 9)]
    rng = bot_rng(1, 0, 0)
    assert sorted(rng.sample(range(10), 10)) == list(range(10))
    assert 0 <= rng.randrange(78) < 78


def _draws(rng, gauss=False):
    draws = [rng.random(), rng.randrange(7), rng.choice("abcdef"), rng.sample(range(9), 3)]
    return [*draws, rng.gauss(0.0, 1.0)] if gauss else draws


@pytest.mark.parametrize(("mode", "bot"), [("4p", "easy"), ("5p", "random")])
def test_simultaneous_choices_arriving_in_another_order_make_the_same_game(mode, bot):
    """Cards are passed by every seat at once: in the app a person or a slow bot may
    answer last. The bots' choices must not depend on that order."""
    spec = get_spec("macaron")
    game = spec.game()
    config = game.validate_config(spec.config(mode))
    seats = spec.bot_seats(mode, [bot])
    factories = bot_factories(spec)
    outcome = play_game(game, config, 31, seats, factories, keep_moves=True)
    match = Match(game, config, 31, seats)
    bots = {s: factories[seat.level]() for s, seat in enumerate(seats) if seat.kind == "bot"}
    simultaneous = 0
    while not match.finished:
        to_act = match.seats_to_act()
        simultaneous += len(to_act) > 1
        seat = to_act[-1]  # the last seat answers first
        if seat in bots:
            action = match.bot_choice(seat, bots[seat])
        else:
            action = match.legal_actions(seat)[0]
        match.play(seat, action)
    assert simultaneous > 0
    by_seat = {s: [m.action for m in match.moves if m.seat == s] for s in range(len(seats))}
    expected = {s: [m.action for m in outcome.moves if m.seat == s] for s in range(len(seats))}
    assert by_seat == expected
    assert match.result() == game.result(outcome.state)


def test_a_games_generators_in_a_row_are_those_of_bot_rng_even_when_kept():
    rngs = bot_rngs(5)
    kept = []
    for move in range(40):
        seat = move % 4
        rng = rngs(seat, move)
        gauss = move % 5 == 1  # right after a generator was left with a spare value
        assert _draws(rng, gauss) == _draws(bot_rng(5, seat, move), gauss)
        if move % 5 == 0:
            rng.gauss(0.0, 1.0)  # leaves a spare value on the generator
        if move % 3 == 0:
            kept.append((rng, rng.getstate()))
        del rng
    # a generator the caller kept is never restarted under it
    for rng, state in kept:
        assert rng.getstate() == state
