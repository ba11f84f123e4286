"""Panels over the game screen's table: the round summary's frame and game over.

Both are rounded, card-like frames centred over the table. The summary shows what the
game's board fills in (a :class:`~macaron_desktop.ui.game_board.RoundSummary`); game over
shows the winners, a score chart round by round, and what to do next.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..game_board import RoundSummary
from ..table import SEAT_COLOURS
from ..words import fill, join_partners, join_parts

PANEL_STYLE = """
QFrame#GameOverlay { background: rgba(255, 250, 240, 246); border: 2px solid #C9A57E;
    border-radius: 16px; }
QFrame#GameOverlay QLabel { color: #4A3020; }
QLabel#OverlayTitle { font-size: 22px; font-weight: 600; }
"""


def side_names(names: Sequence[str], sides: Sequence[Sequence[int]]) -> list[str]:
    """Names of the scoring sides: a seat's name, or partners joined (``Ana & Basile``)."""
    return [join_partners(names[s] for s in side if 0 <= s < len(names)) for side in sides]


class Overlay(QFrame):
    """A rounded card-like panel centred over the table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GameOverlay")
        self.setStyleSheet(PANEL_STYLE)
        self.hide()

    def show_centred(self) -> None:
        """Show in the middle of the parent, above everything."""
        parent = self.parentWidget()
        self.adjustSize()
        if parent is not None:
            width = min(max(self.sizeHint().width(), 420), parent.width() - 24)
            height = min(self.sizeHint().height(), parent.height() - 24)
            self.resize(width, height)
            self.move((parent.width() - width) // 2, (parent.height() - height) // 2)
        self.show()
        self.raise_()


class SummaryPanel(Overlay):
    """The end of a round: a title, the board's table and notes, and a button to go on."""

    next_round = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("OverlayTitle")
        layout.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        layout.addLayout(self.grid)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.go_on)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        layout.addLayout(row)
        self.summary: RoundSummary | None = None

    def show_summary(self, summary: RoundSummary) -> None:
        """Fill from ``summary`` and show."""
        self.fill(summary)
        self.show_centred()
        self.button.setFocus()

    def fill(self, summary: RoundSummary) -> None:
        """Show ``summary``'s texts (again, after a change of language)."""
        self.summary = summary
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.title.setText(summary.title)
        columns = max([len(summary.headers), *(len(r) for r in summary.rows)], default=1)
        for column, text in enumerate(summary.headers):
            self.grid.addWidget(QLabel(f"<b>{text}</b>"), 0, column)
        for line, row in enumerate(summary.rows, start=1):
            for column, text in enumerate(row):
                cell = QLabel(text)
                cell.setTextFormat(Qt.TextFormat.PlainText)  # cells hold player names
                self.grid.addWidget(cell, line, column)
        line = len(summary.rows) + 1
        for note in summary.notes:
            label = QLabel(note)
            label.setTextFormat(Qt.TextFormat.PlainText)
            self.grid.addWidget(label, line, 0, 1, columns)
            line += 1
        self.button.setText(
            summary.go_on or QCoreApplication.translate("GameScreen", "&Next round")
        )

    def go_on(self) -> None:
        """Close the summary and let the next round come in."""
        if not self.isVisible():
            return
        self.hide()
        self.next_round.emit()


