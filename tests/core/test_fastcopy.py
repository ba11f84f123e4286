"""``core.fastcopy``: the quick ``_replace`` of the engines' named-tuple states, and
``carry`` (a view from a state, a state from a view)."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pytest

from macaron_desktop.core.fastcopy import carry, replace_tuple


class _Point(NamedTuple):
    x: int
    y: int
    label: str = ""


def test_replace_tuple_gives_what_replace_gives_and_leaves_the_original() -> None:
    point = _Point(1, 2, "a")
    moved = replace_tuple(point, y=5, label="b")
    assert moved == point._replace(y=5, label="b") == (1, 5, "b")
    assert type(moved) is _Point and moved.label == "b"
    assert point == (1, 2, "a")
    assert replace_tuple(point) == point


def test_replace_tuple_refuses_a_name_that_is_not_a_field() -> None:
    with pytest.raises(ValueError, match="no field 'z'"):
        replace_tuple(_Point(1, 2), z=3)


@dataclasses.dataclass(frozen=True)
class _Table:
    seat_count: int
    pile: tuple[int, ...]
    secret: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class _Seen:
    seat: int
    seat_count: int
    pile: tuple[int, ...]
    secret_count: int


def test_carry_takes_every_field_not_given_from_the_source() -> None:
    table = _Table(3, (1, 2), (7, 8, 9))
    seen = carry(_Seen, table, seat=1, secret_count=len(table.secret))
    assert seen == _Seen(1, 3, (1, 2), 3)


def test_carry_refuses_a_field_the_source_lacks_and_a_name_that_is_no_field() -> None:
    table = _Table(3, (), ())
    with pytest.raises(AttributeError, match="secret_count"):
        carry(_Seen, table, seat=0)
    with pytest.raises(TypeError, match="colour"):
        carry(_Seen, table, seat=0, secret_count=0, colour="red")
