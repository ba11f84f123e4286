"""The bot protocol shared by every game.

A bot sees only what its seat may know (a view) and the legal actions, and draws any
randomness from the generator it is handed, so a bot's choice is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .rng import QuickRandoms, quick_rng

#: labels the bots' generators apart from every other use of a game's seed
_BOT_LABEL = 0x626F74


class Bot(Protocol):
    """Anything that picks one of the legal actions from a seat's view."""

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Return one element of ``legal_actions``."""
        ...


def bot_rng(seed: int, seat: int, decision: int) -> random.Random:
    """The generator a bot in ``seat`` uses for its ``decision``-th move (counting from 0
    the moves this seat has made) in the game with ``seed``.

    The key is the seat's own count, not the move's place in the whole log: when several
    seats choose at once (cards passed together, hidden bids), the order in which their
    choices arrive — a person's pace, a bot's thinking time, the simulator's seat order —
    changes the log's order but not any seat's count. The app's matches and the simulator
    both use it, so a seed plays the same game in both, and a bot decides the same after
    undo or loading a save.
    """
    return quick_rng(seed, _BOT_LABEL, seat, decision)


def bot_rngs(seed: int) -> Callable[[int, int], random.Random]:
    """``bot_rng`` for one game: ``bot_rngs(seed)(seat, decision)`` gives the very
    generator ``bot_rng(seed, seat, decision)`` gives, quicker (see
    ``core.rng.QuickRandoms``). A generator handed out may be restarted for the next
    call unless the caller still holds it."""
    return QuickRandoms(seed, _BOT_LABEL)


class RandomBot:
    """Picks a uniformly random legal action."""

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """Return a random element of ``legal_actions``."""
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[rng.randrange(len(legal_actions))]


class MistakeBot:
    """A heuristic bot that now and then makes a plausible mistake: with probability
    ``rate`` it plays the heuristic's second choice (what ``base`` picks when its first
    choice is not allowed) instead of its first.

    ``alternatives(view, legal)`` narrows the actions a mistake may pick from (default:
    all legal ones; a game leaves out moves nobody would make by mistake, such as taking
    back a card); a decision with fewer than two of them is never a mistake.
    """

    def __init__(
        self,
        base: Bot,
        rate: float,
        alternatives: Callable[[Any, Sequence[Any]], Sequence[Any]] | None = None,
    ) -> None:
        self.base = base
        self.rate = rate
        self.alternatives = alternatives

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """The base bot's choice, or now and then its second choice."""
        best = self.base.choose(view, legal_actions, rng)
        # Drawn every decision, so whether a mistake happens does not depend on the
        # position, only on the generator.
        if rng.random() >= self.rate:
            return best
        pool = list(self.alternatives(view, legal_actions) if self.alternatives else legal_actions)
        rest = [a for a in pool if a != best]
        if not rest or len(pool) < 2:
            return best
        second = self.base.choose(view, rest, rng)
        return second if second in rest else rest[0]
