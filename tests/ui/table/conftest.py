"""Fixtures of the table toolkit tests: a shown table view and real mouse gestures."""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QSizeF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.table import Animator, CardItem, DropZone, TableView

CARD = QSizeF(80, 112)


def _pyside_steals_none() -> bool:
    """PySide6 6.12.0 on CPython 3.11 drops a reference to None on every void call.

    (On 3.12+ None is immortal and nothing happens.) A test session makes enough calls
    to bring None's count to zero, and Python aborts with "none_dealloc" at exit, or in
    the middle of a test.
    """
    if sys.version_info >= (3, 12):
        return False
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(10):
        point.setX(1.0)
    return sys.getrefcount(None) < before


if _pyside_steals_none():
    # Test-side workaround only (the program needs a fix of its own: see the report of
    # the table toolkit): make None as good as immortal, as it is on Python 3.12.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    """A 1024 × 640 table whose animations are instant."""
    table = TableView(animator=Animator(0), plain_background=True)
    qtbot.addWidget(table)
    table.resize(1024, 640)
    table.show()
    qtbot.waitExposed(table)
    return table


@pytest.fixture
def add_card(view: TableView) -> Callable[..., CardItem]:
    def add(key: object = "card", at: tuple[float, float] = (150, 450)) -> CardItem:
        card = CardItem(key, CARD)
        view.table_scene.addItem(card)
        card.set_home(QPointF(*at), 0.0, z=1)
        card.place_at_home()
        return card

    return add


@pytest.fixture
def add_zone(view: TableView) -> Callable[..., DropZone]:
    def add(
        zone_id: str,
        at: tuple[float, float],
        accepts: Callable[[object], bool] | None = None,
        size: QSizeF | None = None,
    ) -> DropZone:
        zone = DropZone(zone_id, size or QSizeF(120, 160), zone_id, accepts=accepts)
        view.table_scene.addItem(zone)
        zone.setPos(*at)
        return zone

    return add


class Mouse:
    """Real mouse gestures on the view's viewport, in scene coordinates."""

    def __init__(self, qtbot: QtBot, view: TableView) -> None:
        self.qtbot = qtbot
        self.view = view

    def _at(self, point: QPointF) -> QPoint:
        return self.view.mapFromScene(point)

    def press(self, at: QPointF) -> None:
        self.qtbot.mousePress(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(at))

    def move(self, to: QPointF) -> None:
        # Qt 6's QTest remembers the pressed button: this move arrives with it held
        QTest.mouseMove(self.view.viewport(), self._at(to))

    def release(self, at: QPointF) -> None:
        self.qtbot.mouseRelease(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(at))

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        """Press at ``start``, move to ``end`` in a few steps with the button held, release."""
        self.press(start)
        for step in range(1, steps + 1):
            self.move(start + (end - start) * (step / steps))
        self.release(end)

    def click(self, at: QPointF) -> None:
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(at))

    def double_click(self, at: QPointF) -> None:
        self.qtbot.mouseDClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(at))


@pytest.fixture
def mouse(qtbot: QtBot, view: TableView) -> Mouse:
    return Mouse(qtbot, view)
