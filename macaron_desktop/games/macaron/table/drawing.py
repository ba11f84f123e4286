"""Drawing the Macaron table: where each part goes, and where each part lies once drawn.

A mixin of :class:`~.board.MacaronBoard`: it lays every item out for the viewing seat's
view and the window size; it decides nothing. Cards are kept by card; everything else
lives in the board's :class:`~macaron_desktop.ui.table.pool.ItemPool`, so a layout after
a move updates the items it already has instead of making new ones.

:meth:`TableDrawing.layout` shares the table out and hands each part to its own module:
the boards (:mod:`.drawing_boards`), the gift-box track (:mod:`.drawing_track`), the
seats (:mod:`.drawing_seats`), the trick and the hand (:mod:`.drawing_play`), all drawn
with the pieces of :mod:`.drawing_items`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from macaron_desktop.ui.table import (
    CardItem,
    LabelItem,
    card_size,
    painted_rect,
)

from ..view import MacaronView
from .drawing_boards import BoardsDrawing
from .drawing_items import (
    BANNER_Z,
    HAND_MARGIN,
    PASS_GAP,
    SEAT_SLOT,
    TRICK_OVERLAP,
    card_path,
    received_tag_pixels,
)
from .drawing_play import PlayDrawing
from .drawing_seats import SeatsDrawing
from .drawing_track import TrackDrawing

# what the board and the games' other modules read from here
__all__ = [
    "BANNER_Z",
    "TRICK_OVERLAP",
    "TableDrawing",
    "card_path",
    "received_tag_pixels",
]


# the largest card, as a fraction of the table's height, that the hand, the trick and
# the boards' strips leave room for (the card size setting stops there)
MOST_CARD = 0.22


class TableDrawing(BoardsDrawing, TrackDrawing, SeatsDrawing, PlayDrawing):
    """Places the table's items; mixed into :class:`~.board.MacaronBoard`."""

    def regions(self) -> dict[str, QRectF]:
        """Where each part of the table lies as laid out now, in scene coordinates, by role.

        Roles are paths (see :mod:`macaron_desktop.ui.table.regions`): ``board/<group>``
        with its ``group`` zone and flavour chips (``board/A/almond``), each with its
        ``votes``, ``total`` and marker (``royal``, ``allergen``) and what the art prints
        there (the group's ``letter``, the flavour's ``name`` and ``icon``); ``track/title`` and
        ``track/<row>`` with its ``boxes`` and ``bets``; ``seat/<seat>/label``, ``hand``,
        ``chip`` and ``start``; ``emma/label`` and ``emma/<flavour>/pile`` and ``name``;
        ``trick`` with its ``cards`` (and their ``tags``, ``badges``); ``pass``;
        ``pass/cards`` (the cards chosen to pass, shown in the zone); ``own tokens`` and
        ``bet token``; ``hand`` (every card of the hand, as high as a
        chosen card rises) and its ``received`` tags. A part may lie only on the parts it
        belongs to (:func:`~macaron_desktop.ui.table.regions.overlapping`).
        """
        regions = self.items.regions()
        parts: dict[str, list[QRectF]] = {}
        picker = getattr(self.host, "picker", None)
        in_zone = picker.shown_in_zone() if picker is not None else frozenset()
        for card, item in self.cards.items():
            if not item.isVisible() or item.opacity() <= 0.0:
                continue
            if card in in_zone:
                parts.setdefault("pass/cards", []).append(item.visible_scene_rect())
                continue
            if card in self.trick_shown:
                parts.setdefault("trick/cards", []).append(painted_rect(item))
                children = (("tags", "seat_tag"), ("badges", "counts_badge"))
                base = "trick/cards"
            else:
                body = item.mapToScene(item.body_rect()).boundingRect()
                lift = item.SELECTED_LIFT * item.size.height()
                parts.setdefault("hand", []).append(body.united(body.translated(0, -lift)))
                children = (("received", "received_tag"),)
                base = "hand"
            for role, name in children:
                child = getattr(item, name, None)
                if child is not None and child.isVisible():
                    parts.setdefault(f"{base}/{role}", []).append(painted_rect(child))
        for role, rects in parts.items():
            united = rects[0]
            for rect in rects[1:]:
                united = united.united(rect)
            regions[role] = united
        # what the boards' art prints: the group letters, the flavours' names and pictures
        regions.update(getattr(self, "art_regions", {}))
        return regions

    # =========================================================================== layout
    def layout(self, view: MacaronView, animate: bool) -> None:
        """Place everything for ``view`` and the window size; hide what is not needed.

        Boards on the left, the gift-box track on the right, the hand along the bottom.
        The middle holds, top to bottom: the other seats (or Emma's piles) in a row, the
        trick with the zone for passing under it, and this seat's name and tokens. Each
        part gets its own strip, measured from its texts, so none covers another.
        """
        x0, y0, width, height = self.view.area()
        if width < 10 or height < 10:
            return
        self.items.begin()
        right_w = max(140.0, min(300.0, width * 0.17))
        # the cards are sized as if the boards took a fifth of the width (the hand spans
        # the whole table); the boards then take what their strips need
        cw, ch = card_size(
            (0, 0, width - max(150.0, min(330.0, width * 0.19)) - right_w, height),
            height_fraction=0.2,
            min_height=64,
            scale=self.view.card_scale,
            most=MOST_CARD,
        )
        self.card_w, self.card_h = float(cw), float(ch)
        self.text_scale = max(1.0, min(1.7, self.card_h / 120))
        # over the cards: room for a chosen card's rise, or a "from …" tag over a raised one
        tag = LabelItem.measure("Ag", LabelItem.font_for(received_tag_pixels(ch), True)).height()
        headroom = max(ch * CardItem.SELECTED_LIFT, ch * CardItem.PLAYABLE_LIFT + tag + 2) + 4
        hand_h = ch + HAND_MARGIN + headroom
        upper_h = height - hand_h
        # the middle keeps room for a trick of four cards and for the other seats
        least_middle = max(
            cw * ((1 - TRICK_OVERLAP) * 3 + 1) + 50, SEAT_SLOT * (view.num_seats - 1)
        )
        # under the boards, room for a "from …" tag over a raised card
        boards_h = upper_h - 20
        metrics = self._board_metrics(view, boards_h, width - right_w - least_middle)
        left_w = metrics.column_width
        middle_w = width - left_w - right_w
        middle = QRectF(x0 + left_w, y0, middle_w, upper_h)
        # the trick's name tags stay between the boards and the track
        self.middle_rect = QRectF(middle)

        self._layout_boards(view, QRectF(x0 + 8, y0 + 8, left_w - 16, boards_h), metrics)
        self._layout_track(
            view, QRectF(x0 + width - right_w + 8, y0 + 8, right_w - 16, upper_h - 16)
        )
        band_bottom = self._layout_seats(view, middle)
        own_top = self._layout_own_row(view, middle)
        # the trick and, under it, the zone for passing: centred in what is left
        trick_w = min(
            middle_w - 20, cw * ((1 - TRICK_OVERLAP) * max(view.num_seats - 1, 1) + 1) + 30
        )
        trick_h = ch * 1.4
        pass_h = ch * 0.62
        free = own_top - band_bottom
        block = trick_h + PASS_GAP + pass_h
        top = band_bottom + max(0.0, (free - block) / 2)
        self.trick_rect = QRectF(middle.center().x() - trick_w / 2, top, trick_w, trick_h)
        self.pass_rect = QRectF(0, 0, min(middle_w - 20, cw * 2.4), pass_h)
        self.pass_rect.moveCenter(
            QPointF(self.trick_rect.center().x(), self.trick_rect.bottom() + PASS_GAP + pass_h / 2)
        )
        self.items.section("play")
        self._layout_trick(view, animate)
        self._layout_hand(view, QRectF(x0, y0 + upper_h, width, hand_h), animate)
        self.items.end()
        self._refresh_focus()
