"""Masters of Maple Syrup's table entry: how the window starts, hosts and describes a game.

The spec (``games/maple/spec.py``) names this module; the library imports it when a
player first starts or opens Masters of Maple Syrup. It loads nothing heavy itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from macaron_desktop.ui import table_entry

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from PySide6.QtWidgets import QWidget

    from macaron_desktop.core.messages import Message
    from macaron_desktop.ui.hints import HintReport
    from macaron_desktop.ui.host import GameHost
    from macaron_desktop.ui.session import GameSession


def create_table(session: GameSession, window: GameHost) -> QWidget:
    """The shared game screen with Masters of Maple Syrup's board."""
    from .board import MapleBoard

    return table_entry.game_screen(session, window, MapleBoard())


def describe_message(message: Message) -> str | None:
    """A rules message in the current language (log line, refusal or prompt)."""
    from .texts import describe

    return describe(message)


def describe_hint(view: Any, analysis: Sequence[tuple[Any, Mapping[str, float]]]) -> HintReport:
    """A hint in the current language (the numbers are the Hard bot's)."""
    from .hint_texts import describe_hint as describe

    return describe(view, analysis)
