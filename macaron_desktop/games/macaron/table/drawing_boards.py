"""Drawing the group boards of the Macaron table: the boards' sizes, their art, the voting
tokens on groups and flavours, the totals and the Royal and Allergen markers."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPen

from macaron_desktop.resources import localized_art
from macaron_desktop.ui.table import (
    DECOR_Z,
    LabelItem,
)
from macaron_desktop.ui.table.pixmaps import MIN_ART_TEXT_PX
from macaron_desktop.ui.words import fill

from ..cards import GROUP_FLAVORS, Group
from ..config import MODE_INFO
from ..state import Phase
from ..view import MacaronView
from . import texts
from .drawing_items import DrawingItems, _box

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
    return fill(QCoreApplication.translate("Macaron", "Σ %1"), str(total))


class BoardsDrawing(DrawingItems):
    """Lays out the group boards, their tokens, totals and markers."""

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
                    fill(QCoreApplication.translate("Macaron", "Royal group %1"), group.value),
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
                    if found is None:
                        continue
                    if part == "name" and board_h * self._name_units() < MIN_ART_TEXT_PX:
                        # too small for the art to print: the table writes it
                        self._name_label(flavor.value, found, chip, chip_role)
                    else:
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
                        fill(
                            QCoreApplication.translate("Macaron", "Allergen: %1"),
                            texts.flavor_name(flavor.value),
                        ),
                        role=f"{chip_role}/allergen",
                    )

    def _name_units(self) -> float:
        """The height of the boards' flavour names, in board heights (the art's 64-unit
        English names, 74-unit Chinese ones, on an 800-unit board)."""
        return (64 if self.language() == "en" else 74) / 800

    def _name_label(self, flavor: str, name: QRectF, chip: QRectF, role: str) -> None:
        """A flavour's name where the art would print it too small: from the name's left
        edge, as large as the chip leaves room for, never under the least size."""
        text = texts.flavor_name(flavor)
        text = text[:1].upper() + text[1:]  # a name on its own, as the art prints it
        room = chip.right() - name.left() - 2
        pixels = max(round(MIN_ART_TEXT_PX) + 2, round(chip.height() * 0.4))
        while pixels > MIN_ART_TEXT_PX and (
            LabelItem.measure(text, LabelItem.font_for(pixels, True), COMPACT).width() - 4 > room
        ):
            pixels -= 1
        label = self.items.label(
            text, QPointF(), pixels, True, role=f"{role}/name", padding=COMPACT
        )
        box = label.boundingRect()
        label.setPos(QPointF(name.left() - 2 + box.width() / 2, chip.center().y()))

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
            tip = fill(QCoreApplication.translate("Macaron", "Token of %1"), self.names[vote.seat])
            if vote.value is not None:
                tip = fill(
                    QCoreApplication.translate("Macaron", "Token of %1: %2"),
                    self.names[vote.seat],
                    str(vote.value),
                )
            self._token(("placed", vote.seat), path, QPointF(x, y), size, tip, role=f"{role}/votes")
            self.items.rect(
                QRectF(x - size / 2, y + size / 2 - 3, size, 3),
                brush=QColor(self.seat_colour(vote.seat)),
                z=21,
                role=f"{role}/votes",
            )
