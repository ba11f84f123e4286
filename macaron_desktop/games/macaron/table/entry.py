"""Macaron's tile in the game library, and how the window starts and hosts a game.

Imported at start-up to fill the library, so it loads nothing heavy: the rules, the
dialog and the table are imported when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from macaron_desktop.ui import catalog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.session import GameSession

    from .new_game import NewGame

GAME_ID = "macaron"


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


def quick_start(window: MainWindow, mode: str, seed: int | None) -> None:
    """Start a default game of ``mode`` at once (``--new macaron --mode 4p``)."""
    from .new_game import quick_game

    start(window, quick_game(mode, seed))


def mode_name(mode: str) -> str:
    """The mode as players call it, in the current language."""
    from .texts import mode_name as name

    return name(mode)


def create_table(session: GameSession, window: MainWindow) -> QWidget:
    """The game screen for a running Macaron session, with Macaron's board on it."""
    from macaron_desktop.ui.game_screen import GameScreen

    from .board import MacaronBoard

    return GameScreen(session, window, MacaronBoard())


catalog.register(
    catalog.GameEntry(
        game_id=GAME_ID,
        name=QT_TRANSLATE_NOOP("Catalog", "Macaron"),
        players=QT_TRANSLATE_NOOP("Catalog", "1–5 players · solo against Emma · 2 vs 2 teams"),
        description=QT_TRANSLATE_NOOP(
            "Catalog",
            "Bake for the royal family: win tricks to fill gift boxes, pick the Royal "
            "flavours, beware the Allergen, and bet on how well you will do.",
        ),
        picture="library/macaron.svg",
        new_game=new_game,
        create_table=create_table,
        quick_start=quick_start,
        mode_name=mode_name,
    )
)
