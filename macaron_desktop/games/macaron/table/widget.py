"""The Macaron table: one scene that draws a seat's view and turns gestures into actions.

The table never decides rules. It draws what the viewing seat may see, marks what may be
played, proposes actions to the session and shows the rules' reason when one is refused.
Everything that happened (its own moves, bots', Emma's) arrives as public events, which
the table animates one after another before it lets the game go on.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
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
from macaron_desktop.resources import asset
from macaron_desktop.settings import Settings
from macaron_desktop.ui.table import (
    SEAT_COLOUR_PLACEHOLDER,
    SEAT_COLOURS,
    Animator,
    CardItem,
    DraggableItem,
    DropZone,
    LabelItem,
    Motion,
    PrivacyScreen,
    TableView,
    TokenItem,
    card_size,
    fan_hand,
    pile_row,
    seat_positions,
)

from ..actions import (
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    PassCards,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from ..cards import GROUP_FLAVORS, Card, Flavor, Group
from ..scoring import track_column, track_row
from ..state import Phase
from ..view import MacaronView
from . import texts
from .panels import GameOver, RoundSummary, team_names

if TYPE_CHECKING:
    from macaron_desktop.ui.main_window import MainWindow
    from macaron_desktop.ui.session import GameSession

#: standard side of the gift-box track: (boxes shown, VP) per row 1–5
TRACK_ROWS = (("0", 2), ("1–2", 1), ("3–5", 3), ("6–7", 4), ("8+", 5))
#: advanced side: the plus and minus of each column 0–8
ADVANCED_COLUMNS = ((4, 1), (3, 1), (3, 1), (2, 1), (2, 1), (2, 1), (3, 1), (3, 1), (4, 2))
SIDE_PANEL_WIDTH = 250
DECOR_Z = -10.0
BANNER_Z = 500.0

PANEL_STYLE = """
QWidget#MacaronSide { background: #FBF5EA; }
QLabel#MacaronStatus { background: #5A3E2B; color: #FFF8EC; font-size: 15px;
    padding: 6px 12px; }
