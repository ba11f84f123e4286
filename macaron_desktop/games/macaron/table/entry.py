"""Macaron's table entry: how the window starts, hosts and describes a Macaron game.

The spec (``games/macaron/spec.py``) names this module; the library imports it only when
a player first starts or opens a Macaron game, and it loads nothing heavy itself: the
rules, the dialog and the table are imported when first used.
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
    from macaron_desktop.ui.table_entry import start_match

    from ..rules import GAME

    start_match(window, GAME, game)


def new_game(window: MainWindow) -> None:
    """Show the new-game dialog; start the game the player sets up."""
    from macaron_desktop.ui.table_entry import open_dialog

    from .new_game import NewGameDialog

    open_dialog(window, NewGameDialog(window), start)


def quick_start(
    window: MainWindow, mode: str, options: Mapping[str, Any], seed: int | None
) -> None:
    """Start a default game of ``mode`` with ``options`` at once (``--new macaron``)."""
    from .new_game import quick_game

    start(window, quick_game(mode, seed, options))


def create_table(session: GameSession, window: MainWindow) -> QWidget:
    """The game screen for a running Macaron session, with Macaron's board on it."""
    from macaron_desktop.ui.table_entry import game_screen

    from .board import MacaronBoard

    return game_screen(session, window, MacaronBoard())


def describe_message(message: Message) -> str | None:
    """A rules message in the current language: a log line for an event, else a refusal."""
    from ..messages import EVENTS
    from .texts import log_line, refusal

    if message.key in EVENTS:
        return log_line(message, [f"#{i + 1}" for i in range(5)])
    return refusal(message)
