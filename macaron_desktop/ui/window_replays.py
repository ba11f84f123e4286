"""Watching a game again from the main window: Game ▸ Open record…, ``--replay FILE`` and
the history's entries in Statistics.

A mixin of :class:`~macaron_desktop.ui.main_window.MainWindow`. A record file of any
game is read (:func:`~macaron_desktop.core.replay.read_record_file`); of a file of several
games the player picks one; the record is checked by the replay ``sim --check`` makes,
and a record that fails is refused with the reason in the player's language. A bad file
never raises out of here. The replay opens in a window of its own
(:class:`~.replay_window.ReplayWindow`), beside a game being played.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..core.messages import Message
from .words import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..core.history import HistoryEntry
    from ..core.replay import RecordGame
    from .replay_window import ReplayWindow

LOG = logging.getLogger("macaron_desktop")


def refusal_text(message: Message) -> str:
    """Why a record cannot be watched, in the player's language."""
    from .catalog import game_name

    p = message.params
    if message.key == "replay_no_file":
        return fill(
            QCoreApplication.translate("Replay", "There is no file at %1."), p.get("path", "")
        )
    if message.key == "replay_unreadable":
        return fill(
            QCoreApplication.translate("Replay", "The file cannot be read (%1)."),
            p.get("reason", ""),
        )
    if message.key == "replay_not_text":
        return QCoreApplication.translate(
            "Replay", "The file is not a game record: it is not text."
        )
    if message.key == "replay_empty":
        return QCoreApplication.translate("Replay", "The file holds no game record.")
    if message.key == "replay_not_json":
        return fill(
            QCoreApplication.translate("Replay", "Line %1 of the file is not a game record."),
            p.get("line", 0),
        )
    if message.key == "replay_unknown_format":
        return QCoreApplication.translate(
            "Replay", "The file is not a game record of Macaron Desktop."
        )
    if message.key == "replay_no_moves":
        text = QCoreApplication.translate(
            "Replay",
            "This record of %1 holds no moves to step through; the games in your history do.",
        )
        return fill(text, game_name(str(p.get("game", ""))))
    if message.key == "replay_not_followed":
        text = QCoreApplication.translate(
            "Replay",
            "The moves of this record of %1 cannot be worked out again: its cards are not "
            "the ones its seed deals.",
        )
        return fill(text, game_name(str(p.get("game", ""))))
    if message.key == "replay_no_table":
        return fill(
            QCoreApplication.translate("Replay", "This version cannot show %1 yet."),
            p.get("game", ""),
        )
    if message.key == "replay_check_failed":
        text = QCoreApplication.translate("Replay", "The record does not replay by the rules: %1")
        return fill(text, p.get("problems", ""))
    return QCoreApplication.translate("Replay", "The record cannot be shown.")


def describe_record(game: RecordGame) -> str:
    """One line for a game of a file of several: where it is, the game, its players."""
    from .catalog import game_name

    data = game.data or {}
    if game.problem is not None or not isinstance(data, Mapping):
        what = QCoreApplication.translate("Replay", "not readable")
    else:
        seats = data.get("seats")
        names = (
            [str(s.get("name", "")) for s in seats if isinstance(s, Mapping)]
            if isinstance(seats, list)
            else []
        )
        what = fill(
            QCoreApplication.translate("Replay", "%1, %2"),
            game_name(game.game_id) if game.game_id else "?",
            QCoreApplication.translate("GameScreen", ", ").join(names),
        )
    return fill(QCoreApplication.translate("Replay", "Line %1: %2"), game.line, what)


class WindowReplays:
    """Opening replays; mixed into the window."""

    settings: Any
    replay_windows: list[ReplayWindow]

    # a problem told in a message box (the window's, :mod:`.window_games`)
    _report: Callable[[str, str], None]

    def ask_record_path(self) -> str:
        """Which record file to open (a file dialog; tests replace this)."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        path, _ = QFileDialog.getOpenFileName(
            self,  # type: ignore[arg-type]
            QCoreApplication.translate("MainWindow", "Open a game record"),
            str(Path.home()),
            QCoreApplication.translate("MainWindow", "Game records (*.json *.jsonl)"),
        )
        return path

    def ask_record_choice(self, games: Sequence[RecordGame]) -> int | None:
        """Which game of a file of several to watch (its index), ``None``: none (a list
        to pick from; tests replace this)."""
        from PySide6.QtWidgets import QInputDialog

        items = [describe_record(game) for game in games]
        chosen, ok = QInputDialog.getItem(
            self,  # type: ignore[arg-type]
            QCoreApplication.translate("MainWindow", "Open a game record"),
            QCoreApplication.translate("MainWindow", "This file holds several games. Watch:"),
            items,
            0,
            False,
        )
        return items.index(chosen) if ok and chosen in items else None

    def open_record(self) -> None:
        """Game ▸ Open record…: watch a game of a record file."""
        path = self.ask_record_path()
        if path:
            self.open_replay_file(Path(path))

    def _refuse(self, message: Message) -> None:
        self._report(
            QCoreApplication.translate("MainWindow", "Cannot show the record"),
            refusal_text(message),
        )

    def open_replay_file(self, path: Path) -> ReplayWindow | None:
        """Watch a game of the record file ``path`` (``--replay FILE``); a problem is
        reported in a sentence and ``None`` returned."""
        from ..core.replay import ReplayRefused, read_record_file

        try:
            games = read_record_file(path)
        except ReplayRefused as refused:
            self._refuse(refused.message)
            return None
        index: int | None = 0
        if len(games) > 1:
            index = self.ask_record_choice(games)
            if index is None:
                return None
        game = games[index]
        if game.data is None:
            self._refuse(game.problem or Message("replay_unknown_format"))
            return None
        return self.open_replay_record(game.data)

    def open_history_entry(self, entry: HistoryEntry) -> ReplayWindow | None:
        """Watch a game of the history again (its review is kept beside it)."""
        if entry.record is None:
            return None
        return self.open_replay_record(entry.record, history=entry.path)

    def open_replay_record(
        self, data: Mapping[str, Any], history: Path | None = None
    ) -> ReplayWindow | None:
        """Check the record ``data`` by replay and show it in a replay window (``history``:
        the history file it comes from, where its review is kept)."""
        from ..core.replay import ReplayRefused, open_replay
        from . import catalog
        from .catalog import game_name
        from .replay_window import ReplayWindow

        try:
            replay = open_replay(data)
        except ReplayRefused as refused:
            self._refuse(refused.message)
            return None
        except Exception as exc:  # noqa: BLE001 (a bad file never crashes the app)
            LOG.exception("replay of a record failed")
            self._refuse(Message("replay_check_failed", {"problems": str(exc)}))
            return None
        game_id = replay.game.game_id
        if catalog.find(game_id) is None:
            self._refuse(Message("replay_no_table", {"game": game_name(game_id)}))
            return None
        try:
            window = ReplayWindow(replay, self, history=history)  # type: ignore[arg-type]
        except Exception as exc:  # noqa: BLE001 (a table that fails never takes the app)
            LOG.exception("the replay's table failed")
            self._refuse(Message("replay_check_failed", {"problems": str(exc)}))
            return None
        self.replay_windows = [w for w in getattr(self, "replay_windows", []) if _alive(w)]
        self.replay_windows.append(window)
        window.show()
        return window


def _alive(widget: QWidget) -> bool:
    """Whether a window is still there (closed replay windows delete themselves)."""
    try:
        return widget.isVisible()
    except RuntimeError:
        return False
