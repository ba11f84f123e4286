"""The window that hosts games, as the pieces it hosts see it: a small protocol.

A game's table entry (``create_table``, ``new_game``, ``quick_start``), the shared
new-game flow (:mod:`.new_game`) and the game screen they build are handed the main
window, but they need only these few of its members. Naming them here, in a module that
imports nothing of the UI, lets them be typed without importing :mod:`.main_window`,
which imports them: imports stay one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..core.match import Match
    from ..core.savegame import Autosave
    from ..settings import Settings
    from .i18n import LanguageManager


class GameHost(Protocol):
    """What a game's table, its entry and the new-game flow use of the hosting window."""

    #: the user's settings now
    settings: Settings
    #: the language the app shows (``languages.language``)
    languages: LanguageManager

    def window(self) -> QWidget:
        """The top-level widget, parent of the dialogs the flow opens (``QWidget.window``)."""
        ...

    def open_match(self, match: Match[Any, Any], autosave: Autosave | None) -> bool:
        """Put ``match`` on the table; False if its game cannot be played here."""
        ...

    def close_game(self) -> None:
        """Remove the running game's table without asking."""
        ...

    def leave_game(self) -> bool:
        """Close the running game (asking first); False if the player stays."""
        ...

    def undo(self) -> None:
        """Take back the player's last decision."""
        ...

    def show_rules(self, game_id: str) -> None:
        """Open the rules of ``game_id``."""
        ...

    def export_record(self) -> None:
        """Write the finished game's record where the player chooses."""
        ...

    # the game screen's two calls back into the window's menus, named as it makes them
    def _can_export(self) -> bool: ...

    def _update_actions(self) -> None: ...
