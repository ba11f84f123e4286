"""Drawing the seats of the Macaron table: the other seats' row (names, hands, chips),
this seat's own row, and Emma's piles in the solo game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from macaron_desktop.ui.table import (
    LabelItem,
    pile_row,
)
from macaron_desktop.ui.words import fill, join_parts

from ..state import Phase
from ..view import MacaronView
from . import texts
from .drawing_items import SEAT_GAP, DrawingItems, _box


class SeatsDrawing(DrawingItems):
    """Lays out the seats, this seat's own row and Emma's piles."""

    def _seat_label_texts(
        self, view: MacaronView, seats: list[int], width: float, font: QFont
    ) -> dict[int, str]:
        """Each seat's name, cards and boxes on as few lines as let every label fit
        ``width`` (the same for all, so the row stays even); a name too long even alone
        on its line is shortened with an ellipsis."""
        parts = {}
        for seat in seats:
            name = self.names[seat]
            if view.teams and any(seat in team and self.viewer in team for team in view.teams):
                name = fill(QCoreApplication.translate("Macaron", "%1 (partner)"), name)
            parts[seat] = (
                name,
                texts.cards_text(view.hand_sizes[seat]),
                texts.boxes_text(view.boxes[seat]),
            )
        # the same parts at the same width word the same: kept from the layout before
        key = (tuple(parts.items()), width, font.key())
        memo: tuple[Any, dict[int, str]] | None = getattr(self, "_seat_texts_memo", None)
        if memo is not None and memo[0] == key:
            return dict(memo[1])
        chosen = self._fit_seat_texts(parts, width, font)
        self._seat_texts_memo = (key, chosen)
        return dict(chosen)

    @staticmethod
    def _fit_seat_texts(
        parts: dict[int, tuple[str, str, str]], width: float, font: QFont
    ) -> dict[int, str]:
        dot = join_parts(["", ""])
        forms = (f"{{0}}{dot}{{1}}{dot}{{2}}", f"{{0}}\n{{1}}{dot}{{2}}", "{0}\n{1}\n{2}")
        seats = list(parts)
        for form in forms:
            chosen = {seat: form.format(*parts[seat]) for seat in seats}
            if all(LabelItem.measure(t, font).width() <= width for t in chosen.values()):
                return chosen
        metrics = QFontMetricsF(font)
        shortened = {}
        for seat, (name, cards, boxes) in parts.items():
            room = width - 1.4 * font.pixelSize()
            while True:
                short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
                text = forms[-1].format(short, cards, boxes)
                # the label measures its text a little wider than the elision does
                if LabelItem.measure(text, font).width() <= width or room < 10:
                    break
                room -= 2
            shortened[seat] = text
        return shortened

    def _layout_seats(self, view: MacaronView, middle: QRectF) -> float:
        """The other seats in a row along the top of ``middle``, clockwise from the left
        neighbour (or Emma's piles); returns the bottom of that row."""
        count = view.num_seats
        self.seat_points = {self.viewer: QPointF(middle.center().x(), middle.bottom())}
        if view.emma_seat is not None:
            acting = view.emma_seat in view.to_act and view.phase is not Phase.GAME_OVER
            return self._layout_emma(view, middle, acting)
        others = [(self.viewer + step) % count for step in range(1, count)]
        slot_w = middle.width() / max(len(others), 1)
        back_size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        pixels = round(13 * self.text_scale)
        font = LabelItem.font_for(pixels)
        bold = LabelItem.font_for(pixels, True)
        back_y = middle.y() + SEAT_GAP + back_size.height() / 2
        label_top = back_y + back_size.height() / 2 + 4
        # the start marker right of the card back, inside the seat's slot
        marker = max(14.0, min(26.0, slot_w / 2 - back_size.width() / 2 - 6))
        texts_now = self._seat_label_texts(view, others, slot_w - 6, bold)
        label_h = max(LabelItem.measure(t, bold).height() for t in texts_now.values())
        for index, seat in enumerate(others):
            point = QPointF(middle.x() + slot_w * (index + 0.5), back_y)
            self.seat_points[seat] = point
            acting = seat in view.to_act and view.phase is not Phase.GAME_OVER
            signature = (
                _box(middle),
                index,
                acting,
                texts_now[seat],
                seat == view.start_player,
                self.card_w,
                self.card_h,
                self.text_scale,
                self.language(),
            )
            if self.items.section(f"seat {seat}", signature):
                continue
            self._back(point, back_size, role=f"seat/{seat}/hand")
            text = texts_now[seat]
            height = LabelItem.measure(text, bold if acting else font).height()
            label = self._label(
                text,
                QPointF(point.x(), label_top + height / 2),
                13,
                acting,
                role=f"seat/{seat}/label",
            )
            label.highlighted = acting
            self._seat_chip(
                seat, point + QPointF(-back_size.width() * 0.5 - 10, -back_size.height() * 0.3)
            )
            if seat == view.start_player:
                self._token(
                    "start",
                    "macaron/tokens/start_player.svg",
                    point + QPointF(back_size.width() * 0.5 + 4 + marker / 2, 0),
                    marker,
                    QCoreApplication.translate("Macaron", "Start player"),
                    role=f"seat/{seat}/start",
                )
        return label_top + label_h + SEAT_GAP

    def _layout_own_row(self, view: MacaronView, middle: QRectF) -> float:
        """This seat's name, boxes and start marker at the foot of ``middle``, and the
        tokens it still has to place; returns the top of that row."""
        seat = self.viewer
        acting = seat in view.to_act and view.phase is not Phase.GAME_OVER
        info = join_parts([self.names[seat], texts.boxes_text(view.boxes[seat])])
        pixels = round(13 * self.text_scale)
        size = LabelItem.measure(info, LabelItem.font_for(pixels, acting))
        marker = 26 * self.text_scale
        token = min(40.0 * self.text_scale, self.card_h * 0.45)
        row_h = max(size.height(), marker, token)
        centre_y = middle.bottom() - SEAT_GAP - row_h / 2
        left = middle.x() + SEAT_GAP + 16
        point = QPointF(left + size.width() / 2, centre_y)
        end = left + size.width() + (marker + 6 if seat == view.start_player else 0)
        signature = (
            _box(middle),
            info,
            acting,
            seat == view.start_player,
            self.text_scale,
            self.card_h,
            self.language(),
        )
        if not self.items.section("own seat", signature):
            label = self._label(info, point, 13, acting, role=f"seat/{seat}/label")
            label.highlighted = acting
            self._seat_chip(seat, QPointF(left - 10, centre_y))
            if seat == view.start_player:
                self._token(
                    "start",
                    "macaron/tokens/start_player.svg",
                    QPointF(end - marker / 2, centre_y),
                    marker,
                    QCoreApplication.translate("Macaron", "Start player"),
                    role=f"seat/{seat}/start",
                )
        self.items.section("own tokens")
        tokens = QRectF(end + 12, centre_y - token / 2, middle.right() - end - 12 - SEAT_GAP, token)
        self._layout_own_tokens(view, tokens)
        return centre_y - row_h / 2 - SEAT_GAP

    def _seat_chip(self, seat: int, centre: QPointF) -> None:
        self.items.chip(
            QRectF(centre.x() - 6, centre.y() - 6, 12, 12),
            self.seat_colour(seat),
            role=f"seat/{seat}/chip",
        )

    def _layout_emma(self, view: MacaronView, middle: QRectF, acting: bool) -> float:
        """Emma's name and boxes, and her piles in a row under them, at the top of
        ``middle``; returns the bottom of that row."""
        assert view.emma_seat is not None
        size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        piles = view.emma_pile_sizes or tuple((f, 0) for f in view.flavors)
        info = join_parts(["Emma", texts.boxes_text(view.boxes[view.emma_seat])])
        pixels = round(13 * self.text_scale)
        info_h = LabelItem.measure(info, LabelItem.font_for(pixels, True)).height()
        name_font = LabelItem.font_for(round(11 * self.text_scale))
        name_h = LabelItem.measure("Ag", name_font).height()
        y = middle.y() + SEAT_GAP + info_h + 6 + size.height() / 2
        pitch = min(middle.width() / max(len(piles), 1), size.width() * 3)
        points = pile_row(
            (middle.x(), middle.y(), middle.width(), middle.height()),
            size.width(),
            size.height(),
            len(piles),
            gap=pitch - size.width(),
            y=y,
        )
        self.seat_points[view.emma_seat] = QPointF(middle.center().x(), y)
        bottom = y + size.height() / 2 + 4 + name_h + SEAT_GAP
        signature = (
            _box(middle),
            acting,
            piles,
            info,
            self.card_w,
            self.text_scale,
            self.language(),
        )
        if self.items.section("emma", signature):
            return bottom
        tip = QCoreApplication.translate("Macaron", "Emma's %1 pile: %2")
        room = pitch - 4 - LabelItem.measure("", name_font).width()
        for (flavor, count), (x, py) in zip(piles, points, strict=False):
            if count:
                self._back(
                    QPointF(x, py),
                    size,
                    fill(tip, texts.flavor_name(flavor.value), texts.cards_text(count)),
                    role=f"emma/{flavor.value}/pile",
                )
                self._label(
                    str(count), QPointF(x, py), 15, True, role=f"emma/{flavor.value}/pile/count"
                )
            name = QFontMetricsF(name_font).elidedText(
                texts.flavor_name(flavor.value), Qt.TextElideMode.ElideRight, room
            )
            self._label(
                name,
                QPointF(x, py + size.height() * 0.5 + 4 + name_h / 2),
                11,
                role=f"emma/{flavor.value}/name",
            )
        label = self._label(info, QPointF(), 13, acting, role="emma/label")
        label.setPos(QPointF(middle.center().x(), middle.y() + SEAT_GAP + info_h / 2))
        label.highlighted = acting
        return bottom
