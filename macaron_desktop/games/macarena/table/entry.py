"""La Macarena's table entry: how the window starts, hosts and describes a game.

The spec (``games/macarena/spec.py``) names this module; the library imports it when a
player first starts or opens La Macarena. It loads nothing heavy itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from macaron_desktop.ui import table_entry

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from macaron_desktop.core.messages import Message
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.session import GameSession

    from .new_game import NewGame


def start(window: MainWindow, game: NewGame) -> None:
    """Deal the game as set up and put it on the table."""
    from ..rules import GAME

    table_entry.start_match(window, GAME, game)


def new_game(window: MainWindow) -> None:
    """The new-game dialog; the game it sets up starts when it is accepted."""
    from .new_game import NewGameDialog

    table_entry.open_dialog(window, NewGameDialog(window), start)


def quick_start(
    window: MainWindow, mode: str, options: Mapping[str, Any], seed: int | None
) -> None:
    """``--new macarena --mode 3p [--seed N]``: the default seats, at once."""
    from .new_game import quick_game

    start(window, quick_game(mode, seed, options))


def create_table(session: GameSession, window: MainWindow) -> QWidget:
    """The shared game screen with La Macarena's board."""
    from .board import MacarenaBoard

    return table_entry.game_screen(session, window, MacarenaBoard())


def describe_message(message: Message) -> str | None:
    """A rules message in the current language (log line, award, refusal or prompt)."""
    from .texts import describe

    return describe(message)
