"""The replay window: a finished game shown again on the game's own table, move by move.

The table is the game's own screen (its ``create_table``: the shared game screen and the
game's board) on a :class:`~.replay_session.ReplaySession`, so no game writes a second
table for replays. Around it:

* the controls: to the start, a round back, a move back, play / pause at the pace
  setting, a move on, a round on, to the end; keys Left/Right, Page Up/Down, Home/End;
* whose eyes: one seat's (the table is drawn from ``view(state, seat)``: exactly what
  that seat knew then) or, for a finished game whose rules have ``open_view``, every
  hand open;
* the log of the whole game as that seat saw it, a line per move under a heading per
  round; the line of the move shown is selected, and a click on a line (or a heading)
  goes there.

Every state of the game is kept (:class:`~macaron_desktop.core.replay.Replay`), so a
jump anywhere draws one state, never replays moves. Under the log, "Review my game"
(:class:`~.review_panel.ReviewPanel`) gives the Hard bot's opinion of a player's
decisions; a review of a history entry is kept beside it. The status line says what the
replay shows (the move just shown, or whose move comes), never the live game's wording.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.replay import Replay
from . import catalog
from .game_setup import shown_name
from .load_dialog import round_text
from .replay_session import ReplaySession
from .review_panel import ReviewPanel
from .spec_text import game_name
from .words import fill, join_parts

if TYPE_CHECKING:
    from .host import GameHost

# the item data role that holds the move a log line goes to
MOVE_ROLE = Qt.ItemDataRole.UserRole
# the shortest wait between two moves while playing (a quick pace at instant speed)
PLAY_MIN_MS = 120

_KEYS = {
    Qt.Key.Key_Left: "back",
    Qt.Key.Key_Right: "forward",
    Qt.Key.Key_PageUp: "round_back",
    Qt.Key.Key_PageDown: "round_forward",
    Qt.Key.Key_Home: "start",
    Qt.Key.Key_End: "end",
}


class ReplayWindow(QWidget):
    """A window showing one replay; ``host`` is the main window (settings, language),
    ``history`` the history file the game comes from (its review is kept beside it)."""

    def __init__(
        self,
        replay: Replay,
        host: GameHost,
        parent: QWidget | None = None,
        history: Path | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ReplayWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay = replay
        self.host = host
        self.session = ReplaySession(replay, self)
        self.names = [shown_name(seat.name) for seat in replay.seats]
        # the log's text of each move (index: the move, from 1), for the status line
        self._move_texts: list[str] = []
        self.session.status_text = self.status_text
        entry = catalog.find(replay.game.game_id)
        if entry is None:
            raise KeyError(f"{replay.game.game_id} has no table")
        # the table first at the start: the deal, then the player steps or plays on
        self.session.match.position = 0
        self.screen: Any = entry.create_table(self.session, host)
        self.screen.setParent(self)
        humans = [i for i, seat in enumerate(replay.seats) if seat.kind == "human"]
        self.screen.viewer = humans[0] if humans else 0

        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 4, 8, 4)
        for name in ("start", "round_back", "back", "play", "forward", "round_forward", "end"):
            button = QPushButton()
            button.setObjectName(f"replay.{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, n=name: self.command(n))
            self.buttons[name] = button
            bar.addWidget(button)
        self.position_label = QLabel()
        self.position_label.setObjectName("ReplayPosition")
        bar.addWidget(self.position_label, 1)
        self.eyes_label = QLabel()
        self.eyes = QComboBox()
        self.eyes.setObjectName("ReplayEyes")
        self.eyes.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for _ in replay.seats:
            self.eyes.addItem("")
        # every hand open: a finished game of a game whose rules can show them all
        self.can_open = replay.match.finished and callable(getattr(replay.game, "open_view", None))
        if self.can_open:
            self.eyes.addItem("")
        self.eyes.setCurrentIndex(self.screen.viewer)
        self.eyes.currentIndexChanged.connect(self.watch_as)
        self.eyes_label.setBuddy(self.eyes)
        bar.addWidget(self.eyes_label)
        bar.addWidget(self.eyes)

        self.log = QListWidget()
        self.log.setObjectName("ReplayLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # thousands of wrapped lines: laid out in batches, not all at every jump
        self.log.setLayoutMode(QListView.LayoutMode.Batched)
        self.log.setBatchSize(100)
        # while the batches are laid out the list grows: the selected line stays in sight
        self.log.verticalScrollBar().rangeChanged.connect(lambda *_: self._scroll_to_line())
        self.log.itemClicked.connect(self._log_clicked)
        self.log_title = QLabel()
        side = QWidget()
        side.setObjectName("ReplaySide")
        side.setFixedWidth(280)
        # the side column: the log, then the review of one's decisions
        self.side_layout = QVBoxLayout(side)
        self.side_layout.addWidget(self.log_title)
        self.side_layout.addWidget(self.log, 1)
        self.review = ReviewPanel(replay, self.names, history, self.show_decision, side)
        self.side_layout.addWidget(self.review, 1)
        # the screen's own log shows only the moves so far; the replay's shows the game
        self.screen.log_shown = False
        self.screen.log.hide()
        self.screen.log_title.hide()

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.screen, 1)
        body.addWidget(side)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addLayout(bar)
        outer.addLayout(body, 1)

        self._playing = False
        self._play_timer = QTimer(self)
        self._play_timer.setSingleShot(True)
        self._play_timer.timeout.connect(self._play_step)
        # the log line of each move (index: the move, from 1), for the seat watched
        self._line_of_move: list[int] = []
        self.screen.view.installEventFilter(self)
        self.session.jumped.connect(self.screen.show_position)
        self.session.jumped.connect(self._after_move)
        self.session.reset.connect(self._after_move)
        self.session.moved.connect(lambda *_: self._after_move())
        self.resize(1280, 800)
        self.retranslate()

    # -- moving ---------------------------------------------------------------------------
    @property
    def position(self) -> int:
        """The move the table stands at."""
        return self.session.position

    def go_to(self, n: int, animate: bool = False) -> None:
        """Show the game after ``n`` moves (``animate``: a step on, shown as played)."""
        screen = self.screen
        if screen.animator.busy:
            screen.animator.finish_now()
        n = max(0, min(n, self.replay.length))
        # a round's summary, or game over, is up: the next position is drawn afresh
        if screen.summary.isVisible() or screen.between_rounds:
            animate = False
        self.session.go_to(n, animate)
        if n == self.replay.length:
            self.pause()

    def command(self, name: str) -> None:
        """A control or its key: ``start``, ``round_back``, ``back``, ``play``,
        ``forward``, ``round_forward``, ``end``."""
        n = self.position
        if name == "play":
            self.pause() if self._playing else self.play()
            return
        if name != "forward":
            self.pause()
        targets = {
            "start": 0,
            "end": self.replay.length,
            "back": n - 1,
            "forward": n + 1,
            "round_back": self.replay.previous_round(n),
            "round_forward": self.replay.next_round(n),
        }
        self.go_to(targets[name], animate=name == "forward")

    def play(self) -> None:
        """Play the game on from here at the pace setting (from the start at the end)."""
        if self.position >= self.replay.length:
            self.go_to(0)
        self._playing = True
        self._update_controls()
        self._play_timer.start(0)

    def pause(self) -> None:
        """Stop playing."""
        self._playing = False
        self._play_timer.stop()
        self._update_controls()

    def _play_step(self) -> None:
        if not self._playing:
            return
        screen = self.screen
        if screen.busy or screen.animator.busy:
            self._play_timer.start(50)  # the last move is still being shown
            return
        settings = self.host.settings
        if screen.summary.isVisible():
            linger = settings.linger_ms()
            if linger is None:
                self._play_timer.start(100)  # "click to continue": the player goes on
                return
        self.go_to(self.position + 1, animate=True)
        if self._playing:
            self._play_timer.start(max(PLAY_MIN_MS, settings.move_pause_ms()))

    def watch_as(self, seat: int) -> None:
        """Draw the table from ``seat``'s view (what that seat knew at each move); the
        entry after the seats: every hand open, around the seat watched so far."""
        if seat < 0:
            return
        match = self.session.match
        open_hands = seat >= len(self.replay.seats)
        if open_hands:
            seat = self.screen.viewer
        if seat == self.screen.viewer and open_hands == match.open_hands:
            return
        match.open_hands = open_hands
        self.screen.viewer = seat
        self.screen.board.clear()
        self.session.reset.emit()
        self._fill_log()

    # -- the log --------------------------------------------------------------------------
    def _fill_log(self) -> None:
        """The whole game's log as the seat watched saw it: a heading per round, a line
        per move (the lines of the events it brought), and one line for a run of moves of
        one player that showed this seat nothing (the steps of a choice, a secret one)."""
        match, board, seat = self.session.match, self.screen.board, self.screen.viewer
        here = match.position
        self.log.clear()
        self._line_of_move = [0]
        self._move_texts = [""]
        count = 0
        starts = set(self.replay.round_starts)
        # the line of the moves that showed nothing so far: (first move, mover, its row)
        quiet: tuple[int, int, int] | None = None
        try:
            match.position = 0
            count = len(board.events(match.view(seat)))
            self._add_heading(1, 0)
            for n in range(1, self.replay.length + 1):
                if n in starts:
                    self._add_heading(self.replay.round_at(n), n)
                    quiet = None
                match.position = n
                events = board.events(match.view(seat))
                new, count = events[count:], len(events)
                lines = [line for line in map(board.log_line, new) if line]
                mover = self.replay.moves[n - 1].seat
                if lines:
                    quiet = None
                    text = fill(self._numbered_text(), n, join_parts(lines))
                elif quiet is not None and quiet[1] == mover:
                    first, _, row = quiet
                    moved = fill(self._moved_many_text(), self.names[mover])
                    self.log.item(row).setText(fill(self._numbered_text(), f"{first}–{n}", moved))
                    self._line_of_move.append(row)
                    self._move_texts.append(fill(self._moved_text(), self.names[mover]))
                    continue
                else:
                    text = fill(
                        self._numbered_text(), n, fill(self._moved_text(), self.names[mover])
                    )
                self._move_texts.append(
                    join_parts(lines) if lines else fill(self._moved_text(), self.names[mover])
                )
                item = QListWidgetItem(text)
                item.setData(MOVE_ROLE, n)
                if not lines:
                    quiet = (n, mover, self.log.count())
                self._line_of_move.append(self.log.count())
                self.log.addItem(item)
        finally:
            match.position = here
        self._select_line()
        self.screen._update_status(self.screen.current())

    def _add_heading(self, round_number: int, n: int) -> None:
        if not self.replay.has_rounds:
            if n == 0:
                item = QListWidgetItem(QCoreApplication.translate("Replay", "The deal"))
                item.setData(MOVE_ROLE, 0)
                self.log.addItem(item)
            return
        item = QListWidgetItem(round_text(self.replay.game.game_id, round_number))
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setData(MOVE_ROLE, n)
        self.log.addItem(item)

    def _log_clicked(self, item: QListWidgetItem) -> None:
        n = item.data(MOVE_ROLE)
        if isinstance(n, int):
            self.pause()
            self.go_to(n)

    def _select_line(self) -> None:
        n = self.position
        if n < len(self._line_of_move) and n > 0:
            row = self._line_of_move[n]
        else:
            row = 0
        self.log.blockSignals(True)
        self.log.setCurrentRow(row)
        self.log.blockSignals(False)
        self._scroll_to_line()

    def _scroll_to_line(self) -> None:
        current = self.log.currentItem()
        if current is not None:
            self.log.scrollToItem(current)

    def show_decision(self, n: int, seat: int) -> None:
        """Go to the decision before move ``n + 1``, through ``seat``'s eyes (unless every
        hand is open): a line of the review was chosen."""
        self.pause()
        if not self.session.match.open_hands and seat != self.screen.viewer:
            self.eyes.setCurrentIndex(seat)
        self.go_to(n)

    # -- texts and state ------------------------------------------------------------------
    def status_text(self) -> str:
        """The status line in a replay: the move shown (``Move 12 of 80: Ana plays …``)
        or, at the deal, whose move comes (``Replay: Ana to play``)."""
        n, length = self.position, self.replay.length
        if 0 < n < len(self._move_texts):
            text = QCoreApplication.translate("Replay", "Move %1 of %2: %3")
            return fill(text, n, length, self._move_texts[n])
        if n < length:
            mover = self.replay.moves[n].seat
            text = QCoreApplication.translate("Replay", "Replay: %1 to play")
            return fill(text, self.names[mover])
        return QCoreApplication.translate("Replay", "Replay: the end of the game")

    def _after_move(self) -> None:
        self._select_line()
        self._update_controls()

    def _update_controls(self) -> None:
        n, length = self.position, self.replay.length
        for name in ("start", "back", "round_back"):
            self.buttons[name].setEnabled(n > 0)
        for name in ("forward", "end", "round_forward"):
            self.buttons[name].setEnabled(n < length)
        self.buttons["play"].setText(
            QCoreApplication.translate("Replay", "Pa&use")
            if self._playing
            else QCoreApplication.translate("Replay", "&Play")
        )
        parts = [fill(QCoreApplication.translate("Replay", "Move %1 of %2"), n, length)]
        if self.replay.has_rounds:
            parts.append(round_text(self.replay.game.game_id, self.replay.round_at(n)))
        if n == length and self.replay.match.finished:
            parts.append(QCoreApplication.translate("Replay", "the end"))
        self.position_label.setText(join_parts(parts))

    @staticmethod
    def _moved_text() -> str:
        #: a move whose details the watched seat could not see
        return QCoreApplication.translate("Replay", "%1 made a choice.")

    @staticmethod
    def _moved_many_text() -> str:
        #: moves of one player in a row whose details the watched seat could not see
        return QCoreApplication.translate("Replay", "%1 made several choices.")

    @staticmethod
    def _numbered_text() -> str:
        #: a line of the replay's log: the move's number, then what happened
        return QCoreApplication.translate("Replay", "%1. %2")

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.names[:] = [shown_name(seat.name) for seat in self.replay.seats]
        title = QCoreApplication.translate("Replay", "Replay: %1")
        self.setWindowTitle(fill(title, game_name(self.replay.game.game_id)))
        texts = {
            "start": (QCoreApplication.translate("Replay", "⇤ Start"), "Home"),
            "round_back": (QCoreApplication.translate("Replay", "⇞ Round back"), "Page Up"),
            "back": (QCoreApplication.translate("Replay", "◀ Back"), "Left"),
            "forward": (QCoreApplication.translate("Replay", "On ▶"), "Right"),
            "round_forward": (QCoreApplication.translate("Replay", "Round on ⇟"), "Page Down"),
            "end": (QCoreApplication.translate("Replay", "End ⇥"), "End"),
        }
        for name, (text, key) in texts.items():
            self.buttons[name].setText(text)
            tip = QCoreApplication.translate("Replay", "Key: %1")
            self.buttons[name].setToolTip(fill(tip, key))
        self.buttons["play"].setToolTip(
            QCoreApplication.translate("Replay", "Plays the game on at the pace of the settings")
        )
        self.eyes_label.setText(QCoreApplication.translate("Replay", "&Watch as:"))
        for seat, name in enumerate(self.names):
            self.eyes.setItemText(seat, name)
        if self.can_open:
            self.eyes.setItemText(
                len(self.names), QCoreApplication.translate("Replay", "Every hand open")
            )
        self.eyes.setToolTip(
            QCoreApplication.translate(
                "Replay", "The table shows exactly what this player knew at each move."
            )
        )
        self.log_title.setText(QCoreApplication.translate("Replay", "The whole game"))
        self.review.retranslate()
        self._fill_log()
        self._update_controls()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """The replay's keys reach it from the table."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if self._key(event):
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """Left/Right, Page Up/Down, Home/End move through the game."""
        if not self._key(event):
            super().keyPressEvent(event)

    def _key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        name = _KEYS.get(Qt.Key(event.key()))
        if name is None:
            return False
        self.command(name)
        return True

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        """Stop playing and let the table's helpers go."""
        self.pause()
        self.review.close_worker()
        self.session.close()
        super().closeEvent(event)
