"""The privacy screen of hot-seat games."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF, Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.table import CardItem, PrivacyScreen, TableView


def test_the_screen_covers_the_table_and_enter_reveals(qtbot: QtBot, view: TableView) -> None:
    screen = PrivacyScreen(view)
    assert not screen.isVisible()
    screen.show_for("Bruno")
    assert screen.isVisible()
    assert screen.geometry() == view.rect()
    assert screen.title.text() == "Pass the computer to Bruno"
    assert screen.button.text() == "I am Bruno — show my cards"
    view.resize(1300, 900)
    assert screen.geometry() == view.rect()
    # the keyboard goes to the button (the offscreen window is never active, so ask
    # the window which child would have the focus)
    assert view.focusWidget() is screen.button
    with qtbot.waitSignal(screen.revealed, timeout=500):
        qtbot.keyClick(screen.button, Qt.Key.Key_Return)
    assert not screen.isVisible()
    assert view.focusWidget() is view, "the table has the keyboard again"


def test_space_on_the_button_and_enter_on_the_screen_reveal(qtbot: QtBot, view: TableView) -> None:
    screen = PrivacyScreen(view)
    screen.show_for("Chloé")
    with qtbot.waitSignal(screen.revealed, timeout=500):
        qtbot.keyClick(screen.button, Qt.Key.Key_Space)
    screen.show_for("Dai")
    with qtbot.waitSignal(screen.revealed, timeout=500):
        qtbot.keyClick(screen, Qt.Key.Key_Enter)
    revealed: list[bool] = []
    screen.revealed.connect(lambda: revealed.append(True))
    screen.reveal()  # already down: nothing to say
    assert revealed == []


def test_the_table_behind_gets_no_click_and_no_key(qtbot: QtBot, view: TableView) -> None:
    card = CardItem("secret", QSizeF(80, 112))
    view.table_scene.addItem(card)
    card.setPos(300, 300)
    clicks: list[object] = []
    actions: list[str] = []
    card.clicked.connect(clicks.append)
    view.key_action.connect(actions.append)
    screen = PrivacyScreen(view)
    screen.show_for("Ana")
    qtbot.mouseClick(screen, Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(300, 300)))
    qtbot.keyClick(screen, Qt.Key.Key_Left)
    assert clicks == [] and actions == []
    assert screen.focusNextPrevChild(True)  # Tab stays on the screen
    assert view.focusWidget() is screen.button
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(300, 300))
    )
    assert clicks == [card]
