"""The main window's file actions: a copy of the game, a savegame from anywhere, a record.

A mixin of :class:`~macaron_desktop.ui.main_window.MainWindow`: Save as writes a named copy
of the running game, Open file continues a savegame from anywhere as a new game, and Export
writes a finished game's record in the format its spec declares. The file dialogs are
methods of their own (``ask_save_path``, ``ask_open_path``) so tests can replace them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..core.registry import get_spec

if TYPE_CHECKING:
    from .session import GameSession


class WindowFiles:
    """Save as, Open file and Export game record; mixed into the window."""

    session: GameSession | None

    def ask_save_path(self) -> str:
        """Where to write a copy of the game (a file dialog; tests replace this)."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Save a copy of the game"),
            str(Path.home() / f"{self._game_id()}-game.json"),
            QCoreApplication.translate("MainWindow", "Macaron Desktop savegames (*.json)"),
        )
        return path

    def _game_id(self) -> str:
        return self.session.match.game.game_id if self.session is not None else "game"

    def ask_open_path(self) -> str:
        """Which savegame file to open (a file dialog; tests replace this)."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MainWindow", "Open a savegame"),
            str(Path.home()),
            QCoreApplication.translate("MainWindow", "Macaron Desktop savegames (*.json)"),
        )
        return path

    def save_as(self) -> None:
        """Write a named copy of the running game anywhere the player chooses."""
        if self.session is None:
            return
        target = self.ask_save_path()
        if not target:
            return
        error = self.write_copy(Path(target))
        if error is not None:
            self._report(
                QCoreApplication.translate("MainWindow", "The game was not saved"),
                str(error),
            )

    def write_copy(self, target: Path) -> OSError | None:
        """Write a copy of the running game to ``target``; why not, if it failed."""
        from ..core.savegame import save_from_match, write_save

        assert self.session is not None
        try:
            write_save(target, save_from_match(self.session.match))
        except OSError as exc:
            return exc
        return None

    def open_file(self) -> None:
        """Open a savegame file from anywhere; it continues as a new game in the saves folder."""
        path = self.ask_open_path()
        if path:
            self.resume_path(Path(path), copy_to_saves=True)

    def export_record(self) -> None:
        """Write the record of a finished game, in the record format its spec declares."""
        from PySide6.QtWidgets import QFileDialog  # loaded when first needed

        if self.session is None or not self._can_export():
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Export game record"),
            str(Path.home() / f"{self._game_id()}-record.json"),
            QCoreApplication.translate("MainWindow", "Game records (*.json *.jsonl)"),
        )
        if path:
            self.write_record(Path(path))

    def write_record(self, path: Path) -> None:
        """Write the running game's record to ``path`` (one JSON line)."""
        import json

        assert self.session is not None
        record = get_spec(self.session.match.game.game_id).record
        assert record is not None
        try:
            path.write_text(json.dumps(record.write(self.session.match)) + "\n", encoding="utf-8")
        except OSError as exc:
            self._report(QCoreApplication.translate("MainWindow", "Export failed"), str(exc))
