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
* generic prompts: a yes/no bar, a row of buttons, and the card picker for any
  ``ChooseCards`` (see :mod:`.game_board` and :mod:`.screen.card_picker`);
* the frame of a round summary, game over with a score chart, play again;
* keys for everything: the table's arrows, Enter, Space and Escape reach the board, the
  prompt bar and the panels, and Enter or Space presses any button Tab reached, so a
  whole game can be played without a mouse;
* (an autosave that failed is announced by the window, above every screen).

The screen never decides rules: it asks the match, and the board turns gestures into
proposed actions. Its parts live in :mod:`.screen`, one job each: the pace and the step
queue (:mod:`.screen.pacing`), hot-seat privacy (:mod:`.screen.privacy`), game over
(:mod:`.screen.game_over`), the log (:mod:`.screen.log`) and the prompts
(:mod:`.screen.prompts`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
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

from ..settings import Settings
from .game_board import GameBoard, GameEvent, RoundSummary
from .game_setup import shown_name
from .hints import HintController
from .screen.card_picker import CardPicker
from .screen.game_over import GameOverFlow
from .screen.log import GameLog, LogKeeping
from .screen.pacing import Pacing, thinking_text, waiting_text
from .screen.panels import GameOver, SummaryPanel, side_names
from .screen.privacy import HotSeat
from .screen.prompt_bar import PromptBar
from .screen.prompts import Prompting
from .screen.speech import Speaking
from .table import SEAT_COLOURS, Animator, DraggableItem, PrivacyScreen, TableView

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

__all__ = ["GameScreen", "thinking_text", "waiting_text"]


class GameScreen(Speaking, Pacing, HotSeat, LogKeeping, Prompting, GameOverFlow, QWidget):
    """The whole screen of a running game; the game's ``board`` draws the table."""

    def __init__(self, session: GameSession, window: MainWindow, board: GameBoard) -> None:
        super().__init__()
        self.setObjectName("GameScreen")
        self.setStyleSheet(SCREEN_STYLE)
        self.session = session
        self.window_ = window
        self.match = session.match
        self.board = board
        # a replay: the table shows states and views and takes no input (see ui/replay)
        self.read_only: bool = bool(getattr(session, "read_only", False))
        self.names = [shown_name(seat.name) for seat in self.match.seats]
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
        self.picker = CardPicker(self, board)
        self.hints = HintController(self, self)
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
        for panel in (self.summary, self.game_over):
            self.view.keep_message_clear_of(panel)

        self._init_pacing()
        self._init_speech()
        self.keyboard_used = False
        self.log_events: list[GameEvent] = []
        # each event's line as last worded (id -> (event, line)); emptied when the log is
        # worded again (a new language, names, a setting that changes what the log shows)
        self._log_lines: dict[int, tuple[GameEvent, str | None]] = {}
        self.log_count = 0
        self.summary_event: GameEvent | None = None
        # every side's scores after each finished round (the game-over chart)
        self.round_scores: list[list[int]] = []
        self._prompt: Any = None
        self._prompt_options: list[Any] = []
        # the scoring side of each seat (the sides of a game do not change)
        self._side_of: dict[int, int] | None = None

        board.attach(self)
        controls = board.controls()
        self._build_layout(controls)
        # after any button the keys go back to the table (arrows, Enter, Space)
        picker_buttons = (self.picker.confirm_button, self.picker.skip_button)
        for widget in (
            *controls,
            *picker_buttons,
            self.hint_button,
            self.undo_button,
            self.rules_button,
        ):
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
        # the card picker shares the bar with the board's buttons (the spacer pushes the
        # buttons right while no cards are chosen)
        bar = self._bar = QHBoxLayout()
        bar.addWidget(self.picker, 1)
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

    def refresh(self, animate: bool = False) -> None:
        """Lay the table out for the view now; update status, scores, buttons, prompt."""
        if self._busy and animate:
            return
        view = self.current()
        self.board.layout(view, animate)
        self.speech.changed()  # the tree is read anew, not from before this layout
        self._update_status(view)
        self._update_side_panel(view)
        self._update_buttons(view)
        self._update_prompt()
        if self.keyboard_used and self.view.hasFocus():
            # the layout may move the keys' cursor (to a playable card as a turn begins)
            self.speech.follow_focus(self._keyed_item())
        self.speech.tell_changes()  # what became playable, was chosen or dimmed

    def start(self) -> None:
        """Draw the table as it stands (a resumed game included) and let the game go on."""
        self._rebuild_log()
        self._announce_log_tail()
        self.refresh(animate=False)
        self.session.advance()

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

    def show_position(self) -> None:
        """A replay moved to another position: draw the table for it at once. Unlike
        :meth:`on_reset` the board keeps its items (the same seat looks on), so a jump
        lays out and repaints what changed instead of making every card again."""
        self.animator.finish_now()
        self.summary.hide()
        self.game_over.hide()
        self.scene.locked = False
        self._between_rounds = False
        self._pending_summary = None
        self._step_status = None
        self._rebuild_log()
        self.refresh(animate=False)

    def _on_resized(self, _rect: object) -> None:
        self.refresh(animate=False)
        if self.summary.isVisible():
            self.summary.show_centred()
        if self.game_over.isVisible():
            self.game_over.show_centred()

    def apply_settings(self, settings: Settings) -> None:
        """Use a new animation speed and undo setting at once."""
        self.animator.set_speed(settings.animation_speed)
        self._show_log()  # a setting may change which events the log shows
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

    # =========================================================================== keys
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        """Enter on a button Tab reached presses it, as Space does (a button outside a
        dialog leaves Enter to its parents: the board's, the picker's, the side's)."""
        focus = QApplication.focusWidget()
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        plain_key = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if enter and plain_key and isinstance(focus, QPushButton) and self.isAncestorOf(focus):
            if focus.isEnabled() and focus.isVisible():
                focus.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def on_key(self, action: str) -> None:
        """A table key: the prompt bar takes it when it is up, else the board."""
        self.keyboard_used = True
        if self._speech_key(action):
            return
        if self._busy:
            return
        if action == "hint":
            self.ask_hint()
            return
        if not self._prompt_key(action):
            self.board.on_key(action)
        self.speech.changed()
        self._follow_focus()
        self.speech.tell_changes()

    # =========================================================================== status
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
        self.hint_button.setVisible(self.hints.available and not self.read_only)
        self.hint_button.setEnabled(self.hints.can_ask())
        self.undo_button.setEnabled(self.session.can_undo())
        self.undo_button.setVisible(
            self.session.undo_allowed and not self.session.is_hot_seat() and not self.read_only
        )

    # =========================================================================== language
    def retranslate(self) -> None:
        """Set every text in the current language."""
        # a default name (nobody typed it) follows the language; the board reads this list
        self.names[:] = [shown_name(seat.name) for seat in self.match.seats]
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
        self._retranslate_prompts()
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
