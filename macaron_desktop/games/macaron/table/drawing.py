"""Drawing the Macaron table: cards, boards, the gift-box track, seats, tokens, zones.

A mixin of :class:`~.board.MacaronBoard`: it lays every item out for the viewing seat's
view and the window size; it decides nothing. Cards are kept by card; everything else
lives in the board's :class:`~macaron_desktop.ui.table.pool.ItemPool`, so a layout after
a move updates the items it already has instead of making new ones.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen

from macaron_desktop.resources import asset, localized_asset
from macaron_desktop.ui.style import plain_tooltip
from macaron_desktop.ui.table import (
    DECOR_Z,
    CardItem,
    DraggableItem,
    DropZone,
    LabelItem,
    Motion,
    TokenItem,
    card_size,
    fan_hand,
    painted_rect,
    pile_row,
)

from ..actions import (
    PlayCard,
)
from ..cards import GROUP_FLAVORS, Card, Group
from ..config import MODE_INFO
from ..scoring import track_column, track_row
from ..state import Phase
from ..view import MacaronView
from . import texts

# standard side of the gift-box track: (boxes shown, VP) per row 1–5
TRACK_ROWS = (("0", 2), ("1–2", 1), ("3–5", 3), ("6–7", 4), ("8+", 5))
# advanced side: the plus and minus of each column 0–8
ADVANCED_COLUMNS = ((4, 1), (3, 1), (3, 1), (2, 1), (2, 1), (2, 1), (3, 1), (3, 1), (4, 2))
BANNER_Z = 500.0


def localized_art(relative: str, language: str) -> str:
    """The art at ``relative`` (under ``assets/``) in ``language`` when it exists.

    Card faces and group boards print the flavour names, so they come in a Traditional
    Chinese edition (``.../zh_TW/<file>``); everything else, and any missing file, falls
    back to the English art.
    """
    return str(localized_asset(relative, language))


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
# the padding of a count squeezed into a small spot (a vote total), in text heights
COMPACT = 0.35


# the boards: the gap between two, the height of a flavour chip (of the board's), how
# many tokens stand side by side right of a chip at their usual size (two rows of two:
# bots' games seldom put more than two on a flavour; more stand smaller)
BOARD_GAP = 10.0
CHIP_HEIGHT = 0.375
TOKEN_COLUMNS = 2
# a few tokens on a group or flavour may be this much larger than many
LARGER_TOKENS = 1.5
# a total squeezed over a group's letter may go below MIN_TEXT_PX
MIN_TOTAL_PX = 10


class BoardMetrics(NamedTuple):
    """The sizes of the group boards and of the strips beside them, in pixels: a board's
    height, a voting token at its usual largest, the Allergen marker, the strip left of a
    board (the tokens on its group; 0 where nobody votes), the strip right of it (each
    flavour's total, tokens and Allergen marker), the room for a total, and whether the
    players vote."""

    board_h: float
    token: float
    marker: float
    group_strip: float
    flavor_strip: float
    total_w: float
    voting: bool

    @property
    def column_width(self) -> float:
        """The width of the boards' column, its margins included."""
        return self.group_strip + self.board_h * 1.5 + self.flavor_strip + 16


def _total_text(total: int) -> str:
    """The sum of the tokens on a group or flavour, as the table shows it."""
    return QCoreApplication.translate("Macaron", "Σ %1").replace("%1", str(total))


def received_tag_pixels(card_height: float) -> int:
    """The text size of the "from …" tag over a card just received."""
    return max(10, round(card_height * 0.1))


class TableDrawing:
    """Places the table's items; mixed into :class:`~.board.MacaronBoard`."""

    # =========================================================================== items
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

    def regions(self) -> dict[str, QRectF]:
        """Where each part of the table lies as laid out now, in scene coordinates, by role.

        Roles are paths (see :mod:`macaron_desktop.ui.table.regions`): ``board/<group>``
        with its ``group`` zone and flavour chips (``board/A/almond``), each with its
        ``votes``, ``total`` and marker (``royal``, ``allergen``) and what the art prints
        there (the group's ``letter``, the flavour's ``name`` and ``icon``); ``track/title`` and
        ``track/<row>`` with its ``boxes`` and ``bets``; ``seat/<seat>/label``, ``hand``,
        ``chip`` and ``start``; ``emma/label`` and ``emma/<flavour>/pile`` and ``name``;
        ``trick`` with its ``cards`` (and their ``tags``, ``badges``); ``pass``;
        ``own tokens`` and ``bet token``; ``hand`` (every card of the hand, as high as a
        chosen card rises) and its ``received`` tags. A part may lie only on the parts it
        belongs to (:func:`~macaron_desktop.ui.table.regions.overlapping`).
        """
        regions = self.items.regions()
        parts: dict[str, list[QRectF]] = {}
        for card, item in self.cards.items():
            if not item.isVisible() or item.opacity() <= 0.0:
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

    def _board_metrics(self, view: MacaronView, height: float, room: float) -> BoardMetrics:
        """How large the boards and their strips are: the boards as tall as ``height``
        lets them stand one under the other, unless the column would be wider than
        ``room``; then all of it shrinks until it fits."""
        count = max(len(view.groups), 1)
        voting = bool(MODE_INFO[view.mode].tokens)
        font = LabelItem.font_for(round(12 * self.text_scale), True)
        total_w = LabelItem.measure(_total_text(88), font, COMPACT).width()
        board_h = (height - (count - 1) * BOARD_GAP) / count
        while True:
            row_h = board_h * CHIP_HEIGHT
            token = max(10.0, min((row_h - 3) / 2, 26.0 * self.text_scale))
            marker = max(12.0, min(row_h - 6, token * 1.7))
            group_w = (2 * token + 6) if voting else 0.0
            flavor_w = marker + 4
            if voting:
                flavor_w += total_w + 3 + TOKEN_COLUMNS * (token + 2) + 2
            metrics = BoardMetrics(board_h, token, marker, group_w, flavor_w, total_w, voting)
            if metrics.column_width <= room or board_h <= 40:
                return metrics
            board_h -= 2

    def _art_part(self, art: str, element: str, board: QRectF) -> QRectF | None:
        """Where the art drawn in ``board`` paints its element ``element``."""
        box = self.view.pixmaps.element_box(art, element)
        if box is None:
            return None
        return QRectF(
            board.x() + box.x() * board.width(),
            board.y() + box.y() * board.height(),
            box.width() * board.width(),
            box.height() * board.height(),
        )

    def _layout_boards(self, view: MacaronView, rect: QRectF, metrics: BoardMetrics) -> None:
        """The group boards one under the other in ``rect``: each with, on its left, the
        tokens on its group and, right of each flavour chip, that flavour's total, tokens
        and Allergen marker; over the letter the group's total, under it the Royal marker.
        The letter, the flavour names and their pictures stay clear."""
        signature = (
            _box(rect),
            metrics,
            view.groups,
            view.flavors,
            view.votes,
            view.votes_revealed,
            view.royal_group,
            view.allergen,
            # only whether the groups take this seat's votes now: a move in any other
            # phase leaves the boards as they are
            self.my_turn(view) and view.phase is Phase.VOTE,
            self.language(),
        )
        if self.items.section("boards", signature):
            return
        self.art_regions: dict[str, QRectF] = {}
        groups = view.groups
        count = len(groups)
        board_h = metrics.board_h
        board_w = board_h * 1.5
        width = metrics.group_strip + board_w + metrics.flavor_strip
        left = rect.x() + max(0.0, (rect.width() - width) / 2)
        top = rect.y() + (rect.height() - count * board_h - (count - 1) * BOARD_GAP) / 2
        votes_on: dict[str, list[Any]] = {}
        for vote in view.votes:
            votes_on.setdefault(vote.target.value, []).append(vote)
        totals = texts.vote_totals(view.votes) if view.votes_revealed else {}
        self.vote_total_labels: dict[str, LabelItem] = {}
        voting = self.my_turn(view) and view.phase is Phase.VOTE
        takes_votes = (
            (lambda item: isinstance(item.key, tuple) and item.key[0] == "vote")
            if voting
            else (lambda item: False)
        )
        for index, group in enumerate(groups):
            y = top + index * (board_h + BOARD_GAP)
            board = QRectF(left + metrics.group_strip, y, board_w, board_h)
            whole = QRectF(left, y, width, board_h)
            flavors = [f for f in GROUP_FLAVORS[group] if f in view.flavors]
            solo_c = group is Group.C and len(flavors) == 1 and len(GROUP_FLAVORS[group]) == 2
            art = localized_art(
                "macaron/boards/group_C_solo.svg"
                if solo_c
                else f"macaron/boards/group_{group.value}.svg",
                self.language(),
            )
            group_role = f"board/{group.value}/group"
            if group is view.royal_group:
                self.items.rect(
                    whole.adjusted(-4, -4, 4, 4),
                    pen=QPen(QColor("#D4A017"), 4),
                    brush=QColor(255, 215, 0, 60),
                    z=DECOR_Z - 1,
                    role=f"board/{group.value}",
                )
            self.items.pixmap(art, board, role=f"board/{group.value}")
            letter_zone = QRectF(
                board.x() + board.width() * 0.03,
                board.y() + board.height() * 0.05,
                board.width() * 0.3,
                board.height() * 0.9,
            )
            strip = QRectF(
                whole.x() + 1, letter_zone.y(), metrics.group_strip - 3, letter_zone.height()
            )
            self._zone(
                ("group", group),
                letter_zone.united(strip) if metrics.group_strip else letter_zone,
                "",
                takes_votes,
                role=group_role,
            )
            letter = self._art_part(art, "letter", board) or letter_zone.adjusted(
                0, letter_zone.height() * 0.25, 0, -letter_zone.height() * 0.25
            )
            self.art_regions[f"{group_role}/letter"] = letter
            # over the letter the group's total, under it the Royal marker
            above = letter.top() - board.top() - 2
            total = self._vote_total(totals, group.value, group_role, above)
            if total is not None:
                total.setPos(QPointF(letter_zone.center().x(), board.top() + 1 + above / 2))
            if group is view.royal_group:
                below = board.bottom() - letter.bottom() - 2
                size = max(10.0, min(letter_zone.width() - 4, below - 1, metrics.marker))
                self._token(
                    "royal",
                    "macaron/tokens/royal.svg",
                    QPointF(letter_zone.center().x(), letter.bottom() + 1 + below / 2),
                    size,
                    QCoreApplication.translate("Macaron", "Royal group %1").replace(
                        "%1", group.value
                    ),
                    role=f"{group_role}/royal",
                )
            self._place_votes(
                votes_on.get(group.value, []),
                strip.adjusted(1, 1, -1, -1),
                group_role,
                metrics.token * LARGER_TOKENS,
                across=False,
            )
            chip_rects = []
            if len(flavors) == 2:
                for top_f in (0.081, 0.544):
                    chip_rects.append(
                        QRectF(
                            board.x() + board.width() * 0.35,
                            board.y() + board.height() * top_f,
                            board.width() * 0.608,
                            board.height() * CHIP_HEIGHT,
                        )
                    )
            else:
                chip_rects.append(
                    QRectF(
                        board.x() + board.width() * 0.35,
                        board.y() + board.height() * 0.3125,
                        board.width() * 0.608,
                        board.height() * CHIP_HEIGHT,
                    )
                )
            for flavor, chip in zip(flavors, chip_rects, strict=False):
                chip_role = f"board/{group.value}/{flavor.value}"
                row = QRectF(board.right() + 3, chip.y(), metrics.flavor_strip - 4, chip.height())
                self._zone(("flavor", flavor), chip.united(row), "", takes_votes, role=chip_role)
                for part in ("name", "icon"):
                    found = self._art_part(art, f"{part}-{flavor.value}", board)
                    if found is not None:
                        self.art_regions[f"{chip_role}/{part}"] = found
                # right of the chip: the total, the tokens, the Allergen marker
                x = row.x() + 2
                if metrics.voting:
                    total = self._vote_total(totals, flavor.value, chip_role)
                    if total is not None:
                        total.setPos(QPointF(x + metrics.total_w / 2, row.center().y()))
                    x += metrics.total_w + 3
                    tokens = QRectF(
                        x, row.y() + 1, TOKEN_COLUMNS * (metrics.token + 2), row.height() - 2
                    )
                    self._place_votes(
                        votes_on.get(flavor.value, []),
                        tokens,
                        chip_role,
                        metrics.token * LARGER_TOKENS,
                    )
                    x = tokens.right() + 2
                if flavor is view.allergen:
                    self._token(
                        "allergen",
                        "macaron/tokens/allergen.svg",
                        QPointF(x + metrics.marker / 2, row.center().y()),
                        metrics.marker,
                        QCoreApplication.translate("Macaron", "Allergen: %1").replace(
                            "%1", texts.flavor_name(flavor.value)
                        ),
                        role=f"{chip_role}/allergen",
                    )

    def _vote_total(
        self, totals: dict[str, int], target: str, role: str, height: float = 1e9
    ) -> LabelItem | None:
        """After the reveal: the sum of the tokens on a group or flavour, in a label no
        taller than ``height`` where the font allows (the caller places it)."""
        if target not in totals:
            return None
        text = _total_text(totals[target])
        pixels = round(12 * self.text_scale)
        # what the label paints: its background less two pixels all round
        while pixels > MIN_TOTAL_PX and (
            LabelItem.measure(text, LabelItem.font_for(pixels, True), COMPACT).height() - 4 > height
        ):
            pixels -= 1
        label = self.items.label(
            text, QPointF(), pixels, True, role=f"{role}/total", padding=COMPACT
        )
        label.setZValue(60)
        self.vote_total_labels[target] = label
        return label

    def _place_votes(
        self, votes: list[Any], rect: QRectF, role: str, largest: float, across: bool = True
    ) -> None:
        """The tokens on a group or flavour in ``rect``, side by side in as many rows as
        keep them largest (up to ``largest``), so none covers another's value: from the
        left and centred up and down (``across``), or centred across from the top."""
        if not votes or rect.width() <= 0 or rect.height() <= 0:
            return
        gap = 2.0
        size, per_row = 0.0, 1
        for columns in range(1, len(votes) + 1):
            rows = -(-len(votes) // columns)
            fits = min(
                largest,
                (rect.width() - gap * (columns - 1)) / columns,
                (rect.height() - gap * (rows - 1)) / rows,
            )
            if fits > size + 0.01:
                size, per_row = fits, columns
        rows = -(-len(votes) // per_row)
        used_w = per_row * size + (per_row - 1) * gap
        used_h = rows * size + (rows - 1) * gap
        if across:
            x0, y0 = rect.x(), rect.center().y() - used_h / 2
        else:
            x0, y0 = rect.center().x() - used_w / 2, rect.y()
        for index, vote in enumerate(votes):
            row, column = divmod(index, per_row)
            x = x0 + column * (size + gap) + size / 2
            y = y0 + row * (size + gap) + size / 2
            path = (
                "macaron/tokens/vote_back.svg"
                if vote.value is None
                else f"macaron/tokens/vote_{vote.value}.svg"
            )
            tip = QCoreApplication.translate("Macaron", "Token of %1").replace(
                "%1", self.names[vote.seat]
            )
            if vote.value is not None:
                tip = (
                    QCoreApplication.translate("Macaron", "Token of %1: %2")
                    .replace("%1", self.names[vote.seat])
                    .replace("%2", str(vote.value))
                )
            self._token(("placed", vote.seat), path, QPointF(x, y), size, tip, role=f"{role}/votes")
            self.items.rect(
                QRectF(x - size / 2, y + size / 2 - 3, size, 3),
                brush=QColor(self.seat_colour(vote.seat)),
                z=21,
                role=f"{role}/votes",
            )

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
                label = (
                    (
                        QCoreApplication.translate("Macaron", "1 box · +%2/−%3")
                        if index == 1
                        else QCoreApplication.translate("Macaron", "%1 boxes · +%2/−%3")
                    )
                    .replace("%1", boxes)
                    .replace("%2", str(plus))
                    .replace("%3", str(minus))
                )
            else:
                boxes, vp = TRACK_ROWS[index]
                label = (
                    QCoreApplication.translate("Macaron", "%1 boxes · %2 VP")
                    .replace("%1", boxes)
                    .replace("%2", str(vp))
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
                    QCoreApplication.translate("Macaron", "%1: %2")
                    .replace("%1", self.names[seat])
                    .replace("%2", texts.boxes_text(view.boxes[seat])),
                    self.seat_colour(seat),
                    role=f"track/{value}/boxes",
                )
            for k, seat in enumerate(betters):
                self._token(
                    ("bet", seat),
                    "macaron/tokens/bet_token.svg",
                    QPointF(row_rect.right() - 2 - token / 2 - bet_step * k, y),
                    token,
                    QCoreApplication.translate("Macaron", "%1 bets here").replace(
                        "%1", self.names[seat]
                    ),
                    self.seat_colour(seat),
                    role=f"track/{value}/bets",
                )

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
                name = QCoreApplication.translate("Macaron", "%1 (partner)").replace("%1", name)
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
        forms = ("{0} · {1} · {2}", "{0}\n{1} · {2}", "{0}\n{1}\n{2}")
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
        info = f"{self.names[seat]} · {texts.boxes_text(view.boxes[seat])}"
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
        self.items.rect(
            QRectF(centre.x() - 6, centre.y() - 6, 12, 12),
            pen=QPen(QColor("#5A3E2B"), 1),
            brush=QColor(self.seat_colour(seat)),
            z=6,
            role=f"seat/{seat}/chip",
        )

    def _layout_emma(self, view: MacaronView, middle: QRectF, acting: bool) -> float:
        """Emma's name and boxes, and her piles in a row under them, at the top of
        ``middle``; returns the bottom of that row."""
        assert view.emma_seat is not None
        size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        piles = view.emma_pile_sizes or tuple((f, 0) for f in view.flavors)
        info = f"Emma · {texts.boxes_text(view.boxes[view.emma_seat])}"
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
                    tip.replace("%1", texts.flavor_name(flavor.value)).replace(
                        "%2", texts.cards_text(count)
                    ),
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

    def _layout_trick(self, view: MacaronView, animate: bool) -> None:
        label = ""
        playing = view.phase is Phase.PLAY and self.my_turn(view)
        if playing and not view.trick:
            label = QCoreApplication.translate("Macaron", "Drop a card here to lead")
        self._zone(
            "trick",
            self.trick_rect,
            label,
            (lambda item: isinstance(item, CardItem)) if playing else (lambda item: False),
            role="trick",
        )
        if self.host.busy:
            return
        # the trick as the model has it (a resumed game, or after a relayout)
        wanted = [play.card for play in view.trick]
        for card in list(self.trick_shown):
            if card not in wanted:
                self._remove_card(card)
        self.trick_shown = wanted
        self.trick_seats = [(play.seat, play.flavor) for play in view.trick]
        self.royal_now = view.royal_flavors
        slots = self._trick_slots(len(wanted))
        size = QSizeF(self.card_w, self.card_h)
        for index, card in enumerate(wanted):
            item = self.cards.get(card) or self._new_card(card, slots[index])
            self._fit_card(item, size)
            item.set_home(slots[index], 0.0, z=100 + index)
            item.interactive = False
            item.selected = item.playable = item.dimmed = False
            item.place_at_home()
        self.mark_trick()

    def _layout_hand(self, view: MacaronView, rect: QRectF, animate: bool) -> None:
        hand = [] if self.host.between_rounds or not self.host.revealed else list(view.hand)
        for card in list(self.cards):
            if card not in hand and card not in self.trick_shown:
                self._remove_card(card)
        self.selected = [c for c in self.selected if c in hand]
        placements = fan_hand(
            (rect.x(), rect.y(), rect.width(), rect.height()),
            self.card_w,
            self.card_h,
            len(hand),
            margin=HAND_MARGIN,
            spacing=0.8,
            tilt=0.0,
        )
        legal = self.host.legal()
        playable = {a.card for a in legal if isinstance(a, PlayCard)}
        choosing = view.phase in (Phase.PASS, Phase.DISCARD) and self.my_turn(view)
        size = QSizeF(self.card_w, self.card_h)
        motions = []
        for index, (card, spot) in enumerate(zip(hand, placements, strict=False)):
            item = self.cards.get(card)
            if item is None:
                item = self._new_card(card, QPointF(spot.x, spot.y + self.card_h))
            self._fit_card(item, size)
            item.set_home(QPointF(spot.x, spot.y), spot.rotation, z=index)
            item.interactive = True
            item.draggable = bool(playable) or choosing
            item.playable = card in playable
            item.dimmed = bool(playable) and card not in playable
            item.selected = card in self.selected
            if animate and self.animator.duration_ms:
                motions.append(Motion(item, item.home, spot.rotation, 1.0, index))
            else:
                item.setOpacity(1.0)
                item.place_at_home()
        if motions:
            self.animator.animate(motions)
        if choosing:
            need = 2 if view.phase is Phase.PASS else 1
            text = (
                QCoreApplication.translate("Macaron", "Drop two cards here to pass them")
                if need == 2
                else QCoreApplication.translate("Macaron", "Drop one or two cards here to discard")
            )
            self._zone(
                "pass", self.pass_rect, text, lambda item: isinstance(item, CardItem), role="pass"
            )

    def _layout_own_tokens(self, view: MacaronView, rect: QRectF) -> None:
        """The voting tokens still to place, or the betting token, in ``rect``."""
        size = rect.height()
        if view.phase is Phase.VOTE and view.own_tokens and self.host.revealed:
            values = sorted(view.own_tokens)
            # side by side, smaller where the row is short
            size = max(10.0, min(size, (rect.width() - 8 * (len(values) - 1)) / len(values)))
            points = pile_row(
                (rect.x(), rect.y(), rect.width(), rect.height()),
                size,
                size,
                len(values),
                gap=8,
            )
            active = self.my_turn(view)
            for i, (value, (x, y)) in enumerate(zip(values, points, strict=False)):
                token = self._token(
                    ("vote", value, i),
                    f"macaron/tokens/vote_{value}.svg",
                    QPointF(x, y),
                    size,
                    QCoreApplication.translate(
                        "Macaron",
                        "Your voting token %1: drag it onto a group (Royal) or a flavour (Allergen)",
                    ).replace("%1", str(value)),
                    interactive=active,
                    role="own tokens",
                )
                token.selected = self.selected_token == ("vote", value, i)
        if view.phase is Phase.BET and self.my_turn(view):
            token = self._token(
                "bet_token",
                "macaron/tokens/bet_token.svg",
                rect.center(),
                size,
                QCoreApplication.translate(
                    "Macaron", "Your betting token: drag it onto a column of the gift-box track"
                )
                if view.scoring == "advanced"
                else QCoreApplication.translate(
                    "Macaron", "Your betting token: drag it onto a row of the gift-box track"
                ),
                self.seat_colour(self.viewer),
                interactive=True,
                role="bet token",
            )
            token.selected = self.selected_token == "bet_token"
