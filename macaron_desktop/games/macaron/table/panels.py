"""Panels over and beside the Macaron table: scores, round summary, game over with a chart."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

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

from macaron_desktop.ui.table import SEAT_COLOURS

from . import texts

PANEL_STYLE = """
QFrame#MacaronOverlay { background: rgba(255, 250, 240, 246); border: 2px solid #C9A57E;
    border-radius: 16px; }
QFrame#MacaronOverlay QLabel { color: #4A3020; }
QLabel#OverlayTitle { font-size: 22px; font-weight: 600; }
"""


def team_names(names: Sequence[str], teams: Sequence[Sequence[int]] | None) -> list[str]:
    """Names of the scoring sides: seats, or teams (``Ana & Basile``) in 2V2."""
    if not teams:
        return list(names)
    return [" & ".join(names[s] for s in team) for team in teams]


class Overlay(QFrame):
    """A rounded card-like panel centred over the table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("MacaronOverlay")
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


class RoundSummary(Overlay):
    """Per seat: boxes, row, bet, VP gained and the new score; "Next round" goes on."""

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
        self.button.clicked.connect(self._go_on)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        layout.addLayout(row)
        self.data: dict[str, Any] | None = None
        self.names: list[str] = []
        self.teams: Sequence[Sequence[int]] | None = None
        self.side = "standard"

    def show_round(
        self,
        params: dict[str, Any],
        names: Sequence[str],
        teams: Sequence[Sequence[int]] | None,
        side: str,
    ) -> None:
        """Fill from a ``round_scored`` event and show."""
        self.data, self.names, self.teams, self.side = dict(params), list(names), teams, side
        self.retranslate()
        self.show_centred()
        self.button.setFocus()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        if self.data is None:
            return
        data = self.data
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.title.setText(
            QCoreApplication.translate("Macaron", "Round %1 is over").replace(
                "%1", str(data.get("round"))
            )
        )
        headers = [
            QCoreApplication.translate("Macaron", "Player"),
            QCoreApplication.translate("Macaron", "Boxes"),
            QCoreApplication.translate("Macaron", "Row"),
            QCoreApplication.translate("Macaron", "Bet"),
            QCoreApplication.translate("Macaron", "VP"),
        ]
        for column, text in enumerate(headers):
            label = QLabel(f"<b>{text}</b>")
            self.grid.addWidget(label, 0, column)
        for seat, name in enumerate(self.names):
            bet = data["bets"][seat]
            hit = data["bet_hits"][seat]
            bet_text = texts.bet_name(bet, self.side)
            if hit is True:
                bet_text += " ✔"
            elif hit is False:
                bet_text += " ✘"
            cells = [
                name,
                str(data["boxes"][seat]),
                str(data["rows"][seat]),
                bet_text,
                f"{data['vp'][seat]:+d}",
            ]
            for column, text in enumerate(cells):
                cell = QLabel(text)
                cell.setTextFormat(Qt.TextFormat.PlainText)  # the first one is a name
                self.grid.addWidget(cell, seat + 1, column)
        line = len(self.names) + 1
        if data.get("emma_bonus"):
            self.grid.addWidget(
                QLabel(
                    QCoreApplication.translate(
                        "Macaron", "Emma gains +%1 for the missed bet."
                    ).replace("%1", str(data["emma_bonus"]))
                ),
                line,
                0,
                1,
                5,
            )
            line += 1
        sides = team_names(self.names, self.teams)
        scores = " · ".join(
            f"{html.escape(n)}: {s}" for n, s in zip(sides, data["scores"], strict=False)
        )
        self.grid.addWidget(
            QLabel(
                "<b>"
                + QCoreApplication.translate("Macaron", "Scores: %1").replace("%1", scores)
                + "</b>"
            ),
            line,
            0,
            1,
            5,
        )
        self.button.setText(QCoreApplication.translate("Macaron", "&Next round"))

    def _go_on(self) -> None:
        self.hide()
        self.next_round.emit()


class ScoreChart(QWidget):
    """A small line chart of every side's score, round by round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[list[int]] = []
        self.labels: list[str] = []
        self.target = 10
        self.setMinimumSize(360, 170)

    def set_data(self, series: list[list[int]], labels: list[str], target: int) -> None:
        """``series[side]`` = scores after each round."""
        self.series, self.labels, self.target = series, labels, target
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        """Axes, the target line and one coloured line per side."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(34, 10, -110, -24)
        rounds = max((len(s) for s in self.series), default=0)
        top = max([self.target, *[max(s, default=0) for s in self.series]])
        painter.setPen(QPen(QColor("#8A6A52"), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())

        def point(index: int, value: int) -> QPointF:
            x = area.left() + (area.width() * index / max(1, rounds))
            y = area.bottom() - area.height() * value / max(1, top)
            return QPointF(x, y)

        painter.setPen(QPen(QColor("#C98B5B"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(point(0, self.target), point(rounds, self.target))
        painter.drawText(QPointF(area.left() - 28, point(0, self.target).y() + 4), str(self.target))
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
        for side, values in enumerate(self.series):
            colour = QColor(SEAT_COLOURS[side % len(SEAT_COLOURS)]).darker(115)
            painter.setPen(QPen(colour, 2.4))
            points = [point(0, 0)] + [point(i + 1, v) for i, v in enumerate(values)]
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            painter.drawText(QPointF(area.right() + 8, 14 + 16 * side), f"■ {self.labels[side]}")
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
        target: int,
    ) -> None:
        """Fill and show; ``history[side]`` = scores after each round."""
        self.sides, self.winner_sides, self.scores = sides, winners, scores
        self.chart.set_data(history, sides, target)
        self.retranslate()
        self.show_centred()
        self.again_button.setFocus()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(QCoreApplication.translate("Macaron", "Game over"))
        names = [html.escape(self.sides[w]) for w in self.winner_sides]  # shown as rich text
        if len(names) > 1:
            text = QCoreApplication.translate("Macaron", "Shared victory: %1!").replace(
                "%1", " & ".join(names)
            )
        elif names:
            text = QCoreApplication.translate("Macaron", "%1 wins!").replace("%1", names[0])
        else:
            text = ""
        final = " · ".join(
            f"{html.escape(n)} {s}" for n, s in zip(self.sides, self.scores, strict=False)
        )
        self.winners.setText(
            f"<b>{text}</b><br>"
            + QCoreApplication.translate("Macaron", "Final scores: %1").replace("%1", final)
        )
        self.again_button.setText(
            QCoreApplication.translate("Macaron", "&Play again with the same seats")
        )
        self.export_button.setText(QCoreApplication.translate("Macaron", "&Export record…"))
        self.leave_button.setText(QCoreApplication.translate("Macaron", "Back to the &library"))
