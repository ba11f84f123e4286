"""Items a board lays out again after every move, kept alive between layouts.

A board's layout describes the whole table each time (boards, markers, labels, zones);
making and deleting those items after every move is what made a move slow. An
:class:`ItemPool` keeps them: a layout pass starts with :meth:`ItemPool.begin`, asks for
each item it wants (:meth:`label`, :meth:`pixmap`, :meth:`rect`, :meth:`zone`,
:meth:`token`), and ends with :meth:`ItemPool.end`, which hides whatever this pass did not
ask for. An item asked for again is the same item, updated only where it changed, so the
screen changes only what a move changed.

Items are found again by key. Zones use their ``zone_id``; tokens their ``key`` and how
many tokens of that key came before them in their section (several "placed" markers of
one seat). Labels, pixmaps and rectangles without a key are matched by their order in
the section, which is stable as long as the layout walks the table in the same order.

A layout may go further and split the table into *sections* (the boards, a track, the
seats): ``if not pool.section("track", signature): ...draw it...``. When a section's
signature (every value its drawing depends on) is the one of the previous pass,
:meth:`ItemPool.section` keeps its items exactly as they are and returns True, and the
layout skips drawing it: a move that changed only the trick and the hand touches nothing
else.

Every item may carry a ``role`` (``"seat/1/label"``, ``"track/title"``): then
:meth:`ItemPool.regions` tells where each part of the table lies as laid out now, and
:func:`~.regions.overlapping` which parts cover each other (see :mod:`.regions`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsRectItem

from .drop_zone import DropZone
from .label_item import LabelItem
from .pixmaps import SEAT_COLOUR_PLACEHOLDER
from .regions import scene_regions, set_role
from .token_item import TokenItem

if TYPE_CHECKING:
    from .draggable import DraggableItem
    from .view import TableView

#: z value of the table's fixed art (boards, tracks): below every card and token
DECOR_Z = -10.0
#: z value of tokens lying on the table
TOKEN_Z = 20.0
#: a seat chip's outline (:meth:`ItemPool.chip`) and its z value, above the seat's panel
CHIP_PEN = "#5A3E2B"
CHIP_Z = 6.0


def _never(_item: DraggableItem) -> bool:
    return False


def _place(item: QGraphicsItem, pos: QPointF, z: float) -> None:
    # an unchanged item is not touched: no geometry change, no repaint
    if item.pos() != pos:
        item.setPos(pos)
    if item.zValue() != z:
        item.setZValue(z)


class ItemPool:
    """Keeps a board's laid-out items between layouts; see the module documentation.

    ``on_zone_clicked(zone)``, ``on_token_clicked(token)`` and ``on_dropped(item, zone)``
    are connected once, when an item is first made. ``asset`` turns a relative art path
    into a file (the app's assets folder by default).
    """

    def __init__(
        self,
        view: TableView,
        *,
        on_zone_clicked: Callable[[DropZone], object] | None = None,
        on_token_clicked: Callable[[DraggableItem], object] | None = None,
        on_dropped: Callable[[DraggableItem, DropZone], object] | None = None,
        asset: Callable[[str], Path] | None = None,
    ) -> None:
        self.view = view
        self.scene = view.table_scene
        self._on_zone_clicked = on_zone_clicked
        self._on_token_clicked = on_token_clicked
        self._on_dropped = on_dropped
        if asset is None:
            from ...resources import asset as app_asset

            asset = app_asset
        self._asset = asset
        self._items: dict[Hashable, QGraphicsItem] = {}
        self._specs: dict[Hashable, Any] = {}
        self._used: dict[Hashable, QGraphicsItem] = {}
        self._order: Counter[Hashable] = Counter()
        self._section = ""
        self._signatures: dict[str, Any] = {}
        self._section_keys: dict[str, list[Hashable]] = {}
        #: how many items of each kind were ever made (a test bounds them over a game)
        self.created: Counter[str] = Counter()

    # -- a layout pass ----------------------------------------------------------------------
    def begin(self) -> None:
        """Start describing the table anew."""
        self._used = {}
        self._order = Counter()
        self._section = ""
        self._section_keys[""] = []

    def section(self, name: str, signature: Hashable = None) -> bool:
        """Start the section ``name``; True when it is unchanged and kept as it was.

        ``signature`` holds every value the section's drawing depends on (the view's
        fields it reads, its rectangle, the language). ``None`` always draws anew.
        """
        self._section = name
        full = None if signature is None else (signature, self.view.devicePixelRatioF())
        keys = self._section_keys.get(name)
        if full is not None and keys is not None and self._signatures.get(name) == full:
            for key in keys:
                self._used[key] = self._items[key]
            return True
        self._signatures[name] = full
        self._section_keys[name] = []
        return False

    def end(self) -> None:
        """Hide every item this pass did not ask for (kept for a later pass)."""
        for key, item in self._items.items():
            if key not in self._used and item.isVisible():
                item.setVisible(False)
                if isinstance(item, TokenItem):
                    item.interactive = False
                elif isinstance(item, DropZone):
                    item.highlighted = False

    @property
    def zones(self) -> dict[Hashable, DropZone]:
        """The zones of the latest pass, by ``zone_id``."""
        return {
            item.zone_id: item for key, item in self._used.items() if isinstance(item, DropZone)
        }

    @property
    def tokens(self) -> list[TokenItem]:
        """The tokens of the latest pass, in the order they were asked for."""
        return [item for item in self._used.values() if isinstance(item, TokenItem)]

    def regions(self) -> dict[str, QRectF]:
        """Where the items of the latest pass that were given a ``role`` lie, by role
        (see :mod:`.regions`)."""
        return scene_regions(self._used.values())

    def clear(self) -> None:
        """Delete every item (the board goes away)."""
        for item in self._items.values():
            if item.scene() is not None:
                self.scene.removeItem(item)
        self._items.clear()
        self._specs.clear()
        self._used = {}
        self._signatures.clear()
        self._section_keys.clear()

    # -- the items --------------------------------------------------------------------------
    def _key(self, kind: str, key: Hashable | None) -> Hashable:
        base = (self._section, kind, key)
        index = self._order[base]
        self._order[base] += 1
        return (*base, index)

    def _take(self, key: Hashable, make: Callable[[], QGraphicsItem], kind: str) -> Any:
        item = self._items.get(key)
        if item is None:
            item = make()
            self.scene.addItem(item)
            self._items[key] = item
            self.created[kind] += 1
        elif not item.isVisible():
            item.setVisible(True)
        self._used[key] = item
        self._section_keys.setdefault(self._section, []).append(key)
        return item

    def _changed(self, key: Hashable, spec: Any) -> bool:
        if self._specs.get(key) == spec:
            return False
        self._specs[key] = spec
        return True

    def _art(self, path: str, size: QSizeF, colour: str | None) -> Any:
        subs = {SEAT_COLOUR_PLACEHOLDER: colour} if colour else None
        source = path if Path(path).is_absolute() else str(self._asset(path))
        return self.view.svg_pixmap(source, size, subs)

    def label(
        self,
        text: str,
        pos: QPointF,
        pixel_size: int = 13,
        bold: bool = False,
        *,
        key: Hashable | None = None,
        z: float = 5.0,
        role: str | None = None,
        padding: float = 0.7,
    ) -> LabelItem:
        """A label centred on ``pos`` (``padding`` as :class:`LabelItem` takes it)."""
        pool_key = self._key("label", key)
        label: LabelItem = self._take(pool_key, LabelItem, "label")
        if self._changed(pool_key, (pixel_size, bold, padding)):
            label.set_pixel_size(pixel_size)
            label.set_bold(bold)
            label.set_padding(padding)
        label.set_text(text)
        _place(label, pos, z)
        set_role(label, role)
        return label

    def pixmap(
        self,
        path: str,
        rect: QRectF,
        *,
        z: float = DECOR_Z,
        colour: str | None = None,
        tooltip: str = "",
        key: Hashable | None = None,
        role: str | None = None,
    ) -> QGraphicsPixmapItem:
        """Art (an SVG file, relative to the assets folder or absolute) filling ``rect``."""
        pool_key = self._key("pixmap", key)

        def make() -> QGraphicsPixmapItem:
            item = QGraphicsPixmapItem()
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            # art at a fractional position is resampled on every paint; the device cache
            # resamples it once and then copies it pixel for pixel
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            return item

        item: QGraphicsPixmapItem = self._take(pool_key, make, "pixmap")
        size = rect.size()
        spec = (path, round(size.width(), 2), round(size.height(), 2), colour)
        if self._changed(pool_key, (spec, self.view.devicePixelRatioF())):
            item.setPixmap(self._art(path, size, colour))
        _place(item, rect.topLeft(), z)
        if item.toolTip() != tooltip:
            item.setToolTip(tooltip)
        set_role(item, role)
        return item

    def rect(
        self,
        rect: QRectF,
        *,
        pen: QPen | None = None,
        brush: QColor | None = None,
        z: float = DECOR_Z,
        key: Hashable | None = None,
        role: str | None = None,
    ) -> QGraphicsRectItem:
        """A plain rectangle (a glow, a coloured chip, a ring)."""
        pool_key = self._key("rect", key)
        item: QGraphicsRectItem = self._take(pool_key, QGraphicsRectItem, "rect")
        if item.rect() != rect:
            item.setRect(rect)
        spec = (
            (pen.color().rgba(), pen.widthF(), int(pen.style().value)) if pen is not None else None,
            brush.rgba() if brush is not None else None,
        )
        if self._changed(pool_key, spec):
            item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
            item.setBrush(QBrush(brush) if brush is not None else QBrush())
        if item.zValue() != z:
            item.setZValue(z)
        set_role(item, role)
        return item

    def chip(self, rect: QRectF, colour: str, role: str | None = None) -> QGraphicsRectItem:
        """A seat's chip: a small square of the seat's ``colour``, outlined in the table's
        dark brown, beside the seat's name."""
        return self.rect(
            rect, pen=QPen(QColor(CHIP_PEN), 1), brush=QColor(colour), z=CHIP_Z, role=role
        )

    def zone(
        self,
        zone_id: Hashable,
        rect: QRectF,
        label: str = "",
        accepts: Callable[[DraggableItem], bool] | None = None,
        *,
        role: str | None = None,
    ) -> DropZone:
        """A drop zone filling ``rect``; ``accepts`` as :class:`DropZone` takes it."""
        pool_key = ("zone", zone_id)

        def make() -> DropZone:
            zone = DropZone(zone_id, rect.size())
            zone.setZValue(DECOR_Z + 1)
            if self._on_zone_clicked is not None:
                zone.clicked.connect(self._on_zone_clicked)
            return zone

        zone: DropZone = self._take(pool_key, make, "zone")
        if zone.size != rect.size():
            zone.set_size(rect.size())
        _place(zone, rect.center(), zone.zValue())
        if zone.label != label:
            zone.label = label
        zone.predicate = accepts if accepts is not None else _never
        zone.highlighted = False
        set_role(zone, role)
        return zone

    def token(
        self,
        key: Hashable,
        path: str,
        centre: QPointF,
        size: float,
        tooltip: str = "",
        colour: str | None = None,
        interactive: bool = False,
        *,
        role: str | None = None,
    ) -> TokenItem:
        """A token of ``key`` (its art at ``path``) centred on ``centre``."""
        pool_key = self._key("token", key)
        qsize = QSizeF(size, size)

        def make() -> TokenItem:
            token = TokenItem(key, qsize)
            if self._on_token_clicked is not None:
                token.clicked.connect(self._on_token_clicked)
            if self._on_dropped is not None:
                token.dropped.connect(self._on_dropped)
            return token

        token: TokenItem = self._take(pool_key, make, "token")
        spec = (path, round(size, 2), colour, self.view.devicePixelRatioF())
        if self._changed(pool_key, spec):
            if token.size != qsize:
                token.set_size(qsize)
            token.set_pixmap(self._art(path, qsize, colour))
        if token.toolTip() != tooltip:
            token.setToolTip(tooltip)
        token.set_home(centre, 0.0, z=TOKEN_Z)
        if not token.dragging:
            _place(token, centre, TOKEN_Z)
        if token.interactive != interactive:
            token.interactive = interactive
        token.draggable = interactive
        if not interactive:
            token.selected = False
        set_role(token, role)
        return token
