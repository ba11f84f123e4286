"""La Macarena's bot levels by name, built on the basic bot's judgement (:mod:`.bots`) and,
for the search levels, on the search support (:mod:`.search_support`), which orders its
moves and plays its rollouts with that judgement. Both import only downwards; this module
sits on top of them.

* ``random``: a random legal action that never takes a card back.
* ``basic`` and ``normal``: the basic bot.
* ``easy``: the basic bot, playing its second choice a quarter of the time.
* ``hard`` and ``expert``: searches over sampled worlds (``core.search``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from macaron_desktop.core.bots import Bot
from macaron_desktop.core.search import Budget, MistakeBot, SearchBot

from .bots import BasicBot, ForwardRandomBot
from .state import Phase
from .view import MacarenaView


def _mistake_alternatives(view: MacarenaView, legal: Sequence[Any]) -> Sequence[Any]:
    """What a beginner may get wrong: which well to play (or passing), what to hand over
    or buy, which Maca to move; never a card of a series (a slip there looks like a
    misclick, not a plan)."""
    if view.phase is Phase.SERIES:
        return ()
    return legal


class EasyBot(MistakeBot):
    """``easy``: the basic bot, playing its second choice of well (or passing), of what to
    hand over or buy, a quarter of the time."""

    def __init__(self) -> None:
        super().__init__(BasicBot(), EASY_MISTAKES, _mistake_alternatives)


class _LevelSearch(SearchBot):
    """A search bot (``core.search``) with La Macarena's support (``search_support``):
    ``BUDGET`` = (worlds per decision, rollout depth in turns, wells tried, time cap s)."""

    BUDGET: tuple[int, int, int, float] = (0, 0, 0, 0.0)
    #: how much better (in the value's units: an element token is 1) another action must
    #: look than the basic bot's choice to be played instead; without it the noise of a
    #: dozen worlds made the search weaker than the basic bot (28 % in 2P, 9 deals)
    FIRST_BONUS = 0.5

    def __init__(self) -> None:
        from .rules import GAME
        from .search_support import MacarenaSupport

        worlds, depth, width, cap = self.BUDGET
        support = MacarenaSupport(depth, width, first_bonus=self.FIRST_BONUS)
        super().__init__(GAME, support, Budget(worlds, cap))


class HardBot(_LevelSearch):
    """``hard``: a search of a few worlds per decision (within 1 s)."""

    BUDGET = (12, 6, 3, 4.0)


class ExpertBot(_LevelSearch):
    """``expert``: a search of more worlds, deeper (within 3 s)."""

    BUDGET = (32, 8, 4, 12.0)


#: the levels that pass for turns on end to keep their cards for one long series (their
#: search starts from the patient judgement, ``bots.PATIENT``): the table says so the first
#: time one of them passes, so that a new player does not take it for stuck
PATIENT_LEVELS = frozenset({"hard", "expert"})

#: ``easy``'s share of decisions played as the second choice
EASY_MISTAKES = 0.25

#: bot name -> factory (the registry and the simulator make one per seat). ``normal`` is
#: ``basic`` under its level name.
BOTS: Mapping[str, Callable[[], Bot]] = {
    "random": ForwardRandomBot,
    "basic": BasicBot,
    "easy": EasyBot,
    "normal": BasicBot,
    "hard": HardBot,
    "expert": ExpertBot,
}


__all__ = ["BOTS", "EASY_MISTAKES", "PATIENT_LEVELS", "EasyBot", "ExpertBot", "HardBot"]
