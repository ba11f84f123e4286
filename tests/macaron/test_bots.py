"""Bots decide from views only and always pick a legal action."""

import random

import pytest

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.games.macaron import GAME, PlayCard
from macaron_desktop.games.macaron.bots import BasicBot
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.config import MODES
from macaron_desktop.games.macaron.levels import BOTS, make_bot

from .helpers import C, play_match, play_state


def test_registry():
    assert set(BOTS) == {"random", "basic", "easy", "normal", "hard", "expert"}
    assert BOTS["random"] is RandomBot
    assert isinstance(make_bot("basic"), BasicBot)


class CheckingBot(BasicBot):
    """A basic bot that checks it only ever returns a legal action."""

    def choose(self, view, legal_actions, rng):
        action = super().choose(view, legal_actions, rng)
        assert action in legal_actions
        return action


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("scoring", ["standard", "advanced"])
def test_basic_bot_plays_whole_games(mode, scoring):
    bots = [CheckingBot()] * 5
    match = play_match(mode, 31, scoring=scoring, bots=bots)
    assert match.finished


def choose(state, seat):
    return BasicBot().choose(
        GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(0)
    )


def test_follows_low_when_it_cannot_win():
    state = play_state(
        "3p", ["almond 7", "almond 3, almond 5, pistachio 1", "almond 1"], royal=Group.B
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 7)))
    assert choose(state, 1) == PlayCard(C("almond", 3))


def test_keeps_its_twos_when_throwing():
    state = play_state(
        "3p", ["almond 7", "almond 2, almond 5, pistachio 1", "almond 1"], royal=Group.B
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 7)))
    assert choose(state, 1) == PlayCard(C("almond", 5))


def test_wins_cheaply_when_last():
    state = play_state(
        "3p", ["almond 4", "almond 3", "almond 5, almond 7, pistachio 3"], royal=Group.B
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 4)))
    state = GAME.apply(state, 1, PlayCard(C("almond", 3)))
    assert choose(state, 2) == PlayCard(C("almond", 5))


def test_trumps_with_royal_one_when_last_and_worth_three():
    state = play_state(
        "3p", ["almond 4", "almond 6", "strawberry 1, strawberry 5, pistachio 3"], royal=Group.B
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 4)))
    state = GAME.apply(state, 1, PlayCard(C("almond", 6)))
    assert choose(state, 2) == PlayCard(C("strawberry", 1))


def test_rescues_partners_allergen_trick_with_a_two():
    # 2V2: seat 0 (partner of 2) leads almond 7; an opponent spoils with the Allergen; seat 2
    # cannot beat the 7 but holds a 2: it plays it to save the boxes.
    state = play_state(
        "2v2",
        ["almond 7", "pistachio 4", "almond 2, almond 3", "almond 1"],
        royal=Group.D,
        allergen=Flavor.PISTACHIO,
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 7)))
    state = GAME.apply(state, 1, PlayCard(C("pistachio", 4)))
    assert choose(state, 2) == PlayCard(C("almond", 2))


def test_basic_beats_random_in_a_small_sample():
    from macaron_desktop.core.registry import get_spec
    from macaron_desktop.sim import run

    spec = get_spec("macaron")
    config = GAME.validate_config({"mode": "4p"})
    seats = spec.bot_seats("4p", ["basic", "random", "random", "random"])
    summary = run(spec, config, seats, 60, 100)
    assert summary.win_share()[0] > 0.3  # a random seat would get about 0.25
