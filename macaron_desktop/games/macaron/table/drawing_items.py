"""The pieces every part of the Macaron table is drawn with: cards, labels, card backs,
drop zones and tokens, the art's paths, and the sizes the parts share.

:class:`DrawingItems` is the base of the drawing mixins of :class:`~.board.MacaronBoard`
(:mod:`.drawing` and the parts it lays out); it makes items and decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF

from macaron_desktop.resources import asset, localized_art
from macaron_desktop.ui.style import plain_tooltip
from macaron_desktop.ui.table import (
    DECOR_Z,
    CardItem,
    DraggableItem,
    DropZone,
    LabelItem,
    TokenItem,
)

from ..cards import Card
from . import texts

BANNER_Z = 500.0


def _box(rect: QRectF) -> tuple[float, float, float, float]:
    """A rectangle as a value a layout signature can hold."""
    return (rect.x(), rect.y(), rect.width(), rect.height())


def card_path(card: Card, language: str = "en") -> str:
    """The art of a card face."""
    return localized_art(f"macaron/cards/{card.flavor.value}_{card.rank}.svg", language)


# how much of a card in the trick the next one covers: little, so the name tag under
# each card (who played it) has room
TRICK_OVERLAP = 0.08
# room under the hand, between the seats' row and the trick, around this seat's row
HAND_MARGIN = 10.0
PASS_GAP = 6.0
SEAT_GAP = 8.0
# the least width of one of the other seats in the row along the top
SEAT_SLOT = 88.0
# the smallest text on the table, in pixels (9 pt on a 96 dpi screen)
MIN_TEXT_PX = 12


def received_tag_pixels(card_height: float) -> int:
    """The text size of the "from …" tag over a card just received."""
    return max(10, round(card_height * 0.1))


class DrawingItems:
    """Makes and keeps the table's items; the base of the board's drawing mixins."""

    def language(self) -> str:
        """The language the app shows now (``en`` or ``zh_TW``)."""
        return self.host.language()

    def _fit_card(self, item: CardItem, size: QSizeF) -> None:
        """Give a card the size and the art of this table now (window size, language)."""
        key = (round(size.width()), round(size.height()), self.language())
        if getattr(item, "art_key", None) == key:
            return
        item.set_size(size)
        item.set_pixmaps(
            self.view.svg_pixmap(card_path(item.key, self.language()), size),
            self.view.svg_pixmap(str(asset("macaron/cards/back.svg")), size),
        )
        item.art_key = key  # type: ignore[attr-defined]

    def _new_card(self, card: Card, pos: QPointF) -> CardItem:
        size = QSizeF(self.card_w, self.card_h)
        item = CardItem(card, size)
        self._fit_card(item, size)
        item.setPos(pos)
        item.set_home(pos)
        item.clicked.connect(self.on_card_clicked)
        item.activated.connect(self.on_card_activated)
        item.dropped.connect(self.on_dropped)
        item.setToolTip(texts.card_name(card.flavor.value, card.rank))
        self.scene.addItem(item)
        self.cards[card] = item
        return item

    def _remove_card(self, card: Card) -> None:
        item = self.cards.pop(card, None)
        if item is not None and item.scene() is not None:
            self.scene.removeItem(item)

    def clear(self) -> None:
        """Remove every card (used when the view changes hands or the match rewinds)."""
        for card in list(self.cards):
            self._remove_card(card)
        self.trick_shown = []
        self.trick_seats = []
        self.selected = []

    @property
    def zones(self) -> dict[Hashable, DropZone]:
        """The drop zones of the table as laid out now, by id."""
        return self.items.zones

    @property
    def tokens(self) -> list[TokenItem]:
        """The tokens on the table as laid out now."""
        return self.items.tokens

    def _label(
        self,
        text: str,
        pos: QPointF,
        size: int = 13,
        bold: bool = False,
        role: str | None = None,
    ) -> LabelItem:
        # names and counts grow with the cards on big tables
        return self.items.label(text, pos, round(size * self.text_scale), bold, role=role)

    def _back(self, centre: QPointF, size: QSizeF, tooltip: str = "", role: str = "") -> None:
        """A small card back (a seat's hand, one of Emma's piles) centred on ``centre``."""
        rect = QRectF(QPointF(), size)
        rect.moveCenter(centre)
        self.items.pixmap(
            "macaron/cards/back.svg", rect, z=DECOR_Z + 2, tooltip=tooltip, role=role or None
        )

    def _zone(
        self,
        zone_id: Hashable,
        rect: QRectF,
        label: str = "",
        accepts: Callable[[DraggableItem], bool] | None = None,
        role: str | None = None,
    ) -> DropZone:
        return self.items.zone(zone_id, rect, label, accepts, role=role)

    def _token(
        self,
        key: Hashable,
        path: str,
        centre: QPointF,
        size: float,
        tooltip: str = "",
        colour: str | None = None,
        interactive: bool = False,
        role: str | None = None,
    ) -> TokenItem:
        return self.items.token(
            key, path, centre, size, plain_tooltip(tooltip), colour, interactive, role=role
        )  # tips may hold names
