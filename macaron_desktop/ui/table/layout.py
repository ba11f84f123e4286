"""Where things go on a table of any size: pure arithmetic, no Qt.

Every function takes the area to fill as a plain ``(x, y, width, height)`` tuple (a
``QRectF.getRect()`` fits) and returns the *centres* of the things it places, which is
what every item of the toolkit uses as its position. Nothing here assumes a window size:
the same call lays out a 1024 × 640 window and a 4K screen.
"""

from __future__ import annotations

import math
from typing import NamedTuple

#: an area as ``(x, y, width, height)``
Rect = tuple[float, float, float, float]
#: a centre as ``(x, y)``
Point = tuple[float, float]

#: width / height of a poker-sized card (63 × 88 mm)
CARD_ASPECT = 63 / 88


class Placement(NamedTuple):
    """Where one card of a hand goes: its centre and its rotation in degrees."""

    x: float
    y: float
    rotation: float = 0.0


class Seat(NamedTuple):
    """Where one seat sits around the table.

    ``rotation`` turns things drawn for that seat (a face-down hand, a name) so that they
    face the middle: 0 at the bottom, 90 on the left, 180 at the top, -90 on the right.
    ``side`` is the nearest edge of the table: ``"bottom"``, ``"left"``, ``"top"`` or
    ``"right"``.
    """

    x: float
    y: float
    rotation: float
    side: str


def card_size(
    area: Rect,
    *,
    height_fraction: float = 0.22,
    aspect: float = CARD_ASPECT,
    min_height: float = 56.0,
    max_height: float | None = None,
    scale: float = 1.0,
    most: float | None = None,
) -> tuple[int, int]:
    """A card size (whole pixels) for a table filling ``area``.

    The card is ``height_fraction`` of the area's height, but never so wide that fewer
    than seven cards would fit side by side, and never below ``min_height``.

    ``scale`` is the player's card size setting (1.0 to 1.6, :attr:`.TableView.card_scale`):
    it enlarges the card and the width limit alike, but never beyond ``most`` of the
    area's height (the largest card the game's layout has room for; ``None``: no limit),
    so on a small table the cards shrink back to what fits.
    """
    _, _, width, height = area
    card_height = height * height_fraction * scale
    card_height = min(card_height, width / 7 / aspect * scale)
    if most is not None:
        card_height = min(card_height, max(height * most, height * height_fraction))
    if max_height is not None:
        card_height = min(card_height, max_height * scale)
    card_height = max(card_height, min_height)
    return max(1, round(card_height * aspect)), max(1, round(card_height))


def _rotated_extent(width: float, height: float, degrees: float) -> tuple[float, float]:
    """Half the width and half the height of the box around a rotated rectangle."""
    angle = math.radians(abs(degrees))
    cos, sin = math.cos(angle), math.sin(angle)
    return (width * cos + height * sin) / 2, (height * cos + width * sin) / 2


def fan_hand(
    area: Rect,
    card_width: float,
    card_height: float,
    count: int,
    *,
    margin: float = 16.0,
    spacing: float = 0.72,
    tilt: float = 0.0,
    max_tilt: float = 14.0,
) -> list[Placement]:
    """A hand of ``count`` cards fanned along the bottom edge of ``area``, left to right.

    With few cards, each card shows ``spacing`` of its width; as the hand grows the cards
    overlap more, so that the whole hand, rotation included, stays within ``area`` less
    ``margin`` on each side. ``tilt`` turns neighbouring cards by that many degrees
    (0 gives a straight row), the outermost card never beyond ``max_tilt``, and the cards
    then follow an arc. The lowest edge of the hand rests ``margin`` above the bottom.
    """
    if count <= 0:
        return []
    x0, y0, width, height = area
    mid = (count - 1) / 2
    step_angle = 0.0
    if count > 1 and tilt:
        step_angle = min(abs(tilt), max_tilt / mid) * (1 if tilt > 0 else -1)
    angles = [step_angle * (i - mid) for i in range(count)]
    outer_half_width = max(_rotated_extent(card_width, card_height, a)[0] for a in angles)
    available = width - 2 * margin - 2 * outer_half_width
    step = card_width * spacing
    if count > 1:
        step = max(0.0, min(step, available / (count - 1)))
    # cards on an arc: the radius that turns ``step_angle`` over one ``step``
    radius = step / math.radians(abs(step_angle)) if step_angle else 0.0
    sags = [radius * (1 - math.cos(math.radians(a))) for a in angles]
    lowest = max(
        s + _rotated_extent(card_width, card_height, a)[1]
        for s, a in zip(sags, angles, strict=True)
    )
    base_y = y0 + height - margin - lowest
    centre_x = x0 + width / 2
    return [
        Placement(centre_x + step * (i - mid), base_y + sags[i], angles[i]) for i in range(count)
    ]


