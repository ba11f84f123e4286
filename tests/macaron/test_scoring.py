"""Scoring a round, bets, the floor at 0, 2V2 teams and the end of the game (1.5, 1.6)."""

import pytest

from macaron_desktop.games.macaron import GAME, PlayCard
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.scoring import (
    ADVANCED_HIT,
    ADVANCED_MISS,
    bet_vp,
    score_round,
    track_row,
    track_vp,
)
from macaron_desktop.games.macaron.state import Phase

from .helpers import C, play_state


@pytest.mark.parametrize(
    ("boxes", "row", "vp"),
    [
        (0, 1, 2),
        (1, 2, 1),
        (2, 2, 1),
        (3, 3, 3),
        (4, 3, 3),
        (5, 3, 3),
        (6, 4, 4),
        (7, 4, 4),
        (8, 5, 5),
        (11, 5, 5),
    ],
)
def test_standard_track_rows(boxes, row, vp):
    assert track_row(boxes) == row
    assert track_vp(boxes) == vp


@pytest.mark.parametrize("boxes", range(0, 12))
def test_standard_bets_hit_and_miss(boxes):
    for row in range(1, 6):
        expected = 2 if row == track_row(boxes) else -1
        assert bet_vp("standard", row, boxes) == expected
    assert bet_vp("standard", None, boxes) == 0


@pytest.mark.parametrize("boxes", range(0, 12))
def test_advanced_bets_pay_the_column_bet_on(boxes):
    reached = min(boxes, 8)
    for column in range(9):
        if column == reached:
            assert bet_vp("advanced", column, boxes) == ADVANCED_HIT[column]
        else:
            assert bet_vp("advanced", column, boxes) == ADVANCED_MISS[column]


def test_advanced_table_values():
    assert ADVANCED_HIT == (4, 3, 3, 2, 2, 2, 3, 3, 4)
    assert ADVANCED_MISS == (-1,) * 8 + (-2,)


def score(**kw):
    base = dict(
        number=1,
        start_seat=0,
        royal_group=Group.A,
        allergen=None,
        end_reason="hands_empty",
        scoring="standard",
        emma=None,
        teams=None,
    )
    base.update(kw)
    return score_round(**base)


def test_round_vp_track_plus_bets():
    s = score(boxes=[0, 4, 8, 1], bets=[1, 2, None, 2], old_scores=[0, 0, 0, 0])
    assert s.vp == (2 + 2, 3 - 1, 5, 1 + 2)
    assert s.scores == (4, 2, 5, 3)
    assert s.bet_hits == (True, False, None, True)


def test_floor_at_zero_per_seat():
    s = score(boxes=[1, 1], bets=[5, None], old_scores=[0, 3])
    assert s.vp == (0, 1)
    s = score(boxes=[3, 1], bets=[5, 8], old_scores=[0, 0], scoring="advanced")
    assert s.vp == (3 - 1, 1 - 2)
    assert s.scores == (2, 0)  # -1 floored to 0
    s = score(boxes=[1, 1], bets=[8, None], old_scores=[0, 0], scoring="advanced")
    assert s.vp[0] == -1 and s.scores[0] == 0


def test_solo_missed_bet_costs_nothing_and_gives_emma_two():
    s = score(boxes=[3, 5], bets=[1, None], old_scores=[4, 4], emma=1)
    assert s.vp == (3, 3 + 2)
    assert s.emma_bonus == 2
    assert s.scores == (7, 9)
    s = score(boxes=[3, 5], bets=[3, None], old_scores=[4, 4], emma=1)
    assert s.vp == (5, 3) and s.emma_bonus == 0
    s = score(boxes=[2, 5], bets=[8, None], old_scores=[0, 0], emma=1, scoring="advanced")
    assert s.vp == (1, 3 + 2)


