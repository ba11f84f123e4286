"""Macaron's table entry: how the window starts, hosts and describes a Macaron game.

The spec (``games/macaron/spec.py``) names this module; the library imports it only when
a player first starts or opens a Macaron game, and it loads nothing heavy itself: the
rules, the dialog and the table are imported when first used. The new-game dialog is the
shared one (``ui/new_game_dialog.py``), read from the spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..spec import SPEC

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from macaron_desktop.core.messages import Message
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.new_game import NewGame
    from macaron_desktop.ui.session import GameSession


def start(window: MainWindow, game: NewGame) -> None:
    """Deal a new game as set up and put it on the table (autosaved from the start)."""
    from macaron_desktop.ui.new_game import start_game

    start_game(window, SPEC, game)


def new_game(window: MainWindow) -> None:
    """Show the new-game dialog (the shared one, read from Macaron's spec)."""
    from macaron_desktop.ui.new_game import ask_new_game

    ask_new_game(window, SPEC)


def quick_start(
    window: MainWindow, mode: str, options: Mapping[str, Any], seed: int | None
) -> None:
    """Start a default game of ``mode`` with ``options`` at once (``--new macaron``)."""
    from macaron_desktop.ui.new_game import quick_start as start_at_once

    start_at_once(window, SPEC, mode, options, seed)


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
