"""Drawing La Macarena's table: seven wells around the deck, the seats, the hand.

A mixin of :class:`~.board.MacarenaBoard`: it lays every item out for the viewing seat's
view and the window size, and decides nothing. Cards are kept by *slot* (a card of the
hand, the top of a well, the n-th card of the series being built), since the two copies
of a card are the same card; everything else lives in the board's
:class:`~macaron_desktop.ui.table.ItemPool`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPen

from macaron_desktop.resources import asset
from macaron_desktop.ui.table import (
    DECOR_Z,
    CardGeometry,
    CardItem,
    LabelItem,
    Motion,
    card_size,
    centred_rect,
    fan_hand,
)

from ..cards import ELEMENTS, Card
from ..state import Phase
from ..view import MacarenaView
from . import texts
from .art import card_path, element_art
from .collection_drawing import CollectionDrawing

BANNER_Z = 600.0
# the largest card, as a fraction of the table's height, that the wells round the
# middle and the hand leave room for (the card size setting stops there)
MOST_CARD = 0.2
# the largest hand card, as a fraction of the table's height (the card size setting)
MOST_HAND_CARD = 0.27
# how far the wells' cards may shrink below their usual size so that the hand's cards can
# grow with the card size setting (below it, the hand grows less)
LEAST_WELL_CARD = 0.85
SERIES_Z = 200.0
ELEMENT_COLOURS = {"water": "#2F6DB5", "air": "#C99A22", "earth": "#8A6236", "fire": "#D9502B"}


BACK = "macarena/cards/back.svg"
MACA = "macarena/tokens/maca.svg"
COIN = "macarena/tokens/coin.svg"
AMULET = "macarena/tokens/amulet.svg"


@dataclass
class Geometry(CardGeometry):
    """Where things are on the table as last laid out (the animations need it too)."""

    text_scale: float = 1.0
    # the cards of your hand: the card size setting makes them larger than the wells'
    hand_card: QSizeF = field(default_factory=QSizeF)
    wells: list[QPointF] = field(default_factory=list)
    deck: QPointF = field(default_factory=QPointF)
    seats: dict[int, QPointF] = field(default_factory=dict)
    middle: QRectF = field(default_factory=QRectF)
    # where your hand's fan may begin: right of your name and standing row
    hand_left: float = 0.0
    collection: QRectF = field(default_factory=QRectF)
    # the room between the wells, where a series is fanned while it is built
    centre: QRectF = field(default_factory=QRectF)

    @property
    def footprint(self) -> float:
        """The side of the square a well takes: its ring, with the well's number, its
        count of cards under the top one and its Macas inside."""
        return self.card_h * 1.22

    def well_rect(self, well: int) -> QRectF:
        """The square of ``well`` (see :attr:`footprint`)."""
        return centred_rect(self.wells[well], QSizeF(self.footprint, self.footprint))

    def series_slot(self, well: int, index: int, count: int) -> QPointF:
        """Where the ``index``-th card of a series of ``count`` lies while it is built: fanned
        across the middle of the table, in the room between the wells (``well``, the well
        it goes on, is shown by its highlighted number)."""
        del well
        room = self.centre
        step = min(self.card_w * 0.55, (room.width() - self.card_w) / max(count - 1, 1))
        width = self.card_w + step * (count - 1)
        left = room.center().x() - width / 2 + self.card_w / 2
        return QPointF(left + step * index, room.center().y())


class TableDrawing(CollectionDrawing):
    """Places the table's items; mixed into :class:`~.board.MacarenaBoard`."""

    # =========================================================================== cards
    def _fit_card(self, item: CardItem, card: Card, size: QSizeF) -> None:
        key = (card, round(size.width()), round(size.height()), self.host.language())
        if getattr(item, "art_key", None) == key:
            return
        if item.size != size:
            item.set_size(size)
        item.set_pixmaps(
            self.view.svg_pixmap(card_path(card, self.host.language()), size),
            self.view.svg_pixmap(str(asset(BACK)), size),
        )
        item.art_key = key  # type: ignore[attr-defined]
        item.card = card  # type: ignore[attr-defined]
        item.setToolTip(texts.card_name(card))

    def _new_card(self, slot: Hashable, card: Card, pos: QPointF) -> CardItem:
        item = self.cards[slot] = CardItem(slot, self.geo.size)
        self._fit_card(item, card, self.geo.size)
        for signal, slot_function in (
            (item.clicked, self.on_card_clicked),
            (item.activated, self.on_card_activated),
            (item.dropped, self.on_dropped),
        ):
            signal.connect(slot_function)
        item.setPos(pos)
        item.set_home(pos)
        self.scene.addItem(item)
        return item

    def _remove_card(self, slot: Hashable) -> None:
        """Take a card item off the table (and forget it)."""
        gone = self.cards.pop(slot, None)
        if gone is not None and gone.scene() is self.scene:
            self.scene.removeItem(gone)

    def _rekey(self, old: Hashable, new: Hashable) -> CardItem | None:
        item = self.cards.pop(old, None)
        if item is None:
            return None
        self._remove_card(new)
        item.key = new
        self.cards[new] = item
        return item

    def clear(self) -> None:
        """Forget every card item and the hand-end panel (another seat sits down, undo)."""
        for slot in list(self.cards):
            self._remove_card(slot)
        self.selected = None
        self.show_collection = False
        self.walk.hide()
        self._hand_logs.clear()

    # =========================================================================== layout
    def layout(self, view: MacarenaView, animate: bool) -> None:
        """Place everything for ``view`` and the window size."""
        x0, y0, width, height = self.view.area()
        if width < 10 or height < 10:
            return
        geo = self.geo
        # larger cards (the card size setting) are your hand's: the hand grows taller and
        # leaves the wells round the middle less room, so their cards shrink to fit, down
        # to LEAST_WELL_CARD of their usual size; the largest scale, by tenths, that keeps
        # them so is taken
        wanted = self.view.card_scale
        steps = max(0, round((wanted - 1.0) * 10))
        usual = self._size_cards(x0, y0, width, height)
        usual_hand = QSizeF(geo.hand_card)
        for scale in [wanted - k / 10 for k in range(steps)]:
            if (
                self._size_cards(x0, y0, width, height, usual_hand * scale)
                >= usual * LEAST_WELL_CARD
            ):
                break
        else:
            if steps:
                self._size_cards(x0, y0, width, height)
        top_h = geo.middle.top() - y0
        geo.collection = geo.middle.adjusted(8, 4, -8, -4)
        self.items.begin()
        between = self.host.between_rounds
        self._layout_seats(view, QRectF(x0, y0, width, top_h))
        self.items.section("wells")
        if not between:
            self._layout_wells(view)
        self.items.section("hand")
        self._layout_own(view)
        self._layout_cards(view, animate and not between)
        self.items.end()
        if view.phase in (Phase.TURN, Phase.SERIES) and not between and not self.host.busy:
            self.walk.hide()
        elif self.walk.visible:
            self._place_walk()
        self._refresh_focus()

    def _size_cards(
        self, x0: float, y0: float, width: float, height: float, hand: QSizeF | None = None
    ) -> float:
        """Size the cards and place the wells; the height the wells' cards got. The hand's
        cards are ``hand`` (at most :data:`MOST_HAND_CARD` of the height), or by default
        the wells' own size; the wells' cards are as large as the room the hand leaves
        them round the middle lets them be."""
        geo = self.geo
        cw, ch = card_size(
            (0, 0, width * 0.8, height), height_fraction=0.165, min_height=60, most=MOST_CARD
        )
        geo.text_scale = max(1.0, min(1.6, ch / 120))
        top_h = max(64.0, min(height * 0.16, 120.0 * geo.text_scale))
        hand_h = ch * 1.28
        if hand is not None:
            grown = min(hand.height(), height * MOST_HAND_CARD)
            hand = QSizeF(round(grown * hand.width() / hand.height()), round(grown))
            hand_h += max(0.0, hand.height() - ch)
        geo.middle = QRectF(x0, y0 + top_h, width, height - top_h - hand_h)
        geo.hand = QRectF(x0, y0 + height - hand_h, width, hand_h)
        self._place_wells(float(cw), float(ch))
        geo.hand_card = hand if hand is not None else QSizeF(geo.card_w, geo.card_h)
        return geo.card_h

    def _place_wells(self, cw: float, ch: float) -> None:
        """The seven wells on an ellipse round the middle, their squares clear of each
        other, of the room between them (for a series) and of the middle's edges: the
        cards shrink until they are."""
        geo = self.geo
        middle = geo.middle
        angles = [math.radians(-90 + i * 360 / 7) for i in range(7)]
        low = min(math.sin(a) for a in angles)
        for _ in range(40):
            foot = ch * 1.22
            ry = max(10.0, (middle.height() - foot - 8) / (1 - low))
            rx = max(10.0, middle.width() / 2 - foot / 2 - 6)
            cx = middle.center().x()
            cy = middle.top() + 4 + foot / 2 - low * ry
            geo.card_w, geo.card_h = cw, ch
            geo.deck = QPointF(cx, cy)
            geo.wells = [QPointF(cx + rx * math.cos(a), cy + ry * math.sin(a)) for a in angles]
            squares = [geo.well_rect(w).adjusted(-2, -2, 2, 2) for w in range(7)]
            centre = QRectF(0, 0, cw * 3.2, ch + 8)
            centre.moveCenter(geo.deck)
            # the room between the wells, as wide as they leave it
            while centre.width() > cw * 1.6 and any(centre.intersects(q) for q in squares):
                centre.adjust(4, 0, -4, 0)
            clear = not any(centre.intersects(q) for q in squares) and not any(
                a.intersects(b) for i, a in enumerate(squares) for b in squares[i + 1 :]
            )
            if clear or ch < 40:
                break
            cw, ch = cw * 0.96, ch * 0.96
        geo.centre = centre

    # -- seats ------------------------------------------------------------------------------
    def _standing_row(
        self,
        view: MacarenaView,
        seat: int,
        left: QPointF,
        size: float,
        standings: Any = None,
        role: str | None = None,
    ) -> float:
        """Element tokens (held ones bright), coins and amulets from ``left``; the width."""
        standing = standings or view.standing(seat)
        x = left.x()
        held = set(standing.elements)
        for element in ELEMENTS:
            centre = QPointF(x + size / 2, left.y())
            if element in held:
                self.items.pixmap(
                    element_art(element),
                    QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size),
                    z=6,
                    role=role,
                    tooltip=texts.fill(
                        QCoreApplication.translate("Macarena", "%1 token"),
                        texts.element_name(element),
                    ),
                )
            else:
                self.items.rect(
                    QRectF(
                        centre.x() - size * 0.36, centre.y() - size * 0.36, size * 0.72, size * 0.72
                    ),
                    pen=QPen(QColor(ELEMENT_COLOURS[element.value]), 1.2),
                    z=5,
                    role=role,
                )
            x += size * 1.05
        x += size * 0.3
        for art, count, tip in (
            (COIN, standing.coins, texts.coins_text(standing.coins)),
            (
                AMULET,
                standing.amulets,
                texts.fill(QCoreApplication.translate("Macarena", "%1 amulets"), standing.amulets),
            ),
        ):
            self.items.pixmap(
                art, QRectF(x, left.y() - size / 2, size, size), z=6, tooltip=tip, role=role
            )
            label = self.items.label(
                str(count), QPointF(), round(13 * self.geo.text_scale), True, role=role
            )
            label.setPos(QPointF(x + size + label.boundingRect().width() / 2 + 2, left.y()))
            x += size + label.boundingRect().width() + size * 0.4
        return x - left.x()

    def _layout_seats(self, view: MacarenaView, strip: QRectF) -> None:
        others = [(self.viewer + k) % view.players for k in range(1, view.players)]
        self.geo.seats = {}
        count = max(len(others), 1)
        width = strip.width() / count
        for index, seat in enumerate(others):
            rect = QRectF(strip.x() + index * width, strip.y(), width, strip.height())
            self.geo.seats[seat] = QPointF(rect.center().x(), rect.bottom())
            acting = seat in view.to_act
            signature = (
                (rect.x(), rect.y(), rect.width(), rect.height()),
                acting,
                view.hand_sizes[seat],
                view.collection_sizes[seat],
                view.standing(seat),
                view.mirror_turn and acting,
                view.start_seat == seat,
                self.host.language(),
                self.names[seat],
            )
            if self.items.section(f"seat {seat}", signature):
                continue
            self._seat_panel(view, seat, rect.adjusted(4, 4, -4, -2), acting)
        self.geo.seats[self.viewer] = QPointF(strip.center().x(), self.geo.hand.top())

    def _seat_panel(self, view: MacarenaView, seat: int, rect: QRectF, acting: bool) -> None:
        scale = self.geo.text_scale
        self.items.rect(
            rect,
            pen=QPen(QColor("#C9A57E"), 3 if acting else 1.2),
            brush=QColor(255, 248, 232, 235 if acting else 190),
            z=DECOR_Z + 1,
            role=f"seat/{seat}",
        )
        self.items.chip(
            QRectF(rect.x() + 8, rect.y() + 9, 12, 12),
            self.host.seat_colour(seat),
            role=f"seat/{seat}/name",
        )
        name = self.names[seat]
        if view.start_seat == seat:
            name += " ★"
        label = self.items.label(name, QPointF(), round(14 * scale), True, role=f"seat/{seat}/name")
        label.highlighted = acting
        name_h = label.boundingRect().height()
        label.setPos(
            QPointF(rect.x() + 26 + label.boundingRect().width() / 2, rect.y() + name_h / 2)
        )
        # under the name the hand and the collection, under them the standing: each row
        # as tall as its texts
        count_font = LabelItem.font_for(round(13 * scale), True)
        hand_h = max(
            LabelItem.measure("0", count_font).height(),
            LabelItem.measure("收藏 0 Ag", LabelItem.font_for(round(12 * scale))).height(),
        )
        row_y = rect.y() + name_h - 2 + hand_h / 2
        small = QSizeF((hand_h - 4) * 0.72, hand_h - 4)
        back = QRectF(rect.x() + 10, row_y - small.height() / 2, small.width(), small.height())
        self.items.pixmap(
            BACK,
            back,
            z=6,
            role=f"seat/{seat}/hand",
            tooltip=texts.fill(
                QCoreApplication.translate("Macarena", "%1 in hand"),
                texts.cards_text(view.hand_sizes[seat]),
            ),
        )
        hand = self.items.label(
            str(view.hand_sizes[seat]), QPointF(), round(13 * scale), True, role=f"seat/{seat}/hand"
        )
        hand.setPos(QPointF(back.right() + 6 + hand.boundingRect().width() / 2, row_y))
        collection = self.items.label(
            texts.fill(
                QCoreApplication.translate("Macarena", "collection %1"), view.collection_sizes[seat]
            ),
            QPointF(),
            round(12 * scale),
            role=f"seat/{seat}/collection",
        )
        collection.setPos(
            QPointF(
                back.right()
                + 18
                + hand.boundingRect().width()
                + collection.boundingRect().width() / 2,
                row_y,
            )
        )
        below = row_y + hand_h / 2 - 2
        # as large as the panel's width and height let the row be (its counts' labels
        # are a little taller than its tokens)
        label_w = LabelItem.measure("00", count_font).width()
        size = max(10.0, min(rect.height() * 0.26, (rect.width() - 24 - 2 * label_w) / 7.2))
        row_h = max(size, LabelItem.measure("0", count_font).height() - 4)
        self._standing_row(
            view,
            seat,
            QPointF(rect.x() + 10, below + 4 + row_h / 2),
            size,
            role=f"seat/{seat}/standing",
        )

    def _layout_own(self, view: MacarenaView) -> None:
        seat = self.viewer
        scale = self.geo.text_scale
        hand = self.geo.hand
        acting = seat in view.to_act
        name = self.names[seat] + (" ★" if view.start_seat == seat else "")
        label = self.items.label(name, QPointF(), round(14 * scale), True, role="own/name")
        label.highlighted = acting
        label.setPos(
            QPointF(hand.x() + 30 + label.boundingRect().width() / 2, hand.top() + 12 * scale)
        )
        self.items.chip(
            QRectF(hand.x() + 10, hand.top() + 12 * scale - 6, 12, 12),
            self.host.seat_colour(seat),
            role="own/name",
        )
        size = 22.0 * scale
        below = hand.top() + 12 * scale + label.boundingRect().height() / 2
        row = self._standing_row(
            view, seat, QPointF(hand.x() + 12, below + 2 + size / 2), size, role="own/standing"
        )
        self.geo.hand_left = max(
            hand.x() + hand.width() * 0.22,
            hand.x() + 12 + row + 8,
            label.sceneBoundingRect().right() + 8,
        )
        # the own collection, shown on demand only and only to this seat
        if self.show_collection and self.host.revealed and view.collection:
            self._layout_collection(view)

    # -- wells ------------------------------------------------------------------------------
    def _layout_wells(self, view: MacarenaView) -> None:
        geo = self.geo
        cw, ch = geo.card_w, geo.card_h
        mine = self.host.my_turn(view)
        if view.well is None or not view.series:
            # the draw pile; a series being built is fanned where it lies
            back = QRectF(0, 0, cw * 0.9, ch * 0.9)
            back.moveCenter(geo.deck)
            self.items.pixmap(
                BACK,
                back,
                z=1,
                tooltip=texts.fill(
                    QCoreApplication.translate("Macarena", "Draw pile: %1"),
                    texts.cards_text(view.deck_count),
                ),
                role="deck",
            )
            self.items.label(
                str(view.deck_count),
                geo.deck,
                round(18 * geo.text_scale),
                True,
                z=3,
                role="deck/count",
            )
        for w, centre in enumerate(geo.wells):
            role = f"well/{w + 1}"
            ring = geo.well_rect(w)
            self.items.pixmap("macarena/well.svg", ring, z=DECOR_Z, role=role)
            zone = QRectF(0, 0, cw * 1.3, ch * 1.16)
            zone.moveCenter(centre)
            self.items.zone(("well", w), zone, "", self._accepts_card if mine else None)
            # the number in the square's top left corner, the count under the top card in
            # its top right one, the Macas along its bottom edge
            number = self.items.label(
                str(w + 1), QPointF(), round(13 * geo.text_scale), True, role=f"{role}/number"
            )
            box = number.boundingRect()
            number.setPos(QPointF(ring.left() + box.width() / 2, ring.top() + box.height() / 2))
            number.highlighted = view.well == w
            under = len(view.wells[w]) - 1
            if under:
                badge = self.items.label(
                    texts.fill(QCoreApplication.translate("Macarena", "+%1"), under),
                    QPointF(),
                    round(12 * geo.text_scale),
                    True,
                    role=f"{role}/under",
                    padding=0.35,
                )
                box = badge.boundingRect()
                badge.setPos(QPointF(ring.right() - box.width() / 2, ring.top() + box.height() / 2))
                badge.setToolTip(
                    texts.fill(
                        QCoreApplication.translate("Macarena", "%1 under the top card"),
                        texts.cards_text(under),
                    )
                )
            macas = view.macas[w]
            size = ch * 0.3
            step = min(size * 0.8, (ring.width() - size) / max(len(macas) - 1, 1))
            for k, owner in enumerate(macas):
                pos = QPointF(
                    centre.x() + (k - (len(macas) - 1) / 2) * step,
                    ring.bottom() - size / 2,
                )
                self.items.token(
                    ("maca", w),
                    MACA,
                    pos,
                    size,
                    texts.fill(
                        QCoreApplication.translate("Macarena", "%1's Maca"), self.names[owner]
                    ),
                    self.host.seat_colour(owner),
                    role=f"{role}/macas",
                )

    def _accepts_card(self, item: Any) -> bool:
        return isinstance(item, CardItem) and isinstance(item.key, tuple) and item.key[0] == "hand"

    # -- cards ------------------------------------------------------------------------------
    def _hand_slots(self, hand: tuple[Card, ...]) -> list[tuple[Hashable, Card]]:
        seen: dict[Card, int] = {}
        slots = []
        for card in hand:
            k = seen.get(card, 0)
            seen[card] = k + 1
            slots.append((("hand", card, k), card))
        return slots

    def _layout_cards(self, view: MacarenaView, animate: bool) -> None:
        geo = self.geo
        size = geo.size
        wanted: list[tuple[Hashable, Card, QPointF, float]] = []
        between = self.host.between_rounds
        if not between:
            for w, pile in enumerate(view.wells):
                wanted.append((("top", w), pile[-1], geo.wells[w], 10.0))
            if view.well is not None:
                count = len(view.series)
                for i, card in enumerate(view.series):
                    wanted.append(
                        (("series", i), card, geo.series_slot(view.well, i, count), SERIES_Z + i)
                    )
        hand = view.hand if self.host.revealed and not between else ()
        spots = fan_hand(
            (
                geo.hand_left,
                geo.hand.y(),
                geo.hand.right() - geo.hand_left,
                geo.hand.height(),
            ),
            geo.hand_card.width(),
            geo.hand_card.height(),
            len(hand),
            margin=8,
            spacing=0.78,
        )
        hand_slots = self._hand_slots(hand)
        for index, ((slot, card), spot) in enumerate(zip(hand_slots, spots, strict=True)):
            wanted.append((slot, card, QPointF(spot.x, spot.y), 300.0 + index))
        keep = {slot for slot, *_ in wanted}
        for slot in list(self.cards):
            if slot not in keep:
                self._remove_card(slot)
        if self.selected is not None and self.selected not in keep:
            self.selected = None
        playable = self._playable_cards(view)
        motions = []
        for slot, card, pos, z in wanted:
            item = self.cards.get(slot)
            if item is None:
                start = geo.deck if slot[0] == "hand" else pos
                item = self._new_card(slot, card, start)
            in_hand = slot[0] == "hand"
            self._fit_card(item, card, geo.hand_card if in_hand else size)
            item.set_home(pos, 0.0, z=z)
            item.interactive = in_hand
            item.draggable = in_hand and self.host.my_turn(view)
            item.playable = in_hand and card in playable
            item.dimmed = in_hand and bool(playable) and card not in playable
            item.selected = in_hand and slot == self.selected
            if slot == self.pending_drop:
                continue  # it stays where it was let go; the next step moves it on
            if animate and self.animator.duration_ms and item.pos() != pos:
                motions.append(Motion(item, pos, 0.0, 1.0, z))
            else:
                item.setOpacity(1.0)
                item.place_at_home()
        if motions:
            self.animator.animate(motions)

    def _playable_cards(self, view: MacarenaView) -> set[Card]:
        """The hand cards that may come next: those that start a series on a well open to
        the seat (asked of the rules), or extend the series being built."""
        if not self.host.my_turn(view):
            return set()
        legal = self.host.legal()
        if view.phase is Phase.SERIES:
            return {a.card for a in legal if type(a).__name__ == "LayCard"}
        if view.phase is not Phase.TURN:
            return set()
        key = id(self.match.state)
        if self._playable_key != key:
            self._playable_key = key
            cards: set[Card] = set()
            for cards_here in self.starting_cards().values():
                cards |= cards_here
            self._playable = cards
        return self._playable