def test_2v2_team_scores_floor_applied_once_to_the_team():
    # Seat 0 gains 2+2, seat 2 gains 1-1 and... team 0 = [0, 2], team 1 = [1, 3]
    s = score(
        boxes=[0, 1, 1, 1],
        bets=[1, 5, 5, 5],
        old_scores=[0, 0],
        teams=((0, 2), (1, 3)),
        scoring="advanced",
    )
    # advanced: seat 0 column 0 hit +4 -> 6; seat 2 column 5 miss -1 -> 0; team 0: 6
    assert s.vp == (2 - 1, 1 - 1, 1 - 1, 1 - 1)
    s = score(
        boxes=[1, 1, 1, 3],
        bets=[8, 8, None, None],
        old_scores=[1, 0],
        teams=((0, 2), (1, 3)),
        scoring="advanced",
    )
    # seat 0: 1 - 2 = -1, seat 2: +1 -> team 0: 1 + 0 = 1; seat 1: -1, seat 3: 3 -> 2
    assert s.vp == (-1, -1, 1, 3)
    assert s.scores == (1, 2)
    s = score(
        boxes=[1, 1, 1, 1],
        bets=[8, 8, 8, 8],
        old_scores=[1, 0],
        teams=((0, 2), (1, 3)),
        scoring="advanced",
    )
    # team 0: 1 + (-1) + (-1) = -1 -> 0 (floor once on the team total, not per member)
    assert s.scores == (0, 0)


def test_2v2_floor_is_on_the_team_total_not_each_member():
    # Seat 0 loses 1 on its own (1 box, missed 8+ bet: 1 - 2), seat 2 gains 5.
    s = score(
        boxes=[1, 0, 8, 0],
        bets=[8, None, None, None],
        old_scores=[0, 0],
        teams=((0, 2), (1, 3)),
        scoring="advanced",
    )
    assert s.vp[0] == -1 and s.vp[2] == 5
    assert s.scores[0] == 4  # not max(0, -1) + 5 = 5


def end_round_state(mode, boxes, bets, scores, target=10, scoring="standard"):
    """A state one card from the end of a round (everyone holds one card)."""
    n = len(boxes)
    hands = ["almond 7"] + [f"pistachio {i + 1}" for i in range(n - 1)]
    if mode == "solo":
        state = play_state(
            mode,
            ["almond 7", ()],
            royal=Group.C,
            boxes=boxes,
            bets=bets,
            scores=scores,
            piles={Flavor.PISTACHIO: [C("pistachio", 1)]},
            target=target,
            scoring=scoring,
            allergen=Flavor.GREEN_TEA,
        )
        return state, [(0, PlayCard(C("almond", 7))), (1, None)]
    state = play_state(
        mode,
        hands,
        royal=Group.C,
        boxes=boxes,
        bets=bets,
        scores=scores,
        target=target,
        scoring=scoring,
    )
    plays = [(0, PlayCard(C("almond", 7)))] + [
        (i, PlayCard(C("pistachio", i))) for i in range(1, n)
    ]
    return state, plays


def finish(state, plays):
    for seat, action in plays:
        if seat == 1 and state.info.solo:
            action = GAME.legal_actions(state, 1)[0]
        state = GAME.apply(state, seat, action)
    return state


def test_game_ends_at_target_with_single_winner():
    state, plays = end_round_state("3p", [2, 3, 4], [None, None, None], [8, 5, 6])
    state = finish(state, plays)  # seat 0 wins the last trick: 3 boxes -> row 3 -> 3 VP
    assert state.round.phase is Phase.GAME_OVER
    assert state.result.scores == (11, 8, 9)
    assert state.result.winners == (0,)
    assert GAME.seats_to_act(state) == ()
    assert GAME.view(state, 0).events[-1].key == "game_over"


def test_shared_victory():
    state, plays = end_round_state("3p", [2, 5, 4], [None, None, None], [8, 8, 0])
    state = finish(state, plays)  # 3 boxes -> +3 for seat 0; seat 1: 5 -> +3
    assert state.result.scores == (11, 11, 3)
    assert state.result.winners == (0, 1)


def test_game_goes_on_below_target():
    state, plays = end_round_state("3p", [0, 0, 0], [None, None, None], [0, 0, 0])
    state = finish(state, plays)
    assert state.result is None and state.round.number == 2


def test_emma_can_win_solo():
    # Emma holds 7 boxes; the player wins the last trick; Emma's missed-bet bonus: +2.
    state, plays = end_round_state("solo", [0, 7], [1, None], [0, 4])
    state = finish(state, plays)
    # player: 1 box (row 2, bet on row 1 missed: 0) -> 1; Emma: 7 boxes -> 4 + 2 -> 10
    assert state.result is not None
    assert state.result.scores == (1, 10)
    assert state.result.winners == (1,)


def test_2v2_result_is_per_team():
    state, plays = end_round_state("2v2", [8, 0, 2, 0], [None] * 4, [9, 2])
    # Dealing the last trick: round ends anyway when hands are empty.
    state = finish(state, plays)
    assert state.result is not None
    assert len(state.result.scores) == 2
    assert state.result.winners == (0,)
