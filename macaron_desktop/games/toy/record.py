"""The toy game's own record fields: the shuffle and the deal, on the core envelope.

The worked example of :class:`macaron_desktop.core.record.RecordFields` (see
``docs/records.md``): with these two fields a program outside the app can check every
rule of a toy record, knowing which cards each seat could play and that the deal is the
documented shuffle of the seed. The spec names this module
(``envelope_record("toy", "macaron_desktop.games.toy.record")``); the record code loads
it when a record is first written or checked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from macaron_desktop.core.codec import Codec
from macaron_desktop.core.match import Match
from macaron_desktop.core.record import dealt_from_first_shuffle
from macaron_desktop.core.rng import derive_rng
from macaron_desktop.core.spec import Played

from .rules import COLOURS, HAND_SIZE, ToyCard

#: the keys these fields add to the envelope
FIELDS = ("shuffles", "dealt")
#: the label of the game's one shuffle, as in ``derive_rng(seed, "deal")``
DEAL = "deal"
_CARDS = Codec((ToyCard,))


def unshuffled_deck() -> list[ToyCard]:
    """The ten cards before shuffling: red 1-5, then blue 1-5."""
    return [ToyCard(colour, rank) for colour in COLOURS for rank in range(1, 6)]


def documented_shuffle(seed: int) -> list[ToyCard]:
    """The deck as the record documents it: :func:`unshuffled_deck` shuffled by
    ``random.Random(k).shuffle``, ``k`` from ``core.rng.derive_seed(seed, "deal")``."""
    deck = unshuffled_deck()
    derive_rng(seed, DEAL).shuffle(deck)
    return deck


def card_json(card: ToyCard) -> Any:
    """A card as in the action log: ``{"type": "ToyCard", "colour": "red", "rank": 3}``."""
    return _CARDS.encode(card)


def record_fields(game: Any, played: Played) -> dict[str, Any]:
    """``shuffles``: every shuffle's order, top card first (the toy game shuffles once);
    ``dealt``: the cards each seat was dealt, as the rules keep a hand (sorted)."""
    first = game.new_game(played.config, played.seed)
    return {
        "shuffles": [
            {"label": DEAL, "cards": [card_json(c) for c in documented_shuffle(played.seed)]}
        ],
        "dealt": [[card_json(c) for c in hand] for hand in first.hands],
    }


def check_fields(data: Mapping[str, Any], match: Match[Any, Any]) -> list[str]:
    """The deal comes from the recorded shuffle: seat ``i`` holds its cards
    ``3i`` to ``3i + 2``."""
    shuffles, dealt = data["shuffles"], data["dealt"]
    if not isinstance(shuffles, list) or len(shuffles) != 1 or not isinstance(dealt, list):
        return ["shuffles and dealt: one shuffle and one hand per seat"]
    return dealt_from_first_shuffle(data, HAND_SIZE)
