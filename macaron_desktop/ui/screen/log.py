"""The game log beside the table: one line per event, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView, QListWidget, QWidget


class GameLog(QListWidget):
    """A list of log lines that keeps its newest line in sight.

    Lines wrap, so each has its own height. A plain list lays every line out again when
    one is added (milliseconds per move late in a game); this one lays them out in
    batches when the window is idle and follows the bottom as the list grows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(100)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))

    def add_line(self, text: str) -> None:
        """Add a line at the bottom."""
        self.addItem(text)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines`` instead of what is there (after a change of language or an undo)."""
        self.clear()
        self.addItems(lines)
        self.scrollToBottom()
