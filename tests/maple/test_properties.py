"""Masters of Maple Syrup over many random games, both sides of the action cards: all 50
cards are always somewhere, once; nobody develops twice in a turn; every cost is paid
exactly; every game ends; every event and refusal is a listed message key."""

from __future__ import annotations

import random
from typing import Any

import pytest

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.maple.messages import MESSAGES
from macaron_desktop.games.maple.rules import GAME
from macaron_desktop.games.maple.state import Phase

from .helpers import conserved

GAMES = 12
MOST_MOVES = 3000


@pytest.mark.parametrize("variant", ["standard", "rivals"])
def test_random_games_keep_every_rule(variant: str) -> None:
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = GAME.new_game({"variant": variant}, seed)
        moves = 0
        while state.result is None:
            assert conserved(state), (seed, moves)
            seat = rng.choice(GAME.seats_to_act(state))
            legal = GAME.legal_actions(state, seat)
            try:  # the other seat's try is refused with a listed key
                GAME.apply(state, 1 - seat, rng.choice(legal))
            except IllegalAction as refusal:
                key = refusal.message.key
                assert MESSAGES[key].kind == "refusal" and set(refusal.message.params) == set(
                    MESSAGES[key].params
                )
            state = GAME.apply(state, seat, rng.choice(legal))
            moves += 1
            assert moves < MOST_MOVES, "the game does not end"
        assert conserved(state) and state.phase is Phase.GAME_OVER
        assert max(len(p) for p in state.properties) >= 10
        _check_the_log(state)


def _check_the_log(state) -> None:  # type: ignore[no-untyped-def]
    turn = 0
    developed: set[tuple[int, int]] = set()
    price: dict[int, int] = {}
    for event in state.logs.of(0):
        assert MESSAGES[event.key].kind == "event", event.key
        assert set(event.params) == set(MESSAGES[event.key].params), event.key
        if event.key == "turn_started":
            turn = event.params["turn"]
        elif event.key == "developing":
            price[event.params["seat"]] = event.params["cost"]
        elif event.key == "developed":
            seat = event.params["seat"]
            assert (turn, seat) not in developed, "two develops in one turn"
            developed.add((turn, seat))
            assert len(event.params["paid"]) == price.pop(seat), "a cost not paid exactly"
            assert event.params["paid"] == tuple(dict.fromkeys(event.params["paid"]))
    assert developed, "nobody developed anything"


def test_basic_bots_finish_their_games_and_beat_random_ones() -> None:
    from macaron_desktop.core.bots import RandomBot
    from macaron_desktop.games.maple.bots import BasicBot

    wins = 0
    for seed in range(10):
        bots = (BasicBot(), RandomBot()) if seed % 2 else (RandomBot(), BasicBot())
        basic = seed % 2 == 0 and 1 or 0
        state = GAME.new_game({"variant": ("standard", "rivals")[seed % 2]}, seed)
        rng = random.Random(seed)
        while state.result is None:
            seat = GAME.seats_to_act(state)[0]
            view = GAME.view(state, seat)
            state = GAME.apply(
                state, seat, bots[seat].choose(view, GAME.legal_actions(state, seat), rng)
            )
        wins += basic in state.result.winners
    assert wins >= 8


