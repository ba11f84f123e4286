"""La Macarena's table entry: how the window starts, hosts and describes a game.

The spec (``games/macarena/spec.py``) names this module; the library imports it when a
player first starts or opens La Macarena, and it loads nothing heavy itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from macaron_desktop.core.messages import Message
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.session import GameSession

    from .new_game import NewGame


def start(window: MainWindow, game: NewGame) -> None:
    """Deal a new game as set up and put it on the table (autosaved from the start)."""
    from macaron_desktop.core.match import Match
    from macaron_desktop.core.savegame import Autosave

    from ..rules import GAME

    match = Match(GAME, game.config, game.seed, game.seats)
    window.open_match(match, Autosave.for_new_game(match))


def new_game(window: MainWindow) -> None:
    """Show the new-game dialog; start the game the player sets up."""
    from .new_game import NewGameDialog

    dialog = NewGameDialog(window)
    dialog.accepted.connect(lambda: start(window, dialog.result_game()))
    dialog.open()
    window.new_game_dialog = dialog  # type: ignore[attr-defined]


def quick_start(
    window: MainWindow, mode: str, options: Mapping[str, Any], seed: int | None
) -> None:
    """Start a default game of ``mode`` at once (``--new macarena --mode 3p``)."""
    from .new_game import quick_game

    start(window, quick_game(mode, seed, options))


def create_table(session: GameSession, window: MainWindow) -> QWidget:
    """The game screen for a running session, with La Macarena's board on it."""
    from macaron_desktop.ui.game_screen import GameScreen

    from .board import MacarenaBoard

    return GameScreen(session, window, MacarenaBoard())


def describe_message(message: Message) -> str | None:
    """A rules message in the current language (log line, award, refusal or prompt)."""
    from .texts import describe

    return describe(message)
