"""The Macaron table: one scene that draws a seat's view and turns gestures into actions.

The table never decides rules. It draws what the viewing seat may see, marks what may be
played, proposes actions to the session and shows the rules' reason when one is refused.
Everything that happened (its own moves, bots', Emma's) arrives as public events, which
the table animates one after another before it lets the game go on.
"""

from __future__ import annotations

import html
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, QTimer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from macaron_desktop.core.messages import Message
from macaron_desktop.settings import Settings
from macaron_desktop.ui.table import (
    SEAT_COLOURS,
    Animator,
    CardItem,
    DropZone,
    LabelItem,
    Motion,
    PrivacyScreen,
    TableView,
    TokenItem,
    pile_row,
)

from ..actions import (
    SkipBet,
)
from ..cards import Card, Flavor
from ..state import Phase
from ..view import MacaronView
from . import texts
from .controls import TableControls
from .drawing import BANNER_Z, TableDrawing
from .panels import GameOver, RoundSummary, team_names

if TYPE_CHECKING:
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.session import GameSession

SIDE_PANEL_WIDTH = 250

PANEL_STYLE = """
QWidget#MacaronSide { background: #FBF5EA; }
QLabel#MacaronStatus { background: #5A3E2B; color: #FFF8EC; font-size: 15px;
    padding: 6px 12px; }
QLabel#MacaronScores { font-size: 14px; color: #4A3020; padding: 4px; }
QListWidget#MacaronLog { background: #FFFBF4; border: 1px solid #E2CFB6; font-size: 12px; }
"""


