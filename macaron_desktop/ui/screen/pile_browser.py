"""A window that lets a player look through a face-up pile, card by card, in its order.

Any game whose rules let players browse a pile (a discard pile whose order is kept) opens
one from its board: :func:`show_pile` with a title, a line that says the order, and the
cards as (picture, words) pairs, the bottom card first. The window is not modal, so the
game goes on behind it; showing it again replaces what it lists.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..words import fill


class PileBrowser(QDialog):
    """The cards of a pile in order, each with its picture and its words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PileBrowser")
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.intro)
        self.cards = QListWidget()
        self.cards.setObjectName("PileCards")
        self.cards.setWordWrap(True)
        self.cards.setAlternatingRowColors(True)
        layout.addWidget(self.cards, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(460, 520)

    def fill(self, title: str, intro: str, entries: Sequence[tuple[QPixmap | None, str]]) -> None:
        """List ``entries`` (bottom card first), numbered, under ``intro``."""
        self.setWindowTitle(title)
        self.intro.setText(intro)
        self.cards.clear()
        height = 0
        for index, (picture, words) in enumerate(entries, start=1):
            text = fill(QCoreApplication.translate("PileBrowser", "%1. %2"), index, words)
            item = QListWidgetItem(text)
            if picture is not None and not picture.isNull():
                item.setIcon(QIcon(picture))
                height = max(height, round(picture.height() / picture.devicePixelRatio()))
            self.cards.addItem(item)
        if height:
            self.cards.setIconSize(QSize(round(height * 0.72), height))
        if entries:
            self.cards.scrollToBottom()

    def texts(self) -> list[str]:
        """The listed lines, in order (what a player reads)."""
        return [self.cards.item(i).text() for i in range(self.cards.count())]


def show_pile(
    parent: QWidget,
    browser: PileBrowser | None,
    title: str,
    intro: str,
    entries: Sequence[tuple[QPixmap | None, str]],
) -> PileBrowser:
    """Show the pile in ``browser`` (made on first use, a child of ``parent``)."""
    if browser is None:
        browser = PileBrowser(parent)
    browser.fill(title, intro, entries)
    browser.show()
    browser.raise_()
    return browser
