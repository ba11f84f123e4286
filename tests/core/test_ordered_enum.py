"""Card enums that sort in the order a game shows them."""

from __future__ import annotations

import pytest

from macaron_desktop.core.enums import OrderedEnum, name_and_number


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
