"""Helpers for a game's table entry module (the one its spec names as ``table_module``).

Every game starts a match, shows its new-game dialog and hosts its board the same way;
only the game, the dialog and the board differ. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from .game_board import GameBoard
    from .main_window import MainWindow
    from .session import GameSession


def start_match(window: MainWindow, game: Any, setup: Any) -> None:
    """Deal ``game`` as ``setup`` says (its ``config``, ``seed`` and ``seats``) and put it
    on the table, autosaved from the start."""
    from ..core.match import Match
    from ..core.savegame import Autosave

    match = Match(game, setup.config, setup.seed, setup.seats)
    window.open_match(match, Autosave.for_new_game(match))


def open_dialog(
    window: MainWindow, dialog: QDialog, start: Callable[[MainWindow, Any], None]
) -> None:
    """Show a new-game ``dialog`` (``result_game()`` gives its setup); start what it sets up."""
    dialog.accepted.connect(lambda: start(window, dialog.result_game()))  # type: ignore[attr-defined]
    dialog.open()
    window.new_game_dialog = dialog  # type: ignore[attr-defined]


def game_screen(session: GameSession, window: MainWindow, board: GameBoard) -> QWidget:
    """The shared game screen with ``board`` on it."""
    from .game_screen import GameScreen

    return GameScreen(session, window, board)
