"""Drawing the gift-box track of the Macaron table (either side) and the bets on it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from macaron_desktop.ui.words import fill

from ..scoring import track_column, track_row
from ..state import Phase
from ..view import MacaronView
from . import texts
from .drawing_items import DrawingItems, _box

# standard side of the gift-box track: (boxes shown, VP) per row 1–5
TRACK_ROWS = (("0", 2), ("1–2", 1), ("3–5", 3), ("6–7", 4), ("8+", 5))
# advanced side: the plus and minus of each column 0–8
ADVANCED_COLUMNS = ((4, 1), (3, 1), (3, 1), (2, 1), (2, 1), (2, 1), (3, 1), (3, 1), (4, 2))


class TrackDrawing(DrawingItems):
    """Lays out the gift-box track and the bets on it."""

    def _layout_track(self, view: MacaronView, rect: QRectF) -> None:
        signature = (
            _box(rect),
            view.scoring,
            view.boxes,
            view.bets,
            # only whether the rows take this seat's bet now (see the boards)
            self.my_turn(view) and view.phase is Phase.BET,
            self.text_scale,
            self.language(),
        )
        if self.items.section("track", signature):
            return
        advanced = view.scoring == "advanced"
        count = 9 if advanced else 5
        title = QCoreApplication.translate("Macaron", "Gift boxes")
        heading = self._label(title, QPointF(), 14, True, role="track/title")
        title_h = heading.boundingRect().height()
        heading.setPos(QPointF(rect.center().x(), rect.y() + title_h / 2 + 2))
        top = rect.y() + title_h + 8
        row_h = min((rect.height() - title_h - 8) / count, 70.0 * self.text_scale)
        betting = self.my_turn(view) and view.phase is Phase.BET
        token = max(12.0, min(row_h * 0.42, 26.0))
        for index in range(count):
            value = index if advanced else index + 1
            row_rect = QRectF(rect.x(), top + (count - 1 - index) * row_h, rect.width(), row_h - 4)
            if advanced:
                plus, minus = ADVANCED_COLUMNS[index]
                boxes = "8+" if index == 8 else str(index)
                label = fill(
                    QCoreApplication.translate("Macaron", "1 box · +%2/−%3")
                    if index == 1
                    else QCoreApplication.translate("Macaron", "%1 boxes · +%2/−%3"),
                    boxes,
                    str(plus),
                    str(minus),
                )
            else:
                boxes, vp = TRACK_ROWS[index]
                label = fill(
                    QCoreApplication.translate("Macaron", "%1 boxes · %2 VP"), boxes, str(vp)
                )
            self._zone(
                ("bet", value),
                row_rect,
                label,
                (lambda item: item.key == "bet_token") if betting else (lambda item: False),
                role=f"track/{value}",
            )
            seats_here = range(view.num_seats)
            present = [
                s
                for s in seats_here
                if (track_column(view.boxes[s]) if advanced else track_row(view.boxes[s])) == value
            ]
            betters = [s for s in range(view.num_seats) if view.bets[s] == value]
            # the boxes from the left, the bets from the right, each in its own half
            half = row_rect.width() / 2 - 4 - token
            y = row_rect.bottom() - token * 0.55
            box_step = min(token * 0.8, half / max(len(present) - 1, 1))
            bet_step = min(token * 0.8, half / max(len(betters) - 1, 1))
            for k, seat in enumerate(present):
                self._token(
                    ("box", seat),
                    "macaron/tokens/box_token.svg",
                    QPointF(row_rect.x() + 2 + token / 2 + box_step * k, y),
                    token,
                    fill(
                        QCoreApplication.translate("Macaron", "%1: %2"),
                        self.names[seat],
                        texts.boxes_text(view.boxes[seat]),
                    ),
                    self.seat_colour(seat),
                    role=f"track/{value}/boxes",
                )
            for k, seat in enumerate(betters):
                self._token(
                    ("bet", seat),
                    "macaron/tokens/bet_token.svg",
                    QPointF(row_rect.right() - 2 - token / 2 - bet_step * k, y),
                    token,
                    fill(QCoreApplication.translate("Macaron", "%1 bets here"), self.names[seat]),
                    self.seat_colour(seat),
                    role=f"track/{value}/bets",
                )
