"""The table view: follows the window, forwards keys, shows refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QFrame
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.table import CardItem, TableView
from macaron_desktop.ui.table.view import default_background


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1920, 1080), (3840, 2160)])
def test_the_scene_follows_the_viewport(
    qtbot: QtBot, view: TableView, width: int, height: int
) -> None:
    view.resize(800, 500)
    with qtbot.waitSignal(view.resized, timeout=1000) as blocker:
        view.resize(width, height)
    expected = QRectF(0, 0, width, height)
    assert blocker.args == [expected]
    assert view.table_rect() == expected == view.sceneRect()
    assert view.area() == (0.0, 0.0, float(width), float(height))
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    # scene coordinates are viewport pixels
    assert view.mapFromScene(QPointF(100, 50)).toTuple() == (100, 50)


@pytest.mark.parametrize(
    ("key", "action"),
    [
        (Qt.Key.Key_Left, "left"),
        (Qt.Key.Key_Right, "right"),
        (Qt.Key.Key_Up, "up"),
        (Qt.Key.Key_Down, "down"),
        (Qt.Key.Key_Return, "activate"),
        (Qt.Key.Key_Enter, "activate"),
        (Qt.Key.Key_Space, "select"),
        (Qt.Key.Key_Escape, "cancel"),
        (Qt.Key.Key_Home, "first"),
        (Qt.Key.Key_End, "last"),
    ],
)
def test_keys_become_table_actions(qtbot: QtBot, view: TableView, key: Qt.Key, action: str) -> None:
    view.setFocus()
    with qtbot.waitSignal(view.key_action, timeout=500) as blocker:
        qtbot.keyClick(view, key)
    assert blocker.args == [action]


def test_other_keys_and_blocked_tables_send_nothing(qtbot: QtBot, view: TableView) -> None:
    actions: list[str] = []
    view.key_action.connect(actions.append)
    qtbot.keyClick(view, Qt.Key.Key_A)
    qtbot.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    view.table_scene.locked = True
    qtbot.keyClick(view, Qt.Key.Key_Left)
    view.table_scene.locked = False
    view.animator.duration_ms = 10_000
    item = CardItem("x", QSizeF(10, 10))
    view.table_scene.addItem(item)
    view.animator.move(item, QPointF(5, 5))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    view.animator.finish_now()
    assert actions == []
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert actions == ["right"]


def test_a_message_shows_near_the_bottom_centre_and_goes_away(
    qtbot: QtBot, view: TableView
) -> None:
    view.show_message("You must follow almond", 60)
    label = view.findChild(type(view._message), "TableMessage")
    assert label is not None and label.isVisible()
    assert view.message() == "You must follow almond"
    geometry = label.geometry()
    assert abs(geometry.center().x() - view.viewport().width() / 2) <= 2
    assert view.viewport().height() / 2 < geometry.bottom() < view.viewport().height()
    assert label.fontMetrics().horizontalAdvance(label.text()) <= geometry.width()
    qtbot.waitUntil(lambda: not label.isVisible(), timeout=2000)
    assert view.message() == ""
    view.show_message("stays", 0)
    qtbot.wait(100)
    assert view.message() == "stays"
    view.clear_message()
    assert view.message() == ""


def test_a_message_moves_off_a_panel_over_the_table(qtbot: QtBot, view: TableView) -> None:
    # a panel in the middle reaching down over where the message sits (the game's end)
    panel = QFrame(view)
    viewport = view.viewport()
    panel.setGeometry(40, 20, viewport.width() - 80, int(viewport.height() * 0.75))
    view.keep_message_clear_of(panel)
    label = view.findChild(type(view._message), "TableMessage")
    assert label is not None
    view.show_message("You can press Play again", 0)
    usual = label.geometry()
    panel.show()
    view.show_message("You can press Play again", 0)
    assert usual.intersects(panel.geometry())  # where it would have been
    assert not label.geometry().intersects(panel.geometry())
    assert 0 <= label.geometry().top() and label.geometry().bottom() < viewport.height()
    # a hidden panel is no obstacle
    panel.hide()
    view.show_message("You can press Play again", 0)
    assert label.geometry() == usual


def test_the_cloth_is_the_linen_art_or_a_plain_colour(qtbot: QtBot) -> None:
    linen = default_background()
    cloth = TableView()
    plain = TableView(plain_background=True)
    for table in (cloth, plain):
        qtbot.addWidget(table)
        table.resize(400, 300)
        table.show()
    qtbot.waitExposed(plain)
    corner = plain.grab().toImage().pixelColor(150, 150)
    # the plain cloth is #E9DCC6 with a faint rim: warm and light
    assert corner.red() > corner.green() > corner.blue() > 150
    if linen is not None:
        assert cloth._tile() is not None
        image = cloth.grab().toImage()
        colours = {image.pixelColor(x, 120).name() for x in range(0, 256, 3)}
        assert len(colours) > 3, "the linen has a weave, not a flat colour"


def test_the_table_has_an_accessible_name(view: TableView) -> None:
    assert view.accessibleName() == "Card table"


def test_the_cloth_after_a_resize_or_under_a_lifted_card_is_that_of_a_fresh_table(
    qtbot: QtBot,
) -> None:
    def shown(width: int, height: int) -> TableView:
        table = TableView()
        qtbot.addWidget(table)
        table.resize(width, height)
        table.show()
        qtbot.waitExposed(table)
        return table

    table = shown(400, 300)
    table.grab()
    table.resize(700, 500)
    qtbot.waitUntil(lambda: table.viewport().size().toTuple() == (700, 500), timeout=1000)
    fresh = shown(700, 500)
    # the same weave and a rim centred on the new, larger table: no stretched, cut-off
    # or off-centre cloth left over from the small window
    assert table.grab().toImage() == fresh.grab().toImage()
    # a card lifted away has only its patch painted again: from the right part of the cloth
    patch = QRect(520, 330, 90, 120)
    image = QImage(700, 500, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    table.drawBackground(painter, QRectF(patch))
    painter.end()
    assert image.copy(patch) == fresh.grab().toImage().convertToFormat(image.format()).copy(patch)