def test_the_basic_bot_behind_at_nine_cards_waits_but_not_forever() -> None:
    """Behind, the bot holds back its tenth card (the game would end lost); with a full
    hand, or once the game has gone on past turn 60, it ends the game all the same, so
    that two bots that will not give way still finish."""
    from macaron_desktop.games.maple.actions import ChooseAction, Develop, NoDevelop
    from macaron_desktop.games.maple.bots import LONG_GAME, BasicBot

    from .helpers import act, card, position

    nine = tuple(card(d, n) for d, n in [("red_maple", 3), ("red_maple", 4)]) + tuple(
        card(d)
        for d in ("box_elder", "spiles", "woodshed", "snowshoes", "syrup_cans", "grading_kit")
    )
    big = tuple(card(d) for d in ("grandfather_maple", "black_maple", "wolf_tree", "sugar_bush"))
    hand = (card("brace_drill"), card("sugaring_off"))

    def choice(turn: int, held: tuple[Any, ...]) -> Any:
        state = position(hands=(held, ()), properties=(nine, big), turn=turn)
        state = act(state, ChooseAction(2, 0))  # DEVELOP 1 for seat 0
        view = GAME.view(state, 0)
        return BasicBot().choose(view, GAME.legal_actions(state, 0), random.Random(1))

    assert isinstance(choice(10, hand), NoDevelop)
    assert isinstance(choice(LONG_GAME, hand), Develop)
    full = (*hand, card("woodshed", 2), card("spiles", 2), card("taffy_on_snow"))
    assert isinstance(choice(10, full), Develop)


def test_the_basic_bot_tucks_nothing_once_the_piles_run_low() -> None:
    """Tucked cards never come back. With plenty left to draw the bot tucks a spare card
    (it keeps three); with fewer than twelve cards in the draw and discard piles it tucks
    none, so that two players cannot tuck the game into one where nothing is left to draw
    and nobody can ever develop again."""
    from macaron_desktop.games.maple.actions import USE, ChooseAction, Harvest, Tuck
    from macaron_desktop.games.maple.bots import LOW_SUPPLY, BasicBot
    from macaron_desktop.games.maple.cards import STARTING

    from .helpers import act, card, position

    evaporator = card("evaporator")
    hand = tuple(card(d) for d in ("woodshed", "spiles", "snowshoes", "syrup_cans"))

    def tucked(left: int) -> tuple[Any, ...]:
        state = position(
            hands=(hand, ()),
            properties=((evaporator,), ()),
            tapped=(frozenset({STARTING[0]}), frozenset()),
        )
        state = act(state, ChooseAction(0, 1))  # HARVEST 1
        state = act(act(state, Harvest((STARTING[0],))), USE[evaporator])
        assert state.phase is Phase.TUCK
        state = replace(state, deck=state.deck[:left])  # the rest is out of play
        view = GAME.view(state, 0)
        choice = BasicBot().choose(view, GAME.legal_actions(state, 0), random.Random(1))
        assert isinstance(choice, Tuck)
        return choice.cards

    assert len(tucked(30)) == 1
    assert tucked(LOW_SUPPLY - 1) == ()


def test_a_long_game_searches_no_more_and_plays_the_basic_bots_move() -> None:
    """A search that is behind would hold off the end for ever (every rollout that ends
    the game loses). From turn 60 on, Hard weighs only the basic bot's move, which brings
    the end nearer."""
    from macaron_desktop.games.maple.bots import LONG_GAME, BasicBot
    from macaron_desktop.games.maple.search_support import MapleSupport

    from .helpers import position

    support = MapleSupport()
    for turn, many in ((LONG_GAME - 1, True), (LONG_GAME, False)):
        state = position(turn=turn)
        view = GAME.view(state, 0)
        legal = GAME.legal_actions(state, 0)
        found = support.candidates(view, legal)
        assert found[0] == BasicBot().choose(view, legal, random.Random(0))
        assert (len(found) > 1) is many


def test_two_basic_bots_that_deny_each_other_every_useful_end_still_finish() -> None:
    """Seed 467 of the standard game: both hands hold only cards dearer than the rest of
    the hand can pay, and each bot turned the end that did nothing for either player, so
    as not to give the other one a harvest, for ever. Past turn 60 a bot turns the end
    that helps itself, and the game ends."""
    from macaron_desktop.core.match import SeatSpec
    from macaron_desktop.games.maple.levels import BOTS
    from macaron_desktop.sim import play_game

    seats = [SeatSpec("A", "bot", "basic"), SeatSpec("B", "bot", "basic")]
    config = GAME.validate_config({"variant": "standard"})
    outcome = play_game(GAME, config, 467, seats, BOTS, max_moves=3000)
    assert outcome.winners and 60 <= outcome.state.turn < 400
