"""La Macarena's board on the shared game screen.

The screen (:class:`~macaron_desktop.ui.game_screen.GameScreen`) drives the session, the
log, the panels, hot-seat privacy, the pace and undo. This board draws the view
(:class:`~.drawing.TableDrawing`), turns gestures into actions
(:class:`~.controls.TableControls`), animates La Macarena's events (cards laid one by
one, a mirror's "Espejo!" and its Maca, the hand-end walk-through) and says its texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from macaron_desktop.core.messages import Message
from macaron_desktop.resources import asset
from macaron_desktop.ui.game_board import GameBoard, GameEvent, RoundSummary
from macaron_desktop.ui.game_screen import waiting_text
from macaron_desktop.ui.table import (
    CardItem,
    ItemPool,
    LabelItem,
    Motion,
    TokenItem,
    zone_focus_ring,
)
from macaron_desktop.ui.words import join_list, join_parts

from ..actions import BuyElement, HandOver, MoveMaca
from ..cards import Card, strength
from ..messages import AWARDS
from ..spec import GAME_ID, HAND_END_CLICKS
from ..state import Phase
from ..view import MacarenaView
from . import texts
from .controls import TableControls
from .drawing import BANNER_Z, MACA, Geometry, TableDrawing
from .walkthrough import HandEndPanel

if TYPE_CHECKING:
    from macaron_desktop.core.match import Match
    from macaron_desktop.ui.game_board import BoardHost
    from macaron_desktop.ui.table import Animator, TableScene, TableView

# events that are end-of-hand awards (each is one step of the walk-through)
AWARD_KEYS = frozenset(AWARDS)


def _from_host(name: str) -> Any:
    """A read-only attribute that is the host's attribute ``name``."""
    return property(lambda board: getattr(board.host, name), doc=f"The screen's ``{name}``.")


