"""Drawing Masters of Maple Syrup's table: the neighbour's property along the top, the
three action cards, the draw pile and the discard pile in the middle, your property
under them and your hand at the bottom.

A mixin of :class:`~.board.MapleBoard`: it lays every item out for the viewing seat's
view and the window size, and decides nothing. No two cards of the game are the same
copy, so a card's item is kept by the card itself wherever it lies (hand, property,
discard pile): a move lays the table out again and every card glides to its new place.
A tapped tree is turned 90°; the cards tucked under a property card peek out below it
with their count. An action card lying sideways (available) shows its two ends side by
side; a turned one points one end at each player, the neighbour's turned toward them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen

from macaron_desktop.resources import asset
from macaron_desktop.ui.table import DECOR_Z, CardGeometry, PlacedCards

from ..cards import Card
from ..scoring import score
from ..state import Phase
from ..view import MapleView
from . import art, texts

PANEL_PEN = "#B48A5E"
# a property card and a pile card, against a hand card
PROPERTY = 0.74
# an action card, against a hand card
ACTION = 0.9
# how far the cards tucked under a property card peek out below it
PEEK = 0.16
MOST_CARD = 0.2  # the largest card the card size setting gives, of the table's height
# the least room right of your property's cards, in card widths, for the zone trees are
# dropped on to tap or harvest them (two chosen trees shown small fit in it)
TREES_ZONE = 1.2


@dataclass
class Geometry(CardGeometry):
    """Where things are on the table as last laid out (a full card is a hand card)."""

    # a property card against a hand card
    prop: float = PROPERTY
    properties: dict[int, QRectF] = field(default_factory=dict)
    deck: QRectF = field(default_factory=QRectF)
    discard: QRectF = field(default_factory=QRectF)
    actions: QRectF = field(default_factory=QRectF)
    recent: QRectF = field(default_factory=QRectF)
    # each property card's rectangle as laid out (tuck zones), by card
    spots: dict[Card, QRectF] = field(default_factory=dict)


class ScoreView:
    """What the scoring needs of a state, read from a view (the live points on the table:
    every card's value, its ``?`` and its ``+``)."""

    def __init__(self, view: MapleView) -> None:
        self.properties = view.properties
        self.tapped = view.tapped
        self.hands = tuple((None,) * n for n in view.hand_sizes)
        self._tucked = view.tucked_counts

    def tucked_under(self, seat: int, card: Card) -> int:
        """How many cards lie under ``card``."""
        return dict(self._tucked[seat]).get(card, 0)


def live_scores(view: MapleView) -> tuple[int, int]:
    """Both properties' points now."""
    shown = ScoreView(view)
    return score(shown, 0), score(shown, 1)  # type: ignore[arg-type]


def developing(view: MapleView, seat: int) -> Card | None:
    """The card ``seat`` is paying for now (it has left the hand, not yet placed)."""
    for frame in view.stack:
        if frame.seat == seat and frame.kind == "develop" and frame.stage == "pay":
            return frame.card
    return None


class TableDrawing(PlacedCards):
    """Places the table's items; mixed into :class:`~.board.MapleBoard`."""

    # =========================================================================== card items
    def _card_pixmaps(self, key: Hashable, card: Card | None, size: QSizeF) -> tuple[Any, Any]:
        view = self.host.view
        ratio = view.devicePixelRatioF()
        language = self.host.language()
        width, height = art.size_key(size)
        svg = art.back_svg()
        back = (
            view.svg_pixmap(str(asset(svg)), size) if svg else art.plain_back(width, height, ratio)
        )
        if isinstance(key, tuple) and key[0] == "end":
            _, index, end, variant, text = key[:5]
            path = art.action_svg(variant, index, language)
            if path:
                cut = (path, width, height, end, ratio)
                if cut not in self._halves:
                    whole = view.svg_pixmap(path, QSizeF(size.width(), size.height() * 2))
                    self._halves[cut] = art.half(whole, end)
                return self._halves[cut], back
            face = art.plain_end(text, variant == "rivals", end == 1, width, height, ratio)
            return face, back
        if card is None:
            return None, back
        path = art.card_svg(card, language)
        if path:
            return view.svg_pixmap(path, size), back
        face = art.plain_face(
            texts.card_name(card),
            f"{card.cost}¢",
            texts.value_text(card),
            card.is_tree,
            width,
            height,
            ratio,
        )
        return face, back

    def _card_tip(self, card: Card | None) -> str | None:
        return texts.card_tip(card) if card is not None else None

    # =========================================================================== layout
    def layout(self, view: MapleView, animate: bool) -> None:
        """Place everything for ``view`` and the window size."""
        x0, y0, width, height = self.host.view.area()
        if width < 10 or height < 10:
            return
        geo = self.geo
        # the sizes follow the height in steps, so that the bar under the table growing
        # and shrinking with its prompts keeps the cards (and their rendered art) as they
        # are; the action cards' strip takes what the steps leave
        stepped = max(300.0, height // 48 * 48)
        ch = (stepped - 96) / (2 * PROPERTY * (1 + PEEK) + ACTION + 1.0)
        ch = min(ch, (width - 40) / 8.5 / (63 / 88) / PROPERTY * 0.9)
        # the card size setting: larger, up to what the rows leave room for
        scale = self.host.view.card_scale
        ch = min(ch * scale, max(ch, stepped * MOST_CARD), (width - 40) / 8.5 / (63 / 88))
        # steps of 8 pixels: the cards keep their size (and art) through small changes
        ch = max(64.0, min(168.0 * scale, ch // 8 * 8))
        geo.card_h, geo.card_w = float(ch), float(round(ch * 63 / 88))
        geo.scale = max(0.85, min(1.25, ch / 120))
        s = geo.scale
        hand_h = ch + 12
        # the properties take what the action cards and the hand leave, up to a hand card
        spare = stepped - hand_h - (ch * ACTION + 40 * s) - 2 * 24 * s
        geo.prop = max(0.55, min(1.0, spare / 2 / (1 + PEEK) / ch))
        geo.prop = round(geo.prop * 20) / 20
        prop_h = ch * geo.prop * (1 + PEEK) + 24 * s
        mid_h = max(height - 2 * prop_h - hand_h, ch * ACTION + 22 * s)
        top = QRectF(x0, y0, width, prop_h)
        middle = QRectF(x0, y0 + prop_h, width, mid_h)
        own = QRectF(x0, middle.bottom(), width, prop_h)
        geo.hand = QRectF(x0, own.bottom(), width, max(hand_h, y0 + height - own.bottom()))
        me = self.host.viewer
        geo.properties = {1 - me: top, me: own}
        geo.spots = {}
        self.wanted = []
        self.end_spots: list[tuple[int, int]] = []
        self.dim_keys: set[Hashable] = set()
        self.items.begin()
        self._layout_property(view, 1 - me, top)
        self._layout_middle(view, middle)
        self._layout_property(view, me, own)
        self._layout_hand(view)
        self._zones(view)
        self.items.end()
        self._place_cards(animate)
        self._after_layout(view)

    def _back(self, rect: QRectF, z: float, tooltip: str = "") -> None:
        svg = art.back_svg()
        if svg:
            self.items.pixmap(svg, rect, z=z, tooltip=tooltip)
            return
        # no art yet: a plain back, drawn as a rectangle of the back's colour
        self.items.rect(
            rect,
            pen=QPen(QColor(art.INK), 1),
            brush=QColor(art.BACK_FILL),
            z=z,
        )

    def _acting(self, view: MapleView, seat: int) -> bool:
        state = self.host.match.state
        return seat in self.host.match.game.seats_to_act(state) and view.result is None

    # -- a property -----------------------------------------------------------------------------
    def _layout_property(self, view: MapleView, seat: int, strip: QRectF) -> None:
        geo = self.geo
        s = geo.scale
        acting = self._acting(view, seat)
        panel = strip.adjusted(4, 2, -4, -2)
        self.items.rect(
            panel,
            pen=QPen(QColor(PANEL_PEN), 2.4 if acting else 1.0),
            brush=QColor(255, 248, 232, 150 if acting else 90),
            z=DECOR_Z + 1,
        )
        line_y = strip.y() + 12 * s
        name = self._seat_tag(
            seat, QPointF(strip.x() + 10, line_y - 5), QPointF(strip.x() + 26, line_y), acting
        )
        cards = list(view.properties[seat])
        paying = developing(view, seat)
        points = live_scores(view)[seat]
        if view.phase is Phase.KEEP and not view.kept[seat]:
            # in setup, a hand is empty until its player has kept three of the five dealt
            info = texts.fill(
                QCoreApplication.translate("Maple", "Property %1/10 · %2 · keeping 3 of 5"),
                len(cards),
                texts.points_text(points),
            )
        else:
            info = texts.fill(
                QCoreApplication.translate("Maple", "Property %1/10 · %2 · hand %3"),
                len(cards),
                texts.points_text(points),
                view.hand_sizes[seat],
            )
        label = self._label(info, QPointF(name.sceneBoundingRect().right() + 8, line_y), 12)
        label.setToolTip(
            QCoreApplication.translate(
                "Maple",
                "Cards on the property (the game ends after the turn a property reaches "
                "10; tucked cards do not count), its points so far, and the cards in hand.",
            )
        )
        size = geo.scaled(geo.prop)
        room = strip.width() - 24
        if seat != self.host.viewer:
            room -= self._other_hand(view, seat, strip, size)
        row_top = strip.y() + 24 * s
        centre_y = row_top + size.height() / 2
        shown = cards + ([paying] if paying is not None else [])
        tapped = view.tapped[seat]
        slots = [size.height() if c in tapped else size.width() for c in shown]
        gap = 8.0
        # centre to centre: half of each of two neighbours and the gap, closer together
        # when the row would not fit (the cards then overlap, left over right)
        steps = [(a + b) / 2 + gap for a, b in zip(slots, slots[1:], strict=False)]
        span = sum(steps)
        ends = (slots[0] + slots[-1]) / 2 if slots else 0.0
        squeeze = min(1.0, (room - ends) / span) if span > 0 else 1.0
        x = strip.x() + 18 + (slots[0] / 2 if slots else 0.0)
        tucked = dict(view.tucked_counts[seat])
        for index, (card, slot) in enumerate(zip(shown, slots, strict=True)):
            centre = QPointF(x, centre_y)
            rotation = 90.0 if card in tapped else 0.0
            self._want(card, card, centre, size, 30 + index, rotation)
            rect = QRectF(0, 0, slot, size.height() if not rotation else size.width())
            rect.moveCenter(centre)
            geo.spots[card] = rect
            count = tucked.get(card, 0)
            if count:
                self._tucked(card, count, centre, size, 29 + index - 0.5)
            if index < len(steps):
                x += steps[index] * squeeze
        if paying is not None:
            self.dim_keys.add(paying)

    def _tucked(self, card: Card, count: int, centre: QPointF, size: QSizeF, z: float) -> None:
        """The cards tucked under ``card``: a back peeking out below it, with the count."""
        rect = QRectF(0, 0, size.width() * 0.9, size.height())
        rect.moveCenter(centre + QPointF(0, size.height() * PEEK))
        tip = texts.fill(
            QCoreApplication.translate("Maple", "%1 tucked face down under %2"),
            texts.cards_text(count),
            texts.card_name(card),
        )
        self._back(rect, z, tip)
        badge = self.items.label(
            texts.fill(QCoreApplication.translate("Maple", "+%1 tucked"), count),
            QPointF(centre.x(), rect.bottom() - 8 * self.geo.scale),
            round(10 * self.geo.scale),
            True,
            z=80,
            padding=0.4,
        )
        badge.setToolTip(tip)

    def _other_hand(self, view: MapleView, seat: int, strip: QRectF, size: QSizeF) -> float:
        """The neighbour's hand, face down, at the right end of the property's row; the
        room it takes."""
        count = view.hand_sizes[seat]
        small = QSizeF(size.width() * 0.6, size.height() * 0.6)
        step = small.width() * 0.3
        width = small.width() + step * max(count - 1, 0)
        right = strip.right() - 14
        top = strip.y() + 24 * self.geo.scale
        tip = texts.fill(
            QCoreApplication.translate("Maple", "%1 holds %2 (hidden)"),
            self.host.names[seat],
            texts.cards_text(count),
        )
        for i in range(count):
            rect = QRectF(right - width + i * step, top, small.width(), small.height())
            self._back(rect, 6 + i * 0.01, tip)
        return width + 20

    # -- the middle -----------------------------------------------------------------------------
    def _layout_middle(self, view: MapleView, strip: QRectF) -> None:
        geo = self.geo
        s = geo.scale
        size = geo.scaled(min(geo.prop, 0.8))
        # the draw pile and the discard pile on the right
        top = strip.y() + 18 * s
        discard = QRectF(strip.right() - size.width() - 14, top, size.width(), size.height())
        deck = QRectF(discard.x() - size.width() - 16, top, size.width(), size.height())
        geo.deck, geo.discard = deck, discard
        self._back(
            deck,
            2,
            texts.fill(
                QCoreApplication.translate("Maple", "Draw pile: %1"),
                texts.cards_text(view.deck_count),
            ),
        )
        self._label(
            texts.fill(QCoreApplication.translate("Maple", "Draw %1"), view.deck_count),
            QPointF(deck.x(), deck.top() - 9 * s),
            11,
        )
        self.items.rect(
            discard,
            pen=QPen(QColor(PANEL_PEN), 1.2, Qt.PenStyle.DashLine),
            brush=QColor(255, 250, 240, 90),
            z=DECOR_Z + 2,
        )
        if view.discards:
            self._want(view.discards[-1], view.discards[-1], discard.center(), size, 5)
        caption = self._label(
            texts.fill(QCoreApplication.translate("Maple", "Discards %1 ▸"), len(view.discards)),
            QPointF(discard.x(), discard.top() - 9 * s),
            11,
        )
        caption.setToolTip(
            QCoreApplication.translate(
                "Maple", "Click the discard pile to look through it, in order."
            )
        )
        # the action cards in the middle of what is left
        room = QRectF(strip.x(), strip.y(), deck.x() - 12 - strip.x(), strip.height())
        self._layout_actions(view, room)
        # what happened last, on the left
        left = strip.x() + 10
        geo.recent = QRectF(left, strip.y() + 6, geo.actions.left() - left - 14, strip.height())
        self._layout_recent()

    def _layout_actions(self, view: MapleView, room: QRectF) -> None:
        geo = self.geo
        s = geo.scale
        aw, ah = geo.card_w * ACTION, geo.card_h * ACTION
        gap = 16 * s
        total = 3 * ah + 2 * gap  # every card sideways, the widest they can be
        # beside the piles: what happened last takes the room on the left
        left = max(room.x() + 10, room.right() - total)
        top = room.y() + 18 * s
        geo.actions = QRectF(left, top, total, ah)
        me = self.host.viewer
        self._label(
            QCoreApplication.translate("Maple", "Action cards"),
            QPointF(left, room.y() + 9 * s),
            12,
            True,
        )
        for index, to_zero in enumerate(view.pointed):
            box = QRectF(left + index * (ah + gap), top, ah, ah)
            centre = box.center()
            # the whole card is turned: sideways (90°) while available, else with the end
            # pointed at you at the bottom; end 0 is the lower half of the picture
            if to_zero is None:
                rotation = 90.0
            else:
                mine = to_zero if me == 0 else 1 - to_zero
                rotation = 0.0 if mine == 0 else 180.0
            for end in (0, 1):
                end_info = texts.action_end(view.variant, index, end)
                key = ("end", index, end, view.variant, texts.end_text(end_info))
                offset = ah / 4 if end == 0 else -ah / 4
                place = {
                    90.0: QPointF(-offset, 0),
                    0.0: QPointF(0, offset),
                    180.0: QPointF(0, -offset),
                }[rotation]
                self._want(key, None, centre + place, QSizeF(aw, ah / 2), 40, rotation)
                if to_zero is None:
                    self.end_spots.append((index, end))
            label = (
                QCoreApplication.translate("Maple", "available")
                if to_zero is None
                else QCoreApplication.translate("Maple", "turned")
            )
            caption = self.items.label(
                texts.fill(
                    QCoreApplication.translate("Maple", "%1 (%2)"),
                    texts.action_card_name(index),
                    label,
                ),
                QPointF(centre.x(), box.bottom() + 9 * s),
                round(10 * s),
                z=6,
            )
            if caption.boundingRect().width() > ah + gap - 4:
                # too wide to stand beside its neighbours: the card's name alone (a card
                # lying sideways is one to take)
                caption.set_text(texts.action_card_name(index))
                caption.setToolTip(label)
            else:
                caption.setToolTip("")

    def _layout_recent(self) -> None:
        """The last few lines of the log, so that the table itself says what just
        happened and why (the whole log is beside the table)."""
        geo = self.geo
        rect = geo.recent
        if rect.width() < 60:
            return
        s = geo.scale
        self._label(
            QCoreApplication.translate("Maple", "Just now"),
            QPointF(rect.x(), rect.y() + 6 * s),
            12,
            True,
        )
        if not self.recent and not self.host.busy:
            self.seed_recent()
        room = rect.width() - 16
        y = rect.y() + 24 * s
        # long lines are cut short, measured in the labels' own font (Chinese text is
        # drawn in a font of its own) by a label that is never shown
        probe = self._probe
        probe.set_pixel_size(round(11 * s))
        for line in self.recent[-4:]:
            shown, budget = line, room
            probe.set_text(shown)
            while probe.boundingRect().width() > room and budget > 40:
                budget *= 0.85
                metrics = QFontMetricsF(probe.font())
                shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, budget)
                probe.set_text(shown)
            label = self._label(shown, QPointF(rect.x(), y), 11)
            label.setToolTip(line)
            y += 19 * s
            if y > rect.bottom() - 8:
                break
        # the lines change length and place together: paint the strip anew, so that no
        # piece of a longer line stays behind a shorter one
        self.host.scene.update(rect)

    # -- your hand ------------------------------------------------------------------------------
    def _hand_cards(self, view: MapleView) -> tuple[Card, ...]:
        if not self.host.revealed:
            return ()
        return view.dealt if view.phase is Phase.KEEP and view.dealt else view.hand

    def _layout_hand(self, view: MapleView) -> None:
        geo = self.geo
        hand = self._hand_cards(view)
        self._want_fan(hand, geo.hand)

    # -- the drop zones -------------------------------------------------------------------------
    def _zones(self, view: MapleView) -> None:
        """The drop zones of the step asked now: your property (an action card end, a card
        to develop), the discard pile (paying, discarding) or a card tucked under."""
        geo = self.geo
        me = self.host.viewer
        own = geo.properties[me].adjusted(6, 20 * geo.scale, -6, -4)
        if self.choosing_action():
            self.items.zone(
                ("take",),
                own,
                QCoreApplication.translate(
                    "Maple", "Drag the end of an action card here to take it"
                ),
                accepts=lambda item: isinstance(item.key, tuple) and item.key[0] == "end",
            )
        prompt = self.host.current_prompt()
        key = getattr(prompt, "key", "")
        if key == "choose_develop":
            self.items.zone(
                ("choose", key),
                self._free_part(own, view.properties[me]),
                QCoreApplication.translate("Maple", "Drop a card here to develop it"),
            )
        elif key in ("choose_tap", "choose_harvest"):
            # on your property, right of its cards (the picker's own zone would lie above
            # the trees, over your name); a property too full for that leaves it to the
            # picker's zone (a zone over the trees would hide its words behind them)
            free = self._free_part(own, view.properties[me], least=TREES_ZONE)
            if free is not own:
                self.items.zone(
                    ("choose", key),
                    free,
                    QCoreApplication.translate("Maple", "Drop trees here to tap them")
                    if key == "choose_tap"
                    else QCoreApplication.translate("Maple", "Drop trees here to harvest them"),
                )
        elif key in ("choose_payment", "choose_discard"):
            self.items.zone(
                ("choose", key),
                geo.discard.adjusted(-6, -6, 6, 6),
                QCoreApplication.translate("Maple", "Discard"),
            )
        elif key == "choose_tuck":
            host = prompt.params.get("card")
            spot = geo.spots.get(host)
            if spot is not None:
                rect = QRectF(spot)
                rect.setWidth(max(rect.width(), geo.card_w * 1.4))
                rect.moveCenter(spot.center())
                self.items.zone(
                    ("choose", key),
                    rect.adjusted(-6, -6, 6, 6),
                    QCoreApplication.translate("Maple", "Tuck here"),
                )

    def _free_part(self, own: QRectF, cards: tuple[Card, ...], least: float = 2.0) -> QRectF:
        """The part of your property right of its cards, where a card being developed is
        shown (all of it, ``own`` itself, when the cards leave less than ``least`` card
        widths)."""
        spots = [self.geo.spots[c] for c in cards if c in self.geo.spots]
        if not spots:
            return own
        left = max(spot.right() for spot in spots) + 16
        if own.right() - left < self.geo.card_w * least:
            return own
        return QRectF(left, own.top(), own.right() - left, own.height())

    def choosing_action(self) -> bool:
        """The viewing seat is to turn an action card now."""
        view = self.host.current()
        return self.host.my_turn(view) and view.phase is Phase.CHOOSE_ACTION

    def _after_layout(self, view: MapleView) -> None:  # a hook of the board
        """Set what the items may do once they are placed (the board's part)."""


def trees_of(view: MapleView, seat: int, tapped: bool) -> Sequence[Card]:
    """``seat``'s tapped (or untapped) trees, in property order."""
    marked = view.tapped[seat]
    return [c for c in view.properties[seat] if c.is_tree and ((c in marked) == tapped)]
