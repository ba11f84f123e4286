"""La Macarena's end of a hand waits for the player (issue 21, point 1): at the normal
pace the steps go on by themselves, then the table waits, whatever the pace, before the
next hand is dealt (the quick pace here); nothing covers the walk-through, and the table, the log and the side
panel keep showing the hand being scored until the player goes on."""

from __future__ import annotations

from collections.abc import Callable

from macarena_gestures import GesturePlayer
from pytestqt.qtbot import QtBot
from test_macarena_settings import play_to_the_walk
from test_macarena_table import match_until, open_match

from macaron_desktop.ui.main_window import MainWindow


def test_the_hand_end_waits_for_the_player_before_the_next_hand(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window(pace="quick")  # instant animations: only a wait for a click waits
    match = match_until(13, lambda s: len(s.deck) - s.drawn <= 6)
    table = open_match(window, qtbot, match)
    board = table.board
    animator = table.animator
    player = GesturePlayer(qtbot, table)
    play_to_the_walk(table, qtbot)
    hand = board.walk.hand
    assert hand is not None
    qtbot.waitUntil(lambda: animator.holding or not animator.busy, timeout=30_000)
    assert animator.holding, "the walk-through ran past the player"
    qtbot.wait(1000)  # longer than the quick pace lingers: it still waits
    assert animator.holding and board.walk.visible
    assert "Click or press Enter" in table.view.message()
    # the message sits below the panel, not over its lines
    panel = table.view.mapFromScene(board.walk.rect).boundingRect()
    assert not table.view._message.geometry().intersects(panel)
    # every step is on the panel, and nothing covers it
    assert any("Fire" in line for line in board.walk.texts)
    assert not table.summary.isVisible()
    # the log and the side panel are still on the hand being scored
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert not any(f"Hand {hand + 1}" in line for line in lines), lines
    assert f"Hand {hand}" in table.scores.text()
    assert f"Hand {hand + 1}" not in table.scores.text()
    # a click goes on: the standings come, on a table the walk-through has left
    player.step()
    qtbot.waitUntil(lambda: table.summary.isVisible() or table.game_over.isVisible())
    assert not board.walk.visible
    player.step()  # Next hand
    qtbot.waitUntil(lambda: match.state.hand_number == hand + 1 and not table.busy)
    qtbot.waitUntil(lambda: f"Hand {hand + 1}" in table.scores.text())
