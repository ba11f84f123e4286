"""What Masters of Maple Syrup's search knows: the basic bot's moves first and in
rollouts, rollouts over the next six turns, and a value that counts the hands too
(up to the hand limit). The basic bot's own choice keeps a small bonus, so that the
search leaves it only for a clearly better move.

Points come only at GAME END, so the value at the horizon is the lead in property
points plus a share of what each hand and each tapped tree promises.
"""

from __future__ import annotations

from typing import Any

from macaron_desktop.core.search import RoundSupport

from .bots import CARD_IN_HAND, BasicBot
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
            )

        return total(seat) - total(1 - seat)
