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
    from macaron_desktop.ui.new_game import NewGame
    from macaron_desktop.ui.session import GameSession


def start(window: MainWindow, game: NewGame) -> None:
    """Deal the game as set up and put it on the table."""
    from macaron_desktop.ui.new_game import start_game

    from ..spec import SPEC

    start_game(window, SPEC, game)


def new_game(window: MainWindow) -> None:
    """The shared new-game dialog, read from La Macarena's spec."""
    from macaron_desktop.ui.new_game import ask_new_game

    from ..spec import SPEC

    ask_new_game(window, SPEC)


def quick_start(
    window: MainWindow, mode: str, options: Mapping[str, Any], seed: int | None
) -> None:
    """``--new macarena --mode 3p [--seed N]``: the default seats, at once."""
    from macaron_desktop.ui.new_game import quick_start as start_at_once

    from ..spec import SPEC

    start_at_once(window, SPEC, mode, options, seed)


def create_table(session: GameSession, window: MainWindow) -> QWidget:
    """The shared game screen with La Macarena's board."""
    from .board import MacarenaBoard

    return table_entry.game_screen(session, window, MacarenaBoard())


def describe_message(message: Message) -> str | None:
    """A rules message in the current language (log line, award, refusal or prompt)."""
    from .texts import describe

    return describe(message)
