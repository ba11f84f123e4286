"""The end of a hand, one step at a time: a panel over the wells.

It opens when a hand ends and says why; the hand-over comes first (the choice is asked
while the collections are still hidden); then the collections are turned face up, and
every award follows as its own line, the latest one in bold, with each player's standing
in the panel changing as it goes. The board queues one step per award and lets each stay
as long as the player's pace says (or until a click). The round summary (the standings)
follows.

The panel keeps what it shows as data and draws it again when the table changes size.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsTextItem,
)

from macaron_desktop.ui.table import LabelItem

from ..cards import Card
from .art import card_path, sorted_collection
from .drawing import BANNER_Z

if TYPE_CHECKING:
    from macaron_desktop.ui.table import TableScene, TableView

PANEL_Z = BANNER_Z - 40
INK = QColor("#4A3020")


def _font(pixels: float, bold: bool = False) -> QFont:
    return LabelItem.font_for(max(9, round(pixels)), bold)


# where the table's messages sit while the panel is up: the bottom edge (a fraction of the
# view's height above it)
MESSAGE_HEIGHT = 0.02


class HandEndPanel:
    """The hand-end panel: a title, a row per player (name, standing, collection once
    shown) and the award lines."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.scene: TableScene = view.table_scene
        self._items: list[QGraphicsItem] = []
        self._cards: list[tuple[Card, QGraphicsPixmapItem]] = []
        self.hand: int | None = None
        self.title = ""
        self.names: list[str] = []
        self.colours: list[str] = []
        #: each player's standing as text, and the award lines so far (oldest first)
        self.standings: list[str] = []
        self.texts: list[str] = []
        self.collections: list[tuple[Card, ...]] | None = None
        self.element: Any = None
        self.rect = QRectF()
        self.scale = 1.0
        self._message_height: float | None = None
        self.language = "en"

    @property
    def visible(self) -> bool:
        """The panel is on the table."""
        return self.hand is not None

    @property
    def collections_shown(self) -> bool:
        """The collections have been turned face up."""
        return self.collections is not None

    # -- what it shows ------------------------------------------------------------------------
    def open(
        self,
        hand: int,
        title: str,
        names: Sequence[str],
        colours: Sequence[str],
        standings: Sequence[str],
    ) -> None:
        """Start the panel of hand ``hand``."""
        if self.hand is None:
            # the table's messages ("click or press Enter to continue") go to the bottom
            # edge, over the hand, while the panel covers the middle: they hide no step
            self._message_height = self.view.message_height
            self.view.message_height = MESSAGE_HEIGHT
        self.hand = hand
        self.title = title
        self.names = list(names)
        self.colours = list(colours)
        self.standings = list(standings)
        self.texts = []
        self.collections = None
        self.element = None
        self.render()

    def add_line(self, text: str) -> None:
        """One more step: the new line in bold."""
        self.texts.append(text)
        self.render()

    def set_standings(self, standings: Sequence[str]) -> None:
        """What every player holds now."""
        self.standings = list(standings)
        self.render()

    def show_collections(self, collections: Sequence[Sequence[Card]]) -> None:
        """Every collection face up, in its player's row."""
        self.collections = [sorted_collection(tuple(c)) for c in collections]
        self.render()

    def focus_element(self, element: Any) -> None:
        """Bring out the cards of ``element`` (``None``: every card alike)."""
        self.element = element
        for card, item in self._cards:
            item.setOpacity(1.0 if element is None or card.element is element else 0.28)

    def place(self, rect: QRectF, scale: float, language: str) -> None:
        """Where the panel goes (the table's size or language changed)."""
        if rect == self.rect and scale == self.scale and language == self.language:
            return
        self.rect, self.scale, self.language = QRectF(rect), scale, language
        self.render()

    def hide(self) -> None:
        """Take the panel off the table."""
        if self.hand is not None and self._message_height is not None:
            self.view.message_height = self._message_height
        self.hand = None
        self._clear()

    # -- drawing ------------------------------------------------------------------------------
    def _add(self, item: QGraphicsItem, z: float = PANEL_Z) -> None:
        item.setZValue(z)
        self.scene.addItem(item)
        self._items.append(item)

    def _clear(self) -> None:
        for item in self._items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self._items = []
        self._cards = []

    def _text(
        self, text: str, pos: QPointF, font: QFont, colour: QColor = INK
    ) -> QGraphicsTextItem:
        item = QGraphicsTextItem()
        item.setDefaultTextColor(colour)
        item.setFont(font)
        item.setPlainText(text)
        item.setPos(pos)
        self._add(item, PANEL_Z + 1)
        return item

    def render(self) -> None:
        """Draw the panel from what it holds."""
        self._clear()
        if self.hand is None or self.rect.isEmpty():
            return
        rect, scale = self.rect, self.scale
        background = QGraphicsRectItem(rect)
        background.setPen(QPen(QColor("#C9A57E"), 2.5))
        background.setBrush(QBrush(QColor("#FFFAF0")))
        self._add(background)
        heading = self._text(
            self.title, QPointF(rect.x() + 12, rect.y() + 4), _font(19 * scale, True)
        )
        top = rect.y() + 8 + heading.boundingRect().height()
        rows = QRectF(rect.x() + 10, top, rect.width() * 0.54 - 14, rect.bottom() - top - 6)
        self._rows(rows)
        lines = QRectF(rows.right() + 14, top, rect.right() - rows.right() - 24, rows.height())
        self._lines(lines)
        self.focus_element(self.element)

    def _rows(self, area: QRectF) -> None:
        count = max(len(self.names), 1)
        row_h = area.height() / count
        bold, plain = _font(13 * self.scale, True), _font(12 * self.scale)
        for seat, name in enumerate(self.names):
            y = area.y() + seat * row_h
            # the seat's colour, dark enough to read on the panel: darker(170) left the
            # yellow seat at 3.6:1; darker(250) gives every seat colour 6.7:1 or more
            label = self._text(
                name, QPointF(area.x(), y), bold, QColor(self.colours[seat]).darker(250)
            )
            name_w = label.boundingRect().width()
            name_h = label.boundingRect().height()
            if seat < len(self.standings):
                self._text(self.standings[seat], QPointF(area.x() + name_w + 4, y + 1), plain)
            if self.collections is None or seat >= len(self.collections):
                continue
            cards = self.collections[seat]
            card_h = max(12.0, min(row_h - name_h - 4, 96.0 * self.scale))
            size = QSizeF(card_h * 63 / 88, card_h)
            step = min(
                size.width() * 0.62, (area.width() - size.width() - 4) / max(len(cards) - 1, 1)
            )
            for k, card in enumerate(cards):
                pixmap = QGraphicsPixmapItem(
                    self.view.svg_pixmap(card_path(card, self.language), size)
                )
                pixmap.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
                pixmap.setPos(QPointF(area.x() + 2 + k * step, y + name_h))
                pixmap.setToolTip(card.value)
                self._add(pixmap, PANEL_Z + 1 + k * 0.01)
                self._cards.append((card, pixmap))

    def _lines(self, area: QRectF) -> None:
        font = _font(13 * self.scale)
        y = area.bottom()
        # the newest line at the bottom, in bold; the oldest scroll away when it is full
        for index in range(len(self.texts) - 1, -1, -1):
            item = QGraphicsTextItem()
            item.setDefaultTextColor(INK)
            item.setFont(font)
            text = self.texts[index].replace("&", "&amp;").replace("<", "&lt;")
            item.setHtml(f"<b>{text}</b>" if index == len(self.texts) - 1 else text)
            item.setTextWidth(area.width())
            y -= item.boundingRect().height()
            if y < area.top():
                break
            item.setPos(area.x(), y)
            self._add(item, PANEL_Z + 2)
