"""Helpers for a game's table entry module (the one its spec names as ``table_module``).

Every game hosts its board on the shared game screen the same way; only the board
differs (the new-game dialog is ``ui/new_game.py``'s, read from the spec). An entry module
names its pieces and this module imports each one only when it is first called, so that
importing the entry (the library does, when a game is first started or opened) loads
neither Qt nor the game's table:

    create_table = board_table(__package__, ".board:SomeBoard")
    describe_message = lazy(__package__, ".texts:describe")
    describe_hint = lazy(__package__, ".hint_texts:describe_hint")

Nothing here knows a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .game_board import GameBoard
    from .host import GameHost
    from .session import GameSession


def load(package: str | None, target: str) -> Any:
    """The object ``target`` names, ``"module:name"``; a module name with leading dots is
    relative to ``package`` (as in ``importlib.import_module``)."""
    module, colon, name = target.partition(":")
    if not colon or not name:
        raise ValueError(f"{target!r} is not 'module:name'")
    return getattr(importlib.import_module(module, package), name)


class Lazy:
    """A function that calls ``target`` (``".module:function"``, see :func:`load`),
    importing its module when first called."""

    def __init__(self, package: str | None, target: str) -> None:
        self.package = package
        self.target = target
        self.__name__ = self.__qualname__ = target.rpartition(":")[2]
        self.__doc__ = f"{target} (imported when first called)"

    def resolve(self) -> Callable[..., Any]:
        """The function itself (its module imported now)."""
        function: Callable[..., Any] = load(self.package, self.target)
        return function

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Call the target with these arguments."""
        return self.resolve()(*args, **kwargs)


def lazy(package: str | None, target: str) -> Lazy:
    """A function that calls ``target`` (``".module:function"``, see :func:`load`),
    importing its module when first called."""
    return Lazy(package, target)


def game_screen(session: GameSession, window: GameHost, board: GameBoard) -> QWidget:
    """The shared game screen with ``board`` on it."""
    from .game_screen import GameScreen

    return GameScreen(session, window, board)


class BoardTable(Lazy):
    """A table entry's ``create_table``: the shared game screen with a new board of the
    class ``target`` names (``".board:SomeBoard"``, see :func:`load`), imported when first
    called."""

    def __init__(self, package: str | None, target: str) -> None:
        super().__init__(package, target)
        self.__name__ = self.__qualname__ = "create_table"
        self.__doc__ = f"The shared game screen with a {target.rpartition(':')[2]}."

    def __call__(self, session: GameSession, window: GameHost) -> QWidget:
        """The game screen for ``session`` in ``window``, with a new board."""
        return game_screen(session, window, self.resolve()())


def board_table(package: str | None, board: str) -> BoardTable:
    """A table entry's ``create_table``: the shared game screen with a new board of the
    class ``board`` names (``".board:SomeBoard"``)."""
    return BoardTable(package, board)
