"""Macaron's pass zone (issue 21, point 6): the cards chosen to pass lie in the zone, and
the zone says how many more are needed."""

from __future__ import annotations

from collections.abc import Callable

from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.ui.main_window import MainWindow


def test_cards_dropped_on_the_pass_zone_lie_in_it_and_the_zone_counts_down(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PASS)
    zone = table.board.zones["pass"]
    assert zone.label == "Drop two cards here to pass them"
    hand = [table.board.cards[c] for c in table.current().hand]
    first, second = hand[0], hand[3]
    hand_top = min(item.sceneBoundingRect().top() for item in hand)

    player.drag_item_to_zone(first, zone)
    assert table.picker.chosen == [first.key]
    # the card lies in the zone, not back in the hand
    assert zone.sceneBoundingRect().contains(first.visible_scene_rect())
    assert first.visible_scene_rect().bottom() < hand_top
    assert zone.label == "Choose one more card."

    player.click_item(second)  # a click chooses too, and sends the card to the zone
    assert table.picker.chosen == [first.key, second.key]
    assert zone.sceneBoundingRect().contains(second.visible_scene_rect())
    assert not first.visible_scene_rect().intersects(second.visible_scene_rect())
    assert zone.label == "Click here or press Enter to confirm"
    # the zone's words are beside the cards, not under them
    words = zone.mapRectToScene(zone.label_rect())
    assert not words.intersects(first.visible_scene_rect())
    assert not words.intersects(second.visible_scene_rect())

    # a click on a card in the zone puts it back in its place in the hand
    player.click_item(first)
    assert table.picker.chosen == [second.key]
    assert first.scale() == 1.0
    assert (first.pos() - first.home).manhattanLength() < 1
    assert first.sceneBoundingRect().top() >= hand_top - 1
    assert zone.label == "Choose one more card."

    # Escape puts every card back and the zone says again what it is for
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.picker.chosen == []
    assert zone.label == "Drop two cards here to pass them"
    assert second.scale() == 1.0

    # two cards chosen, a click on the zone's words passes them
    player.click_item(first)
    player.click_item(second)
    passed = {first.key, second.key}
    player.click(zone.mapRectToScene(zone.label_rect()).center())
    qtbot.waitUntil(
        lambda: not passed & set(table.current().hand) or table.current().phase is not Phase.PASS
    )
    assert not passed & set(table.current().hand)