QLabel#MacaronScores { font-size: 14px; color: #4A3020; padding: 4px; }
QListWidget#MacaronLog { background: #FFFBF4; border: 1px solid #E2CFB6; font-size: 12px; }
"""


def localized_art(relative: str, language: str) -> str:
    """The art at ``relative`` (under ``assets/``) in ``language`` when it exists.

    Card faces and group boards print the flavour names, so they come in a Traditional
    Chinese edition (``.../zh_TW/<file>``); everything else, and any missing file, falls
    back to the English art.
    """
    if language != "en":
        folder, _, name = relative.rpartition("/")
        translated = asset(f"{folder}/{language}/{name}")
        if translated.is_file():
            return str(translated)
    return str(asset(relative))


def card_path(card: Card, language: str = "en") -> str:
    """The art of a card face."""
    return localized_art(f"macaron/cards/{card.flavor.value}_{card.rank}.svg", language)


class MacaronTable(QWidget):
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

        session.moved.connect(self.on_moved)
        session.human_turn.connect(self.on_human_turn)
        session.reset.connect(self.on_reset)
        session.save_failed.connect(self._save_failed)
        self.view.resized.connect(lambda _rect: self.layout_table(animate=False))
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
        state = self.match.state
        return (*state.events, *state.round.events)

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
        self.layout_table(animate=True)
        if self.pending_game_over is not None:
            data, self.pending_game_over = self.pending_game_over, None
            self.pending_summary = None
            self._show_game_over(data)
            return
        if self.pending_summary is not None:
            self.summary.show_round(
                self.pending_summary,
                self.names,
                self.current().teams,
                self.current().scoring,
            )
            self.pending_summary = None
            return
        self.animator.call(self.session.advance)

    def _after_summary(self) -> None:
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

    def _save_failed(self, reason: str) -> None:
        self.view.show_message(
            QCoreApplication.translate("Macaron", "The game could not be saved: %1").replace(
                "%1", reason
            ),
            6000,
        )

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
        elif message.key == "round_scored":
            self.pending_summary = dict(p)
            self.summary_rounds.append(list(p["scores"]))
        elif message.key == "game_over":
            self.pending_game_over = dict(p)

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

    # =========================================================================== items
    def language(self) -> str:
        """The language the app shows now (``en`` or ``zh_TW``)."""
        return self.window_.languages.language

    def _fit_card(self, item: CardItem, size: QSizeF) -> None:
        """Give a card the size and the art of this table now (window size, language)."""
        key = (round(size.width()), round(size.height()), self.language())
        if getattr(item, "art_key", None) == key:
            return
        item.set_size(size)
        item.set_pixmaps(
            self.view.svg_pixmap(card_path(item.key, self.language()), size),
            self.view.svg_pixmap(str(asset("macaron/cards/back.svg")), size),
        )
        item.art_key = key  # type: ignore[attr-defined]

    def _new_card(self, card: Card, pos: QPointF) -> CardItem:
        size = QSizeF(self.card_w, self.card_h)
        item = CardItem(card, size)
        self._fit_card(item, size)
        item.setPos(pos)
        item.set_home(pos)
        item.clicked.connect(self.on_card_clicked)
        item.activated.connect(self.on_card_activated)
        item.dropped.connect(self.on_dropped)
        item.setToolTip(texts.card_name(card.flavor.value, card.rank))
        self.scene.addItem(item)
        self.cards[card] = item
        return item

    def _remove_card(self, card: Card) -> None:
        item = self.cards.pop(card, None)
        if item is not None and item.scene() is not None:
            self.scene.removeItem(item)

    def clear_items(self) -> None:
        """Remove every card (used when the view changes hands or the match rewinds)."""
        for card in list(self.cards):
            self._remove_card(card)
        self.trick_shown = []
        self.selected = []

    def _clear_decor(self) -> None:
        for item in self.decor:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.decor = []
        self.zones = {}
        self.tokens = []

    def _decor(self, item: QGraphicsItem) -> QGraphicsItem:
        self.scene.addItem(item)
        self.decor.append(item)
        return item

    def _label(self, text: str, pos: QPointF, size: int = 13, bold: bool = False) -> LabelItem:
        # names and counts grow with the cards on big tables
        label = LabelItem(text, pixel_size=round(size * self.text_scale), bold=bold)
        label.setPos(pos)
        label.setZValue(5)
        self._decor(label)
        return label

    def _pixmap(
        self, path: str, rect: QRectF, z: float = DECOR_Z, colour: str | None = None
    ) -> QGraphicsPixmapItem:
        subs = {SEAT_COLOUR_PLACEHOLDER: colour} if colour else None
        source = path if Path(path).is_absolute() else str(asset(path))
        pixmap = self.view.svg_pixmap(source, rect.size(), subs)
        item = QGraphicsPixmapItem(pixmap)
        item.setPos(rect.topLeft())
        item.setZValue(z)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._decor(item)
        return item

    def _zone(
        self,
        zone_id: Hashable,
        rect: QRectF,
        label: str = "",
        accepts: Callable[[DraggableItem], bool] | None = None,
    ) -> DropZone:
        zone = DropZone(zone_id, rect.size(), label, accepts)
        zone.setPos(rect.center())
        zone.setZValue(DECOR_Z + 1)
        zone.clicked.connect(self.on_zone_clicked)
        self._decor(zone)
        self.zones[zone_id] = zone
        return zone

    def _token(
        self,
        key: Hashable,
        path: str,
        centre: QPointF,
        size: float,
        tooltip: str = "",
        colour: str | None = None,
        interactive: bool = False,
    ) -> TokenItem:
        subs = {SEAT_COLOUR_PLACEHOLDER: colour} if colour else None
        qsize = QSizeF(size, size)
        token = TokenItem(key, qsize, self.view.svg_pixmap(str(asset(path)), qsize, subs), tooltip)
        token.setPos(centre)
        token.set_home(centre, 0.0, z=20)
        token.setZValue(20)
        token.interactive = interactive
        token.draggable = interactive
        if interactive:
            token.clicked.connect(self.on_token_clicked)
            token.dropped.connect(self.on_dropped)
        self._decor(token)
        self.tokens.append(token)
        return token

    # =========================================================================== layout
    def layout_table(self, animate: bool = True) -> None:
        """Place everything for the current view and window size."""
        if self._busy and animate:
            return
        view = self.current()
        x0, y0, width, height = self.view.area()
        if width < 10 or height < 10:
            return
        self._clear_decor()
        left_w = max(150.0, min(330.0, width * 0.19))
        right_w = max(140.0, min(300.0, width * 0.17))
        middle_w = width - left_w - right_w
        cw, ch = card_size((0, 0, middle_w, height), height_fraction=0.2, min_height=64)
        self.card_w, self.card_h = float(cw), float(ch)
        self.text_scale = max(1.0, min(1.7, self.card_h / 120))
        hand_h = ch * 1.22
        upper_h = height - hand_h
        middle = QRectF(x0 + left_w, y0, middle_w, upper_h)
        trick_w = min(middle_w - 20, cw * (0.65 * max(view.num_seats - 1, 1) + 1) + 30)
        self.trick_rect = QRectF(0, 0, trick_w, ch * 1.3)
        self.trick_rect.moveCenter(middle.center() + QPointF(0, upper_h * 0.06))

        self._layout_boards(view, QRectF(x0 + 8, y0 + 8, left_w - 16, upper_h - 16))
        self._layout_track(
            view, QRectF(x0 + width - right_w + 8, y0 + 8, right_w - 16, upper_h - 16)
        )
        self._layout_seats(view, middle)
        self._layout_trick(view, animate)
        self._layout_hand(view, QRectF(x0, y0 + upper_h, width, hand_h), animate)
        self._layout_own_tokens(
            view, QRectF(x0 + left_w, y0 + upper_h - ch * 0.55, middle_w, ch * 0.5)
        )
        self._refresh_focus()
        self._update_status()
        self._update_side_panel(view)
        self._update_buttons(view)

    def _layout_boards(self, view: MacaronView, rect: QRectF) -> None:
        groups = view.groups
        count = len(groups)
        gap = 10.0
        board_w = rect.width()
        board_h = board_w * 2 / 3
        if count * board_h + (count - 1) * gap > rect.height():
            board_h = (rect.height() - (count - 1) * gap) / count
            board_w = board_h * 1.5
        top = rect.y() + (rect.height() - count * board_h - (count - 1) * gap) / 2
        votes_on: dict[str, list[Any]] = {}
        for vote in view.votes:
            votes_on.setdefault(vote.target.value, []).append(vote)
        voting = self.my_turn(view) and view.phase is Phase.VOTE
        for index, group in enumerate(groups):
            board = QRectF(
                rect.x() + (rect.width() - board_w) / 2,
                top + index * (board_h + gap),
                board_w,
                board_h,
            )
            flavors = [f for f in GROUP_FLAVORS[group] if f in view.flavors]
            solo_c = group is Group.C and len(flavors) == 1 and len(GROUP_FLAVORS[group]) == 2
            art = localized_art(
                "macaron/boards/group_C_solo.svg"
                if solo_c
                else f"macaron/boards/group_{group.value}.svg",
                self.language(),
            )
            if group is view.royal_group:
                glow = QGraphicsRectItem(board.adjusted(-4, -4, 4, 4))
                glow.setPen(QPen(QColor("#D4A017"), 4))
                glow.setBrush(QColor(255, 215, 0, 60))
                glow.setZValue(DECOR_Z - 1)
                self._decor(glow)
            self._pixmap(art, board)
            letter = QRectF(
                board.x() + board.width() * 0.03,
                board.y() + board.height() * 0.05,
                board.width() * 0.3,
                board.height() * 0.9,
            )
            self._zone(
                ("group", group),
                letter,
                "",
                (lambda item: isinstance(item.key, tuple) and item.key[0] == "vote")
                if voting
                else (lambda item: False),
            )
            chip_rects = []
            if len(flavors) == 2:
                for top_f, bottom_f in ((0.081, 0.456), (0.544, 0.919)):
                    chip_rects.append(
                        QRectF(
                            board.x() + board.width() * 0.35,
                            board.y() + board.height() * top_f,
                            board.width() * 0.608,
                            board.height() * (bottom_f - top_f),
                        )
                    )
            else:
                chip_rects.append(
                    QRectF(
                        board.x() + board.width() * 0.35,
                        board.y() + board.height() * 0.3125,
                        board.width() * 0.608,
                        board.height() * 0.375,
                    )
                )
            for flavor, chip in zip(flavors, chip_rects, strict=False):
                self._zone(
                    ("flavor", flavor),
                    chip,
                    "",
                    (lambda item: isinstance(item.key, tuple) and item.key[0] == "vote")
                    if voting
                    else (lambda item: False),
                )
                if flavor is view.allergen:
                    size = chip.height() * 0.75
                    self._token(
                        "allergen",
                        "macaron/tokens/allergen.svg",
                        QPointF(chip.right() - size * 0.15, chip.top() + size * 0.2),
                        size,
                        QCoreApplication.translate("Macaron", "Allergen: %1").replace(
                            "%1", texts.flavor_name(flavor.value)
                        ),
                    )
                self._place_votes(votes_on.get(flavor.value, []), chip)
            self._place_votes(votes_on.get(group.value, []), letter)
            if group is view.royal_group:
                size = board_h * 0.42
                self._token(
                    "royal",
                    "macaron/tokens/royal.svg",
                    QPointF(board.x() + size * 0.45, board.y() + size * 0.45),
                    size,
                    QCoreApplication.translate("Macaron", "Royal group %1").replace(
                        "%1", group.value
                    ),
                )

    def _place_votes(self, votes: list[Any], rect: QRectF) -> None:
        if not votes:
            return
        size = min(rect.height() * 0.42, 30.0)
        points = pile_row(
            (rect.x(), rect.y(), rect.width(), rect.height()),
            size,
            size,
            len(votes),
            gap=2,
            y=rect.bottom() - size * 0.55,
        )
        for vote, (x, y) in zip(votes, points, strict=False):
            path = (
                "macaron/tokens/vote_back.svg"
                if vote.value is None
                else f"macaron/tokens/vote_{vote.value}.svg"
            )
            tip = QCoreApplication.translate("Macaron", "Token of %1").replace(
                "%1", self.names[vote.seat]
            )
            self._token(("placed", vote.seat), path, QPointF(x, y), size, tip)
            ring = QGraphicsRectItem(QRectF(x - size / 2, y + size / 2 - 3, size, 3))
            ring.setBrush(QColor(self.seat_colour(vote.seat)))
            ring.setPen(QPen(Qt.PenStyle.NoPen))
            ring.setZValue(21)
            self._decor(ring)

    def _layout_track(self, view: MacaronView, rect: QRectF) -> None:
        advanced = view.scoring == "advanced"
        count = 9 if advanced else 5
        title = QCoreApplication.translate("Macaron", "Gift boxes")
        heading = self._label(title, QPointF(), 14, True)
        title_h = heading.boundingRect().height()
        heading.setPos(QPointF(rect.center().x(), rect.y() + title_h / 2 + 2))
        top = rect.y() + title_h + 8
        row_h = min((rect.height() - title_h - 8) / count, 70.0 * self.text_scale)
        betting = self.my_turn(view) and view.phase is Phase.BET
        token = max(12.0, min(row_h * 0.42, 26.0))
        for index in range(count):
            value = index if advanced else index + 1
            row_rect = QRectF(rect.x(), top + (count - 1 - index) * row_h, rect.width(), row_h - 4)
            if advanced:
                plus, minus = ADVANCED_COLUMNS[index]
                boxes = "8+" if index == 8 else str(index)
                label = (
                    QCoreApplication.translate("Macaron", "%1 boxes · +%2/−%3")
                    .replace("%1", boxes)
                    .replace("%2", str(plus))
                    .replace("%3", str(minus))
                )
            else:
                boxes, vp = TRACK_ROWS[index]
                label = (
                    QCoreApplication.translate("Macaron", "%1 boxes · %2 VP")
                    .replace("%1", boxes)
                    .replace("%2", str(vp))
                )
            self._zone(
                ("bet", value),
                row_rect,
                label,
                (lambda item: item.key == "bet_token") if betting else (lambda item: False),
            )
            seats_here = range(view.num_seats)
            present = [
                s
                for s in seats_here
                if (track_column(view.boxes[s]) if advanced else track_row(view.boxes[s])) == value
            ]
            for k, seat in enumerate(present):
                self._token(
                    ("box", seat),
                    "macaron/tokens/box_token.svg",
                    QPointF(
                        row_rect.x() + token * (0.7 + 0.8 * k), row_rect.bottom() - token * 0.55
                    ),
                    token,
                    f"{self.names[seat]}: {texts.boxes_text(view.boxes[seat])}",
                    self.seat_colour(seat),
                )
            betters = [s for s in range(view.num_seats) if view.bets[s] == value]
            for k, seat in enumerate(betters):
                self._token(
                    ("bet", seat),
                    "macaron/tokens/bet_token.svg",
                    QPointF(
                        row_rect.right() - token * (0.7 + 0.8 * k), row_rect.bottom() - token * 0.55
                    ),
                    token,
                    QCoreApplication.translate("Macaron", "%1 bets here").replace(
                        "%1", self.names[seat]
                    ),
                    self.seat_colour(seat),
                )

    def _layout_seats(self, view: MacaronView, middle: QRectF) -> None:
        count = view.num_seats
        seats = seat_positions(
            (middle.x(), middle.y(), middle.width(), middle.height()),
            max(count, 2),
            margin=max(self.card_h * 0.55, 50),
        )
        self.seat_points = {}
        back_size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        for seat in range(count):
            index = (seat - self.viewer) % count
            spot = seats[index]
            point = QPointF(spot.x, spot.y)
            if index == 0:
                point = QPointF(middle.center().x(), middle.bottom())
            self.seat_points[seat] = point
            acting = seat in view.to_act and view.phase is not Phase.GAME_OVER
            name = self.names[seat]
            if seat == view.emma_seat:
                self._layout_emma(view, middle, acting)
                continue
            if index == 0:
                self._own_seat_label(view, seat, middle, acting)
                continue
            back = self.view.svg_pixmap(str(asset("macaron/cards/back.svg")), back_size)
            item = QGraphicsPixmapItem(back)
            item.setOffset(-back_size.width() / 2, -back_size.height() / 2)
            item.setPos(point)
            item.setZValue(DECOR_Z + 2)
            self._decor(item)
            cards = texts.cards_text(view.hand_sizes[seat])
            info = f"{name} · {cards} · {texts.boxes_text(view.boxes[seat])}"
            label = self._label(info, point + QPointF(0, back_size.height() * 0.5 + 12), 13, acting)
            label.highlighted = acting
            self._seat_chip(
                seat, point + QPointF(-back_size.width() * 0.5 - 10, -back_size.height() * 0.3)
            )
            if seat == view.start_player:
                self._token(
                    "start",
                    "macaron/tokens/start_player.svg",
                    point + QPointF(back_size.width() * 0.5 + 14, -back_size.height() * 0.3),
                    26,
                    QCoreApplication.translate("Macaron", "Start player"),
                )

    def _own_seat_label(self, view: MacaronView, seat: int, middle: QRectF, acting: bool) -> None:
        """The viewing seat's name, boxes and start marker, just above its hand."""
        info = f"{self.names[seat]} · {texts.boxes_text(view.boxes[seat])}"
        label = self._label(info, QPointF(), 13, acting)
        half = label.boundingRect().width() / 2
        point = QPointF(middle.x() + half + 24, middle.bottom() - self.card_h * 0.1)
        label.setPos(point)
        label.highlighted = acting
        self._seat_chip(seat, point + QPointF(-half - 12, 0))
        if seat == view.start_player:
            marker = 26 * self.text_scale
            self._token(
                "start",
                "macaron/tokens/start_player.svg",
                point + QPointF(half + marker * 0.5 + 6, 0),
                marker,
                QCoreApplication.translate("Macaron", "Start player"),
            )

    def _seat_chip(self, seat: int, centre: QPointF) -> None:
        chip = QGraphicsRectItem(QRectF(centre.x() - 6, centre.y() - 6, 12, 12))
        chip.setBrush(QColor(self.seat_colour(seat)))
        chip.setPen(QPen(QColor("#5A3E2B"), 1))
        chip.setZValue(6)
        self._decor(chip)

    def _layout_emma(self, view: MacaronView, middle: QRectF, acting: bool) -> None:
        assert view.emma_seat is not None
        size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        piles = view.emma_pile_sizes or tuple((f, 0) for f in view.flavors)
        y = middle.y() + size.height() * 0.5 + 30 * self.text_scale + 6
        points = pile_row(
            (middle.x(), middle.y(), middle.width(), middle.height()),
            size.width(),
            size.height(),
            len(piles),
            gap=34,
            y=y,
        )
        back = self.view.svg_pixmap(str(asset("macaron/cards/back.svg")), size)
        tip = QCoreApplication.translate("Macaron", "Emma's %1 pile: %2 cards")
        for (flavor, count), (x, py) in zip(piles, points, strict=False):
            if count:
                item = QGraphicsPixmapItem(back)
                item.setOffset(-size.width() / 2, -size.height() / 2)
                item.setPos(QPointF(x, py))
                item.setZValue(DECOR_Z + 2)
                item.setToolTip(
                    tip.replace("%1", texts.flavor_name(flavor.value)).replace("%2", str(count))
                )
                self._decor(item)
                self._label(str(count), QPointF(x, py), 15, True)
            self._label(
                texts.flavor_name(flavor.value), QPointF(x, py + size.height() * 0.5 + 10), 11
            )
        self.seat_points[view.emma_seat] = QPointF(middle.center().x(), y)
        info = f"Emma · {texts.boxes_text(view.boxes[view.emma_seat])}"
        label = self._label(info, QPointF(), 13, acting)
        label.setPos(
            QPointF(middle.center().x(), middle.y() + label.boundingRect().height() / 2 + 4)
        )
        label.highlighted = acting

    def _layout_trick(self, view: MacaronView, animate: bool) -> None:
        label = ""
        playing = view.phase is Phase.PLAY and self.my_turn(view)
        if playing and not view.trick:
            label = QCoreApplication.translate("Macaron", "Drop a card here to lead")
        self._zone(
            "trick",
            self.trick_rect,
            label,
            (lambda item: isinstance(item, CardItem)) if playing else (lambda item: False),
        )
        if self._busy:
            return
        # the trick as the model has it (a resumed game, or after a relayout)
        wanted = [play.card for play in view.trick]
        for card in list(self.trick_shown):
            if card not in wanted:
                self._remove_card(card)
        self.trick_shown = wanted
        slots = self._trick_slots(len(wanted))
        size = QSizeF(self.card_w, self.card_h)
        for index, card in enumerate(wanted):
            item = self.cards.get(card) or self._new_card(card, slots[index])
            self._fit_card(item, size)
            item.set_home(slots[index], 0.0, z=100 + index)
            item.interactive = False
            item.selected = item.playable = item.dimmed = False
            item.place_at_home()

    def _layout_hand(self, view: MacaronView, rect: QRectF, animate: bool) -> None:
        hand = list(view.hand)
        if self.revealed_for != self.viewer or self.match.seats[self.viewer].kind != "human":
            hand = [] if self.session.human_seats() else hand
        for card in list(self.cards):
            if card not in hand and card not in self.trick_shown:
                self._remove_card(card)
        self.selected = [c for c in self.selected if c in hand]
        placements = fan_hand(
            (rect.x(), rect.y(), rect.width(), rect.height()),
            self.card_w,
            self.card_h,
            len(hand),
            margin=10,
            spacing=0.8,
            tilt=0.0,
        )
        legal = self.legal()
        playable = {a.card for a in legal if isinstance(a, PlayCard)}
        choosing = view.phase in (Phase.PASS, Phase.DISCARD) and self.my_turn(view)
        size = QSizeF(self.card_w, self.card_h)
        motions = []
        for index, (card, spot) in enumerate(zip(hand, placements, strict=False)):
            item = self.cards.get(card)
            if item is None:
                item = self._new_card(card, QPointF(spot.x, spot.y + self.card_h))
            self._fit_card(item, size)
            item.set_home(QPointF(spot.x, spot.y), spot.rotation, z=index)
            item.interactive = True
            item.draggable = bool(playable) or choosing
            item.playable = card in playable
            item.dimmed = bool(playable) and card not in playable
            item.selected = card in self.selected
            if animate and self.animator.duration_ms:
                motions.append(Motion(item, item.home, spot.rotation, 1.0, index))
            else:
                item.setOpacity(1.0)
                item.place_at_home()
        if motions:
            self.animator.animate(motions)
        if choosing:
            need = 2 if view.phase is Phase.PASS else 1
            text = (
                QCoreApplication.translate("Macaron", "Drop two cards here to pass them")
                if need == 2
                else QCoreApplication.translate("Macaron", "Drop one or two cards here to discard")
            )
            zone_rect = QRectF(0, 0, self.card_w * 2.4, self.card_h * 0.62)
            zone_rect.moveCenter(
                QPointF(self.trick_rect.center().x(), self.trick_rect.bottom() + self.card_h * 0.45)
            )
            self._zone("pass", zone_rect, text, lambda item: isinstance(item, CardItem))

    def _layout_own_tokens(self, view: MacaronView, rect: QRectF) -> None:
        size = min(rect.height(), 40.0)
        if view.phase is Phase.VOTE and view.own_tokens and self.revealed_for == self.viewer:
            values = sorted(view.own_tokens)
            points = pile_row(
                (rect.x(), rect.y(), rect.width() * 0.5, rect.height()),
                size,
                size,
                len(values),
                gap=8,
            )
            active = self.my_turn(view)
            for i, (value, (x, y)) in enumerate(zip(values, points, strict=False)):
                token = self._token(
                    ("vote", value, i),
                    f"macaron/tokens/vote_{value}.svg",
                    QPointF(x, y),
                    size,
                    QCoreApplication.translate(
                        "Macaron",
                        "Your voting token %1: drag it onto a group (Royal) or a flavour (Allergen)",
                    ).replace("%1", str(value)),
                    interactive=active,
                )
                token.selected = self.selected_token == ("vote", value, i)
        if view.phase is Phase.BET and self.my_turn(view):
            x = rect.x() + rect.width() * 0.75
            token = self._token(
                "bet_token",
                "macaron/tokens/bet_token.svg",
                QPointF(x, rect.center().y()),
                size,
                QCoreApplication.translate(
                    "Macaron", "Your betting token: drag it onto a row of the gift-box track"
                ),
                self.seat_colour(self.viewer),
                interactive=True,
            )
            token.selected = self.selected_token == "bet_token"

    # =========================================================================== status
    def _update_status(self) -> None:
        view = self.current()
        self.status.setText(self.status_text(view))

    def status_text(self, view: MacaronView) -> str:
        """Whose turn it is and what they must do."""
        if view.phase is Phase.GAME_OVER:
            return QCoreApplication.translate("Macaron", "The game is over.")
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
                f"<tr><td><span style='color:{colour}'>■</span> {name}</td><td align='right'><b>{score}</b></td></tr>"
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

    # =========================================================================== input
    def propose(self, action: Any, item: DraggableItem | None = None) -> bool:
        """Offer an action to the rules; show the reason and undo the gesture if refused."""
        if not self.my_turn() or self._busy:
            if item is not None:
                item.return_home()
            return False
        reason = self.session.propose(self.viewer, action)
        if reason is not None:
            self.view.show_message(texts.refusal(reason), 3500)
            if item is not None:
                item.return_home()
            return False
        self.selected = []
        self.selected_token = None
        self.view.clear_message()
        return True

    def _choose_card(self, card: Card) -> None:
        view = self.current()
        limit = 2
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < limit:
            self.selected.append(card)
        elif view.phase is Phase.PASS:
            self.selected = [self.selected[1], card]
        self.layout_table(animate=True)

    def on_card_clicked(self, item: DraggableItem) -> None:
        """Select a card; a second click plays it (or toggles it when passing)."""
        view = self.current()
        if not self.my_turn(view) or item.key not in view.hand:
            return
        card = item.key
        if view.phase in (Phase.PASS, Phase.DISCARD):
            self._choose_card(card)
        elif view.phase is Phase.PLAY:
            if self.selected == [card]:
                self.propose(PlayCard(card), item)
            else:
                self.selected = [card]
                self.layout_table(animate=True)

    def on_card_activated(self, item: DraggableItem) -> None:
        """Double-click: play the card."""
        view = self.current()
        if self.my_turn(view) and view.phase is Phase.PLAY and item.key in view.hand:
            self.propose(PlayCard(item.key), item)

    def on_token_clicked(self, item: DraggableItem) -> None:
        """Select a voting or betting token; then click where it goes."""
        self.selected_token = None if self.selected_token == item.key else item.key
        self.layout_table(animate=False)

    def on_dropped(self, item: DraggableItem, zone: DropZone) -> None:
        """A card or token was let go on a zone: turn that into an action."""
        action = self._action_for(item.key, zone.zone_id)
        if zone.zone_id == "pass" and isinstance(item.key, Card):
            if item.key not in self.selected:
                self._choose_card(item.key)
            else:
                item.return_home()
            return
        if action is None:
            item.return_home()
            return
        self.propose(action, item)

    def on_zone_clicked(self, zone: DropZone) -> None:
        """A click on a zone: choose it, or send the selected card or token there."""
        view = self.current()
        if not self.my_turn(view):
            return
        zone_id = zone.zone_id
        if (
            view.phase is Phase.CHOOSE_ROYAL
            and isinstance(zone_id, tuple)
            and zone_id[0] == "group"
        ):
            self.propose(ChooseRoyal(zone_id[1]))
        elif (
            view.phase is Phase.CHOOSE_ALLERGEN
            and isinstance(zone_id, tuple)
            and zone_id[0] == "flavor"
        ):
            self.propose(ChooseAllergen(zone_id[1]))
        elif view.phase is Phase.PLAY and zone_id == "trick" and len(self.selected) == 1:
            self.propose(PlayCard(self.selected[0]), self.cards.get(self.selected[0]))
        elif view.phase is Phase.VOTE and self.selected_token is not None:
            action = self._action_for(self.selected_token, zone_id)
            if action is not None:
                self.propose(action)
        elif view.phase is Phase.BET and isinstance(zone_id, tuple) and zone_id[0] == "bet":
            self.propose(Bet(zone_id[1]))

    def _action_for(self, key: Hashable, zone_id: Hashable) -> Any:
        if isinstance(key, Card) and zone_id == "trick":
            return PlayCard(key)
        if isinstance(key, tuple) and key[0] == "vote" and isinstance(zone_id, tuple):
            if zone_id[0] in ("group", "flavor"):
                return PlaceVote(key[1], zone_id[1])
        if key == "bet_token" and isinstance(zone_id, tuple) and zone_id[0] == "bet":
            return Bet(zone_id[1])
        return None

    def confirm_selection(self) -> None:
        """Pass or discard the selected cards."""
        view = self.current()
        if view.phase is Phase.PASS:
            self.propose(PassCards(tuple(self.selected)))
        elif view.phase is Phase.DISCARD:
            self.propose(Discard(tuple(self.selected)))

    # -- keyboard -----------------------------------------------------------------------
    def focus_targets(self) -> list[Any]:
        """What the arrow keys move between in this phase."""
        view = self.current()
        if not self.my_turn(view):
            return []
        if view.phase in (Phase.PLAY, Phase.PASS, Phase.DISCARD):
            return [self.cards[c] for c in view.hand if c in self.cards]
        if view.phase is Phase.CHOOSE_ROYAL:
            return [self.zones[("group", g)] for g in view.groups if ("group", g) in self.zones]
        if view.phase is Phase.CHOOSE_ALLERGEN:
            return [self.zones[("flavor", f)] for f in view.flavors if ("flavor", f) in self.zones]
        if view.phase is Phase.VOTE:
            return [
                self.zones[k]
                for k in (
                    *(("group", g) for g in view.groups),
                    *(("flavor", f) for f in view.flavors),
                )
                if k in self.zones
            ]
        if view.phase is Phase.BET:
            return [
                z
                for k, z in sorted(self.zones.items(), key=lambda kv: str(kv[0]))
                if isinstance(k, tuple) and k[0] == "bet"
            ]
        return []

    def _refresh_focus(self) -> None:
        targets = self.focus_targets()
        if targets:
            self.focus_index = max(0, min(self.focus_index, len(targets) - 1))
        if self.focus_ring is not None and self.focus_ring.scene() is not None:
            self.scene.removeItem(self.focus_ring)
        self.focus_ring = None
        view = self.current()
        # what can be chosen by a click glows, so a player sees where to click
        choosing = view.phase in (Phase.CHOOSE_ROYAL, Phase.CHOOSE_ALLERGEN, Phase.BET)
        for index, target in enumerate(targets):
            shown = index == self.focus_index and self.keyboard_used and self.view.hasFocus()
            if isinstance(target, DraggableItem):
                target.focused = shown
                continue
            target.highlighted = choosing
            if shown:
                ring = QGraphicsRectItem(target.sceneBoundingRect().adjusted(-4, -4, 4, 4))
                pen = QPen(QColor("#3B6FB6"), 2.5, Qt.PenStyle.DashLine)
                ring.setPen(pen)
                ring.setZValue(BANNER_Z - 1)
                self.scene.addItem(ring)
                self.focus_ring = ring

    def on_key(self, action: str) -> None:
        """Arrows choose, Space selects, Enter acts, Escape cancels or skips the bet."""
        view = self.current()
        self.keyboard_used = True
        targets = self.focus_targets()
        if not targets or self._busy:
            if action == "cancel" and view.phase is Phase.BET and self.my_turn(view):
                self.propose(SkipBet())
            return
        if action in ("left", "up") and not (view.phase is Phase.VOTE and action == "up"):
            self.focus_index = (self.focus_index - 1) % len(targets)
        elif action in ("right", "down") and not (view.phase is Phase.VOTE and action == "down"):
            self.focus_index = (self.focus_index + 1) % len(targets)
        elif action in ("up", "down") and view.phase is Phase.VOTE:
            values = sorted(set(view.own_tokens))
            self.vote_value_index = (self.vote_value_index + (1 if action == "up" else -1)) % max(
                1, len(values)
            )
            self.view.show_message(
                QCoreApplication.translate("Macaron", "Token %1").replace(
                    "%1", str(values[self.vote_value_index])
                ),
                1500,
            )
        elif action == "first":
            self.focus_index = 0
        elif action == "last":
            self.focus_index = len(targets) - 1
        elif action in ("select", "activate"):
            target = targets[self.focus_index]
            self._key_act(view, target, action)
            return
        elif action == "cancel":
            if view.phase is Phase.BET:
                self.propose(SkipBet())
                return
            self.selected = []
            self.layout_table(animate=True)
            return
        self._refresh_focus()

    def _key_act(self, view: MacaronView, target: Any, action: str) -> None:
        if view.phase is Phase.PLAY and isinstance(target, CardItem):
            self.propose(PlayCard(target.key), target)
        elif view.phase in (Phase.PASS, Phase.DISCARD) and isinstance(target, CardItem):
            full = len(self.selected) == 2 or (view.phase is Phase.DISCARD and self.selected)
            if action == "activate" and full and target.key in self.selected:
                self.confirm_selection()
            else:
                self._choose_card(target.key)
        elif isinstance(target, DropZone):
            zone_id = target.zone_id
            if view.phase is Phase.VOTE:
                values = sorted(set(view.own_tokens))
                value = values[self.vote_value_index % len(values)]
                self.propose(PlaceVote(value, zone_id[1]))
            else:
                self.on_zone_clicked(target)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        """The table's keyboard focus lives in the view."""
        self.view.setFocus()
        super().focusInEvent(event)
