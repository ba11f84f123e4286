"""The Macaron board: what Macaron adds to the shared game screen.

The screen (:class:`~macaron_desktop.ui.game_screen.GameScreen`) drives the session,
the log, the panels and the comforts. This board draws the seat's view (the mixin
:class:`~.drawing.TableDrawing`), turns gestures into actions (:class:`~.controls.TableControls`),
animates Macaron's events and says Macaron's texts. Everything that happened arrives as
events the viewing seat may see, which the screen hands to :meth:`MacaronBoard.animate`
one after another before it lets the game go on.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QPushButton, QWidget

from macaron_desktop.core.game import ChooseCards, ChooseOne, Event
from macaron_desktop.ui.game_board import GameBoard, GameEvent, RoundSummary
from macaron_desktop.ui.game_screen import waiting_text
from macaron_desktop.ui.table import (
    CardItem,
    DropZone,
    ItemPool,
    LabelItem,
    Motion,
    pile_row,
    zone_focus_ring,
)
from macaron_desktop.ui.words import fill, join_list, join_parts

from ..actions import SkipBet
from ..cards import GROUP_FLAVORS, Card, Flavor, Group
from ..explain import TrickExplanation, explain_tricks
from ..spec import GAME_ID, MEMORY_AID
from ..state import Phase
from ..view import MacaronView
from . import explain, texts
from .controls import TableControls
from .drawing import BANNER_Z, TRICK_OVERLAP, TableDrawing, received_tag_pixels
from .spoken import MacaronSpeech
from .summary import round_summary
from .trick_marks import mark_trick

if TYPE_CHECKING:
    from macaron_desktop.core.match import Match
    from macaron_desktop.ui.game_board import BoardHost
    from macaron_desktop.ui.session import GameSession
    from macaron_desktop.ui.table import Animator, TableScene, TableView


# how long cards just received stay framed in the hand
RECEIVED_MS = 5000


class MacaronBoard(MacaronSpeech, TableDrawing, TableControls, GameBoard):
    """Macaron's boards, track, seats, hand and trick on the shared game screen."""

    def attach(self, host: BoardHost) -> None:
        """Make the lasting items: the card and item stores, the buttons, the focus ring."""
        super().attach(host)
        self.items = ItemPool(
            host.view,
            on_zone_clicked=self.on_zone_clicked,
            on_token_clicked=self.on_token_clicked,
            on_dropped=self.on_dropped,
        )
        self.teams = ((0, 2), (1, 3)) if self.match.config["mode"] == "2v2" else None
        self.cards: dict[Card, CardItem] = {}
        # id of a ``trick_won`` event -> (the event, why its trick went as it did)
        self._explained: dict[int, tuple[Any, TrickExplanation]] = {}
        self.trick_shown: list[Card] = []
        # (seat, flavour it counts as) of each card in ``trick_shown``
        self.trick_seats: list[tuple[int, Flavor]] = []
        # the Royal flavours of the trick being shown (they change between rounds)
        self.royal_now: tuple[Flavor, ...] = ()
        self.seat_points: dict[int, QPointF] = {}
        self.selected: list[Card] = []
        self.selected_token: Hashable | None = None
        self.focus_index = 0
        # the turn to play the focus was last put on a playable card for (round, hand, trick)
        self._focus_turn: tuple[int, int, int] | None = None
        self.vote_value_index = 0
        self.card_w, self.card_h, self.text_scale = 80.0, 112.0, 1.0
        self.focus_ring = zone_focus_ring(self.scene, BANNER_Z - 1)
        self.skip_button = QPushButton()
        # the memory aid (a house rule): the last trick again, on demand (also the L key)
        self.last_trick_button = QPushButton()
        self.last_trick_button.clicked.connect(self.show_last_trick)
        host.view.key_actions[Qt.Key.Key_L] = "last_trick"
        self.skip_button.clicked.connect(lambda: self.propose(SkipBet()))
        for button in (self.skip_button, self.last_trick_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    # -- the screen, as the mixins call it ------------------------------------------------------
    @property
    def session(self) -> GameSession:
        """The running session."""
        return self.host.session

    @property
    def match(self) -> Match[Any, Any]:
        """The running match."""
        return self.host.match

    @property
    def view(self) -> TableView:
        """The table view."""
        return self.host.view

    @property
    def scene(self) -> TableScene:
        """The table's scene."""
        return self.host.scene

    @property
    def animator(self) -> Animator:
        """The table's animator."""
        return self.host.animator

    @property
    def names(self) -> list[str]:
        """The players' names by seat."""
        return self.host.names

    @property
    def viewer(self) -> int:
        """The seat whose view is drawn."""
        return self.host.viewer

    def current(self) -> MacaronView:
        """The viewing seat's view now."""
        view: MacaronView = self.host.current()
        return view

    def my_turn(self, view: MacaronView | None = None) -> bool:
        """A person at this screen sits in the viewing seat and may act now."""
        return self.host.my_turn(view)

    def seat_colour(self, seat: int) -> str:
        """The colour of a seat's tokens."""
        return self.host.seat_colour(seat)

    # -- events ---------------------------------------------------------------------------------
    def events(self, view: MacaronView) -> Sequence[GameEvent]:
        """Every event so far that the viewing seat may see (finished rounds' and this one's)."""
        log: tuple[Event, ...] = view.all_events
        return log

    def animate(self, event: GameEvent, view: MacaronView) -> None:
        """Queue the motions that show one event."""
        p = event.params
        if event.key == "royal_chosen" and p.get("group") is not None:
            self.royal_now = GROUP_FLAVORS[Group(getattr(p["group"], "value", p["group"]))]
        if event.key == "card_played":
            self._animate_play(int(p["seat"]), p["card"], p.get("counts_as") or p["card"].flavor)
        elif event.key == "trick_won":
            self._animate_trick_won(int(p["seat"]), int(p["boxes"]), str(p["reason"]))
        elif event.key in ("cards_passed", "cards_discarded"):
            self._animate_exchange(event.key == "cards_passed")

    def _animate_exchange(self, passing: bool) -> None:
        """Cards given away fly to the receiver (or the deck); the new ones come from the
        giver (or the deck) and are then fanned into the hand by the next layout."""
        view = self.current()
        if not self.host.revealed or self.match.seats[self.viewer].kind != "human":
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
        giver = (self.viewer - step) % view.num_seats if passing else None
        self.animator.call(lambda: self.highlight_received(taken, giver))

    def highlight_received(self, cards: Sequence[Card], giver: int | None) -> None:
        """Frame the cards just received (or drawn) in the hand for a few seconds."""
        pixel = received_tag_pixels(self.card_h)
        if giver is None:
            text = QCoreApplication.translate("Macaron", "drawn")
        else:
            text = fill(QCoreApplication.translate("Macaron", "from %1"), self.names[giver])
        marked = []
        for card in cards:
            item = self.cards.get(card)
            if item is None:
                continue
            size = item.size
            frame = getattr(item, "received_frame", None)
            if frame is None:
                frame = QGraphicsRectItem(item)
                frame.setPen(QPen(QColor("#2E8B57"), 4.0))
                frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.received_frame = frame  # type: ignore[attr-defined]
                tag = LabelItem(text, pixel_size=pixel, bold=True, parent=item)
                tag.highlighted = True
                item.received_tag = tag  # type: ignore[attr-defined]
            frame.setRect(
                -size.width() / 2 - 2, -size.height() / 2 - 2, size.width() + 4, size.height() + 4
            )
            tag = item.received_tag  # type: ignore[attr-defined]
            tag.set_text(text)
            # above the card, where the next card in the fan does not cover it
            tag_rect = tag.boundingRect()
            tag.setPos(
                -size.width() / 2 + tag_rect.width() / 2,
                -size.height() / 2 - tag_rect.height() / 2 - 2,
            )
            frame.show()
            tag.show()
            marked.append(item)

        def fade() -> None:
            for item in marked:
                if not shiboken6.isValid(item):  # the card left the table meanwhile
                    continue
                for child in (item.received_frame, item.received_tag):  # type: ignore[attr-defined]
                    child.hide()

        # tied to the view: no fading after the table is gone
        QTimer.singleShot(RECEIVED_MS, self.view, fade)

    def _trick_slots(self, count: int) -> list[QPointF]:
        rect = self.trick_rect
        cw = self.card_w
        points = pile_row(
            (rect.x(), rect.y(), rect.width(), rect.height()),
            cw,
            self.card_h,
            count,
            gap=-cw * TRICK_OVERLAP,
        )
        return [QPointF(x, y) for x, y in points]

    def mark_trick(self) -> int | None:
        """Tag the trick's cards with their players; frame the one winning so far."""
        items = [self.cards[c] for c in self.trick_shown if c in self.cards]
        if len(items) != len(self.trick_shown) or len(self.trick_seats) != len(items):
            return None
        plays = [
            (seat, flavor, card)
            for (seat, flavor), card in zip(self.trick_seats, self.trick_shown, strict=True)
        ]
        colours = [self.seat_colour(s) for s in range(len(self.names))]
        slots = self._trick_slots(len(items))
        visible = slots[1].x() - slots[0].x() if len(slots) > 1 else self.card_w
        right = self.middle_rect.right() - 4 if hasattr(self, "middle_rect") else None
        return mark_trick(items, plays, self.royal_now, self.names, colours, visible, right)

    def _animate_play(self, seat: int, card: Card, counts_as: Flavor) -> None:
        item = self.cards.get(card)
        if item is None:
            item = self._new_card(card, self.seat_points.get(seat, self.trick_rect.center()))
        item.interactive = False
        item.selected = item.playable = item.dimmed = False
        self.trick_shown.append(card)
        self.trick_seats.append((seat, Flavor(getattr(counts_as, "value", counts_as))))
        slots = self._trick_slots(len(self.trick_shown))
        motions = []
        for index, shown in enumerate(self.trick_shown):
            shown_item = self.cards[shown]
            shown_item.set_home(slots[index], 0.0, z=100 + index)
            motions.append(Motion(shown_item, slots[index], 0.0, 1.0, 100 + index))
        self.animator.animate(motions)
        self.animator.call(self.mark_trick)

    def _animate_trick_won(self, seat: int, boxes: int, reason: str) -> None:
        items = [self.cards[c] for c in self.trick_shown if c in self.cards]
        banner = LabelItem(
            fill(
                QCoreApplication.translate("Macaron", "%1: %2"),
                self.names[seat],
                texts.trick_result(boxes, reason),
            ),
            pixel_size=20,
            bold=True,
        )
        banner.setZValue(BANNER_Z)
        banner.setPos(self.trick_rect.center() + QPointF(0, -self.card_h * 0.75))
        banner.setOpacity(0.0)
        self.scene.addItem(banner)
        self.animator.animate([Motion(banner, opacity=1.0)])
        self.host.linger()
        target = self.seat_points.get(seat, self.trick_rect.center())
        self.animator.animate(
            [Motion(i, target, 0.0, 0.0) for i in items] + [Motion(banner, opacity=0.0)]
        )
        shown = list(self.trick_shown)
        self.trick_shown = []
        self.trick_seats = []

        def forget() -> None:
            for card in shown:
                if card in self.cards and self.cards[card] in items:
                    self._remove_card(card)
            if banner.scene() is not None:
                self.scene.removeItem(banner)

        self.animator.call(forget)

    # -- controls -------------------------------------------------------------------------------
    def controls(self) -> Sequence[QWidget]:
        """ "Don't bet" and, with the memory aid, "Last trick", under the table (the
        shared card picker has "Pass these cards" / "Discard and draw")."""
        return (self.last_trick_button, self.skip_button)

    def memory_aid(self) -> bool:
        """The house rule that lets players look at gathered tricks is on (Macaron's own
        setting, in Preferences under the game's name)."""
        return bool(self.host.settings().game_value(GAME_ID, MEMORY_AID.key))

    def show_last_trick(self) -> None:
        """With the memory aid: name the cards of the last trick, who played and won it."""
        view = self.current()
        if not self.memory_aid() or view.last_trick is None:
            return
        self.view.show_message(texts.last_trick_text(view.last_trick, self.names), 6000)

    def on_key(self, action: str) -> None:
        """L shows the last trick (memory aid); the other keys play on the table."""
        if action == "last_trick":
            self.show_last_trick()
            return
        super().on_key(action)

    def log_events(self, events: Sequence[GameEvent]) -> Sequence[GameEvent]:
        """A gathered trick's cards are gone (RULINGS 1.4): the log keeps who won it and
        the boxes, and the cards only with the memory aid."""
        if self.memory_aid():
            return events
        kept: list[GameEvent] = []
        gathered = False
        for event in reversed(events):
            if event.key == "trick_won":
                gathered = True
            elif event.key == "card_played" and gathered:
                continue
            kept.append(event)
        kept.reverse()
        return kept

    def log_forgets(self, event: GameEvent) -> bool:
        """A won trick takes its card lines out of the log (unless the memory aid is on)."""
        return event.key == "trick_won" and not self.memory_aid()

    def update_controls(self, view: MacaronView) -> None:
        """Show the buttons of the phase."""
        mine = self.my_turn(view)
        self.skip_button.setVisible(mine and view.phase is Phase.BET)
        self.last_trick_button.setVisible(self.memory_aid() and view.last_trick is not None)

    def handles_prompt(self, prompt: Any) -> bool:
        """A group, a flavour, a row: chosen on the table. Cards to pass or discard are
        chosen with the shared card picker, on the hand and the pass zone."""
        return isinstance(prompt, ChooseOne)

    def card_items(self, source: str) -> Sequence[CardItem]:
        """The hand's cards, left to right (the only source Macaron's prompts name)."""
        if source != "hand":
            return ()
        return [self.cards[c] for c in self.current().hand if c in self.cards]

    def choice_zone(self, prompt: Any) -> DropZone | None:
        """The zone under the trick where cards to pass or discard are dropped."""
        return self.zones.get("pass")

    def describe_choice(self, view: MacaronView, prompt: Any, chosen: Sequence[Any]) -> str:
        """What to do, then the cards chosen so far."""
        task = self._task(view)
        if not chosen:
            return task
        names = join_list(texts.card_name(c.flavor.value, c.rank) for c in chosen)
        return join_parts((task, names))

    def confirm_text(self, prompt: Any) -> str:
        """ "Pass these cards" or "Discard and draw"."""
        if isinstance(prompt, ChooseCards) and prompt.key == "choose_discard":
            return QCoreApplication.translate("Macaron", "Dis&card and draw")
        return QCoreApplication.translate("Macaron", "&Pass these cards")

    # -- texts ----------------------------------------------------------------------------------
    def log_line(self, event: GameEvent) -> str | None:
        """The log's line for an event; a won trick says why it went as it did."""
        if event.key == "trick_won":
            why = self._trick_explanation(event)
            if why is not None:
                return explain.trick_line(why, self.names)
        return texts.log_line(event, self.names, self.match.config["scoring"], self.teams)

    def _trick_explanation(self, event: GameEvent) -> TrickExplanation | None:
        """Why the trick of ``event`` (one of the viewing seat's events) went as it did."""
        cache = self._explained
        found = cache.get(id(event))
        if found is None:
            events = self.current().all_events
            # the cache holds each event with its explanation, so its id stays its own
            cache.clear()
            for index, why in explain_tricks(events).items():
                cache[id(events[index])] = (events[index], why)
            found = cache.get(id(event))
        return found[1] if found is not None and found[0] is event else None

    def refusal(self, reason: Any) -> str:
        """Why the rules refused an action."""
        return texts.refusal(reason)

    def score_heading(self, view: MacaronView) -> str:
        """The mode and the target, above the scores."""
        target = fill(
            QCoreApplication.translate("Macaron", "Playing to %1 points"), str(view.target)
        )
        # plain text: the screen shows the heading as typed (it may name a player)
        return join_parts([texts.mode_name(view.mode), target])

    def sides(self, view: MacaronView) -> Sequence[Sequence[int]]:
        """Teams in 2V2, else every seat (Emma's included)."""
        return view.teams or [(seat,) for seat in range(view.num_seats)]

    def side_scores(self, view: MacaronView) -> Sequence[int]:
        """Team scores in 2V2, else every seat's."""
        return view.team_scores if view.team_scores is not None else view.scores

    def target(self, view: MacaronView) -> int | None:
        """The points that end the game."""
        return view.target

    def round_summary(self, event: GameEvent) -> RoundSummary | None:
        """The summary of a scored round."""
        if event.key != "round_scored":
            return None
        return round_summary(
            event.params, self.names, self.teams, str(self.match.config["scoring"])
        )

    def status_text(self, view: MacaronView) -> str:
        """Whose turn it is and what they must do."""
        round_text = fill(QCoreApplication.translate("Macaron", "Round %1"), str(view.round_number))
        if self.my_turn(view):
            return join_parts([round_text, self._task(view)])
        if not view.to_act:
            return round_text
        return join_parts([round_text, waiting_text(self.names, view.to_act)])

    def _task(self, view: MacaronView) -> str:
        phase = view.phase
        if phase is Phase.PASS:
            step = 1 if view.pass_direction == "left" else -1
            receiver = self.names[(self.viewer + step) % view.num_seats]
            return fill(
                QCoreApplication.translate("Macaron", "Choose two cards to pass to %1."), receiver
            )
        if phase is Phase.DISCARD:
            return QCoreApplication.translate(
                "Macaron", "Choose one or two cards to discard; you will draw as many."
            )
        if phase is Phase.CHOOSE_ROYAL:
            return QCoreApplication.translate(
                "Macaron", "Choose the Royal group: click a group board."
            )
        if phase is Phase.CHOOSE_ALLERGEN:
            return QCoreApplication.translate(
                "Macaron", "Choose the Allergen: click a flavour on the boards."
            )
        if phase is Phase.VOTE:
            return QCoreApplication.translate(
                "Macaron", "Place a voting token on a group (Royal) or a flavour (Allergen)."
            )
        if phase is Phase.BET:
            if view.scoring == "advanced":
                return QCoreApplication.translate(
                    "Macaron", "Bet on a column of the gift-box track, or do not bet."
                )
            return QCoreApplication.translate(
                "Macaron", "Bet on a row of the gift-box track, or do not bet."
            )
        if view.trick:
            led = texts.flavor_name(view.led_flavor.value if view.led_flavor else None)
            return fill(
                QCoreApplication.translate(
                    "Macaron", "Your turn: play a card (follow %1 if you can)."
                ),
                led,
            )
        return QCoreApplication.translate("Macaron", "Your turn: lead any card.")

    def retranslate(self) -> None:
        """The buttons' texts in the current language."""
        self.skip_button.setText(QCoreApplication.translate("Macaron", "&Don't bet"))
        self.last_trick_button.setText(QCoreApplication.translate("Macaron", "Last &trick (L)"))
