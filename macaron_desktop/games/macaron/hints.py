"""What the Hard bot thinks of the moves a player has now: the numbers behind a hint.

The Hard bot's own search weighs every legal card (its move ordering tries them all), and
the same sampled worlds give, besides the search's value, the chance that the card's
trick goes to the player and the gift boxes the player can expect at the round's end.
Other decisions (the pass, the Royal group and the Allergen, votes, bets) are weighed as
the bot weighs them: its candidates, by the search's value.

Qt-free; the table's ``hint_analysis`` hook runs :func:`analyse` off the GUI thread, and
``table/hint_texts.py`` puts the numbers into words.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from macaron_desktop.core.search import hint_analysis

from .view import MacaronView

#: the estimates' keys besides the search's ``value`` (the search support's facts): the
#: chance of winning the trick being played (0-1) and the boxes expected at the round's end
WIN = "trick"
BOXES = "boxes"


def analyse(
    view: MacaronView,
    legal: Sequence[Any],
    rng: random.Random,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[tuple[Any, dict[str, float]]]:
    """Every move the Hard bot weighs with its estimates, best first (see the module text)."""
    from .levels import HardBot

    return hint_analysis(HardBot(), view, legal, rng, cancel, progress)


__all__ = ["BOXES", "WIN", "analyse"]
