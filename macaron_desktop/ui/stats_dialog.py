"""Statistics of finished games: played, won, best score and hints used per game and mode."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.stats import load_stats
from . import catalog
from .catalog import game_name


class StatsDialog(QDialog):
    """A small table of the player's record."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatsDialog")
        self.resize(520, 320)
        layout = QVBoxLayout(self)
        self.empty = QLabel()
        layout.addWidget(self.empty)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        layout.addWidget(self.tree)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
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
        self._fit_columns()
        self.empty.setText(
            QCoreApplication.translate("StatsDialog", "No finished games yet.")
            if not stats
            else QCoreApplication.translate("StatsDialog", "Your finished games:")
        )

    def _fit_columns(self) -> None:
        """Every column as wide as its widest text, and the dialog wide enough for all."""
        header = self.tree.header()
        header.setStretchLastSection(False)
        total = 0
        for column in range(self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)
            width = max(self.tree.columnWidth(column), header.sectionSizeHint(column)) + 12
            self.tree.setColumnWidth(column, width)
            total += width
        frame = 2 * self.tree.frameWidth() + self.tree.verticalScrollBar().sizeHint().width()
        margins = self.layout().contentsMargins()
        wanted = total + frame + margins.left() + margins.right() + 4
        screen = self.screen()
        limit = screen.availableGeometry().width() - 40 if screen is not None else wanted
        self.resize(max(self.width(), min(wanted, limit)), self.height())
