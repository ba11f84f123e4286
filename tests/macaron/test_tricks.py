"""Winning tricks and gift boxes (RULINGS 1.4), one rule per test, through the engine."""

import pytest

from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macaron import GAME, PlayCard
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.games.macaron.tricks import trick_boxes, trick_winner

from .helpers import C, play_state

F = Flavor


def finish_trick(state, plays):
    """Play (seat, card) in order; return the state after the last one."""
    for seat, card in plays:
        state = GAME.apply(state, seat, PlayCard(card))
    return state


def last_trick(state):
    """The last finished trick, also when it ended the round (then the round is history)."""
    if state.round.tricks:
        return state.round.tricks[-1]
    return state.history[-1].tricks[-1]


def test_zh_tw_example_blueberry_3_beats_almond_6_and_7():
    # Royal group B. Yellow leads almond, green and red follow with 6 and 7, blue has no
    # almond and plays blueberry 3: the Royal card wins one box.
    state = play_state(
        "4p",
        [
            "almond 2, pistachio 5",
            "almond 6, pistachio 4",
            "almond 7, pistachio 3",
            "blueberry 3, pistachio 2",
        ],
        royal=Group.B,
    )
    state = finish_trick(
        state,
        [(0, C("almond", 2)), (1, C("almond", 6)), (2, C("almond", 7)), (3, C("blueberry", 3))],
    )
    trick = last_trick(state)
    assert trick.winner == 3
    assert trick.boxes == 1
    assert trick.royal_won
    assert state.round.boxes == (0, 0, 0, 1)
    assert state.round.leader == 3


def test_zh_tw_example_strawberry_1_takes_three_boxes():
    state = play_state(
        "4p",
        [
            "almond 3, pistachio 5",
            "almond 6, pistachio 4",
            "almond 7, pistachio 3",
            "strawberry 1, pistachio 6",
        ],
        royal=Group.B,
    )
    state = finish_trick(
        state,
        [(0, C("almond", 3)), (1, C("almond", 6)), (2, C("almond", 7)), (3, C("strawberry", 1))],
    )
    trick = last_trick(state)
    assert (trick.winner, trick.boxes, trick.reason) == (3, 3, "one")
    assert state.round.boxes == (0, 0, 0, 3)
    won = [e for e in GAME.view(state, 0).events if e.key == "trick_won"][-1]
    assert won.params["reason"] == "one" and won.params["boxes"] == 3


def test_must_follow_and_state_unchanged():
    state = play_state("3p", ["almond 5", "almond 3, pistachio 7", "pistachio 2"], royal=Group.C)
    state = GAME.apply(state, 0, PlayCard(C("almond", 5)))
    before = state
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 1, PlayCard(C("pistachio", 7)))
    assert caught.value.message.key == "must_follow"
    assert caught.value.message.params == {"flavor": "almond"}
    assert state is before and state.round.hands[1] == (C("almond", 3), C("pistachio", 7))
    assert GAME.legal_actions(state, 1) == [PlayCard(C("almond", 3))]


def test_cannot_follow_may_play_anything():
    state = play_state("3p", ["almond 5", "pistachio 7, green_tea 1", "pistachio 2"], royal=Group.C)
    state = GAME.apply(state, 0, PlayCard(C("almond", 5)))
    assert set(GAME.legal_actions(state, 1)) == {
        PlayCard(C("pistachio", 7)),
        PlayCard(C("green_tea", 1)),
    }


def test_highest_of_led_flavour_wins_off_flavour_is_dead():
    state = play_state("3p", ["almond 4", "pistachio 7", "almond 5"], royal=Group.B)
    state = finish_trick(state, [(0, C("almond", 4)), (1, C("pistachio", 7)), (2, C("almond", 5))])
    assert last_trick(state).winner == 2
    assert last_trick(state).boxes == 1


def test_royal_beats_non_royal_lead_even_when_lower():
    state = play_state("3p", ["almond 7", "strawberry 2", "almond 6"], royal=Group.B)
    state = finish_trick(state, [(0, C("almond", 7)), (1, C("strawberry", 2)), (2, C("almond", 6))])
    assert last_trick(state).winner == 1


def test_highest_royal_wins_among_several():
    state = play_state(
        "4p", ["almond 7", "strawberry 3", "blueberry 5", "strawberry 4"], royal=Group.B
    )
    state = finish_trick(
        state,
        [
            (0, C("almond", 7)),
            (1, C("strawberry", 3)),
            (2, C("blueberry", 5)),
            (3, C("strawberry", 4)),
        ],
    )
    assert last_trick(state).winner == 2


def test_equal_royal_ranks_go_to_the_first_played():
    state = play_state("4p", ["almond 7", "strawberry 5", "blueberry 5", "almond 2"], royal=Group.B)
    state = finish_trick(
        state,
        [(0, C("almond", 7)), (1, C("strawberry", 5)), (2, C("blueberry", 5)), (3, C("almond", 2))],
    )
    assert last_trick(state).winner == 1


def test_royal_lead_only_the_led_flavour_wins():
    # Royal group B: strawberry led; the higher blueberry (the other Royal flavour) is dead.
    state = play_state("3p", ["strawberry 2", "blueberry 7", "strawberry 3"], royal=Group.B)
    state = finish_trick(
        state, [(0, C("strawberry", 2)), (1, C("blueberry", 7)), (2, C("strawberry", 3))]
    )
    assert last_trick(state).winner == 2


