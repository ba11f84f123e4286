"""Masters of Maple Syrup's board on the shared game screen.

The screen drives the session, the log, the panels, hot-seat privacy, the pace, undo and
hints, and asks the rules' prompts itself: the cards to keep, the trees to tap or
harvest, the card to develop and the cards that pay for it, the cards to tuck and to
discard with the shared card picker (this board names the cards of each prompt's source,
the zone they are dropped on and the words of the live line), CHOOSE ONE and the effects
offered with the prompt bar. The board itself asks one choice: which action card end to
take, by dragging that end toward your property or clicking it, the neighbour's end lit
meanwhile. It draws the view (:class:`~.drawing.TableDrawing`), lets the discard pile be
looked through in order, shows the last things that happened on the table, sums up each
property at the end, and says its texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from macaron_desktop.core.messages import Message
from macaron_desktop.ui.game_board import GameBoard, GameEvent, RoundSummary
from macaron_desktop.ui.screen.pile_browser import PileBrowser, show_pile
from macaron_desktop.ui.table import CardItem, DraggableItem, DropZone, LabelItem
from macaron_desktop.ui.table.placed_cards import FOCUS_Z
from macaron_desktop.ui.worded_prompts import WordedPrompts
from macaron_desktop.ui.words import join_parts

from ..actions import ChooseAction
from ..scoring import card_points
from ..state import END_SIZE, Phase
from ..view import MapleView
from . import choices, texts
from .drawing import Geometry, ScoreView, TableDrawing, live_scores, trees_of
from .spoken import MapleSpeech

if TYPE_CHECKING:
    from macaron_desktop.ui.game_board import BoardHost

# the log lines the table itself shows
RECENT = 6


class MapleBoard(MapleSpeech, WordedPrompts, TableDrawing, GameBoard, words=texts, choices=choices):
    """The two properties, the action cards, the piles and your hand."""

    def attach(self, host: BoardHost) -> None:
        """Make the lasting items: the item pool, the focus ring and the buttons."""
        super().attach(host)
        self.attach_cards(host, Geometry())
        # the action cards' halves, cut from their pictures, by file, size, end and ratio
        self._halves: dict[tuple[Any, ...], Any] = {}
        self.end_spots: list[tuple[int, int]] = []
        self.dim_keys: set[Any] = set()
        self.recent: list[str] = []
        self.lit: tuple[int, int] | None = None
        # what taking the end under the mouse gives each player
        self.end_caption = LabelItem(pixel_size=13, bold=True)
        self.end_caption.setZValue(FOCUS_Z)
        self.end_caption.hide()
        host.scene.addItem(self.end_caption)
        self._probe = LabelItem()  # measures the "just now" lines; never shown
        self.browser: PileBrowser | None = None
        self.browse_button = QPushButton()
        self.browse_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.browse_button.clicked.connect(self.browse_discards)

    def current(self) -> MapleView:
        """The viewing seat's view now."""
        view: MapleView = self.host.current()
        return view

    # -- items ----------------------------------------------------------------------------------
    def _new_item(self, item: CardItem) -> None:
        """Connect a new card item's gestures once."""
        key = item.key
        if isinstance(key, tuple) and key[0] == "end":
            item.clicked.connect(self._end_clicked)
            item.dropped.connect(self._end_dropped)
            item.hover_changed.connect(self._end_hovered)
            item.drag_started.connect(lambda it: self._light(it.key[1], it.key[2]))
        else:
            item.clicked.connect(self._card_clicked)

    def _after_layout(self, view: MapleView) -> None:
        for key in self.dim_keys:
            item = self.cards.get(key)
            if item is not None:
                item.dimmed = True
        choosing = self.choosing_action()
        for index, end in self.end_spots:
            item = self._end_item(index, end)
            if item is not None:
                item.interactive = choosing
                item.draggable = choosing
                item.playable = choosing
                item.setToolTip(self._end_tip(view, index, end))
        if not choosing:
            self._unlight()
        elif self.lit is not None:
            self._light(*self.lit)
        # the discard pile's top card opens the browser
        if view.discards:
            top = self.cards.get(view.discards[-1])
            if top is not None and not top.interactive:
                top.interactive = True
                top.draggable = False
        self._refresh_focus()

    def _end_item(self, index: int, end: int) -> CardItem | None:
        for key, item in self.cards.items():
            if isinstance(key, tuple) and key[0] == "end" and key[1:3] == (index, end):
                return item
        return None

    def _end_tip(self, view: MapleView, index: int, end: int) -> str:
        return texts.fill(
            QCoreApplication.translate("Maple", "You take %1; %2 gets %3."),
            texts.end_text(texts.action_end(view.variant, index, end)),
            self.host.names[1 - self.host.viewer],
            texts.end_text(texts.action_end(view.variant, index, 1 - end)),
        )

    # -- the action cards ---------------------------------------------------------------------
    def _light(self, index: int, end: int) -> None:
        """Light the neighbour's end of the card whose ``end`` you would take."""
        if not self.choosing_action():
            return
        self._unlight()
        self.lit = (index, end)
        other = self._end_item(index, 1 - end)
        mine = self._end_item(index, end)
        if other is None or mine is None:
            return
        other.selected = True
        view = self.current()
        self.end_caption.set_text(self._end_tip(view, index, end))
        rect = self.geo.actions
        self.end_caption.setPos(QPointF(rect.center().x(), rect.bottom() + 26 * self.geo.scale))
        self.end_caption.show()

    def _unlight(self) -> None:
        if self.lit is not None:
            other = self._end_item(self.lit[0], 1 - self.lit[1])
            if other is not None:
                other.selected = False
        self.lit = None
        self.end_caption.hide()

    def lit_end(self) -> tuple[int, int] | None:
        """The (card, end) of the neighbour's end lit now, if any."""
        if self.lit is None:
            return None
        return self.lit[0], 1 - self.lit[1]

    def _end_hovered(self, item: DraggableItem, inside: bool) -> None:
        if inside and item.interactive:
            self._light(item.key[1], item.key[2])
        elif not inside and self.lit == tuple(item.key[1:3]) and not item.dragging:
            self._unlight()

    def take_end(self, index: int, end: int, item: DraggableItem | None = None) -> bool:
        """Take end ``end`` of action card ``index`` (the neighbour gets the other)."""
        self._unlight()
        return self.host.propose(ChooseAction(index, end), item)

    def _end_clicked(self, item: DraggableItem) -> None:
        if self.choosing_action():
            self.take_end(item.key[1], item.key[2], item)

    def _end_dropped(self, item: DraggableItem, zone: DropZone) -> None:
        if zone.zone_id == ("take",) and self.choosing_action():
            self.take_end(item.key[1], item.key[2], item)
        else:
            item.return_home()

    # -- the discard pile -----------------------------------------------------------------------
    def _card_clicked(self, item: DraggableItem) -> None:
        view = self.current()
        if view.discards and item.key is view.discards[-1]:
            self.browse_discards()

    def browse_discards(self) -> PileBrowser:
        """Show the discard pile, card by card, bottom first (its order is kept)."""
        view = self.current()
        size = self.geo.scaled(0.5)
        entries = []
        for card in view.discards:
            face, _back = self._card_pixmaps(card, card, size)
            entries.append((face, texts.card_tip(card).replace("\n", " — ")))
        intro = texts.fill(
            QCoreApplication.translate(
                "Maple",
                "%1 in the discard pile, in the order they were discarded: the first at "
                "the top of the list, the top card of the pile last.",
            ),
            texts.cards_text(len(view.discards)),
        )
        self.browser = show_pile(
            self.host.view.window(),
            self.browser,
            QCoreApplication.translate("Maple", "Discard pile"),
            intro,
            entries,
        )
        return self.browser

    # -- the card picker ------------------------------------------------------------------------
    def card_items(self, source: str) -> Sequence[CardItem]:
        """The hand's cards, the dealt cards, or the trees the step may take."""
        view = self.current()
        if source == "property":
            cards = trees_of(view, view.seat, tapped=view.phase is Phase.HARVEST)
        elif source == "dealt":
            cards = view.dealt
        else:
            cards = view.hand
        return [self.cards[c] for c in cards if c in self.cards]

    def option_text(self, option: Any) -> str:
        """CHOOSE ONE's actions, an effect to use or none."""
        prompt = self.host.current_prompt()
        return choices.option_text(self.current(), option, getattr(prompt, "key", ""))

    def handles_prompt(self, prompt: Any) -> bool:
        """The action card end is taken on the table itself."""
        return getattr(prompt, "key", "") == "choose_action"

    # -- events ---------------------------------------------------------------------------------
    def animate(self, event: GameEvent, view: MapleView) -> None:
        """Each line also reaches the table's "just now" list as its event is shown."""
        line = self.log_line(event)
        if line is None or event.key in ("dealt", "game_ended"):
            return
        self.host.animator.call(lambda: self._recent(line))

    def seed_recent(self) -> None:
        """The table's "just now" list from the log (a game resumed, or undo)."""
        lines: list[str] = []
        for event in self.events(self.current()):
            line = self.log_line(event)
            if line is not None and event.key not in ("dealt", "game_ended"):
                lines.append(line)
        self.recent = lines[-RECENT:]

    def clear(self) -> None:
        """Forget the card items and the "just now" list (another seat, or undo)."""
        super().clear()
        self.recent = []

    def _recent(self, line: str) -> None:
        self.recent = [*self.recent, line][-RECENT:]

    def log_line(self, event: GameEvent) -> str | None:
        """The log's line for an event: who did what, and which effect made it so."""
        message = Message(event.key, dict(event.params))
        return texts.log_line(message, self.host.names, self.host.viewer)

    def refusal(self, reason: Any) -> str:
        """Why the rules refused an action."""
        if isinstance(reason, Message):
            return texts.refusal(reason, self.host.names)
        return QCoreApplication.translate("Maple", "That is not possible now.")

    def score_heading(self, view: MapleView) -> str:
        """The side of the action cards, what ends the game, the turn."""
        end = texts.fill(
            QCoreApplication.translate("Maple", "a property of %1 cards ends the game"),
            END_SIZE,
        )
        points = QCoreApplication.translate("Maple", "Points on the property:")
        when = (
            QCoreApplication.translate("Maple", "Setup")
            if view.phase is Phase.KEEP
            else texts.turn_name(view.turn)
        )
        return f"<b>{texts.variant_name(view.variant)}</b><br>{join_parts([end, when])}<br>{points}"

    def side_scores(self, view: MapleView) -> Sequence[int]:
        """Each property's points now (values, ``?`` and ``+`` worked out)."""
        return live_scores(view)

    def status_text(self, view: MapleView) -> str:
        """The turn, whose it is, and what the viewing seat must do."""
        if view.phase is Phase.KEEP:
            head = QCoreApplication.translate("Maple", "Setup")
        else:
            head = join_parts(
                [
                    texts.turn_name(view.turn),
                    texts.fill(
                        QCoreApplication.translate("Maple", "%1's turn"),
                        self.host.names[view.current],
                    ),
                ]
            )
        if view.result is not None:
            return head
        if self.host.my_turn(view):
            prompt = self.host.current_prompt()
            if view.phase is Phase.CHOOSE_ACTION:
                task = QCoreApplication.translate(
                    "Maple", "Your move: take an action card end (drag it down, or click it)"
                )
            elif prompt is not None:
                task = texts.prompt_text(prompt.key, prompt.params).replace("&", "")
            else:
                task = ""
            return join_parts([head, task])
        acting = list(self.host.match.game.seats_to_act(self.host.match.state))
        if not acting:
            return head
        doing = {
            Phase.KEEP: QCoreApplication.translate("Maple", "%1 chooses the cards to keep"),
            Phase.CHOOSE_ACTION: QCoreApplication.translate("Maple", "%1 turns an action card"),
            Phase.TAP: QCoreApplication.translate("Maple", "%1 taps trees"),
            Phase.HARVEST: QCoreApplication.translate("Maple", "%1 harvests"),
            Phase.DEVELOP: QCoreApplication.translate("Maple", "%1 develops"),
            Phase.PAY: QCoreApplication.translate("Maple", "%1 pays"),
            Phase.DISCARD: QCoreApplication.translate("Maple", "%1 discards down to 5"),
        }.get(view.phase, QCoreApplication.translate("Maple", "%1 decides"))
        return join_parts([head, texts.fill(doing, self.host.names[acting[0]])])

    def round_summary(self, event: GameEvent) -> RoundSummary | None:
        """At the end: each property's cards with their values and bonuses, added up."""
        if event.key != "game_ended":
            return None
        view = self.current()
        shown = ScoreView(view)
        columns: list[list[tuple[str, str]]] = []
        totals = []
        for seat in (0, 1):
            lines = []
            total = 0
            for card in view.properties[seat]:
                value, bonus = card_points(shown, seat, card)  # type: ignore[arg-type]
                total += value + bonus
                points = (
                    str(value)
                    if not bonus
                    else texts.fill(QCoreApplication.translate("Maple", "%1 + %2"), value, bonus)
                )
                lines.append((texts.card_name(card), points))
            columns.append(lines)
            totals.append(total)
        rows = []
        for i in range(max(len(c) for c in columns)):
            row: list[str] = []
            for lines in columns:
                row.extend(lines[i] if i < len(lines) else ("", ""))
            rows.append(row)
        total_word = QCoreApplication.translate("Maple", "Total")
        rows.append([total_word, str(totals[0]), total_word, str(totals[1])])
        points = QCoreApplication.translate("Maple", "Points")
        headers = [self.host.names[0], points, self.host.names[1], points]
        note = QCoreApplication.translate(
            "Maple", "Points: the card's value (a ? worked out) + its GAME END bonus."
        )
        return RoundSummary(
            title=QCoreApplication.translate("Maple", "The properties are scored"),
            headers=headers,
            rows=rows,
            notes=[note],
            scores=totals,
        )

    # -- keys -----------------------------------------------------------------------------------
    def on_key(self, action: str) -> None:
        """While an action card is to be turned, the arrows walk the available ends and
        Enter (or Space) takes the one in focus."""
        spots = self.end_spots if self.choosing_action() else []
        spots = [s for s in spots if (item := self._end_item(*s)) is not None and item.playable]
        if not spots:
            return
        self.focus_index = max(0, min(self.focus_index, len(spots) - 1))
        if action in ("left", "up"):
            self.focus_index = (self.focus_index - 1) % len(spots)
        elif action in ("right", "down"):
            self.focus_index = (self.focus_index + 1) % len(spots)
        elif action == "first":
            self.focus_index = 0
        elif action == "last":
            self.focus_index = len(spots) - 1
        elif action in ("select", "activate"):
            self.take_end(*spots[self.focus_index])
            return
        elif action == "cancel":
            self._unlight()
            return
        else:
            return
        self._light(*spots[self.focus_index])
        self._refresh_focus()

    def _refresh_focus(self) -> None:
        focused = self.lit if self.host.keyboard_used and self.choosing_action() else None
        for index, end in self.end_spots:
            item = self._end_item(index, end)
            if item is not None:
                item.focused = focused == (index, end)

    def controls(self) -> Sequence[QWidget]:
        """The discard pile's button (the pile itself opens it too)."""
        return (self.browse_button,)

    def update_controls(self, view: MapleView) -> None:
        """The button says how many cards the discard pile holds."""
        self.browse_button.setEnabled(bool(view.discards))
        self.browse_button.setText(
            texts.fill(
                QCoreApplication.translate("Maple", "Discard &pile (%1)…"), len(view.discards)
            )
        )

    def retranslate(self) -> None:
        """The button's tooltip (its text follows the pile)."""
        self.browse_button.setToolTip(
            QCoreApplication.translate("Maple", "Look through the discard pile, in order")
        )
        self.update_controls(self.current())
