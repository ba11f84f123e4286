"""Whole games of Macaron played through the table with real mouse gestures."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from macaron_gestures import GesturePlayer, open_game
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize(("mode", "seed"), [("solo", 11), ("4p", 5)])
def test_a_whole_game_through_the_gui_ends_with_the_engines_winners(
    mode: str, seed: int, make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    table = open_game(window, qtbot, mode, seed)
    player = GesturePlayer(qtbot, table, seed)
    player.play_to_the_end()
    result = table.match.result()
    assert result is not None
    panel = table.game_over
    assert panel.isVisible()
    winners = [table.names[w] for w in result.winners]
    assert all(name in panel.winners.text() for name in winners)
    assert player.gestures.get("drag", 0) > 10
    log = [table.log.item(i).text() for i in range(table.log.count())]
    assert any("wins the trick" in line for line in log)
    if mode == "4p":
        assert any("Ana places a token" in line for line in log)
    # the finished game left the saves folder and was counted
    window.leave_game()
    assert not window.library.continue_button.isVisible()


def test_hot_seat_game_hides_each_hand_behind_the_privacy_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    table = open_game(window, qtbot, "2p", 3, seats)
    qtbot.waitUntil(table.privacy.isVisible)
    assert "Ana" in table.privacy.title.text()
    assert not table.cards  # nothing of a hand is drawn behind the screen
    player = GesturePlayer(qtbot, table, 3)
    shown_for = set()
    for _ in range(12):
        if table.privacy.isVisible():
            shown_for.add(table.privacy.player_name)
        player.step()
    assert shown_for == {"Ana", "Ben"}
    assert not table.undo_button.isVisible()
