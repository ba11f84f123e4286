"""Enums for the values on a game's table: suits, groups, phases, cards.

Engines put these values in sets and dict keys on every step. ``enum.Enum`` hashes a
member by its name, in Python; the members are singletons, so the identity hash (in C)
says the same and is several times quicker. Never rely on the iteration order of a set
of them. A deck of every number of every suit is made with :func:`numbered_enum` rather
than listed member by member.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TypeVar


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


E = TypeVar("E", bound=enum.Enum)


def numbered_enum(
    base: type[E], name: str, kinds: Iterable[enum.Enum], numbers: Iterable[int], module: str
) -> type[E]:
    """The enum ``name`` (of module ``module``) of one member per kind and number, kind by
    kind: ``<KIND>_<n>`` of value ``"<kind>-<n>"``, which :func:`name_and_number` splits
    again. ``base`` is a member-less enum holding the members' methods and text (a deck of
    suits and ranks, say), which the new enum subclasses; its docstring is the new one's."""
    numbers = tuple(numbers)
    members = [(f"{kind.name}_{n}", f"{kind.value}-{n}") for kind in kinds for n in numbers]
    made = base(name, members, module=module, qualname=name)  # type: ignore[call-arg]
    made.__doc__ = base.__doc__
    return made
