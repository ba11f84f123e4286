"""Maus au Chocolat's bot levels by name (``core.levels``): the basic bot, and for Hard
and Expert the search over sampled worlds (``resample``) rolled out by the basic bot
(:mod:`.search_support`): Hard's to the end of the round, Expert's to the end of the next
one (more worlds alone made Expert choose as Hard did; benchmarks/README.md)."""

from __future__ import annotations

from collections.abc import Callable

from macaron_desktop.core.bots import Bot
from macaron_desktop.core.levels import standard_levels
from macaron_desktop.core.search import Budget, SearchBot

from .bots import BasicBot

#: worlds per decision and the time cap (a safety net only) of Hard and Expert
HARD = (16, 4.0)
EXPERT = (48, 10.0)
#: how many rounds a level's rollouts look ahead (Expert: to the end of the next round)
HORIZONS = {HARD: 1, EXPERT: 2}


def search_bot(worlds: int, time_cap: float) -> Bot:
    """The search with this budget (and the horizon of :data:`HORIZONS` for it)."""
    from .rules import GAME
    from .search_support import MausSupport

    rounds = HORIZONS.get((worlds, time_cap), 1)
    return SearchBot(GAME, MausSupport(rounds), Budget(worlds, time_cap))


#: bot name -> factory
BOTS: dict[str, Callable[[], Bot]] = standard_levels(BasicBot, search_bot, HARD, EXPERT)


def make_bot(name: str) -> Bot:
    """A bot by name (one of :data:`BOTS`); ``KeyError`` for an unknown name."""
    return BOTS[name]()
