"""The texts a game's spec declares, in the current language: its name, its modes.

A leaf of the UI (it reads only the registry), so the library, the dialogs and the
new-game flow can all name games without importing one another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..core.registry import get_spec

if TYPE_CHECKING:
    from ..core.spec import Text


def tr(text: Text) -> str:
    """A spec's text in the current language."""
    return QCoreApplication.translate(text.context, text.source)


def game_name(game_id: str) -> str:
    """The translated name of a game, or its id when it is not installed."""
    try:
        return tr(get_spec(game_id).name)
    except KeyError:
        return game_id


def mode_label(game_id: str, mode: str) -> str:
    """How the library and the dialogs name a game's mode."""
    try:
        return tr(get_spec(game_id).mode(mode).label)
    except KeyError:
        return mode.upper()
