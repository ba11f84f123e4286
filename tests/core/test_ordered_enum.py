"""Card enums that sort in the order a game shows them."""

from __future__ import annotations

import pytest

from macaron_desktop.core.enums import IdentityEnum, OrderedEnum, name_and_number, numbered_enum


class _Token(OrderedEnum):
    def __init__(self, value: str) -> None:
        self.kind, self.number = name_and_number(value)

    def position(self) -> int:
        return -self.number  # the highest number first

    LOW = "gold-1"
    HIGH = "gold-9"
    MID = "silver-coin-5"


class _Other(OrderedEnum):
    def position(self) -> int:
        return 0

    ONLY = "only"


def test_members_sort_by_their_position_not_their_definition() -> None:
    assert sorted(_Token) == [_Token.HIGH, _Token.MID, _Token.LOW]
    assert _Token.HIGH < _Token.LOW


def test_the_value_splits_into_a_name_and_a_number() -> None:
    assert (_Token.MID.kind, _Token.MID.number) == ("silver-coin", 5)


def test_members_of_two_enums_do_not_compare() -> None:
    with pytest.raises(TypeError):
        _ = _Token.LOW < _Other.ONLY


class _Suit(IdentityEnum):
    RED = "red"
    BLUE = "blue"


class _SuitCard(OrderedEnum):
    """A card of a suit and a number."""

    suit: _Suit
    number: int

    def __init__(self, value: str) -> None:
        suit, self.number = name_and_number(value)
        self.suit = _Suit(suit)

    def position(self) -> int:
        return self.number * 2 + (self.suit is _Suit.BLUE)


def test_a_numbered_enum_has_every_number_of_every_suit_suit_by_suit() -> None:
    deck = numbered_enum(_SuitCard, "Deck", _Suit, range(1, 4), __name__)
    assert [c.name for c in deck] == ["RED_1", "RED_2", "RED_3", "BLUE_1", "BLUE_2", "BLUE_3"]
    blue_2 = deck("blue-2")
    assert (blue_2.suit, blue_2.number) == (_Suit.BLUE, 2)
    assert deck["RED_3"].value == "red-3"
    assert sorted([deck["RED_3"], deck["BLUE_1"], deck["RED_1"]]) == [
        deck["RED_1"],
        deck["BLUE_1"],
        deck["RED_3"],
    ]
    assert deck.__name__ == "Deck" and deck.__doc__ == "A card of a suit and a number."
    assert {deck["RED_1"]: 1}[deck("red-1")] == 1
