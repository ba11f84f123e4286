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
