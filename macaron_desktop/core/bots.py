"""The bot protocol shared by every game.

A bot sees only what its seat may know (a view) and the legal actions, and draws any
randomness from the generator it is handed, so a bot's choice is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol


class Bot(Protocol):
    """Anything that picks one of the legal actions from a seat's view."""

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Return one element of ``legal_actions``."""
        ...


class RandomBot:
    """Picks a uniformly random legal action."""

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Return a random element of ``legal_actions``."""
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[rng.randrange(len(legal_actions))]
