"""Drawing Maus au Chocolat's table: the other seats along the top, the display, the
helper row and the piles in the middle, your helper, bid spot and score pile, your hand.

A mixin of :class:`~.board.MausBoard`: it lays every item out for the viewing seat's view
and the window size, and decides nothing. No two cards of the game are alike, so a card's
item is kept by the card itself wherever it lies (display, hand, bid spot, score pile, the
cards another player took): a move lays the table out again and every card glides to its
new place. A bid still face down is kept by its seat (``("back", seat)``) until the reveal.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPen

from macaron_desktop.resources import asset, localized_art
from macaron_desktop.ui.table import (
    DECOR_Z,
    CardGeometry,
    PlacedCards,
    card_size,
    centred_rect,
)

from ..cards import Card, Helper, sorted_hand
from ..state import Phase
from ..view import MausView
from . import texts

BACK = "maus/cards/back.svg"
# the largest card of your hand, as a fraction of the table's height, that the card size
# setting gives
MOST_CARD = 0.3
PANEL_PEN = "#C9A57E"
INK = "#4A3020"
MINI = 0.62
# the own helper, bid and score pile, against a full card
OWN = 0.78


def card_path(card: Card, language: str = "en") -> str:
    """The art of a card face (the ingredient's name printed in ``language``)."""
    return localized_art(f"maus/cards/{card.value}.svg", language)


def helper_path(helper: Helper) -> str:
    """The art of a helper card."""
    return f"maus/cards/helper-{helper.value}.svg"


@dataclass
class Geometry(CardGeometry):
    """Where things are on the table as last laid out."""

    seats: dict[int, QRectF] = field(default_factory=dict)
    bid_spots: dict[int, QRectF] = field(default_factory=dict)
    display: QRectF = field(default_factory=QRectF)
    # a card in your hand: larger than the others with the card size setting
    hand_card: QSizeF = field(default_factory=QSizeF)
    score: QRectF = field(default_factory=QRectF)
    discard: QRectF = field(default_factory=QRectF)
    deck: QPointF = field(default_factory=QPointF)

    def mini(self, factor: float = MINI) -> QSizeF:
        """A smaller card (the seats' cards, the score piles, the helpers)."""
        return self.scaled(factor)


class TableDrawing(PlacedCards):
    """Places the table's items; mixed into :class:`~.board.MausBoard`."""

    # =========================================================================== card items
    def _card_pixmaps(self, key: Hashable, card: Card | None, size: QSizeF) -> tuple[Any, Any]:
        view = self.host.view
        face = view.svg_pixmap(card_path(card, self.host.language()), size) if card else None
        return face, view.svg_pixmap(str(asset(BACK)), size)

    def _card_tip(self, card: Card | None) -> str:
        if card is None:
            return QCoreApplication.translate("Maus", "A bid, face down until every bid is in")
        return texts.fill(
            QCoreApplication.translate("Maus", "%1: snack value %2, bid %3"),
            texts.card_name(card),
            card.snack,
            texts.coins_text(card.bid),
        )

    # =========================================================================== layout
    def layout(self, view: MausView, animate: bool) -> None:
        """Place everything for ``view`` and the window size."""
        x0, y0, width, height = self.host.view.area()
        if width < 10 or height < 10:
            return
        geo = self.geo
        cw, ch = card_size((0, 0, width, height), height_fraction=0.2, min_height=56)
        ch = min(ch, (height - 110) / 4.05)
        # steps of 8 pixels: the bar under the table grows and shrinks with its line, and
        # the cards keep their size (and their rendered art) through such small changes
        ch = max(56.0, ch // 8 * 8)
        cw = ch * 63 / 88
        geo.card_w, geo.card_h = float(cw), float(ch)
        geo.scale = max(0.85, min(1.25, ch / 120))
        mid_h = ch + 28 * geo.scale
        own_h = ch * OWN + 34 * geo.scale
        least_top = ch * MINI * 2 + 34 * geo.scale
        # the card size setting enlarges your hand's cards, into the room the other seats'
        # panels take beyond their least (they lose it first: your hand is what you read)
        room = height - least_top - mid_h - own_h - 6 - 14
        hh = max(ch, min(ch * self.host.view.card_scale, room, height * MOST_CARD) // 8 * 8)
        geo.hand_card = QSizeF(hh * 63 / 88, hh)
        hand_h = hh + 14
        # what is left goes to the other seats' panels (bigger cards there read better)
        top_h = max(least_top, height - mid_h - own_h - hand_h - 6)
        mid_top = y0 + top_h
        own_top = mid_top + mid_h
        geo.hand = QRectF(x0, y0 + height - hand_h, width, hand_h)
        own = QRectF(x0, own_top, width, geo.hand.top() - own_top)
        self.wanted = []
        self.helper_spots: list[tuple[Helper, QRectF]] = []
        self.items.begin()
        self._layout_seats(view, QRectF(x0, y0, width, top_h))
        middle = QRectF(x0, mid_top, width, mid_h)
        signature = (
            middle.getRect(),
            view.display,
            view.helper_row,
            view.deck_count,
            view.discards[-1:],
            len(view.discards),
            self._common_signature(),
        )
        self._section("middle", signature, lambda: self._layout_middle(view, middle))
        self.items.section("own")
        self._layout_own(view, own)
        self._layout_hand(view)
        self.items.end()
        self._place_cards(animate)
        self._refresh_focus()

    def _common_signature(self) -> tuple[Any, ...]:
        geo = self.geo
        return (geo.card_w, geo.card_h, geo.scale, self.host.language())

    def _section(self, name: str, signature: Hashable, draw: Any) -> None:
        """Draw a part of the table, or keep it as it is when nothing it shows changed
        (the cards it places are placed again all the same)."""
        cards, helpers = len(self.wanted), len(self.helper_spots)
        if self.items.section(name, signature):
            kept_cards, kept_helpers = self._kept[name]
            self.wanted.extend(kept_cards)
            self.helper_spots.extend(kept_helpers)
            return
        draw()
        self._kept[name] = (self.wanted[cards:], self.helper_spots[helpers:])

    def _helper(self, helper: Helper, rect: QRectF) -> None:
        self.items.pixmap(helper_path(helper), rect, z=4, tooltip=texts.helper_text(helper))
        self.helper_spots.append((helper, rect))

    def _spot(self, rect: QRectF, acting: bool = False) -> None:
        pen = QPen(QColor(PANEL_PEN), 2 if acting else 1.2, Qt.PenStyle.DashLine)
        self.items.rect(rect, pen=pen, brush=QColor(255, 250, 240, 120), z=DECOR_Z + 2)

    def _bid_card(self, view: MausView, seat: int, rect: QRectF, size: QSizeF) -> None:
        """The seat's bid: face down until the reveal, face up until its pick lays it on
        the display; after that a caption under the spot still says what it was."""
        bid = view.bids[seat]
        centre = rect.center()
        if view.phase is Phase.BID:
            if view.has_bid[seat]:
                self._want(("back", seat), None, centre, size, 60)
            return
        if bid is None:
            return
        waiting = view.phase is Phase.PICK and seat in view.order[view.index :]
        if waiting:
            self._want(bid, bid, centre, size, 60)
        elif seat != self.host.viewer:
            # the bid lies on the display now: its name stays in the empty spot
            label = self.items.label(
                texts.card_name(bid), rect.center(), round(10 * self.geo.scale), z=5
            )
            label.setToolTip(
                texts.fill(QCoreApplication.translate("Maus", "Bid %1"), texts.bid_name(bid))
            )

    def _fan(self, cards: Any, left: QPointF, size: QSizeF, room: float, z: float) -> float:
        """Cards side by side from ``left`` (their left edges), overlapping to fit ``room``."""
        cards = list(cards)
        if not cards:
            return 0.0
        step = min(size.width() * 0.62, (room - size.width()) / max(len(cards) - 1, 1))
        step = max(step, size.width() * 0.1)
        for i, card in enumerate(cards):
            centre = QPointF(left.x() + size.width() / 2 + i * step, left.y())
            self._want(card, card, centre, size, z + i * 0.01)
        return size.width() + step * (len(cards) - 1)

    def _score_line(self, view: MausView, seat: int) -> str:
        return texts.fill(
            QCoreApplication.translate("Maus", "Score pile: %1"),
            texts.points_text(view.scores[seat]),
        )

    # -- the other seats ------------------------------------------------------------------------
    def _layout_seats(self, view: MausView, strip: QRectF) -> None:
        geo = self.geo
        others = [(self.host.viewer + k) % view.players for k in range(1, view.players)]
        geo.seats = {}
        width = strip.width() / max(len(others), 1)
        for index, seat in enumerate(others):
            rect = QRectF(strip.x() + index * width, strip.y(), width, strip.height())
            geo.seats[seat] = rect
            panel = rect.adjusted(3, 3, -3, -3)
            signature = (
                panel.getRect(),
                self._acting(view, seat),
                view.helpers[seat],
                view.phase,
                view.has_bid[seat],
                view.bids[seat],
                seat in view.order[view.index :],
                view.known[seat],
                view.hand_sizes[seat],
                view.piles[seat],
                self.host.names[seat],
                self.host.seat_colour(seat),
                self._common_signature(),
            )
            self._section(
                f"seat {seat}", signature, lambda s=seat, r=panel: self._seat_panel(view, s, r)
            )

    def _acting(self, view: MausView, seat: int) -> bool:
        return (
            seat in self.host.match.game.seats_to_act(self.host.match.state) and view.result is None
        )

    def _seat_panel(self, view: MausView, seat: int, rect: QRectF) -> None:
        geo = self.geo
        acting = self._acting(view, seat)
        self.items.rect(
            rect,
            pen=QPen(QColor(PANEL_PEN), 3 if acting else 1.2),
            brush=QColor(255, 248, 232, 235 if acting else 190),
            z=DECOR_Z + 1,
        )
        name = self._seat_tag(
            seat, QPointF(rect.x() + 7, rect.y() + 8), QPointF(rect.x() + 22, rect.y() + 13), acting
        )
        self._label(
            texts.points_text(view.scores[seat]),
            QPointF(rect.x() + 28 + name.boundingRect().width(), rect.y() + 13),
            12,
        )
        mini = geo.mini()
        # the available height decides the minis: two rows under the name
        rows_h = rect.height() - 28 * geo.scale
        factor = min(1.0, rows_h / 2.1 / geo.card_h, (rect.width() - 90) / 3.2 / geo.card_w)
        mini = geo.mini(factor)
        row1 = rect.y() + 26 * geo.scale + mini.height() / 2
        x = rect.x() + 6
        helper_rect = centred_rect(QPointF(x + mini.width() / 2, row1), mini)
        self._helper(view.helpers[seat], helper_rect)
        x += mini.width() + 4
        spot = centred_rect(QPointF(x + mini.width() / 2, row1), mini)
        geo.bid_spots[seat] = spot
        self._spot(spot, acting and view.phase is Phase.BID)
        self._bid_card(view, seat, spot, mini)
        x += mini.width() + 6
        # in hand order, down to the card's index: a set's order changes from run to run
        known = sorted_hand(view.known[seat])
        hidden = view.hand_sizes[seat] - len(known)
        hand = self._label(
            texts.fill(QCoreApplication.translate("Maus", "Hand %1"), view.hand_sizes[seat]),
            QPointF(x, row1),
            12,
        )
        hand.setToolTip(
            texts.fill(
                QCoreApplication.translate("Maus", "%1 in hand, %2 of them unseen"),
                texts.cards_text(view.hand_sizes[seat]),
                hidden,
            )
        )
        if known:
            left = x + hand.boundingRect().width() + 4
            self._fan(known, QPointF(left, row1), mini * 0.85, rect.right() - left - 4, 40)
        row2 = row1 + mini.height() + 4
        pile_label = self._label(
            texts.fill(QCoreApplication.translate("Maus", "Scored: %1"), view.scores[seat]),
            QPointF(rect.x() + 6, row2 - mini.height() * 0.25),
            11,
        )
        pile_label.setToolTip(self._score_line(view, seat))
        left = rect.x() + 10 + pile_label.boundingRect().width()
        self._fan(view.piles[seat], QPointF(left, row2), mini * 0.8, rect.right() - left - 4, 30)

    # -- the middle -----------------------------------------------------------------------------
    def _layout_middle(self, view: MausView, strip: QRectF) -> None:
        geo = self.geo
        size = geo.size
        count = max(len(view.display), 1)
        row_w = min(strip.width() * 0.55, count * size.width() * 1.08)
        left = strip.center().x() - row_w / 2
        top = strip.y() + 20 * geo.scale
        geo.display = QRectF(left - 6, top - 4, row_w + 12, size.height() + 8)
        self.items.rect(
            geo.display,
            pen=QPen(QColor(PANEL_PEN), 1.2),
            brush=QColor(255, 250, 240, 90),
            z=DECOR_Z + 1,
        )
        self._label(
            texts.fill(QCoreApplication.translate("Maus", "Display (%1)"), len(view.display)),
            QPointF(left, strip.y() + 9 * geo.scale),
            12,
            True,
        )
        step = min(size.width() * 1.08, (row_w - size.width()) / max(count - 1, 1))
        for i, card in enumerate(view.display):
            centre = QPointF(left + size.width() / 2 + i * step, top + size.height() / 2)
            self._want(card, card, centre, size, 10 + i)
        # the unused helpers, on the left
        mini = geo.mini(0.55)
        self._label(
            QCoreApplication.translate("Maus", "Helper row"),
            QPointF(strip.x() + 8, strip.y() + 9 * geo.scale),
            12,
            True,
        )
        room = left - strip.x() - 24
        row = view.helper_row
        step_h = min(mini.width() * 1.05, (room - mini.width()) / max(len(row) - 1, 1))
        for i, helper in enumerate(row):
            rect = QRectF(strip.x() + 8 + i * step_h, top, mini.width(), mini.height())
            self._helper(helper, rect)
        # the draw pile and the discards, on the right
        right = geo.display.right() + 20
        deck = QRectF(right, top, mini.width(), mini.height())
        geo.deck = deck.center()
        pile = QCoreApplication.translate("Maus", "Draw pile: %1")
        self.items.pixmap(
            BACK, deck, z=2, tooltip=texts.fill(pile, texts.cards_text(view.deck_count))
        )
        self._label(
            texts.fill(QCoreApplication.translate("Maus", "Draw %1"), view.deck_count),
            QPointF(right, deck.bottom() + 9 * geo.scale),
            11,
        )
        discard = QRectF(deck.right() + 10, top, mini.width(), mini.height())
        geo.discard = discard
        self._spot(discard)
        if view.discards:
            self._want(view.discards[-1], view.discards[-1], discard.center(), mini, 5)
        self._label(
            texts.fill(QCoreApplication.translate("Maus", "Discards %1"), len(view.discards)),
            QPointF(discard.x(), discard.bottom() + 9 * geo.scale),
            11,
        )

    # -- your own place -------------------------------------------------------------------------
    def _layout_own(self, view: MausView, strip: QRectF) -> None:
        geo = self.geo
        seat = self.host.viewer
        acting = self._acting(view, seat)
        mini = geo.mini(OWN)
        helper = view.helpers[seat]
        line_y = strip.y() + 9 * geo.scale
        name = self._seat_tag(
            seat, QPointF(strip.x() + 8, line_y - 5), QPointF(strip.x() + 24, line_y), acting
        )
        power = self._label(
            texts.fill(
                QCoreApplication.translate("Maus", "Your helper %1: %2"),
                texts.helper_name(helper),
                texts.helper_short(helper),
            ),
            QPointF(strip.x() + 32 + name.boundingRect().width(), line_y),
            12,
        )
        power.setToolTip(texts.helper_text(helper))
        row = strip.y() + 20 * geo.scale + mini.height() / 2
        x = strip.x() + 10
        self._helper(helper, centred_rect(QPointF(x + mini.width() / 2, row), mini))
        x += mini.width() + 14
        spot = centred_rect(QPointF(x + mini.width() / 2, row), mini)
        geo.bid_spots[seat] = spot
        self._spot(spot, acting and view.phase is Phase.BID)
        self._bid_card(view, seat, spot, mini)
        caption = QCoreApplication.translate("Maus", "Your bid")
        bid = view.bids[seat]
        if bid is not None and self.host.revealed:
            caption = texts.fill(
                QCoreApplication.translate("Maus", "Your bid: %1"),
                texts.bid_name(bid, helper is Helper.HENRI),
            )
        shown = self._label(caption, QPointF(spot.x(), spot.bottom() + 8 * geo.scale), 11)
        x = max(spot.right() + 24, spot.x() + shown.boundingRect().width() + 12)
        geo.score = QRectF(x - 6, spot.y() - 4, strip.right() - x - 4, mini.height() + 8)
        pile = self._label(self._score_line(view, seat), QPointF(x, line_y), 12, True)
        right = max(power.sceneBoundingRect().right() + 12, strip.right() - 12)
        pile.setPos(QPointF(right - pile.boundingRect().width() / 2, line_y))
        self._fan(view.piles[seat], QPointF(x, row), mini, geo.score.width() - 12, 30)
        self._zones(view)

    def _zones(self, view: MausView) -> None:
        """The drop zones of the step asked now: the bid spot, the hand, the score pile or
        the discards (the card picker chooses the cards dropped there)."""
        prompt = self.host.current_prompt()
        key = getattr(prompt, "key", "")
        geo = self.geo

        zones = {
            "choose_bid": (
                geo.bid_spots.get(self.host.viewer),
                QCoreApplication.translate("Maus", "Drop your bid here"),
            ),
            "choose_pick": (geo.hand, ""),
            "choose_combination": (
                geo.score,
                QCoreApplication.translate("Maus", "Drop cards here to score them"),
            ),
            "choose_swap": (geo.discard, QCoreApplication.translate("Maus", "Discard")),
            "choose_discard": (geo.discard, QCoreApplication.translate("Maus", "Discard")),
        }
        found = zones.get(key)
        if found is None or found[0] is None:
            return
        rect, label = found
        self.items.zone(("choose", key), rect.adjusted(-4, -4, 4, 4), label)

    # -- your hand ------------------------------------------------------------------------------
    def _layout_hand(self, view: MausView) -> None:
        geo = self.geo
        hand = view.hand if self.host.revealed else ()
        self._want_fan(hand, geo.hand, geo.hand_card)
