"""Statistics of finished games: played, won, best score and hints used per game and mode,
and the history of the games themselves (newest first), each opening its replay."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.history import HistoryEntry, human_outcome, list_history
from ..core.stats import load_stats
from . import catalog
from .catalog import game_name
from .game_setup import shown_name
from .words import fill

# the item data role that holds a history row's entry index
ENTRY_ROLE = Qt.ItemDataRole.UserRole


class StatsDialog(QDialog):
    """A small table of the player's record, and the history of finished games.

    ``watch`` (given by the window) opens a history entry's replay; a row of the history
    opens it with a double click, Enter or the Watch button.
    """

    # a history entry's replay is asked for (the :class:`HistoryEntry`)
    watch_requested = Signal(object)

    def __init__(
        self,
        parent: QWidget | None = None,
        watch: Callable[[HistoryEntry], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StatsDialog")
        self.resize(720, 560)
        if watch is not None:
            self.watch_requested.connect(watch)
        layout = QVBoxLayout(self)
        self.empty = QLabel()
        layout.addWidget(self.empty)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        layout.addWidget(self.tree)
        self.history_title = QLabel()
        layout.addWidget(self.history_title)
        self.history = QTreeWidget()
        self.history.setObjectName("HistoryList")
        self.history.setRootIsDecorated(False)
        self.history.itemActivated.connect(lambda item, _column: self._watch(item))
        self.history.currentItemChanged.connect(lambda *_: self._update_watch())
        layout.addWidget(self.history, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("WatchButton")
        self.watch_button.clicked.connect(lambda: self._watch(self.history.currentItem()))
        buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)
        self.setWindowTitle(QCoreApplication.translate("StatsDialog", "Statistics"))
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("StatsDialog", "Game"),
                QCoreApplication.translate("StatsDialog", "Mode"),
                QCoreApplication.translate("StatsDialog", "Played"),
                QCoreApplication.translate("StatsDialog", "Won"),
                QCoreApplication.translate("StatsDialog", "Best score"),
                QCoreApplication.translate("StatsDialog", "Hints used"),
            ]
        )
        stats = load_stats()
        for game_id, modes in sorted(stats.items()):
            for mode, figures in sorted(modes.items()):
                self.tree.addTopLevelItem(
                    QTreeWidgetItem(
                        [
                            game_name(game_id),
                            catalog.mode_label(game_id, mode),
                            str(figures.played),
                            str(figures.won),
                            str(figures.best_score),
                            str(figures.hints),
                        ]
                    )
                )
        self._fit_columns(self.tree)
        self.empty.setText(
            QCoreApplication.translate("StatsDialog", "No finished games yet.")
            if not stats
            else QCoreApplication.translate("StatsDialog", "Your finished games:")
        )
        self.entries = list_history()
        self._fill_history()

    def _fill_history(self) -> None:
        self.history.setHeaderLabels(
            [
                QCoreApplication.translate("StatsDialog", "Date"),
                QCoreApplication.translate("StatsDialog", "Game"),
                QCoreApplication.translate("StatsDialog", "Mode"),
                QCoreApplication.translate("StatsDialog", "Players"),
                QCoreApplication.translate("StatsDialog", "Result"),
                QCoreApplication.translate("StatsDialog", "Hints used"),
            ]
        )
        locale = QLocale()
        for index, entry in enumerate(self.entries):
            when = _when(locale, entry.finished) if entry.finished is not None else ""
            if entry.damaged:
                damaged = QCoreApplication.translate("StatsDialog", "Damaged file, kept as it is")
                item = QTreeWidgetItem([when, damaged, "", entry.path.name])
                for column in (1, 3):
                    item.setToolTip(column, str(entry.path))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            else:
                item = QTreeWidgetItem(
                    [
                        when,
                        game_name(entry.game_id),
                        catalog.mode_label(entry.game_id, entry.mode),
                        QCoreApplication.translate("GameScreen", ", ").join(
                            shown_name(s.name) for s in entry.seats
                        ),
                        result_text(entry),
                        str(entry.hints),
                    ]
                )
                item.setData(0, ENTRY_ROLE, index)
            self.history.addTopLevelItem(item)
        self.history_title.setText(
            QCoreApplication.translate(
                "StatsDialog", "Your last games (double-click one to watch it again):"
            )
            if self.entries
            else QCoreApplication.translate("StatsDialog", "No game in the history yet.")
        )
        self.watch_button.setText(QCoreApplication.translate("StatsDialog", "&Watch again"))
        self._update_watch()
        self._fit_columns(self.history)

    def _update_watch(self) -> None:
        item = self.history.currentItem()
        self.watch_button.setEnabled(item is not None and item.data(0, ENTRY_ROLE) is not None)

    def _watch(self, item: QTreeWidgetItem | None) -> None:
        index = item.data(0, ENTRY_ROLE) if item is not None else None
        if isinstance(index, int):
            entry = self.entries[index]
            if entry.record is not None:
                self.watch_requested.emit(entry)

    def _fit_columns(self, tree: QTreeWidget) -> None:
        """Every column of ``tree`` as wide as its widest text, and the dialog wide enough
        for all."""
        header = tree.header()
        header.setStretchLastSection(False)
        total = 0
        for column in range(tree.columnCount()):
            tree.resizeColumnToContents(column)
            width = max(tree.columnWidth(column), header.sectionSizeHint(column)) + 12
            tree.setColumnWidth(column, width)
            total += width
        frame = 2 * tree.frameWidth() + tree.verticalScrollBar().sizeHint().width()
        margins = self.layout().contentsMargins()
        wanted = total + frame + margins.left() + margins.right() + 4
        screen = self.screen()
        limit = screen.availableGeometry().width() - 40 if screen is not None else wanted
        self.resize(max(self.width(), min(wanted, limit)), self.height())


def result_text(entry: HistoryEntry) -> str:
    """A history row's result: won or lost (for the person who played), then the scores."""
    scores = QCoreApplication.translate("GameScreen", ", ").join(
        str(score) for score in entry.result.get("scores", ())
    )
    outcome = human_outcome(entry)
    if outcome is None:
        return scores
    word = (
        QCoreApplication.translate("StatsDialog", "You won")
        if outcome
        else QCoreApplication.translate("StatsDialog", "You lost")
    )
    return fill(QCoreApplication.translate("StatsDialog", "%1 (%2)"), word, scores)


def _when(locale: QLocale, moment: datetime) -> str:
    """When a game ended, in the local time zone (UTC where it cannot be converted)."""
    try:
        local = moment.astimezone().replace(tzinfo=None)
    except (OverflowError, ValueError, OSError):
        return moment.strftime("%Y-%m-%d %H:%M UTC")
    return locale.toString(local, QLocale.FormatType.ShortFormat)