def seat_positions(area: Rect, count: int, *, margin: float = 80.0) -> list[Seat]:
    """``count`` (2–6) seats around an oval table inside ``area``, in clockwise order.

    Seat 0 is the local player at the bottom centre; the others follow clockwise as
    seen on screen (bottom, left, top, right for four). Each centre lies ``margin``
    inside the edge it is nearest to, so a name or a small hand drawn there stays on
    screen.
    """
    if not 2 <= count <= 6:
        raise ValueError(f"a table seats 2 to 6 players, not {count}")
    x0, y0, width, height = area
    cx, cy = x0 + width / 2, y0 + height / 2
    rx = max(0.0, width / 2 - margin)
    ry = max(0.0, height / 2 - margin)
    seats: list[Seat] = []
    for index in range(count):
        # screen y points down, so growing angles turn clockwise; 90° is the bottom
        angle = 90.0 + index * 360.0 / count
        rad = math.radians(angle)
        cos, sin = math.cos(rad), math.sin(rad)
        if abs(cos) < 1e-9:
            cos = 0.0
        if abs(sin) < 1e-9:
            sin = 0.0
        if abs(sin) >= abs(cos) - 1e-9:
            side = "bottom" if sin > 0 else "top"
        else:
            side = "right" if cos > 0 else "left"
        rotation = (angle - 90.0 + 180.0) % 360.0 - 180.0
        if rotation == -180.0:
            rotation = 180.0
        seats.append(Seat(cx + rx * cos, cy + ry * sin, rotation, side))
    return seats


def pile_row(
    area: Rect,
    item_width: float,
    item_height: float,
    count: int,
    *,
    gap: float = 16.0,
    y: float | None = None,
) -> list[Point]:
    """Centres of ``count`` piles in a row, centred in ``area`` (vertically too, unless ``y``).

    The gap shrinks (down to overlapping) when the row would not fit the area's width.
    """
    if count <= 0:
        return []
    x0, y0, width, height = area
    centre_y = y0 + height / 2 if y is None else y
    if count > 1:
        gap = min(gap, (width - count * item_width) / (count - 1))
    step = item_width + gap
    start = x0 + width / 2 - step * (count - 1) / 2
    return [(start + step * i, centre_y) for i in range(count)]


def grid(
    area: Rect,
    item_width: float,
    item_height: float,
    count: int,
    *,
    columns: int | None = None,
    gap: float = 12.0,
) -> list[Point]:
    """Centres of ``count`` items in rows, left to right then top to bottom.

    Without ``columns``, as many columns as fit the area's width (at least one). The
    block is centred in ``area``.
    """
    if count <= 0:
        return []
    x0, y0, width, height = area
    if columns is None:
        columns = int((width + gap) // (item_width + gap))
    columns = max(1, min(columns, count))
    rows = math.ceil(count / columns)
    block_width = columns * item_width + (columns - 1) * gap
    block_height = rows * item_height + (rows - 1) * gap
    left = x0 + (width - block_width) / 2 + item_width / 2
    top = y0 + (height - block_height) / 2 + item_height / 2
    return [
        (left + (i % columns) * (item_width + gap), top + (i // columns) * (item_height + gap))
        for i in range(count)
    ]