def test_one_of_led_flavour_wins_three_boxes_when_nobody_beats_it():
    state = play_state("2p", ["almond 1", "pistachio 7"], royal=Group.C)
    state = finish_trick(state, [(0, C("almond", 1)), (1, C("pistachio", 7))])
    assert (last_trick(state).winner, last_trick(state).boxes) == (0, 3)


def test_allergen_without_a_two_gives_no_boxes():
    state = play_state(
        "3p",
        ["almond 4, green_tea 3", "pistachio 6, green_tea 4", "almond 5, green_tea 5"],
        royal=Group.B,
        allergen=Flavor.PISTACHIO,
    )
    state = finish_trick(state, [(0, C("almond", 4)), (1, C("pistachio", 6)), (2, C("almond", 5))])
    trick = last_trick(state)
    assert (trick.winner, trick.boxes, trick.reason) == (2, 0, "allergen")
    assert state.round.leader == 2  # the winner still leads


def test_a_two_of_any_flavour_cancels_the_allergen():
    state = play_state(
        "3p", ["almond 4", "green_tea 2", "almond 5"], royal=Group.B, allergen=Flavor.ALMOND
    )
    state = finish_trick(state, [(0, C("almond", 4)), (1, C("green_tea", 2)), (2, C("almond", 5))])
    trick = last_trick(state)
    assert (trick.winner, trick.boxes, trick.reason) == (2, 1, "two_cancels_allergen")


def test_a_two_in_the_allergen_flavour_cancels_it_too():
    state = play_state("2p", ["almond 2", "almond 6"], royal=Group.B, allergen=Flavor.ALMOND)
    state = finish_trick(state, [(0, C("almond", 2)), (1, C("almond", 6))])
    assert (last_trick(state).winner, last_trick(state).boxes) == (1, 1)


def test_allergen_voids_even_a_winning_one():
    state = play_state("2p", ["strawberry 1", "almond 5"], royal=Group.B, allergen=Flavor.ALMOND)
    state = finish_trick(state, [(0, C("strawberry", 1)), (1, C("almond", 5))])
    assert (last_trick(state).winner, last_trick(state).boxes) == (0, 0)


def test_equal_rank_and_flavour_first_played_wins_emma_random_card():
    # Emma's random card: a printed pistachio 5 in her almond pile counts as almond 5.
    state = play_state(
        "solo",
        ["almond 5, pistachio 1", ()],
        royal=Group.C,
        allergen=Flavor.GREEN_TEA,
        piles={Flavor.ALMOND: [C("pistachio", 5)]},
    )
    state = GAME.apply(state, 0, PlayCard(C("almond", 5)))
    (action,) = GAME.legal_actions(state, 1)
    assert action.pile is Flavor.ALMOND
    state = GAME.apply(state, 1, action)
    trick = last_trick(state)
    assert trick.plays[1].flavor is Flavor.ALMOND and trick.plays[1].pile is Flavor.ALMOND
    assert trick.winner == 0


def test_winner_leads_next_trick():
    state = play_state(
        "3p", ["almond 4, almond 1", "almond 6, pistachio 1", "almond 5, pistachio 2"]
    )
    state = finish_trick(state, [(0, C("almond", 4)), (1, C("almond", 6)), (2, C("almond", 5))])
    assert GAME.seats_to_act(state) == (1,)
    assert state.round.trick == ()


def test_round_ends_at_eight_boxes():
    state = play_state(
        "3p",
        ["almond 7, almond 1", "almond 6, pistachio 1", "almond 5, pistachio 2"],
        boxes=(7, 0, 0),
    )
    state = finish_trick(state, [(0, C("almond", 7)), (1, C("almond", 6)), (2, C("almond", 5))])
    assert state.round.number == 2  # scored, next round dealt
    summary = state.summaries[-1]
    assert summary.boxes == (8, 0, 0) and summary.end_reason == "eight_boxes"


def test_round_ends_when_hands_are_empty():
    state = play_state("2p", ["almond 7", "almond 6"], boxes=(2, 3))
    state = finish_trick(state, [(0, C("almond", 7)), (1, C("almond", 6))])
    summary = state.summaries[-1]
    assert summary.boxes == (3, 3) and summary.end_reason == "hands_empty"


def test_trick_functions_directly():
    royal = {F.STRAWBERRY, F.BLUEBERRY}
    plays = [(F.ALMOND, 2), (F.ALMOND, 6), (F.ALMOND, 7), (F.BLUEBERRY, 3)]
    assert trick_winner(plays, royal) == 3
    assert trick_boxes(plays, 3, None) == (1, "plain")
    assert trick_boxes(plays, 3, F.ALMOND) == (1, "two_cancels_allergen")
    plays = [(F.ALMOND, 3), (F.ALMOND, 6), (F.ALMOND, 7), (F.STRAWBERRY, 1)]
    assert trick_boxes(plays, trick_winner(plays, royal), None) == (3, "one")
    assert trick_boxes(plays, 3, F.ALMOND) == (0, "allergen")


def test_phase_is_play_in_scenarios():
    assert play_state().round.phase is Phase.PLAY
