""" "Review my game" in the replay window: the Hard bot's opinion of each of one's decisions.

The panel sits in the replay window's side column, under the log. Its button reviews a
finished game for a seat a person played (a list to pick one when several did): the
review (:func:`macaron_desktop.core.review.review_game`, the Hard search from that seat's
view only) runs on a worker thread (:mod:`.worker`) with a progress bar and Cancel. Then
every decision is listed, the move played and the move the search liked best with the
value lost; the decisions where the move played was clearly worse are marked (a flag,
in bold, on a warm background) and counted above the list, which may show them alone.
Choosing a line (a click, or the arrow keys in the list) moves the replay to that
decision and shows both moves' estimates as the Hint shows them (the game's own
``describe_hint`` words, else the shared report).

A review of a history entry is kept beside it (``core.review.save_review``), so it is
worked out once and shown at once when the replay opens again; a kept review that
cannot be read is reported and worked out again on request.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core import review as reviews
from .catalog import table_hook
from .hints import HintPanel, HintReport, generic_report, sentences, signed
from .words import fill

if TYPE_CHECKING:
    from ..core.replay import Replay

LOG = logging.getLogger("macaron_desktop")

# the item data role holding a line's decision (its index in the review)
DECISION_ROLE = Qt.ItemDataRole.UserRole
# the background of a marked decision's line
MARK_COLOUR = "#FBE0C8"

PANEL_STYLE = """
QFrame#ReviewPanel { background: #FFF6E6; border: 1px solid #E2CFB6; border-radius: 6px; }
QLabel#ReviewTitle { font-weight: 600; color: #4A3020; }
QLabel#ReviewDetail { font-size: 11px; }
QLabel#ReviewNote, QLabel#ReviewSummary { color: #7A6050; font-size: 11px; }
"""


class ReviewPanel(QFrame):
    """The review of one's decisions (see the module text).

    ``replay`` is the game shown, ``names`` its players' names as shown, ``history`` the
    history file it comes from (``None``: the review is not kept). ``jump(n)`` moves the
    replay to move ``n`` as seen by seat ``seat``: ``jump(n, seat)``.
    """

    # the review being worked out finished (tests wait for it)
    reviewed = Signal()

    def __init__(
        self,
        replay: Replay,
        names: Sequence[str],
        history: Path | None,
        jump: Callable[[int, int], None],
        parent: QWidget | None = None,
        threaded: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.replay = replay
        self.names = names
        self.history = history
        self.jump = jump
        self.threaded = threaded
        game_id = replay.game.game_id
        self.describe: Callable[[Any, Any], HintReport] | None = table_hook(
            game_id, "describe_hint"
        )
        # the seats a person played: the ones that may be reviewed
        self.seats = [i for i, seat in enumerate(replay.seats) if seat.kind == "human"]
        self.review: reviews.Review | None = None
        # why the kept review of the seat chosen cannot be read (``None``: it can)
        self.damaged: str | None = None
        # the review could not be kept (the disk refused)
        self.unsaved = False
        self._worker: Any = None
        self._job: int | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setObjectName("ReviewTitle")
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("ReviewSeat")
        for _ in self.seats:
            self.seat_box.addItem("")
        self.seat_box.setVisible(len(self.seats) > 1)
        self.seat_box.currentIndexChanged.connect(lambda _i: self._load())
        self.button = QPushButton()
        self.button.setObjectName("ReviewButton")
        self.button.clicked.connect(self.start)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("ReviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.summary = QLabel()
        self.summary.setObjectName("ReviewSummary")
        self.summary.setWordWrap(True)
        self.marked_only = QCheckBox()
        self.marked_only.setObjectName("ReviewMarkedOnly")
        self.marked_only.toggled.connect(lambda _on: self._fill())
        self.list = QListWidget()
        self.list.setObjectName("ReviewList")
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(lambda item, _old: self._chosen(item))
        self.list.itemClicked.connect(self._chosen)
        self.detail = QLabel()
        self.detail.setObjectName("ReviewDetail")
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("ReviewNote")
        self.note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.seat_box, 1)
        row.addWidget(self.button)
        row.addWidget(self.cancel_button)
        layout.addWidget(self.title)
        layout.addLayout(row)
        for widget in (self.progress, self.summary, self.marked_only):
            layout.addWidget(widget)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.detail)
        layout.addWidget(self.note)
        # without a list, the room left stays below the panel's texts, not between them
        layout.addStretch(0)
        self.retranslate()
        self._load()

    # -- state ------------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """The seat reviewed (``None``: nobody at the computer played this game)."""
        index = self.seat_box.currentIndex()
        return self.seats[index] if 0 <= index < len(self.seats) else None

    @property
    def available(self) -> bool:
        """A review can be worked out: a finished game that a person played."""
        return self.seat is not None and self.replay.match.finished

    @property
    def running(self) -> bool:
        """The review is being worked out."""
        return self._job is not None

    def _load(self) -> None:
        """Show the review kept for the seat chosen, if there is one."""
        self.cancel()
        self.review, self.damaged = None, None
        seat = self.seat
        if self.history is not None and seat is not None:
            try:
                self.review = reviews.load_review(self.history, seat, self.replay.length)
            except reviews.ReviewDamaged as exc:
                LOG.warning("the review kept at %s cannot be read: %s", self.history, exc)
                self.damaged = str(exc)
        self._fill()
        self._update()

    # -- working it out -----------------------------------------------------------------------
    def start(self) -> None:
        """Review my game: work the review of the seat chosen out, off the GUI thread."""
        seat = self.seat
        if seat is None or not self.available or self.running:
            return
        from .worker import Worker

        match = self.replay.match  # the whole game: its states never change

        def job(cancelled: Callable[[], bool], progress: Callable[[int, int], None]) -> Any:
            return reviews.review_game(match, seat, progress=progress, cancel=cancelled)

        if self._worker is None:
            self._worker = Worker(self, threaded=self.threaded)
            self._worker.done.connect(self._done)
            self._worker.failed.connect(self._failed)
            self._worker.progress.connect(self._progress)
        self.progress.setRange(0, 0)  # busy until the first decision is weighed
        self._job = self._worker.submit(job)
        self._update()

    def cancel(self) -> None:
        """Stop working the review out (nothing is kept); never waits."""
        if self._job is not None and self._worker is not None:
            self._worker.cancel(self._job)
        self._job = None
        self._update()

    def close_worker(self) -> None:
        """The window goes: stop the thread without waiting for it."""
        self.cancel()
        if self._worker is not None:
            self._worker.retire()

    @Slot(int, object)
    def _done(self, job_id: int, result: Any) -> None:
        if job_id != self._job:
            return
        self._job = None
        self.review, self.damaged, self.unsaved = result, None, False
        if self.history is not None:
            try:
                reviews.save_review(self.history, result)
            except OSError:
                LOG.exception("the review could not be kept")
                self.unsaved = True
        self._fill()
        self._update()
        self.reviewed.emit()

    @Slot(int, object)
    def _failed(self, job_id: int, error: Any) -> None:
        if job_id != self._job:
            return
        self._job = None
        LOG.error("the review failed: %r", error)
        self.summary.setText(
            QCoreApplication.translate("Review", "The review could not be worked out.")
        )
        self._update(keep_summary=True)

    @Slot(int, int, int)
    def _progress(self, job_id: int, done: int, total: int) -> None:
        if job_id == self._job:
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)

    # -- showing it -------------------------------------------------------------------------
    def _decode(self, data: Any) -> Any:
        return self.replay.game.decode_action(data)

    def report(self, decision: reviews.Decision) -> HintReport:
        """Both moves of ``decision`` with their estimates, as a Hint shows them (the
        search's choice in bold)."""
        view = self.replay.view_at(decision.move, self.seat or 0)
        worlds = float(decision.worlds)
        analysis = [
            (
                self._decode(decision.best),
                {**decision.best_estimates, "worlds": worlds, "choice": 1.0},
            )
        ]
        if not decision.agrees:
            analysis.append(
                (self._decode(decision.played), {**decision.played_estimates, "worlds": worlds})
            )
        if self.describe is not None:
            try:
                return self.describe(view, analysis)
            except Exception:  # noqa: BLE001 (a game's words never take the review down)
                LOG.exception("describe_hint failed in a review")
        return generic_report(analysis)

    def line_text(self, decision: reviews.Decision) -> str:
        """``Move 12: <move played>; best <its move> (−2.1)``, or ``Move 12: <move
        played>, the best`` when the search agrees (moves in the game's words)."""
        rows = self.report(decision).rows
        best = rows[0].cells[0] if rows and rows[0].cells else "?"
        played = rows[1].cells[0] if len(rows) > 1 and rows[1].cells else best
        number = decision.move + 1
        if decision.agrees:
            text = QCoreApplication.translate("Review", "Move %1: %2, the best")
            return fill(text, number, played)
        text = QCoreApplication.translate("Review", "Move %1: %2; best %3 (%4)")
        return fill(text, number, played, best, signed(-decision.gap))

    def _fill(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        review = self.review
        if review is not None:
            only = self.marked_only.isChecked()
            for index, decision in enumerate(review.decisions):
                if only and not decision.marked:
                    continue
                text = self.line_text(decision)
                item = QListWidgetItem(("⚑ " if decision.marked else "") + text)
                item.setData(DECISION_ROLE, index)
                if decision.marked:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(QColor(MARK_COLOUR)))
                    item.setToolTip(self._marked_tip())
                self.list.addItem(item)
        self.list.blockSignals(False)
        self.detail.clear()
        self.note.clear()

    def marked_rows(self) -> list[int]:
        """The list's rows of the marked decisions."""
        review = self.review
        if review is None:
            return []
        return [
            row
            for row in range(self.list.count())
            if review.decisions[self.list.item(row).data(DECISION_ROLE)].marked
        ]

    def _chosen(self, item: QListWidgetItem | None) -> None:
        """A line chosen: the replay goes to that decision; its estimates are shown."""
        review = self.review
        if item is None or review is None:
            return
        decision = review.decisions[item.data(DECISION_ROLE)]
        self.list.scrollToItem(item)
        report = self.report(decision)
        self.detail.setText(HintPanel._rows_html(report))
        gap = QCoreApplication.translate(
            "Review", "The move played gives up %1 (give or take %2) against the best."
        )
        spread = "?" if math.isinf(decision.stderr) else f"{decision.stderr:.1f}"
        lost = fill(gap, f"{max(0.0, decision.gap):.1f}", spread) if not decision.agrees else ""
        self.note.setText(sentences(report.note, lost))
        self.jump(decision.move, review.seat)

    def _marked_tip(self) -> str:
        return QCoreApplication.translate(
            "Review", "Clearly worse than the best move, beyond the search's own uncertainty."
        )

    def _update(self, keep_summary: bool = False) -> None:
        running = self.running
        self.button.setVisible(not running)
        self.button.setEnabled(self.available)
        self.cancel_button.setVisible(running)
        self.progress.setVisible(running)
        self.seat_box.setEnabled(not running)
        review = self.review
        self.button.setText(
            QCoreApplication.translate("Review", "Review &again")
            if review is not None
            else QCoreApplication.translate("Review", "Re&view my game")
        )
        self.marked_only.setVisible(review is not None and not running)
        self.list.setVisible(review is not None)
        box = self.layout()
        assert isinstance(box, QVBoxLayout)
        box.setStretch(box.count() - 1, 0 if review is not None else 1)
        if keep_summary:
            return
        if running:
            text = QCoreApplication.translate("Review", "The Hard bot weighs each of your moves…")
        elif review is not None:
            text = fill(
                QCoreApplication.translate("Review", "%1 of %2 decisions marked as clearly worse."),
                len(review.marked),
                len(review.decisions),
            )
            if self.unsaved:
                text = sentences(
                    text,
                    QCoreApplication.translate("Review", "It could not be kept on the disk."),
                )
        elif self.damaged is not None:
            text = QCoreApplication.translate(
                "Review",
                "The review kept for this game cannot be read; Review my game works it out again.",
            )
        elif self.seat is None:
            text = QCoreApplication.translate(
                "Review", "Only a game you played yourself can be reviewed."
            )
        elif not self.replay.match.finished:
            text = QCoreApplication.translate("Review", "Only a finished game can be reviewed.")
        else:
            text = QCoreApplication.translate(
                "Review",
                "The Hard bot weighs each of your decisions from what you knew then.",
            )
        self.summary.setText(text)

    def retranslate(self) -> None:
        """Set the panel's texts in the current language."""
        self.title.setText(QCoreApplication.translate("Review", "Review"))
        self.button.setToolTip(
            QCoreApplication.translate(
                "Review", "The Hard bot's opinion of each of your decisions in this game"
            )
        )
        self.cancel_button.setText(QCoreApplication.translate("Review", "&Cancel"))
        self.marked_only.setText(QCoreApplication.translate("Review", "&Marked ones only"))
        for index, seat in enumerate(self.seats):
            self.seat_box.setItemText(index, self.names[seat])
        self._fill()
        self._update()
