"""Macaron's table entry: how the window starts, hosts and describes a Macaron game.

The spec (``games/macaron/spec.py``) names this module; the library imports it only when
a player first starts or opens a Macaron game, and it loads nothing heavy itself: the
rules and the table are imported when first used. The new-game dialog and `--new` are the
shared ones (``ui/new_game.py``), read from the spec: the library uses them for any entry
that defines no ``new_game`` or ``quick_start`` of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import random
    from collections.abc import Callable, Mapping, Sequence
    from typing import Any

    from PySide6.QtWidgets import QWidget

    from macaron_desktop.core.messages import Message
    from macaron_desktop.ui.hints import HintReport
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.session import GameSession


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


def hint_analysis(
    view: Any,
    legal: Sequence[Any],
    rng: random.Random,
    cancelled: Callable[[], bool],
    progress: Callable[[int, int], None],
) -> list[tuple[Any, dict[str, float]]]:
    """The Hint button's numbers (run off the GUI thread): every legal card with its
    chance to win the trick and the boxes it may bring, or the Hard bot's candidates."""
    from ..hints import analyse

    return analyse(view, legal, rng, cancelled, progress)


def describe_hint(view: Any, analysis: Sequence[tuple[Any, Mapping[str, float]]]) -> HintReport:
    """A hint in the current language."""
    from .hint_texts import describe_hint as describe

    return describe(view, analysis)  # type: ignore[no-any-return]
