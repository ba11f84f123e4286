"""Helpers for a game's table entry module (the one its spec names as ``table_module``).

Every game hosts its board on the shared game screen the same way; only the board
differs (the new-game dialog is ``ui/new_game.py``'s, read from the spec). Nothing here knows a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .game_board import GameBoard
    from .host import GameHost
    from .session import GameSession


def game_screen(session: GameSession, window: GameHost, board: GameBoard) -> QWidget:
    """The shared game screen with ``board`` on it."""
    from .game_screen import GameScreen

    return GameScreen(session, window, board)
