"""Masters of Maple Syrup's own record fields on the core envelope (docs/maple-record.md).

``shuffles`` holds every shuffle in the order it happened, each ``{"label": L, "cards":
[...]}`` with the cards top first as they lay after it: ``"deck"`` (the 48 cards but the
two starting Red Maples), then one ``"reshuffle:<n>"`` per time the discard pile became
the draw pile (``n`` counts the shuffles before it). ``dealt`` holds each seat's five
dealt cards: seat s gets cards 5s to 5s + 4 of the deck, the draw pile is the rest, top
first. ``start`` is the seat that took the first turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from macaron_desktop.core.codec import Codec
from macaron_desktop.core.record import dealt_from_first_shuffle

from .cards import ALL_CARDS, STARTING, Card
from .state import DEAL

#: the keys these fields add to the envelope
FIELDS = ("shuffles", "dealt", "start")
_CODEC = Codec((Card,))
#: the cards shuffled into the deck (all but the two starting Red Maples)
DECK = len(ALL_CARDS) - len(STARTING)


def record_fields(game: Any, played: Any) -> dict[str, Any]:
    """The ``shuffles``, ``dealt`` and ``start`` fields of a played game."""
    state = played.state
    first = game.new_game(played.config, played.seed)
    shuffles = [
        {
            "label": "deck" if n == 0 else f"reshuffle:{n}",
            "cards": [_CODEC.encode(Card(v)) for v in order],
        }
        for n, order in enumerate(state.shuffles)
    ]
    return {
        "shuffles": shuffles,
        "dealt": [[_CODEC.encode(c) for c in hand] for hand in first.dealt],
        "start": first.start,
    }


def check_fields(data: Mapping[str, Any], match: Any) -> list[str]:
    """The deal in the record follows from the deck's shuffle in the record."""
    shuffles = data.get("shuffles")
    deck = shuffles[0].get("cards") if isinstance(shuffles, list) and shuffles else None
    if isinstance(deck, list) and len(deck) != DECK:
        return [f"shuffles[0].cards: {len(deck)} cards, not the {DECK} of the deck"]
    return dealt_from_first_shuffle(data, DEAL)
