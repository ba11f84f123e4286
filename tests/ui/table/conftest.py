"""Fixtures of the table toolkit tests: a shown table view and real mouse gestures."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QSizeF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.table import Animator, CardItem, DropZone, TableView

CARD = QSizeF(80, 112)


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
