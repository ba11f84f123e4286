"""Maus au Chocolat's cards: 80 ingredient cards and the seven helpers.

Every ingredient (a colour) has 16 cards. Their snack values (the centre number) are
3,3,3,4,4,4,5,5,5,5,6,6,6,7,7,7 in that order, and their bid values (the chocolate coins in
the corners) cycle through the ingredient's coin range in the same order: the k-th card
(k = 0..15) bids ``low + k mod (high - low + 1)``. No two cards of the game are alike, so a
card is simply its ingredient and its index k.
"""

from __future__ import annotations

from collections.abc import Iterable

from macaron_desktop.core.enums import IdentityEnum, OrderedEnum, name_and_number, numbered_enum


class Ingredient(IdentityEnum):
    """One of the five ingredients (a card's colour)."""

    EGGS = "eggs"
    FRUITS = "fruits"
    NUTS = "nuts"
    CHOCOLATE = "chocolate"
    SUGAR = "sugar"


INGREDIENTS: tuple[Ingredient, ...] = tuple(Ingredient)
#: the snack values of an ingredient's 16 cards, by index k
SNACK_VALUES: tuple[int, ...] = (3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7)
#: each ingredient's range of bid values (chocolate coins), lowest and highest
COIN_RANGES: dict[Ingredient, tuple[int, int]] = {
    Ingredient.EGGS: (1, 6),
    Ingredient.FRUITS: (2, 7),
    Ingredient.NUTS: (3, 8),
    Ingredient.CHOCOLATE: (3, 8),
    Ingredient.SUGAR: (1, 4),
}
CARDS_PER_INGREDIENT = len(SNACK_VALUES)


def _bid_value(ingredient: Ingredient, k: int) -> int:
    low, high = COIN_RANGES[ingredient]
    return low + k % (high - low + 1)


class _IngredientCard(OrderedEnum):
    """One of the 80 ingredient cards (``Card.EGGS_0`` ... ``Card.SUGAR_15``).

    ``ingredient``, ``index``, ``snack`` (the printed snack value, which is also what the
    card scores when kept) and ``bid`` (its chocolate coins) are plain attributes.
    """

    ingredient: Ingredient
    index: int
    snack: int
    bid: int

    def __init__(self, value: str) -> None:
        name, self.index = name_and_number(value)
        self.ingredient = Ingredient(name)
        self.snack = SNACK_VALUES[self.index]
        self.bid = _bid_value(self.ingredient, self.index)

    def position(self) -> int:
        """The card's place in a sorted hand (:func:`hand_key`)."""
        return HAND_ORDER[self]

    def __repr__(self) -> str:
        return f"<Card {self.ingredient.value} {self.snack} ({self.bid} coins)>"


#: the 80 cards, ingredient by ingredient, each by its index k: ``Card.EGGS_0`` (value
#: ``"eggs-0"``) ... ``Card.SUGAR_15``
Card = numbered_enum(_IngredientCard, "Card", INGREDIENTS, range(CARDS_PER_INGREDIENT), __name__)

ALL_CARDS: tuple[Card, ...] = tuple(Card)


def hand_key(card: Card) -> tuple[int, int, int]:
    """How a hand is sorted: by snack value, then ingredient, then index."""
    return (card.snack, INGREDIENTS.index(card.ingredient), card.index)


#: each card's place in hand order
HAND_ORDER: dict[Card, int] = {c: i for i, c in enumerate(sorted(ALL_CARDS, key=hand_key))}


def sorted_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in hand order (snack value, then ingredient)."""
    return tuple(sorted(cards, key=HAND_ORDER.__getitem__))


#: each helper's rank (RULINGS: Claude 7 down to Etienne 1)
HELPER_RANKS: dict[str, int] = {
    "claude": 7,
    "amelie": 6,
    "lilly": 5,
    "mathieu": 4,
    "maurice": 3,
    "henri": 2,
    "etienne": 1,
}


class Helper(IdentityEnum):
    """One of the seven helpers; ``rank`` decides ties and the scoring order (7 first)."""

    rank: int

    def __init__(self, value: str) -> None:
        self.rank = HELPER_RANKS[value]

    CLAUDE = "claude"
    AMELIE = "amelie"
    LILLY = "lilly"
    MATHIEU = "mathieu"
    MAURICE = "maurice"
    HENRI = "henri"
    ETIENNE = "etienne"


#: the helpers from the highest rank to the lowest
HELPERS: tuple[Helper, ...] = tuple(Helper)
#: Henri's bonus to the bid
HENRI_BONUS = 2
