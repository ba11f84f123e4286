"""Turning gestures on La Macarena's table into proposed actions.

A mixin of :class:`~.board.MacarenaBoard`. A series is built card by card: a card
dragged (or clicked, then its well clicked, or chosen with the keys) onto a well starts
the series there (``ChooseWell``, then ``LayCard``); more cards dropped on that well
extend it; *Take back* and *Done* end it. Whether a card may go there is always the
rules' answer: before a series starts, the board asks the rules about the two steps
without playing them, so a refused card slides back with the reason and nothing is
played.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.messages import IllegalAction, Message
from macaron_desktop.ui.table import CardItem, DraggableItem, DropZone

from ..actions import FINISH, PASS, TAKE_BACK, ChooseWell, LayCard
from ..cards import Card
from ..state import Phase
from . import texts


class TableControls:
    """Mouse and keyboard input; mixed into :class:`~.board.MacarenaBoard`."""

    # =========================================================================== asking the rules
    def starting_cards(self) -> dict[int, set[Card]]:
        """Well -> the hand cards that may start a series there now (the rules' answer)."""
        game, state = self.match.game, self.match.state
        out: dict[int, set[Card]] = {}
        for action in self.host.legal():
            if isinstance(action, ChooseWell):
                after = game.apply(state, self.viewer, action)
                lays = game.legal_actions(after, self.viewer)
                out[action.well] = {a.card for a in lays if isinstance(a, LayCard)}
        return out

    def _tell(self, message: Message) -> None:
        self.view.show_message(self.refusal(message), 3500)

    def _would_refuse(self, well: int, card: Card) -> Message | None:
        """Why starting a series on ``well`` with ``card`` would be refused, else None."""
        game, state = self.match.game, self.match.state
        try:
            after = game.apply(state, self.viewer, ChooseWell(well))
            game.apply(after, self.viewer, LayCard(card))
        except IllegalAction as refused:
            return refused.message
        return None

    # =========================================================================== proposing
    def propose(self, action: Any, item: DraggableItem | None = None) -> bool:
        """Offer an action through the screen; a played one clears the selection."""
        if not self.host.propose(action, item):
            return False
        self.selected = None
        return True

    def play_card_on(self, card: Card, well: int, item: CardItem | None = None) -> bool:
        """The player puts ``card`` on ``well``: start or extend the series there."""
        view = self.current()
        if not self.host.my_turn(view) or self.host.busy:
            if item is not None:
                item.return_home()
            return False
        if view.phase is Phase.SERIES:
            if well != view.well:
                self.view.show_message(
                    texts.fill(
                        QCoreApplication.translate(
                            "Macarena",
                            "You are building a series on %1: finish it or take it back first.",
                        ),
                        texts.well_name(view.well),
                    ),
                    3500,
                )
                if item is not None:
                    item.return_home()
                return False
            return self.propose(LayCard(card), item)
        if view.phase is not Phase.TURN:
            if item is not None:
                item.return_home()
            return False
        reason = self._would_refuse(well, card)
        if reason is not None:
            self._tell(reason)
            if item is not None:
                item.return_home()
            return False
        slot = item.key if item is not None else None
        self.pending_drop = slot
        # between the well chosen and the card laid, the table keeps saying what it said
        # before the drop: one status per moment
        self.lay_pending = True
        try:
            if not self.propose(ChooseWell(well)):
                self.lay_pending = False
                if item is not None:
                    item.return_home()
                return False
        finally:
            self.pending_drop = None

        def lay() -> None:
            self.lay_pending = False
            if not self.propose(LayCard(card), self.cards.get(slot)):
                self.host.refresh(animate=False)

        # the well is chosen; the card follows once the table has caught up
        self.animator.call(lay)
        return True

    def choose_well(self, well: int) -> bool:
        """A click on a well with no card chosen: start a series there (or say why not)."""
        view = self.current()
        if view.phase is Phase.SERIES:
            if well == view.well and view.series:
                return self.propose(FINISH)
            if well == view.well:
                self._tell(Message("series_empty"))
                return False
            return self.play_card_on(view.hand[0], well) if view.hand else False
        return self.propose(ChooseWell(well))

    # =========================================================================== mouse
    def _card_of(self, item: DraggableItem) -> Card | None:
        key = item.key
        if isinstance(key, tuple) and key[0] == "hand":
            return key[1]  # type: ignore[no-any-return]
        return None

    def on_card_clicked(self, item: DraggableItem) -> None:
        """In a series: lay the card. Else: choose it (a click on a well then plays it)."""
        card = self._card_of(item)
        view = self.current()
        if card is None or not self.host.my_turn(view):
            return
        if view.phase is Phase.SERIES:
            self.play_card_on(card, view.well, item)  # type: ignore[arg-type]
            return
        self.selected = None if self.selected == item.key else item.key
        for slot, other in self.cards.items():
            if slot[0] == "hand":
                other.selected = slot == self.selected

    def on_card_activated(self, item: DraggableItem) -> None:
        """A double-click acts like a click (the first click was already handled)."""

    def on_dropped(self, item: DraggableItem, zone: DropZone) -> None:
        """A card let go on a well."""
        card = self._card_of(item)
        zone_id = zone.zone_id
        if card is None or not (isinstance(zone_id, tuple) and zone_id[0] == "well"):
            item.return_home()
            return
        self.play_card_on(card, zone_id[1], item)  # type: ignore[arg-type]

    def on_zone_clicked(self, zone: DropZone) -> None:
        """A click on a well: play the chosen card there, or choose the well."""
        view = self.current()
        zone_id = zone.zone_id
        if not self.host.my_turn(view) or not (isinstance(zone_id, tuple) and zone_id[0] == "well"):
            return
        well = zone_id[1]
        if self.selected is not None and self.selected in self.cards:
            self.play_card_on(self.selected[1], well, self.cards[self.selected])
            return
        self.choose_well(well)

    def pass_turn(self) -> None:
        """The Pass button."""
        self.propose(PASS)

    def take_back(self) -> None:
        """The Take back button."""
        self.propose(TAKE_BACK)

    def finish(self) -> None:
        """The Done button."""
        self.propose(FINISH)

    # =========================================================================== keyboard
    def focus_targets(self) -> list[Any]:
        """The wells, then the hand's cards (the arrows walk through them)."""
        view = self.current()
        if not self.host.my_turn(view) or view.phase not in (Phase.TURN, Phase.SERIES):
            return []
        zones = self.items.zones
        wells = [zones[("well", w)] for w in range(7) if ("well", w) in zones]
        hand = [self.cards[slot] for slot, _ in self._hand_slots(view.hand) if slot in self.cards]
        return wells + hand

    def _refresh_focus(self) -> None:
        targets = self.focus_targets()
        if targets:
            self.focus_index = max(0, min(self.focus_index, len(targets) - 1))
        self.focus_ring.hide()
        shown_any = self.host.keyboard_used and self.view.hasFocus()
        for index, target in enumerate(targets):
            shown = shown_any and index == self.focus_index
            if isinstance(target, DraggableItem):
                target.focused = shown
            elif shown:
                self.focus_ring.setRect(target.sceneBoundingRect().adjusted(-3, -3, 3, 3))
                self.focus_ring.show()
        for _slot, item in self.cards.items():
            if isinstance(item, DraggableItem) and item not in targets:
                item.focused = False

    def on_key(self, action: str) -> None:
        """Arrows walk wells and cards (up: the wells, down: the hand); Space or Enter on a
        card chooses it (in a series: lays it), on a well plays the chosen card there or
        starts / finishes the series; Escape takes back (or drops the choice)."""
        view = self.current()
        targets = self.focus_targets()
        if not targets or self.host.busy:
            return
        wells = sum(1 for t in targets if isinstance(t, DropZone))
        here, count = self.focus_index, len(targets)
        moves = {
            "left": (here - 1) % count,
            "right": (here + 1) % count,
            "up": min(here, wells - 1) if here >= wells else 0,
            "down": wells if here < wells else count - 1,
            "first": 0,
            "last": count - 1,
        }
        if action in moves:
            self.focus_index = moves[action]
        elif action in ("select", "activate"):
            target = targets[self.focus_index]
            if isinstance(target, CardItem):
                self.on_card_clicked(target)
            elif isinstance(target, DropZone):
                self.on_zone_clicked(target)
        elif action == "cancel":
            if view.phase is Phase.SERIES:
                self.take_back()
                return
            self.selected = None
            for slot, item in self.cards.items():
                if slot[0] == "hand":
                    item.selected = False
        self._refresh_focus()

    def selected_card(self) -> Hashable | None:
        """The slot of the card chosen for a click on a well, if any."""
        return self.selected
