"""Enums for the values on a game's table: suits, groups, phases, cards.

Engines put these values in sets and dict keys on every step. ``enum.Enum`` hashes a
member by its name, in Python; the members are singletons, so the identity hash (in C)
says the same and is several times quicker. Never rely on the iteration order of a set
of them.
"""

from __future__ import annotations

import enum


class IdentityEnum(enum.Enum):
    """An ``Enum`` whose members hash by identity (subclass it instead of ``Enum``)."""

    __hash__ = object.__hash__


class OrderedEnum(IdentityEnum):
    """An :class:`IdentityEnum` whose members sort by :meth:`position` (the order a game
    shows its cards in), so that ``sorted()`` and ``<`` work on them."""

    def position(self) -> int:
        """This member's place in the order (lower sorts first)."""
        raise NotImplementedError

    def __lt__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, OrderedEnum)
        return self.position() < other.position()


def name_and_number(value: str) -> tuple[str, int]:
    """A member value made of a name and a number, split: ``"kind-12"`` is
    ``("kind", 12)`` (the name may hold dashes of its own)."""
    name, number = value.rsplit("-", 1)
    return name, int(number)
