"""Maus au Chocolat's bot levels by name, on top of the basic bot and the search support.

* ``random``: a uniformly random legal action (the core ``RandomBot``).
* ``basic`` and ``normal``: the basic bot.
* ``easy``: the basic bot, playing its second choice a fifth of the time.
* ``hard`` and ``expert``: searches over sampled worlds (``core.search``) through
  ``resample``, rolled out to the round's end by the basic bot.
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
    """``hard``: every candidate tried in ``WORLDS`` sampled worlds."""

    WORLDS = 16
    TIME_CAP = 4.0

    def __init__(self) -> None:
        from .rules import GAME
        from .search_support import MausSupport

        super().__init__(GAME, MausSupport(), Budget(self.WORLDS, self.TIME_CAP))


class ExpertBot(HardBot):
    """``expert``: as ``hard``, with three times the worlds."""

    WORLDS = 48
    TIME_CAP = 10.0


#: bot name -> factory
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
