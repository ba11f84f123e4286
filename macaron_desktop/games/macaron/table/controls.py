"""Turning the player's gestures on the Macaron table into proposed actions.

A mixin of :class:`~.board.MacaronBoard`: drops, clicks and keys become actions that the
game screen offers to the rules; a refusal comes back as a translated reason.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core import flow
from macaron_desktop.core.messages import Message
from macaron_desktop.ui.refusals import refusal_or_not_now
from macaron_desktop.ui.table import (
    CardItem,
    DraggableItem,
    DropZone,
)
from macaron_desktop.ui.words import fill

from ..actions import (
    Bet,
    ChooseAllergen,
    ChooseRoyal,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from ..cards import Card
from ..state import Phase
from ..view import MacaronView


class TableControls:
    """Mouse and keyboard input; mixed into :class:`~.board.MacaronBoard`."""

    # =========================================================================== input
    def propose(self, action: Any, item: DraggableItem | None = None) -> bool:
        """Offer an action (through the screen); a chosen one clears the selection."""
        if not self.host.propose(action, item):
            return False
        self.selected = []
        self.selected_token = None
        return True

    def _show_selection(self) -> None:
        """Lift the chosen cards at once (no re-layout, so quick clicks are not lost)."""
        for card, item in self.cards.items():
            if card not in self.trick_shown:
                item.selected = card in self.selected
        self.update_controls(self.current())

    def on_card_clicked(self, item: DraggableItem) -> None:
        """Select a card; a second click plays it. (Cards to pass or discard are chosen
        with the shared card picker, which takes the clicks then.)"""
        view = self.current()
        if not self.my_turn(view) or item.key not in view.hand:
            return
        card = item.key
        if view.phase is Phase.PLAY:
            if self.selected == [card]:
                self.propose(PlayCard(card), item)
            else:
                self.selected = [card]
                self._show_selection()

    def on_card_activated(self, item: DraggableItem) -> None:
        """Double-click: play the card."""
        view = self.current()
        if self.my_turn(view) and view.phase is Phase.PLAY and item.key in view.hand:
            self.propose(PlayCard(item.key), item)

    def on_token_clicked(self, item: DraggableItem) -> None:
        """Select a voting or betting token; then click where it goes."""
        self.selected_token = None if self.selected_token == item.key else item.key
        self.host.refresh(animate=False)

    def on_dropped(self, item: DraggableItem, zone: DropZone) -> None:
        """A card or token was let go on a zone: turn that into an action."""
        if zone.zone_id == "pass":
            return  # the shared card picker chooses the card (and sends it home, lifted)
        action = self._action_for(item.key, zone.zone_id)
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

    # -- keyboard -----------------------------------------------------------------------
    def focus_targets(self) -> list[Any]:
        """What the arrow keys move between in this phase."""
        view = self.current()
        if not self.my_turn(view):
            return []
        if view.phase is Phase.PLAY:
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
        view = self.current()
        if targets:
            self.focus_index = max(0, min(self.focus_index, len(targets) - 1))
            self._focus_a_playable_card(view, targets)
        self.focus_ring.hide()
        # what can be chosen by a click glows, so a player sees where to click
        choosing = view.phase in (Phase.CHOOSE_ROYAL, Phase.CHOOSE_ALLERGEN, Phase.BET)
        for index, target in enumerate(targets):
            shown = index == self.focus_index and self.host.keyboard_used and self.view.hasFocus()
            if isinstance(target, DraggableItem):
                target.focused = shown
                continue
            target.highlighted = choosing
            if shown:
                self.focus_ring.setRect(target.sceneBoundingRect().adjusted(-4, -4, 4, 4))
                self.focus_ring.show()

    def _focus_a_playable_card(self, view: MacaronView, targets: list[Any]) -> None:
        """At the start of each of my turns to play, the focus goes to a card I may play
        (the nearest one), not to a card the trick's flavour forbids."""
        if view.phase is not Phase.PLAY:
            self._focus_turn = None
            return
        turn = (view.round_number, len(view.hand), len(view.trick))
        if self._focus_turn == turn:
            return  # the player moves the focus as they like during their turn
        self._focus_turn = turn
        playable = [i for i, t in enumerate(targets) if getattr(t, "playable", False)]
        if playable and self.focus_index not in playable:
            self.focus_index = min(playable, key=lambda i: abs(i - self.focus_index))

    def on_key(self, action: str) -> None:
        """Arrows choose, Space selects, Enter acts, Escape cancels or skips the bet."""
        view = self.current()
        targets = self.focus_targets()
        if not targets or self.host.busy:
            if action == "cancel" and view.phase is Phase.BET and self.my_turn(view):
                self.propose(SkipBet())
            elif action in ("select", "activate") and not self.my_turn(view):
                # a key that cannot act says why, rather than nothing
                self.view.show_message(refusal_or_not_now(Message(flow.NOT_YOUR_TURN)), 2500)
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
                fill(
                    QCoreApplication.translate("Macaron", "Token %1"),
                    str(values[self.vote_value_index]),
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
            self._show_selection()
            return
        self._refresh_focus()

    def _key_act(self, view: MacaronView, target: Any, action: str) -> None:
        if view.phase is Phase.PLAY and isinstance(target, CardItem):
            self.propose(PlayCard(target.key), target)
        elif isinstance(target, DropZone):
            zone_id = target.zone_id
            if view.phase is Phase.VOTE:
                values = sorted(set(view.own_tokens))
                value = values[self.vote_value_index % len(values)]
                self.propose(PlaceVote(value, zone_id[1]))
            else:
                self.on_zone_clicked(target)
