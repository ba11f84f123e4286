"""What the Hard bot thinks of the moves a player has now: the numbers behind a hint.

For a card to play, every legal card is weighed (not only the few the bot itself
compares; the one it would play is marked), and the same sampled worlds give, besides the search's value, the chance that
the card's trick goes to the player and the gift boxes it brings them
(:func:`observe_trick`). Other decisions (the pass, the Royal group and the Allergen,
votes, bets) are weighed as the bot weighs them: its candidates, by the search's value.

Qt-free; the table's ``hint_analysis`` hook runs :func:`analyse` off the GUI thread, and
``table/hint_texts.py`` puts the numbers into words.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from macaron_desktop.core.search import hint_analysis

from .actions import PlayCard
from .state import MacaronState, Phase
from .view import MacaronView

#: the estimates' keys besides the search's ``value``: the chance of winning the trick
#: being played (0-1) and the boxes expected from it
WIN = "win"
BOXES = "boxes"


def observe_trick(root: MacaronState, state: MacaronState, seat: int) -> dict[str, float] | None:
    """Once the trick being played in ``root`` is complete in ``state``: whether ``seat``
    won it (1 or 0) and the boxes that brought ``seat``."""
    before = root.round
    r = state.round
    if r.number != before.number:
        if len(state.history) <= len(root.history):
            return None
        r = state.history[len(root.history)]  # the trick ended the round
    if len(r.tricks) <= len(before.tricks):
        return None
    trick = r.tricks[len(before.tricks)]
    won = trick.winner == seat
    return {WIN: 1.0 if won else 0.0, BOXES: float(trick.boxes) if won else 0.0}


def analyse(
    view: MacaronView,
    legal: Sequence[Any],
    rng: random.Random,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[tuple[Any, dict[str, float]]]:
    """Every move worth showing with its estimates, best first (see the module text)."""
    from .bots import HardBot

    bot = HardBot()
    searcher = bot.searcher
    if view.phase is Phase.PLAY and legal and isinstance(legal[0], PlayCard):
        return hint_analysis(searcher, view, legal, rng, legal, observe_trick, cancel, progress)
    return hint_analysis(searcher, view, legal, rng, (), None, cancel, progress)


__all__ = ["BOXES", "WIN", "analyse", "observe_trick"]
