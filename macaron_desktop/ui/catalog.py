"""The games the library offers. A game appears here only once it can really be played."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .main_window import MainWindow
    from .session import GameSession


@dataclass(frozen=True)
class GameEntry:
    """One tile of the game library and what the window needs to host the game.

    ``name``, ``players`` and ``description`` are source texts in the ``Catalog``
    translation context (marked with ``QT_TRANSLATE_NOOP`` where they are defined).
    ``new_game`` asks the player how to set up a game and opens it; ``create_table``
    builds the table widget for a running session.
    """

    game_id: str
    name: str
    players: str
    description: str
    picture: str
    new_game: Callable[[MainWindow], None]
    create_table: Callable[[GameSession, MainWindow], QWidget]
    #: start a default game of a mode at once (``--new GAME --mode M [--seed N]``)
    quick_start: Callable[[MainWindow, str, int | None], None] | None = None
    #: a mode id as players call it, in the current language (``"4p"`` → "4 players")
    mode_name: Callable[[str], str] | None = None


_ENTRIES: list[GameEntry] = []


def entries() -> list[GameEntry]:
    """Every playable game, in the order the library shows them."""
    _load_builtin()
    return list(_ENTRIES)


def find(game_id: str) -> GameEntry | None:
    """The entry of ``game_id``, if that game can be played."""
    return next((e for e in entries() if e.game_id == game_id), None)


def mode_label(game_id: str, mode: str) -> str:
    """How the library and the dialogs name a game's mode."""
    entry = find(game_id)
    if entry is not None and entry.mode_name is not None:
        return entry.mode_name(mode)
    return mode.upper()


def register(entry: GameEntry) -> None:
    """Add (or replace) a game in the library."""
    _ENTRIES[:] = [e for e in _ENTRIES if e.game_id != entry.game_id] + [entry]


_loaded = False


def _load_builtin() -> None:
    """Import the entry of each game whose table exists (cheap: tables load lazily)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib

    for module in BUILTIN:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as missing:
            if missing.name is None or not module.startswith(missing.name):
                raise  # the entry exists but something it needs is missing: a real bug


#: Modules that call :func:`register` for a playable game.
BUILTIN: tuple[str, ...] = ("macaron_desktop.games.macaron.table.entry",)
