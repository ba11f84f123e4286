"""La Macarena's card and token art on the table, and the order a collection is shown in
(used by the table's drawing, the collection panel and the hand-end walk-through)."""

from __future__ import annotations

from typing import Any

from macaron_desktop.resources import localized_art

from ..cards import ELEMENTS, Card, sort_cards, strength


def card_path(card: Card, language: str = "en") -> str:
    """The art of a card face."""
    return localized_art(f"macarena/cards/{card.element.value}_{card.rank}.svg", language)


def element_art(element: Any) -> str:
    """The token of an element."""
    return f"macarena/tokens/{element.value}.svg"


def sorted_collection(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """A collection as the table shows it: by element, the highest card first."""
    return tuple(sorted(sort_cards(cards), key=lambda c: (ELEMENTS.index(c.element), -strength(c))))
