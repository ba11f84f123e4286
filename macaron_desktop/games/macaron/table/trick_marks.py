"""Marks on the cards of the trick: who played each card, and which card is winning.

Each card in the trick carries a tag in its player's colour with their name, and the card
winning the trick so far a gold frame and a star. The winner is the engine's own
:func:`~macaron_desktop.games.macaron.tricks.trick_winner` over the plays shown.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from macaron_desktop.ui.table import CardItem, LabelItem
from macaron_desktop.ui.words import fill, join_parts

from ..cards import Card, Flavor
from ..tricks import trick_winner

WINNING_COLOUR = "#D4A017"


class SeatTag(LabelItem):
    """A name tag under a card of the trick, bordered and dotted in the seat's colour."""

    def __init__(self, text: str, colour: str, pixel_size: int, parent: QGraphicsItem) -> None:
        super().__init__(text, pixel_size=pixel_size, bold=True, parent=parent)
        self.colour = colour

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """The label, with a border in the seat's colour."""
        super().paint(painter, option, widget)
        rect = self.boundingRect().adjusted(2.5, 2.5, -2.5, -2.5)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(self.colour), 2.5))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)


def trick_winner_index(plays: Sequence[tuple[Flavor, int]], royal: Collection[Flavor]) -> int:
    """The index of the card winning the plays so far (the engine's rule)."""
    return trick_winner(plays, royal)


def mark_trick(
    items: Sequence[CardItem],
    plays: Sequence[tuple[int, Flavor, Card]],
    royal: Collection[Flavor],
    names: Sequence[str],
    colours: Sequence[str],
    visible_width: float,
) -> int | None:
    """Tag every card of the trick with its player and frame the winning one.

    ``plays`` are ``(seat, flavour it counts as, card)`` in playing order, one per item;
    ``visible_width`` is how much of a card the next one leaves uncovered (the tag fits
    in it). Returns the winning index, or None for an empty trick.
    """
    if not plays:
        return None
    winner = trick_winner_index([(flavor, card.rank) for _, flavor, card in plays], royal)
    for index, (item, (seat, flavor, card)) in enumerate(zip(items, plays, strict=False)):
        winning = index == winner
        counts_as = None if flavor is card.flavor else flavor
        # a card keeps its marks while nothing they show changed (the trick is marked
        # again after every card played, and at every layout)
        key = (
            names[seat],
            colours[seat],
            winning,
            visible_width,
            counts_as,
            item.size,
            QCoreApplication.translate("Macaron", "winning the trick"),  # the language
        )
        if getattr(item, "marks_key", None) == key:
            continue
        _set_marks(item, names[seat], colours[seat], winning, visible_width)
        _set_badge(item, counts_as)
        item.setToolTip(_tooltip(names[seat], card, winning))
        item.marks_key = key  # type: ignore[attr-defined]
    return winner


def _set_badge(item: CardItem, counts_as: Flavor | None) -> None:
    """A card from Emma's pile that counts as another flavour: a badge naming it."""
    from .texts import flavor_name

    badge: LabelItem | None = getattr(item, "counts_badge", None)
    if counts_as is None:
        if badge is not None:
            badge.hide()
        return
    size = item.size
    pixel = max(10, round(size.height() * 0.1))
    text = fill(QCoreApplication.translate("Macaron", "counts as %1"), flavor_name(counts_as))
    if badge is None:
        badge = LabelItem(text, pixel_size=pixel, bold=True, parent=item)
        item.counts_badge = badge  # type: ignore[attr-defined]
    badge.set_pixel_size(pixel)
    badge.set_text(text)
    badge.highlighted = True
    badge.setPos(0.0, -size.height() / 2 - badge.boundingRect().height() / 2)
    badge.show()


def _tooltip(name: str, card: Card, winning: bool) -> str:
    from .texts import card_name

    text = fill(
        QCoreApplication.translate("Macaron", "%1 played %2"),
        name,
        card_name(card.flavor, card.rank),
    )
    if winning:
        text = join_parts([text, QCoreApplication.translate("Macaron", "winning the trick")])
    return text


def _set_marks(item: CardItem, name: str, colour: str, winning: bool, width: float) -> None:
    size = item.size
    pixel = max(10, round(size.height() * 0.1))
    text = ("★ " if winning else "") + name
    font = QFont()
    font.setPixelSize(pixel)
    font.setWeight(QFont.Weight.DemiBold)
    metrics = QFontMetricsF(font)
    text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(20.0, width - pixel * 1.6))
    tag: SeatTag | None = getattr(item, "seat_tag", None)
    if tag is None or tag.colour != colour:
        if tag is not None and tag.scene() is not None:
            tag.scene().removeItem(tag)
        tag = SeatTag(text, colour, pixel, item)
        item.seat_tag = tag  # type: ignore[attr-defined]
    tag.set_pixel_size(pixel)
    tag.set_text(text)
    tag.highlighted = winning
    # under the part of the card the next card leaves uncovered
    left = -size.width() / 2
    tag.setPos(
        left + min(width, size.width()) / 2, size.height() / 2 + tag.boundingRect().height() / 2
    )
    frame: QGraphicsPathItem | None = getattr(item, "winning_frame", None)
    if frame is None:
        frame = QGraphicsPathItem(item)
        frame.setPen(QPen(QColor(WINNING_COLOUR), 4.0))
        frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.winning_frame = frame  # type: ignore[attr-defined]
    path = QPainterPath()
    rect = QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())
    radius = item.corner_radius()
    path.addRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
    frame.setPath(path)
    frame.setVisible(winning)
    item.winning = winning  # type: ignore[attr-defined]
    item.trick_seat = name  # type: ignore[attr-defined]