class MacaronTable(TableDrawing, TableControls, QWidget):
    """The whole Macaron screen: status line, table, scores, game log and buttons."""

    def __init__(self, session: GameSession, window: MainWindow) -> None:
        super().__init__()
        self.setObjectName("MacaronTable")
        self.setStyleSheet(PANEL_STYLE)
        self.session = session
        self.window_ = window
        self.match = session.match
        self.names = [seat.name for seat in self.match.seats]
        self.teams = ((0, 2), (1, 3)) if self.match.config["mode"] == "2v2" else None
        humans = session.human_seats()
        self.viewer = humans[0] if humans else 0
        self.revealed_for: int | None = None if session.is_hot_seat() else self.viewer

        self.view = TableView(animator=Animator.from_settings(window.settings))
        self.view.setMinimumSize(560, 420)
        self.scene = self.view.table_scene
        self.animator = self.view.animator
        self.status = QLabel()
        self.status.setObjectName("MacaronStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it holds player names
        self.scores = QLabel()
        self.scores.setObjectName("MacaronScores")
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.scores.setWordWrap(True)
        self.log = QListWidget()
        self.log.setObjectName("MacaronLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_title = QLabel()
        self.confirm_button = QPushButton()
        self.skip_button = QPushButton()
        self.undo_button = QPushButton()
        self.rules_button = QPushButton()
        self.confirm_button.clicked.connect(self.confirm_selection)
        self.skip_button.clicked.connect(lambda: self.propose(SkipBet()))
        self.undo_button.clicked.connect(self.undo)
        self.rules_button.clicked.connect(lambda: window.show_rules("macaron"))
        for button in (self.confirm_button, self.skip_button, self.undo_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

        side = QWidget()
        side.setObjectName("MacaronSide")
        side.setFixedWidth(SIDE_PANEL_WIDTH)
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.scores)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log, 1)
        side_layout.addWidget(self.undo_button)
        side_layout.addWidget(self.rules_button)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.skip_button)
        bar.addWidget(self.confirm_button)
        bar.setContentsMargins(8, 4, 8, 6)
        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(0)
        centre.addWidget(self.view, 1)
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
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

        self.privacy = PrivacyScreen(self.view)
        self.privacy.revealed.connect(self._privacy_revealed)
        self.privacy.hide()
        self.summary = RoundSummary(self.view)
        self.summary.next_round.connect(self._after_summary)
        self.game_over = GameOver(self.view)
        self.game_over.play_again.connect(self.play_again)
        self.game_over.export.connect(window.export_record)
        self.game_over.leave.connect(window.leave_game)

        # persistent card items (own hand, trick) and items redrawn on every layout
        self.cards: dict[Card, CardItem] = {}
        self.trick_shown: list[Card] = []
        self.decor: list[QGraphicsItem] = []
        self.zones: dict[Hashable, DropZone] = {}
        self.tokens: list[TokenItem] = []
        self.seat_points: dict[int, QPointF] = {}
        self.selected: list[Card] = []
        self.selected_token: Hashable | None = None
        self.focus_index = 0
        self.vote_value_index = 0
        self.keyboard_used = False
        self.focus_ring: QGraphicsRectItem | None = None
        self.log_messages: list[Message] = []
        self.log_count = 0
        self.pending_summary: dict[str, Any] | None = None
        self.pending_game_over: dict[str, Any] | None = None
        self.summary_rounds: list[list[int]] = []
        self._busy = False
        self.between_rounds = False

        session.moved.connect(self.on_moved)
        session.human_turn.connect(self.on_human_turn)
        session.reset.connect(self.on_reset)
        self.view.resized.connect(self._on_resized)
        self.view.key_action.connect(self.on_key)
        self.retranslate()
        QTimer.singleShot(0, self.start)

    # =========================================================================== basics
    def start(self) -> None:
        """Draw the table as it stands (a resumed game included) and let the game go on."""
        self._rebuild_log()
        self.layout_table(animate=False)
        self.session.advance()

    def current(self) -> MacaronView:
        """The viewing seat's view now."""
        view: MacaronView = self.match.view(self.viewer)
        return view

    def public_log(self) -> tuple[Message, ...]:
        """Every public event so far (the finished rounds' and the current round's)."""
        log: tuple[Message, ...] = self.match.state.all_events
        return log

    def seat_colour(self, seat: int) -> str:
        """The colour of a seat's tokens."""
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def my_turn(self, view: MacaronView | None = None) -> bool:
        """The viewing seat is a person at this screen and may act now."""
        view = view or self.current()
        return (
            self.viewer in view.to_act
            and self.match.seats[self.viewer].kind == "human"
            and (self.revealed_for == self.viewer)
            and not self.privacy.isVisible()
            and not self.summary.isVisible()
            and not self.between_rounds
        )

    def legal(self) -> list[Any]:
        """What the viewing seat may do now."""
        return list(self.match.legal_actions(self.viewer)) if self.my_turn() else []

    # =========================================================================== session
    def on_moved(self, seat: int, action: Any) -> None:
        """An action was committed: animate its events, then let the game go on."""
        log = self.public_log()
        new = log[self.log_count :]
        self.log_count = len(log)
        self._busy = True
        for message in new:
            self._add_log(message)
            self._animate_event(message)
        self.animator.call(self._after_animations)

    def _after_animations(self) -> None:
        self._busy = False
        if self.pending_summary is not None and self.pending_game_over is None:
            # The table is cleared under the round's summary; the next deal comes in
            # when the players go on.
            data = self.pending_summary
            self.pending_summary = None
            self.between_rounds = True
            self.layout_table(animate=False)
            self.scene.locked = True
            self.summary.show_round(data, self.names, self.current().teams, self.current().scoring)
            self._update_status()
            return
        self.layout_table(animate=True)
        if self.pending_game_over is not None:
            data, self.pending_game_over = self.pending_game_over, None
            self.pending_summary = None
            self._show_game_over(data)
            return
        self.animator.call(self.session.advance)

    def _on_resized(self, _rect: object) -> None:
        self.layout_table(animate=False)
        if self.summary.isVisible():
            self.summary.show_centred()

    def _after_summary(self) -> None:
        self.between_rounds = False
        self.scene.locked = False
        self.layout_table(animate=True)
        self.session.advance()

    def on_human_turn(self, seat: int) -> None:
        """A person must act: in hot-seat play, hide the table until they take over."""
        if self.session.is_hot_seat() and self.revealed_for != seat:
            self.viewer = seat
            self.scene.locked = True
            self.privacy.show_for(self.names[seat])
            self.privacy.setGeometry(self.view.rect())
            self.privacy.raise_()
            self._update_status()
            return
        if self.viewer != seat:
            self.viewer = seat
        self.layout_table(animate=True)

    def _privacy_revealed(self) -> None:
        self.revealed_for = self.viewer
        self.scene.locked = False
        self.clear_items()
        self.layout_table(animate=False)
        self.view.setFocus()

    def on_reset(self) -> None:
        """Undo rewound the match: redraw everything from the new state."""
        self.animator.finish_now()
        self.summary.hide()
        self.game_over.hide()
        self.scene.locked = self.privacy.isVisible()
        self.between_rounds = False
        self.pending_summary = self.pending_game_over = None
        self.clear_items()
        self._rebuild_log()
        self.layout_table(animate=False)
        self.session.advance()

    def apply_settings(self, settings: Settings) -> None:
        """Use a new animation speed and undo setting at once."""
        self.animator.set_speed(settings.animation_speed)
        self._update_buttons(self.current())

    def undo(self) -> None:
        """Take back the player's last decision (alone against bots)."""
        if self.animator.busy:
            self.animator.finish_now()
        self.window_.undo()

    def play_again(self) -> None:
        """A new game with the same seats and settings (and a new seed)."""
        from macaron_desktop.core.rng import new_seed

        from .entry import start
        from .new_game import NewGame

        game = NewGame(dict(self.match.config), list(self.match.seats), new_seed())
        window = self.window_
        window.close_game()
        start(window, game)

    # =========================================================================== log
    def _rebuild_log(self) -> None:
        log = self.public_log()
        self.log_count = len(log)
        self.log_messages = []
        self.log.clear()
        for message in log:
            self._add_log(message)
        self.summary_rounds = [list(s.scores) for s in self.current().round_summaries]

    def _add_log(self, message: Message) -> None:
        self.log_messages.append(message)
        line = texts.log_line(message, self.names, self.match.config["scoring"], self.teams)
        if line is not None:
            self.log.addItem(line)
            self.log.scrollToBottom()

    # =========================================================================== events
    def _animate_event(self, message: Message) -> None:
        p = message.params
        if message.key == "card_played":
            self._animate_play(int(p["seat"]), Card(Flavor(p["flavor"]), int(p["rank"])))
        elif message.key == "trick_won":
            self._animate_trick_won(int(p["seat"]), int(p["boxes"]), str(p["reason"]))
        elif message.key in ("cards_passed", "cards_discarded"):
            self._animate_exchange(message.key == "cards_passed")
        elif message.key == "round_scored":
            self.pending_summary = dict(p)
            self.summary_rounds.append(list(p["scores"]))
        elif message.key == "game_over":
            self.pending_game_over = dict(p)

    def _animate_exchange(self, passing: bool) -> None:
        """Cards given away fly to the receiver (or the deck); the new ones come from the
        giver (or the deck) and are then fanned into the hand by the next layout."""
        view = self.current()
        if self.revealed_for != self.viewer or self.match.seats[self.viewer].kind != "human":
            return
        centre = self.trick_rect.center()
        if passing:
            step = 1 if view.pass_direction == "left" else -1
            seats = view.num_seats
            gone_to = self.seat_points.get((self.viewer + step) % seats, centre)
            came_from = self.seat_points.get((self.viewer - step) % seats, centre)
            given, taken = view.passed_out, view.received
        else:
            gone_to = came_from = QPointF(centre.x(), self.trick_rect.top())
            given, taken = view.discarded, view.drawn
        leaving = [self.cards[c] for c in given if c in self.cards]
        self.animator.animate([Motion(i, gone_to, 0.0, 0.0, 200) for i in leaving])

        def forget() -> None:
            for card in given:
                if card in self.cards and card not in view.hand:
                    self._remove_card(card)

        self.animator.call(forget)
        for card in taken:
            if card not in self.cards:
                self._new_card(card, came_from)

    def _trick_slots(self, count: int) -> list[QPointF]:
        rect = self.trick_rect
        cw = self.card_w
        points = pile_row(
            (rect.x(), rect.y(), rect.width(), rect.height()),
            cw,
            self.card_h,
            count,
            gap=-cw * 0.35,
        )
        return [QPointF(x, y) for x, y in points]

    def _animate_play(self, seat: int, card: Card) -> None:
        item = self.cards.get(card)
        if item is None:
            item = self._new_card(card, self.seat_points.get(seat, self.trick_rect.center()))
        item.interactive = False
        item.selected = item.playable = item.dimmed = False
        if seat != self.viewer and self.animator.duration_ms:
            self.animator.pause(self.animator.duration_ms // 2)
        self.trick_shown.append(card)
        slots = self._trick_slots(len(self.trick_shown))
        motions = []
        for index, shown in enumerate(self.trick_shown):
            shown_item = self.cards[shown]
            shown_item.set_home(slots[index], 0.0, z=100 + index)
            motions.append(Motion(shown_item, slots[index], 0.0, 1.0, 100 + index))
        self.animator.animate(motions)

    def _animate_trick_won(self, seat: int, boxes: int, reason: str) -> None:
        items = [self.cards[c] for c in self.trick_shown if c in self.cards]
        banner = LabelItem(
            QCoreApplication.translate("Macaron", "%1: %2")
            .replace("%1", self.names[seat])
            .replace("%2", texts.trick_result(boxes, reason)),
            pixel_size=20,
            bold=True,
        )
        banner.setZValue(BANNER_Z)
        banner.setPos(self.trick_rect.center() + QPointF(0, -self.card_h * 0.75))
        banner.setOpacity(0.0)
        self.scene.addItem(banner)
        pause = max(self.animator.duration_ms * 2, 0)
        self.animator.animate([Motion(banner, opacity=1.0)])
        self.animator.pause(pause)
        target = self.seat_points.get(seat, self.trick_rect.center())
        self.animator.animate(
            [Motion(i, target, 0.0, 0.0) for i in items] + [Motion(banner, opacity=0.0)]
        )
        shown = list(self.trick_shown)
        self.trick_shown = []

        def forget() -> None:
            for card in shown:
                if card in self.cards and self.cards[card] in items:
                    self._remove_card(card)
            if banner.scene() is not None:
                self.scene.removeItem(banner)

        self.animator.call(forget)

    # =========================================================================== status
    def _update_status(self) -> None:
        view = self.current()
        self.status.setText(self.status_text(view))

    def status_text(self, view: MacaronView) -> str:
        """Whose turn it is and what they must do."""
        if view.phase is Phase.GAME_OVER:
            return QCoreApplication.translate("Macaron", "The game is over.")
        if self.between_rounds:
            return QCoreApplication.translate("Macaron", "Round %1 is over.").replace(
                "%1", str(view.round_number - 1)
            )
        if self.privacy.isVisible():
            return QCoreApplication.translate("Macaron", "Waiting for %1.").replace(
                "%1", self.names[self.viewer]
            )
        round_text = QCoreApplication.translate("Macaron", "Round %1").replace(
            "%1", str(view.round_number)
        )
        if self.my_turn(view):
            phase = view.phase
            if phase is Phase.PASS:
                receiver = self.names[
                    (self.viewer + (1 if view.pass_direction == "left" else -1)) % view.num_seats
                ]
                text = QCoreApplication.translate(
                    "Macaron", "Choose two cards to pass to %1."
                ).replace("%1", receiver)
            elif phase is Phase.DISCARD:
                text = QCoreApplication.translate(
                    "Macaron", "Choose one or two cards to discard; you will draw as many."
                )
            elif phase is Phase.CHOOSE_ROYAL:
                text = QCoreApplication.translate(
                    "Macaron", "Choose the Royal group: click a group board."
                )
            elif phase is Phase.CHOOSE_ALLERGEN:
                text = QCoreApplication.translate(
                    "Macaron", "Choose the Allergen: click a flavour on the boards."
                )
            elif phase is Phase.VOTE:
                text = QCoreApplication.translate(
                    "Macaron", "Place a voting token on a group (Royal) or a flavour (Allergen)."
                )
            elif phase is Phase.BET:
                text = QCoreApplication.translate(
                    "Macaron", "Bet on a row of the gift-box track, or do not bet."
                )
            elif view.trick:
                led = texts.flavor_name(view.led_flavor.value if view.led_flavor else None)
                text = QCoreApplication.translate(
                    "Macaron", "Your turn: play a card (follow %1 if you can)."
                ).replace("%1", led)
            else:
                text = QCoreApplication.translate("Macaron", "Your turn: lead any card.")
            return f"{round_text} · {text}"
        waiting = [self.names[s] for s in view.to_act]
        if not waiting:
            return round_text
        return f"{round_text} · " + QCoreApplication.translate(
            "Macaron", "Waiting for %1…"
        ).replace("%1", ", ".join(waiting))

    def _update_side_panel(self, view: MacaronView) -> None:
        sides = team_names(self.names, view.teams)
        scores = view.team_scores if view.team_scores is not None else view.scores
        rows = []
        for index, (name, score) in enumerate(zip(sides, scores, strict=False)):
            colour = self.seat_colour(index)
            rows.append(
                f"<tr><td><span style='color:{colour}'>■</span> {html.escape(name)}</td>"
                f"<td align='right'><b>{score}</b></td></tr>"
            )
        target = QCoreApplication.translate("Macaron", "Playing to %1 points").replace(
            "%1", str(view.target)
        )
        mode = texts.mode_name(view.mode)
        self.scores.setText(f"<b>{mode}</b><br>{target}<table width='100%'>{''.join(rows)}</table>")

    def _update_buttons(self, view: MacaronView) -> None:
        mine = self.my_turn(view)
        self.confirm_button.setVisible(mine and view.phase in (Phase.PASS, Phase.DISCARD))
        need_ok = (
            (len(self.selected) == 2)
            if view.phase is Phase.PASS
            else (1 <= len(self.selected) <= 2)
        )
        self.confirm_button.setEnabled(need_ok)
        self.skip_button.setVisible(mine and view.phase is Phase.BET)
        self.undo_button.setEnabled(self.session.can_undo())
        self.undo_button.setVisible(self.session.undo_allowed and not self.session.is_hot_seat())

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.log_title.setText(QCoreApplication.translate("Macaron", "Game log"))
        self.undo_button.setText(QCoreApplication.translate("Macaron", "&Undo my last move"))
        self.rules_button.setText(QCoreApplication.translate("Macaron", "&Rules"))
        self.skip_button.setText(QCoreApplication.translate("Macaron", "&Don't bet"))
        view = self.current()
        if view.phase is Phase.DISCARD:
            self.confirm_button.setText(QCoreApplication.translate("Macaron", "Dis&card and draw"))
        else:
            self.confirm_button.setText(QCoreApplication.translate("Macaron", "&Pass these cards"))
        self.log.clear()
        for message in self.log_messages:
            line = texts.log_line(message, self.names, self.match.config["scoring"], self.teams)
            if line is not None:
                self.log.addItem(line)
        self.log.scrollToBottom()
        self.summary.retranslate()
        if self.game_over.sides:
            self.game_over.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Re-translate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if not self._busy:
                self.layout_table(animate=False)
        super().changeEvent(event)

    def _show_game_over(self, data: dict[str, Any]) -> None:
        view = self.current()
        sides = team_names(self.names, view.teams)
        history = [
            [round_scores[i] for round_scores in self.summary_rounds] for i in range(len(sides))
        ]
        self.game_over.show_result(
            sides, list(data["winners"]), list(data["scores"]), history, view.target
        )
        self.window_._update_actions()
        self._update_status()
