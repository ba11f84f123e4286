"""Macaron's bot levels by name, built on the basic bot (:mod:`.bots`) and, for the search
levels, on the search support (:mod:`.search_support`), which plays rollouts with the
basic bot. Both import only downwards; this module sits on top of them.

* ``random``: a uniformly random legal action (the core ``RandomBot``).
* ``basic`` and ``normal``: the basic bot.
* ``easy``: the basic bot, playing its second choice a fifth of the time.
* ``hard`` and ``expert``: searches over sampled worlds (``core.search``); they need the
  engine's ``resample(view, rng)`` and without it refuse to be made (TypeError).
"""

from __future__ import annotations

from collections.abc import Callable

from macaron_desktop.core.bots import Bot, RandomBot
from macaron_desktop.core.search import Budget, MistakeBot, SearchBot

from .bots import BasicBot


class EasyBot(MistakeBot):
    """``easy``: the basic bot, playing its second choice a fifth of the time."""

    def __init__(self) -> None:
        super().__init__(BasicBot(), 0.2)


class HardBot(SearchBot):
    """``hard``: every candidate tried in ``WORLDS`` sampled worlds, played out to the end
    of the round by the basic bot (``search_support``)."""

    WORLDS = 20
    TIME_CAP = 4.0

    def __init__(self) -> None:
        from .rules import GAME
        from .search_support import MacaronSupport

        super().__init__(GAME, MacaronSupport(), Budget(self.WORLDS, self.TIME_CAP))


class ExpertBot(HardBot):
    """``expert``: as ``hard``, with three times the worlds."""

    WORLDS = 60
    TIME_CAP = 10.0


#: bot name -> factory (the registry and the simulator make one per seat)
BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "basic": BasicBot,
    "easy": EasyBot,
    "normal": BasicBot,
    "hard": HardBot,
    "expert": ExpertBot,
}


def make_bot(name: str) -> Bot:
    """A bot by name (one of :data:`BOTS`); ``KeyError`` for an unknown name."""
    return BOTS[name]()


__all__ = ["BOTS", "EasyBot", "ExpertBot", "HardBot", "make_bot"]
