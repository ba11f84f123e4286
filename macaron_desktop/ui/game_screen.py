"""The game screen every game shares: one table, its status line, scores, log and panels.

The screen drives the session: it draws the viewing seat's view through the game's
:class:`~.game_board.GameBoard`, animates every new event the seat may see, and lets the
game go on (``session.advance``) only when the animations are done, so bots and people
never play into a moving table. Around the board it gives every game the same comforts:

* a status line, a side panel with the scoring sides' scores and the game log;
* hot-seat play: a privacy screen hides the table until the next person takes over;
* the pace of the other seats' moves and of a finished trick (or "click to continue"),
  and automatic play of a person's only legal action (both from the settings);
* undo (a button; Ctrl+Z is the window's) where the settings allow it;
* hints (a button and the H key): what the Hard bot would do now and why, worked out off
  the GUI thread (:mod:`.hints`; the game describes its moves);
* generic prompts: a yes/no bar and a row of buttons (see :mod:`.game_board`);
* the frame of a round summary, game over with a score chart, play again;
* keys for everything: the table's arrows, Enter, Space and Escape reach the board, the
  prompt bar and the panels, so a whole game can be played without a mouse;
* (an autosave that failed is announced by the window, above every screen).

The screen never decides rules: it asks the match, and the board turns gestures into
proposed actions.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.game import ChooseOne, Confirm
from ..settings import Settings
from .game_board import GameBoard, GameEvent, RoundSummary
from .hints import HintController
from .screen.log import GameLog
from .screen.panels import GameOver, SummaryPanel, side_names
from .screen.prompt_bar import PromptBar
from .table import SEAT_COLOURS, Animator, DraggableItem, PrivacyScreen, TableView
from .words import join_list

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .session import GameSession

SIDE_PANEL_WIDTH = 250

SCREEN_STYLE = """
QWidget#GameSide { background: #FBF5EA; }
QLabel#GameStatus { background: #5A3E2B; color: #FFF8EC; font-size: 15px;
    padding: 6px 12px; }
