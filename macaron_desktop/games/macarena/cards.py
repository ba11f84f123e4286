"""La Macarena's cards: ranks A-K in four elements, each card twice in the game.

``Card`` is an enum of the 52 different cards (``Card.WATER_1`` is the ace of water, its
value ``"water-1"``); the two copies of a card are the same member, so two identical
cards compare equal and an "identical card" (a mirror) is simply ``a is b``. Members and
elements hash by identity, which keeps set and dict look-ups in C.

Rank numbers: 1 = A, 2-10, 11 = J, 12 = Q, 13 = K. Runs wrap (K and A connect); for
tie-breaks the ace is the highest card.
"""

from __future__ import annotations

from collections.abc import Iterable

from macaron_desktop.core.enums import IdentityEnum, OrderedEnum, name_and_number


class Element(IdentityEnum):
    """One of the four elements (a suit)."""

    WATER = "water"
    AIR = "air"
    EARTH = "earth"
    FIRE = "fire"


ELEMENTS: tuple[Element, ...] = tuple(Element)
RANKS: tuple[int, ...] = tuple(range(1, 14))
RANK_NAMES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}


class Card(OrderedEnum):
    """One of the 52 different cards; ``element`` and ``rank`` are plain attributes."""

    element: Element
    rank: int

    def __init__(self, value: str) -> None:
        element, self.rank = name_and_number(value)
        self.element = Element(element)

    def position(self) -> int:
        """The card's place in the deck's order (by element, then rank)."""
        return CARD_INDEX[self]

    def __repr__(self) -> str:
        return f"<Card {RANK_NAMES[self.rank]} of {self.element.value}>"

    WATER_1 = "water-1"
    WATER_2 = "water-2"
    WATER_3 = "water-3"
    WATER_4 = "water-4"
    WATER_5 = "water-5"
    WATER_6 = "water-6"
    WATER_7 = "water-7"
    WATER_8 = "water-8"
    WATER_9 = "water-9"
    WATER_10 = "water-10"
    WATER_11 = "water-11"
    WATER_12 = "water-12"
    WATER_13 = "water-13"
    AIR_1 = "air-1"
    AIR_2 = "air-2"
    AIR_3 = "air-3"
    AIR_4 = "air-4"
    AIR_5 = "air-5"
    AIR_6 = "air-6"
    AIR_7 = "air-7"
    AIR_8 = "air-8"
    AIR_9 = "air-9"
    AIR_10 = "air-10"
    AIR_11 = "air-11"
    AIR_12 = "air-12"
    AIR_13 = "air-13"
    EARTH_1 = "earth-1"
    EARTH_2 = "earth-2"
    EARTH_3 = "earth-3"
    EARTH_4 = "earth-4"
    EARTH_5 = "earth-5"
    EARTH_6 = "earth-6"
    EARTH_7 = "earth-7"
    EARTH_8 = "earth-8"
    EARTH_9 = "earth-9"
    EARTH_10 = "earth-10"
    EARTH_11 = "earth-11"
    EARTH_12 = "earth-12"
    EARTH_13 = "earth-13"
    FIRE_1 = "fire-1"
    FIRE_2 = "fire-2"
    FIRE_3 = "fire-3"
    FIRE_4 = "fire-4"
    FIRE_5 = "fire-5"
    FIRE_6 = "fire-6"
    FIRE_7 = "fire-7"
    FIRE_8 = "fire-8"
    FIRE_9 = "fire-9"
    FIRE_10 = "fire-10"
    FIRE_11 = "fire-11"
    FIRE_12 = "fire-12"
    FIRE_13 = "fire-13"


#: the 52 cards in table order: water A-K, air A-K, earth A-K, fire A-K
ALL_CARDS: tuple[Card, ...] = tuple(Card)
CARD_INDEX: dict[Card, int] = {c: i for i, c in enumerate(ALL_CARDS)}
#: the 104 cards before a shuffle: the 52 cards in table order, then the second deck
FULL_DECK: tuple[Card, ...] = ALL_CARDS + ALL_CARDS
_BY_PARTS: dict[tuple[Element, int], Card] = {(c.element, c.rank): c for c in ALL_CARDS}


def card(element: Element, rank: int) -> Card:
    """The card of ``element`` and ``rank`` (``KeyError`` if there is none)."""
    return _BY_PARTS[(element, rank)]


def neighbours(c: Card) -> frozenset[Card]:
    """The cards that link to ``c`` without being identical to it: the three other
    elements of its rank, and its element one rank up or down (K and A connect)."""
    same_rank = {card(e, c.rank) for e in ELEMENTS if e is not c.element}
    up = card(c.element, c.rank % 13 + 1)
    down = card(c.element, (c.rank - 2) % 13 + 1)
    return frozenset(same_rank | {up, down})


#: card -> the cards that may follow it in a series without making a mirror
LINKED: dict[Card, frozenset[Card]] = {c: neighbours(c) for c in ALL_CARDS}


def strength(c: Card) -> int:
    """A card's height for tie-breaks: the ace is highest (14), then K (13) down to 2."""
    return 14 if c.rank == 1 else c.rank


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in table order (element, then rank)."""
    return tuple(sorted(cards, key=CARD_INDEX.__getitem__))
