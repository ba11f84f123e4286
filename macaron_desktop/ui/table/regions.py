"""The regions of a laid-out table, by role, and which of them overlap.

A board gives its items *roles*: slash-separated paths such as ``"seat/1/label"`` or
``"board/A/group/votes"`` (:func:`set_role`; the :class:`~.pool.ItemPool` takes a
``role=`` for every item it makes). :func:`scene_regions` gathers the visible items of
each role into one rectangle, the part of the scene they paint. Items of one role may
overlap each other (the cards of a fanned hand, the tokens of one pile).

Regions may overlap only what they are part of: a role lies on its ancestors
(``"board/A/group/votes"`` on ``"board/A/group"`` and ``"board/A"``), never on anything
else. :func:`overlapping` lists the pairs that break this, which is how a test finds a
name covering a board, or a token lying over a marker, at any window size.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QAbstractGraphicsShapeItem, QGraphicsItem, QGraphicsRectItem

from .draggable import DraggableItem
from .drop_zone import DropZone
from .label_item import LabelItem

#: the ``QGraphicsItem.data`` key that holds an item's role
ROLE_KEY = 0x524F4C45


def set_role(item: QGraphicsItem, role: str | None) -> None:
    """Give ``item`` the role ``role`` (``None``: no role, the item is not a region)."""
    if item.data(ROLE_KEY) != role:
        item.setData(ROLE_KEY, role)


def role_of(item: QGraphicsItem) -> str | None:
    """The role of ``item``, if it has one."""
    role = item.data(ROLE_KEY)
    return role if isinstance(role, str) else None


def painted_rect(item: QGraphicsItem) -> QRectF:
    """What ``item`` paints, in scene coordinates: a card or token's body where it is
    drawn (lift included), a label's background, a zone or a rectangle without its
    border, else the bounding rectangle."""
    if isinstance(item, DraggableItem):
        return item.visible_scene_rect()
    if isinstance(item, DropZone):
        return item.mapRectToScene(item.rect())
    if isinstance(item, LabelItem):
        return item.mapRectToScene(item.boundingRect().adjusted(2, 2, -2, -2))
    if isinstance(item, QGraphicsRectItem):
        return item.mapRectToScene(item.rect())
    if isinstance(item, QAbstractGraphicsShapeItem):
        return item.mapRectToScene(item.shape().boundingRect())
    return item.sceneBoundingRect()


def scene_regions(items: Iterable[QGraphicsItem]) -> dict[str, QRectF]:
    """The visible ``items`` that have a role, gathered by role (one rectangle each)."""
    regions: dict[str, QRectF] = {}
    for item in items:
        role = role_of(item)
        if role is None or not item.isVisible() or item.opacity() <= 0.0:
            continue
        rect = painted_rect(item)
        if rect.isEmpty():
            continue
        regions[role] = regions[role].united(rect) if role in regions else rect
    return regions


def is_part_of(role: str, other: str) -> bool:
    """``role`` lies within ``other``, or ``other`` within ``role`` (one is the other's
    ancestor, by whole path steps)."""
    shorter, longer = sorted((role, other), key=len)
    return longer == shorter or longer.startswith(shorter + "/")


def overlapping(
    regions: Mapping[str, QRectF], tolerance: float = 0.5
) -> list[tuple[str, str, QRectF]]:
    """Pairs of regions that overlap by more than ``tolerance`` pixels both ways, and the
    overlap, leaving out a region overlapping its own ancestors."""
    found = []
    for (a, rect_a), (b, rect_b) in combinations(sorted(regions.items()), 2):
        if is_part_of(a, b):
            continue
        common = rect_a.intersected(rect_b)
        if common.width() > tolerance and common.height() > tolerance:
            found.append((a, b, common))
    return found
