"""The Load game dialog: every saved game, newest first; open, delete, reveal the folder."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.registry import get_spec
from ..core.savegame import SaveEntry, SaveError, delete_save, list_saves, saves_dir
from . import catalog
from .catalog import game_name, tr
from .game_setup import shown_name
from .save_errors import describe
from .style import plain_tooltip
from .words import fill, join_list, join_parts


def playable(entry: SaveEntry) -> bool:
    """Whether ``entry`` opens on a table of this app (it passed the check, its game is here)."""
    return entry.ok and entry.save is not None and catalog.find(entry.save.game_id) is not None


def left_behind_note(entry: SaveEntry) -> str:
    """For a game whose save is missing (only its backup or an interrupted write's file is
    left): which file it is in, why it could not be made its save again, what opening does."""
    left = entry.left_behind
    if left is None:
        return ""
    if left.error is not None:
        from .save_errors import failure_reason

        text = QCoreApplication.translate(
            "LoadDialog",
            "Only a copy of this game is left (%1): it could not be made its save again "
            "(%2). Opening it goes on in a new save.",
        )
        return fill(text, entry.path.name, failure_reason(left.error))
    text = QCoreApplication.translate(
        "LoadDialog", "Only a copy of this game is left (%1). Opening it goes on in a new save."
    )
    return fill(text, entry.path.name)


def round_text(game_id: str, number: int) -> str:
    """``Round 2``, ``Hand 2``: how far a game is, in its own word."""
    try:
        word = get_spec(game_id).round_name
    except KeyError:
        word = None
    if word is None:
        return fill(QCoreApplication.translate("LoadDialog", "Round %1"), number)
    return fill(tr(word), number)


def _when(locale: QLocale, moment: datetime) -> str:
    """A save's date in the local time zone, or in UTC when the platform cannot convert it."""
    try:
        local = moment.astimezone().replace(tzinfo=None)
    except (OverflowError, ValueError, OSError):
        return moment.strftime("%Y-%m-%d %H:%M UTC")
    return locale.toString(local, QLocale.FormatType.ShortFormat)


class LoadDialog(QDialog):
    """Lists the saves folder; emits ``open_requested(path)``."""

    open_requested = Signal(Path)

    def __init__(self, folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LoadDialog")
        self.folder = folder or saves_dir()
        self.resize(820, 420)
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.itemDoubleClicked.connect(lambda *_: self.open_selected())
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.tree)
        self.buttons = QDialogButtonBox()
        self.open_button = QPushButton()
        self.open_button.setDefault(True)
        self.delete_button = QPushButton()
        self.reveal_button = QPushButton()
        self.buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(self.reveal_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button.clicked.connect(self.ask_delete)
        self.reveal_button.clicked.connect(self.reveal_folder)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.entries: list[SaveEntry] = []
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(QCoreApplication.translate("LoadDialog", "Load game"))
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("LoadDialog", "Game"),
                QCoreApplication.translate("LoadDialog", "Mode"),
                QCoreApplication.translate("LoadDialog", "Players"),
                #: The column of how far a game is: its round, or its hand (each game's word)
                QCoreApplication.translate("LoadDialog", "Progress"),
                QCoreApplication.translate("LoadDialog", "Scores"),
                QCoreApplication.translate("LoadDialog", "Saved"),
            ]
        )
        self.open_button.setText(QCoreApplication.translate("LoadDialog", "&Open"))
        self.delete_button.setText(QCoreApplication.translate("LoadDialog", "&Delete…"))
        self.reveal_button.setText(
            QCoreApplication.translate("LoadDialog", "Show the saves &folder")
        )

    def refresh(self) -> None:
        """Re-read the saves folder."""
        self.tree.clear()
        self.entries = list_saves(self.folder)
        locale = QLocale()
        for entry in self.entries:
            if playable(entry) and entry.save is not None and entry.summary is not None:
                save, summary = entry.save, entry.summary  # the summary of the replayed game
                row = [
                    game_name(save.game_id),
                    catalog.mode_label(save.game_id, summary.mode),
                    join_list(shown_name(s.name) for s in save.seats),
                    round_text(save.game_id, summary.round),
                    join_parts(str(v) for v in summary.scores),
                    _when(locale, save.updated),
                ]
                note = left_behind_note(entry)
                if note:
                    row[0] = join_parts(
                        [row[0], QCoreApplication.translate("LoadDialog", "only a copy is left")]
                    )
                item = QTreeWidgetItem(row)
                if note:
                    for column in range(6):
                        item.setToolTip(column, plain_tooltip(note))
            else:
                reason = (
                    describe(entry.error)
                    if entry.error is not None
                    else QCoreApplication.translate(
                        "MainWindow", "This version cannot play that game yet."
                    )
                )
                item = QTreeWidgetItem([entry.path.name, "", reason, "", "", ""])
                for column in range(6):
                    item.setForeground(column, QColor("#A23B2A"))
                item.setToolTip(2, plain_tooltip(reason))
            self.tree.addTopLevelItem(item)
        for column in range(6):
            self.tree.resizeColumnToContents(column)
        if self.entries:
            # the newest game that can be opened, else the newest file
            first = next((i for i, e in enumerate(self.entries) if playable(e)), 0)
            self.tree.setCurrentItem(self.tree.topLevelItem(first))
        self._update_buttons()

    def selected(self) -> SaveEntry | None:
        """The entry of the selected row."""
        item = self.tree.currentItem()
        if item is None:
            return None
        index = self.tree.indexOfTopLevelItem(item)
        return self.entries[index] if 0 <= index < len(self.entries) else None

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.open_button.setEnabled(entry is not None and playable(entry))
        self.delete_button.setEnabled(entry is not None)

    def open_selected(self) -> None:
        """Open the selected savegame."""
        entry = self.selected()
        if entry is None or not playable(entry):
            return
        self.open_requested.emit(entry.path)
        self.accept()

    def ask_delete(self) -> None:
        """Delete the selected savegame after the player confirms."""
        entry = self.selected()
        if entry is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("LoadDialog", "Delete savegame"),
            QCoreApplication.translate(
                "LoadDialog", "Delete this saved game for good? This cannot be undone."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setObjectName("ConfirmDelete")
        self.confirm_box = box
        box.finished.connect(lambda result: self._delete_if(result, entry))
        box.open()

    def _delete_if(self, result: int, entry: SaveEntry) -> None:
        if result == QMessageBox.StandardButton.Yes:
            try:
                delete_save(entry.path, self.folder)
            except (OSError, SaveError) as exc:
                QMessageBox.warning(
                    self,
                    QCoreApplication.translate("LoadDialog", "Delete savegame"),
                    describe(exc) if isinstance(exc, SaveError) else str(exc),
                )
            self.refresh()

    def reveal_folder(self) -> None:
        """Show the saves folder in the system's file manager."""
        self.folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder)))
