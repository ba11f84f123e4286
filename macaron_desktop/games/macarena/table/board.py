"""La Macarena's board on the shared game screen.

The screen (:class:`~macaron_desktop.ui.game_screen.GameScreen`) drives the session, the
log, the panels, hot-seat privacy, the pace and undo. This board draws the view
(:class:`~.drawing.TableDrawing`), turns gestures into actions
(:class:`~.controls.TableControls`), animates La Macarena's events (cards laid one by
one, a mirror's "Espejo!" and its Maca: :class:`~.animations.EventAnimations`), walks
through the end of a hand (:class:`~.hand_end_walk.HandEndWalk`) and says its texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from macaron_desktop.core.game import Event
from macaron_desktop.core.messages import Message
from macaron_desktop.ui.game_board import GameBoard, GameEvent
from macaron_desktop.ui.game_screen import waiting_text
from macaron_desktop.ui.table import CardItem, ItemPool, LabelItem, zone_focus_ring
from macaron_desktop.ui.words import join_parts

from ..actions import BuyElement, HandOver, MoveMaca
from ..cards import Card
from ..levels import PATIENT_LEVELS
from ..state import Phase
from ..view import MacarenaView
from . import texts
from .animations import AWARD_KEYS as AWARD_KEYS
from .animations import EventAnimations
from .controls import TableControls
from .drawing import BANNER_Z, Geometry, TableDrawing
from .hand_end_walk import HandEndWalk
from .spoken import MacarenaSpeech
from .walkthrough import HandEndPanel

if TYPE_CHECKING:
    from macaron_desktop.core.match import Match
    from macaron_desktop.ui.game_board import BoardHost
    from macaron_desktop.ui.table import Animator, TableScene, TableView


def _from_host(name: str) -> Any:
    """A read-only attribute that is the host's attribute ``name``."""
    return property(lambda board: getattr(board.host, name), doc=f"The screen's ``{name}``.")


class MacarenaBoard(
    MacarenaSpeech, TableDrawing, TableControls, EventAnimations, HandEndWalk, GameBoard
):
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
        # a card dropped on a well: its well is chosen, the card not laid yet
        self.lay_pending = False
        self._last_status = ""
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
        return self._explain_patience(out)

    def _explain_patience(self, events: list[Any]) -> list[Any]:
        """The first pass of each bot that passes for long on purpose (a Hard or Expert
        bot) marked ``patient``: its line says why, so nobody takes the bot for stuck."""
        patient = {
            seat
            for seat, s in enumerate(self.match.seats)
            if s.kind == "bot" and s.level in PATIENT_LEVELS
        }
        for index, event in enumerate(events):
            if not patient:
                break
            seat = event.params.get("seat") if event.key == "passed" else None
            if seat in patient:
                patient.discard(seat)
                events[index] = Event(event.key, {**event.params, "patient": True}, event.audience)
        return events

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

    # -- controls -------------------------------------------------------------------------------
    def controls(self) -> Sequence[QWidget]:
        """Collection, Take back, Done and Pass, under the table."""
        return (self.collection_button, self.take_back_button, self.done_button, self.pass_button)

    def update_controls(self, view: MacarenaView) -> None:
        """Show the buttons the step needs."""
        mine = self.host.my_turn(view)
        series = view.phase is Phase.SERIES
        self.pass_button.setVisible(mine and view.phase is Phase.TURN)
        self.take_back_button.setVisible(mine and series and not self.lay_pending)
        self.done_button.setVisible(mine and series and not self.lay_pending)
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

    def status_text(self, view: MacarenaView) -> str:
        """Whose turn it is and what to do (while a dropped card's well is chosen and the
        card not laid yet, what it said before the drop)."""
        if self.lay_pending and self._last_status:
            return self._last_status
        self._last_status = self._status_now(view)
        return self._last_status

    def _status_now(self, view: MacarenaView) -> str:
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
            #: A well and its top card, as a choice of where a Maca moves from: "well 3 (7 of
            #: Water)"
            well = QCoreApplication.translate("Macarena", "%1 (%2)", "a well and its top card")
            return texts.fill(well, texts.well_name(option.from_well), texts.card_name(top))
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
