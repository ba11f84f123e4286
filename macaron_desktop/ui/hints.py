"""The Hint button: what the Hard bot would do now, and why, in the player's words.

Every table gets it (the game screen puts the button and :class:`HintPanel` in its side
panel; the H key asks too). Asking runs the analysis on a worker thread
(:mod:`.worker`) with a progress bar; the player may cancel it, and moving on (a move,
undo, leaving) cancels it as well. A hint for a position is worked out once: asking
again shows it again, and only a hint shown for a new position counts in the game's
statistics (``Match.hints_used``, saved with the game).

A game's table entry may give two hooks (both optional):

``hint_analysis(view, legal, rng, cancelled, progress)``
    the analysis, run off the GUI thread: ``[(action, estimates), ...]`` best first,
    ``estimates`` a dict of numbers with at least ``"value"`` (and ``"choice": 1.0`` on
    the move the bot would play). Default: :func:`macaron_desktop.core.search.hint_analysis`
    of the game's ``hard`` bot (its own search), when that bot searches.
``describe_hint(view, analysis)``
    the :class:`HintReport` shown, in the current language. Default:
    :func:`generic_report` with ``str(action)`` for each move; a game usually calls
    :func:`generic_report` with its own words for a move.

A game whose ``hard`` bot does not search and that gives no ``hint_analysis`` has no
Hint button.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.registry import get_bot
from ..core.search import SearchBot, hint_analysis
from .catalog import table_hook
from .spec_text import tr
from .words import fill
from .worker import Worker

if TYPE_CHECKING:
    from ..core.spec import Text
    from .screen.hosts import HintHost

LOG = logging.getLogger("macaron_desktop")

# the bot level whose advice a hint gives
HINT_LEVEL = "hard"
# how many moves the generic report shows
SHOWN = 3

# ``[(action, estimates), ...]``, best first
Analysis = Sequence[tuple[Any, Mapping[str, float]]]

PANEL_STYLE = """
QFrame#HintPanel { background: #FFF6E6; border: 1px solid #E2CFB6; border-radius: 6px; }
QLabel#HintTitle { font-weight: 600; color: #4A3020; }
QLabel#HintBody { font-size: 11px; }
QLabel#HintNote { color: #7A6050; font-size: 11px; }
"""


@dataclass(frozen=True)
class HintRow:
    """One move of a hint: the move in words, then its estimates (one cell each)."""

    cells: Sequence[str]
    # the move the Hard bot would play (in bold)
    bot_choice: bool = False


@dataclass(frozen=True)
class HintReport:
    """What the hint panel shows: a table (``headers`` over ``rows``, best first) and a
    note on what the numbers are."""

    headers: Sequence[str]
    rows: Sequence[HintRow]
    note: str = ""


def signed(value: float) -> str:
    """``+1.3``, ``−0.4``, ``0.0``: a value with its sign (a true minus sign)."""
    text = f"{abs(value):.1f}"
    if text == "0.0":
        return text
    return ("+" if value > 0 else "−") + text


def percent(share: float) -> str:
    """``63%`` for 0.63 (rounded)."""
    return f"{round(100 * share)}%"


def sentences(*parts: str) -> str:
    """Sentences one after the other: a space between them, none after a full-width stop
    (Chinese runs its sentences together)."""
    out = ""
    for part in (p for p in parts if p):
        if out and not out.endswith(("。", "！", "？", "）")):
            out += " "
        out += part
    return out


def worlds_of(analysis: Analysis) -> int:
    """How many sampled worlds the estimates come from."""
    return int(analysis[0][1].get("worlds", 0)) if analysis else 0


def estimates_note(analysis: Analysis) -> str:
    """``Estimates from 8 sampled deals of the cards you cannot see.``"""
    return fill(
        QCoreApplication.translate(
            "Hints", "Estimates from %1 sampled deals of the cards you cannot see."
        ),
        str(worlds_of(analysis)),
    )


def generic_report(
    analysis: Analysis,
    move_text: Callable[[Any], str] = str,
    shown: int = SHOWN,
    value_note: str = "",
) -> HintReport:
    """The ``shown`` moves of best estimated value (and the Hard bot's choice);
    ``value_note`` (the game's words for what its value counts) ends the note."""
    rows = []
    for index, (action, estimates) in enumerate(analysis):
        choice = bool(estimates.get("choice"))
        if index >= shown and not choice:
            continue
        value = signed(float(estimates.get("value", 0.0)))
        rows.append(HintRow((move_text(action), value), bot_choice=choice))
    headers = (
        QCoreApplication.translate("Hints", "Move"),
        QCoreApplication.translate("Hints", "Value (est.)"),
    )
    note = sentences(
        estimates_note(analysis),
        QCoreApplication.translate("Hints", "Higher values are better for you."),
        value_note,
    )
    return HintReport(headers, rows, note)


def describer(
    move_text: Callable[[Any, Any], str], value_note: Text
) -> Callable[[Any, Analysis], HintReport]:
    """A table entry's ``describe_hint`` hook for a game whose hints are the generic
    report: each move in the game's words (``move_text(action, view)``), and its note on
    what the value counts (``value_note``, a ``QT_TRANSLATE_NOOP`` text translated in the
    language of the moment)."""

    def describe_hint(view: Any, analysis: Analysis) -> HintReport:
        return generic_report(
            analysis, lambda action: move_text(action, view), value_note=tr(value_note)
        )

    return describe_hint


def choice_note(report: HintReport) -> str:
    """What the bold row means (when there is one)."""
    if any(row.bot_choice for row in report.rows):
        return QCoreApplication.translate("Hints", "In bold: what the Hard bot would play.")
    return ""


def default_analysis(game_id: str) -> Callable[..., Analysis] | None:
    """The analysis of the game's ``hard`` bot, if it searches; else ``None``."""
    try:
        probe = get_bot(game_id, HINT_LEVEL)
    except (KeyError, TypeError, ValueError):
        return None
    if not isinstance(probe, SearchBot):
        return None

    def analyse(
        view: Any,
        legal: Sequence[Any],
        rng: Any,
        cancelled: Callable[[], bool],
        progress: Callable[[int, int], None],
    ) -> Analysis:
        bot = get_bot(game_id, HINT_LEVEL)  # the job's own bot: nobody else touches it
        assert isinstance(bot, SearchBot)
        return hint_analysis(bot, view, legal, rng, cancelled, progress)

    return analyse


class HintPanel(QFrame):
    """The hint in the side panel: a progress bar while the bot thinks, then the moves."""

    # the player cancelled the hint being worked out
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HintPanel")
        self.setStyleSheet(PANEL_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setObjectName("HintTitle")
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.body = QLabel()
        self.body.setObjectName("HintBody")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("HintNote")
        self.note.setWordWrap(True)
        self.cancel_button = QPushButton()
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.close_button = QPushButton()
        self.close_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.close_button)
        for widget in (self.title, self.progress, self.body, self.note):
            layout.addWidget(widget)
        layout.addLayout(row)
        self.report: HintReport | None = None
        self.thinking = False
        self.retranslate()
        self.hide()

    def show_thinking(self) -> None:
        """The bot is working the hint out: a progress bar and a Cancel button."""
        self.thinking = True
        self.report = None
        self.progress.setRange(0, 0)  # busy until the first world is done
        self.progress.show()
        self.body.hide()
        self.note.hide()
        self.cancel_button.show()
        self.close_button.hide()
        self.retranslate()
        self.show()

    def show_progress(self, done: int, total: int) -> None:
        """``done`` of ``total`` sampled worlds weighed."""
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def show_report(self, report: HintReport) -> None:
        """The moves and their estimates."""
        self.thinking = False
        self.report = report
        self.progress.hide()
        self.cancel_button.hide()
        self.close_button.show()
        self.body.setText(self._rows_html(report))
        note = sentences(report.note, choice_note(report))
        self.note.setText(note)
        self.body.show()
        self.note.setVisible(bool(note))
        self.retranslate()
        self.show()

    @staticmethod
    def _rows_html(report: HintReport) -> str:
        def cell(text: str, tag: str, first: bool, row: HintRow | None = None) -> str:
            content = html.escape(text)
            if first and tag == "td" and len(text) < 20:
                content = content.replace(" ", "&nbsp;")  # a card name on one line
            if row is not None and row.bot_choice:
                content = f"<b>{content}</b>"
            align = "left" if first else "right"
            return f"<{tag} align='{align}' style='padding:1px 2px'>{content}</{tag}>"

        head = "".join(cell(h, "th", i == 0) for i, h in enumerate(report.headers))
        body = "".join(
            "<tr>" + "".join(cell(c, "td", i == 0, row) for i, c in enumerate(row.cells)) + "</tr>"
            for row in report.rows
        )
        return f"<table width='100%' cellspacing='0'><tr>{head}</tr>{body}</table>"

    def retranslate(self) -> None:
        """Set the panel's own texts in the current language."""
        if self.thinking:
            self.title.setText(QCoreApplication.translate("Hints", "Hint: the Hard bot thinks…"))
        else:
            self.title.setText(QCoreApplication.translate("Hints", "Hint: the Hard bot's advice"))
        self.cancel_button.setText(QCoreApplication.translate("Hints", "&Cancel"))
        self.close_button.setText(QCoreApplication.translate("Hints", "Cl&ose"))


class HintController(QObject):
    """Works hints out for a game screen, shows them in its panel and counts them.

    ``screen`` is the game screen, known only as a :class:`~.screen.hosts.HintHost`;
    ``parent`` owns the controller (the screen, usually).
    """

    def __init__(self, screen: HintHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen = screen
        game_id = screen.match.game.game_id
        self.analyse: Callable[..., Analysis] | None = table_hook(
            game_id, "hint_analysis"
        ) or default_analysis(game_id)
        self.describe: Callable[[Any, Analysis], HintReport] | None = table_hook(
            game_id, "describe_hint"
        )
        self.panel = HintPanel()
        self.panel.cancel_requested.connect(self.cancel)
        self._worker: Worker | None = None
        self._job: int | None = None
        self._asked: Hashable | None = None
        # the last hint worked out: its position, the view and the analysis
        self._shown: tuple[Hashable, Any, Analysis] | None = None
        screen.session.stopped.connect(self.close)

    @property
    def available(self) -> bool:
        """The game gives hints."""
        return self.analyse is not None

    @property
    def thinking(self) -> bool:
        """A hint is being worked out."""
        return self._job is not None

    def can_ask(self) -> bool:
        """The player may ask for a hint now (it is their turn and nothing moves)."""
        return self.available and self.screen.my_turn() and not self.screen.busy

    def _position(self) -> Hashable:
        """The decision a hint is for: the seat, its moves so far and its choices now
        (another seat's move that changes none of them, a pass chosen at the same time,
        leaves the hint standing)."""
        match, seat = self.screen.match, self.screen.viewer
        own = sum(1 for move in match.moves if move.seat == seat)
        legal = tuple(match.legal_actions(seat)) if self.screen.my_turn() else ()
        return (seat, own, legal)

    def ask(self) -> None:
        """Show the hint for the position now, working it out first if need be."""
        if not self.can_ask() or self.analyse is None:
            return
        position = self._position()
        if self._shown is not None and self._shown[0] == position:
            self._show(*self._shown[1:])
            return
        if self._job is not None and self._asked == position:
            return
        self.cancel()
        match, seat = self.screen.match, self.screen.viewer
        view = match.view(seat)
        legal = list(match.legal_actions(seat))
        rng = match.bot_rng(seat)  # the Hard bot's own generator for this decision
        analyse = self.analyse

        def job(cancelled: Callable[[], bool], progress: Callable[[int, int], None]) -> Any:
            return view, analyse(view, legal, rng, cancelled, progress)

        if self._worker is None:
            self._worker = Worker(self)
            self._worker.done.connect(self._done)
            self._worker.failed.connect(self._failed)
            self._worker.progress.connect(self._progress)
        self._job = self._worker.submit(job)
        self._asked = position
        self.panel.show_thinking()

    def cancel(self) -> None:
        """Stop working the hint out (the panel closes); never waits."""
        if self._job is not None and self._worker is not None:
            self._worker.cancel(self._job)
        self._job = None
        if self.panel.thinking:
            self.panel.thinking = False
            self.panel.hide()

    def moved(self, seat: int) -> None:
        """A move was made: a hint for a decision that is now another one goes."""
        if seat == self.screen.viewer or self._position() not in (self._asked, self._shown_at()):
            self.forget()

    def _shown_at(self) -> Hashable | None:
        return self._shown[0] if self._shown is not None else None

    def forget(self) -> None:
        """The position changed: a hint being worked out or shown no longer applies."""
        self.cancel()
        self._shown = None
        self.panel.hide()

    def close(self) -> None:
        """The table goes away: stop the hint thread without waiting for it."""
        self.cancel()
        if self._worker is not None:
            self._worker.retire()

    def retranslate(self) -> None:
        """Show the hint again in the current language."""
        self.panel.retranslate()
        if self._shown is not None and self.panel.isVisible() and not self.panel.thinking:
            self._show(*self._shown[1:])

    def _show(self, view: Any, analysis: Analysis) -> None:
        describe = self.describe
        report = describe(view, analysis) if describe is not None else generic_report(analysis)
        self.panel.show_report(report)

    @Slot(int, object)
    def _done(self, job_id: int, answer: Any) -> None:
        if job_id != self._job:
            return
        self._job = None
        view, analysis = answer
        if self._asked != self._position() or not analysis:
            self.panel.thinking = False
            self.panel.hide()
            return
        self._shown = (self._asked, view, analysis)
        self.screen.session.count_hint()
        self._show(view, analysis)

    @Slot(int, object)
    def _failed(self, job_id: int, error: Any) -> None:
        if job_id != self._job:
            return
        self._job = None
        LOG.error("hint failed: %r", error)
        self.panel.show_report(
            HintReport((), (), QCoreApplication.translate("Hints", "No hint is available now."))
        )

    @Slot(int, int, int)
    def _progress(self, job_id: int, done: int, total: int) -> None:
        if job_id == self._job:
            self.panel.show_progress(done, total)
