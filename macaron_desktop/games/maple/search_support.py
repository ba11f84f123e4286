"""What Masters of Maple Syrup's search knows: the basic bot's moves first and in
rollouts, rollouts over the next six turns, and a value that counts the hands too
(up to the hand limit). The basic bot's own choice keeps a small bonus, so that the
search leaves it only for a clearly better move.

Points come only at GAME END, so the value at the horizon is the lead in property
points plus a share of what each hand and each tapped tree promises.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from macaron_desktop.core.search import RoundSupport

from .bots import CARD_IN_HAND, LONG_GAME, BasicBot
from .scoring import score
from .state import HAND_LIMIT

#: turns a rollout looks ahead
HORIZON = 6
#: what the basic bot's own choice is given ahead (in points of the value)
FIRST_BONUS = 0.3


class MapleSupport(RoundSupport):
    """Move ordering and rollouts by the basic bot; the value counts hands (see above)."""

    def __init__(self) -> None:
        from .rules import GAME

        super().__init__(GAME, BasicBot, win_value=100.0, max_candidates=8)
        self.value_scale = 10.0
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
        """Points, hand and tapped-tree lead over the neighbour; a won game adds 100."""
        if state.result is not None:
            return super().evaluate(state, seat)

        def total(s: int) -> float:
            return (
                score(state, s)
                + CARD_IN_HAND * min(len(state.hands[s]), HAND_LIMIT)
                + 0.4 * sum(c.design.harvest for c in state.tapped[s])
                + 0.3 * sum(c.design.harvest for c in state.properties[s] if c.is_tree)
            )

        return total(seat) - total(1 - seat)
