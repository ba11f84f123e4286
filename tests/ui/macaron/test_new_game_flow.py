"""From the library's Play button through the new-game dialog to a Macaron table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from macaron_desktop.ui.game_screen import GameScreen
from macaron_desktop.ui.main_window import MainWindow
from macaron_desktop.ui.new_game_dialog import NewGameDialog


def macaron_tile(window: MainWindow):  # type: ignore[no-untyped-def]
    return next(t for t in window.library.tiles if t.entry.game_id == "macaron")


def test_keyboard_only_open_the_dialog_tab_to_ok_and_enter_starts_a_game(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    window.activateWindow()
    play = macaron_tile(window).play
    play.setFocus()
    qtbot.waitUntil(play.hasFocus)
    qtbot.keyClick(play, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "new_game_dialog", None), NewGameDialog))
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert dialog.isAncestorOf(QApplication.focusWidget())
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    visited = []
    for _ in range(30):
        focus = QApplication.focusWidget()
        if focus is ok:
            break
        visited.append(focus.objectName())
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is ok, visited
    # the fields come in reading order: mode, your name, who plays, the options, the seed
    assert visited[:3] == ["mode", "seat_name_0", "seat_kind_0"]
    assert visited.index("option_scoring") < visited.index("option_target") < visited.index("seed")
    qtbot.keyClick(ok, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(window.table, GameScreen))
    match = window.table.match
    assert match.config["mode"] == "solo"
    assert [s.kind for s in match.seats] == ["human", "rule"]


def test_the_game_dealt_is_the_one_set_up_in_the_dialog(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window()
    window.start_game("macaron")
    dialog = window.new_game_dialog
    dialog.set_mode("2v2")
    scoring = dialog.option_fields[0].combo
    scoring.setCurrentIndex(scoring.findData("advanced"))
    target = dialog.option_fields[1].combo
    target.setCurrentIndex(target.findData(30))
    dialog.seat_grid.rows[2].name.setText("Basile le Grand")
    dialog.seed.setText("5")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: isinstance(window.table, GameScreen))
    match = window.table.match
    assert match.seed == 5
    assert match.config == {
        "mode": "2v2",
        "scoring": "advanced",
        "target": 30,
        "start_player": None,
    }
    assert match.seats[2].name == "Basile le Grand"