QLabel#GameScores { font-size: 14px; color: #4A3020; padding: 4px; }
QListWidget#GameLog { background: #FFFBF4; border: 1px solid #E2CFB6; font-size: 12px; }
"""

# how long a bot thinks before the status line says so
THINKING_DELAY_MS = 300

# keys that press the default button of a panel over the table
_GO_ON_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def thinking_text(names: Sequence[str], seats: Sequence[int]) -> str:
    """``Bot 2 is thinking…``: the bots deciding now."""
    listed = QCoreApplication.translate("GameScreen", ", ").join(names[s] for s in seats)
    if len(seats) == 1:
        return QCoreApplication.translate("GameScreen", "%1 is thinking…").replace("%1", listed)
    return QCoreApplication.translate("GameScreen", "%1 are thinking…").replace("%1", listed)


def waiting_text(names: Sequence[str], seats: Sequence[int]) -> str:
    """``Waiting for Ana, Ben…``: the status while other seats decide."""
    return QCoreApplication.translate("GameScreen", "Waiting for %1…").replace(
        "%1", join_list(names[s] for s in seats)
    )


class GameScreen(QWidget):
    """The whole screen of a running game; the game's ``board`` draws the table."""

    def __init__(self, session: GameSession, window: MainWindow, board: GameBoard) -> None:
        super().__init__()
        self.setObjectName("GameScreen")
        self.setStyleSheet(SCREEN_STYLE)
        self.session = session
        self.window_ = window
        self.match = session.match
        self.board = board
        self.names = [seat.name for seat in self.match.seats]
        humans = session.human_seats()
        self.viewer = humans[0] if humans else 0
        self.revealed_for: int | None = None if session.is_hot_seat() else self.viewer

        self.view = TableView(animator=Animator.from_settings(window.settings))
        self.view.setMinimumSize(560, 420)
        self.scene = self.view.table_scene
        self.animator = self.view.animator
        self.status = QLabel()
        self.status.setObjectName("GameStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it holds player names
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.scores = QLabel()
        self.scores.setObjectName("GameScores")
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.scores.setWordWrap(True)
        self.log = GameLog()
        self.log_title = QLabel()
        self.undo_button = QPushButton()
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.undo_button.clicked.connect(self.undo)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(lambda: window.show_rules(self.match.game.game_id))
        self.prompt_bar = PromptBar()
        self.prompt_bar.chosen.connect(self._prompt_chosen)
        self.hints = HintController(self)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("HintButton")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.hint_button.clicked.connect(self.ask_hint)
        self.view.key_actions[Qt.Key.Key_H] = "hint"

        self.privacy = PrivacyScreen(self.view)
        self.privacy.revealed.connect(self._privacy_revealed)
        self.privacy.hide()
        self.summary = SummaryPanel(self.view)
        self.summary.next_round.connect(self._after_summary)
        self.game_over = GameOver(self.view)
        self.game_over.play_again.connect(self.play_again)
        self.game_over.export.connect(window.export_record)
        self.game_over.leave.connect(window.leave_game)

        self._busy = False
        # what the status line says while a walk-through's step is shown (else None)
        self._step_status: str | None = None
        self._between_rounds = False
        self.keyboard_used = False
        self.log_events: list[GameEvent] = []
        # each event's line as last worded (id -> (event, line)); emptied when the log is
        # worded again (a new language, names, the memory aid)
        self._log_lines: dict[int, tuple[GameEvent, str | None]] = {}
        self.log_count = 0
        self.summary_event: GameEvent | None = None
        self._pending_summary: GameEvent | None = None
        # every side's scores after each finished round (the game-over chart)
        self.round_scores: list[list[int]] = []
        self._prompt: Any = None
        self._prompt_options: list[Any] = []
        # the scoring side of each seat (the sides of a game do not change)
        self._side_of: dict[int, int] | None = None
        # "Bot 2 is thinking…" appears only for a decision that takes a moment, so quick
        # bots do not make the status line flicker
        self._thinking_shown = False
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.setInterval(THINKING_DELAY_MS)
        self._thinking_timer.timeout.connect(self._show_thinking)

        board.attach(self)
        controls = board.controls()
        self._build_layout(controls)
        # after any button the keys go back to the table (arrows, Enter, Space)
        for widget in (*controls, self.hint_button, self.undo_button, self.rules_button):
            clicked = getattr(widget, "clicked", None)
            if clicked is not None:
                clicked.connect(self._focus_table)
        self.prompt_bar.chosen.connect(self._focus_table)
        session.moved.connect(self.on_moved)
        session.human_turn.connect(self.on_human_turn)
        session.reset.connect(self.on_reset)
        session.thinking_changed.connect(self._on_thinking_changed)
        self.view.resized.connect(self._on_resized)
        self.view.key_action.connect(self.on_key)
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.retranslate()
        QTimer.singleShot(0, self.start)

    def _build_layout(self, controls: Sequence[QWidget]) -> None:
        side = QWidget()
        side.setObjectName("GameSide")
        side.setFixedWidth(SIDE_PANEL_WIDTH)
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.scores)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)
        side_layout.addWidget(self.hints.panel)
        side_layout.addWidget(self.hint_button)
        side_layout.addWidget(self.undo_button)
        side_layout.addWidget(self.rules_button)
        bar = QHBoxLayout()
        bar.addStretch(1)
        for widget in controls:
            bar.addWidget(widget)
        bar.setContentsMargins(8, 4, 8, 6)
        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(0)
        centre.addWidget(self.view, 1)
        centre.addWidget(self.prompt_bar)
        centre.addLayout(bar)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addLayout(centre, 1)
        body.addWidget(side)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.status)
        outer.addLayout(body, 1)

    def _focus_table(self, *_args: object) -> None:
        # later: the click may still be handled (a dialog opened, a button hidden)
        QTimer.singleShot(0, self, self._give_table_focus)

    def _give_table_focus(self) -> None:
        if QApplication.activeModalWidget() is None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # =========================================================================== for boards
    @property
    def busy(self) -> bool:
        """Events are being animated."""
        return self._busy

    @property
    def revealed(self) -> bool:
        """The viewing seat's private cards may be drawn."""
        return (
            self.revealed_for == self.viewer and self.match.seats[self.viewer].kind == "human"
        ) or not self.session.human_seats()

    @property
    def between_rounds(self) -> bool:
        """A round summary is up."""
        return self._between_rounds

    def current(self) -> Any:
        """The viewing seat's view now."""
        return self.match.view(self.viewer)

    def my_turn(self, view: Any = None) -> bool:
        """The viewing seat is a person at this screen and may act now."""
        return (
            self.viewer in self.match.seats_to_act()
            and self.match.seats[self.viewer].kind == "human"
            and self.revealed_for == self.viewer
            and not self.privacy.isVisible()
            and not self.summary.isVisible()
            and not self._between_rounds
        )

    def legal(self) -> list[Any]:
        """What the viewing seat may do now."""
        return list(self.match.legal_actions(self.viewer)) if self.my_turn() else []

    def seat_colour(self, seat: int) -> str:
        """The colour of a seat's pieces: its side's, so partners share the colour the
        side panel gives their team."""
        if self._side_of is None:
            sides = self.board.sides(self.current())
            self._side_of = {s: index for index, side in enumerate(sides) for s in side}
        side = self._side_of.get(seat, seat)
        return SEAT_COLOURS[side % len(SEAT_COLOURS)]

    def language(self) -> str:
        """The language the app shows now."""
        return self.window_.languages.language

    def settings(self) -> Settings:
        """The user's settings now."""
        return self.window_.settings

    def propose(self, action: Any, item: DraggableItem | None = None) -> bool:
        """Offer an action to the rules; show the reason and undo the gesture if refused."""
        if not self.my_turn() or self._busy:
            if item is not None:
                item.return_home()
            return False
        self.view.clear_message()  # an old refusal; a failed autosave may post a new one
        reason = self.session.propose(self.viewer, action)
        if reason is not None:
            self.view.show_message(self.board.refusal(reason), 3500)
            if item is not None:
                item.return_home()
            return False
        return True

    def current_prompt(self) -> Any:
        """The generic prompt the viewing seat faces now (``None``: none, or not its turn).

        Only for games that give ``prompt(state, seat)``; a board that shows a prompt on
        its own items reads it here.
        """
        asked = getattr(self.match.game, "prompt", None)
        if not callable(asked) or not self.my_turn():
            return None
        return asked(self.match.state, self.viewer)

    def answer_cards(self, cards: Sequence[Any], item: DraggableItem | None = None) -> bool:
        """Answer a ``ChooseCards`` prompt with ``cards`` (the game makes the action)."""
        make = getattr(self.match.game, "cards_action", None)
        if make is None:
            return False
        return self.propose(make(self.match.state, self.viewer, list(cards)), item)

    def linger(self) -> None:
        """Let what was just shown stay as long as the pace says (or until a click)."""
        wait = self.settings().linger_ms()
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

    def refresh(self, animate: bool = False) -> None:
        """Lay the table out for the view now; update status, scores, buttons, prompt."""
        if self._busy and animate:
            return
        view = self.current()
        self.board.layout(view, animate)
        self._update_status(view)
        self._update_side_panel(view)
        self._update_buttons(view)
        self._update_prompt()

    # =========================================================================== session
    def start(self) -> None:
        """Draw the table as it stands (a resumed game included) and let the game go on."""
        self._rebuild_log()
        self.refresh(animate=False)
        self.session.advance()

    def on_moved(self, seat: int, action: Any) -> None:
        """An action was committed: animate its events, then let the game go on."""
        view = self.current()
        events = self.board.events(view)
        new = events[self.log_count :]
        self.log_count = len(events)
        self._busy = True
        self.hints.moved(seat)
        self.prompt_bar.dismiss()
        if new and seat != self.viewer:
            self.animator.pause(self.settings().move_pause_ms())
        for event in new:
            self._add_log(event)
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

    def on_human_turn(self, seat: int) -> None:
        """A person must act: in hot-seat play, hide the table until they take over."""
        if self.session.is_hot_seat() and self.revealed_for != seat:
            self.viewer = seat
            self.scene.locked = True
            self.privacy.show_for(self.names[seat])
            self.privacy.setGeometry(self.view.rect())
            self.privacy.raise_()
            self._update_status(self.current())
            return
        self.viewer = seat
        self.refresh(animate=True)
        self._auto_play()

    def _privacy_revealed(self) -> None:
        self.hints.forget()  # the last person's hint is not for the next one
        self.revealed_for = self.viewer
        self.scene.locked = False
        self.board.clear()
        self._rebuild_log()  # the log of what this seat may see
        self.refresh(animate=False)
        self.view.setFocus()
        self._auto_play()

    def on_reset(self) -> None:
        """Undo rewound the match: redraw everything from the new state."""
        self.animator.finish_now()
        self.hints.forget()
        self.summary.hide()
        self.game_over.hide()
        self.scene.locked = self.privacy.isVisible()
        self._between_rounds = False
        self._pending_summary = None
        self._step_status = None
        self.board.clear()
        self._rebuild_log()
        self.refresh(animate=False)
        self.session.advance()

    def _on_resized(self, _rect: object) -> None:
        self.refresh(animate=False)
        if self.summary.isVisible():
            self.summary.show_centred()
        if self.game_over.isVisible():
            self.game_over.show_centred()

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

    def apply_settings(self, settings: Settings) -> None:
        """Use a new animation speed and undo setting at once."""
        self.animator.set_speed(settings.animation_speed)
        self._show_log()  # the memory aid shows or forgets the cards of gathered tricks
        self._update_buttons(self.current())
        self._auto_play()

    def ask_hint(self) -> None:
        """Show what the Hard bot would do now (the Hint button and the H key)."""
        self.hints.ask()

    def undo(self) -> None:
        """Take back the player's last decision (alone against bots)."""
        if self.animator.busy:
            self.animator.finish_now()
        self.window_.undo()

    def play_again(self) -> None:
        """A new game with the same seats and settings (and a new seed)."""
        from ..core.match import Match
        from ..core.rng import new_seed
        from ..core.savegame import Autosave

        old = self.match
        match = Match(old.game, dict(old.config), new_seed(), list(old.seats))
        window = self.window_
        window.close_game()
        window.open_match(match, Autosave.for_new_game(match))

    # =========================================================================== log
    def _rebuild_log(self) -> None:
        events = self.board.events(self.current())
        self.log_count = len(events)
        self.log_events = list(events)
        self.round_scores = []
        for event in events:
            summary = self.board.round_summary(event)
            if summary is not None:
                self.round_scores.append(list(summary.scores))
        self._show_log()

    def _show_log(self, reword: bool = True) -> None:
        """Show the log anew; ``reword=False`` keeps the lines already worded (the same
        events in the same language: only which events the log shows has changed)."""
        if reword:
            self._log_lines.clear()
        events = self.board.log_events(self.log_events)
        lines = (self._log_line(event) for event in events)
        self.log.set_lines([line for line in lines if line is not None])

    def _log_line(self, event: GameEvent) -> str | None:
        kept = self._log_lines.get(id(event))
        if kept is not None and kept[0] is event:
            return kept[1]
        line = self.board.log_line(event)
        self._log_lines[id(event)] = (event, line)  # the event is kept, so its id stays its own
        return line

    def _add_log(self, event: GameEvent) -> None:
        self.log_events.append(event)
        if self.board.log_forgets(event):
            # a gathered trick leaves the log: the other lines stay as they were worded
            self._show_log(reword=False)
            return
        line = self._log_line(event)
        if line is not None:
            self.log.add_line(line)

    # =========================================================================== prompts
    def _update_prompt(self) -> None:
        """Show a generic prompt the board does not show on its own items."""
        prompt = None if self._busy else self.current_prompt()
        if not isinstance(prompt, (Confirm, ChooseOne)) or self.board.handles_prompt(prompt):
            self._prompt = None
            self.prompt_bar.dismiss()
            return
        if prompt == self._prompt and self.prompt_bar.isVisible():
            return
        self._prompt = prompt
        text, answers = self._prompt_words(prompt)
        if isinstance(prompt, Confirm):
            self._prompt_options = [prompt.yes, prompt.no]
            self.prompt_bar.ask(text, answers, cancel_index=1)
        else:
            self._prompt_options = list(prompt.options)
            self.prompt_bar.ask(text, answers)

    def _prompt_words(self, prompt: Confirm | ChooseOne) -> tuple[str, list[str]]:
        text = self.board.prompt_text(prompt)
        if isinstance(prompt, Confirm):
            return text, [
                QCoreApplication.translate("GameScreen", "&Yes"),
                QCoreApplication.translate("GameScreen", "&No"),
            ]
        return text, [self.board.option_text(option) for option in prompt.options]

    def _prompt_chosen(self, index: int) -> None:
        if self._prompt is None or not 0 <= index < len(self._prompt_options):
            return
        self.propose(self._prompt_options[index])

    # =========================================================================== keys
    def on_key(self, action: str) -> None:
        """A table key: the prompt bar takes it when it is up, else the board."""
        self.keyboard_used = True
        if self._busy:
            return
        if action == "hint":
            self.ask_hint()
            return
        if self.prompt_bar.on_key(action):
            return
        self.board.on_key(action)

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

    # =========================================================================== status
    def _update_status(self, view: Any) -> None:
        text = self.status_text(view)
        thinking = self.session.thinking_seats()
        if self._thinking_shown and thinking and not self.match.finished:
            text = f"{text}  ·  {thinking_text(self.names, thinking)}"
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
        if self.match.finished:
            return QCoreApplication.translate("GameScreen", "The game is over.")
        if self._between_rounds:
            summary = self.summary.summary
            if summary is not None and summary.status:
                return summary.status
        if self.privacy.isVisible():
            return QCoreApplication.translate("GameScreen", "Waiting for %1.").replace(
                "%1", self.names[self.viewer]
            )
        return self.board.status_text(view)

    def _update_side_panel(self, view: Any) -> None:
        names = side_names(self.names, self.board.sides(view))
        scores = self.board.side_scores(view)
        rows = []
        for index, (name, score) in enumerate(zip(names, scores, strict=False)):
            colour = self.seat_colour(index)
            rows.append(
                f"<tr><td><span style='color:{colour}'>■</span> {html.escape(name)}</td>"
                f"<td align='right'><b>{score}</b></td></tr>"
            )
        heading = self.board.score_heading(view)
        self.scores.setText(f"{heading}<table width='100%'>{''.join(rows)}</table>")

    def _update_buttons(self, view: Any) -> None:
        self.board.update_controls(view)
        self.hint_button.setVisible(self.hints.available)
        self.hint_button.setEnabled(self.hints.can_ask())
        self.undo_button.setEnabled(self.session.can_undo())
        self.undo_button.setVisible(self.session.undo_allowed and not self.session.is_hot_seat())

    def _show_game_over(self) -> None:
        view = self.current()
        result = self.match.result()
        assert result is not None
        sides = result.sides or self.board.sides(view)
        names = side_names(self.names, sides)
        history = [
            [scores[i] for scores in self.round_scores if i < len(scores)]
            for i in range(len(names))
        ]
        self.game_over.show_result(
            names,
            list(result.winners),
            list(result.scores),
            history,
            self.board.target(view),
            can_export=self.window_._can_export(),
        )
        self.window_._update_actions()
        self._update_status(view)

    # =========================================================================== language
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.log_title.setText(QCoreApplication.translate("GameScreen", "Game log"))
        self.undo_button.setText(QCoreApplication.translate("GameScreen", "&Undo my last move"))
        self.rules_button.setText(QCoreApplication.translate("GameScreen", "&Rules"))
        self.hint_button.setText(QCoreApplication.translate("GameScreen", "Hi&nt"))
        self.hint_button.setToolTip(
            QCoreApplication.translate(
                "GameScreen", "What the Hard bot would do now, and why (key: H)"
            )
        )
        self.hints.retranslate()
        self.board.retranslate()
        self._show_log()
        if self.summary_event is not None and self.summary.isVisible():
            summary: RoundSummary | None = self._summary_of(self.summary_event)
            if summary is not None:
                self.summary.fill(summary)
        if self.game_over.sides:
            self.game_over.retranslate()
        if self._prompt is not None and self.prompt_bar.isVisible():
            self.prompt_bar.relabel(*self._prompt_words(self._prompt))
        self._update_status(self.current())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if not self._busy:
                self.refresh(animate=False)
        super().changeEvent(event)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        """The screen's keyboard focus lives in the table view."""
        self.view.setFocus()
        super().focusInEvent(event)
