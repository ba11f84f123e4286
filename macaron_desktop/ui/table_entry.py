"""Helpers for a game's table entry module (the one its spec names as ``table_module``).

Every game hosts its board on the shared game screen the same way; only the board
differs (the new-game dialog is ``ui/new_game.py``'s, read from the spec). An entry module
names its pieces and this module imports each one only when it is first called, so that
importing the entry (the library does, when a game is first started or opened) loads
neither Qt nor the game's table:

    create_table = board_table(__package__, ".board:SomeBoard")
    describe_message = lazy(__package__, ".texts:describe")
    describe_hint = lazy(__package__, ".hint_texts:describe_hint")

Nothing here knows a game (:func:`lazy` and :func:`load` are :mod:`macaron_desktop.core.lazy`'s).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.lazy import Lazy, lazy, load

__all__ = ["BoardTable", "Lazy", "board_table", "game_screen", "lazy", "load"]

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .game_board import GameBoard
    from .host import GameHost
    from .session import GameSession


def game_screen(session: GameSession, window: GameHost, board: GameBoard) -> QWidget:
    """The shared game screen with ``board`` on it, its table in the look the settings
    ask for (the card size and the palette)."""
    from .game_screen import GameScreen
    from .table_look import apply_look

    screen = GameScreen(session, window, board)
    apply_look(screen, getattr(window, "settings", None))
    return screen


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
