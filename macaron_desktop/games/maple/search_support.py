"""What Masters of Maple Syrup's search knows: the basic bot's moves first and in
rollouts, rollouts over the next six turns, and a value there that is a chance of
winning. The basic bot's own choice keeps a small bonus, so that the search leaves it
only for a clearly better move.

Points come only at GAME END, so the value at the horizon is a model's guess at who
will win from there: a logistic regression, per stage of the game, on the two tables'
differences in points, hand, trees and their draws, property size and who turns the
next action card, fitted on games of the basic bot against itself
(``benchmarks/maple_value_fit.py``). A chance, unlike a points lead, knows that two
points matter more with one card to go than with eight.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.search import RoundSupport

from .bots import LONG_GAME, BasicBot
from .scoring import score
from .state import END_SIZE, HAND_LIMIT

#: turns a rollout looks ahead
HORIZON = 6
#: what the basic bot's own choice is given ahead (in percentage points of the value)
FIRST_BONUS = 3.0

#: what the win-chance model compares, the seat's less its neighbour's: property points,
#: hand cards (up to the hand limit), tapped trees' draws, all trees' draws, property
#: cards, and whether the seat turns the next action card (+1) or not (-1)
FEATURES = ("points", "hand", "tapped", "trees", "cards", "current")
#: the stages of a game by the larger property's size; the model has weights per stage
STAGES = ("0-4", "5-6", "7", "8", "9")
_STAGE_OF_SIZE = (0, 0, 0, 0, 0, 1, 1, 2, 3, 4, 4)


def stage_of(state: Any) -> int:
    """The stage (index into :data:`STAGES`) of ``state``."""
    return _STAGE_OF_SIZE[min(END_SIZE, max(len(p) for p in state.properties))]


def _side(state: Any, seat: int) -> tuple[float, ...]:
    trees = [c for c in state.properties[seat] if c.is_tree]
    return (
        float(score(state, seat)),
        float(min(len(state.hands[seat]), HAND_LIMIT)),
        float(sum(c.design.harvest for c in state.tapped[seat])),
        float(sum(c.design.harvest for c in trees)),
        float(len(state.properties[seat])),
        1.0 if state.current == seat else -1.0,
    )


def features(state: Any, seat: int) -> tuple[float, ...]:
    """:data:`FEATURES` of ``state`` for ``seat``: its side less its neighbour's."""
    mine, theirs = _side(state, seat), _side(state, 1 - seat)
    return tuple(a - b for a, b in zip(mine, theirs, strict=True))


class MapleSupport(RoundSupport):
    """Move ordering and rollouts by the basic bot; the value is a chance of winning
    (see above)."""

    def __init__(self) -> None:
        from .rules import GAME

        super().__init__(GAME, BasicBot, win_value=100.0, max_candidates=8)
        # a typical spread of the value, in percentage points of the win-chance lead:
        # tree search's exploration and the review's "clearly worse" (half of it) read it
        self.value_scale = 30.0
        self.first_bonus = FIRST_BONUS

    def candidates(self, view: Any, legal: Sequence[Any]) -> Sequence[Any]:
        """The basic bot's choice first, then others; from turn :data:`~.bots.LONG_GAME`
        on, the basic bot's choice only. (A search that is behind would otherwise hold off
        the end for ever: every rollout that ends the game loses, every one that waits
        only trails.)"""
        if view.turn >= LONG_GAME:
            return super().candidates(view, legal)[:1]
        return super().candidates(view, legal)

    def stop(self, root: Any, state: Any, steps: int) -> bool:
        """After :data:`HORIZON` more turns, or at the end."""
        return bool(state.result is not None or state.turn >= root.turn + HORIZON)

    def evaluate(self, state: Any, seat: int) -> float:
        """``seat``'s chance of winning less its neighbour's, in percentage points (+100:
        a sure win): at the end the result (and a tenth of the points' lead, so that a
        bigger win is a little better), before it the win-chance model of
        :data:`WEIGHTS`."""
        if state.result is not None:
            result = state.result
            lead = 0.1 * (result.scores[seat] - result.scores[1 - seat])
            if len(result.winners) > 1:
                return lead
            return lead + (self.win_value if seat in result.winners else -self.win_value)
        return win_lead(state, seat)


#: the win-chance model's weights per variant and stage (:data:`STAGES`), one per
#: :data:`FEATURES`: a logistic regression of the final result of basic against basic
#: on the features of every turn's first state, fitted on 4,000 games a variant (seeds
#: 100001-104000; the next 1,000 held out to measure it): ``python
#: benchmarks/maple_value_fit.py --games 5000 --holdout 1000 --variant V --python``
WEIGHTS: dict[str, tuple[tuple[float, ...], ...]] = {
    "standard": (
        (0.0926, 0.1975, 0.0911, 0.6304, -0.1417, 0.0361),
        (0.2936, 0.3011, 0.1106, 0.2716, 0.2674, 0.0768),
        (0.4372, 0.3704, 0.1056, 0.1381, 0.3585, 0.0961),
        (0.5245, 0.3923, 0.1112, 0.1062, 0.4575, 0.1364),
        (0.6375, 0.3603, 0.0516, 0.0716, 0.4168, 0.1394),
    ),
    "rivals": (
        (0.1281, 0.2863, 0.1335, 0.5354, 0.2780, 0.0671),
        (0.2893, 0.3427, 0.1279, 0.2145, 0.3760, 0.1072),
        (0.4041, 0.3281, 0.0945, 0.0840, 0.3588, 0.1268),
        (0.4837, 0.3323, 0.0799, 0.0707, 0.3669, 0.1425),
        (0.6087, 0.3101, 0.0339, 0.0436, 0.2865, 0.1868),
    ),
}


def win_lead(state: Any, seat: int) -> float:
    """The model's chance that ``seat`` wins less the chance that its neighbour does, in
    percentage points: ``100 (2p - 1)`` with ``p`` the logistic of the weighted
    :func:`features` (so ``100 tanh(z / 2)``)."""
    weights = WEIGHTS[state.variant][stage_of(state)]
    z = sum(w * x for w, x in zip(weights, features(state, seat), strict=True))
    return 100.0 * math.tanh(z / 2)
