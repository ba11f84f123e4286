"""A developer's look at the toolkit: ``python -m macaron_desktop.ui.table.demo``.

Shows a fanned hand of 13 cards, two drop zones, opponents around the table, tokens and
labels; cards can be dragged onto the zones, clicked (selected) and played with the
keyboard (arrows, Enter). ``--grab FILE --size 1280x800`` saves a picture instead of
opening a window (with ``QT_QPA_PLATFORM=offscreen`` it needs no screen). It is no part
of the program's interface: its names are proper names and letters, not prose.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QApplication

from ...resources import asset
from ..words import join_parts
from .animator import Animator, Motion
from .card_item import CardItem
from .draggable import DraggableItem
from .drop_zone import DropZone
from .label_item import LabelItem
from .layout import card_size, fan_hand, grid, pile_row, seat_positions
from .pixmaps import SEAT_COLOUR_PLACEHOLDER, SEAT_COLOURS
from .privacy import PrivacyScreen
from .token_item import TokenItem
from .view import TableView

#: how many cards the demo hand holds, and how many tokens it shows
HAND_SIZE = 13
TOKEN_COUNT = 7
NAMES = ("Ana", "Bruno", "Chloé", "Dai")
SCORES = (12, 7, 15, 3)


def _art_folder() -> str:
    """The card art folder of the first registered game that has art ("" if none)."""
    from ...core.registry import specs

    return next((s.art for s in specs() if s.art), "")


def _art(relative: str) -> Path | None:
    """A picture of the card art of the first registered game that has art."""
    try:
        path = asset(f"{_art_folder()}/{relative}")
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


def _art_names(kind: str, count: int, spread: bool = True) -> list[str]:
    """``count`` picture names of the art's ``kind`` folder (``cards``, ``tokens``), spread
    over the folder (the demo names no game's cards); stand-ins when there is no art."""
    try:
        folder = asset(f"{_art_folder()}/{kind}") if _art_folder() else None
    except FileNotFoundError:
        folder = None
    names = sorted(p.stem for p in folder.glob("*.svg") if p.stem != "back") if folder else []
    if not names:
        return [f"{kind}_{i}" for i in range(count)]
    if spread and len(names) > count:
        return [names[i * len(names) // count] for i in range(count)]
    return names[:count]


class DemoTable:
    """A pretend game table built the way a real one is."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.scene = view.table_scene
        self.hand: list[CardItem] = [
            self._card(name, True) for name in _art_names("cards", HAND_SIZE)
        ]
        self.opponents: list[list[CardItem]] = [
            [self._card(f"back{seat}_{i}", False) for i in range(6)] for seat in (1, 2, 3)
        ]
        self.labels = [
            LabelItem(join_parts([n, str(s)]), bold=i == 0)
            for i, (n, s) in enumerate(zip(NAMES, SCORES, strict=True))
        ]
        self.labels[0].highlighted = True
        self.zones = [
            DropZone("A", QSizeF(100, 140), "A", accepts=self._accepts),
            DropZone("B", QSizeF(100, 140), "B"),
        ]
        self.played: list[CardItem] = []
        names = _art_names("tokens", TOKEN_COUNT, spread=False)
        tokens = [(name, i % len(SEAT_COLOURS)) for i, name in enumerate(names)]
        self.tokens = [TokenItem(t, QSizeF(40, 40), tooltip=t[0]) for t in tokens]
        for item in [*self.hand, *self.zones, *self.labels, *self.tokens]:
            self.scene.addItem(item)
        for cards in self.opponents:
            for card in cards:
                card.interactive = False
                self.scene.addItem(card)
        for card in self.hand:
            card.dropped.connect(self.on_drop)
            card.clicked.connect(self.on_click)
            card.activated.connect(lambda item: self.play(item, self.zones[1]))
        for token in self.tokens:
            token.dropped.connect(lambda item, zone: item.return_home())
        for zone in self.zones:
            zone.clicked.connect(self.on_zone_click)
        self.focus = 0
        self.hand[0].focused = True
        self.hand[11].selected = True
        self.mark_playable()
        view.resized.connect(lambda _rect: self.relayout(animate=False))
        view.key_action.connect(self.on_key)
        self.relayout(animate=False)

    def _card(self, name: str, face_up: bool) -> CardItem:
        return CardItem(name, QSizeF(63, 88), face_up=face_up)

    def _accepts(self, item: DraggableItem) -> bool:
        return isinstance(item, CardItem) and item.playable

    def mark_playable(self) -> None:
        """Pretend the rules allow every third card."""
        for index, card in enumerate(self.hand):
            legal = index % 3 == 0
            card.playable = legal
            card.dimmed = not legal

    def relayout(self, animate: bool = True) -> None:
        """Place everything for the current window size."""
        area = self.view.area()
        width, height = card_size(area)
        size = QSizeF(width, height)
        face_dir = _art("cards/back.svg")
        back = self.view.svg_pixmap(face_dir, size) if face_dir else None
        motions: list[Motion] = []
        for index, (card, spot) in enumerate(
            zip(self.hand, fan_hand(area, width, height, len(self.hand), tilt=1.5), strict=True)
        ):
            card.set_size(size)
            face = _art(f"cards/{card.key}.svg")
            card.set_pixmaps(self.view.svg_pixmap(face, size) if face else None, back)
            card.set_home(QPointF(spot.x, spot.y), spot.rotation, z=index)
            motions.append(Motion(card, card.home, spot.rotation, z=card.home_z))
        seats = seat_positions(area, 4, margin=height * 0.55)
        small = QSizeF(width * 0.55, height * 0.55)
        small_back = self.view.svg_pixmap(face_dir, small) if face_dir else None
        for cards, seat in zip(self.opponents, seats[1:], strict=True):
            row = fan_hand(
                (0, 0, small.width() * 3.2, small.height() * 1.6),
                small.width(),
                small.height(),
                len(cards),
                margin=0,
                spacing=0.3,
                tilt=4,
            )
            for index, (card, spot) in enumerate(zip(cards, row, strict=True)):
                card.set_size(small)
                card.set_pixmaps(None, small_back)
                # the little fan is built around (0, 0), then turned to face the middle
                local = QPointF(spot.x - small.width() * 1.6, spot.y - small.height() * 0.8)
                turned = _rotate(local, seat.rotation)
                card.set_home(
                    QPointF(seat.x, seat.y) + turned, seat.rotation + spot.rotation, z=index
                )
                motions.append(Motion(card, card.home, card.home_rotation, z=index))
        pixel = max(13, round(height * 0.11))
        for label, seat in zip(self.labels, seats, strict=True):
            label.set_pixel_size(pixel)
            if seat.side == "bottom":
                top = min(card.home.y() for card in self.hand) - height * 0.7
                label.setPos(area[2] / 2, top - label.boundingRect().height() / 2)
            elif seat.side == "top":
                label.setPos(seat.x, seat.y + small.height() * 0.9)
            else:
                inward = small.height() * 1.3 * (1 if seat.side == "left" else -1)
                label.setPos(seat.x + inward, seat.y + small.height() * 1.1)
        zone_size = QSizeF(width * 1.25, height * 1.25)
        middle = (area[0], area[1] + area[3] * 0.22, area[2], area[3] * 0.4)
        for zone, centre in zip(
            self.zones,
            pile_row(middle, zone_size.width(), zone_size.height(), 2, gap=width),
            strict=True,
        ):
            zone.set_size(zone_size)
            zone.setPos(*centre)
        for card in self.played:
            card.set_size(size)
        token_size = max(28.0, width * 0.42)
        corner = (area[2] * 0.7, area[3] * 0.3, area[2] * 0.2, area[3] * 0.28)
        tokens = grid(corner, token_size, token_size, len(self.tokens), columns=4)
        for index, (token, centre) in enumerate(zip(self.tokens, tokens, strict=True)):
            kind, seat_index = token.key
            token.set_size(QSizeF(token_size, token_size))
            art = _art(f"tokens/{kind}.svg")
            swaps = {SEAT_COLOUR_PLACEHOLDER: SEAT_COLOURS[seat_index]}
            pixmap = self.view.svg_pixmap(art, (token_size, token_size), swaps) if art else None
            token.set_pixmap(pixmap)
            token.set_home(QPointF(*centre), 0.0, z=200 + index)
            motions.append(Motion(token, token.home, 0.0, z=token.home_z))
        if animate:
            self.view.animator.animate(motions)
        else:
            for motion in motions:
                motion.item.place_at_home()

    def on_drop(self, card: CardItem, zone: DropZone) -> None:
        """A pretend rules check: zone A takes only playable cards (its predicate says so)."""
        self.play(card, zone)

    def play(self, card: CardItem, zone: DropZone) -> None:
        """Move the card onto the zone, take it out of the hand, close the fan."""
        if card not in self.hand:
            return
        index = self.hand.index(card)
        self.hand.remove(card)
        self.played.append(card)
        card.interactive = False
        card.selected = card.playable = card.dimmed = card.focused = False
        offset = (len(self.played) % 4) * 6.0
        card.set_home(zone.pos() + QPointF(offset, offset), 0.0, z=100 + len(self.played))
        self.view.animator.move(card, card.home, rotation=0.0, z=card.home_z)
        self.focus = min(index, len(self.hand) - 1)
        if self.hand:
            self.hand[self.focus].focused = True
        self.relayout()

    def on_click(self, card: CardItem) -> None:
        """Select or unselect a card."""
        card.selected = not card.selected

    def on_zone_click(self, zone: DropZone) -> None:
        """Play the selected card there (the click equivalent of a drop)."""
        chosen = [card for card in self.hand if card.selected]
        if chosen and zone.accepts(chosen[0]):
            self.play(chosen[0], zone)

    def on_key(self, action: str) -> None:
        """Arrow keys move the focus ring, Enter plays, Space selects."""
        if not self.hand:
            return
        self.hand[self.focus].focused = False
        if action in ("left", "right"):
            step = -1 if action == "left" else 1
            self.focus = (self.focus + step) % len(self.hand)
        elif action == "select":
            self.hand[self.focus].selected = not self.hand[self.focus].selected
        elif action == "activate":
            self.play(self.hand[self.focus], self.zones[1])
            return
        self.hand[self.focus].focused = True


def _rotate(point: QPointF, degrees: float) -> QPointF:
    from math import cos, radians, sin

    angle = radians(degrees)
    return QPointF(
        point.x() * cos(angle) - point.y() * sin(angle),
        point.x() * sin(angle) + point.y() * cos(angle),
    )


def main(argv: list[str] | None = None) -> int:
    """Open the demo table, or save a picture of it with ``--grab``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grab", type=Path, help="save a PNG of the table and quit")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1024x640")
    parser.add_argument("--message", default="", help="show this message on the table")
    parser.add_argument("--privacy", default="", help="put up the privacy screen for NAME")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.lower().split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    view = TableView(animator=Animator(0 if args.grab else 400))
    view.resize(width, height)
    table = DemoTable(view)
    if args.message:
        view.show_message(args.message, 0)
    screen = PrivacyScreen(view)
    if args.privacy:
        screen.show_for(args.privacy)
    view.show()
    if args.grab is None:
        return app.exec()
    app.processEvents()
    table.relayout(animate=False)
    picture = view.grab()
    picture.save(str(args.grab))
    print(f"saved {args.grab} ({picture.width()}×{picture.height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
