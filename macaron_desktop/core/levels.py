"""The bot levels every game offers, made from its basic bot and its search.

A game brings two things: its rule-of-thumb bot (``basic``) and a way to make its search
bot for a budget; :func:`standard_levels` turns them into the table of levels by name that
a game's spec and the simulator use:

* ``random``: a uniformly random legal action;
* ``basic`` and ``normal``: the basic bot;
* ``easy``: the basic bot, playing its second choice ``easy_mistakes`` of the time;
* ``hard`` and ``expert``: the search with the two budgets (worlds, time cap).

Strength comes from the budget alone (ARCHITECTURE: one bot protocol, levels by
parameters), so a game writes no class per level.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from .bots import Bot, RandomBot
from .search import MistakeBot

#: makes a game's search bot for (worlds per decision, time cap in seconds)
SearchFactory = Callable[[int, float], Bot]


def standard_levels(
    basic: Callable[[], Bot],
    search: SearchFactory,
    hard: tuple[int, float],
    expert: tuple[int, float],
    easy_mistakes: float = 0.2,
) -> dict[str, Callable[[], Bot]]:
    """Bot name -> factory for the levels listed in the module's text."""
    return {
        "random": RandomBot,
        "basic": basic,
        "easy": lambda: MistakeBot(basic(), easy_mistakes),
        "normal": basic,
        "hard": partial(search, *hard),
        "expert": partial(search, *expert),
    }
