"""Card items kept by key and placed where a layout wants them, for a board to mix in.

A layout names each card it shows once a pass (:meth:`PlacedCards._want`: a key, the card
or ``None`` for a back, its centre, size, height and turn); :meth:`PlacedCards._place_cards`
then keeps the items whose key is wanted again (moving them, animated when asked), makes
the new ones and takes the rest off the table. A board gives its own pictures and tool tips
(:meth:`PlacedCards._card_pixmaps`, :meth:`PlacedCards._card_tip`), which an item gets
again when its size or the language changes, and may hear of each new item
(:meth:`PlacedCards._new_item`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .animator import Motion
from .card_item import CardItem
from .drop_zone import zone_focus_ring
from .label_item import LabelItem
from .layout import fan_hand
from .pool import ItemPool

#: the keyboard's focus ring, above every card
FOCUS_Z = 900.0


class Wanted(NamedTuple):
    """Where a layout wants one card item this pass."""

    key: Hashable
    card: Any
    centre: QPointF
    size: QSizeF
    z: float
    rotation: float = 0.0


class PlacedCards:
    """The card items of a board, by key (a mixin: the board has ``host``, ``items``,
    ``geo`` with a ``scale``, and a ``cards`` dict and a ``wanted`` list of its own)."""

    cards: dict[Hashable, CardItem]
    wanted: list[Wanted]
    focus_index: int
    focus_ring: Any
    host: Any
    items: Any
    geo: Any

    def attach_cards(self, host: Any, geo: Any) -> None:
        """Start with no card item, an empty pool of the table's other items, the
        keyboard's focus ring on the first item, and ``geo`` for the sizes; a board calls
        it from its ``attach`` (``host``: its board host)."""
        self.items = ItemPool(host.view)
        self.geo = geo
        self.cards = {}
        self.wanted = []
        self.focus_index = 0
        self.focus_ring = zone_focus_ring(host.scene, FOCUS_Z)

    def _fit_card(self, item: CardItem, key: Hashable, card: Any, size: QSizeF) -> None:
        """Give ``item`` the pictures of ``card`` (``None``: its back) at ``size`` in the
        language of the moment (:meth:`_card_pixmaps`) and its tool tip
        (:meth:`_card_tip`); nothing when it has them already."""
        art_key = (key, card, round(size.width()), round(size.height()), self.host.language())
        if getattr(item, "art_key", None) == art_key:
            return
        if item.size != size:
            item.set_size(size)
        face, back = self._card_pixmaps(key, card, size)
        item.set_pixmaps(face, back)
        item.face_up = face is not None
        item.art_key = art_key  # type: ignore[attr-defined]
        tip = self._card_tip(card)
        if tip is not None:
            item.setToolTip(tip)

    def _card_pixmaps(self, key: Hashable, card: Any, size: QSizeF) -> tuple[Any, Any]:
        """The face (``None`` for a card shown face down) and the back of the item
        ``key`` showing ``card`` at ``size``."""
        raise NotImplementedError

    def _card_tip(self, card: Any) -> str | None:
        """The tool tip of an item showing ``card`` (``None``: leave it as it is)."""
        return None

    def _new_item(self, item: CardItem) -> None:
        """A card item was just made and put on the table (a hook: nothing by default)."""

    def _want(
        self,
        key: Hashable,
        card: Any,
        centre: QPointF,
        size: QSizeF,
        z: float,
        rotation: float = 0.0,
    ) -> None:
        """Show ``card`` (or a back) as the item ``key`` at ``centre`` this pass."""
        self.wanted.append(Wanted(key, card, centre, size, z, rotation))

    def _want_fan(
        self, cards: Sequence[Any], area: QRectF, size: QSizeF | None = None, z: float = 300.0
    ) -> None:
        """Show ``cards`` (each its own key) fanned across ``area``, as a hand is, at
        ``size`` (by default the table's card size)."""
        size = self.geo.size if size is None else size
        spots = fan_hand(
            (area.x() + 10, area.y(), area.width() - 20, area.height()),
            size.width(),
            size.height(),
            len(cards),
            margin=6,
            spacing=1.06,
        )
        for i, (card, spot) in enumerate(zip(cards, spots, strict=True)):
            self._want(card, card, QPointF(spot.x, spot.y), size, z + i)

    def _place_cards(self, animate: bool) -> None:
        """Make, move and take off the card items as this pass's wants say; every item
        starts the pass neither clickable, draggable, chosen, playable nor dimmed."""
        keep = {want.key for want in self.wanted}
        for key in list(self.cards):
            if key not in keep:
                self._remove_card(key)
        motions = []
        for key, card, pos, size, z, rotation in self.wanted:
            item = self.cards.get(key)
            if item is None:
                item = self.cards[key] = CardItem(key, size)
                # still out of the scene: nothing to tell its views about the cursor
                item.interactive = False
                item.draggable = False
                item.setPos(pos)
                item.setRotation(rotation)
                self.host.scene.addItem(item)
                self._new_item(item)
            self._fit_card(item, key, card, size)
            item.set_home(pos, rotation, z=z)
            if item.interactive:
                item.interactive = False
            if item.draggable:
                item.draggable = False
            item.selected = False
            item.playable = False
            item.dimmed = False
            moved = item.pos() != pos or item.rotation() != rotation
            if animate and self.host.animator.duration_ms and moved:
                motions.append(Motion(item, pos, rotation, 1.0, z))
            else:
                item.setOpacity(1.0)
                item.place_at_home()
        if motions:
            self.host.animator.animate(motions)

    def _remove_card(self, key: Hashable) -> None:
        gone = self.cards.pop(key, None)
        if gone is not None and gone.scene() is self.host.scene:
            self.host.scene.removeItem(gone)

    def clear(self) -> None:
        """Forget every card item (another seat sits down, or undo)."""
        for key in list(self.cards):
            self._remove_card(key)

    def _seat_tag(self, seat: int, chip: QPointF, name: QPointF, acting: bool) -> LabelItem:
        """A seat's chip (its top left corner at ``chip``) and its name in bold, whose left
        edge is at ``name``, lit while the seat acts; returns the name's label."""
        self.items.chip(QRectF(chip, QSizeF(11, 11)), self.host.seat_colour(seat))
        label = self._label(self.host.names[seat], name, 13, True)
        label.highlighted = acting
        return label

    def _label(
        self, text: str, left: QPointF, size: int, bold: bool = False, z: float = 5.0
    ) -> LabelItem:
        """A label whose left edge is at ``left``, its type ``size`` scaled to the table."""
        label: LabelItem = self.items.label(
            text, QPointF(), round(size * self.geo.scale), bold, z=z
        )
        label.highlighted = False  # the pool hands labels out again in another place
        label.setPos(QPointF(left.x() + label.boundingRect().width() / 2, left.y()))
        return label
