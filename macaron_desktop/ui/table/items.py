"""The things on a table, one module each; kept so older imports go on working.

:class:`~.card_item.CardItem` and :class:`~.token_item.TokenItem` share
:class:`~.draggable.DraggableItem`; targets are :class:`~.drop_zone.DropZone`, names and
scores :class:`~.label_item.LabelItem`.
"""

from __future__ import annotations

from .card_item import CardItem
from .draggable import DRAG_Z, DraggableItem
from .drop_zone import DropZone, best_drop_zone
from .label_item import LabelItem
from .token_item import TokenItem

__all__ = [
    "DRAG_Z",
    "CardItem",
    "DraggableItem",
    "DropZone",
    "LabelItem",
    "TokenItem",
    "best_drop_zone",
]
