"""Hard's value at the horizon: a chance of winning, from a model fitted on games."""

from __future__ import annotations

import pytest

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.game import Result
from macaron_desktop.games.maple.scoring import score
from macaron_desktop.games.maple.search_support import (
    FEATURES,
    STAGES,
    WEIGHTS,
    MapleSupport,
    stage_of,
    win_lead,
)
from macaron_desktop.games.maple.state import Phase

from .helpers import card, position

#: seven property cards each, alike in points, draws and kind (with the Red Maple and
#: one card more, nine: one card from the end)
SAME = (
    (card("sugar_maple", 1), card("sugar_maple", 2), card("spiles", 1), card("sap_bucket", 1),
     card("woodshed", 1), card("paper_birch", 1), card("silver_maple", 1)),
    (card("sugar_maple", 3), card("sugar_maple", 4), card("spiles", 2), card("sap_bucket", 2),
     card("woodshed", 2), card("paper_birch", 2), card("silver_maple", 2)),
)  # fmt: skip


def _lead(late: bool, variant: str) -> tuple[float, float]:
    """Seat 0 ahead by Black Maple (4 points) against Box Elder (0 points), both trees
    that draw one card: early (two cards each) or with one card to go (nine each). The
    value for seat 0 and for seat 1."""
    extra = SAME if late else ((), ())
    props = (
        (*extra[0], card("black_maple", 1)),
        (*extra[1], card("box_elder", 1)),
    )
    state = position(variant=variant, properties=props, current=0)
    assert score(state, 0) - score(state, 1) == 4
    assert stage_of(state) == (len(STAGES) - 1 if late else 0)
    support = MapleSupport()
    return support.evaluate(state, 0), support.evaluate(state, 1)


@pytest.mark.parametrize("variant", ["standard", "rivals"])
def test_the_value_is_one_players_chance_against_the_others(variant: str) -> None:
    """What one player gains the other loses, and a guess is never a certainty."""
    for late in (False, True):
        mine, theirs = _lead(late, variant)
        assert mine == pytest.approx(-theirs)
        assert 0 < mine < 100


@pytest.mark.parametrize("variant", ["standard", "rivals"])
def test_four_points_ahead_count_for_more_with_one_card_to_go(variant: str) -> None:
    """A points lead is worth little while the game has long to go and much near its
    end (a lead in points alone, the old value, could not tell the two apart)."""
    early, _ = _lead(False, variant)
    late, _ = _lead(True, variant)
    assert late > early + 20


def test_a_finished_game_outweighs_every_guess() -> None:
    """A won game is worth more than any position before the end, a lost one less, a
    tie in between; a bigger win a little more."""
    state = position(properties=SAME)
    support = MapleSupport()

    def ended(scores: tuple[int, int]) -> float:
        best = max(scores)
        winners = tuple(s for s in (0, 1) if scores[s] == best)
        over = replace(state, phase=Phase.GAME_OVER, result=Result(scores, winners))
        return support.evaluate(over, 0)

    assert ended((30, 20)) > ended((25, 20)) >= 100 > ended((20, 20)) > -100 >= ended((20, 25))


def test_the_model_has_a_weight_for_every_feature_stage_and_variant() -> None:
    """Every variant's table is complete (a missing row would fail in play)."""
    assert set(WEIGHTS) == {"standard", "rivals"}
    for rows in WEIGHTS.values():
        assert len(rows) == len(STAGES)
        assert all(len(row) == len(FEATURES) for row in rows)
        # more points are better at every stage past the opening
        assert all(row[FEATURES.index("points")] > 0 for row in rows)


def test_cards_in_hand_and_tapped_trees_are_worth_something() -> None:
    """Level tables: a hand card (it pays for a develop) and a tapped tree (a harvest to
    come) each tip the chance towards their owner."""
    hand = (card("norway_maple", 1), card("hydrometer", 1))
    level = position(properties=SAME)
    assert win_lead(level, 0) > 0  # level, but seat 0 turns the next action card
    richer = position(properties=SAME, hands=(hand, ()))
    assert win_lead(richer, 0) > win_lead(level, 0) + 5
    tapped = position(properties=SAME, tapped=(frozenset(SAME[0][:2]), frozenset()))
    assert win_lead(tapped, 0) > win_lead(level, 0)
