"""Masters of Maple Syrup's own record fields on the core envelope (docs/maple-record.md).

``shuffles`` holds every shuffle in the order it happened, each ``{"label": L, "cards":
[...]}`` with the cards top first as they lay after it: ``"deck"`` (the 48 cards but the
two starting Red Maples), then one ``"reshuffle:<n>"`` per time the discard pile became
the draw pile (``n`` counts the shuffles before it). ``dealt`` holds each seat's five
dealt cards: seat s gets cards 5s to 5s + 4 of the deck, the draw pile is the rest, top
first. ``start`` is the seat that took the first turn.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from macaron_desktop.core.codec import Codec

from .cards import Card

#: the keys these fields add to the envelope
FIELDS = ("shuffles", "dealt", "start")
_CODEC = Codec((Card,))


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
    shuffles, dealt = data.get("shuffles"), data.get("dealt")
    if not isinstance(shuffles, list) or not shuffles or not isinstance(dealt, list):
        return ["shuffles and dealt: the deck's shuffle, one hand per seat"]
    deck = shuffles[0].get("cards") if isinstance(shuffles[0], Mapping) else None
    if not isinstance(deck, list) or len(deck) != 48:
        return ["shuffles[0].cards: not the 48 cards of the deck"]
    problems = []
    for seat, hand in enumerate(dealt):
        given = deck[5 * seat : 5 * seat + 5]
        if not isinstance(hand, list) or _as_set(hand) != _as_set(given):
            problems.append(f"dealt[{seat}]: not cards {5 * seat}-{5 * seat + 4} of the deck")
    return problems


def _as_set(cards: list[Any]) -> list[str]:
    return sorted(json.dumps(c, sort_keys=True) for c in cards)
