"""Macaron's keyboard focus (issue 21, point 7): at each of my turns to play, the focus is
on a card I may play, and Enter on a card I may not play says why."""

from __future__ import annotations

from collections.abc import Callable

from macaron_gestures import GesturePlayer, open_game
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.games.macaron.actions import PlayCard
from macaron_desktop.games.macaron.state import Phase
from macaron_desktop.ui.main_window import MainWindow


def test_the_focus_lands_on_a_playable_card_and_enter_on_another_says_why(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "4p", 5)
    player = GesturePlayer(qtbot, table, 5)
    board = table.board
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    table.view.setFocus()
    turns = refused = 0
    while table.current().phase is Phase.PLAY and turns < 13:
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        view = table.current()
        if view.phase is not Phase.PLAY or not table.my_turn():
            break
        turns += 1
        targets = board.focus_targets()
        assert targets[board.focus_index].playable, f"turn {turns}: focus on a card I may not play"
        playable = {a.card for a in table.legal() if isinstance(a, PlayCard)}
        unplayable = [i for i, t in enumerate(targets) if t.key not in playable]
        if unplayable and not refused:
            # the player walks to a card the trick forbids and presses Enter
            qtbot.keyClick(table.view, Qt.Key.Key_Home)
            for _ in range(unplayable[0]):
                qtbot.keyClick(table.view, Qt.Key.Key_Right)
            assert board.focus_index == unplayable[0]
            qtbot.keyClick(table.view, Qt.Key.Key_Return)
            assert table.view.message().startswith("You must follow"), table.view.message()
            assert len(view.hand) == len(table.current().hand)  # nothing was played
            refused += 1
        # play the focused card with Enter, leaving the focus where the hand closes up
        qtbot.keyClick(table.view, Qt.Key.Key_End)
        while not board.focus_targets()[board.focus_index].playable:
            qtbot.keyClick(table.view, Qt.Key.Key_Left)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert turns >= 5 and refused == 1
