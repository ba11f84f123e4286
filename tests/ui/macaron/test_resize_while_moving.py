"""A window resized while the cards move: they end where the new layout has them.

Started larger than the screen, the window is shrunk by the window manager while the
hand rises into place; the cards then flew on to where the old size had them, below the
table, and the hand looked gone until the next move.
"""

from __future__ import annotations

from collections.abc import Callable

from macaron_gestures import open_game
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from macaron_desktop.settings import ANIMATION_MS
from macaron_desktop.ui.main_window import MainWindow


def test_the_hand_ends_in_its_place_after_a_resize_in_the_middle_of_its_motion(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window((1200, 780))
    table = open_game(window, qtbot, "4p", 5)
    # the deal comes in at once, and the bots choose their cards to pass: only this seat
    # is left to act, so nothing else moves with the hand
    qtbot.waitUntil(
        lambda: table.match.seats_to_act() == (table.viewer,) and not table.animator.busy,
        timeout=20_000,
    )
    assert table.my_turn()
    # the motion under test runs at the slow speed, as the Preferences set it (the slow
    # deal and the bots' moves before it only made the test wait 5 s)
    table.animator.set_speed("slow")
    assert table.animator.duration_ms == ANIMATION_MS["slow"] > 0
    hand = [table.board.cards[card] for card in table.current().hand]
    old_homes = [QPointF(item.home) for item in hand]
    # the cards rise into the hand from below, as when they are dealt
    for item in hand:
        item.setPos(item.home + QPointF(0, 300))
    table.refresh(animate=True)
    assert table.animator.busy
    window.resize(1024, 640)
    QApplication.processEvents()
    assert all(item.home != old for item, old in zip(hand, old_homes, strict=True))
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=10_000)
    x, y, width, height = table.view.area()
    area = QRectF(x, y, width, height)
    for item in hand:
        assert (item.pos() - item.home).manhattanLength() < 0.5
        assert area.contains(item.visible_scene_rect())
