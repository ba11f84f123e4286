"""Drawing what is played on the Macaron table: the trick, the hand along the bottom, and
this seat's own voting and betting tokens."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF

from macaron_desktop.ui.table import (
    CardItem,
    Motion,
    fan_hand,
    pile_row,
)
from macaron_desktop.ui.words import fill

from ..actions import (
    PlayCard,
)
from ..state import Phase
from ..view import MacaronView
from .drawing_items import HAND_MARGIN, DrawingItems


class PlayDrawing(DrawingItems):
    """Lays out the trick, the hand and this seat's own tokens."""

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
            role="trick",
        )
        if self.host.busy:
            return
        # the trick as the model has it (a resumed game, or after a relayout)
        wanted = [play.card for play in view.trick]
        for card in list(self.trick_shown):
            if card not in wanted:
                self._remove_card(card)
        self.trick_shown = wanted
        self.trick_seats = [(play.seat, play.flavor) for play in view.trick]
        self.royal_now = view.royal_flavors
        slots = self._trick_slots(len(wanted))
        size = QSizeF(self.card_w, self.card_h)
        for index, card in enumerate(wanted):
            item = self.cards.get(card) or self._new_card(card, slots[index])
            self._fit_card(item, size)
            item.set_home(slots[index], 0.0, z=100 + index)
            item.interactive = False
            item.selected = item.playable = item.dimmed = False
            item.place_at_home()
        self.mark_trick()

    def _layout_hand(self, view: MacaronView, rect: QRectF, animate: bool) -> None:
        hand = [] if self.host.between_rounds or not self.host.revealed else list(view.hand)
        for card in list(self.cards):
            if card not in hand and card not in self.trick_shown:
                self._remove_card(card)
        self.selected = [c for c in self.selected if c in hand]
        placements = fan_hand(
            (rect.x(), rect.y(), rect.width(), rect.height()),
            self.card_w,
            self.card_h,
            len(hand),
            margin=HAND_MARGIN,
            spacing=0.8,
            tilt=0.0,
        )
        legal = self.host.legal()
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
            self._zone(
                "pass", self.pass_rect, text, lambda item: isinstance(item, CardItem), role="pass"
            )

    def _layout_own_tokens(self, view: MacaronView, rect: QRectF) -> None:
        """The voting tokens still to place, or the betting token, in ``rect``."""
        size = rect.height()
        if view.phase is Phase.VOTE and view.own_tokens and self.host.revealed:
            values = sorted(view.own_tokens)
            # side by side, smaller where the row is short
            size = max(10.0, min(size, (rect.width() - 8 * (len(values) - 1)) / len(values)))
            points = pile_row(
                (rect.x(), rect.y(), rect.width(), rect.height()),
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
                    fill(
                        QCoreApplication.translate(
                            "Macaron",
                            "Your voting token %1: drag it onto a group (Royal) or a flavour (Allergen)",
                        ),
                        str(value),
                    ),
                    interactive=active,
                    role="own tokens",
                )
                token.selected = self.selected_token == ("vote", value, i)
        if view.phase is Phase.BET and self.my_turn(view):
            token = self._token(
                "bet_token",
                "macaron/tokens/bet_token.svg",
                rect.center(),
                size,
                QCoreApplication.translate(
                    "Macaron", "Your betting token: drag it onto a column of the gift-box track"
                )
                if view.scoring == "advanced"
                else QCoreApplication.translate(
                    "Macaron", "Your betting token: drag it onto a row of the gift-box track"
                ),
                self.seat_colour(self.viewer),
                interactive=True,
                role="bet token",
            )
            token.selected = self.selected_token == "bet_token"
