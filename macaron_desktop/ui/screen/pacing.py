"""The pace of the game screen: the queue of steps shown, the status line, thinking.

A mixin of :class:`~macaron_desktop.ui.game_screen.GameScreen`. Every committed move
(``session.moved``) queues its events' animations on the table's animator and, after
them, lets the game go on (``session.advance``), so nobody plays into a moving table.
Around that queue: the pause before another seat's move and the linger of a finished
trick (or "click to continue"), the steps a walk-through shows on the status line, the
round summary that holds the next deal back, automatic play of a person's only legal
action, and "Bot 2 is thinking…" for a decision that takes a moment.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from ..words import fill, join_list, join_parts

if TYPE_CHECKING:
    from ..game_board import GameEvent, RoundSummary

# how long a bot thinks before the status line says so
THINKING_DELAY_MS = 300

# keys that press the default button of a panel over the table
_GO_ON_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def thinking_text(names: Sequence[str], seats: Sequence[int]) -> str:
    """``Bot 2 is thinking…``: the bots deciding now."""
    listed = QCoreApplication.translate("GameScreen", ", ").join(names[s] for s in seats)
    if len(seats) == 1:
        return fill(QCoreApplication.translate("GameScreen", "%1 is thinking…"), listed)
    return fill(QCoreApplication.translate("GameScreen", "%1 are thinking…"), listed)


def waiting_text(names: Sequence[str], seats: Sequence[int]) -> str:
    """``Waiting for Ana, Ben…``: the status while other seats decide."""
    return fill(
        QCoreApplication.translate("GameScreen", "Waiting for %1…"),
        join_list(names[s] for s in seats),
    )


class Pacing:
    """The step queue, the status line and the pace; mixed into the game screen."""

    # what the status line says while a walk-through's step is shown (else None)
    _step_status: str | None
    _busy: bool
    _between_rounds: bool
    _pending_summary: Any
    _thinking_shown: bool

    def _announce_status(self, text: str) -> None:
        """Say a new status line to a screen reader (the screen's speech does)."""

    def _init_pacing(self) -> None:
        """The state of the queue and the timer of "… is thinking" (in ``__init__``)."""
        self._busy = False
        self._step_status = None
        self._between_rounds = False
        self._pending_summary = None
        # "Bot 2 is thinking…" appears only for a decision that takes a moment, so quick
        # bots do not make the status line flicker
        self._thinking_shown = False
        self._thinking_timer = QTimer(self)  # type: ignore[arg-type]
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.setInterval(THINKING_DELAY_MS)
        self._thinking_timer.timeout.connect(self._show_thinking)

    def linger(self, until_click: bool = False) -> None:
        """Let what was just shown stay as long as the pace says (or until a click);
        ``until_click``: until a click whatever the pace (a game's own setting may ask
        for that at its own moments)."""
        wait = None if until_click else self.settings().linger_ms()
        if wait is not None:
            self.animator.pause(wait)
            return
        self.animator.call(
            lambda: self.view.show_message(
                QCoreApplication.translate("GameScreen", "Click or press Enter to continue."), 0
            )
        )
        self.animator.hold()
        self.animator.call(self.view.clear_message)

    def show_step(self, text: str) -> None:
        """Queue ``text`` for the status line: once the animations queued before it have
        run, the status says this step (a hand's end walked through award by award) instead
        of the turn the game has already moved on to; the animations' end clears it."""

        def show() -> None:
            self._step_status = text
            self._update_status(self.current())

        self.animator.call(show)

    def on_moved(self, seat: int, action: Any) -> None:
        """An action was committed: animate its events, then let the game go on."""
        view = self.current()
        events = self.board.events(view)
        new = events[self.log_count :]
        self.log_count = len(events)
        self._busy = True
        self.hints.moved(seat)
        self._dismiss_prompts()
        if new and seat != self.viewer:
            self.animator.pause(self.settings().move_pause_ms())
        elif new:
            # the person's own move: what they were asked to do is done, so the status
            # says at once what comes of it, not the task while its outcome is shown
            self._update_status(view)
        for event in new:
            if self.board.waits_before(event):
                self.linger(until_click=True)
            # each line reaches the log when the table shows its event, so the log never
            # runs ahead of the table (a hand's end waiting for a click, say)
            self.animator.call(lambda event=event: self._add_log(event))
            summary = self.board.round_summary(event)
            if summary is not None:
                self._pending_summary = event
                self.round_scores.append(list(summary.scores))
            self.board.animate(event, view)
        self.animator.call(self._after_animations)

    def _after_animations(self) -> None:
        self._busy = False
        self._step_status = None
        finished = self.match.finished
        if self._pending_summary is not None and not self.game_over.isVisible():
            # The table is cleared under the round's summary; the next deal (or, after the
            # last round, game over) comes in when the players go on.
            event, self._pending_summary = self._pending_summary, None
            summary = self._summary_of(event)
            self._between_rounds = True
            self.refresh(animate=False)
            self.scene.locked = True
            if summary is not None:
                self.summary_event = event
                self.summary.show_summary(summary)
            self._update_status(self.current())
            return
        self.refresh(animate=True)
        if finished:
            self._pending_summary = None
            if not self.game_over.isVisible():
                self._show_game_over()
            return
        self.animator.call(self.session.advance)

    def _summary_of(self, event: GameEvent) -> RoundSummary | None:
        """The board's summary of a round; the last round's goes on to the result."""
        summary = self.board.round_summary(event)
        if summary is not None and self.match.finished:
            go_on = QCoreApplication.translate("GameScreen", "See the &result")
            summary = dataclasses.replace(summary, go_on=go_on, status="")
        return summary

    def _after_summary(self) -> None:
        self._between_rounds = False
        self.scene.locked = False
        self.refresh(animate=True)
        if self.match.finished:
            if not self.game_over.isVisible():
                self._show_game_over()
            return
        self.session.advance()

    def _auto_play(self) -> None:
        """Play a person's only legal action for them, when the settings say so."""
        if not self.settings().auto_play_forced or not self.my_turn():
            return
        legal = self.legal()
        if len(legal) != 1:
            return
        delay = self.settings().move_pause_ms() if self.animator.duration_ms else 0

        def play() -> None:
            if self.my_turn() and not self._busy and self.legal() == legal:
                self.propose(legal[0])

        # later, not inside the session's call that asked this seat to act
        QTimer.singleShot(delay, play)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Enter goes on past a panel or a "click to continue"; a click does too."""
        kind = event.type()
        if kind == QEvent.Type.KeyPress and watched is self.view:
            assert isinstance(event, QKeyEvent)
            if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                return False
            key = event.key()
            if self.animator.holding and key in (*_GO_ON_KEYS, Qt.Key.Key_Escape):
                self.animator.release()
                return True
            if key in _GO_ON_KEYS:
                if self.privacy.isVisible():
                    self.privacy.reveal()
                    return True
                if self.summary.isVisible():
                    self.summary.go_on()
                    return True
        elif kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport():
            if self.animator.holding:
                self.animator.release()
                return True
        return False

    def _update_status(self, view: Any) -> None:
        text = self.status_text(view)
        self._announce_status(text)
        thinking = self.session.thinking_seats()
        if self._thinking_shown and thinking and not self.match.finished:
            text = join_parts([text, thinking_text(self.names, thinking)])
        self.status.setText(text)

    def _on_thinking_changed(self) -> None:
        if self.session.thinking_seats():
            if not self._thinking_shown and not self._thinking_timer.isActive():
                self._thinking_timer.start()
            return
        self._thinking_timer.stop()
        if self._thinking_shown:
            self._thinking_shown = False
            self._update_status(self.current())

    def _show_thinking(self) -> None:
        if self.session.thinking_seats():
            self._thinking_shown = True
            self._update_status(self.current())

    def status_text(self, view: Any) -> str:
        """Whose turn it is and what they must do (or the step being shown)."""
        if self._step_status is not None:
            return self._step_status
        # a replay says what it shows (its window's words), not the live game's
        replay_status = getattr(self.session, "status_text", None)
        if callable(replay_status):
            return str(replay_status())
        if self.match.finished:
            return QCoreApplication.translate("GameScreen", "The game is over.")
        if self._between_rounds:
            summary = self.summary.summary
            if summary is not None and summary.status:
                return summary.status
        if self.privacy.isVisible():
            return fill(
                QCoreApplication.translate("GameScreen", "Waiting for %1."), self.names[self.viewer]
            )
        return self.board.status_text(view)
