"""``core.fastcopy.replace_tuple``: the quick ``_replace`` of the engines' named-tuple states."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from macaron_desktop.core.fastcopy import replace_tuple


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
