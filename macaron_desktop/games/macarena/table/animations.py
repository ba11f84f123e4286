"""The motions that show La Macarena's events on the table.

A mixin of :class:`~.board.MacarenaBoard`: :meth:`EventAnimations.animate` queues, for
each event, the cards laid one by one onto the series, a card taken back, a finished
series going to its well and to the collection, a mirror's "Espejo!" with its Maca, and
hands the end-of-hand events to the walk-through (:class:`~.hand_end_walk.HandEndWalk`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF

from macaron_desktop.resources import asset
from macaron_desktop.ui.game_board import GameEvent
from macaron_desktop.ui.table import LabelItem, Motion, TokenItem

from ..cards import Card
from ..messages import AWARDS
from ..view import MacarenaView
from . import texts
from .drawing import BANNER_Z, MACA

# events that are end-of-hand awards (each is one step of the walk-through)
AWARD_KEYS = frozenset(AWARDS)


class EventAnimations:
    """The events' motions; mixed into :class:`~.board.MacarenaBoard`."""

    def animate(self, event: GameEvent, view: MacarenaView) -> None:
        """Queue the motions that show one event."""
        key, p = event.key, event.params
        if key == "card_laid":
            self._animate_lay(p["seat"], p["well"], p["card"])
        elif key == "card_taken_back":
            self._animate_take_back(p["seat"], p["card"], view)
        elif key == "series_laid":
            self._animate_series(p["seat"], p["well"], tuple(p["cards"]), bool(p["mirror"]))
        elif key in ("maca_placed", "maca_moved", "maca_stays"):
            self._animate_mirror(p["seat"], p["well"], p.get("from_well"))
        elif key == "passed":
            self._animate_pass(p["seat"])
        elif key == "macas_returned":
            self._animate_macas_back(p["seat"], tuple(p["wells"]))
        elif key == "all_wells_enchanted":
            self._banner(
                QCoreApplication.translate("Macarena", "La Macarena's apprentice!"),
                self.geo.deck,
                30,
            )
        elif key == "hand_ended":
            self._open_walk(view)
            self._step(self.log_line(event))
        elif key in ("hand_over_started", "hand_over_chosen", "you_chose"):
            self._walk_status(event)
            self._step(self.log_line(event), linger=key == "hand_over_started")
        elif key == "collections_shown":
            self._walk_status(event)
            self._animate_collections(p["collections"])
        elif key in AWARD_KEYS:
            self._animate_award(event)
        elif key == "game_won":
            line = self.log_line(event)
            if line is not None:
                self.host.show_step(line)
            self._step(line)
            self._end_walk()
        elif key == "hand_started" and p.get("hand", 1) >= 2:
            # the table waited for the player before this event (waits_before)
            self.animator.call(self.walk.hide)

    # -- cards ------------------------------------------------------------------------------
    def _seat_point(self, seat: int) -> QPointF:
        return self.geo.seats.get(seat, self.geo.deck)

    def _series_count(self) -> int:
        return sum(1 for slot in self.cards if slot[0] == "series")

    def _animate_lay(self, seat: int, well: int, card: Card) -> None:
        index = self._series_count()
        item = None
        if seat == self.viewer and self.host.revealed:
            slots = [s for s in self.cards if s[0] == "hand" and s[1] is card]
            if slots:
                item = self._rekey(max(slots, key=lambda s: s[2]), ("series", index))
        if item is None:
            item = self._new_card(("series", index), card, self._seat_point(seat))
        item.interactive = False
        item.playable = item.dimmed = item.selected = item.focused = False
        target = self.geo.series_slot(well, index, index + 1)
        item.set_home(target, 0.0, z=200 + index)
        self.animator.animate([Motion(item, target, 0.0, 1.0, 200 + index)])

    def _animate_take_back(self, seat: int, card: Card, view: MacarenaView) -> None:
        index = self._series_count() - 1
        if index < 0:
            return
        if seat == self.viewer and self.host.revealed:
            copies = sum(1 for c in view.hand if c is card)
            item = self._rekey(("series", index), ("hand", card, max(copies - 1, 0)))
            if item is not None:
                item.interactive = True
            return  # the layout puts it back in its place in the hand
        item = self.cards.get(("series", index))
        if item is not None:
            self.animator.animate([Motion(item, self._seat_point(seat), 0.0, 0.0)])
            self.animator.call(lambda: self._remove_card(("series", index)))

    def _animate_series(self, seat: int, well: int, cards: tuple[Card, ...], mirror: bool) -> None:
        items = [self.cards.get(("series", i)) for i in range(len(cards))]
        lone_mirror = mirror and len(cards) == 1
        collected = items if lone_mirror else items[:-1]
        motions = []
        if not lone_mirror and items[-1] is not None:
            top = items[-1]
            motions.append(Motion(top, self.geo.wells[well], 0.0, 1.0, 150))
        target = self._seat_point(seat)
        motions += [Motion(i, target, 0.0, 0.0, 400) for i in collected if i is not None]
        self.animator.animate(motions)

        def settle() -> None:
            if not lone_mirror:
                self._rekey(("series", len(cards) - 1), ("top", well))
            for i in range(len(cards)):
                self._remove_card(("series", i))

        self.animator.call(settle)

    def _animate_pass(self, seat: int) -> None:
        """A pass is a moment like a series: a banner under the seat that stays as long
        as the pace says (the seat's Macas then fly home, if it had any out)."""
        banner = self._banner(
            texts.fill(QCoreApplication.translate("Macarena", "%1 passes"), self.names[seat]),
            self._seat_point(seat) + QPointF(0, self.geo.card_h * 0.55),
            22,
        )
        self.host.linger()
        self.animator.animate([Motion(banner, opacity=0.0)])

        def gone() -> None:
            if banner.scene() is not None:
                self.scene.removeItem(banner)
            if banner in self.banners:
                self.banners.remove(banner)

        self.animator.call(gone)

    def _maca_token(self, seat: int, key: object, size: float) -> TokenItem:
        """A Maca of ``seat``'s colour that flies over the table (not one of the wells')."""
        maca = TokenItem(key, QSizeF(size, size))
        maca.set_pixmap(
            self.view.svg_pixmap(
                str(asset(MACA)), QSizeF(size, size), {"#SEATCOLOR": self.host.seat_colour(seat)}
            )
        )
        maca.interactive = False
        maca.setZValue(BANNER_Z - 2)
        self.scene.addItem(maca)
        return maca

    def _animate_macas_back(self, seat: int, wells: tuple[int, ...]) -> None:
        """The Macas of a seat that passed leave their wells and fly back to the seat."""
        geo = self.geo
        owned = texts.fill(QCoreApplication.translate("Macarena", "%1's Maca"), self.names[seat])
        flying: list[TokenItem] = []
        for well in wells:
            on_well = [
                t
                for t in self.items.tokens
                if t.key == ("maca", well) and t.isVisible() and t.toolTip() == owned
            ]
            start = on_well[0].pos() if on_well else geo.wells[well]
            for token in on_well[:1]:
                token.setOpacity(0.0)
            maca = self._maca_token(seat, ("returning maca", seat, well), geo.card_h * 0.3)
            maca.setPos(start)
            flying.append(maca)
        self.animator.animate(
            [Motion(m, self._seat_point(seat), 0.0, 0.2) for m in flying], stagger_ms=60
        )

        def gone() -> None:
            for maca in flying:
                if maca.scene() is not None:
                    self.scene.removeItem(maca)

        self.animator.call(gone)

    def _banner(self, text: str, point: QPointF, size: int) -> LabelItem:
        banner = LabelItem(text, pixel_size=round(size * self.geo.text_scale), bold=True)
        banner.setZValue(BANNER_Z)
        # centred on ``point``, but kept whole on the table
        half = banner.boundingRect().width() / 2 + 6
        x0, _y0, width, _height = self.view.area()
        banner.setPos(QPointF(min(max(point.x(), x0 + half), x0 + width - half), point.y()))
        banner.setOpacity(0.0)
        banner.highlighted = True
        self.scene.addItem(banner)
        self.banners.append(banner)
        self.animator.animate([Motion(banner, opacity=1.0)])
        return banner

    def _animate_mirror(self, seat: int, well: int, source: int | None) -> None:
        """A mirror is a moment: "Espejo!" over the well, the Maca flies in, a pause."""
        geo = self.geo
        centre = geo.wells[well]
        banner = self._banner(
            QCoreApplication.translate("Macarena", "Espejo!"),
            centre + QPointF(0, -geo.card_h * 0.72),
            28,
        )
        maca = self._maca_token(seat, ("flying maca", seat), geo.card_h * 0.42)
        start = (
            geo.wells[source] if source is not None and source != well else self._seat_point(seat)
        )
        maca.setPos(start)
        maca.setOpacity(0.0)
        self.animator.animate([Motion(maca, opacity=1.0)], duration_ms=120)
        self.animator.animate([Motion(maca, centre + QPointF(0, geo.card_h * 0.5), 0.0, 1.0)])
        self.host.linger()
        self.animator.animate([Motion(banner, opacity=0.0), Motion(maca, opacity=0.0)])

        def gone() -> None:
            for item in (banner, maca):
                if item.scene() is not None:
                    self.scene.removeItem(item)
            if banner in self.banners:
                self.banners.remove(banner)

        self.animator.call(gone)
