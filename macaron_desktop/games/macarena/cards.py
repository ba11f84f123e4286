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

from macaron_desktop.core.enums import IdentityEnum, OrderedEnum, name_and_number, numbered_enum


class Element(IdentityEnum):
    """One of the four elements (a suit)."""

    WATER = "water"
    AIR = "air"
    EARTH = "earth"
    FIRE = "fire"


ELEMENTS: tuple[Element, ...] = tuple(Element)
RANKS: tuple[int, ...] = tuple(range(1, 14))
RANK_NAMES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}


class _ElementCard(OrderedEnum):
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


Card = numbered_enum(_ElementCard, "Card", ELEMENTS, RANKS, __name__)


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
