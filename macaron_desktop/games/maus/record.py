"""Maus au Chocolat's own record fields on the core envelope (see docs/records.md).

``shuffles`` holds every shuffle in the order it happened, each ``{"label": L, "cards":
[...]}`` with the cards top first as they lay after it: ``"deck"`` (the 80 cards in their
documented order: eggs, fruits, nuts, chocolate, sugar, each k = 0..15), ``"helpers"``
(the seven helpers, Claude to Etienne), then one ``"reshuffle:<n>"`` per time the
discards became the draw pile (``n`` counts the shuffles before it: 2, 3, ...; the discard
pile in the order the cards were discarded, shuffled). ``dealt`` holds each seat's first
five cards: seat s gets cards 5s to 5s + 4 of the deck; the display is the next players +
1, the draw pile the rest, top first; seat s gets helper s of the helpers' shuffle and the
row the rest, left to right.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from macaron_desktop.core.codec import Codec
from macaron_desktop.core.record import dealt_from_first_shuffle

from .cards import Card, Helper
from .config import HAND_SIZE

#: the keys these fields add to the envelope
FIELDS = ("shuffles", "dealt")
_CODEC = Codec((Card, Helper))


def _card(value: str) -> Any:
    return _CODEC.encode(Card(value))


def _helper(value: str) -> Any:
    return _CODEC.encode(Helper(value))


def record_fields(game: Any, played: Any) -> dict[str, Any]:
    """The ``shuffles`` and ``dealt`` fields of a played game."""
    state = played.state
    first = game.new_game(played.config, played.seed)
    shuffles: list[dict[str, Any]] = []
    for n, order in enumerate(state.shuffles):
        label = ("deck", "helpers")[n] if n < 2 else f"reshuffle:{n}"
        write = _helper if n == 1 else _card
        shuffles.append({"label": label, "cards": [write(v) for v in order]})
    return {
        "shuffles": shuffles,
        "dealt": [[_CODEC.encode(c) for c in hand] for hand in first.hands],
    }


def check_fields(data: Mapping[str, Any], match: Any) -> list[str]:
    """The deal in the record follows from the deck's shuffle in the record, and the
    helpers' shuffle is there."""
    shuffles = data.get("shuffles")
    if isinstance(shuffles, list) and len(shuffles) < 2:
        return ["shuffles: the deck's and the helpers' shuffles first"]
    return dealt_from_first_shuffle(data, HAND_SIZE)
