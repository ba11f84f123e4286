"""La Macarena's table in words for a screen reader (context ``MacarenaSpoken``).

A mixin of :class:`~.board.MacarenaBoard`: each well is one button named with what it
shows (``well 3: 9 of Water on top, 4 cards under it, Basile's Maca``), and the parts
of the table are grouped (the wells, the series being built, the draw pile, your own
place); the kit adds your hand and the other seats.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from macaron_desktop.ui.table import CardItem, DropZone, LabelItem
from macaron_desktop.ui.table.accessible import HAND_GROUP, SKIP, Spoken, hand_group_name
from macaron_desktop.ui.table.regions import role_of
from macaron_desktop.ui.words import join_list

from . import texts

if TYPE_CHECKING:
    from ..cards import Card
    from ..view import MacarenaView


def well_words(view: MacarenaView, well: int, names: list[str]) -> str:
    """``well 3: 9 of Water on top, 4 cards under it, Basile's Maca``."""
    pile = view.wells[well]
    parts = [texts.well_name(well)]
    if pile:
        parts.append(
            texts.fill(
                QCoreApplication.translate("MacarenaSpoken", "%1 on top"), texts.card_name(pile[-1])
            )
        )
    else:
        parts.append(QCoreApplication.translate("MacarenaSpoken", "empty"))
    if len(pile) > 1:
        parts.append(
            texts.fill(
                QCoreApplication.translate("MacarenaSpoken", "%1 under it"),
                texts.cards_text(len(pile) - 1),
            )
        )
    owners = view.macas[well]
    if owners:
        macas = join_list(
            texts.fill(QCoreApplication.translate("MacarenaSpoken", "%1's Maca"), names[o])
            if 0 <= o < len(names)
            else ""
            for o in owners
        )
        parts.append(macas)
    return texts.fill(
        QCoreApplication.translate("MacarenaSpoken", "%1: %2"), parts[0], join_list(parts[1:])
    )


def wells_group() -> tuple[str, str]:
    """The wells' group."""
    return "wells", QCoreApplication.translate("MacarenaSpoken", "Wells")


class MacarenaSpeech:
    """The words of La Macarena's table items; mixed into the board."""

    names: list[str]
    # the board's: the viewing seat's view now, its card items, the hand's slots
    current: Callable[[], Any]
    cards: dict[Hashable, CardItem]
    _hand_slots: Callable[[tuple[Card, ...]], list[tuple[Hashable, Card]]]

    def card_items(self, source: str) -> Sequence[CardItem]:
        """The hand's cards in table order, for ``"hand"`` (the tree's hand group)."""
        if source != "hand":
            return ()
        slots = self._hand_slots(self.current().hand)
        return [self.cards[slot] for slot, _ in slots if slot in self.cards]

    def describe_item(self, item: QGraphicsItem) -> Spoken | None:
        """A well's whole story on its zone; the well's own marks left out (its zone
        says them)."""
        if isinstance(item, DropZone) and isinstance(item.zone_id, tuple):
            kind, *rest = item.zone_id
            if kind == "well" and rest and isinstance(rest[0], int):
                view = self.current()
                key, heading = wells_group()
                name = well_words(view, rest[0], self.names)
                return Spoken(name, key, heading, "zone", order=rest[0])
        role = role_of(item) or ""
        if isinstance(item, LabelItem) and item.text().strip().isdigit():
            return SKIP  # a bare count: the picture beside it says what it counts
        if role.startswith("well/"):
            return SKIP  # the number, the count and the Macas: the zone's name says them
        if isinstance(item, CardItem) and isinstance(item.key, tuple) and item.key[0] == "top":
            return SKIP  # a well's top card: the zone's name says it
        return None

    def item_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        """The series being built, the draw pile, your own place, your collection."""
        if isinstance(item, CardItem) and isinstance(item.key, tuple):
            if item.key[0] == "hand":
                return HAND_GROUP, hand_group_name()
            if item.key[0] == "series":
                return "series", QCoreApplication.translate("MacarenaSpoken", "Series being built")
        role = role_of(item) or ""
        if role.startswith("deck"):
            return "deck", QCoreApplication.translate("MacarenaSpoken", "Draw pile")
        if role.startswith("own"):
            return "own", QCoreApplication.translate("MacarenaSpoken", "You")
        if role.startswith("collection"):
            return "collection", QCoreApplication.translate("MacarenaSpoken", "Your collection")
        return None
