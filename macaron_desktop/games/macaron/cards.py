"""Macaron's cards: seven flavours in four groups, ranks 1-7 (chocolate 1-10).

Every card exists once: ``Card(flavor, rank)`` returns the one shared object for that
card, so cards compare and hash by identity, which keeps the engine's hot paths in C.
The same holds for the enum members (their hash is the identity hash; never rely on the
iteration order of a set of them).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from macaron_desktop.core.enums import IdentityEnum


class Flavor(IdentityEnum):
    """A macaron flavour (a suit), in the table's left-to-right order."""

    ALMOND = "almond"
    PISTACHIO = "pistachio"
    STRAWBERRY = "strawberry"
    BLUEBERRY = "blueberry"
    GREEN_TEA = "green_tea"
    EARL_GREY = "earl_grey"
    CHOCOLATE = "chocolate"

    @property
    def group(self) -> Group:
        """The group this flavour belongs to."""
        return FLAVOR_GROUP[self]

    @property
    def index(self) -> int:
        """Position from the left (almond 0 ... chocolate 6)."""
        return FLAVOR_INDEX[self]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Flavor):
            return NotImplemented
        return FLAVOR_INDEX[self] < FLAVOR_INDEX[other]

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Flavor):
            return NotImplemented
        return FLAVOR_INDEX[self] <= FLAVOR_INDEX[other]

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Flavor):
            return NotImplemented
        return FLAVOR_INDEX[self] > FLAVOR_INDEX[other]

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Flavor):
            return NotImplemented
        return FLAVOR_INDEX[self] >= FLAVOR_INDEX[other]


class Group(IdentityEnum):
    """A group of flavours; the Royal (trump) choice is made per group."""

    A = "A"
    B = "B"
    C = "C"
    D = "D"

    @property
    def flavors(self) -> tuple[Flavor, ...]:
        """The flavours of this group, leftmost first (all seven in play)."""
        return GROUP_FLAVORS[self]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Group):
            return NotImplemented
        return self.value < other.value


FLAVORS: tuple[Flavor, ...] = tuple(Flavor)
GROUPS: tuple[Group, ...] = tuple(Group)
FLAVOR_INDEX: dict[Flavor, int] = {f: i for i, f in enumerate(FLAVORS)}
GROUP_FLAVORS: dict[Group, tuple[Flavor, ...]] = {
    Group.A: (Flavor.ALMOND, Flavor.PISTACHIO),
    Group.B: (Flavor.STRAWBERRY, Flavor.BLUEBERRY),
    Group.C: (Flavor.GREEN_TEA, Flavor.EARL_GREY),
    Group.D: (Flavor.CHOCOLATE,),
}
FLAVOR_GROUP: dict[Flavor, Group] = {f: g for g, fs in GROUP_FLAVORS.items() for f in fs}


def max_rank(flavor: Flavor) -> int:
    """The highest rank of a flavour: 10 for chocolate, 7 for the others."""
    return 10 if flavor is Flavor.CHOCOLATE else 7


@dataclass(frozen=True, eq=False, slots=True)
class Card:
    """One macaron card: its printed flavour and rank. Sorted by flavour, then rank.

    ``Card(Flavor.ALMOND, 3)`` always returns the same object; equality is identity.
    Arguments that name no real card give a stray object that equals nothing else.
    """

    flavor: Flavor
    rank: int

    def __new__(cls, flavor: Flavor, rank: int) -> Card:  # noqa: D102 - see the class text
        try:
            card = _ALL.get((flavor, rank))
        except TypeError:  # unhashable arguments: certainly no card
            card = None
        return card if card is not None else object.__new__(cls)

    def __reduce__(self) -> tuple[type, tuple[Flavor, int]]:
        return (Card, (self.flavor, self.rank))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return sort_key(self) < sort_key(other)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return sort_key(self) <= sort_key(other)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return sort_key(self) > sort_key(other)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return sort_key(self) >= sort_key(other)

    def __str__(self) -> str:
        return f"{self.flavor.value} {self.rank}"


def _make_all() -> dict[tuple[Flavor, int], Card]:
    table: dict[tuple[Flavor, int], Card] = {}
    for f in FLAVORS:
        for r in range(1, max_rank(f) + 1):
            card = object.__new__(Card)
            object.__setattr__(card, "flavor", f)
            object.__setattr__(card, "rank", r)
            table[(f, r)] = card
    return table


_ALL: dict[tuple[Flavor, int], Card] = {}
_ALL.update(_make_all())
ALL_CARDS: tuple[Card, ...] = tuple(_ALL.values())


def deck_for(flavors: tuple[Flavor, ...]) -> tuple[Card, ...]:
    """Every card of the given flavours, sorted."""
    return tuple(c for c in ALL_CARDS if c.flavor in flavors)


def sort_key(card: Card) -> tuple[int, int]:
    """The table order of a card: flavour from the left, then rank."""
    return (FLAVOR_INDEX[card.flavor], card.rank)


#: position of every card in table order, for sorting hands with a C-level key function
TABLE_ORDER: dict[Card, int] = {c: i for i, c in enumerate(sorted(ALL_CARDS, key=sort_key))}


def in_table_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards sorted in table order (flavour from the left, then rank)."""
    return tuple(sorted(cards, key=TABLE_ORDER.__getitem__))