class MacarenaBoard(TableDrawing, TableControls, GameBoard):
    """Seven wells around the deck, the seats, the hand and the series being built."""

    def attach(self, host: BoardHost) -> None:
        """Make the lasting items: the item pool, the buttons, the focus ring, the panel."""
        super().attach(host)
        self.items = ItemPool(
            host.view, on_zone_clicked=self.on_zone_clicked, on_dropped=self.on_dropped
        )
        self.geo = Geometry()
        self.cards: dict[Any, CardItem] = {}
        self.selected: Any = None
        self.pending_drop: Any = None
        self.show_collection = False
        self.focus_index = 0
        self._playable_key: int | None = None
        self._playable: set[Card] = set()
        self._hand_logs: dict[tuple[int, int], tuple[Any, ...]] = {}
        self.walk = HandEndPanel(host.view)
        self._award_index = 0
        self._collections: Sequence[Sequence[Card]] = ()
        # the banners on the table now ("Espejo!")
        self.banners: list[LabelItem] = []
        self.focus_ring = zone_focus_ring(self.scene, BANNER_Z - 1)
        self.pass_button = QPushButton()
        self.take_back_button = QPushButton()
        self.done_button = QPushButton()
        self.collection_button = QPushButton()
        self.collection_button.setCheckable(True)
        self.pass_button.clicked.connect(self.pass_turn)
        self.take_back_button.clicked.connect(self.take_back)
        self.done_button.clicked.connect(self.finish)
        self.collection_button.toggled.connect(self._toggle_collection)
        for button in self.controls():
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    # -- the screen, as the mixins call it: the host's match, view, scene, animator,
    # names and viewing seat
    match: Match[Any, Any] = _from_host("match")  # type: ignore[assignment]
    view: TableView = _from_host("view")  # type: ignore[assignment]
    scene: TableScene = _from_host("scene")  # type: ignore[assignment]
    animator: Animator = _from_host("animator")  # type: ignore[assignment]
    names: list[str] = _from_host("names")  # type: ignore[assignment]
    viewer: int = _from_host("viewer")  # type: ignore[assignment]

    def current(self) -> MacarenaView:
        """The viewing seat's view now."""
        view: MacarenaView = self.host.current()
        return view

    # -- events ---------------------------------------------------------------------------------
    def events(self, view: MacarenaView) -> Sequence[GameEvent]:
        """Every event of the game the viewing seat may see: the finished hands' and this
        hand's (a state keeps this hand's and the last one's; older ones come from the
        match's earlier states)."""
        number = view.hand_number
        out: list[Any] = []
        for hand in range(1, number - 1):
            out.extend(self._hand_log(hand))
        if number > 1:
            out.extend(view.previous_events)
        out.extend(view.events)
        return out

    def _hand_log(self, hand: int) -> tuple[Any, ...]:
        key = (self.viewer, hand)
        log = self._hand_logs.get(key)
        if log is None:
            # the first state of hand ``hand + 1`` keeps hand ``hand``'s whole log
            low, high = 0, len(self.match.moves)
            while low < high:
                middle = (low + high) // 2
                if self.match.state_after(middle).hand_number > hand:
                    high = middle
                else:
                    low = middle + 1
            log = self.match.state_after(low).previous_logs[self.viewer]
            self._hand_logs[key] = log
        return log

    def animate(self, event: GameEvent, view: MacarenaView) -> None:
        """Queue the motions that show one event."""
        key, p = event.key, event.params
        if key == "card_laid":
            self._animate_lay(p["seat"], p["well"], p["card"])
        elif key == "card_taken_back":
            self._animate_take_back(p["seat"], p["card"], view)
        elif key == "series_laid":
            self._animate_series(p["seat"], p["well"], tuple(p["cards"]), bool(p["mirror"]))
        elif key in ("maca_placed", "maca_moved", "maca_stays"):
            self._animate_mirror(p["seat"], p["well"], p.get("from_well"))
        elif key == "passed":
            self._float_text(
                texts.fill(
                    QCoreApplication.translate("Macarena", "%1 passes"), self.names[p["seat"]]
                ),
                self._seat_point(p["seat"]),
            )
        elif key == "all_wells_enchanted":
            self._banner(
                QCoreApplication.translate("Macarena", "La Macarena's apprentice!"),
                self.geo.deck,
                30,
            )
        elif key == "hand_ended":
            self._open_walk(view)
            self._step(self.log_line(event))
        elif key in ("hand_over_started", "hand_over_chosen", "you_chose"):
            self._walk_status(event)
            self._step(self.log_line(event), linger=key == "hand_over_started")
        elif key == "collections_shown":
            self._walk_status(event)
            self._animate_collections(p["collections"])
        elif key in AWARD_KEYS:
            self._animate_award(event)
        elif key == "game_won":
            line = self.log_line(event)
            if line is not None:
                self.host.show_step(line)
            self._step(line)

    # -- cards ------------------------------------------------------------------------------
    def _seat_point(self, seat: int) -> QPointF:
        return self.geo.seats.get(seat, self.geo.deck)

    def _series_count(self) -> int:
        return sum(1 for slot in self.cards if slot[0] == "series")

    def _animate_lay(self, seat: int, well: int, card: Card) -> None:
        index = self._series_count()
        item = None
        if seat == self.viewer and self.host.revealed:
            slots = [s for s in self.cards if s[0] == "hand" and s[1] is card]
            if slots:
                item = self._rekey(max(slots, key=lambda s: s[2]), ("series", index))
        if item is None:
            item = self._new_card(("series", index), card, self._seat_point(seat))
        item.interactive = False
        item.playable = item.dimmed = item.selected = item.focused = False
        target = self.geo.series_slot(well, index, index + 1)
        item.set_home(target, 0.0, z=200 + index)
        self.animator.animate([Motion(item, target, 0.0, 1.0, 200 + index)])

    def _animate_take_back(self, seat: int, card: Card, view: MacarenaView) -> None:
        index = self._series_count() - 1
        if index < 0:
            return
        if seat == self.viewer and self.host.revealed:
            copies = sum(1 for c in view.hand if c is card)
            item = self._rekey(("series", index), ("hand", card, max(copies - 1, 0)))
            if item is not None:
                item.interactive = True
            return  # the layout puts it back in its place in the hand
        item = self.cards.get(("series", index))
        if item is not None:
            self.animator.animate([Motion(item, self._seat_point(seat), 0.0, 0.0)])
            self.animator.call(lambda: self._remove_card(("series", index)))

    def _animate_series(self, seat: int, well: int, cards: tuple[Card, ...], mirror: bool) -> None:
        items = [self.cards.get(("series", i)) for i in range(len(cards))]
        lone_mirror = mirror and len(cards) == 1
        collected = items if lone_mirror else items[:-1]
        motions = []
        if not lone_mirror and items[-1] is not None:
            top = items[-1]
            motions.append(Motion(top, self.geo.wells[well], 0.0, 1.0, 150))
        target = self._seat_point(seat)
        motions += [Motion(i, target, 0.0, 0.0, 400) for i in collected if i is not None]
        self.animator.animate(motions)

        def settle() -> None:
            if not lone_mirror:
                self._rekey(("series", len(cards) - 1), ("top", well))
            for i in range(len(cards)):
                self._remove_card(("series", i))

        self.animator.call(settle)

    def _float_text(self, text: str, point: QPointF) -> None:
        label = LabelItem(text, pixel_size=round(15 * self.geo.text_scale), bold=True)
        label.setZValue(BANNER_Z)
        label.setPos(point + QPointF(0, self.geo.card_h * 0.25))
        label.setOpacity(0.0)
        self.scene.addItem(label)
        self.animator.animate([Motion(label, opacity=1.0)])
        self.animator.pause(350)
        self.animator.animate([Motion(label, opacity=0.0)])
        self.animator.call(lambda: label.scene() is not None and self.scene.removeItem(label))

    def _banner(self, text: str, point: QPointF, size: int) -> LabelItem:
        banner = LabelItem(text, pixel_size=round(size * self.geo.text_scale), bold=True)
        banner.setZValue(BANNER_Z)
        # centred on ``point``, but kept whole on the table
        half = banner.boundingRect().width() / 2 + 6
        x0, _y0, width, _height = self.view.area()
        banner.setPos(QPointF(min(max(point.x(), x0 + half), x0 + width - half), point.y()))
        banner.setOpacity(0.0)
        banner.highlighted = True
        self.scene.addItem(banner)
        self.banners.append(banner)
        self.animator.animate([Motion(banner, opacity=1.0)])
        return banner

    def _animate_mirror(self, seat: int, well: int, source: int | None) -> None:
        """A mirror is a moment: "Espejo!" over the well, the Maca flies in, a pause."""
        geo = self.geo
        centre = geo.wells[well]
        banner = self._banner(
            QCoreApplication.translate("Macarena", "Espejo!"),
            centre + QPointF(0, -geo.card_h * 0.72),
            28,
        )
        size = geo.card_h * 0.42
        maca = TokenItem(("flying maca", seat), QSizeF(size, size))
        maca.set_pixmap(
            self.view.svg_pixmap(
                str(asset(MACA)), QSizeF(size, size), {"#SEATCOLOR": self.host.seat_colour(seat)}
            )
        )
        maca.interactive = False
        start = (
            geo.wells[source] if source is not None and source != well else self._seat_point(seat)
        )
        maca.setPos(start)
        maca.setZValue(BANNER_Z - 2)
        maca.setOpacity(0.0)
        self.scene.addItem(maca)
        self.animator.animate([Motion(maca, opacity=1.0)], duration_ms=120)
        self.animator.animate([Motion(maca, centre + QPointF(0, geo.card_h * 0.5), 0.0, 1.0)])
        self.host.linger()
        self.animator.animate([Motion(banner, opacity=0.0), Motion(maca, opacity=0.0)])

        def gone() -> None:
            for item in (banner, maca):
                if item.scene() is not None:
                    self.scene.removeItem(item)
            if banner in self.banners:
                self.banners.remove(banner)

        self.animator.call(gone)

    # -- the end of a hand ----------------------------------------------------------------------
    def _open_walk(self, view: MacarenaView) -> None:
        state = self.match.state
        if state.phase in (Phase.HAND_OVER, Phase.BUY) or not state.hand_results:
            hand, standings = state.hand_number, [view.standing(s) for s in range(view.players)]
        else:
            hand = state.hand_results[-1].number
            before = state.hand_results[-2].standings if len(state.hand_results) > 1 else None
            standings = (
                list(before)
                if before
                else [
                    view.standing(s)._replace(elements=(), coins=0, amulets=0)
                    for s in range(view.players)
                ]
            )
        self._award_index = 0
        self._collections = ()
        title = texts.fill(QCoreApplication.translate("Macarena", "Hand %1 is over"), hand)
        colours = [self.host.seat_colour(s) for s in range(view.players)]
        lines = [texts.standing_text(s) for s in standings]

        def show() -> None:
            self._place_walk()
            self.walk.open(hand, title, self.names, colours, lines)
            # the turn's buttons have nothing to do while the hand's end is shown
            for button in (self.pass_button, self.take_back_button, self.done_button):
                button.hide()

        self.animator.call(show)
        self.host.show_step(title)

    def _walk_status(self, event: GameEvent) -> None:
        """The status line says the step this event begins (it changes with the panel)."""
        text = texts.walk_step(event.key, event.params, self.names)
        if text is not None:
            self.host.show_step(text)

    def _place_walk(self) -> None:
        geo = self.geo
        rect = geo.middle.adjusted(geo.card_w * 0.3, 4, -geo.card_w * 0.3, -4)
        self.walk.place(rect, geo.text_scale, self.host.language())

    def _step(self, line: str | None, linger: bool = True) -> None:
        if line is None:
            return
        self.animator.call(lambda: self.walk.visible and self.walk.add_line(line))  # type: ignore[func-returns-value]
        if linger:
            self._walk_linger()

    def _walk_linger(self) -> None:
        """Let a step of the hand's end stay: as the pace says, or until a click when the
        player asked for that (La Macarena's own setting)."""
        clicks = self.host.settings().game_value(GAME_ID, HAND_END_CLICKS.key)
        self.host.linger(until_click=bool(clicks))

    def _animate_collections(self, collections: Sequence[Sequence[Card]]) -> None:
        self._collections = collections

        def show() -> None:
            if self.walk.visible:
                self.walk.show_collections(collections)

        self.animator.call(show)
        self._step(QCoreApplication.translate("Macarena", "The collections are turned face up."))

    def _hand_awards(self) -> tuple[Any, ...]:
        """The awards of the hand being walked through (with the standings after each)."""
        state = self.match.state
        if state.phase in (Phase.HAND_OVER, Phase.BUY) or not state.hand_results:
            return tuple(state.awards)
        return tuple(state.hand_results[-1].awards)

    def _animate_award(self, event: GameEvent) -> None:
        p = event.params
        message = Message(event.key, dict(p))
        line = texts.award_line(message, self.names) or event.key
        why = self._tie_break(event.key, p)
        if why:
            line += " " + why
        awards = self._hand_awards()
        index = self._award_index
        self._award_index += 1
        standings = awards[index].standings if index < len(awards) else None
        element = p.get("element") if event.key.startswith("element_") else None
        self._walk_status(event)

        def show() -> None:
            if self.walk.visible:
                self.walk.add_line(line)
                self.walk.focus_element(element)
            if standings is not None and self.walk.visible:
                self.walk.set_standings([texts.standing_text(s) for s in standings])

        self.animator.call(show)
        self._walk_linger()

    def _tie_break(self, key: str, params: Any) -> str:
        """Why an element went where it did, when the number of cards did not decide."""
        element = params.get("element")
        if key not in ("element_token", "element_coin", "element_unclaimed") or element is None:
            return ""
        if key == "element_unclaimed" and params.get("reason") != "tie":
            return ""
        heights = {
            seat: sorted((strength(c) for c in cards if c.element is element), reverse=True)
            for seat, cards in enumerate(self._collections)
        }
        heights = {s: h for s, h in heights.items() if h}
        if not heights:
            return ""
        most = max(len(h) for h in heights.values())
        tied = [s for s, h in heights.items() if len(h) == most]
        if len(tied) < 2:
            return ""
        if key == "element_unclaimed":
            return texts.fill(
                QCoreApplication.translate("Macarena", "(%1: %2 each, the same ranks.)"),
                join_list(self.names[s] for s in tied),
                texts.cards_text(most),
            )
        winner = params.get("seat")
        rival = max((s for s in tied if s != winner), key=lambda s: heights[s])
        for mine, theirs in zip(heights[winner], heights[rival], strict=False):
            if mine != theirs:
                return texts.fill(
                    QCoreApplication.translate(
                        "Macarena", "(%1 cards each: %2's %3 beats %4's %5.)"
                    ),
                    most,
                    self.names[winner],
                    _height_name(mine),
                    self.names[rival],
                    _height_name(theirs),
                )
        return ""

    # -- controls -------------------------------------------------------------------------------
    def controls(self) -> Sequence[QWidget]:
        """Collection, Take back, Done and Pass, under the table."""
        return (self.collection_button, self.take_back_button, self.done_button, self.pass_button)

    def update_controls(self, view: MacarenaView) -> None:
        """Show the buttons the step needs."""
        mine = self.host.my_turn(view)
        series = view.phase is Phase.SERIES
        self.pass_button.setVisible(mine and view.phase is Phase.TURN)
        self.take_back_button.setVisible(mine and series)
        self.done_button.setVisible(mine and series)
        self.done_button.setEnabled(bool(view.series))
        human = self.match.seats[self.viewer].kind == "human"
        self.collection_button.setVisible(human and self.host.revealed)
        self.collection_button.setText(
            texts.fill(
                QCoreApplication.translate("Macarena", "My &collection (%1)"), len(view.collection)
            )
        )
        self.take_back_button.setText(
            QCoreApplication.translate("Macarena", "&Take back")
            if view.series
            else QCoreApplication.translate("Macarena", "&Other well")
        )

    def _toggle_collection(self, shown: bool) -> None:
        self.show_collection = shown
        if not self.host.busy:
            self.host.refresh(animate=False)

    # -- texts ----------------------------------------------------------------------------------
    def log_line(self, event: GameEvent) -> str | None:
        """The log's line for an event."""
        if event.key in ("well_chosen", "well_given_up", "card_laid", "card_taken_back"):
            return None  # the series' own line says it all
        return texts.log_line(Message(event.key, dict(event.params)), self.names)

    def refusal(self, reason: Any) -> str:
        """Why the rules refused an action."""
        if isinstance(reason, Message):
            return texts.refusal(reason, self.names)
        return QCoreApplication.translate("Macarena", "That is not possible now.")

    def score_heading(self, view: MacarenaView) -> str:
        """Players, what wins, the hand."""
        goal = (
            texts.fill(QCoreApplication.translate("Macarena", "%1 amulets win"), view.target)
            if view.target > 1
            else QCoreApplication.translate("Macarena", "1 amulet wins")
        )
        hand = texts.fill(QCoreApplication.translate("Macarena", "Hand %1"), view.hand_number)
        amulets = QCoreApplication.translate("Macarena", "Amulets:")
        return f"<b>{texts.mode_name(view.players)}</b><br>{join_parts([goal, hand])}<br>{amulets}"

    def side_scores(self, view: MacarenaView) -> Sequence[int]:
        """Amulets per seat."""
        return view.amulets

    def target(self, view: MacarenaView) -> int | None:
        """Amulets that win."""
        return view.target

    def round_summary(self, event: GameEvent) -> RoundSummary | None:
        """The standings after a hand: shown when the next hand is dealt."""
        results = self.match.state.hand_results
        if event.key == "hand_started" and event.params.get("hand", 1) >= 2:
            index = event.params["hand"] - 2
        elif event.key == "game_won" and results:
            index = len(results) - 1
        else:
            return None
        if index >= len(results):
            return None
        return self._summary(results[index])

    def _summary(self, result: Any) -> RoundSummary:
        headers = QCoreApplication.translate(
            "Macarena", "Player|In hand|Collection|Elements|Coins|Amulets", "column titles"
        ).split("|")
        shown = result.collections
        rows = [
            [
                self.names[seat],
                str(result.hand_sizes[seat]),
                "–" if shown is None else str(len(shown[seat])),
                join_list(texts.element_name(e) for e in standing.elements) or "–",
                str(standing.coins),
                str(standing.amulets),
            ]
            for seat, standing in enumerate(result.standings)
        ]
        if result.end == "left":
            notes = [
                texts.fill(
                    QCoreApplication.translate("Macarena", "%1 ran out of cards."),
                    self.names[result.seat],
                )
            ]
        elif result.end == "all_wells":
            notes = [
                texts.fill(
                    QCoreApplication.translate("Macarena", "%1 enchanted every well."),
                    self.names[result.seat],
                )
            ]
        else:
            notes = [QCoreApplication.translate("Macarena", "The draw pile ran out.")]
        number = result.number
        return RoundSummary(
            title=texts.fill(
                QCoreApplication.translate("Macarena", "Hand %1: the standings"), number
            ),
            headers=headers,
            rows=rows,
            notes=notes,
            scores=[s.amulets for s in result.standings],
            go_on=QCoreApplication.translate("Macarena", "&Next hand"),
            # the walk-through's last step: the status says what the panel shows
            status=texts.fill(
                QCoreApplication.translate("Macarena", "Hand %1: the standings"), number
            ),
        )

    def status_text(self, view: MacarenaView) -> str:
        """Whose turn it is and what to do."""
        hand = texts.fill(QCoreApplication.translate("Macarena", "Hand %1"), view.hand_number)
        if self.host.my_turn(view):
            return join_parts([hand, self._task(view)])
        if not view.to_act:
            return hand
        if view.phase in (Phase.TURN, Phase.SERIES) and view.mirror_turn:
            mirror = texts.fill(
                QCoreApplication.translate("Macarena", "Espejo! %1 plays a mirror turn."),
                self.names[view.turn_seat],
            )
            return join_parts([hand, mirror])
        return join_parts([hand, waiting_text(self.names, view.to_act)])

    def _task(self, view: MacarenaView) -> str:
        phase = view.phase
        if phase is Phase.TURN:
            if view.mirror_turn:
                return QCoreApplication.translate(
                    "Macarena",
                    "Espejo! Your mirror turn: play on any well, enchanted ones too, or pass.",
                )
            return QCoreApplication.translate(
                "Macarena",
                "Your turn: drag a card onto a well (or click a card, then a well), or pass.",
            )
        if phase is Phase.SERIES:
            where = texts.well_name(view.well)
            if view.series and view.series[-1] is (
                view.series[-2] if len(view.series) > 1 else view.wells[view.well][-1]  # type: ignore[index]
            ):
                return texts.fill(
                    QCoreApplication.translate(
                        "Macarena", "A mirror on %1! Press Done to place your Maca."
                    ),
                    where,
                )
            if not self._playable_cards(view):
                return texts.fill(
                    QCoreApplication.translate(
                        "Macarena",
                        "Series on %1: no card in your hand can follow. Press Done "
                        "(Take back undoes the last card).",
                    ),
                    where,
                )
            return texts.fill(
                QCoreApplication.translate(
                    "Macarena",
                    "Series on %1: add a lifted card, or press Done (Take back undoes the last card).",
                ),
                where,
            )
        if phase is Phase.MOVE_MACA:
            return QCoreApplication.translate(
                "Macarena", "Choose the well that gives up one of your Macas."
            )
        if phase is Phase.HAND_OVER:
            return QCoreApplication.translate("Macarena", "Choose the element you hand over.")
        if phase is Phase.BUY:
            return QCoreApplication.translate("Macarena", "Choose the element your coins buy.")
        return ""

    def prompt_text(self, prompt: Any) -> str:
        """What a hand-over, buy or move-a-Maca prompt asks."""
        return texts.prompt_text(prompt.key, prompt.params)

    def option_text(self, option: Any) -> str:
        """An element's name, or a well with its top card."""
        if isinstance(option, (HandOver, BuyElement)):
            return texts.element_name(option.element)
        if isinstance(option, MoveMaca):
            top = self.current().top(option.from_well)
            return f"{texts.well_name(option.from_well)} ({texts.card_name(top)})"
        return str(option)

    def retranslate(self) -> None:
        """The buttons' texts in the current language."""
        self.pass_button.setText(QCoreApplication.translate("Macarena", "&Pass"))
        self.done_button.setText(QCoreApplication.translate("Macarena", "&Done"))
        view = self.current()
        self.take_back_button.setText(
            QCoreApplication.translate("Macarena", "&Take back")
            if view.series
            else QCoreApplication.translate("Macarena", "&Other well")
        )
        self.collection_button.setText(
            texts.fill(
                QCoreApplication.translate("Macarena", "My &collection (%1)"), len(view.collection)
            )
        )


def _height_name(height: int) -> str:
    """A tie-break height as a rank (14 is the ace)."""
    return texts.rank_name(1 if height == 14 else height)
