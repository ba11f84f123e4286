"""Maus au Chocolat's cards: 80 ingredient cards and the seven helpers.

Every ingredient (a colour) has 16 cards. Their snack values (the centre number) are
3,3,3,4,4,4,5,5,5,5,6,6,6,7,7,7 in that order, and their bid values (the chocolate coins in
the corners) cycle through the ingredient's coin range in the same order: the k-th card
(k = 0..15) bids ``low + k mod (high - low + 1)``. No two cards of the game are alike, so a
card is simply its ingredient and its index k.
"""

from __future__ import annotations

from collections.abc import Iterable

from macaron_desktop.core.enums import IdentityEnum, OrderedEnum, name_and_number


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


class Card(OrderedEnum):
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

    EGGS_0 = "eggs-0"
    EGGS_1 = "eggs-1"
    EGGS_2 = "eggs-2"
    EGGS_3 = "eggs-3"
    EGGS_4 = "eggs-4"
    EGGS_5 = "eggs-5"
    EGGS_6 = "eggs-6"
    EGGS_7 = "eggs-7"
    EGGS_8 = "eggs-8"
    EGGS_9 = "eggs-9"
    EGGS_10 = "eggs-10"
    EGGS_11 = "eggs-11"
    EGGS_12 = "eggs-12"
    EGGS_13 = "eggs-13"
    EGGS_14 = "eggs-14"
    EGGS_15 = "eggs-15"
    FRUITS_0 = "fruits-0"
    FRUITS_1 = "fruits-1"
    FRUITS_2 = "fruits-2"
    FRUITS_3 = "fruits-3"
    FRUITS_4 = "fruits-4"
    FRUITS_5 = "fruits-5"
    FRUITS_6 = "fruits-6"
    FRUITS_7 = "fruits-7"
    FRUITS_8 = "fruits-8"
    FRUITS_9 = "fruits-9"
    FRUITS_10 = "fruits-10"
    FRUITS_11 = "fruits-11"
    FRUITS_12 = "fruits-12"
    FRUITS_13 = "fruits-13"
    FRUITS_14 = "fruits-14"
    FRUITS_15 = "fruits-15"
    NUTS_0 = "nuts-0"
    NUTS_1 = "nuts-1"
    NUTS_2 = "nuts-2"
    NUTS_3 = "nuts-3"
    NUTS_4 = "nuts-4"
    NUTS_5 = "nuts-5"
    NUTS_6 = "nuts-6"
    NUTS_7 = "nuts-7"
    NUTS_8 = "nuts-8"
    NUTS_9 = "nuts-9"
    NUTS_10 = "nuts-10"
    NUTS_11 = "nuts-11"
    NUTS_12 = "nuts-12"
    NUTS_13 = "nuts-13"
    NUTS_14 = "nuts-14"
    NUTS_15 = "nuts-15"
    CHOCOLATE_0 = "chocolate-0"
    CHOCOLATE_1 = "chocolate-1"
    CHOCOLATE_2 = "chocolate-2"
    CHOCOLATE_3 = "chocolate-3"
    CHOCOLATE_4 = "chocolate-4"
    CHOCOLATE_5 = "chocolate-5"
    CHOCOLATE_6 = "chocolate-6"
    CHOCOLATE_7 = "chocolate-7"
    CHOCOLATE_8 = "chocolate-8"
    CHOCOLATE_9 = "chocolate-9"
    CHOCOLATE_10 = "chocolate-10"
    CHOCOLATE_11 = "chocolate-11"
    CHOCOLATE_12 = "chocolate-12"
    CHOCOLATE_13 = "chocolate-13"
    CHOCOLATE_14 = "chocolate-14"
    CHOCOLATE_15 = "chocolate-15"
    SUGAR_0 = "sugar-0"
    SUGAR_1 = "sugar-1"
    SUGAR_2 = "sugar-2"
    SUGAR_3 = "sugar-3"
    SUGAR_4 = "sugar-4"
    SUGAR_5 = "sugar-5"
    SUGAR_6 = "sugar-6"
    SUGAR_7 = "sugar-7"
    SUGAR_8 = "sugar-8"
    SUGAR_9 = "sugar-9"
    SUGAR_10 = "sugar-10"
    SUGAR_11 = "sugar-11"
    SUGAR_12 = "sugar-12"
    SUGAR_13 = "sugar-13"
    SUGAR_14 = "sugar-14"
    SUGAR_15 = "sugar-15"


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
