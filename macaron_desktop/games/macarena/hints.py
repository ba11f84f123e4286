"""What a La Macarena hint says besides the numbers: the series the bot has in mind.

The Hard bot weighs a well by playing on from it (its rollout lays the best series it
finds); :func:`planned_series` is that series, from the player's view, so a hint can say
which cards the move means. Qt-free.
"""

from __future__ import annotations

from .bots import _Weights, best_extension
from .cards import Card
from .view import MacarenaView


def planned_series(view: MacarenaView, well: int) -> tuple[Card, ...]:
    """The cards the basic bot's judgement would lay on ``well`` now (best first found)."""
    _value, cards = best_extension(view.top(well), view.series, view.hand, _Weights(view))
    return cards


__all__ = ["planned_series"]
