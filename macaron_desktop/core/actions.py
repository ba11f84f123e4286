"""A game's actions: declared once, encoded for the action log, shared where they repeat.

Every game declares its actions as small frozen dataclasses and needs the same things
around them: the tuple of its action types (anything else is refused), JSON data for the
action log that savegames, records and undo are built on (the contract's
``encode_action`` / ``decode_action``), and shared instances, so that ``legal_actions``
does not build the same small values on every step. An :class:`ActionSet` gives all
three::

    ACTIONS = ActionSet("card game", values=(Card,))

    @ACTIONS.action
    class Bid:
        \"\"\"Secretly bid a number of tricks (0-3).\"\"\"

        tricks: int

    BIDS = ACTIONS.shared(Bid, range(4))  # {0: Bid(0), 1: Bid(1), ...}

An action that chooses one card subclasses :class:`OneCard`, which names it as its
``cards`` too.

A rules class built on :class:`~.game.GameRules` (``actions=ACTIONS``) answers the
contract's ``encode_action`` / ``decode_action`` with it; any other can say
``encode_action = ACTIONS.encode`` and ``decode_action = ACTIONS.decode``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar, dataclass_transform

from .codec import Codec

T = TypeVar("T")
K = TypeVar("K")


class ActionSet:
    """The action types of one game, their JSON coding and their shared instances.

    ``game_name`` only words the error for decoded data that is no action of the game
    ("not a <game_name> action"); ``values`` are the enums and dataclasses that actions
    hold (cards, suits), which the coding must know too.
    """

    def __init__(self, game_name: str, values: Iterable[type] = ()) -> None:
        self.game_name = game_name
        self._values = tuple(values)
        self._types: list[type] = []
        self._codec: Codec | None = None

    @property
    def types(self) -> tuple[type, ...]:
        """Every action type, in the order declared (for ``isinstance`` checks)."""
        return tuple(self._types)

    @dataclass_transform(frozen_default=True)
    def action(self, cls: type[T]) -> type[T]:
        """Class decorator: ``cls`` becomes a frozen, slotted dataclass and one of the
        game's action types (encoded as ``{"type": cls.__name__, <its fields>}``)."""
        made = dataclasses.dataclass(frozen=True, slots=True)(cls)
        self._types.append(made)
        self._codec = None
        return made

    @staticmethod
    def shared(cls: type[T], keys: Iterable[K]) -> dict[K, T]:
        """One shared instance of the one-field action ``cls`` per value in ``keys``."""
        return {key: cls(key) for key in keys}  # type: ignore[call-arg]

    def _coding(self) -> Codec:
        if self._codec is None:
            self._codec = Codec([*self._types, *self._values])
        return self._codec

    def encode(self, action: Any) -> dict[str, Any]:
        """JSON data for an action."""
        return self._coding().encode(action)  # type: ignore[no-any-return]

    def decode(self, data: Mapping[str, Any]) -> Any:
        """The action ``encode`` made ``data`` from; ``ValueError`` if it is not one."""
        action = self._coding().decode(data)
        if type(action) not in self._types:
            raise ValueError(f"not a {self.game_name} action")
        return action


class OneCard:
    """Base of an action that chooses one card, its field ``card``: its :attr:`cards` are
    that card alone, as every card choice's actions name their cards (the card picker
    reads them). Slot-free, so a slotted action keeps its slots."""

    __slots__ = ()
    card: Any

    @property
    def cards(self) -> tuple[Any, ...]:
        """The one card chosen."""
        return (self.card,)
