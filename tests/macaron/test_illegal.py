"""Refused actions: the right message key and values, and the state left as it was."""

import copy

import pytest

from macaron_desktop.core.flow import COMMON_REFUSALS
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macaron import (
    GAME,
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    PassCards,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from macaron_desktop.games.macaron.cards import Card, Flavor, Group
from macaron_desktop.games.macaron.messages import ILLEGAL_ACTIONS

from .helpers import C, play_state


def refused(state, seat, action):
    snapshot = copy.copy(state.__dict__)
    round_snapshot = copy.copy(state.round.__dict__)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)
    assert state.__dict__ == snapshot
    assert state.round.__dict__ == round_snapshot
    message = caught.value.message
    assert message.key in ILLEGAL_ACTIONS
    assert set(message.params) == set(ILLEGAL_ACTIONS[message.key][0])
    return message.key, message.params


def test_play_refusals():
    state = play_state("3p", ["almond 5, pistachio 3", "almond 3, pistachio 7", "pistachio 2"])
    assert refused(state, 1, PlayCard(C("almond", 3))) == ("not_your_turn", {"seat": 1})
    assert refused(state, 0, PlayCard(C("almond", 7))) == (
        "not_in_hand",
        {"flavor": "almond", "rank": 7},
    )
    assert refused(state, 0, PlayCard(Card(Flavor.ALMOND, 12))) == (
        "not_in_hand",
        {"flavor": "almond", "rank": 12},
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 5)))
    assert refused(state, 1, PlayCard(C("pistachio", 7))) == ("must_follow", {"flavor": "almond"})
    assert refused(state, 1, SkipBet())[0] == "wrong_step"
    assert refused(state, 1, "almond 3") == ("unknown_action", {"action": "'almond 3'"})
    assert refused(state, 1, PlaceVote(1, Group.A)) == (
        "wrong_step",
        {"step": "play", "action": "PlaceVote"},
    )


def test_pass_refusals():
    state = GAME.new_game({"mode": "4p"}, 2)
    hand = state.round.hands[0]
    not_mine = state.round.hands[1][0]
    assert refused(state, 0, PassCards(hand[:1])) == ("pass_two_cards", {"count": 1})
    assert refused(state, 0, PassCards(hand[:3])) == ("pass_two_cards", {"count": 3})
    assert refused(state, 0, PassCards((hand[0], hand[0]))) == ("pass_two_cards", {"count": 1})
    key, params = refused(state, 0, PassCards((hand[0], not_mine)))
    assert key == "not_in_hand" and params["rank"] == not_mine.rank
    assert refused(state, 0, PlayCard(hand[0]))[0] == "wrong_step"
    passed = GAME.apply(state, 0, PassCards(hand[:2]))
    assert refused(passed, 0, PassCards(hand[2:4])) == ("already_passed", {"seat": 0})
    assert refused(state, 7, PassCards(hand[:2])) == ("not_your_turn", {"seat": 7})


def test_discard_refusals():
    state = GAME.new_game({"mode": "solo"}, 2)
    hand = state.round.hands[0]
    assert refused(state, 0, Discard(())) == ("discard_one_or_two", {"count": 0})
    assert refused(state, 0, Discard(hand[:3])) == ("discard_one_or_two", {"count": 3})
    assert refused(state, 1, Discard(hand[:1])) == ("not_your_turn", {"seat": 1})


def test_choice_refusals():
    state = GAME.new_game({"mode": "2p", "start_player": 0}, 2)
    for seat in (0, 1):
        state = GAME.apply(state, seat, PassCards(state.round.hands[seat][:2]))
    assert refused(state, 1, ChooseRoyal(Group.D)) == ("group_not_in_play", {"group": "D"})
    assert refused(state, 0, ChooseRoyal(Group.A)) == ("not_your_turn", {"seat": 0})
    state = GAME.apply(state, 1, ChooseRoyal(Group.A))
    assert refused(state, 0, ChooseAllergen(Flavor.CHOCOLATE)) == (
        "flavor_not_in_play",
        {"flavor": "chocolate"},
    )
    state = GAME.apply(state, 0, ChooseAllergen(Flavor.ALMOND))
    assert refused(state, 0, Bet(6)) == ("bet_out_of_range", {"value": 6, "low": 1, "high": 5})
    assert refused(state, 0, Bet(0))[0] == "bet_out_of_range"


def test_vote_refusals():
    state = GAME.new_game({"mode": "5p", "start_player": 0}, 2)
    for seat in range(5):
        state = GAME.apply(state, seat, PassCards(state.round.hands[seat][:2]))
    missing = ({1, 2, 3} - set(state.round.tokens[0])) or {4}
    value = min(missing)
    assert refused(state, 0, PlaceVote(value, Group.A)) == ("no_such_token", {"value": value})
    token = state.round.tokens[0][0]
    assert refused(state, 0, PlaceVote(token, "Royal")) == ("bad_vote_target", {})
    assert refused(state, 1, PlaceVote(token, Group.A)) == ("not_your_turn", {"seat": 1})


def test_game_over_refuses_everything():
    from .helpers import play_match

    match = play_match("2p", 3)
    assert refused(match.state, 0, SkipBet()) == ("game_over", {})
    assert GAME.legal_actions(match.state, 0) == []


def test_match_refuses_and_keeps_its_log():
    match = Match(GAME, {"mode": "3p"}, 1, [SeatSpec("a"), SeatSpec("b"), SeatSpec("c")])
    with pytest.raises(IllegalAction):
        match.play(0, PassCards(match.state.round.hands[1][:2]))
    assert match.moves == []


def test_every_documented_key_is_raised_somewhere():
    import pathlib

    # the rules are split by phase: every module of the package may refuse an action
    package = pathlib.Path(__file__).parents[2] / "macaron_desktop/games/macaron"
    text = "".join(path.read_text() for path in package.glob("*.py"))
    for key in ILLEGAL_ACTIONS:
        if key in COMMON_REFUSALS:
            continue  # the kit's, raised by core.flow (tests/core/test_flow.py)
        assert f'IllegalAction("{key}"' in text or f'waiting_refusal="{key}"' in text, key
