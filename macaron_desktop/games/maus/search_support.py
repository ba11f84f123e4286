"""What Maus au Chocolat's search knows: the basic bot's moves first and in rollouts,
rollouts to the end of the round (or of a later one: ``rounds``), and a value that counts
the hands too.

Points come only in the scoring at a round's end, so the value at that horizon is the
score lead over the best other player plus a share of each hand's worth (what it could
score next, how close it is to combinations): a bid or a pick that leaves a strong hand
is worth something before it scores.
"""

from __future__ import annotations

from typing import Any

from macaron_desktop.core.search import RoundSupport

from .bots import BasicBot, worth

#: how much a hand's worth counts against a point already scored
HAND_SHARE = 0.5


class MausSupport(RoundSupport):
    """Move ordering and rollouts by the basic bot; the value counts hands (see above).

    ``rounds`` is the horizon: rollouts stop at the start of the ``rounds``-th round after
    the decision's (1: the end of this round's scoring).
    """

    def __init__(self, rounds: int = 1) -> None:
        from .rules import GAME

        super().__init__(GAME, BasicBot, win_value=100.0, max_candidates=8)
        self.value_scale = 10.0
        self.rounds = rounds

    def stop(self, root: Any, state: Any, steps: int) -> bool:
        """At the first state of the ``rounds``-th round after the root's."""
        return bool(state.round - root.round >= self.rounds)

    def evaluate(self, state: Any, seat: int) -> float:
        """Score and hand-worth lead over the best other seat; a won game adds 100."""
        if state.result is not None:
            return super().evaluate(state, seat)

        def total(s: int) -> float:
            return state.score(s) + HAND_SHARE * worth(state.hands[s], state.helpers[s])

        mine = total(seat)
        others = [total(s) for s in range(state.players) if s != seat]
        return mine - max(others)
