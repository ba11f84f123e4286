"""Drawing the Macaron table: cards, boards, the gift-box track, seats, tokens, zones.

A mixin of :class:`~.board.MacaronBoard`: it lays every item out for the viewing seat's
view and the window size; it decides nothing. Cards are kept by card; everything else
lives in the board's :class:`~macaron_desktop.ui.table.pool.ItemPool`, so a layout after
a move updates the items it already has instead of making new ones.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPen

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
    pile_row,
    seat_positions,
)

from ..actions import (
    PlayCard,
)
from ..cards import GROUP_FLAVORS, Card, Group
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

    def _label(self, text: str, pos: QPointF, size: int = 13, bold: bool = False) -> LabelItem:
        # names and counts grow with the cards on big tables
        return self.items.label(text, pos, round(size * self.text_scale), bold)

    def _back(self, centre: QPointF, size: QSizeF, tooltip: str = "") -> None:
        """A small card back (a seat's hand, one of Emma's piles) centred on ``centre``."""
        rect = QRectF(QPointF(), size)
        rect.moveCenter(centre)
        self.items.pixmap("macaron/cards/back.svg", rect, z=DECOR_Z + 2, tooltip=tooltip)

    def _zone(
        self,
        zone_id: Hashable,
        rect: QRectF,
        label: str = "",
        accepts: Callable[[DraggableItem], bool] | None = None,
    ) -> DropZone:
        return self.items.zone(zone_id, rect, label, accepts)

    def _token(
        self,
        key: Hashable,
        path: str,
        centre: QPointF,
        size: float,
        tooltip: str = "",
        colour: str | None = None,
        interactive: bool = False,
    ) -> TokenItem:
        return self.items.token(
            key, path, centre, size, plain_tooltip(tooltip), colour, interactive
        )  # tips may hold names

    # =========================================================================== layout
    def layout(self, view: MacaronView, animate: bool) -> None:
        """Place everything for ``view`` and the window size; hide what is not needed."""
        x0, y0, width, height = self.view.area()
        if width < 10 or height < 10:
            return
        self.items.begin()
        left_w = max(150.0, min(330.0, width * 0.19))
        right_w = max(140.0, min(300.0, width * 0.17))
        middle_w = width - left_w - right_w
        cw, ch = card_size((0, 0, middle_w, height), height_fraction=0.2, min_height=64)
        self.card_w, self.card_h = float(cw), float(ch)
        self.text_scale = max(1.0, min(1.7, self.card_h / 120))
        hand_h = ch * 1.22
        upper_h = height - hand_h
        middle = QRectF(x0 + left_w, y0, middle_w, upper_h)
        trick_w = min(
            middle_w - 20, cw * ((1 - TRICK_OVERLAP) * max(view.num_seats - 1, 1) + 1) + 30
        )
        self.trick_rect = QRectF(0, 0, trick_w, ch * 1.3)
        self.trick_rect.moveCenter(middle.center() + QPointF(0, upper_h * 0.06))

        self._layout_boards(view, QRectF(x0 + 8, y0 + 8, left_w - 16, upper_h - 16))
        self._layout_track(
            view, QRectF(x0 + width - right_w + 8, y0 + 8, right_w - 16, upper_h - 16)
        )
        self._layout_seats(view, middle)
        self.items.section("play")
        self._layout_trick(view, animate)
        self._layout_hand(view, QRectF(x0, y0 + upper_h, width, hand_h), animate)
        self._layout_own_tokens(
            view, QRectF(x0 + left_w, y0 + upper_h - ch * 0.55, middle_w, ch * 0.5)
        )
        self.items.end()
        self._refresh_focus()

    def _layout_boards(self, view: MacaronView, rect: QRectF) -> None:
        signature = (
            _box(rect),
            view.groups,
            view.flavors,
            view.votes,
            view.votes_revealed,
            view.royal_group,
            view.allergen,
            view.phase,
            self.my_turn(view),
            self.language(),
        )
        if self.items.section("boards", signature):
            return
        groups = view.groups
        count = len(groups)
        gap = 10.0
        board_w = rect.width()
        board_h = board_w * 2 / 3
        if count * board_h + (count - 1) * gap > rect.height():
            board_h = (rect.height() - (count - 1) * gap) / count
            board_w = board_h * 1.5
        top = rect.y() + (rect.height() - count * board_h - (count - 1) * gap) / 2
        votes_on: dict[str, list[Any]] = {}
        for vote in view.votes:
            votes_on.setdefault(vote.target.value, []).append(vote)
        totals = texts.vote_totals(view.votes) if view.votes_revealed else {}
        self.vote_total_labels: dict[str, LabelItem] = {}
        voting = self.my_turn(view) and view.phase is Phase.VOTE
        for index, group in enumerate(groups):
            board = QRectF(
                rect.x() + (rect.width() - board_w) / 2,
                top + index * (board_h + gap),
                board_w,
                board_h,
            )
            flavors = [f for f in GROUP_FLAVORS[group] if f in view.flavors]
            solo_c = group is Group.C and len(flavors) == 1 and len(GROUP_FLAVORS[group]) == 2
            art = localized_art(
                "macaron/boards/group_C_solo.svg"
                if solo_c
                else f"macaron/boards/group_{group.value}.svg",
                self.language(),
            )
            if group is view.royal_group:
                self.items.rect(
                    board.adjusted(-4, -4, 4, 4),
                    pen=QPen(QColor("#D4A017"), 4),
                    brush=QColor(255, 215, 0, 60),
                    z=DECOR_Z - 1,
                )
            self.items.pixmap(art, board)
            letter = QRectF(
                board.x() + board.width() * 0.03,
                board.y() + board.height() * 0.05,
                board.width() * 0.3,
                board.height() * 0.9,
            )
            self._zone(
                ("group", group),
                letter,
                "",
                (lambda item: isinstance(item.key, tuple) and item.key[0] == "vote")
                if voting
                else (lambda item: False),
            )
            chip_rects = []
            if len(flavors) == 2:
                for top_f, bottom_f in ((0.081, 0.456), (0.544, 0.919)):
                    chip_rects.append(
                        QRectF(
                            board.x() + board.width() * 0.35,
                            board.y() + board.height() * top_f,
                            board.width() * 0.608,
                            board.height() * (bottom_f - top_f),
                        )
                    )
            else:
                chip_rects.append(
                    QRectF(
                        board.x() + board.width() * 0.35,
                        board.y() + board.height() * 0.3125,
                        board.width() * 0.608,
                        board.height() * 0.375,
                    )
                )
            for flavor, chip in zip(flavors, chip_rects, strict=False):
                self._zone(
                    ("flavor", flavor),
                    chip,
                    "",
                    (lambda item: isinstance(item.key, tuple) and item.key[0] == "vote")
                    if voting
                    else (lambda item: False),
                )
                if flavor is view.allergen:
                    size = chip.height() * 0.75
                    self._token(
                        "allergen",
                        "macaron/tokens/allergen.svg",
                        QPointF(chip.right() - size * 0.15, chip.top() + size * 0.2),
                        size,
                        QCoreApplication.translate("Macaron", "Allergen: %1").replace(
                            "%1", texts.flavor_name(flavor.value)
                        ),
                    )
                self._place_votes(votes_on.get(flavor.value, []), chip)
                self._vote_total(totals, flavor.value, chip)
            self._place_votes(votes_on.get(group.value, []), letter)
            self._vote_total(totals, group.value, letter)
            if group is view.royal_group:
                size = board_h * 0.42
                self._token(
                    "royal",
                    "macaron/tokens/royal.svg",
                    QPointF(board.x() + size * 0.45, board.y() + size * 0.45),
                    size,
                    QCoreApplication.translate("Macaron", "Royal group %1").replace(
                        "%1", group.value
                    ),
                )

    def _vote_total(self, totals: dict[str, int], target: str, rect: QRectF) -> None:
        """After the reveal: the sum of the tokens on a group or flavour, at its top."""
        if target not in totals:
            return
        text = QCoreApplication.translate("Macaron", "Σ %1").replace("%1", str(totals[target]))
        label = self._label(text, QPointF(), 12, True)
        half_w = label.boundingRect().width() / 2
        half = label.boundingRect().height() / 2
        if target in ("A", "B", "C", "D"):
            # over the group's letter, clear of the tokens at its foot
            label.setPos(QPointF(rect.center().x(), rect.top() + half))
        else:
            # on the chip's top edge: clear of the name across its middle, the icon at its
            # left and the Allergen marker at its right
            label.setPos(QPointF(rect.center().x() + half_w * 0.5, rect.top() + 1))
        label.setZValue(60)
        self.vote_total_labels[target] = label

    def _place_votes(self, votes: list[Any], rect: QRectF) -> None:
        if not votes:
            return
        # side by side, in two rows when one is too narrow: every value stays readable
        gap = 2.0
        size = min(rect.height() * 0.42, 30.0)
        rows = 1
        if len(votes) * (size + gap) > rect.width():
            rows = 2
            size = min(size, rect.height() * 0.3)
        per_row = -(-len(votes) // rows)
        size = min(size, (rect.width() - gap * (per_row - 1)) / per_row)
        points: list[tuple[float, float]] = []
        for row in range(rows):
            chunk = votes[row * per_row : (row + 1) * per_row]
            y = rect.bottom() - size * 0.55 - (rows - 1 - row) * (size + gap)
            points += pile_row(
                (rect.x(), rect.y(), rect.width(), rect.height()),
                size,
                size,
                len(chunk),
                gap=gap,
                y=y,
            )
        for vote, (x, y) in zip(votes, points, strict=False):
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
            self._token(("placed", vote.seat), path, QPointF(x, y), size, tip)
            self.items.rect(
                QRectF(x - size / 2, y + size / 2 - 3, size, 3),
                brush=QColor(self.seat_colour(vote.seat)),
                z=21,
            )

    def _layout_track(self, view: MacaronView, rect: QRectF) -> None:
        signature = (
            _box(rect),
            view.scoring,
            view.boxes,
            view.bets,
            view.phase,
            self.my_turn(view),
            self.text_scale,
            self.language(),
        )
        if self.items.section("track", signature):
            return
        advanced = view.scoring == "advanced"
        count = 9 if advanced else 5
        title = QCoreApplication.translate("Macaron", "Gift boxes")
        heading = self._label(title, QPointF(), 14, True)
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
            )
            seats_here = range(view.num_seats)
            present = [
                s
                for s in seats_here
                if (track_column(view.boxes[s]) if advanced else track_row(view.boxes[s])) == value
            ]
            for k, seat in enumerate(present):
                self._token(
                    ("box", seat),
                    "macaron/tokens/box_token.svg",
                    QPointF(
                        row_rect.x() + token * (0.7 + 0.8 * k), row_rect.bottom() - token * 0.55
                    ),
                    token,
                    QCoreApplication.translate("Macaron", "%1: %2")
                    .replace("%1", self.names[seat])
                    .replace("%2", texts.boxes_text(view.boxes[seat])),
                    self.seat_colour(seat),
                )
            betters = [s for s in range(view.num_seats) if view.bets[s] == value]
            for k, seat in enumerate(betters):
                self._token(
                    ("bet", seat),
                    "macaron/tokens/bet_token.svg",
                    QPointF(
                        row_rect.right() - token * (0.7 + 0.8 * k), row_rect.bottom() - token * 0.55
                    ),
                    token,
                    QCoreApplication.translate("Macaron", "%1 bets here").replace(
                        "%1", self.names[seat]
                    ),
                    self.seat_colour(seat),
                )

    def _layout_seats(self, view: MacaronView, middle: QRectF) -> None:
        count = view.num_seats
        seats = seat_positions(
            (middle.x(), middle.y(), middle.width(), middle.height()),
            max(count, 2),
            margin=max(self.card_h * 0.55, 50),
        )
        self.seat_points = {}
        back_size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        for seat in range(count):
            index = (seat - self.viewer) % count
            spot = seats[index]
            point = QPointF(spot.x, spot.y)
            if index == 0:
                point = QPointF(middle.center().x(), middle.bottom())
            self.seat_points[seat] = point
            acting = seat in view.to_act and view.phase is not Phase.GAME_OVER
            name = self.names[seat]
            if seat == view.emma_seat:
                self._layout_emma(view, middle, acting)
                continue
            signature = (
                _box(middle),
                index,
                acting,
                view.hand_sizes[seat],
                view.boxes[seat],
                seat == view.start_player,
                self.card_w,
                self.card_h,
                self.text_scale,
                self.language(),
            )
            if self.items.section(f"seat {seat}", signature):
                continue
            if index == 0:
                self._own_seat_label(view, seat, middle, acting)
                continue
            self._back(point, back_size)
            cards = texts.cards_text(view.hand_sizes[seat])
            info = f"{name} · {cards} · {texts.boxes_text(view.boxes[seat])}"
            if view.teams and any(seat in team and self.viewer in team for team in view.teams):
                info = (
                    QCoreApplication.translate("Macaron", "%1 (partner)").replace("%1", name)
                    + f" · {cards} · {texts.boxes_text(view.boxes[seat])}"
                )
            label = self._label(info, point + QPointF(0, back_size.height() * 0.5 + 12), 13, acting)
            label.highlighted = acting
            self._seat_chip(
                seat, point + QPointF(-back_size.width() * 0.5 - 10, -back_size.height() * 0.3)
            )
            if seat == view.start_player:
                self._token(
                    "start",
                    "macaron/tokens/start_player.svg",
                    point + QPointF(back_size.width() * 0.5 + 14, -back_size.height() * 0.3),
                    26,
                    QCoreApplication.translate("Macaron", "Start player"),
                )

    def _own_seat_label(self, view: MacaronView, seat: int, middle: QRectF, acting: bool) -> None:
        """The viewing seat's name, boxes and start marker, just above its hand."""
        info = f"{self.names[seat]} · {texts.boxes_text(view.boxes[seat])}"
        label = self._label(info, QPointF(), 13, acting)
        half = label.boundingRect().width() / 2
        point = QPointF(middle.x() + half + 24, middle.bottom() - self.card_h * 0.1)
        label.setPos(point)
        label.highlighted = acting
        self._seat_chip(seat, point + QPointF(-half - 12, 0))
        if seat == view.start_player:
            marker = 26 * self.text_scale
            self._token(
                "start",
                "macaron/tokens/start_player.svg",
                point + QPointF(half + marker * 0.5 + 6, 0),
                marker,
                QCoreApplication.translate("Macaron", "Start player"),
            )

    def _seat_chip(self, seat: int, centre: QPointF) -> None:
        self.items.rect(
            QRectF(centre.x() - 6, centre.y() - 6, 12, 12),
            pen=QPen(QColor("#5A3E2B"), 1),
            brush=QColor(self.seat_colour(seat)),
            z=6,
        )

    def _layout_emma(self, view: MacaronView, middle: QRectF, acting: bool) -> None:
        assert view.emma_seat is not None
        size = QSizeF(self.card_w * 0.55, self.card_h * 0.55)
        piles = view.emma_pile_sizes or tuple((f, 0) for f in view.flavors)
        y = middle.y() + size.height() * 0.5 + 30 * self.text_scale + 6
        points = pile_row(
            (middle.x(), middle.y(), middle.width(), middle.height()),
            size.width(),
            size.height(),
            len(piles),
            gap=34,
            y=y,
        )
        self.seat_points[view.emma_seat] = QPointF(middle.center().x(), y)
        signature = (
            _box(middle),
            acting,
            piles,
            view.boxes[view.emma_seat],
            self.card_w,
            self.text_scale,
            self.language(),
        )
        if self.items.section("emma", signature):
            return
        tip = QCoreApplication.translate("Macaron", "Emma's %1 pile: %2")
        for (flavor, count), (x, py) in zip(piles, points, strict=False):
            if count:
                self._back(
                    QPointF(x, py),
                    size,
                    tip.replace("%1", texts.flavor_name(flavor.value)).replace(
                        "%2", texts.cards_text(count)
                    ),
                )
                self._label(str(count), QPointF(x, py), 15, True)
            self._label(
                texts.flavor_name(flavor.value), QPointF(x, py + size.height() * 0.5 + 10), 11
            )
        info = f"Emma · {texts.boxes_text(view.boxes[view.emma_seat])}"
        label = self._label(info, QPointF(), 13, acting)
        label.setPos(
            QPointF(middle.center().x(), middle.y() + label.boundingRect().height() / 2 + 4)
        )
        label.highlighted = acting

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
            margin=10,
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
            zone_rect = QRectF(0, 0, self.card_w * 2.4, self.card_h * 0.62)
            zone_rect.moveCenter(
                QPointF(self.trick_rect.center().x(), self.trick_rect.bottom() + self.card_h * 0.45)
            )
            self._zone("pass", zone_rect, text, lambda item: isinstance(item, CardItem))

    def _layout_own_tokens(self, view: MacaronView, rect: QRectF) -> None:
        size = min(rect.height(), 40.0)
        if view.phase is Phase.VOTE and view.own_tokens and self.host.revealed:
            values = sorted(view.own_tokens)
            points = pile_row(
                (rect.x(), rect.y(), rect.width() * 0.5, rect.height()),
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
                )
                token.selected = self.selected_token == ("vote", value, i)
        if view.phase is Phase.BET and self.my_turn(view):
            x = rect.x() + rect.width() * 0.75
            token = self._token(
                "bet_token",
                "macaron/tokens/bet_token.svg",
                QPointF(x, rect.center().y()),
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
            )
            token.selected = self.selected_token == "bet_token"