class ScoreChart(QWidget):
    """A small line chart of every side's score, round by round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[list[int]] = []
        self.labels: list[str] = []
        self.target: int | None = None
        self.setMinimumSize(360, 170)

    def set_data(self, series: list[list[int]], labels: list[str], target: int | None) -> None:
        """``series[side]`` = scores after each round; ``target`` draws a dashed line."""
        self.series, self.labels, self.target = series, labels, target
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        """Axes, the target line and one coloured line per side."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(34, 10, -110, -24)
        rounds = max((len(s) for s in self.series), default=0)
        top = max([self.target or 1, *[max(s, default=0) for s in self.series]])
        painter.setPen(QPen(QColor("#8A6A52"), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())

        def point(index: int, value: int) -> QPointF:
            x = area.left() + (area.width() * index / max(1, rounds))
            y = area.bottom() - area.height() * value / max(1, top)
            return QPointF(x, y)

        if self.target is not None:
            painter.setPen(QPen(QColor("#C98B5B"), 1, Qt.PenStyle.DashLine))
            painter.drawLine(point(0, self.target), point(rounds, self.target))
            painter.drawText(
                QPointF(area.left() - 28, point(0, self.target).y() + 4), str(self.target)
            )
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
        for side, values in enumerate(self.series):
            colour = QColor(SEAT_COLOURS[side % len(SEAT_COLOURS)]).darker(115)
            painter.setPen(QPen(colour, 2.4))
            points = [point(0, 0)] + [point(i + 1, v) for i, v in enumerate(values)]
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            if side < len(self.labels):
                painter.drawText(
                    QPointF(area.right() + 8, 14 + 16 * side), f"■ {self.labels[side]}"
                )
        painter.setPen(QColor("#8A6A52"))
        for i in range(1, rounds + 1):
            painter.drawText(QPointF(point(i, 0).x() - 3, area.bottom() + 16), str(i))
        painter.end()


class GameOver(Overlay):
    """Winners, a score chart, and what to do next."""

    play_again = Signal()
    export = Signal()
    leave = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("OverlayTitle")
        self.winners = QLabel()
        self.winners.setWordWrap(True)
        self.chart = ScoreChart()
        layout.addWidget(self.title)
        layout.addWidget(self.winners)
        layout.addWidget(self.chart)
        row = QHBoxLayout()
        self.again_button = QPushButton()
        self.export_button = QPushButton()
        self.leave_button = QPushButton()
        self.again_button.setDefault(True)
        for button in (self.again_button, self.export_button, self.leave_button):
            button.setAutoDefault(True)  # Enter presses the button Tab reached, as Space does
        self.again_button.clicked.connect(self.play_again)
        self.export_button.clicked.connect(self.export)
        self.leave_button.clicked.connect(self.leave)
        row.addWidget(self.export_button)
        row.addStretch(1)
        row.addWidget(self.leave_button)
        row.addWidget(self.again_button)
        layout.addLayout(row)
        self.sides: list[str] = []
        self.winner_sides: list[int] = []
        self.scores: list[int] = []

    def show_result(
        self,
        sides: list[str],
        winners: list[int],
        scores: list[int],
        history: list[list[int]],
        target: int | None,
        can_export: bool = True,
    ) -> None:
        """Fill and show; ``history[side]`` = scores after each round."""
        self.sides, self.winner_sides, self.scores = sides, winners, scores
        self.chart.set_data(history, sides, target)
        self.chart.setVisible(any(history))
        self.export_button.setVisible(can_export)
        self.retranslate()
        self.show_centred()
        self.again_button.setFocus()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(QCoreApplication.translate("GameScreen", "Game over"))
        names = [
            html.escape(self.sides[w]) for w in self.winner_sides if w < len(self.sides)
        ]  # rich text
        if len(names) > 1:
            text = fill(
                QCoreApplication.translate("GameScreen", "Shared victory: %1!"),
                join_partners(names),
            )
        elif names:
            text = fill(QCoreApplication.translate("GameScreen", "%1 wins!"), names[0])
        else:
            text = ""
        final = join_parts(
            f"{html.escape(n)} {s}" for n, s in zip(self.sides, self.scores, strict=False)
        )
        self.winners.setText(
            f"<b>{text}</b><br>"
            + fill(QCoreApplication.translate("GameScreen", "Final scores: %1"), final)
        )
        self.again_button.setText(
            QCoreApplication.translate("GameScreen", "&Play again with the same seats")
        )
        self.export_button.setText(QCoreApplication.translate("GameScreen", "&Export record…"))
        self.leave_button.setText(QCoreApplication.translate("GameScreen", "Back to the &library"))
