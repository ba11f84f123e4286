"""Masters of Maple Syrup's bot levels by name (``core.levels``): the basic bot, and for
Hard and Expert the search over sampled worlds (``resample``) rolled out six turns ahead
by the basic bot (:mod:`.search_support`)."""

from __future__ import annotations

from collections.abc import Callable

from macaron_desktop.core.bots import Bot
from macaron_desktop.core.levels import standard_levels
from macaron_desktop.core.search import Budget, SearchBot

from .bots import BasicBot

#: worlds per decision and the time cap (a safety net only) of Hard and Expert
HARD = (48, 1.0)
EXPERT = (96, 8.0)


def search_bot(worlds: int, time_cap: float) -> Bot:
    """The search with this budget."""
    from .rules import GAME
    from .search_support import MapleSupport

    return SearchBot(GAME, MapleSupport(), Budget(worlds, time_cap))


#: bot name -> factory
BOTS: dict[str, Callable[[], Bot]] = standard_levels(BasicBot, search_bot, HARD, EXPERT)


def make_bot(name: str) -> Bot:
    """A bot by name (one of :data:`BOTS`); ``KeyError`` for an unknown name."""
    return BOTS[name]()
