"""The screen-reader keys on a Macaron table and what is said (issue 24): W lists what is
possible now and plays a move from the list, R reads the situation again, and nothing is
said while the hot-seat privacy screen hides the table."""

from __future__ import annotations

from collections.abc import Callable

from key_player import check_tree
from macaron_gestures import GesturePlayer, Phase, open_game
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import SeatSpec
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.table.accessible import plain


def test_w_lists_the_moves_and_plays_one_and_r_reads_the_table(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2p", 31)
    player = GesturePlayer(qtbot, table, 31)
    player.play_until(lambda: table.my_turn() and table.current().phase is Phase.PLAY)
    said = table.speech.announcements
    view = table.view
    qtbot.keyClick(view, Qt.Key.Key_R)
    reading = said[-1]
    assert reading.startswith(plain(table.status.text()))
    assert "Scores: Ana " in reading and "Your hand: " in reading
    assert view.message() == reading  # shown as well as said
    assert check_tree(table) == len(table.current().hand)
    legal = table.legal()
    qtbot.keyClick(view, Qt.Key.Key_W)
    assert said[-1].startswith("You may: ") and table.move_list == legal
    assert said[-1].endswith(f"Move 1 of {len(legal)}: {said[-1].split(': ')[-1]}")
    if len(legal) > 1:
        qtbot.keyClick(view, Qt.Key.Key_Right)
        assert said[-1].startswith(f"Move 2 of {len(legal)}: ")
        qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert table.move_list is None and said[-1] == "List closed."
    assert table.my_turn()  # Escape closed the list, nothing else
    moves = len(table.match.moves)
    qtbot.keyClick(view, Qt.Key.Key_W)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(table.match.moves) == moves + 1
    assert table.match.moves[moves].action == legal[0]
    # what came of it is announced as the log shows it
    qtbot.waitUntil(lambda: table.log.count() and not table.busy)
    line = plain(table.log.item(table.log.count() - 1).text())
    qtbot.waitUntil(lambda: line in said)


def test_nothing_is_said_behind_the_privacy_screen(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    table = open_game(make_window(), qtbot, "2p", 3, [SeatSpec("Ana"), SeatSpec("Ben")])
    player = GesturePlayer(qtbot, table, 3)
    said = table.speech.announcements
    covered = 0
    for _ in range(12):
        qtbot.waitUntil(player.waiting_for_me, timeout=10_000)
        if table.privacy.isVisible():
            covered += 1
            count = len(said)
            qtbot.keyClick(table.view, Qt.Key.Key_R)
            name = table.privacy.player_name
            # nothing of the table while it is hidden: only how to go on
            assert said[count:] == [f"Press Enter when {name} sits at the computer."]
            assert check_tree(table) == 0
            count = len(said)
            table.privacy.button.click()
            # the status for the person who sat down is said once they are there
            assert plain(table.status.text()) in said[count:]
            assert name in table.names
            continue
        player.step()
    assert covered >= 2


def test_enter_presses_the_button_tab_reached(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    """The card picker's buttons and the ones beside the table are reached with Tab and
    pressed with Enter, as Space presses them."""
    table = open_game(make_window(), qtbot, "2p", 31)
    qtbot.waitUntil(lambda: table.my_turn() and table.picker.active)
    view = table.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(2):  # two cards to pass, chosen with Space
        qtbot.keyClick(view, Qt.Key.Key_Space)
        qtbot.keyClick(view, Qt.Key.Key_Right)
    picker = table.picker
    assert len(picker.chosen) == 2 and picker.confirm_button.isEnabled()
    window = table.window()

    def tab_to(button: object) -> None:
        for _ in range(12):
            if window.focusWidget() is button:
                return
            qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        assert window.focusWidget() is button, f"Tab does not reach {button!r}"

    tab_to(table.hint_button)
    assert table.hint_button.isEnabled()
    qtbot.keyClick(table.hint_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.hints.panel.isVisible(), timeout=10_000)
    moves, chosen = len(table.match.moves), sorted(picker.chosen, key=str)
    tab_to(picker.confirm_button)
    qtbot.keyClick(picker.confirm_button, Qt.Key.Key_Return)  # the two cards are passed
    assert len(table.match.moves) == moves + 1
    assert sorted(table.match.moves[moves].action.cards, key=str) == chosen
