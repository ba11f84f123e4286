"""Marks on the cards of the trick: who played each card, and which card is winning.

Each card in the trick carries a tag in its player's colour with their name, and the card
winning the trick so far a gold frame and a star. The tags sit on two rows, every other
card's one lower, so each may be twice as wide as the part of its card left uncovered: a
name of twelve letters fits at every table size. The winner is the engine's own
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
    right_limit: float | None = None,
) -> int | None:
    """Tag every card of the trick with its player and frame the winning one.

    ``plays`` are ``(seat, flavour it counts as, card)`` in playing order, one per item;
    ``visible_width`` is how much of a card the next one leaves uncovered (each tag fits
    in twice that, the tags alternating between two rows). Returns the winning index, or
    None for an empty trick. ``right_limit``: the scene x no tag may pass (the last card's
    tag may reach beyond its card up to there).
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
            index % 2,
            index == len(plays) - 1,
            right_limit,
            QCoreApplication.translate("Macaron", "winning the trick"),  # the language
        )
        if getattr(item, "marks_key", None) == key:
            continue
        last = None
        if index == len(plays) - 1:
            # the room from the card's left edge to the limit, at most two cards wide
            left = item.mapToScene(-item.size.width() / 2, 0).x()
            last = item.size.width() * 2
            if right_limit is not None:
                last = min(last, right_limit - left)
        _set_marks(item, names[seat], colours[seat], winning, visible_width, index % 2, last)
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


def _set_marks(
    item: CardItem,
    name: str,
    colour: str,
    winning: bool,
    width: float,
    row: int,
    last: float | None,
) -> None:
    """The tag (``last``: the room the last card's tag has, from its card's left edge),
    the winning frame and the tooltip's facts."""
    size = item.size
    pixel = max(10, round(size.height() * 0.1))
    text = ("★ " if winning else "") + name
    font = QFont()
    font.setPixelSize(pixel)
    font.setWeight(QFont.Weight.DemiBold)
    metrics = QFontMetricsF(font)
    # the neighbours' tags are on the other row: room up to the next tag but one
    # (the last card's tag goes no further than the room it is given)
    room = 2 * min(width, size.width()) - 8
    if last is not None:
        room = last - 4
    room = max(20.0, room - pixel * 1.6)
    right_aligned = False
    if last is not None and metrics.horizontalAdvance(text) > room:
        # the last card's name does not fit before the table's edge: a row of its own
        # under the others, ending at that edge and reaching left under the trick
        row, right_aligned = 2, True
        room = max(room, size.width() * 3 - pixel * 1.6)
    text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
    tag: SeatTag | None = getattr(item, "seat_tag", None)
    if tag is None or tag.colour != colour:
        if tag is not None and tag.scene() is not None:
            tag.scene().removeItem(tag)
        tag = SeatTag(text, colour, pixel, item)
        item.seat_tag = tag  # type: ignore[attr-defined]
    tag.set_pixel_size(pixel)
    tag.set_text(text)
    tag.highlighted = winning
    # from the card's left edge, where the next card leaves it uncovered, every other one
    # lower: a tag never reaches the next tag but one, nor left of the trick
    left = -size.width() / 2
    bounds = tag.boundingRect()
    x = left + 2 + bounds.width() / 2
    if right_aligned and last is not None:
        x = left + last - 2 - bounds.width() / 2
    tag.setPos(
        x,
        size.height() / 2 + bounds.height() / 2 + row * (bounds.height() + 1),
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
