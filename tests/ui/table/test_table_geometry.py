"""A layout's card size and rectangles placed by their centre."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from macaron_desktop.ui.table import CardGeometry, centred_rect


@dataclass
class _BoardGeometry(CardGeometry):
    hand: QRectF = field(default_factory=QRectF)


def test_a_games_geometry_keeps_the_card_size_and_its_own_areas() -> None:
    geo = _BoardGeometry(card_w=80.0, card_h=112.0)
    assert geo.size == QSizeF(80.0, 112.0)
    assert geo.scaled(0.5) == QSizeF(40.0, 56.0)
    assert geo.hand == QRectF()


def test_a_centred_rectangle_has_its_centre_where_asked() -> None:
    rect = centred_rect(QPointF(100, 50), QSizeF(40, 20))
    assert rect == QRectF(80, 40, 40, 20)
    assert rect.center() == QPointF(100, 50)
