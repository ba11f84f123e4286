"""Macaron's table in words for a screen reader (context ``MacaronSpoken``).

A mixin of :class:`~.board.MacaronBoard`: the items keep the words their tool tips and
labels already give (every one from :mod:`.texts`), grouped by the part of the table
they lie in: the trick, the gift box track, the boards, Emma's piles, your tokens; the kit
adds your hand and each seat's place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from macaron_desktop.ui.table import CardItem, DropZone
from macaron_desktop.ui.table.accessible import Spoken
from macaron_desktop.ui.table.regions import role_of

from . import texts

# the first step of an item's role, and the key of its group
_ROLE_GROUPS = {
    "track": "track",
    "board": "boards",
    "emma": "emma",
    "own tokens": "tokens",
    "bet token": "tokens",
    "pass": "pass",
    "trick": "trick",
}


def group_heading(key: str) -> str:
    """The heading of one of Macaron's groups."""
    return {
        "trick": QCoreApplication.translate("MacaronSpoken", "Trick"),
        "track": QCoreApplication.translate("MacaronSpoken", "Gift box track"),
        "boards": QCoreApplication.translate("MacaronSpoken", "Boards"),
        "emma": QCoreApplication.translate("MacaronSpoken", "Emma"),
        "tokens": QCoreApplication.translate("MacaronSpoken", "Your tokens"),
        "pass": QCoreApplication.translate("MacaronSpoken", "Cards to pass"),
    }.get(key, key)


class MacaronSpeech:
    """The groups of Macaron's table items; mixed into the board."""

    # the board's: the cards of the trick shown now
    trick_shown: list[Any]
    current: Callable[[], Any]

    def describe_item(self, item: QGraphicsItem) -> Spoken | None:
        """A zone without a label of its own: a group's board, a flavour's row, the
        trick (the track's rows carry their labels)."""
        if not isinstance(item, DropZone) or item.label:
            return None
        zone = item.zone_id
        name = ""
        if zone == "trick":
            name = QCoreApplication.translate("MacaronSpoken", "Play a card here")
        elif isinstance(zone, tuple) and len(zone) == 2:
            kind, value = zone
            if kind == "group":
                name = texts.group_name(value)
            elif kind == "flavor":
                name = texts.flavor_name(value)
            elif kind == "bet":
                name = texts.bet_name(value, self.current().scoring)
        return Spoken(name, kind="zone") if name else None

    def item_group(self, item: QGraphicsItem) -> tuple[str, str] | None:
        """The trick's cards, then the part of the table an item's role names."""
        if isinstance(item, CardItem) and item.key in self.trick_shown:
            return "trick", group_heading("trick")
        role = role_of(item) or ""
        key = _ROLE_GROUPS.get(role.split("/", 1)[0])
        return (key, group_heading(key)) if key is not None else None
